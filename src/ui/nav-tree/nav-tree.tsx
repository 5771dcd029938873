/**
 * Navigation tree with optional search: nodes come from the caller's `loadChildren(parent)` (null for
 * the roots), loaded when a node is first opened. ARIA tree pattern with one tab stop: arrows move, Right opens or
 * enters, Left closes or goes to the parent, Home/End, Enter or Space selects. The search field (or an outside
 * `search` text) filters the loaded nodes to matches and their ancestors, highlighting the match.
 */
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { Highlight } from '../listbox/listbox';
import { v } from '../theme/tokens';
import { visibleRows, type NavTreeNode, type TreeRow } from './nav-tree-model';
import { treeKeyHandler, useRovingFocus, useTreeState } from './use-nav-tree';
import { ChevronRightIcon } from '../icons/frame-icons';
import { ExpandMoreIcon, SearchIcon } from '../icons/nav-icons';

export type { NavTreeNode } from './nav-tree-model';

export interface NavTreeProps {
  /** Accessible name of the tree. */
  label: string;
  /** Children of `parent`, or the roots when `parent` is null. */
  loadChildren(parent: NavTreeNode | null): Promise<readonly NavTreeNode[]>;
  selectedId?: string | null;
  onSelect?(node: NavTreeNode): void;
  /** Show a search field above the tree. */
  searchable?: boolean;
  /** Search text from outside (e.g. the toolbar's search); wins over the field. */
  search?: string;
  /** Icon for a node (default: none). */
  renderIcon?(node: NavTreeNode): ReactNode;
  testId?: string;
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 0;
  color: ${v('color-text')};
`;

const Search = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0 4px 6px;
  padding: 0 8px;
  border-bottom: 1px solid ${v('color-divider')};
  color: ${v('color-text-secondary')};
  &:focus-within {
    border-bottom-color: ${v('color-primary')};
  }
  & > input {
    flex: 1;
    min-width: 0;
    height: 38px;
    border: none;
    outline: none;
    background: transparent;
    color: ${v('color-text')};
    font: inherit;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 2px 0;
  overflow: auto;
`;

const Row = styled.li<{ $level: number; $selected: boolean }>`
  display: flex;
  align-items: center;
  gap: 4px;
  min-height: 32px;
  padding-block: 0;
  padding-inline: ${(p) => 4 + (p.$level - 1) * 20}px 8px;
  border-radius: 4px;
  cursor: pointer;
  user-select: none;
  white-space: nowrap;
  color: ${(p) => (p.$selected ? v('color-primary') : 'inherit')};
  background: ${(p) => (p.$selected ? `color-mix(in srgb, ${v('color-primary')} 12%, transparent)` : 'transparent')};
  &:hover {
    background: color-mix(in srgb, currentColor 8%, transparent);
  }
  &:focus-visible {
    outline: 2px solid ${v('color-primary')};
    outline-offset: -2px;
  }
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: default;
  }
  & > .toggle {
    display: inline-grid;
    place-items: center;
    width: 20px;
    height: 20px;
    flex: none;
    color: ${v('color-text-secondary')};
  }
  & > .icon {
    display: inline-flex;
    color: ${v('color-text-secondary')};
  }
`;

const Note = styled.li`
  padding: 6px 12px;
  font-style: italic;
  color: ${v('color-text-secondary')};
`;

interface TreeItemProps {
  row: TreeRow;
  selected: boolean;
  tabbable: boolean;
  query: string;
  renderIcon?: NavTreeProps['renderIcon'];
  rowRef(el: HTMLLIElement | null): void;
  onClick(): void;
  onToggle(): void;
  onKeyDown(e: KeyboardEvent): void;
}

/** One tree row: the open/close toggle, the optional icon and the label with the search match highlighted. */
function TreeItem({ row, selected, tabbable, query, renderIcon, rowRef, onClick, onToggle, onKeyDown }: TreeItemProps) {
  return (
    <Row
      ref={rowRef}
      role="treeitem"
      aria-level={row.level}
      aria-posinset={row.pos}
      aria-setsize={row.size}
      aria-expanded={row.expandable ? row.expanded : undefined}
      aria-selected={selected}
      aria-disabled={row.node.disabled || undefined}
      aria-busy={row.loading || undefined}
      tabIndex={tabbable ? 0 : -1}
      $level={row.level}
      $selected={selected}
      data-node={row.node.id}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <span
        className="toggle"
        aria-hidden="true"
        onClick={(e) => {
          if (!row.expandable) return;
          e.stopPropagation();
          onToggle();
        }}
      >
        {row.expandable ? row.expanded ? <ExpandMoreIcon size={18} /> : <ChevronRightIcon size={18} /> : null}
      </span>
      {renderIcon ? <span className="icon">{renderIcon(row.node)}</span> : null}
      <span>
        <Highlight text={row.node.label} query={query} />
      </span>
    </Row>
  );
}

function SearchField({ value, onChange, treeId }: { value: string; onChange(v: string): void; treeId: string }) {
  const { t } = useTranslation();
  return (
    <Search>
      <SearchIcon size={20} />
      <input
        type="search"
        value={value}
        placeholder={t('common.enter-search')}
        aria-label={t('common.enter-search')}
        aria-controls={treeId}
        onChange={(e) => onChange(e.target.value)}
        data-testid="nav-tree-search"
      />
    </Search>
  );
}

export function NavTree({
  label,
  loadChildren,
  selectedId,
  onSelect,
  searchable,
  search,
  renderIcon,
  testId,
}: NavTreeProps) {
  const { t } = useTranslation();
  const id = useId();
  const { state, rootsLoaded, setOpen } = useTreeState(loadChildren);
  const [typed, setTyped] = useState('');
  const query = search ?? typed;
  const rows = visibleRows(state, query);
  const { current, setFocusId, moveFocus, rowRef } = useRovingFocus(rows, selectedId);
  const select = (row: TreeRow) => {
    if (!row.node.disabled) onSelect?.(row.node);
  };
  const onKeyDown = treeKeyHandler(rows, { setOpen, moveFocus, select });

  return (
    <Wrap data-testid={testId}>
      {searchable && search === undefined ? (
        <SearchField value={typed} onChange={setTyped} treeId={`${id}-tree`} />
      ) : null}
      <List role="tree" id={`${id}-tree`} aria-label={label} aria-busy={!rootsLoaded || undefined}>
        {rows.map((row) => (
          <TreeItem
            key={row.node.id}
            row={row}
            selected={row.node.id === selectedId}
            tabbable={row === current}
            query={query}
            renderIcon={renderIcon}
            rowRef={rowRef(row.node.id)}
            onClick={() => {
              setFocusId(row.node.id);
              select(row);
            }}
            onToggle={() => {
              setFocusId(row.node.id);
              setOpen(row.node, !row.expanded);
            }}
            onKeyDown={(e) => onKeyDown(e, row)}
          />
        ))}
        {!rootsLoaded ? <Note role="none">{t('common.loading')}</Note> : null}
        {rootsLoaded && rows.length === 0 && query.trim() ? (
          <Note role="none">{t('common.no-matching', { text: query.trim() })}</Note>
        ) : null}
      </List>
    </Wrap>
  );
}
