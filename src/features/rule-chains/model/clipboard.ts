/**
 * Copy/paste of nodes across chains and browser tabs: the copied nodes, links and the edges among them go to
 * localStorage (under a `TB-` key, like every other console state), so another chain or another tab of the same origin
 * can paste them. Pasted nodes are new (no ids) and keep names, configuration and relative layout.
 */
import { newKey, type ChainDoc, type DocEdge, type DocLink, type DocNode, type XY } from './chain-doc';

export const CLIPBOARD_KEY = 'TB-rule-chain-clipboard';
/** Offset of a paste without a target point. */
export const PASTE_OFFSET = 40;

type ClipNode = Omit<DocNode, 'id' | 'extra'>;

export interface ClipboardData {
  version: 1;
  nodes: ClipNode[];
  links: DocLink[];
  edges: DocEdge[];
}

/** The selected nodes/links and the edges among them, or null when nothing is selected. */
export function copySelection(doc: ChainDoc, keys: ReadonlySet<string>): ClipboardData | null {
  const nodes = doc.nodes.filter((n) => keys.has(n.key)).map(({ id: _id, extra: _extra, ...rest }) => rest);
  const links = doc.links.filter((l) => keys.has(l.key));
  if (nodes.length + links.length === 0) return null;
  const edges = doc.edges.filter((e) => keys.has(e.source) && keys.has(e.target));
  return { version: 1, nodes, links, edges };
}

function topLeft(data: ClipboardData): XY {
  const all = [...data.nodes, ...data.links].map((n) => n.position);
  return { x: Math.min(...all.map((p) => p.x)), y: Math.min(...all.map((p) => p.y)) };
}

/** Paste: fresh keys, positions moved to `at` (top-left of the group) or by PASTE_OFFSET. Returns the new keys. */
export function pasteInto(doc: ChainDoc, data: ClipboardData, at?: XY): { doc: ChainDoc; keys: string[] } {
  const origin = topLeft(data);
  const dx = at ? at.x - origin.x : PASTE_OFFSET;
  const dy = at ? at.y - origin.y : PASTE_OFFSET;
  const rekey = new Map<string, string>();
  const nodes: DocNode[] = data.nodes.map((n) => {
    const key = newKey();
    rekey.set(n.key, key);
    return { ...n, key, id: null, extra: {}, position: { x: n.position.x + dx, y: n.position.y + dy } };
  });
  const links: DocLink[] = data.links.map((l) => {
    const key = newKey('rule-chain-node');
    rekey.set(l.key, key);
    return { ...l, key, position: { x: l.position.x + dx, y: l.position.y + dy } };
  });
  const edges = data.edges.flatMap((e) => {
    const source = rekey.get(e.source);
    const target = rekey.get(e.target);
    return source && target ? [{ source, target, type: e.type }] : [];
  });
  return {
    doc: { ...doc, nodes: [...doc.nodes, ...nodes], links: [...doc.links, ...links], edges: [...doc.edges, ...edges] },
    keys: [...rekey.values()],
  };
}

function valid(x: unknown): x is ClipboardData {
  const d = x as ClipboardData | null;
  return !!d && d.version === 1 && Array.isArray(d.nodes) && Array.isArray(d.links) && Array.isArray(d.edges);
}

/** Write the clipboard (ignores a full or blocked storage: copy then simply does nothing across tabs). */
export function writeClipboard(data: ClipboardData, storage: Storage = localStorage): void {
  try {
    storage.setItem(CLIPBOARD_KEY, JSON.stringify(data));
  } catch {
    /* storage full or disabled */
  }
}

/** Read the clipboard; null when empty or not ours. */
export function readClipboard(storage: Storage = localStorage): ClipboardData | null {
  try {
    const raw = storage.getItem(CLIPBOARD_KEY);
    const data: unknown = raw ? JSON.parse(raw) : null;
    return valid(data) ? data : null;
  } catch {
    return null;
  }
}
