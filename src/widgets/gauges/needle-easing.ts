/**
 * Needle easing of the analogue gauges: one requestAnimationFrame loop for every moving needle of the page writes
 * the SVG `transform` attribute of the needle group directly (no React render, no CSS transition). A CSS transition
 * per needle restarted by every live value (50 gauges × 10 values/s) cost more than the rest of the dashboard; here a
 * frame costs one attribute write per moving needle. A new value retargets the easing from the angle on screen.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';

interface Needle {
  el: SVGGElement;
  /** Angle last written to the element. */
  shown: number;
  from: number;
  to: number;
  start: number;
  ms: number;
  angle: number;
  cx: number;
  cy: number;
}

const moving = new Set<Needle>();
/** Smallest needle step written while easing (degrees; under a tenth of a pixel for a 60 px needle). */
const MIN_STEP_DEG = 0.1;
let scheduled = false;

/** ease-out (cubic). */
export function easeOut(t: number): number {
  const u = 1 - Math.min(1, Math.max(0, t));
  return 1 - u * u * u;
}

function write(n: Needle): void {
  n.shown = n.angle;
  n.el.setAttribute('transform', `rotate(${n.angle.toFixed(2)} ${n.cx} ${n.cy})`);
}

function frame(now: number): void {
  scheduled = false;
  for (const n of moving) {
    const t = n.ms > 0 ? (now - n.start) / n.ms : 1;
    n.angle = t >= 1 ? n.to : n.from + (n.to - n.from) * easeOut(t);
    // The tail of an ease-out moves by hundredths of a degree per frame: no write (no style, no repaint) for those.
    if (t >= 1 || Math.abs(n.angle - n.shown) >= MIN_STEP_DEG) write(n);
    if (t >= 1) moving.delete(n);
  }
  if (moving.size > 0) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  requestAnimationFrame(frame);
}

/**
 * Rotates the `<g>` behind the returned ref to `angle` degrees around (cx, cy), easing over `ms` (0: at once). The
 * element must not get a `transform` from React.
 */
export function useNeedle(angle: number, cx: number, cy: number, ms: number): RefObject<SVGGElement | null> {
  const ref = useRef<SVGGElement | null>(null);
  const state = useRef<Needle | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    let n = state.current;
    if (!n || n.el !== el) {
      if (n) moving.delete(n);
      n = state.current = { el, shown: angle, from: angle, to: angle, start: 0, ms, angle, cx, cy };
      write(n);
      return;
    }
    if (n.to === angle && n.cx === cx && n.cy === cy && n.ms === ms) return;
    const moved = n.cx !== cx || n.cy !== cy;
    n.cx = cx;
    n.cy = cy;
    if (moved) write(n);
    if (ms <= 0 || n.angle === angle) {
      moving.delete(n);
      n.angle = n.to = angle;
      write(n);
      return;
    }
    n.from = n.angle;
    n.to = angle;
    n.ms = ms;
    n.start = performance.now();
    moving.add(n);
    schedule();
  }); // every render: cheap comparisons; the element can appear later (no data → data)
  useLayoutEffect(
    () => () => {
      if (state.current) moving.delete(state.current);
    },
    [],
  );
  return ref;
}
