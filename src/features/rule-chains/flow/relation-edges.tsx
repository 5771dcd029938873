/**
 * The links of the chain drawn in a few svgs of LINKS_PER_SVG links each, in React Flow's label layer (below the
 * nodes, inside the viewport), with the relation types as labels in the same svgs. React Flow draws each edge in its
 * own full-size svg; with 400 links the browser spends most of each drag frame layering 400 overlapping svgs, and its
 * SVG labels measure themselves with getBBox (a forced layout each). One svg for all links is the other extreme: the
 * browser repaints a whole svg when one of its paths changes, so every drag frame repainted all 400 links. Here a drag
 * re-renders only the svgs holding links of the moved node (and in them only those links), and the browser repaints
 * only those svgs.
 * Link ends come from React Flow's store (node positions and measured sizes), not from the canvas's props, and during
 * a drag from the live drag positions (see live-drag.ts): a move re-renders this and the moved links only.
 * While nodes are dragged, their links leave their svgs for one svg of their own (DraggedLinks), drawn above the nodes
 * (in React Flow's viewport portal), for the whole drag, so that a move repaints that svg alone (see there).
 * Clicking a link (or its label) selects it, Shift adds it to the selection, double-click edits its relation types.
 */
import {
  EdgeLabelRenderer,
  getBezierPath,
  Position,
  useStore,
  ViewportPortal,
  type InternalNode,
  type ReactFlowState,
} from '@xyflow/react';
import { memo, useRef, useSyncExternalStore, type MouseEvent } from 'react';
import type { XY } from '../model/chain-doc';
import type { LiveDrag } from './live-drag';

/** One link of the chain: all relation types between two nodes. */
export interface LinkGroup {
  id: string;
  source: string;
  target: string;
  label: string;
  selected: boolean;
}

/** One drawn link: where it runs. */
export interface LinkGeometry {
  id: string;
  label: string;
  from: XY;
  to: XY;
  selected: boolean;
}

/**
 * Links per svg: a moved node repaints the svgs of its links. Measured on a 300-node chain (traced): a change to one
 * link in a single 400-link svg cost ~3.9 ms of paint; a drag frame's paint went from 5.1 to 1.7 ms with svgs of 25
 * and the leaner nodes of node-styles.ts together.
 */
const LINKS_PER_SVG = 25;

/** Size of a node before React Flow has measured it. */
const DEFAULT_DIMS = { width: 170, height: 46 };

/** The store's node array: a new array whenever a node changes (position, size, selection). */
const nodesOf = (s: ReactFlowState) => s.nodes;
const lookupOf = (s: ReactFlowState) => s.nodeLookup;

/** Where a link runs now: from the middle of its source's right side to the middle of its target's left side. */
function linkGeometry(
  l: LinkGroup,
  lookup: ReactFlowState['nodeLookup'],
  moved: ReadonlyMap<string, XY>,
  old: LinkGeometry | undefined,
): LinkGeometry | null {
  const a: InternalNode | undefined = lookup.get(l.source);
  const b: InternalNode | undefined = lookup.get(l.target);
  if (!a || !b) return null;
  const pa = moved.get(l.source) ?? a.internals.positionAbsolute;
  const pb = moved.get(l.target) ?? b.internals.positionAbsolute;
  const fx = pa.x + (a.measured.width ?? DEFAULT_DIMS.width);
  const fy = pa.y + (a.measured.height ?? DEFAULT_DIMS.height) / 2;
  const tx = pb.x;
  const ty = pb.y + (b.measured.height ?? DEFAULT_DIMS.height) / 2;
  const same =
    old &&
    old.label === l.label &&
    old.selected === l.selected &&
    old.from.x === fx &&
    old.from.y === fy &&
    old.to.x === tx &&
    old.to.y === ty;
  return same ? old : { id: l.id, label: l.label, selected: l.selected, from: { x: fx, y: fy }, to: { x: tx, y: ty } };
}

/** The links drawn last, and what they were computed from. */
interface Drawn {
  nodes: ReactFlowState['nodes'];
  /** React Flow's node objects the links were computed from (by id). */
  seen: Map<string, InternalNode>;
  links: readonly LinkGroup[];
  moved: ReadonlyMap<string, XY>;
  out: LinkGeometry[];
  /** The link drawn at each index of `out`. */
  sources: LinkGroup[];
  /** Indexes in `out` of each node's links. */
  byNode: Map<string, number[]>;
  /** Ids of the links of the nodes being dragged (drawn in their own svg), and the dragged nodes they are for. */
  lifted: ReadonlySet<string>;
  liftedFor: string;
  /** Where the dragged links' svg claims to paint (see DraggedLinks), set when the drag starts. */
  extent: Extent;
}

interface Extent {
  x: number;
  y: number;
  width: number;
  height: number;
}

const NONE: ReadonlySet<string> = new Set();
const NO_EXTENT: Extent = { x: 0, y: 0, width: 0, height: 0 };

/** How far past the chain's links (in flow units) the dragged links' svg claims to paint. */
const EXTENT_MARGIN = 3000;

/** The area the links cover, with EXTENT_MARGIN around it. */
function extentOf(links: readonly LinkGeometry[]): Extent {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const { from, to } of links) {
    x0 = Math.min(x0, from.x, to.x);
    y0 = Math.min(y0, from.y, to.y);
    x1 = Math.max(x1, from.x, to.x);
    y1 = Math.max(y1, from.y, to.y);
  }
  if (x0 > x1) return NO_EXTENT;
  return {
    x: x0 - EXTENT_MARGIN,
    y: y0 - EXTENT_MARGIN,
    width: x1 - x0 + 2 * EXTENT_MARGIN,
    height: y1 - y0 + 2 * EXTENT_MARGIN,
  };
}

/** The links of the moved nodes; the same set for as long as the same nodes are moved. */
function liftedLinks(drawn: Drawn, moved: ReadonlyMap<string, XY>): Pick<Drawn, 'lifted' | 'liftedFor' | 'extent'> {
  const liftedFor = [...moved.keys()].join('\n');
  if (liftedFor === drawn.liftedFor) return { lifted: drawn.lifted, liftedFor, extent: drawn.extent };
  const lifted = new Set<string>();
  for (const id of moved.keys()) for (const i of drawn.byNode.get(id) ?? []) lifted.add(drawn.out[i]!.id);
  if (!lifted.size) return { lifted: NONE, liftedFor, extent: NO_EXTENT };
  return { lifted, liftedFor, extent: extentOf(drawn.out) };
}

/**
 * Ids of the nodes whose objects React Flow replaced since `seen` (it replaces a node's object when the node changes:
 * position, size, selection), or null when nodes came or went. Brings `seen` up to date.
 */
function replacedNodes(seen: Map<string, InternalNode>, lookup: ReactFlowState['nodeLookup']): string[] | null {
  if (seen.size !== lookup.size) return null;
  const replaced: string[] = [];
  for (const [id, n] of lookup) {
    const was = seen.get(id);
    if (!was) return null;
    if (was !== n) replaced.push(id);
  }
  for (const id of replaced) seen.set(id, lookup.get(id)!);
  return replaced;
}

/**
 * Link geometry from the store's nodes and the live drag positions. Objects of unchanged links are reused, so only
 * links of moved nodes re-render. A drag frame (only drag positions changed) computes only the moved nodes' links, and
 * so does a change of some nodes (the selection of the dragged node when its drag starts): only their links are
 * computed again, not the chain's 1500.
 */
function useLinkGeometry(links: readonly LinkGroup[], live: LiveDrag): Pick<Drawn, 'out' | 'lifted' | 'extent'> {
  const nodes = useStore(nodesOf); // a new array when nodes change; the lookup map below is updated in place
  const lookup = useStore(lookupOf);
  const moved = useSyncExternalStore(live.subscribe, live.positions);
  const last = useRef<Drawn | null>(null);
  const prev = last.current;
  const replaced = prev && prev.links === links ? (prev.nodes === nodes ? [] : replacedNodes(prev.seen, lookup)) : null;
  if (prev && replaced) {
    if (prev.moved === moved && !replaced.length) {
      if (prev.nodes !== nodes) last.current = { ...prev, nodes };
      return last.current!;
    }
    // Nodes changed or moved now, or went back to the store's position (in the previous frame they were moved).
    const out = prev.out.slice();
    const again = new Set(replaced);
    if (prev.moved !== moved) for (const id of [...moved.keys(), ...prev.moved.keys()]) again.add(id);
    for (const id of again)
      for (const i of prev.byNode.get(id) ?? [])
        out[i] = linkGeometry(prev.sources[i]!, lookup, moved, out[i]) ?? out[i]!;
    last.current = { ...prev, nodes, moved, out, ...liftedLinks(prev, moved) };
    return last.current;
  }
  const old = new Map(prev?.out.map((g) => [g.id, g]));
  const next: Drawn = {
    nodes,
    seen: new Map(lookup),
    links,
    moved,
    out: [],
    sources: [],
    byNode: new Map(),
    lifted: NONE,
    liftedFor: '',
    extent: NO_EXTENT,
  };
  const index = (id: string, i: number) => {
    const list = next.byNode.get(id);
    if (list) list.push(i);
    else next.byNode.set(id, [i]);
  };
  for (const l of links) {
    const g = linkGeometry(l, lookup, moved, old.get(l.id));
    if (!g) continue;
    index(l.source, next.out.length);
    index(l.target, next.out.length);
    next.out.push(g);
    next.sources.push(l);
  }
  last.current = { ...next, ...liftedLinks(next, moved) };
  return last.current;
}

export interface RelationEdgesProps {
  links: readonly LinkGroup[];
  /** Positions of nodes being dragged. */
  live: LiveDrag;
  onSelect(id: string, add: boolean): void;
  onEdit(id: string): void;
  markerId: string;
}

interface EdgeProps {
  link: LinkGeometry;
  /** Id of the arrow marker. */
  markerId: string;
  onSelect(id: string, add: boolean): void;
  onEdit(id: string): void;
}

const EdgePath = memo(function EdgePath({ link, markerId, onSelect, onEdit }: EdgeProps) {
  const [path, x, y] = getBezierPath({
    sourceX: link.from.x,
    sourceY: link.from.y,
    sourcePosition: Position.Right,
    targetX: link.to.x,
    targetY: link.to.y,
    targetPosition: Position.Left,
  });
  const click = (e: MouseEvent) => {
    e.stopPropagation();
    onSelect(link.id, e.shiftKey || e.metaKey || e.ctrlKey);
  };
  return (
    <g
      className={link.selected ? 'iot-edge iot-edge--selected nopan' : 'iot-edge nopan'}
      data-testid="edge"
      data-id={link.id}
      onClick={click}
      onDoubleClick={() => onEdit(link.id)}
    >
      <path className="iot-edge__hit" d={path} />
      <path className="iot-edge__path" d={path} markerEnd={`url(#${markerId})`} />
      {link.label ? (
        // The halo (a wide stroke in the background colour, painted under the fill) makes the label readable
        // without measuring the text.
        <text className="iot-edge__label" x={x} y={y} data-testid="edge-label">
          {link.label}
        </text>
      ) : null}
    </g>
  );
});

interface EdgeGroupProps extends Omit<EdgeProps, 'link'> {
  links: LinkGeometry[];
  /** The first svg holds the arrow marker. */
  first: boolean;
}

/** One svg of links; re-rendered only when one of its links moved or changed (a drag touches few of them). */
const EdgeGroup = memo(
  function EdgeGroup({ links, first, markerId, onSelect, onEdit }: EdgeGroupProps) {
    return (
      <svg className="iot-edges" aria-hidden="true">
        {first ? (
          // The arrow marker, found by id from every svg of the shadow root.
          <defs>
            <marker
              id={markerId}
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto-start-reverse"
            >
              <path d="M 0 0 L 10 5 L 0 10 z" className="iot-edge__arrow" />
            </marker>
          </defs>
        ) : null}
        {links.map((l) => (
          <EdgePath key={l.id} link={l} markerId={markerId} onSelect={onSelect} onEdit={onEdit} />
        ))}
      </svg>
    );
  },
  (a, b) =>
    a.first === b.first &&
    a.markerId === b.markerId &&
    a.onSelect === b.onSelect &&
    a.onEdit === b.onEdit &&
    a.links.length === b.links.length &&
    a.links.every((l, i) => l === b.links[i]),
);

interface DraggedLinksProps extends Omit<EdgeProps, 'link'> {
  links: LinkGeometry[];
  extent: Extent;
}

/**
 * The links of the nodes being dragged, for the drag, in an svg that Chromium gives a compositing layer of its own
 * (will-change, see node-styles.ts): a move repaints this small layer, not the one holding the rest of the canvas.
 * Chromium sorts the paint of the whole canvas (every node and link) into layers again, some 6 ms a frame on a
 * 1000-node chain, whenever a painted piece changes its bounds, as this svg does when its links move: an invisible
 * rectangle over the chain and a wide margin around it keeps them the same for the whole drag.
 * The svg is drawn above the nodes (the dragged nodes, raised by their selection, stay above it). Below them, as the
 * other links are, every node painted over its chain-wide extent had to be composited too: on a 1000-node chain some
 * 50 more layers (one per row of nodes), created, rastered and committed when the drag started (62 layers during a
 * drag instead of 10). While the drag lasts, the dragged links run over the other nodes.
 */
function DraggedLinks({ links, extent, ...edge }: DraggedLinksProps) {
  return (
    <svg className="iot-edges iot-edges--dragged" aria-hidden="true">
      <rect className="iot-edges__extent" x={extent.x} y={extent.y} width={extent.width} height={extent.height} />
      {links.map((l) => (
        <EdgePath key={l.id} link={l} {...edge} />
      ))}
    </svg>
  );
}

export function RelationEdges({ links, live, onSelect, onEdit, markerId }: RelationEdgesProps) {
  const { out: drawn, lifted, extent } = useLinkGeometry(links, live);
  const still = (l: LinkGeometry) => !lifted.has(l.id);
  const groups: LinkGeometry[][] = [];
  // Each svg keeps its links by their place in the chain (a link leaving for the dragged links' svg re-renders only its
  // own svg, once per drag).
  for (let i = 0; i < drawn.length; i += LINKS_PER_SVG) groups.push(drawn.slice(i, i + LINKS_PER_SVG).filter(still));

  return (
    <>
      {lifted.size ? (
        <ViewportPortal>
          <DraggedLinks
            links={drawn.filter((l) => lifted.has(l.id))}
            extent={extent}
            markerId={markerId}
            onSelect={onSelect}
            onEdit={onEdit}
          />
        </ViewportPortal>
      ) : null}
      <EdgeLabelRenderer>
        {groups.map((group, i) => (
          <EdgeGroup key={i} links={group} first={i === 0} markerId={markerId} onSelect={onSelect} onEdit={onEdit} />
        ))}
      </EdgeLabelRenderer>
    </>
  );
}
