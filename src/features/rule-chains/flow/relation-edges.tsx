/**
 * The links of the chain drawn in a few svgs of LINKS_PER_SVG links each, in React Flow's label layer (below the
 * nodes, inside the viewport), with the relation types as labels in the same svgs. React Flow draws each edge in its
 * own full-size svg; with 400 links the browser spends most of each drag frame layering 400 overlapping svgs, and its
 * SVG labels measure themselves with getBBox (a forced layout each). One svg for all links is the other extreme: the
 * browser repaints a whole svg when one of its paths changes, so every drag frame repainted all 400 links. Here a drag
 * re-renders only the svgs holding links of the moved node (and in them only those links), and the browser repaints
 * only those svgs.
 * Link ends come from React Flow's store (node positions and measured sizes), not from the canvas's props, and during
 * a drag from the live drag positions (see live-drag.ts): a move re-renders this and the svgs of the moved links only.
 * Clicking a link (or its label) selects it, Shift adds it to the selection, double-click edits its relation types.
 */
import {
  EdgeLabelRenderer,
  getBezierPath,
  Position,
  useStore,
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

/**
 * Link geometry from the store's nodes and the live drag positions. The output port sits in the middle of a node's
 * right side, the input port on its left side. Objects of unchanged links are reused, so only links of moved nodes
 * re-render.
 */
function useLinkGeometry(links: readonly LinkGroup[], live: LiveDrag): LinkGeometry[] {
  useStore(nodesOf); // re-render when nodes change; the lookup map below is updated in place
  const lookup = useStore(lookupOf);
  const moved = useSyncExternalStore(live.subscribe, live.positions);
  const cache = useRef(new Map<string, LinkGeometry>());
  const box = (id: string) => {
    const n: InternalNode | undefined = lookup.get(id);
    if (!n) return null;
    const p = moved.get(id) ?? n.internals.positionAbsolute;
    return { x: p.x, y: p.y, w: n.measured.width ?? DEFAULT_DIMS.width, h: n.measured.height ?? DEFAULT_DIMS.height };
  };
  const next = new Map<string, LinkGeometry>();
  const out: LinkGeometry[] = [];
  for (const l of links) {
    const a = box(l.source);
    const b = box(l.target);
    if (!a || !b) continue;
    const fx = a.x + a.w;
    const fy = a.y + a.h / 2;
    const tx = b.x;
    const ty = b.y + b.h / 2;
    const old = cache.current.get(l.id);
    const g =
      old &&
      old.label === l.label &&
      old.selected === l.selected &&
      old.from.x === fx &&
      old.from.y === fy &&
      old.to.x === tx &&
      old.to.y === ty
        ? old
        : { id: l.id, label: l.label, selected: l.selected, from: { x: fx, y: fy }, to: { x: tx, y: ty } };
    next.set(l.id, g);
    out.push(g);
  }
  cache.current = next;
  return out;
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

export function RelationEdges({ links, live, onSelect, onEdit, markerId }: RelationEdgesProps) {
  const drawn = useLinkGeometry(links, live);
  const groups: LinkGeometry[][] = [];
  for (let i = 0; i < drawn.length; i += LINKS_PER_SVG) groups.push(drawn.slice(i, i + LINKS_PER_SVG));
  return (
    <EdgeLabelRenderer>
      {groups.map((group, i) => (
        <EdgeGroup key={i} links={group} first={i === 0} markerId={markerId} onSelect={onSelect} onEdit={onEdit} />
      ))}
    </EdgeLabelRenderer>
  );
}
