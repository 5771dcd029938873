/**
 * MQTT device transport with the `mqtt` npm client used exactly as a device / tb_device_mqtt
 * does: MQTT 3.1.1, username = access token, empty client id, array payloads, attribute requests, shared-attribute
 * pushes (no echo of the device's own publish), server-side RPC round trip, bad input that keeps the session alive.
 */
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMqttTransport, type MqttTransport } from '../../../demo/server/transport/mqtt.js';
import { fixture, type Fixture } from '../fixtures.js';

let f: Fixture;
let broker: MqttTransport;
const ids: Record<string, string> = {};
const clients: MqttClient[] = [];

beforeAll(async () => {
  f = await fixture();
  broker = await startMqttTransport(f.server, 0, '127.0.0.1');
  for (const [k, name] of [
    ['T1', 'Thermostat T1'],
    ['T2', 'Thermostat T2'],
  ] as const) {
    ids[k] =
      (await f.server.db.query<{ id: string }>('SELECT id FROM device WHERE name = $1', [name])).rows[0]?.id ?? '';
  }
});
afterAll(async () => {
  for (const c of clients) c.end(true);
  await broker?.close();
  await f?.server.close();
});

function connect(token: string): Promise<MqttClient> {
  return new Promise((resolve, reject) => {
    const c = mqtt.connect(`mqtt://127.0.0.1:${broker.port}`, {
      protocolVersion: 4,
      username: token,
      clientId: '',
      clean: true,
      keepalive: 120,
      reconnectPeriod: 0,
    });
    clients.push(c);
    c.once('connect', () => resolve(c));
    c.on('error', reject);
  });
}

/** Waits for the next message on a topic (exact match). */
function nextMessage(c: MqttClient, topic: string, timeoutMs = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no message on ${topic}`)), timeoutMs);
    const on = (t: string, payload: Buffer) => {
      if (t !== topic) return;
      clearTimeout(timer);
      c.off('message', on);
      resolve(payload.toString());
    };
    c.on('message', on);
  });
}

async function latest(id: string | undefined, keys: string): Promise<Record<string, { ts: number; value: unknown }[]>> {
  const res = await f.req(
    'GET',
    `/api/plugins/telemetry/DEVICE/${id}/values/timeseries?keys=${keys}&useStrictDataTypes=true`,
    'ta',
  );
  return JSON.parse(res.body) as Record<string, { ts: number; value: unknown }[]>;
}

describe('MQTT transport', () => {
  it('refuses a bad token with CONNACK 5 and accepts an empty client id', async () => {
    const err = await connect('NO_SUCH_TOKEN').catch((e: { code?: number }) => e);
    expect((err as { code?: number }).code).toBe(5);
    const c = await connect('T1_TEST_TOKEN');
    expect(c.connected).toBe(true);
  });

  it('stores telemetry (object, {ts,values}, arrays) after PUBACK and survives bad payloads', async () => {
    const c = await connect('T1_TEST_TOKEN');
    await c.publishAsync('v1/devices/me/telemetry', '[{"mqTemp": 21.5, "mqCount": 3}]', { qos: 1 });
    await c.publishAsync(
      'v1/devices/me/telemetry',
      '[{"ts": 1000, "values": {"mqArr": 1}}, {"ts": 2000, "values": {"mqArr": 2}}]',
      { qos: 1 },
    );
    await c.publishAsync('v1/devices/me/telemetry', '{"mqObj": "on"}', { qos: 1 });
    const l = await latest(ids['T1'], 'mqTemp,mqCount,mqArr,mqObj');
    expect(l['mqTemp']?.[0]?.value).toBe(21.5);
    expect(l['mqCount']?.[0]?.value).toBe(3);
    expect(l['mqArr']?.[0]).toEqual({ ts: 2000, value: 2 });
    expect(l['mqObj']?.[0]?.value).toBe('on');
    for (const bad of [
      '{nope',
      '"text"',
      `${'['.repeat(1000)}${']'.repeat(1000)}`,
      JSON.stringify({ big: 'x'.repeat(1024 * 1024) }).slice(0, -2),
      '{"ts": "x", "values": {}}',
    ]) {
      await c.publishAsync('v1/devices/me/telemetry', bad, { qos: 1 });
    }
    expect(c.connected).toBe(true);
    await c.publishAsync('v1/devices/me/telemetry', '{"mqAlive": 1}', { qos: 1 });
    expect((await latest(ids['T1'], 'mqAlive'))['mqAlive']?.[0]?.value).toBe(1);
  });

  it('grants the SDK subscriptions (0x80 for others), answers attribute requests with the echoed id, pushes shared attributes but never echoes own publishes', async () => {
    const c = await connect('T1_TEST_TOKEN');
    const granted = await c.subscribeAsync(
      [
        'v1/devices/me/attributes',
        'v1/devices/me/attributes/response/+',
        'v1/devices/me/rpc/request/+',
        'v1/devices/me/rpc/response/+',
      ],
      { qos: 1 },
    );
    expect(granted.map((g) => g.qos)).toEqual([1, 1, 1, 1]);
    const refused = (await c
      .subscribeAsync('other/topic', { qos: 1 })
      .catch((e: { packet?: { granted?: number[] } }) => e)) as { packet?: { granted?: number[] } };
    expect(refused.packet?.granted).toEqual([128]);
    expect(c.connected).toBe(true);
    const seen: string[] = [];
    c.on('message', (t, p) => seen.push(`${t} ${p.toString()}`));
    await c.publishAsync('v1/devices/me/attributes', '{"fwVersion": "v2", "rated": 3}', { qos: 1 });
    // Listen before saving: the push may reach the device before the REST answer reaches the test.
    const pushed = nextMessage(c, 'v1/devices/me/attributes').catch(() => '');
    expect(
      (await f.req('POST', `/api/plugins/telemetry/DEVICE/${ids['T1']}/SHARED_SCOPE`, 'ta', { setpoint: 22.5 }))
        .statusCode,
    ).toBe(200);
    const push = await pushed;
    expect(JSON.parse(push || 'null')).toEqual({ setpoint: 22.5 });
    const answer = nextMessage(c, 'v1/devices/me/attributes/response/17');
    await c.publishAsync(
      'v1/devices/me/attributes/request/17',
      '{"clientKeys": "fwVersion,rated", "sharedKeys": "setpoint"}',
      { qos: 1 },
    );
    expect(JSON.parse(await answer)).toEqual({ client: { fwVersion: 'v2', rated: 3 }, shared: { setpoint: 22.5 } });
    expect(seen.filter((m) => m.includes('fwVersion') && m.startsWith('v1/devices/me/attributes '))).toEqual([]);
    // Another device's session sees none of this.
    const other = await connect('T2_TEST_TOKEN');
    const otherSeen: string[] = [];
    await other.subscribeAsync('v1/devices/me/attributes', { qos: 1 });
    other.on('message', (t) => otherSeen.push(t));
    const pushedAgain = nextMessage(c, 'v1/devices/me/attributes');
    await f.req('POST', `/api/plugins/telemetry/DEVICE/${ids['T1']}/SHARED_SCOPE`, 'ta', { setpoint: 23.5 });
    await pushedAgain;
    expect(otherSeen).toEqual([]);
  });

  serverRpcRoundTripTests();
});

function serverRpcRoundTripTests(): void {
  it('round-trips a server-side RPC from REST to the device and back', async () => {
    const c = await connect('T2_TEST_TOKEN');
    await c.subscribeAsync('v1/devices/me/rpc/request/+', { qos: 1 });
    c.on('message', (topic, payload) => {
      const m = /^v1\/devices\/me\/rpc\/request\/(\d+)$/.exec(topic);
      if (!m) return;
      const req = JSON.parse(payload.toString()) as { method: string; params: { value: number } };
      void c
        .publishAsync(
          `v1/devices/me/rpc/response/${m[1]}`,
          JSON.stringify({ method: req.method, applied: req.params.value }),
          { qos: 1 },
        )
        .catch(() => {});
    });
    const res = await f.req('POST', `/api/rpc/twoway/${ids['T2']}`, 'ta', {
      method: 'setSetpoint',
      params: { value: 24 },
    });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ method: 'setSetpoint', applied: 24 });
    c.end(true);
    await new Promise((r) => setTimeout(r, 200));
    // Session closed: no active connection (v1 409).
    expect(
      (await f.req('POST', `/api/plugins/rpc/oneway/${ids['T2']}`, 'ta', { method: 'x', params: {} })).statusCode,
    ).toBe(409);
  });
}

describe('device state', () => {
  const serverAttrs = async (id: string | undefined) => {
    const res = await f.req('GET', `/api/plugins/telemetry/DEVICE/${id}/values/attributes/SERVER_SCOPE`, 'ta');
    return Object.fromEntries((JSON.parse(res.body) as { key: string; value: unknown }[]).map((a) => [a.key, a.value]));
  };

  it('keeps active, lastConnectTime, lastActivityTime, lastDisconnectTime and inactivityAlarmTime as server attributes', async () => {
    const id = (await f.server.db.query<{ id: string }>("SELECT id FROM device WHERE name = 'Sensor 21'")).rows[0]?.id;
    const t0 = Date.now();
    const c = await connect('SENSOR_21_TOKEN');
    await c.publishAsync('v1/devices/me/telemetry', '{"t": 1}', { qos: 1 });
    let a = await serverAttrs(id);
    expect(a['active']).toBe(true);
    expect(a['lastConnectTime']).toBeGreaterThanOrEqual(t0);
    expect(a['lastActivityTime']).toBeGreaterThanOrEqual(a['lastConnectTime'] as number);
    await c.endAsync();
    const until = Date.now() + 3000;
    while (!(await serverAttrs(id))['lastDisconnectTime'] && Date.now() < until)
      await new Promise((r) => setTimeout(r, 50));
    a = await serverAttrs(id);
    expect(a['lastDisconnectTime']).toBeGreaterThanOrEqual(a['lastConnectTime'] as number);
    expect(a['active']).toBe(true);
    // Past the default inactivity timeout (600 s) the periodic check turns the device inactive.
    const later = Date.now() + 600_001;
    await f.server.telemetry.deviceState.check(later);
    a = await serverAttrs(id);
    expect(a['active']).toBe(false);
    expect(a['inactivityAlarmTime']).toBe(later);
    // Any activity makes it active again (over HTTP: `{}` telemetry, as tb_device_http's connect()).
    const res = await f.server.app.inject({
      method: 'POST',
      url: '/api/v1/SENSOR_21_TOKEN/telemetry',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect((await serverAttrs(id))['active']).toBe(true);
  });
});
