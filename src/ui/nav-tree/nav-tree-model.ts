/**
 * The navigation tree's rows: a depth-first walk over the loaded nodes, showing the children of expanded nodes.
 * While searching, only matches (case-insensitive, anywhere in the label) and their ancestors are shown, with the
 * ancestors opened: the search covers what has been loaded, as ThingsBoard's tree search does.
 */

/** One node of a navigation tree (children are loaded on demand through the tree's `loadChildren`). */
export interface NavTreeNode {
  id: string;
  label: string;
  /** The node can be expanded (its children are loaded when it is opened the first time). */
  hasChildren?: boolean;
  /** Preloaded children. */
  children?: readonly NavTreeNode[];
  disabled?: boolean;
  /** Anything the caller wants back in onSelect. */
  data?: unknown;
}

export interface TreeRow {
  node: NavTreeNode;
  level: number;
  parentId: string | null;
  /** Position among its visible siblings (1-based) and their count, for aria-posinset / aria-setsize. */
  pos: number;
  size: number;
  expanded: boolean;
  expandable: boolean;
  loading: boolean;
}

export interface TreeState {
  roots: readonly NavTreeNode[];
  /** Loaded children by node id (a node's own `children` count as loaded). */
  loaded: ReadonlyMap<string, readonly NavTreeNode[]>;
  expanded: ReadonlySet<string>;
  loading: ReadonlySet<string>;
}

export function childrenOf(state: TreeState, node: NavTreeNode): readonly NavTreeNode[] | undefined {
  return state.loaded.get(node.id) ?? node.children;
}

export const isExpandable = (state: TreeState, node: NavTreeNode) =>
  !!node.hasChildren || (childrenOf(state, node)?.length ?? 0) > 0;

/** Whether a label matches the search text. */
export function matches(label: string, search: string): boolean {
  return label.toLowerCase().includes(search.trim().toLowerCase());
}

/** The rows to show. */
export function visibleRows(state: TreeState, search = ''): TreeRow[] {
  const q = search.trim();
  const keep = new Map<string, boolean>();
  const keeps = (node: NavTreeNode): boolean => {
    const cached = keep.get(node.id);
    if (cached !== undefined) return cached;
    const own = matches(node.label, q);
    const child = (childrenOf(state, node) ?? []).some(keeps);
    keep.set(node.id, own || child);
    return own || child;
  };
  const rows: TreeRow[] = [];
  const walk = (nodes: readonly NavTreeNode[], level: number, parentId: string | null) => {
    const shown = q ? nodes.filter(keeps) : nodes;
    shown.forEach((node, i) => {
      const kids = childrenOf(state, node);
      const openForSearch = !!q && (kids ?? []).some(keeps);
      const expanded = openForSearch || state.expanded.has(node.id);
      const expandable = isExpandable(state, node);
      rows.push({
        node,
        level,
        parentId,
        pos: i + 1,
        size: shown.length,
        expanded: expandable && expanded,
        expandable,
        loading: state.loading.has(node.id),
      });
      if (expandable && expanded && kids) walk(kids, level + 1, node.id);
    });
  };
  walk(state.roots, 1, null);
  return rows;
}
