/**
 * MQTT ingest is backpressured, so the server's memory stays bounded whatever the load: while storage is stalled, a
 * device that keeps publishing QoS 1 messages without waiting for PUBACKs gets no more than one connection read of
 * them queued in the server (the rest wait in TCP flow control), and once storage resumes every message is stored and
 * acknowledged — nothing is dropped.
 */
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMqttTransport, type MqttTransport } from '../../../demo/server/transport/mqtt.js';
import type { DevicePlane } from '../../../demo/server/transport/device-api.js';
import type { DeviceMessageSink } from '../../../demo/server/telemetry/sink.js';
import { fixture, type Fixture } from '../fixtures.js';

const MESSAGES = 400;
/** Each message is about 1 KiB, so the 400 messages are about 400 KiB. */
const PAYLOAD_KEYS = 64;

let f: Fixture;
let broker: MqttTransport;
let client: MqttClient | null = null;
let release: () => void = () => undefined;
let stalled = 0;

beforeAll(async () => {
  f = await fixture();
  const gate = new Promise<void>((resolve) => (release = resolve));
  const real = f.server.telemetry.sink;
  // The real sink behind a gate: storage "stalls" until the test opens it.
  const sink: DeviceMessageSink = {
    postTelemetry: async (...args) => {
      stalled += 1;
      await gate;
      return real.postTelemetry(...args);
    },
    postAttributes: (...args) => real.postAttributes(...args),
    postRpcRequest: (...args) => real.postRpcRequest(...args),
    postDeviceEvent: (...args) => real.postDeviceEvent(...args),
  };
  const telemetry = Object.create(f.server.telemetry, { sink: { value: sink } }) as DevicePlane['telemetry'];
  const plane: DevicePlane = { ...f.server, telemetry };
  broker = await startMqttTransport(plane, 0, '127.0.0.1');
});
afterAll(async () => {
  release();
  client?.end(true);
  await broker?.close();
  await f?.server.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('queues at most one connection read of publishes while storage stalls, then stores every one of them', async () => {
  client = await mqtt.connectAsync(`mqtt://127.0.0.1:${broker.port}`, {
    protocolVersion: 4,
    username: 'T1_TEST_TOKEN',
    clean: true,
    reconnectPeriod: 0,
  });
  const values = (i: number) =>
    Object.fromEntries(Array.from({ length: PAYLOAD_KEYS }, (_, k) => [`bp${k}`, i * 1000 + k]));
  const payload = (i: number) => JSON.stringify({ ts: 1_700_000_000_000 + i, values: values(i) });
  expect(Buffer.byteLength(payload(MESSAGES))).toBeGreaterThan(900);
  const acks = Array.from({ length: MESSAGES }, (_, i) =>
    client!.publishAsync('v1/devices/me/telemetry', payload(i), { qos: 1 }),
  );
  // Let the client push what TCP takes and the server read what it will.
  let peak = 0;
  for (let i = 0; i < 20; i++) {
    await sleep(100);
    peak = Math.max(peak, broker.queuedPublishes);
  }
  expect(stalled).toBe(1); // one session's publishes are stored in order: the first one holds the rest
  expect(peak).toBeGreaterThan(0);
  // One read is at most 64 KiB: fewer than 100 of these ~1 KiB messages, far from the 400 sent.
  expect(peak).toBeLessThan(100);

  release();
  await Promise.all(acks);
  expect(broker.queuedPublishes).toBe(0);
  const res = await f.req(
    'GET',
    `/api/plugins/telemetry/DEVICE/${await deviceId('Thermostat T1')}/values/timeseries?keys=bp0,bp${PAYLOAD_KEYS - 1}`,
    'ta',
  );
  const latest = JSON.parse(res.body) as Record<string, { ts: number; value: string }[]>;
  expect(latest['bp0']?.[0]).toEqual({ ts: 1_700_000_000_000 + MESSAGES - 1, value: String((MESSAGES - 1) * 1000) });
  const stored = await f.server.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ts_kv t JOIN ts_key k ON k.id = t.key WHERE k.key = 'bp0'`,
  );
  expect(stored.rows[0]?.n).toBe(MESSAGES);
}, 60_000);

async function deviceId(name: string): Promise<string> {
  return (await f.server.db.query<{ id: string }>('SELECT id FROM device WHERE name = $1', [name])).rows[0]?.id ?? '';
}
