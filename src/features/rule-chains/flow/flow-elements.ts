/**
 * Document → React Flow nodes and edges. Objects are reused while their inputs are unchanged, so a drag of one node
 * in a 300-node chain re-renders one node, not 300 (React Flow compares node objects by identity).
 * All relation types between two nodes share one link whose label lists them (`Success / Failure`); where links are
 * drawn is relation-edges.tsx's business (from React Flow's node positions, so a drag does not re-render this).
 */
import { useRef } from 'react';
import type { ComponentDescriptor } from '../../../api/components';
import type { TargetChain } from '../api/rule-chain-queries';
import { acceptsInput, categoryOf, RULE_CHAIN_CLAZZ } from '../model/catalog';
import { INPUT_KEY, INPUT_POSITION, type ChainDoc, type DocLink, type DocNode, type XY } from '../model/chain-doc';
import { edgeGroupId } from '../model/edits';
import type { LinkGroup } from './relation-edges';
import type { RuleFlowNode } from './rule-node-view';

export interface FlowInput {
  doc: ChainDoc;
  selected: ReadonlySet<string>;
  descriptors: ReadonlyMap<string, ComponentDescriptor>;
  targets: ReadonlyMap<string, TargetChain>;
  invalid: ReadonlySet<string>;
  /** Sizes React Flow measured (controlled nodes must carry them back, or they count as not initialised). */
  measured: ReadonlyMap<string, Dims>;
  /** Positions of nodes being dragged (the document gets them when the drag ends; React Flow's store has them during
   * the drag, this only keeps a re-render of the canvas in the middle of a drag from moving them back). */
  live: ReadonlyMap<string, XY>;
  /**
   * Changes when the canvas put positions into React Flow's store itself (a drop): the next nodes array is a new one,
   * so that the store takes the document's nodes again even if the document did not take the move.
   */
  storeWrites: number;
}

export interface Dims {
  width: number;
  height: number;
}

interface NodeMemo {
  dims: Dims | undefined;
  pos: XY | undefined;
  /** The node without measured size and live position. */
  base: RuleFlowNode;
  src: DocNode | DocLink | null;
  selected: boolean;
  extra: unknown;
  index: number;
  invalid: boolean;
  rf: RuleFlowNode;
}

function ruleNode(
  n: DocNode,
  index: number,
  selected: boolean,
  d: ComponentDescriptor | undefined,
  invalid: boolean,
): RuleFlowNode {
  return {
    id: n.key,
    type: 'rule',
    position: n.position,
    selected,
    data: {
      name: n.name,
      componentName: d?.name ?? n.type.split('.').pop() ?? n.type,
      category: d ? categoryOf(d) : 'UNKNOWN',
      index,
      debugMode: n.debugMode,
      acceptsInput: acceptsInput(d),
      unknown: !d && n.type !== RULE_CHAIN_CLAZZ,
      invalid,
    },
  };
}

function chainNode(l: DocLink, selected: boolean, target: TargetChain | undefined): RuleFlowNode {
  const title = target?.name ?? l.targetRuleChainId ?? '';
  return {
    id: l.key,
    type: 'chain',
    position: l.position,
    selected,
    data: { title, stub: !!target?.stub, unset: !l.targetRuleChainId },
  };
}

/** Memoised conversion; call once per render of the canvas. */
export function useFlowElements(input: FlowInput): { nodes: RuleFlowNode[]; edges: LinkGroup[] } {
  return { nodes: useNodes(input), edges: useLinks(input.doc, input.selected) };
}

/** The nodes; the same array while every node object is the same. */
function useNodes({ doc, selected, descriptors, targets, invalid, measured, live, storeWrites }: FlowInput) {
  const nodeCache = useRef(new Map<string, NodeMemo>());
  const nodeList = useRef({ nodes: [] as RuleFlowNode[], storeWrites });
  const nextNodes = new Map<string, NodeMemo>();
  const reuse = (
    key: string,
    src: DocNode | DocLink | null,
    extra: unknown,
    index: number,
    isInvalid: boolean,
    make: () => RuleFlowNode,
  ) => {
    const sel = selected.has(key);
    const dims = measured.get(key);
    const pos = live.get(key);
    const old = nodeCache.current.get(key);
    const same =
      old &&
      old.src === src &&
      old.selected === sel &&
      old.extra === extra &&
      old.index === index &&
      old.invalid === isInvalid;
    let memo = old;
    if (!same || old.dims !== dims || old.pos !== pos) {
      const base = same ? old.base : make();
      const rf =
        dims || pos ? { ...base, ...(dims ? { measured: dims } : {}), ...(pos ? { position: pos } : {}) } : base;
      memo = { src, selected: sel, extra, index, invalid: isInvalid, dims, pos, base, rf };
    }
    nextNodes.set(key, memo!);
    return memo!.rf;
  };
  const nodes: RuleFlowNode[] = [
    reuse(INPUT_KEY, null, null, -1, false, () => ({
      id: INPUT_KEY,
      type: 'chainInput',
      position: INPUT_POSITION,
      data: {},
      draggable: false,
      deletable: false,
      selected: selected.has(INPUT_KEY),
    })),
  ];
  doc.nodes.forEach((n, i) => {
    const d = descriptors.get(n.type);
    nodes.push(
      reuse(n.key, n, d, i, invalid.has(n.key), () => ruleNode(n, i, selected.has(n.key), d, invalid.has(n.key))),
    );
  });
  for (const l of doc.links) {
    const t = l.targetRuleChainId ? targets.get(l.targetRuleChainId) : undefined;
    nodes.push(reuse(l.key, l, t, -1, false, () => chainNode(l, selected.has(l.key), t)));
  }
  nodeCache.current = nextNodes;
  // React Flow adopts a new array into its store (a pass over every node, then every node's and port's store
  // subscription runs): a re-render of the editor that changed no node (a toolbar state, say) need not pay for that.
  if (!sameItems(nodes, nodeList.current.nodes) || storeWrites !== nodeList.current.storeWrites)
    nodeList.current = { nodes, storeWrites };
  return nodeList.current.nodes;
}

/** The links (one per pair of nodes); the same array while every link object is the same. */
function useLinks(doc: ChainDoc, selected: ReadonlySet<string>) {
  const linkCache = useRef(new Map<string, LinkGroup>());
  const linkList = useRef<LinkGroup[]>([]);
  const edgeCache = linkCache.current;
  const nextLinks = new Map<string, LinkGroup>();
  const groups = new Map<string, { source: string; target: string; types: string[] }>();
  if (doc.firstNode)
    groups.set(edgeGroupId(INPUT_KEY, doc.firstNode), { source: INPUT_KEY, target: doc.firstNode, types: [] });
  for (const e of doc.edges) {
    const id = edgeGroupId(e.source, e.target);
    const g = groups.get(id) ?? { source: e.source, target: e.target, types: [] };
    g.types.push(e.type);
    groups.set(id, g);
  }
  const edges: LinkGroup[] = [];
  for (const [id, g] of groups) {
    const label = g.types.join(' / ');
    const sel = selected.has(id);
    const old = edgeCache.get(id);
    const link =
      old && old.label === label && old.selected === sel && old.source === g.source && old.target === g.target
        ? old
        : { id, source: g.source, target: g.target, label, selected: sel };
    nextLinks.set(id, link);
    edges.push(link);
  }
  linkCache.current = nextLinks;
  if (!sameItems(edges, linkList.current)) linkList.current = edges;
  return linkList.current;
}

function sameItems<T>(a: readonly T[], b: readonly T[]) {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
