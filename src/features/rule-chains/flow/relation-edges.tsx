/**
 * Every link of the chain drawn in ONE svg in React Flow's label layer (below the nodes, inside the viewport), with
 * the relation types as labels in the same svg. React Flow draws each edge in its own full-size svg; with 400 links the
 * browser spends most of each drag frame layering 400 overlapping svgs, and its SVG labels measure themselves with
 * getBBox (a forced layout each). Here a drag re-renders only the links of the moved node.
 * Clicking a link (or its label) selects it, Shift adds it to the selection, double-click edits its relation types.
 */
import { EdgeLabelRenderer, getBezierPath, Position } from '@xyflow/react';
import { memo, type MouseEvent } from 'react';
import type { XY } from '../model/chain-doc';

/** One drawn link: all relation types between two nodes. */
export interface LinkGeometry {
  id: string;
  label: string;
  from: XY;
  to: XY;
  selected: boolean;
}

export interface RelationEdgesProps {
  links: readonly LinkGeometry[];
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
  const [path, x, y] = getBezierPath({ sourceX: link.from.x, sourceY: link.from.y, sourcePosition: Position.Right, targetX: link.to.x, targetY: link.to.y, targetPosition: Position.Left });
  const click = (e: MouseEvent) => {
    e.stopPropagation();
    onSelect(link.id, e.shiftKey || e.metaKey || e.ctrlKey);
  };
  return (
    <g className={link.selected ? 'iot-edge iot-edge--selected nopan' : 'iot-edge nopan'} data-testid="edge" data-id={link.id} onClick={click} onDoubleClick={() => onEdit(link.id)}>
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

export function RelationEdges({ links, onSelect, onEdit, markerId }: RelationEdgesProps) {
  return (
    <EdgeLabelRenderer>
      <svg className="iot-edges" aria-hidden="true">
        <defs>
          <marker id={markerId} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M 0 0 L 10 5 L 0 10 z" className="iot-edge__arrow" />
          </marker>
        </defs>
        {links.map((l) => (
          <EdgePath key={l.id} link={l} markerId={markerId} onSelect={onSelect} onEdit={onEdit} />
        ))}
      </svg>
    </EdgeLabelRenderer>
  );
}
