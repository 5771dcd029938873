/**
 * Nav tree behaviour: loading nodes as they open, the roving tab stop, and the keyboard of the ARIA tree pattern.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { isRtl } from '../direction';
import { childrenOf, type NavTreeNode, type TreeRow, type TreeState } from './nav-tree-model';

/** The loaded nodes: the roots on mount, a node's children when it is first opened. */
export function useTreeState(loadChildren: (parent: NavTreeNode | null) => Promise<readonly NavTreeNode[]>) {
  const [state, setState] = useState<TreeState>({
    roots: [],
    loaded: new Map(),
    expanded: new Set(),
    loading: new Set(),
  });
  const [rootsLoaded, setRootsLoaded] = useState(false);
  const loader = useRef(loadChildren);
  loader.current = loadChildren;

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
  return { state, rootsLoaded, setOpen };
}

/** One tab stop: the focused row (else the selected, else the first); moving focus focuses the row after render. */
export function useRovingFocus(rows: readonly TreeRow[], selectedId: string | null | undefined) {
  const [focusId, setFocusId] = useState<string | null>(null);
  const rowRefs = useRef(new Map<string, HTMLLIElement>());
  const focusPending = useRef(false);
  const current = rows.find((r) => r.node.id === focusId) ?? rows.find((r) => r.node.id === selectedId) ?? rows[0];

  useEffect(() => {
    if (!focusPending.current || !current) return;
    focusPending.current = false;
    rowRefs.current.get(current.node.id)?.focus();
  });

  const moveFocus = (row: TreeRow | undefined) => {
    if (!row) return;
    focusPending.current = true;
    setFocusId(row.node.id);
  };
  const rowRef = (nodeId: string) => (el: HTMLLIElement | null) => {
    if (el) rowRefs.current.set(nodeId, el);
    else rowRefs.current.delete(nodeId);
  };
  return { current, setFocusId, moveFocus, rowRef };
}

interface TreeKeyActions {
  setOpen(node: NavTreeNode, open: boolean): void;
  moveFocus(row: TreeRow | undefined): void;
  select(row: TreeRow): void;
}

/** The tree's keyboard: arrows, Home/End, Right/Left to open, enter, close or go up, Enter/Space to select. */
export function treeKeyHandler(rows: readonly TreeRow[], { setOpen, moveFocus, select }: TreeKeyActions) {
  return (e: KeyboardEvent, row: TreeRow) => {
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
}
