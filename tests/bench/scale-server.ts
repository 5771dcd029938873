/**
 * Bench `scale`: the embedded server at 1k → 10k → 100k devices (×100 telemetry points each: 10M at 100k), on PGlite
 * and, when `DATABASE_URL` is set (a role that may create databases), on that PostgreSQL too. Over loopback HTTP with
 * keep-alive, each size on its own copy of a cached data set (tests/bench/scale/dataset.ts):
 * - the device table's REST calls: first page (10 newest devices) and page switches;
 * - the device table's entity data query (20 per page, newest first, a time series and an attribute as latest values);
 * - one key's month-long history aggregated into 500 intervals (AVG, MIN, MAX, SUM, COUNT);
 * then a table of how each cost grows from one size to the next, and why: the rows each request's statements touched,
 * from their plans (tests/bench/scale/plans.ts), and the scans that touched them.
 * Budgets (tests/bench/perf-budgets.json "scale-…") apply at 100k devices. Sizes: `IOT_BENCH_SCALE_SIZES`
 * (comma list, default 1000,10000,100000); the smoke run inside `npm test` uses 200.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer } from '../../demo/server/app.js';
import { MONTH_MS, MONTH_START, pgScale, pgliteScale, type ScaleDb } from './scale/dataset.js';
import { growthClass, growthTable, type GrowthRow } from './scale/growth.mjs';
import { explainRequest, scanText, statementRecorder, type PlanSummary } from './scale/plans.js';
import { check, percentile } from './report.js';

// IOT_BENCH_SMOKE=1: smoke size, proof that the bench still runs end to end; its targets are not checked.
const SMOKE = process.env.IOT_BENCH_SMOKE === '1';
const SIZES = (process.env['IOT_BENCH_SCALE_SIZES'] ?? (SMOKE ? '200' : '1000,10000,100000'))
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const RUNS = Number(process.env['IOT_BENCH_RUNS'] ?? (SMOKE ? 3 : 40));
const BUDGET_SIZE = 100_000;
const WARMUP = 15;

interface Figures {
  firstPage: number;
  pageSwitch: number;
  lastPage: number;
  queryP50: number;
  queryP95: number;
  querySortedByValue: number;
  monthAgg: number;
  monthAggMax: number;
  /** CPU ms (median) of the same requests. */
  cpu: {
    firstPage: number;
    pageSwitch: number;
    lastPage: number;
    query: number;
    querySortedByValue: number;
    monthAgg: number;
  };
  /** What one request of each kind did in the database (from the plans of its statements). */
  plans: Record<keyof Figures['cpu'], PlanSummary>;
}

/** Wall and CPU time (ms) of each request: CPU is this process's (server and client share it), which waiting for a core does not inflate. */
interface Timed {
  wall: number[];
  cpu: number[];
}

/** Times `runs` sequential requests after the warm-ups (the first size measured also warms up the JIT). */
async function timed(runs: number, send: (i: number) => Promise<Response>): Promise<Timed> {
  const out: Timed = { wall: [], cpu: [] };
  // Warm-ups get indexes -WARMUP … -1.
  for (let i = -WARMUP; i < runs; i += 1) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const res = await send(i);
    const body = await res.text();
    const ms = performance.now() - t0;
    const c = process.cpuUsage(c0);
    if (!res.ok) throw new Error(`${res.status} ${body.slice(0, 300)}`);
    if (i >= 0) {
      out.wall.push(ms);
      out.cpu.push((c.user + c.system) / 1000);
    }
  }
  return out;
}

async function measure(db: ScaleDb): Promise<Figures> {
  const server = await createServer(
    db.kind === 'pg' ? { databaseUrl: db.databaseUrl } : { dataDir: path.join(db.dataDir, 'pglite') },
  );
  const recorder = statementRecorder(server.db);
  const plans = {} as Figures['plans'];
  /** One more request of a kind, its statements recorded and explained after it. */
  const explain = async (k: keyof Figures['plans'], send: () => Promise<Response>) => {
    recorder.start();
    await (await send()).text();
    plans[k] = await explainRequest(server.db, recorder.stop());
  };
  try {
    const { port } = await server.listen(0, '127.0.0.1');
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'tenant@thingsboard.org', password: 'tenant' }),
    });
    const headers = {
      'x-authorization': `Bearer ${((await login.json()) as { token: string }).token}`,
      'content-type': 'application/json',
    };
    const list = (page: number) =>
      fetch(`${base}/api/tenant/deviceInfos?pageSize=10&page=${page}&sortProperty=createdTime&sortOrder=DESC`, {
        headers,
      });
    const first = await timed(RUNS, () => list(0));
    const switches = await timed(RUNS, (i) => list(1 + Math.max(0, i)));
    const lastPage = Math.floor((db.info.devices + 20) / 10);
    const last = await timed(Math.min(RUNS, 15), () => list(lastPage));
    const query = (sortKey: Record<string, string>, page: number) => ({
      entityFilter: { type: 'entityType', entityType: 'DEVICE' },
      entityFields: ['name', 'type', 'label', 'createdTime'].map((key) => ({ type: 'ENTITY_FIELD', key })),
      latestValues: [
        { type: 'TIME_SERIES', key: 'temperature' },
        { type: 'SERVER_ATTRIBUTE', key: 'active' },
      ],
      pageLink: { pageSize: 20, page, sortOrder: { key: sortKey, direction: 'DESC' } },
    });
    const find = (body: unknown) =>
      fetch(`${base}/api/entitiesQuery/find`, { method: 'POST', headers, body: JSON.stringify(body) });
    const queries = await timed(RUNS, (i) =>
      find(query({ type: 'ENTITY_FIELD', key: 'createdTime' }, Math.max(0, i) % 5)),
    );
    const byValue = await timed(Math.min(RUNS, 15), () => find(query({ type: 'TIME_SERIES', key: 'temperature' }, 0)));
    const interval = Math.ceil(MONTH_MS / 500);
    const aggs = ['AVG', 'MIN', 'MAX', 'SUM', 'COUNT'];
    const history = await timed(Math.min(RUNS, 20), (i) =>
      fetch(
        `${base}/api/plugins/telemetry/DEVICE/${db.info.monthDeviceId}/values/timeseries?keys=temperature&startTs=${MONTH_START}&endTs=${MONTH_START + MONTH_MS}&interval=${interval}&agg=${aggs[(i + WARMUP) % aggs.length]}`,
        { headers },
      ),
    );
    // The answer must really be the month in 500 intervals, not an empty series.
    const sample = (await (
      await fetch(
        `${base}/api/plugins/telemetry/DEVICE/${db.info.monthDeviceId}/values/timeseries?keys=temperature&startTs=${MONTH_START}&endTs=${MONTH_START + MONTH_MS}&interval=${interval}&agg=AVG`,
        { headers },
      )
    ).json()) as Record<string, unknown[]>;
    if (sample['temperature']?.length !== 500)
      throw new Error(`month aggregation returned ${sample['temperature']?.length ?? 0} intervals, not 500`);
    await explain('firstPage', () => list(0));
    await explain('pageSwitch', () => list(2));
    await explain('lastPage', () => list(lastPage));
    await explain('query', () => find(query({ type: 'ENTITY_FIELD', key: 'createdTime' }, 2)));
    await explain('querySortedByValue', () => find(query({ type: 'TIME_SERIES', key: 'temperature' }, 0)));
    await explain('monthAgg', () =>
      fetch(
        `${base}/api/plugins/telemetry/DEVICE/${db.info.monthDeviceId}/values/timeseries?keys=temperature&startTs=${MONTH_START}&endTs=${MONTH_START + MONTH_MS}&interval=${interval}&agg=AVG`,
        { headers },
      ),
    );
    const p = (t: Timed, q: number) => percentile(t.wall, q);
    const c = (t: Timed) => percentile(t.cpu, 50);
    return {
      firstPage: p(first, 50),
      pageSwitch: p(switches, 50),
      lastPage: p(last, 50),
      queryP50: p(queries, 50),
      queryP95: p(queries, 95),
      querySortedByValue: p(byValue, 50),
      monthAgg: p(history, 50),
      monthAggMax: Math.max(...history.wall),
      cpu: {
        firstPage: c(first),
        pageSwitch: c(switches),
        lastPage: c(last),
        query: c(queries),
        querySortedByValue: c(byValue),
        monthAgg: c(history),
      },
      plans,
    };
  } finally {
    await server.close();
  }
}

/** The growth table's rows: CPU time of each request (robust on a shared machine); why it grows comes from the plans. */
const NAMES: Record<keyof Figures['cpu'], string> = {
  firstPage: 'deviceInfos first page',
  pageSwitch: 'deviceInfos page switch',
  lastPage: 'deviceInfos last page',
  query: 'entity data query',
  querySortedByValue: 'query sorted by a latest value',
  monthAgg: 'month → 500 intervals',
};

/**
 * Why a cost grows as it does, from the plans: the rows its statements touched at each size, the growth class of
 * that count over the last size step, and the scans behind it at the largest size.
 */
function why(results: Map<number, Figures>, k: keyof Figures['cpu']): string {
  const plans = [...results.values()].map((f) => f.plans[k]);
  const last = plans.at(-1);
  if (!last) return '';
  const touched = plans.map((p) => p.rowsTouched);
  const sizes = [...results.keys()];
  const step = sizes.length > 1 ? Math.log10((sizes.at(-1) ?? 1) / (sizes.at(-2) ?? 1)) : 0;
  const factor = (touched.at(-1) ?? 0) / Math.max(1, touched.at(-2) ?? 0);
  const klass = step > 0 ? growthClass(factor ** (1 / step)) : '?';
  return (
    `rows touched ${touched.map((n) => n.toLocaleString('en-US')).join(' → ')} (${klass}); ` +
    `${last.statements} statements, ${last.buffers.toLocaleString('en-US')} buffers: ${scanText(last)}`
  );
}

const wallOf = (f: Figures): Figures['cpu'] => ({
  firstPage: f.firstPage,
  pageSwitch: f.pageSwitch,
  lastPage: f.lastPage,
  query: f.queryP50,
  querySortedByValue: f.querySortedByValue,
  monthAgg: f.monthAgg,
});

async function main(): Promise<void> {
  const backends: ('pglite' | 'pg')[] = ['pglite', ...(process.env['DATABASE_URL'] ? (['pg'] as const) : [])];
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'iot-bench-scale-'));
  let ok = true;
  try {
    for (const backend of backends) {
      const results = new Map<number, Figures>();
      for (const n of SIZES) {
        const db =
          backend === 'pg' ? await pgScale(n, process.env['DATABASE_URL'] as string) : await pgliteScale(n, scratch);
        try {
          const f = await measure(db);
          results.set(n, f);
          console.log(
            `${backend} ${n} devices, ${db.info.points} points (month step ${db.info.monthStepMs / 1000} s): ` +
              `first page ${f.firstPage.toFixed(1)} ms, page switch ${f.pageSwitch.toFixed(1)} ms, query p50 ${f.queryP50.toFixed(1)} / p95 ${f.queryP95.toFixed(1)} ms, ` +
              `month aggregation ${f.monthAgg.toFixed(1)} ms (max ${f.monthAggMax.toFixed(1)}); CPU: query ${f.cpu.query.toFixed(1)} ms, month ${f.cpu.monthAgg.toFixed(1)} ms`,
          );
        } finally {
          await db.drop();
        }
      }
      const rows: GrowthRow[] = (Object.keys(NAMES) as (keyof Figures['cpu'])[]).map((k) => ({
        name: NAMES[k],
        why: why(results, k),
        values: new Map([...results].map(([n, f]) => [n, backend === 'pg' ? wallOf(f)[k] : f.cpu[k]])),
      }));
      // PGlite runs in this process, so its CPU time is the whole cost; PostgreSQL's is in other processes: wall time.
      const unit = backend === 'pg' ? 'wall ms, median' : 'CPU ms of the server process, median';
      console.log(
        `\n${backend === 'pg' ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded default)'}: how each cost grows (${unit})`,
      );
      for (const line of growthTable(rows, SIZES)) console.log(`  ${line}`);
      const big = results.get(BUDGET_SIZE);
      if (big) {
        ok = check(`scale-entities-query-100k-p95-ms`, big.queryP95) && ok;
        ok = check(`scale-history-month-500-intervals-median-ms`, big.monthAgg) && ok;
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  if (!ok) process.exitCode = 1;
}

await main();
