/**
 * Static CSS of canvas nodes and edge labels (rendered once with React Flow's stylesheet): pastel category colours
 * keep dark text in both themes, as in ThingsBoard. Node width follows the name, between 150 and 250 px (the sizes
 * ThingsBoard layouts assume).
 */
export const nodeCss = `
/* A drag frame costs the browser time per painted piece of every node on the canvas, not only the moved one: each
   positioned element (its own paint layer), each clip (overflow hidden) and each svg (its own coordinate space) is one
   more piece Chromium sorts into compositing layers every frame, whichever node moved. So a node has no positioned
   parts but its debug badge (shown on few nodes), its icon is a background image (node-icons.tsx), and its one clip,
   the text box, is painted last: the node is a grid whose cells are filled in an order of their own (document order
   is paint order), so everything else is one piece and the texts a second. Ports and the number badge sit in
   zero-width columns and are pulled into place with margins; the wrapper React Flow positions is the containing
   block. Measured on a 1000-node chain: the layering step of a drag frame ~2.5x shorter than with an svg icon and the
   clipped texts between the ports. */
.iot-rn {
  display: grid; grid-template-columns: 0 30px minmax(0, 1fr) 0; align-items: center;
  width: max-content; min-width: 150px; max-width: 250px; min-height: 46px;
  padding: 6px 10px 6px 6px; border-radius: 6px; box-sizing: border-box;
  color: rgba(0, 0, 0, 0.87); border: 1px solid rgba(0, 0, 0, 0.28);
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.25); font-size: 12px; line-height: 1.3;
}
.iot-rn--narrow { min-width: 110px; }
.iot-rn--invalid { border: 2px dashed var(--iot-color-warn, #d32f2f); }
.iot-rn--selected { box-shadow: 0 0 0 3px var(--iot-color-primary, #305680), 0 3px 8px rgba(0, 0, 0, 0.3); }
.iot-rn__icon {
  grid-area: 1 / 2; width: 30px; height: 30px; border-radius: 4px;
  background: rgba(255, 255, 255, 0.45) no-repeat center / 24px 24px;
}
.iot-rn__texts {
  grid-area: 1 / 3; margin-inline-start: 8px;
  overflow: hidden; white-space: nowrap; text-overflow: ellipsis; font-size: 11px;
}
.iot-rn__title { font-weight: 600; font-size: 12.5px; }
.iot-rn__sub { color: rgba(0, 0, 0, 0.62); }
/* The number badge: a zero-width item in the first column whose content overflows onto the node's top-left corner,
   6 px left of and 9 px above the padding box whatever the border. */
.iot-rn__index-slot { grid-area: 1 / 1; width: 0; align-self: start; margin: -15px 0 0 -12px; }
.iot-rn__index {
  display: block; width: max-content; padding: 0 5px; border-radius: 8px;
  font-size: 10px; font-weight: 600; line-height: 16px; color: #fff; background: #4a5868;
  box-shadow: 0 1px 2px rgba(0, 0, 0, 0.3);
}
.iot-rn__debug {
  position: absolute; top: -9px; right: -9px; display: grid; place-items: center;
  width: 22px; height: 22px; padding: 0; border-radius: 50%;
  border: 2px solid rgba(0, 0, 0, 0.3); color: rgba(0, 0, 0, 0.6); background: #fff;
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.35); cursor: pointer;
}
/* Hidden with display (not opacity): an invisible badge on each of 300 nodes would still be painted and layered. */
.iot-rn__debug:not(.iot-rn__debug--on) { display: none; }
/* Shown on hover, and on the selected node so it can be reached with the keyboard. */
.iot-rn:hover .iot-rn__debug, .iot-rn--selected .iot-rn__debug, .iot-rn:focus-within .iot-rn__debug { display: grid; }
/* A drag does not make it come and go while the pointer runs a frame ahead of the dragged node, in and out of its box:
   the dragged node holds the pointer capture (see rule-chain-canvas.tsx), so it stays the hovered node, and it is
   selected. No rule here is keyed to the canvas's .iot-dragging mark: a rule under a class toggled on the canvas
   restyles every element it names in the canvas (some 5000 on a 1000-node chain, ~27 ms) when a drag starts and ends. */
.iot-rn__debug--on { border-color: #fff; color: #fff; background: #e65100; }
.iot-rn__debug:focus-visible { outline: 2px solid var(--iot-color-primary, #305680); }
/* Zoomed far out (the canvas carries .iot-far, see rule-chain-canvas.tsx) the texts are too small to read: a node is
   its coloured box and its ports, one piece of paint instead of two or more, so a drag frame of a whole fitted
   1000-node chain layers half the pieces. Hidden, not removed: the boxes keep their measured size, so links and the
   minimap do not move when the zoom crosses the threshold. */
.iot-far .iot-rn__texts, .iot-far .iot-rn__icon, .iot-far .iot-rn__index-slot, .iot-far .iot-rn__debug { visibility: hidden; }
`;

/** The links layer (one svg, see relation-edges.tsx). */
export const edgeCss = `
.iot-edges { position: absolute; left: 0; top: 0; width: 1px; height: 1px; overflow: visible; pointer-events: none; }
/* The links of the nodes being dragged, in a compositing layer of their own for the drag, and the invisible rectangle
   that keeps the layer's painted bounds the same while they move (see relation-edges.tsx). */
.iot-edges--dragged { will-change: transform; }
.iot-edges__extent { fill: #000; fill-opacity: 0; }
.iot-edge { cursor: pointer; }
.iot-edge__hit { fill: none; stroke: transparent; stroke-width: 14px; pointer-events: stroke; }
.iot-edge__path { fill: none; stroke: var(--xy-edge-stroke); stroke-width: 1.5px; pointer-events: none; }
.iot-edge:hover .iot-edge__path { stroke-width: 2.5px; }
.iot-edge--selected .iot-edge__path { stroke: var(--xy-edge-stroke-selected); stroke-width: 2.5px; }
.iot-edge__arrow { fill: var(--xy-edge-stroke); }
.iot-edge__label {
  font-size: 11px; text-anchor: middle; dominant-baseline: central; pointer-events: all;
  fill: var(--xy-edge-label-color); stroke: var(--xy-edge-label-background-color); stroke-width: 5px;
  stroke-linejoin: round; paint-order: stroke;
}
.iot-edge--selected .iot-edge__label { fill: var(--xy-edge-stroke-selected); font-weight: 600; }
/* Zoomed far out the relation types are as unreadable as the node names (same size): the links are drawn without them. */
.iot-far .iot-edge__label { visibility: hidden; }
/* The debug badge's icon drawn at its own 24 px grid and unclipped (a scaled svg is one more transform, a clipped one
   one more clip). */
.iot-rn svg { display: block; overflow: visible; }
/* Ports centred on the node's left and right borders, 10 px wide, from the zero-width first and last columns (the
   dashed border of an invalid node is 1 px wider). */
.iot-rn > .react-flow__handle { position: static; transform: none; grid-row: 1; }
.iot-rn > .react-flow__handle-left { grid-column: 1; margin-inline-start: -12px; }
.iot-rn > .react-flow__handle-right { grid-column: 4; margin-inline-start: 6px; }
.iot-rn--invalid > .react-flow__handle-left { margin-inline-start: -13px; }
.iot-rn--invalid > .react-flow__handle-right { margin-inline-start: 7px; }
/* While nodes are dragged the pointer runs ahead of the dragged node, over other nodes and links. Nothing here turns
   their pointer events off for the drag: the dragged node (or the selection box) holds the pointer capture, so the
   browser sends every move to it without hit testing what is under the pointer, and hovers nothing else (traced: 2 hit
   tests in a 75-move drag of a 1000-node chain). Turning them off cost a restyle of ~5000 elements at each drag start
   and end. */
/* Each node is its own layout island (a change inside one lays out only that node). Not a paint island: paint
   containment clips the node's contents, so the browser painted every node as two pieces (its wrapper, then its clipped
   contents), and a drag frame sorts the pieces of all nodes into layers. Measured on a fitted 1000-node chain without
   it: that step ~18% shorter, and hit testing a hover move no slower (fitted or zoomed in); a drag is not hit-tested
   at all (the dragged node holds the pointer capture, see rule-chain-canvas.tsx). */
.react-flow__node { contain: layout style; }
`;
