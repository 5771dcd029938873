/**
 * Navigation tree with optional search: nodes come from the caller's `loadChildren(parent)` (null for
 * the roots), loaded when a node is first opened. ARIA tree pattern with one tab stop: arrows move, Right opens or
 * enters, Left closes or goes to the parent, Home/End, Enter or Space selects. The search field (or an outside
 * `search` text) filters the loaded nodes to matches and their ancestors, highlighting the match.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isRtl } from '../direction';
import { Highlight } from '../listbox/listbox';
import { v } from '../theme/tokens';
import { childrenOf, visibleRows, type NavTreeNode, type TreeRow, type TreeState } from './nav-tree-model';
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
  const [state, setState] = useState<TreeState>({
    roots: [],
    loaded: new Map(),
    expanded: new Set(),
    loading: new Set(),
  });
  const [rootsLoaded, setRootsLoaded] = useState(false);
  const [typed, setTyped] = useState('');
  const [focusId, setFocusId] = useState<string | null>(null);
  const rowRefs = useRef(new Map<string, HTMLLIElement>());
  const focusPending = useRef(false);
  const loader = useRef(loadChildren);
  loader.current = loadChildren;
  const query = search ?? typed;

  useEffect(() => {
    let live = true;
    const finish = (roots: readonly NavTreeNode[]) => {
      if (!live) return;
      setState((s) => ({ ...s, roots }));
      setRootsLoaded(true);
    };
    loader.current(null).then(finish, () => finish([]));
    return () => {
      live = false;
    };
  }, []);

  const rows = visibleRows(state, query);
  const current = rows.find((r) => r.node.id === focusId) ?? rows.find((r) => r.node.id === selectedId) ?? rows[0];

  useEffect(() => {
    if (!focusPending.current || !current) return;
    focusPending.current = false;
    rowRefs.current.get(current.node.id)?.focus();
  });

  const setOpen = (node: NavTreeNode, open: boolean) => {
    setState((s) => {
      const expanded = new Set(s.expanded);
      if (open) expanded.add(node.id);
      else expanded.delete(node.id);
      return { ...s, expanded };
    });
    if (!open || childrenOf(state, node) !== undefined || state.loading.has(node.id)) return;
    setState((s) => ({ ...s, loading: new Set(s.loading).add(node.id) }));
    const done = (children: readonly NavTreeNode[]) =>
      setState((s) => {
        const loading = new Set(s.loading);
        loading.delete(node.id);
        return { ...s, loading, loaded: new Map(s.loaded).set(node.id, children) };
      });
    loader.current(node).then(done, () => done([]));
  };

  const moveFocus = (row: TreeRow | undefined) => {
    if (!row) return;
    focusPending.current = true;
    setFocusId(row.node.id);
  };
  const select = (row: TreeRow) => {
    if (!row.node.disabled) onSelect?.(row.node);
  };

  const onKeyDown = (e: KeyboardEvent, row: TreeRow) => {
    const i = rows.indexOf(row);
    const handled = () => e.preventDefault();
    // Right to left, ArrowLeft opens (toward the children's indentation) and ArrowRight closes.
    const key =
      isRtl(e.currentTarget as Element) && /^Arrow(Left|Right)$/.test(e.key)
        ? e.key === 'ArrowLeft'
          ? 'ArrowRight'
          : 'ArrowLeft'
        : e.key;
    switch (key) {
      case 'ArrowDown':
        handled();
        moveFocus(rows[i + 1]);
        break;
      case 'ArrowUp':
        handled();
        moveFocus(rows[i - 1]);
        break;
      case 'Home':
        handled();
        moveFocus(rows[0]);
        break;
      case 'End':
        handled();
        moveFocus(rows.at(-1));
        break;
      case 'ArrowRight':
        handled();
        if (row.expandable && !row.expanded) setOpen(row.node, true);
        else if (row.expanded) moveFocus(rows[i + 1]?.parentId === row.node.id ? rows[i + 1] : undefined);
        break;
      case 'ArrowLeft':
        handled();
        if (row.expanded) setOpen(row.node, false);
        else moveFocus(rows.find((r) => r.node.id === row.parentId));
        break;
      case 'Enter':
      case ' ':
        handled();
        select(row);
        break;
      default:
    }
  };

  return (
    <Wrap data-testid={testId}>
      {searchable && search === undefined ? (
        <Search>
          <SearchIcon size={20} />
          <input
            type="search"
            value={typed}
            placeholder={t('common.enter-search')}
            aria-label={t('common.enter-search')}
            aria-controls={`${id}-tree`}
            onChange={(e) => setTyped(e.target.value)}
            data-testid="nav-tree-search"
          />
        </Search>
      ) : null}
      <List role="tree" id={`${id}-tree`} aria-label={label} aria-busy={!rootsLoaded || undefined}>
        {rows.map((row) => (
          <Row
            key={row.node.id}
            ref={(el) => {
              if (el) rowRefs.current.set(row.node.id, el);
              else rowRefs.current.delete(row.node.id);
            }}
            role="treeitem"
            aria-level={row.level}
            aria-posinset={row.pos}
            aria-setsize={row.size}
            aria-expanded={row.expandable ? row.expanded : undefined}
            aria-selected={row.node.id === selectedId}
            aria-disabled={row.node.disabled || undefined}
            aria-busy={row.loading || undefined}
            tabIndex={row === current ? 0 : -1}
            $level={row.level}
            $selected={row.node.id === selectedId}
            data-node={row.node.id}
            onClick={() => {
              setFocusId(row.node.id);
              select(row);
            }}
            onKeyDown={(e) => onKeyDown(e, row)}
          >
            <span
              className="toggle"
              aria-hidden="true"
              onClick={(e) => {
                if (!row.expandable) return;
                e.stopPropagation();
                setFocusId(row.node.id);
                setOpen(row.node, !row.expanded);
              }}
            >
              {row.expandable ? row.expanded ? <ExpandMoreIcon size={18} /> : <ChevronRightIcon size={18} /> : null}
            </span>
            {renderIcon ? <span className="icon">{renderIcon(row.node)}</span> : null}
            <span>
              <Highlight text={row.node.label} query={query} />
            </span>
          </Row>
        ))}
        {!rootsLoaded ? <Note role="none">{t('common.loading')}</Note> : null}
        {rootsLoaded && rows.length === 0 && query.trim() ? (
          <Note role="none">{t('common.no-matching', { text: query.trim() })}</Note>
        ) : null}
      </List>
    </Wrap>
  );
}
