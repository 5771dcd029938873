#!/usr/bin/env node
// Server memory under sustained load: the built server (dist/server/main.mjs, PGlite on a fresh data dir) takes
// 20 000 telemetry points/s over MQTT (20 devices, each 10 messages/s of 10 rows × 10 keys, QoS 1) while 200
// WebSocket clients each follow one device's latest values, for MEMORY_BENCH_SECONDS (default 600). Its resident set
// size (/proc/<pid>/status VmRSS) is sampled every 5 s; target: growth ≤ 10 % from the first minute to the end (the
// median of the last three samples against the sample at 60 s). Prints a line per minute, the achieved ingest and
// fan-out rates, and the verdict. Usage: node tests/bench/memory-server.mjs   (needs `npm run build`)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mqtt from 'mqtt';
import WebSocket from 'ws';
import { startServer, stopServer } from './bench-support.mjs';
import { api } from './scale/console-page.mjs';

// IOT_BENCH_SMOKE=1: smoke size, proof that the bench still runs end to end; its targets are not checked.
const SMOKE = process.env.IOT_BENCH_SMOKE === '1';
const SECONDS = Number(process.env.MEMORY_BENCH_SECONDS ?? (SMOKE ? 15 : 600));
const POINTS_PER_S = Number(process.env.MEMORY_BENCH_RATE ?? (SMOKE ? 2_000 : 20_000));
const SUBSCRIBERS = Number(process.env.MEMORY_BENCH_SUBSCRIBERS ?? (SMOKE ? 20 : 200));
const DEVICES = 20;
const MESSAGES_PER_S = 10;
const ROWS = 10;
const KEYS = Math.max(1, Math.round(POINTS_PER_S / DEVICES / MESSAGES_PER_S / ROWS));
const TARGET_GROWTH = 0.1;
const BASELINE_S = 60;

const rssOf = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
const mib = (b) => `${(b / 2 ** 20).toFixed(0)} MiB`;

async function devices(url, token) {
  const page = await api(
    url,
    token,
    'GET',
    `/api/tenant/deviceInfos?pageSize=100&page=0&sortProperty=name&sortOrder=ASC`,
  );
  const plain = page.data.filter((d) => d.additionalInfo?.gateway !== true).slice(0, DEVICES);
  if (plain.length < DEVICES) throw new Error(`only ${plain.length} demo devices`);
  return Promise.all(
    plain.map(async (d) => ({
      id: d.id.id,
      token: (await api(url, token, 'GET', `/api/device/${d.id.id}/credentials`)).credentialsId,
    })),
  );
}

function connectMqtt(port, token) {
  return new Promise((resolve, reject) => {
    const c = mqtt.connect(`mqtt://127.0.0.1:${port}`, {
      protocolVersion: 4,
      username: token,
      clean: true,
      reconnectPeriod: 0,
    });
    c.once('connect', () => resolve(c));
    c.once('error', reject);
  });
}

function subscribe(url, token, deviceId, counter) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/api/ws/plugins/telemetry?token=${token}`);
    ws.once('error', reject);
    ws.once('open', () => {
      ws.send(
        JSON.stringify({
          tsSubCmds: [{ entityType: 'DEVICE', entityId: deviceId, scope: 'LATEST_TELEMETRY', cmdId: 1 }],
          historyCmds: [],
          attrSubCmds: [],
        }),
      );
      resolve(ws);
    });
    ws.on('message', () => counter.messages++);
  });
}

/** Each device publishes MESSAGES_PER_S messages a second, on a fixed cadence (a slow server lowers the achieved rate). */
function publishLoop(client, d, stats, until) {
  let m = 0;
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      if (Date.now() >= until) {
        clearInterval(timer);
        resolve();
        return;
      }
      const base = Date.now() * 1000 + (m++ % 1000);
      const rows = Array.from({ length: ROWS }, (_, r) => ({
        ts: Math.floor(base / 1000) - ROWS + r,
        values: Object.fromEntries(Array.from({ length: KEYS }, (_, k) => [`mem${k}`, (m + k + r) % 1000])),
      }));
      stats.sent += ROWS * KEYS;
      stats.inFlight++;
      client
        .publishAsync('v1/devices/me/telemetry', JSON.stringify(rows), { qos: 1 })
        .then(
          () => (stats.acked += ROWS * KEYS),
          () => stats.failed++,
        )
        .finally(() => stats.inFlight--);
    }, 1000 / MESSAGES_PER_S);
    timer.unref?.();
  });
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'iot-bench-memory-'));
const server = await startServer(dataDir);
const clients = [];
const sockets = [];
const samples = [];
const stats = { sent: 0, acked: 0, failed: 0, inFlight: 0 };
const fanout = { messages: 0 };
try {
  const session = await api(server.url, null, 'POST', '/api/auth/login', {
    username: 'tenant@thingsboard.org',
    password: 'tenant',
  });
  const devs = await devices(server.url, session.token);
  for (const d of devs) clients.push(await connectMqtt(server.mqttPort, d.token));
  for (let i = 0; i < SUBSCRIBERS; i++)
    sockets.push(await subscribe(server.url, session.token, devs[i % devs.length].id, fanout));
  const t0 = Date.now();
  const until = t0 + SECONDS * 1000;
  const sampler = setInterval(() => {
    const t = (Date.now() - t0) / 1000;
    samples.push({ t, rss: rssOf(server.child.pid) });
    if (Math.round(t) % 60 < 5 && t >= 55)
      console.log(
        `  ${t.toFixed(0).padStart(4)} s: RSS ${mib(samples.at(-1).rss)}, ${(stats.acked / t).toFixed(0)} points/s stored, ${(fanout.messages / t).toFixed(0)} WebSocket updates/s`,
      );
  }, 5000);
  samples.push({ t: 0, rss: rssOf(server.child.pid) });
  await Promise.all(clients.map((c, i) => publishLoop(c, devs[i], stats, until)));
  for (let wait = 0; stats.inFlight > 0 && wait < 100; wait++) await new Promise((r) => setTimeout(r, 100));
  clearInterval(sampler);
  samples.push({ t: (Date.now() - t0) / 1000, rss: rssOf(server.child.pid) });
} finally {
  for (const c of clients) c.end(true);
  for (const s of sockets) s.close();
  await stopServer(server.child);
  rmSync(dataDir, { recursive: true, force: true });
}

const elapsed = samples.at(-1).t;
const base = samples.reduce(
  (best, s) => (Math.abs(s.t - BASELINE_S) < Math.abs(best.t - BASELINE_S) ? s : best),
  samples[0],
);
const last =
  samples
    .slice(-3)
    .map((s) => s.rss)
    .sort((a, b) => a - b)[1] ?? samples.at(-1).rss;
const growth = (last - base.rss) / base.rss;
const peak = Math.max(...samples.map((s) => s.rss));
console.log(
  `server memory, ${elapsed.toFixed(0)} s at ${POINTS_PER_S} points/s offered (${DEVICES} devices × ${MESSAGES_PER_S} msg/s × ${ROWS * KEYS} points) with ${SUBSCRIBERS} WebSocket subscribers:`,
);
console.log(
  `  ingest ${(stats.acked / elapsed).toFixed(0)} points/s acknowledged (${stats.sent} sent, ${stats.failed} failed), fan-out ${(fanout.messages / elapsed).toFixed(0)} updates/s`,
);
console.log(
  `  RSS at start ${mib(samples[0].rss)}, at ${base.t.toFixed(0)} s ${mib(base.rss)}, at the end ${mib(last)}, peak ${mib(peak)}: growth ${(growth * 100).toFixed(1)} % after the first minute`,
);
const ok = elapsed < BASELINE_S * 2 || growth <= TARGET_GROWTH;
console.log(
  `  target ≤ ${TARGET_GROWTH * 100} % ${elapsed < BASELINE_S * 2 ? '(run too short to judge: not checked)' : ok ? 'PASS' : 'MISSED'}`,
);
process.exit(ok ? 0 : 1);
