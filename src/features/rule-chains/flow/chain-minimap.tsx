/**
 * The canvas's minimap: every node as a rectangle in its category colour, the part of the chain outside the view
 * under a mask; dragging in it pans the view, the wheel zooms. Drawn on a <canvas> from one subscription to React
 * Flow's store, at most once per frame. React Flow's own minimap keeps a React component, a store subscription and an
 * svg rectangle per node: with 1000 nodes every drag frame ran 1000 selectors (each allocating) and re-measured the
 * whole chain's bounds before anything was painted.
 */
import { Panel, useReactFlow, useStoreApi, type ReactFlowState } from '@xyflow/react';
import { useEffect, useRef, type PointerEvent, type WheelEvent } from 'react';
import type { XY } from '../model/chain-doc';
import type { LiveDrag } from './live-drag';

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

/** The nodes' rectangles (a dragged node where the drag has it) and their bounds. */
function nodeRects(
  s: ReactFlowState,
  moved: ReadonlyMap<string, XY>,
): { rects: (Rect & { id: string })[]; bounds: Rect } {
  const rects: (Rect & { id: string })[] = [];
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const n of s.nodeLookup.values()) {
    if (n.hidden) continue;
    const p = moved.get(n.id) ?? n.internals.positionAbsolute;
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

/** Fills the rectangles, one path per colour: a few fills for the whole chain. */
function fillRects(
  ctx: CanvasRenderingContext2D,
  rects: readonly (Rect & { id: string })[],
  colorOf: (id: string) => string,
) {
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
}

type Matrix = [number, number, number, number, number, number];

/**
 * The chain without the nodes being dragged, drawn once per drag (again only if the frame moves): each frame of a node
 * drag copies it and draws the dragged nodes on it, instead of filling all 1000 rectangles again.
 */
interface Backdrop {
  key: readonly unknown[];
  image: HTMLCanvasElement;
}

function backdrop(
  cache: { current: Backdrop | null },
  size: { width: number; height: number },
  key: readonly unknown[],
  paint: (ctx: CanvasRenderingContext2D) => void,
): HTMLCanvasElement | null {
  const old = cache.current;
  if (old && old.key.length === key.length && old.key.every((k, i) => k === key[i])) return old.image;
  const image = old?.image ?? document.createElement('canvas');
  image.width = size.width;
  image.height = size.height;
  const ctx = image.getContext('2d');
  if (!ctx) return null;
  paint(ctx);
  cache.current = { key, image };
  return image;
}

/** Draws the nodes; returns the view's rectangle in minimap pixels (the mask's hole). */
function draw(
  canvas: HTMLCanvasElement,
  s: ReactFlowState,
  moved: ReadonlyMap<string, XY>,
  colorOf: (id: string) => string,
  cache: { current: Backdrop | null },
): Rect | null {
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  const dpr = window.devicePixelRatio || 1;
  if (canvas.width !== WIDTH * dpr) {
    canvas.width = WIDTH * dpr;
    canvas.height = HEIGHT * dpr;
  }
  const view = viewRect(s);
  const { rects, bounds } = nodeRects(s, moved);
  const { origin, scale } = minimapFrame(bounds, view);
  const matrix: Matrix = [dpr / scale, 0, 0, dpr / scale, (-origin.x * dpr) / scale, (-origin.y * dpr) / scale];
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  if (moved.size) {
    const key = [s.nodes, colorOf, [...moved.keys()].join('\n'), ...matrix, canvas.width];
    const still = backdrop(cache, canvas, key, (c) => {
      c.setTransform(...matrix);
      fillRects(
        c,
        rects.filter((r) => !moved.has(r.id)),
        colorOf,
      );
    });
    if (still) ctx.drawImage(still, 0, 0);
    ctx.setTransform(...matrix);
    fillRects(ctx, still ? rects.filter((r) => moved.has(r.id)) : rects, colorOf);
  } else {
    cache.current = null;
    ctx.setTransform(...matrix);
    fillRects(ctx, rects, colorOf);
  }
  return {
    x: (view.x - origin.x) / scale,
    y: (view.y - origin.y) / scale,
    width: view.width / scale,
    height: view.height / scale,
  };
}

export interface ChainMinimapProps {
  /** The fill colour of a node, by its id. */
  colorOf(id: string): string;
  /** Positions of nodes being dragged. */
  live: LiveDrag;
  ariaLabel: string;
}

/** Pans the view while the pointer drags in the minimap (the view follows the pointer). */
function usePan(store: ReturnType<typeof useStoreApi>) {
  const flow = useReactFlow();
  const last = useRef<{ x: number; y: number } | null>(null);
  const scaleNow = () => {
    const s = store.getState();
    return minimapFrame(nodeRects(s, new Map()).bounds, viewRect(s)).scale;
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

export function ChainMinimap({ colorOf, live, ariaLabel }: ChainMinimapProps) {
  const store = useStoreApi();
  const canvas = useRef<HTMLCanvasElement>(null);
  const colors = useRef(colorOf);
  colors.current = colorOf;
  const pan = usePan(store);
  // The mask is an svg path over the canvas: React Flow's stylesheet colours it from the theme's variables.
  const mask = useRef<SVGPathElement>(null);
  const backdropCache = useRef<Backdrop | null>(null);
  const paint = () => {
    const el = canvas.current;
    const hole = el && draw(el, store.getState(), live.positions(), colors.current, backdropCache);
    if (!hole || !mask.current) return;
    const { x, y, width: w, height: h } = hole;
    const d = `M0,0h${WIDTH}v${HEIGHT}h${-WIDTH}z M${x},${y}h${w}v${h}h${-w}z`;
    // Only when the view moved: setting the same path again still makes the browser re-read it, lay it out and
    // repaint it, in every frame of a node drag.
    if (mask.current.getAttribute('d') !== d) mask.current.setAttribute('d', d);
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
    const unsubscribeLive = live.subscribe(schedule);
    return () => {
      unsubscribe();
      unsubscribeLive();
      cancelAnimationFrame(frame);
    };
  }, [store, live]);
  useEffect(() => paintRef.current(), [colorOf]);
  return (
    <Panel
      position="bottom-right"
      className="react-flow__minimap nopan nowheel"
      style={{ width: WIDTH, height: HEIGHT }}
    >
      <canvas
        ref={canvas}
        className="react-flow__minimap-svg"
        style={{ width: WIDTH, height: HEIGHT }}
        role="img"
        aria-label={ariaLabel}
        data-testid="minimap"
        {...pan}
      />
      <svg
        width={WIDTH}
        height={HEIGHT}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        aria-hidden="true"
        style={{ position: 'absolute', insetBlockStart: 0, insetInlineStart: 0, pointerEvents: 'none' }}
      >
        <path ref={mask} className="react-flow__minimap-mask" fillRule="evenodd" />
      </svg>
    </Panel>
  );
}
