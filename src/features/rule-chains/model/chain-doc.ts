/**
 * The editor's document: what the canvas shows and what is saved, without React. Rule nodes keep their order
 * (the order of `metadata.nodes`, which is also the export order and the number shown on each node); links to
 * other rule chains (`ruleChainConnections`) become "rule chain" nodes grouped by the
 * `ruleChainNodeId` of their additionalInfo; every connection is one edge with one relation type.
 * Objects are immutable: an edit builds a new document and keeps unchanged parts by identity.
 */
import type { EntityId } from '../../../api/entity';
import type { RuleChainMetadata, RuleNode } from '../../../api/rule-chains';

export interface XY {
  x: number;
  y: number;
}

/** A rule node. `key` is the canvas id (the server id when saved); `extra` keeps unknown fields for the round trip. */
export interface DocNode {
  key: string;
  id: EntityId | null;
  type: string;
  name: string;
  debugMode: boolean;
  configuration: unknown;
  description: string;
  position: XY;
  /** additionalInfo keys other than layoutX/layoutY/description, kept as they came. */
  infoExtra: Record<string, unknown>;
  /** Node fields other than the known ones (createdTime, …), kept as they came. */
  extra: Record<string, unknown>;
}

/** A "rule chain" node: a link target in another chain. */
export interface DocLink {
  key: string;
  targetRuleChainId: string | null;
  position: XY;
  infoExtra: Record<string, unknown>;
}

/** One connection with one relation type. `target` is a node key or a link key. */
export interface DocEdge {
  source: string;
  target: string;
  type: string;
}

export interface ChainDoc {
  nodes: readonly DocNode[];
  links: readonly DocLink[];
  edges: readonly DocEdge[];
  /** Key of the node the Input node points at (`firstNodeIndex`). */
  firstNode: string | null;
}

/** Id of the fixed Input node on the canvas. */
export const INPUT_KEY = '__input';
/** Where the Input node sits (flow coordinates). */
export const INPUT_POSITION: XY = { x: 50, y: 150 };

export const emptyDoc: ChainDoc = { nodes: [], links: [], edges: [], firstNode: null };

let seq = 0;
/** A fresh canvas key for a new node (`n-<time>-<n>`: unique across tabs and paste rounds). */
export function newKey(prefix = 'n'): string {
  seq += 1;
  return `${prefix}-${Date.now().toString(36)}-${seq}`;
}

const KNOWN_NODE_FIELDS = new Set([
  'id',
  'type',
  'name',
  'debugMode',
  'configuration',
  'additionalInfo',
  'ruleChainId',
]);
const LAYOUT_FIELDS = new Set(['layoutX', 'layoutY', 'description']);

function split(obj: Record<string, unknown> | null | undefined, known: Set<string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(obj ?? {}).filter(([k]) => !known.has(k)));
}

function num(v: unknown, fallback: number): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
}

function toDocNode(n: RuleNode, i: number): DocNode {
  const info = (n.additionalInfo ?? {}) as Record<string, unknown>;
  const id = n.id && n.id.id ? (n.id as EntityId) : null;
  return {
    key: id ? id.id : newKey(),
    id,
    type: n.type,
    name: n.name,
    debugMode: !!n.debugMode,
    configuration: n.configuration ?? null,
    description: typeof info['description'] === 'string' ? info['description'] : '',
    position: { x: num(info['layoutX'], 300 + (i % 5) * 200), y: num(info['layoutY'], 100 + Math.floor(i / 5) * 100) },
    infoExtra: split(info, LAYOUT_FIELDS),
    extra: split(n as Record<string, unknown>, KNOWN_NODE_FIELDS),
  };
}

/** Build a document from RuleChainMetaData (as loaded or imported). */
export function fromMetadata(
  meta: Pick<RuleChainMetadata, 'nodes' | 'connections' | 'ruleChainConnections' | 'firstNodeIndex'>,
): ChainDoc {
  const nodes = meta.nodes.map(toDocNode);
  const keyAt = (i: number) => nodes[i]?.key;
  const edges: DocEdge[] = [];
  for (const c of meta.connections ?? []) {
    const source = keyAt(c.fromIndex);
    const target = keyAt(c.toIndex);
    if (source && target) edges.push({ source, target, type: c.type });
  }
  const links: DocLink[] = [];
  const linkByGroup = new Map<string, DocLink>();
  for (const c of meta.ruleChainConnections ?? []) {
    const source = keyAt(c.fromIndex);
    if (!source) continue;
    const info = (c.additionalInfo ?? {}) as Record<string, unknown>;
    const group =
      typeof info['ruleChainNodeId'] === 'string'
        ? info['ruleChainNodeId']
        : `${c.targetRuleChainId.id}@${info['layoutX']},${info['layoutY']}`;
    let link = linkByGroup.get(group);
    if (!link) {
      link = {
        key: typeof info['ruleChainNodeId'] === 'string' ? info['ruleChainNodeId'] : newKey('rule-chain-node'),
        targetRuleChainId: c.targetRuleChainId.id,
        position: { x: num(info['layoutX'], 600), y: num(info['layoutY'], 100 + links.length * 80) },
        infoExtra: split(info, new Set(['layoutX', 'layoutY', 'ruleChainNodeId'])),
      };
      linkByGroup.set(group, link);
      links.push(link);
    }
    edges.push({ source, target: link.key, type: c.type });
  }
  const first = meta.firstNodeIndex;
  return { nodes, links, edges, firstNode: first !== null && first !== undefined ? (keyAt(first) ?? null) : null };
}

const round = (v: number) => Math.round(v);

/** A node as ThingsBoard's RuleNode JSON. `withIds` = for saving (ids, ruleChainId); false = for a file export. */
export function toRuleNode(n: DocNode, ruleChainId: EntityId | null, withIds: boolean): RuleNode {
  const additionalInfo: Record<string, unknown> = {
    ...n.infoExtra,
    layoutX: round(n.position.x),
    layoutY: round(n.position.y),
  };
  if (n.description) additionalInfo['description'] = n.description;
  const base: RuleNode = {
    additionalInfo,
    type: n.type,
    name: n.name,
    debugMode: n.debugMode,
    configuration: n.configuration,
  };
  if (!withIds) return base;
  return { ...n.extra, ...(n.id ? { id: n.id } : {}), ...(ruleChainId ? { ruleChainId } : {}), ...base };
}

/** The document as RuleChainMetaData. Connections keep the document's order; no links gives `null`. */
export function toMetadata(doc: ChainDoc, ruleChainId: EntityId | null, withIds = true): RuleChainMetadata {
  const index = new Map(doc.nodes.map((n, i) => [n.key, i]));
  const links = new Map(doc.links.map((l) => [l.key, l]));
  const connections: { fromIndex: number; toIndex: number; type: string }[] = [];
  const ruleChainConnections: NonNullable<RuleChainMetadata['ruleChainConnections']> = [];
  for (const e of doc.edges) {
    const from = index.get(e.source);
    if (from === undefined) continue;
    const to = index.get(e.target);
    if (to !== undefined) {
      connections.push({ fromIndex: from, toIndex: to, type: e.type });
      continue;
    }
    const link = links.get(e.target);
    if (!link?.targetRuleChainId) continue;
    ruleChainConnections.push({
      fromIndex: from,
      targetRuleChainId: { entityType: 'RULE_CHAIN', id: link.targetRuleChainId },
      additionalInfo: {
        ...link.infoExtra,
        layoutX: round(link.position.x),
        layoutY: round(link.position.y),
        ruleChainNodeId: link.key,
      },
      type: e.type,
    });
  }
  const first = doc.firstNode !== null ? index.get(doc.firstNode) : undefined;
  const meta: RuleChainMetadata = {
    firstNodeIndex: first ?? null,
    nodes: doc.nodes.map((n) => toRuleNode(n, ruleChainId, withIds)),
    connections,
    ruleChainConnections: ruleChainConnections.length ? ruleChainConnections : null,
  };
  return withIds && ruleChainId ? { ruleChainId, ...meta } : meta;
}
