/**
 * Load benchmark (`npm run bench -- load`): the embedded server as `npm start` runs it (a child process of the
 * bundled dist entry, fresh seeded database), loaded by 50 keep-alive clients for LOAD_SECONDS — half device list
 * pages, half latest-telemetry reads — then the same clients against a bare Fastify route in its own process (what
 * Node and Fastify cost on this machine at that moment), then 200 WebSocket subscribers on 10 devices while the
 * devices post over the HTTP device API: the update latency from post to each subscriber. Prints requests/s and
 * p50/p95/p99 per row and checks the targets (REST p95 ≤ 100 ms, WebSocket update p95 ≤ 50 ms; enforced only when
 * the machine is not overloaded, as the other server benches). The clients run in worker threads, apart from the
 * bench's own thread. `IOT_BENCH_DATABASE_URL` runs the server on that PostgreSQL database instead of PGlite,
 * `IOT_BENCH_WORKERS` (with it) as that many worker processes (the server's `IOT_WORKERS`, `auto` = one per core),
 * `IOT_BENCH_SECONDS` / `IOT_BENCH_CLIENTS` change the load. Smoke size (IOT_BENCH_SMOKE=1): 5 clients for 2 s, 20
 * subscribers on 5 devices; the targets are not checked then, every request and update must still arrive.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';
import { budgetMode, figure, size } from './bench-env.mjs';
import { prepareDataDir } from '../config/seeded-data-dir.mjs';
import { startBuiltServer, stopProcess as stop, untilReadyLine } from '../config/start-built-server.mjs';

const CLIENTS = Number(process.env['IOT_BENCH_CLIENTS'] ?? size(50, 5));
const LOAD_SECONDS = Number(process.env['IOT_BENCH_SECONDS'] ?? size(20, 2));
const WARMUP_SECONDS = size(3, 1);
const SUBSCRIBERS = size(200, 20);
const WS_DEVICES = size(10, 5);
const WS_POSTS = size(100, 20);
const REST_P95_TARGET_MS = 100;
const WS_P95_TARGET_MS = 50;

interface LoadJob {
  kind: 'rest';
  base: string;
  paths: string[];
  headers: Record<string, string>;
  clients: number;
  seconds: number;
  warmup: number;
}
interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  times: number[];
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Worker side: `clients` loops, each sending the next path as soon as the previous answer arrived. */
async function runLoad(job: LoadJob): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.clients });
  const get = (p: string) =>
    new Promise<number>((resolve, reject) => {
      const req = http.get(job.base + p, { agent, headers: job.headers }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
    });
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const start = Date.now();
  const measureFrom = start + job.warmup * 1000;
  const end = measureFrom + job.seconds * 1000;
  const loop = async () => {
    while (Date.now() < end) {
      const p = job.paths[next++ % job.paths.length] ?? '/';
      const t0 = performance.now();
      const status = await get(p);
      const ms = performance.now() - t0;
      if (Date.now() < measureFrom) continue;
      if (status !== 200) errors += 1;
      times.push(ms);
    }
  };
  await Promise.all(Array.from({ length: job.clients }, loop));
  agent.destroy();
  return { requests: times.length, errors, seconds: job.seconds, times };
}

function inWorker(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const w = new Worker(new URL(import.meta.url), { workerData: job });
    w.once('message', (r: LoadResult) => resolve(r));
    w.once('error', reject);
  });
}

async function json<T>(base: string, p: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(base + p, init);
  if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}
const row = (name: string, r: LoadResult): Row => {
  const s = [...r.times].sort((a, b) => a - b);
  return { name, rps: r.requests / r.seconds, p50: pct(s, 50), p95: pct(s, 95), p99: pct(s, 99), errors: r.errors };
};

/** 200 subscribers on 10 devices; each device posts WS_POSTS / 10 times; latency = receipt − post time. */
async function wsLatency(base: string, token: string, devices: { id: string; token: string }[]): Promise<number[]> {
  const wsUrl = `${base.replace('http', 'ws')}/api/ws/plugins/telemetry?token=${token}`;
  const latencies: number[] = [];
  const sockets: WebSocket[] = [];
  let subscribed = 0;
  const timeout = setTimeout(
    () => console.error(`WebSocket: only ${subscribed} of ${SUBSCRIBERS} subscribed after 30 s`),
    30_000,
  );
  await Promise.all(
    Array.from(
      { length: SUBSCRIBERS },
      (_, i) =>
        new Promise<void>((resolve, reject) => {
          const ws = new WebSocket(wsUrl);
          sockets.push(ws);
          const device = devices[i % devices.length];
          ws.on('open', () =>
            ws.send(
              JSON.stringify({
                tsSubCmds: [
                  {
                    entityType: 'DEVICE',
                    entityId: device?.id,
                    scope: 'LATEST_TELEMETRY',
                    cmdId: 1,
                    keys: 'benchSentAt',
                  },
                ],
              }),
            ),
          );
          let first = true;
          ws.on('message', (data) => {
            const now = performance.timeOrigin + performance.now();
            if (first) {
              // The subscription's first answer (the current value, or none yet): this subscriber is ready.
              first = false;
              subscribed += 1;
              resolve();
              return;
            }
            const m = JSON.parse(String(data)) as { data?: Record<string, [number, string][]> };
            const point = m.data?.['benchSentAt']?.[0];
            if (point && Number(point[1]) > 0) latencies.push(now - Number(point[1]));
          });
          ws.on('error', reject);
        }),
    ),
  );
  clearTimeout(timeout);
  for (let i = 0; i < WS_POSTS; i++) {
    const d = devices[i % devices.length];
    const sentAt = performance.timeOrigin + performance.now();
    await fetch(`${base}/api/v1/${d?.token}/telemetry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ benchSentAt: sentAt }),
    });
    await new Promise((r) => setTimeout(r, 20));
  }
  await new Promise((r) => setTimeout(r, 1000));
  for (const s of sockets) s.close();
  return latencies.sort((a, b) => a - b);
}

/** The server as `npm start` runs it: the bundled entry in a child process on a fresh data directory. */
async function startBenchServer(): Promise<{ server: ChildProcess; base: string; dataDir: string; mode: string }> {
  const root = process.cwd();
  const { buildServer } = (await import(path.join(root, 'demo/scripts/build-server.mjs'))) as {
    buildServer: (o: { outfile: string }) => Promise<string>;
  };
  // IOT_BENCH_SERVER_ENTRY: another build of the server (e.g. of the main branch) to compare in the same window.
  const entry =
    process.env['IOT_BENCH_SERVER_ENTRY'] ||
    (await buildServer({ outfile: path.join(root, '.tmp/bench/load-server/main.mjs') }));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'iot-load-'));
  const databaseUrl = process.env['IOT_BENCH_DATABASE_URL'];
  // Within npm test, the run's seeded data dir (made by the same sources) instead of a first start; not for
  // another build of the server, whose database may differ.
  if (!databaseUrl && !process.env['IOT_BENCH_SERVER_ENTRY']) await prepareDataDir(dataDir);
  const workers = databaseUrl ? process.env['IOT_BENCH_WORKERS'] : undefined;
  const env = {
    HOST: '127.0.0.1',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(workers ? { IOT_WORKERS: workers } : {}),
  };
  const { child: server, port } = await startBuiltServer({ entry, dataDir, env, timeoutMs: 120_000 });
  const mode = databaseUrl ? `PostgreSQL${workers ? `, IOT_WORKERS=${workers}` : ', one process'}` : 'embedded PGlite';
  return { server, base: `http://127.0.0.1:${port}`, dataDir, mode };
}

/** The tenant administrator's token and the header that carries it. */
async function signIn(base: string): Promise<{ token: string; headers: Record<string, string> }> {
  const { token } = await json<{ token: string }>(base, '/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'tenant@thingsboard.org', password: 'tenant' }),
  });
  return { token, headers: { 'x-authorization': `Bearer ${token}` } };
}

/** The clients on the server: device list pages and latest-telemetry reads of its first 20 devices. */
async function loadServer(base: string, headers: Record<string, string>): Promise<{ rest: Row; ids: string[] }> {
  const page = await json<{ data: { id: { id: string } }[] }>(base, '/api/tenant/deviceInfos?pageSize=50&page=0', {
    headers,
  });
  const ids = page.data.map((d) => d.id.id);
  const paths = ids
    .slice(0, 20)
    .flatMap((id, i) => [
      `/api/tenant/deviceInfos?pageSize=10&page=${i % 3}&sortProperty=createdTime&sortOrder=DESC`,
      `/api/plugins/telemetry/DEVICE/${id}/values/timeseries?keys=temperature,humidity`,
    ]);
  const rest = row(
    `server: device lists + telemetry reads`,
    await inWorker({
      kind: 'rest',
      base,
      paths,
      headers,
      clients: CLIENTS,
      seconds: LOAD_SECONDS,
      warmup: WARMUP_SECONDS,
    }),
  );
  return { rest, ids };
}

/** Subscribers on the first WS_DEVICES devices while those devices post: the update latencies. */
async function subscriberLatency(
  base: string,
  token: string,
  headers: Record<string, string>,
  ids: string[],
): Promise<number[]> {
  const devices = await Promise.all(
    ids.slice(0, WS_DEVICES).map(async (id) => ({
      id,
      token: (await json<{ credentialsId: string }>(base, `/api/device/${id}/credentials`, { headers })).credentialsId,
    })),
  );
  return wsLatency(base, token, devices);
}

/** The same clients against a bare Fastify route in its own process: what Node and Fastify cost here and now. */
async function loadBareRoute(): Promise<Row> {
  const bareSrc =
    "import Fastify from 'fastify'; const app = Fastify(); const page = { data: Array.from({ length: 10 }, (_, i) => ({ id: { entityType: 'DEVICE', id: 'id-' + i }, name: 'Device ' + i })), totalPages: 1, totalElements: 10, hasNext: false }; app.get('/bare', async () => page); await app.listen({ port: 0, host: '127.0.0.1' }); console.log('bare on ' + app.server.address().port);";
  const bareProc = spawn(process.execPath, ['--input-type=module', '-e', bareSrc], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const { match } = await untilReadyLine(bareProc, { ready: /bare on (\d+)/, what: 'bare Fastify route' });
  const barePort = Number(match[1]);
  const bare = row(
    'bare Fastify route (same clients)',
    await inWorker({
      kind: 'rest',
      base: `http://127.0.0.1:${barePort}`,
      paths: ['/bare'],
      headers: {},
      clients: CLIENTS,
      seconds: LOAD_SECONDS,
      warmup: WARMUP_SECONDS,
    }),
  );
  await stop(bareProc);
  return bare;
}

/** Prints the rows and the WebSocket latency, records the figures, checks the targets (exit code 1 on failure). */
function report(mode: string, rest: Row, bare: Row, ws: number[]): void {
  const { smoke, enforce, load, cores } = budgetMode();
  const f = (v: number) => v.toFixed(1).padStart(7);
  console.log(
    `\nLoad benchmark (${mode}): ${CLIENTS} keep-alive clients × ${LOAD_SECONDS} s; load ${load.toFixed(1)} on ${cores} cores`,
  );
  console.log(`${'row'.padEnd(44)}   req/s  p50 ms  p95 ms  p99 ms  errors`);
  for (const r of [rest, bare])
    console.log(`${r.name.padEnd(44)} ${f(r.rps)} ${f(r.p50)} ${f(r.p95)} ${f(r.p99)} ${String(r.errors).padStart(7)}`);
  console.log(`server / bare requests/s: ${(rest.rps / bare.rps).toFixed(3)}`);
  const wsP95 = pct(ws, 95);
  console.log(
    `WebSocket: ${SUBSCRIBERS} subscribers on ${WS_DEVICES} devices, ${ws.length} updates: p50 ${f(pct(ws, 50))} ms  p95 ${f(wsP95)} ms  p99 ${f(pct(ws, 99))} ms`,
  );
  figure('server requests/s', rest.rps, 'req/s');
  figure('server REST p95', rest.p95, 'ms', REST_P95_TARGET_MS);
  figure('bare Fastify requests/s', bare.rps, 'req/s');
  figure('server / bare requests/s', rest.rps / bare.rps, 'ratio');
  figure('WebSocket update p95', wsP95, 'ms', WS_P95_TARGET_MS);
  const checks: [string, boolean][] = [
    [`REST p95 ≤ ${REST_P95_TARGET_MS} ms`, rest.p95 <= REST_P95_TARGET_MS],
    [`WebSocket update p95 ≤ ${WS_P95_TARGET_MS} ms`, wsP95 <= WS_P95_TARGET_MS],
    [
      'no failed requests, every update delivered',
      rest.errors === 0 && ws.length >= (SUBSCRIBERS / WS_DEVICES) * WS_POSTS * 0.99,
    ],
  ];
  let failed = false;
  for (const [name, ok] of checks) {
    const why = smoke ? 'smoke size, not checked' : 'not enforced: machine overloaded';
    console.log(`${name}: ${ok ? 'ok' : enforce ? 'FAIL' : `over (${why})`}`);
    if (!ok && (enforce || name.startsWith('no failed'))) failed = true;
  }
  if (failed) process.exitCode = 1;
}

async function main(): Promise<void> {
  const { server, base, dataDir, mode } = await startBenchServer();
  try {
    const { token, headers } = await signIn(base);
    const { rest, ids } = await loadServer(base, headers);
    const ws = await subscriberLatency(base, token, headers, ids);
    await stop(server);
    const bare = await loadBareRoute();
    report(mode, rest, bare, ws);
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (isMainThread) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
} else {
  runLoad(workerData as LoadJob).then((r) => parentPort?.postMessage(r));
}
