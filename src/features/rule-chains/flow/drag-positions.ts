/**
 * The canvas's node drags: where the dragged nodes are during a drag (live-drag.ts, beside React Flow's store), the
 * dragged node's selection, the canvas's dragging mark, and the drop (one undo step).
 */
import { applyNodeChanges, type NodePositionChange, type useStoreApi } from '@xyflow/react';
import { startTransition, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { createLiveDrag } from './live-drag';
import type { XY } from '../model/chain-doc';
import type { RuleFlowNode } from './rule-node-view';

const NO_POSITIONS: ReadonlyMap<string, XY> = new Map();

/** What a drag tells the canvas's owner (the canvas's props of the same names). */
export interface DragCallbacks {
  onSelectionChange(update: (prev: ReadonlySet<string>) => ReadonlySet<string>): void;
  /** A drag ended: the moved nodes' new positions (one undo step). */
  onMove(positions: ReadonlyMap<string, XY>): void;
}

/**
 * The node drag: positions so far live beside React Flow's store (live-drag.ts); on its end the store gets them and
 * `onMove` hands them to the document (one undo step).
 */
export function useDragPositions(
  box: { current: HTMLElement | null },
  store: ReturnType<typeof useStoreApi<RuleFlowNode>>,
  props: { current: DragCallbacks },
) {
  const [live] = useState(() =>
    createLiveDrag(
      () => box.current,
      (id) => store.getState().nodeLookup.get(id)?.internals.positionAbsolute ?? null,
    ),
  );
  const [dragging, setDragging] = useState(false);
  const [storeWrites, setStoreWrites] = useState(0);
  const writes = useRef(0);
  // A drop's live positions are kept until the canvas has re-rendered with the document's move: a render before that
  // (the details panel catching up with the selection, say) then still draws the dropped nodes where they were
  // dropped, not where the document had them before the drag. The render that takes the move (the one with the
  // drop's store write) draws the document's positions, so a drop the document did not take is undone.
  const dropped = useRef<number | null>(null);
  const forgetDrop = useCallback(() => {
    if (dropped.current === null) return;
    dropped.current = null;
    live.clear();
  }, [live]);
  useLayoutEffect(forgetDrop, [storeWrites, forgetDrop]);
  const startDrag = useCallback(() => {
    forgetDrop();
    setDragging(true);
  }, [forgetDrop]);
  // A node drag selects the node here, not through React Flow (selectNodesOnDrag is off): React Flow's own selection on
  // drag start first sets a flag in its store even when it is already off, which runs every node's and port's store
  // subscription (some 3000 on a 1000-node chain, ~10 ms of the drag's first move). The selection is the same: with
  // the option off React Flow has already unselected the other nodes (unless the multi-selection key is held), and the
  // dragged node is added; a box selection's frame is dropped as React Flow does.
  const startNodeDrag = useCallback(
    (_: unknown, node: RuleFlowNode) => {
      forgetDrop();
      if (store.getState().nodesSelectionActive) store.setState({ nodesSelectionActive: false });
      props.current.onSelectionChange((prev) => (prev.has(node.id) ? prev : new Set([...prev, node.id])));
      setDragging(true);
    },
    [store, props, forgetDrop],
  );
  // The drop itself changes nothing on screen: the nodes already are where they were dropped (live-drag.ts). React
  // Flow's store takes their positions at once; the document's move (one undo step, the toolbar's dirty mark) and the
  // canvas's re-render follow in a transition, which React renders in slices after the drop's frame instead of in the
  // release's task, and the live positions are forgotten once it is committed (above).
  const endDrag = useCallback(() => {
    const moved = live.positions();
    if (moved.size) {
      const s = store.getState();
      const changes: NodePositionChange[] = [...moved].map(([id, position]) => ({ id, type: 'position', position }));
      s.setNodes(applyNodeChanges(changes, s.nodes));
      writes.current += 1;
      dropped.current = writes.current;
    } else live.clear();
    startTransition(() => {
      if (moved.size) {
        setStoreWrites(writes.current);
        props.current.onMove(moved);
      }
      setDragging(false);
    });
  }, [live, store, props]);
  /** The live positions this render draws. */
  const drawn = dropped.current === storeWrites ? NO_POSITIONS : live.positions();
  return { live, drawn, dragging, storeWrites, startDrag, startNodeDrag, endDrag };
}
