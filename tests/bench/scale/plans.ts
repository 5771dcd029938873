/**
 * What the database did for one request, from its own plans: the statements a request ran (recorded on the server's
 * database handle) re-run under `EXPLAIN (ANALYZE, BUFFERS, TIMING OFF, FORMAT JSON)`. Each statement's scans (node
 * type and index or table), the rows they produced (× loops, plus rows a filter removed) and the buffers touched are
 * summed per request. Rows touched does not depend on the machine's load, so how it grows from one data set size to
 * the next is the "why" of the scale bench's growth table.
 */
import type { Db, QueryResult } from '../../../demo/server/db/types.js';

type Statement = [sql: string, params: readonly unknown[]];

/** One request's work, from the plans of its statements. */
export interface PlanSummary {
  statements: number;
  /** Rows produced by scan nodes (and removed by their filters), all statements. */
  rowsTouched: number;
  /** Shared buffers hit or read, all statements. */
  buffers: number;
  /** `<node type> <index or table>` → rows, largest first. */
  scans: [string, number][];
}

/** Records the statements run through `db` between `start()` and `stop()` (patching its `query`). */
export function statementRecorder(db: Db): { start(): void; stop(): Statement[] } {
  const query = db.query.bind(db);
  let recording: Statement[] | null = null;
  (db as { query: Db['query'] }).query = <T extends object>(sql: string, params: readonly unknown[] = []) => {
    recording?.push([sql, params]);
    return query<T>(sql, params) as Promise<QueryResult<T>>;
  };
  return {
    start: () => {
      recording = [];
    },
    stop: () => {
      const out = recording ?? [];
      recording = null;
      return out;
    },
  };
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

function walk(node: PlanNode, scans: Map<string, number>): number {
  let rows = 0;
  if (/Scan/.test(node['Node Type']) && (node['Index Name'] ?? node['Relation Name'])) {
    const loops = node['Actual Loops'] ?? 1;
    let n =
      ((node['Actual Rows'] ?? 0) +
        (node['Rows Removed by Filter'] ?? 0) +
        (node['Rows Removed by Index Recheck'] ?? 0)) *
      loops;
    // PostgreSQL 18 (PGlite) reports rows per loop with decimals.
    n = Math.round(n);
    const key = `${node['Node Type']} ${node['Index Name'] ?? node['Relation Name']}`;
    scans.set(key, (scans.get(key) ?? 0) + n);
    rows += n;
  }
  for (const child of node.Plans ?? []) rows += walk(child, scans);
  return rows;
}

/** Explains the recorded reads (writes, such as audit entries, are left out: EXPLAIN ANALYZE would run them again). */
export async function explainRequest(db: Db, statements: Statement[]): Promise<PlanSummary> {
  const scans = new Map<string, number>();
  let rowsTouched = 0;
  let buffers = 0;
  let count = 0;
  for (const [sql, params] of statements) {
    if (!/^\s*(SELECT|WITH)\b/i.test(sql) || /\b(INSERT|UPDATE|DELETE)\b/i.test(sql)) continue;
    count += 1;
    const { rows } = await db.query<Record<string, unknown>>(
      `EXPLAIN (ANALYZE, BUFFERS, TIMING OFF, FORMAT JSON) ${sql}`,
      params,
    );
    const raw = Object.values(rows[0] ?? {})[0];
    const doc = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
    const plan = doc[0]?.Plan;
    if (!plan) continue;
    rowsTouched += walk(plan, scans);
    buffers += (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0);
  }
  return { statements: count, rowsTouched, buffers, scans: [...scans].sort((a, b) => b[1] - a[1]) };
}

/** `Index Only Scan idx_x 100,032 rows, Seq Scan t 12 rows` (the three largest scans). */
export function scanText(p: PlanSummary): string {
  return p.scans
    .slice(0, 3)
    .map(([scan, rows]) => `${scan} ${rows.toLocaleString('en-US')}`)
    .join(', ');
}
