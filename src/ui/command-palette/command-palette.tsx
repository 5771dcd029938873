/**
 * Command palette: a modal combobox listing places and actions. Typing filters, ↑/↓ move, Enter runs, Escape
 * closes. Rendered in the shadow root's portal root with focus trapped inside.
 */
import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useDomRoot } from '../dom-root';
import { SearchIcon } from '../icons/nav-icons';
import type { IconComponent } from '../icons/nav-icons';
import { v } from '../theme/tokens';
import { filterCommands, type Command } from './command-filter';

/** A command with an optional icon. */
export type PaletteCommand = Command & { icon?: IconComponent };

const Overlay = styled(FloatingOverlay)`
  z-index: 1000;
  display: flex;
  justify-content: center;
  align-items: flex-start;
  padding: 12vh 16px 16px;
  background: rgba(0, 0, 0, 0.32);
`;
const Panel = styled.div`
  width: min(560px, 100%);
  max-height: 70vh;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: 8px;
  background: ${v('color-surface')};
  color: ${v('color-text')};
  box-shadow: 0 11px 15px -7px rgba(0, 0, 0, 0.2), 0 24px 38px 3px rgba(0, 0, 0, 0.14);
`;
const InputRow = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 0 16px;
  border-bottom: 1px solid ${v('color-divider')};
  color: ${v('color-text-secondary')};
  input {
    flex: 1;
    height: 56px;
    border: none;
    background: transparent;
    color: ${v('color-text')};
    font: inherit;
    font-size: 17px;
    outline: none;
  }
`;
const List = styled.ul`
  margin: 0;
  padding: 8px 0;
  overflow: auto;
  list-style: none;
  li[role='presentation'] {
    padding: 8px 16px 4px;
    font-size: 12px;
    font-weight: 500;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${v('color-text-secondary')};
  }
  li[role='option'] {
    display: flex;
    align-items: center;
    gap: 14px;
    padding: 10px 16px;
    cursor: pointer;
  }
  li[role='option'] svg {
    color: ${v('color-text-secondary')};
  }
  li[aria-selected='true'] {
    background: color-mix(in srgb, ${v('color-primary')} 14%, transparent);
    box-shadow: inset 3px 0 0 ${v('color-primary')};
  }
  .empty {
    padding: 16px;
    color: ${v('color-text-secondary')};
  }
`;

export interface CommandPaletteProps {
  open: boolean;
  onClose(): void;
  commands: readonly PaletteCommand[];
  /** Translated texts. */
  label: string;
  placeholder: string;
  emptyText: string;
}

/** The palette dialog. Runs the chosen command after closing. */
export function CommandPalette({ open, onClose, commands, label, placeholder, emptyText }: CommandPaletteProps) {
  const { portalRoot } = useDomRoot();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const { refs, context } = useFloating({ open, onOpenChange: (o) => !o && onClose() });
  const { getFloatingProps } = useInteractions([
    useDismiss(context, { outsidePressEvent: 'mousedown' }),
    useRole(context, { role: 'dialog' }),
  ]);
  const results = useMemo(() => filterCommands(commands, query), [commands, query]);
  useEffect(() => {
    setActive(0);
  }, [query]);
  useEffect(() => {
    if (!open) setQuery('');
  }, [open]);
  useEffect(() => {
    listRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [active]);
  if (!open || !portalRoot) return null;

  const run = (c: PaletteCommand | undefined) => {
    if (!c) return;
    onClose();
    c.perform();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const n = results.length;
      if (n) setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : n - 1)) % n);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      run(results[active]);
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      setActive(e.key === 'Home' ? 0 : Math.max(0, results.length - 1));
    }
  };
  return (
    <FloatingPortal root={portalRoot}>
      <Overlay lockScroll>
        <FloatingFocusManager context={context} modal initialFocus={0}>
          <Panel
            ref={refs.setFloating}
            aria-label={label}
            aria-modal="true"
            data-testid="command-palette"
            {...getFloatingProps()}
          >
            <InputRow>
              <SearchIcon />
              <input
                role="combobox"
                aria-expanded="true"
                aria-controls={listId}
                aria-activedescendant={results[active] ? `${listId}-${results[active].id}` : undefined}
                aria-autocomplete="list"
                aria-label={label}
                placeholder={placeholder}
                value={query}
                data-testid="command-input"
                onChange={(e) => setQuery(e.target.value)}
                onKeyDown={onKeyDown}
              />
            </InputRow>
            <List id={listId} role="listbox" aria-label={label} ref={listRef}>
              <CommandRows
                results={results}
                active={active}
                listId={listId}
                emptyText={emptyText}
                setActive={setActive}
                run={run}
              />
            </List>
          </Panel>
        </FloatingFocusManager>
      </Overlay>
    </FloatingPortal>
  );
}

interface CommandRowsProps {
  results: PaletteCommand[];
  active: number;
  listId: string;
  emptyText: string;
  setActive(i: number): void;
  run(c: PaletteCommand): void;
}

/** The matching commands, a heading before each group, or the empty text. */
function CommandRows({ results, active, listId, emptyText, setActive, run }: CommandRowsProps) {
  let lastGroup = '';
  return (
    <>
      {results.length === 0 ? (
        <li className="empty" role="presentation">
          {emptyText}
        </li>
      ) : null}
      {results.map((c, i) => {
        const heading = c.group !== lastGroup ? c.group : null;
        lastGroup = c.group;
        const Icon = c.icon;
        return [
          heading ? (
            <li key={`g-${c.id}`} role="presentation">
              {heading}
            </li>
          ) : null,
          <li
            key={c.id}
            id={`${listId}-${c.id}`}
            role="option"
            aria-selected={i === active}
            data-command={c.id}
            onMouseMove={() => setActive(i)}
            onClick={() => run(c)}
          >
            {Icon ? <Icon size={20} /> : null}
            <span>{c.label}</span>
          </li>,
        ];
      })}
    </>
  );
}
