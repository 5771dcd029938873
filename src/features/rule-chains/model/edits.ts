/**
 * Edits of the chain document (pure functions: old document in, new document out). Deleting a node removes its
 * edges (and the Input link when it pointed there); moving keeps every other object by identity.
 */
import { INPUT_KEY, newKey, type ChainDoc, type DocEdge, type DocLink, type DocNode, type XY } from './chain-doc';

/** A new rule node of class `type` at `position`. */
export function makeNode(type: string, name: string, configuration: unknown, position: XY): DocNode {
  return {
    key: newKey(),
    id: null,
    type,
    name,
    debugMode: false,
    configuration,
    description: '',
    position,
    infoExtra: {},
    extra: {},
  };
}

/** A new link ("rule chain" node) at `position`, target chosen later. */
export function makeLink(position: XY, targetRuleChainId: string | null = null): DocLink {
  return { key: newKey('rule-chain-node'), targetRuleChainId, position, infoExtra: {} };
}

/** A name not used by another node: `base`, `base 2`, `base 3`, … */
export function uniqueName(doc: ChainDoc, base: string): string {
  const names = new Set(doc.nodes.map((n) => n.name));
  if (!names.has(base)) return base;
  for (let i = 2; ; i += 1) if (!names.has(`${base} ${i}`)) return `${base} ${i}`;
}

export function addNode(doc: ChainDoc, node: DocNode): ChainDoc {
  // The first node of an empty chain becomes the one Input points at, as ThingsBoard does.
  return {
    ...doc,
    nodes: [...doc.nodes, node],
    firstNode: doc.firstNode ?? (doc.nodes.length === 0 ? node.key : null),
  };
}

export function addLink(doc: ChainDoc, link: DocLink): ChainDoc {
  return { ...doc, links: [...doc.links, link] };
}

export function updateNode(doc: ChainDoc, key: string, patch: Partial<Omit<DocNode, 'key'>>): ChainDoc {
  return { ...doc, nodes: doc.nodes.map((n) => (n.key === key ? { ...n, ...patch } : n)) };
}

export function updateLink(doc: ChainDoc, key: string, patch: Partial<Omit<DocLink, 'key'>>): ChainDoc {
  return { ...doc, links: doc.links.map((l) => (l.key === key ? { ...l, ...patch } : l)) };
}

/** Move nodes and links by key to absolute positions. */
export function moveTo(doc: ChainDoc, positions: ReadonlyMap<string, XY>): ChainDoc {
  if (positions.size === 0) return doc;
  return {
    ...doc,
    nodes: doc.nodes.map((n) => (positions.has(n.key) ? { ...n, position: positions.get(n.key)! } : n)),
    links: doc.links.map((l) => (positions.has(l.key) ? { ...l, position: positions.get(l.key)! } : l)),
  };
}

/** Move nodes and links by key by (dx, dy). */
export function nudge(doc: ChainDoc, keys: ReadonlySet<string>, dx: number, dy: number): ChainDoc {
  const moves = new Map<string, XY>();
  for (const n of [...doc.nodes, ...doc.links])
    if (keys.has(n.key)) moves.set(n.key, { x: n.position.x + dx, y: n.position.y + dy });
  return moveTo(doc, moves);
}

/** Remove nodes/links (by key) and edges (by `source->target` group id), with every edge that touched them. */
export function removeItems(
  doc: ChainDoc,
  keys: ReadonlySet<string>,
  edgeGroups: ReadonlySet<string> = new Set(),
): ChainDoc {
  const inputEdgeRemoved = doc.firstNode !== null && edgeGroups.has(edgeGroupId(INPUT_KEY, doc.firstNode));
  return {
    nodes: doc.nodes.filter((n) => !keys.has(n.key)),
    links: doc.links.filter((l) => !keys.has(l.key)),
    edges: doc.edges.filter(
      (e) => !keys.has(e.source) && !keys.has(e.target) && !edgeGroups.has(edgeGroupId(e.source, e.target)),
    ),
    firstNode: doc.firstNode !== null && (keys.has(doc.firstNode) || inputEdgeRemoved) ? null : doc.firstNode,
  };
}

/** Canvas id of the edge drawn for all relation types between two nodes. */
export function edgeGroupId(source: string, target: string): string {
  return `${source}->${target}`;
}

/** Relation types between two nodes, in document order. */
export function relationTypes(doc: ChainDoc, source: string, target: string): string[] {
  return doc.edges.filter((e) => e.source === source && e.target === target).map((e) => e.type);
}

/**
 * Set the relation types between two nodes: kept types stay where they were, new ones are appended, an empty
 * list removes the edge. From the Input node, it sets the first node instead.
 */
export function setRelations(doc: ChainDoc, source: string, target: string, types: readonly string[]): ChainDoc {
  if (source === INPUT_KEY)
    return { ...doc, firstNode: types.length ? target : doc.firstNode === target ? null : doc.firstNode };
  const wanted = [...new Set(types)];
  const existing = relationTypes(doc, source, target);
  const edges: DocEdge[] = doc.edges.filter(
    (e) => !(e.source === source && e.target === target && !wanted.includes(e.type)),
  );
  for (const type of wanted) if (!existing.includes(type)) edges.push({ source, target, type });
  return { ...doc, edges };
}

/** `near`, moved down in 70 px steps until no node or link starts within 60 × 40 px of it. */
export function freeSpot(doc: ChainDoc, near: XY): XY {
  const taken = [...doc.nodes, ...doc.links].map((n) => n.position);
  const p = { ...near };
  for (let i = 0; i < 50 && taken.some((q) => Math.abs(q.x - p.x) < 60 && Math.abs(q.y - p.y) < 40); i += 1) p.y += 70;
  return p;
}
