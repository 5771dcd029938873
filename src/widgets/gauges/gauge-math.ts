/** Gauge maths shared by the analogue and digital gauges: value ratio, angles, level colours, tick values. Pure. */
import { mix, parseColor } from '../common/colors';

export function ratio(value: number, min: number, max: number): number {
  if (!(max > min)) return 0;
  return Math.min(1, Math.max(0, (value - min) / (max - min)));
}

/** Colour of a value on a gradient of level colours spread evenly over [min, max]. */
export function levelColor(levels: string[], r: number, fallback: string): string {
  const valid = levels.filter((c) => !!parseColor(c));
  if (valid.length === 0) return fallback;
  if (valid.length === 1) return valid[0]!;
  const pos = r * (valid.length - 1);
  const i = Math.min(valid.length - 2, Math.floor(pos));
  return mix(valid[i]!, valid[i + 1]!, pos - i);
}

/** `count` evenly spaced major tick values from min to max. */
export function majorTicks(min: number, max: number, count: number): number[] {
  const n = Math.max(2, Math.round(count));
  return Array.from({ length: n + 1 }, (_, i) => +(min + ((max - min) * i) / n).toFixed(6));
}

/** A point at `deg` (0 = 12 o'clock, clockwise) on a circle. */
export function polar(cx: number, cy: number, r: number, deg: number): [number, number] {
  const a = ((deg - 90) * Math.PI) / 180;
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
}

/** SVG arc path from `from` to `to` degrees (clockwise). */
export function arc(cx: number, cy: number, r: number, from: number, to: number): string {
  if (to - from >= 359.99) to = from + 359.99;
  const [x1, y1] = polar(cx, cy, r, from);
  const [x2, y2] = polar(cx, cy, r, to);
  return `M ${x1.toFixed(2)} ${y1.toFixed(2)} A ${r} ${r} 0 ${to - from > 180 ? 1 : 0} 1 ${x2.toFixed(2)} ${y2.toFixed(2)}`;
}
