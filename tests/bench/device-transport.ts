/**
 * Device transport benchmark, on an in-process server (PGlite in memory, the rule engine in the path):
 * - MQTT ingest: 20 demo devices publish `v1/devices/me/telemetry` (QoS 1, 5 `{ts, values}` of 10 keys = 50 points per
 *   message) as fast as acknowledged for a fixed time; the rate is the points found stored in `ts_kv` divided by the
 *   time until the last one was stored. Target ≥ 20 000 points/s, checked as ms per 1000 points (≤ 50).
 * - Publish → WebSocket latency: one socket subscribed (v1 `tsSubCmds`) to 100 keys of a device; 200 sequential
 *   publishes of those 100 keys; time from the publish to the update carrying its value. Target p95 ≤ 50 ms.
 * The benchmark clients share the server's process (and event loop), so both figures are conservative.
 * `npm run bench -- --only=device-transport`. Smoke size (IOT_BENCH_SMOKE=1): 5 devices for 2 s, 20 samples.
 */
import mqtt, { type MqttClient } from 'mqtt';
import WebSocket from 'ws';
import { startMqttTransport } from '../../demo/server/transport/mqtt.js';
import { figure, size } from './bench-env.mjs';
import { check, percentile } from './report.js';
import { startServer } from '../server/helpers.js';

const DEVICES = size(20, 5);
const SECONDS = Number(process.env['IOT_BENCH_SECONDS'] ?? size(10, 2));
const ROWS = 5;
const KEYS = 10;
const SAMPLES = size(200, 20);
const WS_KEYS = 100;

function connect(port: number, token: string): Promise<MqttClient> {
  return new Promise((resolve, reject) => {
    const c = mqtt.connect(`mqtt://127.0.0.1:${port}`, {
      protocolVersion: 4,
      username: token,
      clientId: '',
      clean: true,
      reconnectPeriod: 0,
    });
    c.once('connect', () => resolve(c));
    c.once('error', reject);
  });
}

// A clone of the migrated, seeded template the server tests cache (setup only: nothing measured depends on it).
const server = await startServer();
const broker = await startMqttTransport(server, 0, '127.0.0.1');
const { port } = await server.listen(0, '127.0.0.1');
const clients: MqttClient[] = [];
try {
  const { rows } = await server.db.query<{ id: string; token: string }>(
    `SELECT d.id, c.credentials_id AS token FROM device d JOIN tenant t ON t.id = d.tenant_id
     JOIN device_credentials c ON c.device_id = d.id AND c.credentials_type = 'ACCESS_TOKEN'
     WHERE t.title = 'Tenant' AND NOT coalesce((d.additional_info::jsonb ->> 'gateway')::boolean, false) ORDER BY d.name LIMIT $1`,
    [DEVICES],
  );
  for (const r of rows) clients.push(await connect(broker.port, r.token));
  const ids = rows.map((r) => r.id);
  const countStored = async () =>
    Number(
      (
        await server.db.query<{ n: string }>(
          'SELECT count(*) AS n FROM ts_kv WHERE entity_id = ANY($1::uuid[]) AND ts >= 1000000000 AND ts < 2000000000',
          [ids],
        )
      ).rows[0]?.n ?? 0,
    );

  // MQTT ingest.
  let sent = 0;
  const t0 = performance.now();
  const until = t0 + SECONDS * 1000;
  await Promise.all(
    clients.map(async (c, d) => {
      for (let m = 0; performance.now() < until; m++) {
        const base = 1_000_000_000 + d * 10_000_000 + m * ROWS;
        const payload = Array.from({ length: ROWS }, (_, r) => ({
          ts: base + r,
          values: Object.fromEntries(Array.from({ length: KEYS }, (_, k) => [`bench${k}`, m + k + r / 10])),
        }));
        await c.publishAsync('v1/devices/me/telemetry', JSON.stringify(payload), { qos: 1 });
        sent += ROWS * KEYS;
      }
    }),
  );
  let stored = await countStored();
  while (stored < sent && performance.now() - t0 < (SECONDS + 60) * 1000) {
    await new Promise((r) => setTimeout(r, 50));
    stored = await countStored();
  }
  const seconds = (performance.now() - t0) / 1000;
  const rate = stored / seconds;
  console.log(
    `MQTT ingest: ${stored} of ${sent} points stored in ${seconds.toFixed(1)} s = ${figure('MQTT ingest', rate, 'points/s').toFixed(0)} points/s (${DEVICES} devices, ${ROWS * KEYS} points per message, QoS 1)`,
  );
  let ok = stored === sent;
  if (!ok) console.log(`FAIL ${sent - stored} acknowledged points were not stored`);
  ok = check('mqtt-ingest-ms-per-1000-points', 1_000_000 / rate) && ok;

  // Publish → WebSocket latency.
  const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'tenant@thingsboard.org', password: 'tenant' }),
  });
  const { token } = (await login.json()) as { token: string };
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/ws/plugins/telemetry?token=${token}`);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const keys = Array.from({ length: WS_KEYS }, (_, k) => `lat${k}`);
  const waiters = new Map<string, () => void>();
  ws.on('message', (raw) => {
    const data = (JSON.parse(String(raw)) as { data?: Record<string, [number, string][]> }).data;
    const v = data?.['lat0']?.[0]?.[1];
    if (v !== undefined) waiters.get(String(v))?.();
  });
  ws.send(
    JSON.stringify({
      tsSubCmds: [
        { entityType: 'DEVICE', entityId: ids[0], scope: 'LATEST_TELEMETRY', cmdId: 1, keys: keys.join(',') },
      ],
      historyCmds: [],
      attrSubCmds: [],
    }),
  );
  await new Promise((r) => setTimeout(r, 500));
  const latencies: number[] = [];
  const client = clients[0] as MqttClient;
  for (let i = 1; i <= SAMPLES; i++) {
    const value = 100_000 + i;
    const got = new Promise<void>((resolve) => waiters.set(String(value), resolve));
    const start = performance.now();
    await client.publishAsync(
      'v1/devices/me/telemetry',
      JSON.stringify(Object.fromEntries(keys.map((k) => [k, value]))),
      { qos: 1 },
    );
    await Promise.race([got, new Promise((r) => setTimeout(r, 5000))]);
    latencies.push(performance.now() - start);
    waiters.delete(String(value));
  }
  ws.close();
  console.log(
    `publish → WebSocket update, ${WS_KEYS} keys: p50 ${figure('publish → WebSocket p50', percentile(latencies, 50), 'ms').toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms (${SAMPLES} samples)`,
  );
  ok = check('mqtt-publish-to-ws-p95-ms', percentile(latencies, 95)) && ok;
  if (!ok) process.exitCode = 1;
} finally {
  for (const c of clients) c.end(true);
  await broker.close();
  await server.close();
}
