/**
 * The React Flow canvas of the editor, fully controlled by the chain document: selection, drags (one undo step
 * each), connections (handed to the relation-type dialog), drops from the node library, double-click to open
 * details, a minimap, zoom controls and a dotted background. Deletion and arrow keys are the editor's (through
 * its history), so React Flow's own key handling is off.
 */
import {
  Background,
  BackgroundVariant,
  Controls,
  ReactFlow,
  useReactFlow,
  useStore,
  useStoreApi,
  type Connection,
  type Edge,
  type NodeChange,
} from '@xyflow/react';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type DragEvent,
  type PointerEvent,
  type SetStateAction,
} from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { ComponentDescriptor } from '../../../api/components';
import type { TargetChain } from '../api/rule-chain-queries';
import { acceptsInput, CATEGORY_COLORS, categoryOf } from '../model/catalog';
import { INPUT_KEY, type ChainDoc, type XY } from '../model/chain-doc';
import { ChainMinimap } from './chain-minimap';
import type { LiveDrag } from './live-drag';
import { useDragPositions } from './drag-positions';
import { RelationEdges } from './relation-edges';
import { useFlowElements, type Dims } from './flow-elements';
import { NodeActions, nodeTypes, type RuleFlowNode } from './rule-node-view';

/** How the chain is fitted into the view. */
export const FIT = { padding: 0.15, maxZoom: 1.2 } as const;

/** React Flow draws no edges: RelationEdges does (one svg for all links). */
const NO_EDGES: Edge[] = [];

const PRO_OPTIONS = { hideAttribution: true };

/**
 * Below this zoom a node's name is under 5 px tall (12.5 px text), too small to read: nodes are drawn as their
 * coloured boxes with their ports, without texts, icon or badges (see node-styles.ts). Zooming in brings them back.
 */
export const LOD_ZOOM = 0.4;

/** Chains with more nodes render only what is in view. */
const CULL_ABOVE = 150;

/** dataTransfer type of a library item being dragged (its value is the class name). */
export const DRAG_TYPE = 'application/x-iot-rule-node';

export interface RuleChainCanvasProps {
  doc: ChainDoc;
  selected: ReadonlySet<string>;
  descriptors: ReadonlyMap<string, ComponentDescriptor>;
  targets: ReadonlyMap<string, TargetChain>;
  invalid: ReadonlySet<string>;
  onSelectionChange(update: (prev: ReadonlySet<string>) => ReadonlySet<string>): void;
  /** A drag ended: the moved nodes' new positions (one undo step). During the drag only the canvas moves them. */
  onMove(positions: ReadonlyMap<string, XY>): void;
  onConnectRequest(source: string, target: string): void;
  onEdgeEdit(source: string, target: string): void;
  onDropItem(clazz: string, position: XY): void;
  onToggleDebug(key: string): void;
  onOpen(key: string): void;
  /** Set by the editor: the fit button and keyboard fit re-arm refitting on resize. */
  fitRef?: { current: (() => void) | null };
}

function applySelection(
  prev: ReadonlySet<string>,
  changes: readonly { type: string; id?: string; selected?: boolean }[],
): ReadonlySet<string> {
  let next: Set<string> | null = null;
  for (const c of changes) {
    if (c.type !== 'select' || !c.id) continue;
    if (c.selected === prev.has(c.id) && !next) continue;
    next ??= new Set(prev);
    if (c.selected) next.add(c.id);
    else next.delete(c.id);
  }
  return next ?? prev;
}

/**
 * React Flow's node changes: measured sizes are kept, moves go to the live drag positions (not React Flow's store, see
 * live-drag.ts), and selection changes update the editor's selection.
 */
function useNodesChange(
  live: LiveDrag,
  setMeasured: Dispatch<SetStateAction<ReadonlyMap<string, Dims>>>,
  onSelectionChange: RuleChainCanvasProps['onSelectionChange'],
) {
  return useCallback(
    (changes: NodeChange<RuleFlowNode>[]) => {
      const dims = new Map<string, Dims>();
      const moves = new Map<string, XY>();
      for (const c of changes) {
        if (c.type === 'dimensions' && c.dimensions) dims.set(c.id, c.dimensions);
        else if (c.type === 'position' && c.position && c.id !== INPUT_KEY) moves.set(c.id, c.position);
      }
      if (dims.size) setMeasured((m) => new Map([...m, ...dims]));
      live.move(moves);
      if (changes.some((c) => c.type === 'select')) onSelectionChange((prev) => applySelection(prev, changes));
    },
    [live, onSelectionChange],
  );
}

/** The texts the nodes show, translated once per language. */
function useNodeTexts() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      indexHint: t('rulechain.node-index-hint'),
      debugOn: t('rulechain.debug-on'),
      debugOff: t('rulechain.debug-off'),
      unknown: t('rulechain.unknown-node'),
      input: t('rulechain.input'),
      chain: t('rulechain.rule-chain-node'),
      selectTarget: t('rulechain.select-target-chain'),
    }),
    [t],
  );
}

/**
 * Clicking a link selects it (shift adds it); double-clicking edits its relation types. The same two functions for the
 * canvas's life: every link's memoised path gets them, and a new one would redraw all links.
 */
function useLinkHandlers(props: { current: RuleChainCanvasProps }) {
  return useMemo(
    () => ({
      selectLink: (id: string, add: boolean) =>
        props.current.onSelectionChange((prev) => (add ? new Set([...prev, id]) : new Set([id]))),
      editLink: (id: string) => {
        const [source, target] = id.split('->');
        if (source && target) props.current.onEdgeEdit(source, target);
      },
    }),
    [props],
  );
}

/** Refits the view on resize while it shows the whole chain; `fitRef` gets the fit that re-arms this. */
function useFitOnResize(fitRef: RuleChainCanvasProps['fitRef']) {
  const flow = useReactFlow();
  // While the view shows the whole chain (initial fit, fit button), a resize of the canvas (the details panel opening
  // or closing, the window) fits it again; once the user pans or zooms, the view stays where they put it.
  const fitted = useRef(true);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    // The width comes from the observer's entries, never from `clientWidth` here: reading it in this effect forced a
    // layout of the whole freshly rendered chain (~110 ms for 300 nodes) before the browser's own one. The first
    // callback reports the starting width.
    // The refit waits for the next frame: fitting inside the observer's callback moves the viewport and re-measures
    // nodes while the browser is still delivering resize notifications, which Chromium reports as a
    // "ResizeObserver loop completed with undelivered notifications" error.
    let last: number | null = null;
    let frame = 0;
    const ro = new ResizeObserver((entries) => {
      const width = entries[entries.length - 1]?.contentRect.width ?? 0;
      const resized = last !== null && width !== last;
      last = width;
      if (!resized || frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (fitted.current) void flow.fitView({ ...FIT, duration: 150 });
      });
    });
    ro.observe(el);
    return () => {
      ro.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [flow]);
  if (fitRef)
    fitRef.current = () => {
      fitted.current = true;
      void flow.fitView({ ...FIT, duration: 200 });
    };
  return { box, fitted };
}

/** A link may join two different nodes, never into the input, and only into a node that accepts input. */
function useConnectionCheck(latest: { current: ChainDoc }, descriptors: RuleChainCanvasProps['descriptors']) {
  return useCallback(
    (c: Connection | Edge) => {
      if (!c.source || !c.target || c.source === c.target || c.target === INPUT_KEY) return false;
      const node = latest.current.nodes.find((n) => n.key === c.target);
      return !node || acceptsInput(descriptors.get(node.type));
    },
    [descriptors],
  );
}

/** The minimap colours nodes by their category (the input and chain nodes by their own colours), looked up by id. */
function useMinimapColor(doc: ChainDoc, descriptors: RuleChainCanvasProps['descriptors']) {
  return useMemo(() => {
    const colors = new Map<string, string>([[INPUT_KEY, CATEGORY_COLORS.INPUT]]);
    for (const l of doc.links) colors.set(l.key, CATEGORY_COLORS.RULE_CHAIN);
    for (const n of doc.nodes) {
      const d = descriptors.get(n.type);
      colors.set(n.key, CATEGORY_COLORS[d ? categoryOf(d) : 'UNKNOWN']);
    }
    return (id: string) => colors.get(id) ?? CATEGORY_COLORS.UNKNOWN;
  }, [doc.nodes, doc.links, descriptors]);
}

/**
 * React Flow's event props, the same functions for the canvas's whole life (they call the latest props). React Flow
 * hands its node callbacks to every node's wrapper: a new function in one of them re-renders all 1000 wrappers of a
 * big chain, and the canvas re-renders on every selection change (the press that starts a drag selects the node).
 */
function useFlowHandlers(latest: { current: RuleChainCanvasProps }, fitted: { current: boolean }) {
  return useMemo(
    () => ({
      onPaneClick: () => latest.current.onSelectionChange((prev) => (prev.size ? new Set() : prev)),
      onConnect: (c: Connection) => c.source && c.target && latest.current.onConnectRequest(c.source, c.target),
      onNodeDoubleClick: (_: unknown, n: RuleFlowNode) => latest.current.onOpen(n.id),
      onMoveStart: (e: unknown) => {
        if (e) fitted.current = false; // a user gesture (programmatic moves have no event)
      },
    }),
    [latest, fitted],
  );
}

/**
 * A node drag keeps the pointer on the node (pointer capture): the browser then sends each move to it without hit
 * testing the whole canvas (1000 nodes and their links) for what is under the pointer. Not from ports (a new link
 * looks for the port under the pointer), nor from controls on the node (`nodrag`).
 */
function captureNodeDrag(e: PointerEvent<HTMLDivElement>) {
  if (e.button !== 0 || !(e.target instanceof Element)) return;
  if (e.target.closest('.nodrag, .react-flow__handle')) return;
  const node = e.target.closest('.react-flow__node.draggable, .react-flow__nodesselection-rect');
  if (node && !node.hasPointerCapture(e.pointerId)) node.setPointerCapture(e.pointerId);
}

export function RuleChainCanvas(props: RuleChainCanvasProps) {
  const { doc, selected, descriptors, targets, invalid, onSelectionChange } = props;
  const latestProps = useRef(props);
  latestProps.current = props;
  const { t } = useTranslation();
  const flow = useReactFlow();
  const [measured, setMeasured] = useState<ReadonlyMap<string, Dims>>(new Map());
  const store = useStoreApi<RuleFlowNode>();
  const { box, fitted } = useFitOnResize(props.fitRef);
  const { live, drawn, dragging, storeWrites, startDrag, startNodeDrag, endDrag } = useDragPositions(
    box,
    store,
    latestProps,
  );
  // One subscription for the whole canvas (not one per node): it re-renders only when the zoom crosses the threshold.
  const farOut = useStore((s) => s.transform[2] < LOD_ZOOM);
  const latest = useRef(doc);
  latest.current = doc;
  const { nodes, edges } = useFlowElements({
    doc,
    selected,
    descriptors,
    targets,
    invalid,
    measured,
    live: drawn,
    storeWrites,
  });

  const onNodesChange = useNodesChange(live, setMeasured, onSelectionChange);

  const isValidConnection = useConnectionCheck(latest, descriptors);

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    const clazz = e.dataTransfer.getData(DRAG_TYPE);
    if (!clazz) return;
    e.preventDefault();
    props.onDropItem(clazz, flow.screenToFlowPosition({ x: e.clientX, y: e.clientY }));
  };
  const texts = useNodeTexts();
  const actions = useMemo(() => ({ toggleDebug: props.onToggleDebug, texts }), [props.onToggleDebug, texts]);
  const { selectLink, editLink } = useLinkHandlers(latestProps);
  const markerId = `iot-arrow-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const minimapColor = useMinimapColor(doc, descriptors);
  const handlers = useFlowHandlers(latestProps, fitted);

  return (
    <NodeActions.Provider value={actions}>
      {/* The chain reads left to right in every language (inputs on the left, outputs on the right), as
          ThingsBoard draws it: the canvas keeps its direction while the panels around it mirror. */}
      <div
        ref={box}
        dir="ltr"
        style={{ width: '100%', height: '100%' }}
        className={[dragging && 'iot-dragging', farOut && 'iot-far'].filter(Boolean).join(' ') || undefined}
        onDragOver={(e) => {
          if (e.dataTransfer.types.includes(DRAG_TYPE)) {
            e.preventDefault();
            e.dataTransfer.dropEffect = 'copy';
          }
        }}
        onDrop={onDrop}
        onPointerDown={captureNodeDrag}
        part="canvas"
        data-testid="rule-chain-canvas"
      >
        <ReactFlow<RuleFlowNode, Edge>
          nodes={nodes}
          edges={NO_EDGES}
          nodeTypes={nodeTypes}
          onNodesChange={onNodesChange}
          onPaneClick={handlers.onPaneClick}
          selectNodesOnDrag={false}
          onNodeDragStart={startNodeDrag}
          onSelectionDragStart={startDrag}
          onNodeDragStop={endDrag}
          onSelectionDragStop={endDrag}
          onConnect={handlers.onConnect}
          isValidConnection={isValidConnection}
          onNodeDoubleClick={handlers.onNodeDoubleClick}
          deleteKeyCode={null}
          disableKeyboardA11y
          // Culling helps only big chains; small ones keep every node in the DOM (Tab order, find-in-page).
          onlyRenderVisibleElements={doc.nodes.length > CULL_ABOVE}
          fitView
          fitViewOptions={FIT}
          onMoveStart={handlers.onMoveStart}
          minZoom={0.1}
          maxZoom={2.5}
          proOptions={PRO_OPTIONS}
          aria-label={t('rulechain.canvas')}
        >
          <RelationEdges links={edges} live={live} onSelect={selectLink} onEdit={editLink} markerId={markerId} />
          <Background variant={BackgroundVariant.Dots} gap={20} size={1.2} />
          <ChainMinimap colorOf={minimapColor} live={live} ariaLabel={t('rulechain.minimap')} />
          <Controls showInteractive={false} aria-label={t('rulechain.zoom-controls')} />
        </ReactFlow>
      </div>
    </NodeActions.Provider>
  );
}
