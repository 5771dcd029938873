/**
 * Where the nodes being dragged are, kept beside React Flow's store until the drag ends.
 * React Flow's drag computes each move from the pointer and its own drag items; what a move must change on screen is
 * the dragged nodes' positions, their links and the minimap. Putting each move into React Flow's store (as an
 * uncontrolled flow does) made every pointer move run all of the store's subscribers, one per node and one per port
 * (some 3000 selectors for a 1000-node chain, most of a drag frame's script time) and re-render through React. Here a
 * move sets the dragged nodes' transforms directly (the same transform React Flow writes), and only the links and the
 * minimap, subscribed to these positions, follow; the store gets the final positions once, when the drag ends.
 *
 * Each dragged node (and the box around a multi-selection) also holds a transform animation that changes nothing (a
 * zero translation added, paused) from its first move to the drop. Chromium moves an element whose transform is animated by
 * updating its compositor transform in place; any other transform change re-sorts the paint of the whole canvas (every
 * node and link) into compositing layers, the main cost of a drag frame on a 1000-node chain (some 6 ms of 16).
 * `will-change: transform` alone is not enough: Chromium keeps the in-place update for animated transforms.
 */
import type { XY } from '../model/chain-doc';

export interface LiveDrag {
  /** Positions of the nodes moved in the current drag (empty between drags). A new map after each move. */
  positions(): ReadonlyMap<string, XY>;
  /** Moves nodes on screen and tells the subscribers. */
  move(moves: ReadonlyMap<string, XY>): void;
  /** The drag ended (React Flow's store has the positions by now): forgets them. */
  clear(): void;
  subscribe(listener: () => void): () => void;
}

const EMPTY: ReadonlyMap<string, XY> = new Map();

/** Adds nothing to the transform (or translate) the element has; held (paused) until cancelled. */
function hold(el: HTMLElement, property: 'transform' | 'translate'): Animation | null {
  const zero = property === 'transform' ? 'translate(0px, 0px)' : '0px 0px';
  // Not every browser (nor every test DOM) has the Web Animations API: without it a drag is only slower.
  if (typeof el.animate !== 'function') return null;
  const animation = el.animate([{ [property]: zero }, { [property]: zero }], {
    duration: 1000,
    iterations: Infinity,
    composite: 'add',
  });
  // Paused, it still counts as the element's current transform animation, and the page is not re-rendered every frame
  // for it while the pointer rests.
  animation.pause();
  return animation;
}

/**
 * `root` holds the canvas; `storePosition` is where React Flow's store has a node (the selection box, drawn by React
 * Flow from the store, is shifted by the difference while several selected nodes are dragged).
 */
export function createLiveDrag(root: () => HTMLElement | null, storePosition: (id: string) => XY | null): LiveDrag {
  let positions = EMPTY;
  const listeners = new Set<() => void>();
  const elements = new Map<string, HTMLElement | null>();
  /** React Flow's box around selected nodes (after a box selection), looked up once per drag. */
  let selectionBox: HTMLElement | null | undefined;
  /** The no-op animations of the elements moved in this drag (see above). */
  const held: Animation[] = [];
  const keep = (animation: Animation | null) => animation && held.push(animation);

  const element = (id: string) => {
    if (!elements.has(id)) {
      const el = root()?.querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(id)}"]`) ?? null;
      elements.set(id, el);
      if (el) keep(hold(el, 'transform'));
    }
    return elements.get(id) ?? null;
  };

  const shiftSelectionBox = (id: string, to: XY) => {
    if (selectionBox === undefined) {
      selectionBox = root()?.querySelector<HTMLElement>('.react-flow__nodesselection-rect') ?? null;
      if (selectionBox) keep(hold(selectionBox, 'translate'));
    }
    const from = storePosition(id);
    if (selectionBox && from) selectionBox.style.translate = `${to.x - from.x}px ${to.y - from.y}px`;
  };

  return {
    positions: () => positions,
    move(moves) {
      if (!moves.size) return;
      positions = new Map([...positions, ...moves]);
      for (const [id, p] of moves) {
        const el = element(id);
        if (el) el.style.transform = `translate(${p.x}px,${p.y}px)`;
      }
      const [first] = moves;
      if (first) shiftSelectionBox(...first);
      for (const l of listeners) l();
    },
    clear() {
      for (const a of held.splice(0)) a.cancel();
      if (selectionBox) selectionBox.style.translate = '';
      selectionBox = undefined;
      elements.clear();
      if (positions === EMPTY) return;
      positions = EMPTY;
      for (const l of listeners) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
