/**
 * Timeseries → uPlot's columnar data: one shared, sorted x column (ms) and one y column per series, aligned with
 * nulls where a series has no point at an x (a single series, or series sharing timestamps, cost no join). Also
 * the legend statistics. Pure.
 */
import type uPlot from 'uplot';
import { toNumber } from '../common/format';
import type { DatasourceData, KeyData } from '../widget-contract';

export interface ChartSeries {
  label: string;
  kd: KeyData;
  ys: (number | null)[];
}

export interface AlignedData {
  xs: number[];
  series: { kd: KeyData; label: string; ys: (number | null)[] }[];
}

function numbers(values: unknown[]): (number | null)[] {
  const out = new Array<number | null>(values.length);
  for (let i = 0; i < values.length; i++) out[i] = toNumber(values[i]);
  return out;
}

const sameTs = (a: number[], b: number[]) => a === b || (a.length === b.length && a.every((v, i) => v === b[i]));

/** Align the keys of every datasource on one x axis. Labels get the datasource name when several entities. */
export function alignSeries(data: readonly DatasourceData[]): AlignedData {
  const keys: { kd: KeyData; label: string }[] = [];
  const multi = new Set(data.map((d) => d.entity?.id ?? d.name)).size > 1;
  for (const d of data)
    for (const kd of d.keys) keys.push({ kd, label: multi && d.name ? `${d.name} ${kd.key.label}` : kd.key.label });
  if (keys.length === 0) return { xs: [], series: [] };
  const first = keys[0]!.kd.ts;
  if (keys.every((k) => sameTs(k.kd.ts, first))) {
    return { xs: first, series: keys.map((k) => ({ ...k, ys: numbers(k.kd.values) })) };
  }
  const all = new Set<number>();
  for (const k of keys) for (const t of k.kd.ts) all.add(t);
  const xs = [...all].sort((a, b) => a - b);
  const index = new Map(xs.map((t, i) => [t, i]));
  return {
    xs,
    series: keys.map((k) => {
      const ys = new Array<number | null>(xs.length).fill(null);
      for (let i = 0; i < k.kd.ts.length; i++) ys[index.get(k.kd.ts[i]!)!] = toNumber(k.kd.values[i]);
      return { ...k, ys };
    }),
  };
}

/** uPlot data of aligned series. */
export function toUplotData(a: AlignedData): uPlot.AlignedData {
  return [a.xs, ...a.series.map((s) => s.ys)] as uPlot.AlignedData;
}

export interface SeriesStats {
  min: number | null;
  max: number | null;
  avg: number | null;
  total: number | null;
}

export function seriesStats(ys: readonly (number | null)[]): SeriesStats {
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  let n = 0;
  for (const y of ys) {
    if (y === null) continue;
    if (y < min) min = y;
    if (y > max) max = y;
    sum += y;
    n++;
  }
  return n ? { min, max, avg: sum / n, total: sum } : { min: null, max: null, avg: null, total: null };
}
