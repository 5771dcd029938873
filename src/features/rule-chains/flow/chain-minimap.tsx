/**
 * The canvas's minimap: every node as a rectangle in its category colour, the part of the chain outside the view
 * under a mask; dragging in it pans the view, the wheel zooms. Drawn on a <canvas> from one subscription to React
 * Flow's store, at most once per frame. React Flow's own minimap keeps a React component, a store subscription and an
 * svg rectangle per node: with 1000 nodes every drag frame ran 1000 selectors (each allocating) and re-measured the
 * whole chain's bounds before anything was painted.
 */
import { Panel, useReactFlow, useStoreApi, type ReactFlowState } from '@xyflow/react';
import { useEffect, useRef, type PointerEvent, type WheelEvent } from 'react';

const WIDTH = 200;
const HEIGHT = 150;
/** Margin around the chain and the view, in minimap pixels. */
const OFFSET = 5;
/** Size of a node before React Flow has measured it. */
const DEFAULT_DIMS = { width: 170, height: 46 };

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The flow area the minimap shows: the nodes and the view, centred, with a margin of OFFSET minimap pixels.
 * A minimap pixel p shows the flow point origin + p * scale.
 */
export function minimapFrame(nodes: Rect, view: Rect): { origin: { x: number; y: number }; scale: number } {
  const x0 = Math.min(nodes.x, view.x);
  const y0 = Math.min(nodes.y, view.y);
  const w = Math.max(nodes.x + nodes.width, view.x + view.width) - x0;
  const h = Math.max(nodes.y + nodes.height, view.y + view.height) - y0;
  const pad = Math.max(w / WIDTH, h / HEIGHT) * OFFSET;
  const scale = Math.max((w + 2 * pad) / WIDTH, (h + 2 * pad) / HEIGHT) || 1;
  return { origin: { x: x0 + w / 2 - (WIDTH * scale) / 2, y: y0 + h / 2 - (HEIGHT * scale) / 2 }, scale };
}

function viewRect(s: ReactFlowState): Rect {
  const [tx, ty, zoom] = s.transform;
  return { x: -tx / zoom, y: -ty / zoom, width: s.width / zoom, height: s.height / zoom };
}

function nodeRects(s: ReactFlowState): { rects: (Rect & { id: string })[]; bounds: Rect } {
  const rects: (Rect & { id: string })[] = [];
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const n of s.nodeLookup.values()) {
    if (n.hidden) continue;
    const p = n.internals.positionAbsolute;
    const width = n.measured.width ?? DEFAULT_DIMS.width;
    const height = n.measured.height ?? DEFAULT_DIMS.height;
    rects.push({ id: n.id, x: p.x, y: p.y, width, height });
    x0 = Math.min(x0, p.x);
    y0 = Math.min(y0, p.y);
    x1 = Math.max(x1, p.x + width);
    y1 = Math.max(y1, p.y + height);
  }
  const bounds = rects.length ? { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } : { x: 0, y: 0, width: 0, height: 0 };
  return { rects, bounds };
}

/** A CSS custom property of the minimap resolved to a colour the canvas understands. */
function cssColor(el: HTMLElement, variable: string, fallback: string): string {
  const probe = document.createElement('span');
  probe.style.color = `var(${variable}, ${fallback})`;
  el.appendChild(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color || fallback;
}

function draw(canvas: HTMLCanvasElement, s: ReactFlowState, colorOf: (id: string) => string, maskColor: string) {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const dpr = window.devicePixelRatio || 1;
  if (canvas.width !== WIDTH * dpr) {
    canvas.width = WIDTH * dpr;
    canvas.height = HEIGHT * dpr;
  }
  const view = viewRect(s);
  const { rects, bounds } = nodeRects(s);
  const { origin, scale } = minimapFrame(bounds, view);
  ctx.setTransform(dpr / scale, 0, 0, dpr / scale, (-origin.x * dpr) / scale, (-origin.y * dpr) / scale);
  ctx.clearRect(origin.x, origin.y, WIDTH * scale, HEIGHT * scale);
  // One path per colour: a few fills for the whole chain.
  const byColor = new Map<string, Path2D>();
  for (const r of rects) {
    const color = colorOf(r.id);
    let path = byColor.get(color);
    if (!path) byColor.set(color, (path = new Path2D()));
    path.rect(r.x, r.y, r.width, r.height);
  }
  for (const [color, path] of byColor) {
    ctx.fillStyle = color;
    ctx.fill(path);
  }
  const mask = new Path2D();
  mask.rect(origin.x, origin.y, WIDTH * scale, HEIGHT * scale);
  mask.rect(view.x, view.y, view.width, view.height);
  ctx.fillStyle = maskColor;
  ctx.fill(mask, 'evenodd');
}

export interface ChainMinimapProps {
  /** The fill colour of a node, by its id. */
  colorOf(id: string): string;
  ariaLabel: string;
}

/** Pans the view while the pointer drags in the minimap (the view follows the pointer). */
function usePan(store: ReturnType<typeof useStoreApi>) {
  const flow = useReactFlow();
  const last = useRef<{ x: number; y: number } | null>(null);
  const scaleNow = () => {
    const s = store.getState();
    return minimapFrame(nodeRects(s).bounds, viewRect(s)).scale;
  };
  return {
    onPointerDown(e: PointerEvent<HTMLCanvasElement>) {
      e.currentTarget.setPointerCapture(e.pointerId);
      last.current = { x: e.clientX, y: e.clientY };
    },
    onPointerMove(e: PointerEvent<HTMLCanvasElement>) {
      if (!last.current) return;
      const scale = scaleNow();
      const { x, y, zoom } = flow.getViewport();
      const dx = (e.clientX - last.current.x) * scale * zoom;
      const dy = (e.clientY - last.current.y) * scale * zoom;
      last.current = { x: e.clientX, y: e.clientY };
      void flow.setViewport({ x: x - dx, y: y - dy, zoom });
    },
    onPointerUp() {
      last.current = null;
    },
    onWheel(e: WheelEvent<HTMLCanvasElement>) {
      const { zoom } = flow.getViewport();
      void flow.zoomTo(zoom * Math.pow(2, -e.deltaY * 0.002));
    },
  };
}

export function ChainMinimap({ colorOf, ariaLabel }: ChainMinimapProps) {
  const store = useStoreApi();
  const canvas = useRef<HTMLCanvasElement>(null);
  const colors = useRef(colorOf);
  colors.current = colorOf;
  const pan = usePan(store);
  // The mask colour follows the theme; it is resolved once per colour change, not per frame (that would restyle).
  const mask = useRef('');
  const paint = () => {
    const el = canvas.current;
    if (!el) return;
    mask.current ||= cssColor(el, '--xy-minimap-mask-background-color', 'rgba(240, 240, 240, 0.6)');
    draw(el, store.getState(), colors.current, mask.current);
  };
  const paintRef = useRef(paint);
  paintRef.current = paint;
  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        paintRef.current();
      });
    };
    schedule();
    const unsubscribe = store.subscribe((s, prev) => {
      if (
        s.nodes !== prev.nodes ||
        s.transform !== prev.transform ||
        s.width !== prev.width ||
        s.height !== prev.height
      )
        schedule();
    });
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
    };
  }, [store]);
  useEffect(() => {
    mask.current = '';
    paintRef.current();
  }, [colorOf]);
  return (
    <Panel position="bottom-right" className="react-flow__minimap nopan nowheel">
      <canvas
        ref={canvas}
        className="react-flow__minimap-svg"
        style={{ width: WIDTH, height: HEIGHT }}
        role="img"
        aria-label={ariaLabel}
        data-testid="minimap"
        {...pan}
      />
    </Panel>
  );
}
