/**
 * Edit mode's right-click menu: a `role=menu` list at the pointer (inside the shadow root), first item focused,
 * arrows/Home/End move, Enter/Space activate, Escape, Tab and clicks elsewhere close. Each item shows its shortcut.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useDirection } from '../../../../ui/direction';
import { v } from '../../../../ui/theme/tokens';

export interface MenuEntry {
  id: string;
  label: string;
  shortcut?: string;
  icon?: ReactNode;
  disabled?: boolean;
  run(): void;
}

const List = styled.div`
  position: fixed;
  z-index: 1050;
  min-width: 220px;
  padding: 6px 0;
  border-radius: 4px;
  background: ${v('color-surface')};
  color: ${v('color-text')};
  box-shadow: 0 5px 5px -3px rgba(0, 0, 0, 0.2), 0 8px 10px 1px rgba(0, 0, 0, 0.14), 0 3px 14px 2px rgba(0, 0, 0, 0.12);
`;

const Item = styled.button`
  display: flex;
  align-items: center;
  gap: 14px;
  width: 100%;
  height: 40px;
  padding: 0 16px;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  & svg {
    color: ${v('color-text-secondary')};
  }
  & kbd {
    margin-inline-start: auto;
    padding-inline-start: 24px;
    font: inherit;
    font-size: 12px;
    color: ${v('color-text-secondary')};
  }
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

export function ContextMenu({
  x,
  y,
  label,
  entries,
  onClose,
}: {
  x: number;
  y: number;
  label: string;
  entries: MenuEntry[];
  onClose(): void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const rtl = useDirection() === 'rtl';
  useEffect(() => {
    // Focus returns to what had it (the widget) when the menu closes.
    const before = (ref.current?.getRootNode() as ShadowRoot | Document | undefined)
      ?.activeElement as HTMLElement | null;
    ref.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
    return () => before?.focus();
  }, []);
  useEffect(() => {
    const outside = (e: PointerEvent) => !e.composedPath().includes(ref.current!) && onClose();
    document.addEventListener('pointerdown', outside, true);
    return () => document.removeEventListener('pointerdown', outside, true);
  }, [onClose]);
  const onKeyDown = (e: React.KeyboardEvent) => {
    const items = [...(ref.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
    const at = items.indexOf((ref.current?.getRootNode() as ShadowRoot | Document).activeElement as HTMLButtonElement);
    const go = (i: number) => items[(i + items.length) % items.length]?.focus();
    if (e.key === 'ArrowDown') go(at + 1);
    else if (e.key === 'ArrowUp') go(at - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(items.length - 1);
    else if (e.key === 'Escape' || e.key === 'Tab') onClose();
    else return;
    e.preventDefault();
    e.stopPropagation();
  };
  // The menu opens toward the inline end of the pointer: right of it left to right, left of it right to left.
  const viewportWidth = globalThis.innerWidth || 1280;
  const start = Math.min(rtl ? viewportWidth - x : x, viewportWidth - 240);
  const top = Math.min(y, (globalThis.innerHeight || 800) - entries.length * 40 - 16);
  return (
    <List
      ref={ref}
      role="menu"
      aria-label={label}
      style={{ insetInlineStart: start, top }}
      onKeyDown={onKeyDown}
      onContextMenu={(e) => e.preventDefault()}
      data-testid="edit-context-menu"
    >
      {entries.map((m) => (
        <Item
          key={m.id}
          type="button"
          role="menuitem"
          disabled={m.disabled}
          data-testid={`menu-${m.id}`}
          onClick={() => {
            onClose();
            m.run();
          }}
        >
          {m.icon}
          <span>{m.label}</span>
          {m.shortcut ? <kbd>{m.shortcut}</kbd> : null}
        </Item>
      ))}
    </List>
  );
}
