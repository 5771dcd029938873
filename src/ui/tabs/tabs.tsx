/**
 * Tabs (WAI-ARIA tabs pattern): a tablist with roving tabindex (arrows, Home, End move and activate) and one
 * panel for the selected tab. Controlled: `value` + `onChange`.
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { inlineArrow } from '../direction';
import { v } from '../theme/tokens';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsProps<K extends string> {
  tabs: readonly TabItem<K>[];
  value: K;
  onChange(key: K): void;
  /** Accessible name of the tab list. */
  label: string;
  children?: ReactNode;
  /** Stretch the tabs across the width (the timewindow panel). */
  stretch?: boolean;
}

const List = styled.div<{ $stretch?: boolean }>`
  display: flex;
  border-bottom: 1px solid ${v('color-divider')};
  & > button {
    flex: ${(p) => (p.$stretch ? 1 : 'none')};
  }
`;

const Tab = styled.button.attrs({ type: 'button' })<{ $selected: boolean }>`
  min-width: 90px;
  min-height: 48px;
  padding: 0 20px;
  font: inherit;
  font-weight: 500;
  text-transform: uppercase;
  letter-spacing: 0.03em;
  border: none;
  border-bottom: 2px solid ${(p) => (p.$selected ? v('color-primary') : 'transparent')};
  color: ${(p) => (p.$selected ? v('color-primary') : v('color-text-secondary'))};
  background: transparent;
  cursor: pointer;
  &:hover:not(:disabled),
  &:focus-visible {
    outline: none;
    background: color-mix(in srgb, currentColor 8%, transparent);
  }
  &:disabled {
    opacity: 0.45;
    cursor: default;
  }
`;

export function Tabs<K extends string>({ tabs, value, onChange, label, children, stretch }: TabsProps<K>) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const enabled = tabs.filter((t) => !t.disabled);
  const onKeyDown = (e: KeyboardEvent) => {
    const at = enabled.findIndex((t) => t.key === value);
    let next = -1;
    const arrow = inlineArrow(e.key, list.current);
    if (arrow === 'next') next = (at + 1) % enabled.length;
    else if (arrow === 'prev') next = (at - 1 + enabled.length) % enabled.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = enabled.length - 1;
    if (next < 0) return;
    e.preventDefault();
    const key = enabled[next]!.key;
    onChange(key);
    list.current?.querySelector<HTMLElement>(`[data-tab="${key}"]`)?.focus();
  };
  return (
    <div>
      <List ref={list} role="tablist" aria-label={label} $stretch={stretch} onKeyDown={onKeyDown}>
        {tabs.map((t) => (
          <Tab
            key={t.key}
            role="tab"
            id={`${id}-${t.key}`}
            data-tab={t.key}
            aria-selected={t.key === value}
            aria-controls={`${id}-panel`}
            tabIndex={t.key === value ? 0 : -1}
            disabled={t.disabled}
            $selected={t.key === value}
            onClick={() => onChange(t.key)}
          >
            {t.label}
          </Tab>
        ))}
      </List>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${value}`}>
        {children}
      </div>
    </div>
  );
}
