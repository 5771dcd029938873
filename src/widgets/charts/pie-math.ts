/** Geometry of the SVG charts: pie slices, annular arc paths, nice axis ticks. Pure. */

export interface Slice {
  start: number;
  end: number;
}

/** Angles (radians, clockwise from 12 o'clock) of slices proportional to the values. */
export function pieSlices(values: number[]): Slice[] {
  const total = values.reduce((s, v) => s + Math.max(0, v), 0);
  let a = 0;
  return values.map((v) => {
    const span = total > 0 ? (Math.max(0, v) / total) * Math.PI * 2 : (Math.PI * 2) / values.length;
    const s = { start: a, end: a + span };
    a += span;
    return s;
  });
}

const pt = (r: number, a: number) => `${(Math.sin(a) * r).toFixed(3)} ${(-Math.cos(a) * r).toFixed(3)}`;

/** Path of an annular sector centred on 0,0 (a full ring when the slice is the whole circle). */
export function arcSlice(outer: number, inner: number, start: number, end: number): string {
  const span = end - start;
  if (span >= Math.PI * 2 - 1e-6) {
    const ring = `M 0 ${-outer} A ${outer} ${outer} 0 1 1 0 ${outer} A ${outer} ${outer} 0 1 1 0 ${-outer} Z`;
    return inner > 0
      ? `${ring} M 0 ${-inner} A ${inner} ${inner} 0 1 0 0 ${inner} A ${inner} ${inner} 0 1 0 0 ${-inner} Z`
      : ring;
  }
  const large = span > Math.PI ? 1 : 0;
  if (inner <= 0) return `M 0 0 L ${pt(outer, start)} A ${outer} ${outer} 0 ${large} 1 ${pt(outer, end)} Z`;
  return `M ${pt(outer, start)} A ${outer} ${outer} 0 ${large} 1 ${pt(outer, end)} L ${pt(inner, end)} A ${inner} ${inner} 0 ${large} 0 ${pt(inner, start)} Z`;
}

/** About `count` round tick values covering [lo, hi] (1, 2, 2.5, 5 × 10^n steps). */
export function niceTicks(lo: number, hi: number, count = 5): number[] {
  if (!(hi > lo)) hi = lo + 1;
  const raw = (hi - lo) / Math.max(1, count);
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? 10 * mag;
  const start = Math.floor(lo / step) * step;
  const out: number[] = [];
  for (let v = start; v <= hi + step * 1e-9; v += step) out.push(+v.toFixed(10));
  if (out[out.length - 1]! < hi) out.push(+(out[out.length - 1]! + step).toFixed(10));
  return out;
}
