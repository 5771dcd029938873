/**
 * History aggregation in SQL with ThingsBoard 3.3.1 semantics (AbstractChunkedAggregationTimeseriesDao):
 *
 * - intervals are `[startTs + i·interval, startTs + (i+1)·interval)` for every `i` with a start before `endTs`, so
 *   the last interval is NOT clipped at `endTs` (TB loops `while (stepTs < endTs)` with full steps);
 * - each result carries `ts = intervalStart + interval/2` (integer division);
 * - AVG is always a double (booleans/strings/JSON don't count; an interval holding only those gives 0.0), SUM is a
 *   double when any double took part, else a long; MIN/MAX prefer the string minimum/maximum when strings exist,
 *   then numbers (double when any double took part); COUNT counts booleans if any, else strings, else JSON, else
 *   numbers, and is reported (as 0) even for empty intervals. Other aggregates skip empty intervals.
 *
 * Speed: instead of scanning every raw point, an interval is covered by the coarsest pre-aggregated cells
 * (ts_kv_rollup, 10 min and 10 s) that lie wholly inside it; only the 10 s cells cut by an interval edge are read
 * from raw rows. So 1M points over 500 intervals read ~30k rows, all from the rollup key's index (it carries the
 * partial aggregates). The 10 s cells of a cut 10 min cell are summed per side of the interval boundary inside the
 * lookup (one range per side, no per-row interval arithmetic), so the final merge sees a few rows per interval.
 * Partial aggregates (counts per type, sums, min/max) merge exactly, so results equal a full scan (up to the order
 * in which doubles are added). The per-range lookups are LATERAL subqueries so the planner keeps them as index range
 * scans (its row estimates for these ranges are poor).
 */
import type { Queryable } from '../db/types.js';
import type { KvValue } from './kv.js';
import { COARSE_MS, FINE_MS, bucketOf } from './ts-repo.js';

/** Aggregation functions. */
export type Aggregation = 'MIN' | 'MAX' | 'AVG' | 'SUM' | 'COUNT' | 'NONE';
/** All values, for validation. */
export const AGGREGATIONS: readonly Aggregation[] = ['MIN', 'MAX', 'AVG', 'SUM', 'COUNT', 'NONE'];

/** Merged partial aggregate of one interval. */
export interface Partial {
  b: number;
  cnt_b: number;
  cnt_s: number;
  cnt_l: number;
  cnt_d: number;
  cnt_j: number;
  sum_l: number | null;
  sum_d: number | null;
  min_l: number | null;
  max_l: number | null;
  min_d: number | null;
  max_d: number | null;
  min_s: string | null;
  max_s: string | null;
}

/** Number of TB intervals for a range (`while (stepTs < endTs)` loop count). */
export function intervalCount(startTs: number, endTs: number, interval: number): number {
  return endTs <= startTs ? 0 : Math.ceil((endTs - startTs) / interval);
}

/** The partial-aggregate columns each aggregation needs (reading and merging fewer columns is cheaper). */
const COLUMNS: Record<Exclude<Aggregation, 'NONE'>, readonly (keyof Omit<Partial, 'b'>)[]> = {
  AVG: ['cnt_l', 'cnt_d', 'sum_l', 'sum_d'],
  SUM: ['cnt_d', 'sum_l', 'sum_d'],
  MIN: ['cnt_s', 'cnt_l', 'cnt_d', 'min_s', 'min_l', 'min_d'],
  MAX: ['cnt_s', 'cnt_l', 'cnt_d', 'max_s', 'max_l', 'max_d'],
  COUNT: ['cnt_b', 'cnt_s', 'cnt_l', 'cnt_d', 'cnt_j'],
};
/** How partials of a column merge. */
const MERGE: Record<keyof Omit<Partial, 'b'>, string> = {
  cnt_b: 'sum(cnt_b)::bigint',
  cnt_s: 'sum(cnt_s)::bigint',
  cnt_l: 'sum(cnt_l)::bigint',
  cnt_d: 'sum(cnt_d)::bigint',
  cnt_j: 'sum(cnt_j)::bigint',
  sum_l: 'sum(sum_l)::float8',
  sum_d: 'sum(sum_d)',
  min_l: 'min(min_l)',
  max_l: 'max(max_l)',
  min_d: 'min(min_d)',
  max_d: 'max(max_d)',
  min_s: 'min(min_s)',
  max_s: 'max(max_s)',
};
/** A raw row's contribution to a column. */
const RAW: Record<keyof Omit<Partial, 'b'>, string> = {
  cnt_b: '(t.bool_v IS NOT NULL)::int',
  cnt_s: '(t.str_v IS NOT NULL)::int',
  cnt_l: '(t.long_v IS NOT NULL)::int',
  cnt_d: '(t.dbl_v IS NOT NULL)::int',
  cnt_j: '(t.json_v IS NOT NULL)::int',
  sum_l: 't.long_v::numeric',
  sum_d: 't.dbl_v',
  min_l: 't.long_v',
  max_l: 't.long_v',
  min_d: 't.dbl_v',
  max_d: 't.dbl_v',
  min_s: 't.str_v',
  max_s: 't.str_v',
};

/** SELECT lists of one aggregation: merged columns, rollup columns, raw-row columns. */
function columnsOf(agg: Exclude<Aggregation, 'NONE'>): { merge: string; rollup: string; raw: string } {
  const cols = COLUMNS[agg];
  return {
    merge: cols.map((c) => `${MERGE[c]} AS ${c}`).join(', '),
    rollup: cols.map((c) => `r.${c}`).join(', '),
    raw: cols.map((c) => `${RAW[c]} AS ${c}`).join(', '),
  };
}

/** A row of some partial-aggregate columns. */
type SomeColumns = Record<string, unknown> & Pick<Partial, 'b'>;

/** Columns an aggregation does not read, as they would merge from no values (counts 0, the rest null). */
function complete(row: SomeColumns): Partial {
  return {
    cnt_b: 0,
    cnt_s: 0,
    cnt_l: 0,
    cnt_d: 0,
    cnt_j: 0,
    sum_l: null,
    sum_d: null,
    min_l: null,
    max_l: null,
    min_d: null,
    max_d: null,
    min_s: null,
    max_s: null,
    ...row,
  };
}

/** Aligned cells of `width` that an interval boundary cuts (boundary strictly inside the cell). */
function cutCells(startTs: number, interval: number, n: number, width: number): number[] {
  const out = new Set<number>();
  for (let i = 0; i <= n; i += 1) {
    const b = startTs + i * interval;
    const cell = bucketOf(b, width);
    if (cell !== b) out.add(cell);
  }
  return [...out];
}

/**
 * The 10 s cells inside the 10 min cells an interval boundary cuts, as ranges of whole 10 s cells that lie in one
 * interval each: `[lo, hi)` of interval `b`. Cells an interval boundary cuts are left out (read from raw rows).
 */
function fineSegments(
  coarseCut: readonly number[],
  range: { startTs: number; end: number; interval: number },
): { lo: number[]; hi: number[]; b: number[] } {
  const { startTs, end, interval } = range;
  const out = { lo: [] as number[], hi: [] as number[], b: [] as number[] };
  for (const cell of coarseCut) {
    let from = Math.max(cell, startTs);
    const to = Math.min(cell + COARSE_MS, end);
    while (from < to) {
      const b = Math.floor((from - startTs) / interval);
      const until = Math.min(startTs + (b + 1) * interval, to);
      const lo = Math.ceil(from / FINE_MS) * FINE_MS;
      const hi = bucketOf(until, FINE_MS);
      if (lo < hi) {
        out.lo.push(lo);
        out.hi.push(hi);
        out.b.push(b);
      }
      from = until;
    }
  }
  return out;
}

/**
 * Partial aggregates per interval index for one key, computed in SQL (only the columns `agg` needs). Interval `i`
 * covers `[startTs + i·interval, startTs + (i+1)·interval)`.
 */
export async function aggregatePartials(
  db: Queryable,
  entityId: string,
  keyId: number,
  range: { startTs: number; endTs: number; interval: number },
  agg: Exclude<Aggregation, 'NONE'>,
): Promise<Partial[]> {
  const { startTs, endTs, interval } = range;
  const n = intervalCount(startTs, endTs, interval);
  if (n === 0) return [];
  const end = startTs + n * interval;
  const cols = columnsOf(agg);
  if (interval < FINE_MS) {
    const { rows } = await db.query<SomeColumns>(
      `SELECT b::bigint AS b, ${cols.merge} FROM (SELECT (t.ts - $3::bigint) / $5::bigint AS b, ${cols.raw} FROM ts_kv t
         WHERE t.entity_id = $1 AND t.key = $2 AND t.ts >= $3 AND t.ts < $4) x GROUP BY b ORDER BY b`,
      [entityId, keyId, startTs, end, interval],
    );
    return rows.map(complete);
  }
  const coarseCut = cutCells(startTs, interval, n, COARSE_MS);
  const fineCut = cutCells(startTs, interval, n, FINE_MS);
  const segments = fineSegments(coarseCut, { startTs, end, interval });
  const { rows } = await db.query<SomeColumns>(
    `SELECT b::bigint AS b, ${cols.merge} FROM (
       SELECT (r.bucket_ts - $3::bigint) / $5::bigint AS b, ${cols.rollup} FROM ts_kv_rollup r
        WHERE r.entity_id = $1 AND r.key = $2 AND r.width = ${COARSE_MS} AND r.bucket_ts >= $3 AND r.bucket_ts + ${COARSE_MS} <= $4
          AND (r.bucket_ts - $3::bigint) / $5::bigint = (r.bucket_ts + ${COARSE_MS - 1} - $3::bigint) / $5::bigint
       UNION ALL
       SELECT s.b, g.* FROM unnest($6::bigint[], $7::bigint[], $8::bigint[]) AS s(lo, hi, b)
         CROSS JOIN LATERAL (SELECT ${cols.merge} FROM ts_kv_rollup r WHERE r.entity_id = $1 AND r.key = $2
           AND r.width = ${FINE_MS} AND r.bucket_ts >= s.lo AND r.bucket_ts < s.hi HAVING count(*) > 0) g
       UNION ALL
       SELECT (t.ts - $3::bigint) / $5::bigint AS b, ${cols.raw} FROM unnest($9::bigint[]) AS f(lo)
         CROSS JOIN LATERAL (SELECT * FROM ts_kv t WHERE t.entity_id = $1 AND t.key = $2
           AND t.ts >= GREATEST(f.lo, $3::bigint) AND t.ts < LEAST(f.lo + ${FINE_MS}, $4::bigint) OFFSET 0) t
     ) x GROUP BY b ORDER BY b`,
    [entityId, keyId, startTs, end, interval, segments.lo, segments.hi, segments.b, fineCut],
  );
  return rows.map(complete);
}

function num(v: number | string | null): number | null {
  return v === null ? null : Number(v);
}

/** ThingsBoard's value of one interval for an aggregation, or null when TB reports nothing for it. */
export function finalValue(p: Partial, agg: Exclude<Aggregation, 'NONE'>): KvValue | null {
  const cntL = Number(p.cnt_l);
  const cntD = Number(p.cnt_d);
  const sumL = num(p.sum_l) ?? 0;
  const sumD = num(p.sum_d) ?? 0;
  switch (agg) {
    case 'COUNT': {
      const count = Number(p.cnt_b) || Number(p.cnt_s) || Number(p.cnt_j) || cntL + cntD;
      return { type: 'LONG', value: count };
    }
    case 'AVG': {
      const total = cntL + cntD;
      return { type: 'DOUBLE', value: total > 0 ? (sumL + sumD) / total : 0 };
    }
    case 'SUM':
      return cntD > 0 ? { type: 'DOUBLE', value: sumD + sumL } : { type: 'LONG', value: sumL };
    case 'MIN':
    case 'MAX': {
      const max = agg === 'MAX';
      if (Number(p.cnt_s) > 0) return { type: 'STRING', value: (max ? p.max_s : p.min_s) ?? '' };
      const l = num(max ? p.max_l : p.min_l);
      const d = num(max ? p.max_d : p.min_d);
      if (cntL > 0 && cntD > 0 && l !== null && d !== null)
        return { type: 'DOUBLE', value: max ? Math.max(l, d) : Math.min(l, d) };
      if (cntD > 0 && d !== null) return { type: 'DOUBLE', value: d };
      if (cntL > 0 && l !== null) return { type: 'LONG', value: l };
      return null;
    }
  }
}

/** Aggregated points `{ts, value}` of one key, interval order (COUNT also reports empty intervals as 0). */
export async function aggregate(
  db: Queryable,
  entityId: string,
  keyId: number,
  startTs: number,
  endTs: number,
  interval: number,
  agg: Exclude<Aggregation, 'NONE'>,
): Promise<{ ts: number; value: KvValue }[]> {
  const partials = await aggregatePartials(db, entityId, keyId, { startTs, endTs, interval }, agg);
  const half = Math.floor(interval / 2);
  const out: { ts: number; value: KvValue }[] = [];
  if (agg === 'COUNT') {
    const byIndex = new Map(partials.map((p) => [Number(p.b), p]));
    const n = intervalCount(startTs, endTs, interval);
    for (let i = 0; i < n; i += 1) {
      const p = byIndex.get(i);
      out.push({
        ts: startTs + i * interval + half,
        value: p ? (finalValue(p, 'COUNT') as KvValue) : { type: 'LONG', value: 0 },
      });
    }
    return out;
  }
  for (const p of partials) {
    const value = finalValue(p, agg);
    if (value) out.push({ ts: startTs + Number(p.b) * interval + half, value });
  }
  return out;
}
