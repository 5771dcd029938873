/**
 * Gateway API over MQTT with the `mqtt` npm client used exactly as a gateway
 * does: sub-devices created on first mention (type, customer, lastConnectedGateway, `Created` relation), telemetry and
 * attributes stored per sub-device, attribute requests, shared-attribute pushes as `{"device","data"}`, server-side
 * RPC round trips on `v1/gateway/rpc`, connect/disconnect state, bad payloads that keep the session, and devices
 * without the gateway flag that cannot use the gateway topics.
 */
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMqttTransport, type MqttTransport } from '../../../demo/server/transport/mqtt.js';
import { fixture, type Fixture, type Id, type Page } from '../fixtures.js';
import { connectDevice, nextJson, until } from '../support/mqtt-client.js';

let f: Fixture;
let broker: MqttTransport;
let gatewayId = '';
const clients: MqttClient[] = [];

beforeAll(async () => {
  f = await fixture();
  broker = await startMqttTransport(f.server, 0, '127.0.0.1');
  const gw = await f.req('POST', '/api/device?accessToken=GW_TEST_TOKEN', 'ta', {
    name: 'Test Gateway',
    type: 'gateway',
    additionalInfo: { gateway: true },
  });
  gatewayId = (JSON.parse(gw.body) as { id: Id }).id.id;
  expect((await f.req('POST', `/api/customer/${f.customerA}/device/${gatewayId}`, 'ta')).statusCode).toBe(200);
});
afterAll(async () => {
  for (const c of clients) c.end(true);
  await broker?.close();
  await f?.server.close();
});

const connect = (token: string) => connectDevice(broker.port, token, clients);

type Device = { id: Id; name: string; type: string; customerId: Id; additionalInfo: Record<string, unknown> | null };

async function deviceNamed(name: string): Promise<Device | null> {
  const res = await f.req('GET', `/api/tenant/devices?pageSize=10&page=0&textSearch=${encodeURIComponent(name)}`, 'ta');
  return (JSON.parse(res.body) as Page<Device>).data.find((d) => d.name === name) ?? null;
}

async function latest(id: string, keys: string): Promise<Record<string, { ts: number; value: unknown }[]>> {
  const res = await f.req(
    'GET',
    `/api/plugins/telemetry/DEVICE/${id}/values/timeseries?keys=${keys}&useStrictDataTypes=true`,
    'ta',
  );
  return JSON.parse(res.body) as Record<string, { ts: number; value: unknown }[]>;
}

async function attrs(id: string, scope: string): Promise<Record<string, unknown>> {
  const res = await f.req('GET', `/api/plugins/telemetry/DEVICE/${id}/values/attributes/${scope}`, 'ta');
  return Object.fromEntries((JSON.parse(res.body) as { key: string; value: unknown }[]).map((a) => [a.key, a.value]));
}

describe('gateway API', () => {
  it('creates a sub-device on connect: type → profile, gateway customer, lastConnectedGateway, Created relation, active', async () => {
    const gw = await connect('GW_TEST_TOKEN');
    const t0 = Date.now();
    await gw.publishAsync('v1/gateway/connect', JSON.stringify({ device: 'GW Meter 1', type: 'gw-meter' }), { qos: 1 });
    const d = await deviceNamed('GW Meter 1');
    expect(d?.type).toBe('gw-meter');
    expect(d?.customerId.id).toBe(f.customerA);
    expect(d?.additionalInfo?.['lastConnectedGateway']).toBe(gatewayId);
    const profiles = JSON.parse(
      (await f.req('GET', '/api/deviceProfileInfos?pageSize=50&page=0&textSearch=gw-meter', 'ta')).body,
    ) as Page<{ name: string }>;
    expect(profiles.data.map((p) => p.name)).toEqual(['gw-meter']);
    const rel = await f.req(
      'GET',
      `/api/relation?fromId=${gatewayId}&fromType=DEVICE&relationType=Created&relationTypeGroup=COMMON&toId=${d?.id.id}&toType=DEVICE`,
      'ta',
    );
    expect(rel.statusCode).toBe(200);
    const state = await until(
      () => attrs(d?.id.id ?? '', 'SERVER_SCOPE'),
      (a) => a['active'] === true,
    );
    expect(state['lastConnectTime']).toBeGreaterThanOrEqual(t0);
    // The customer user sees it (it belongs to the gateway's customer).
    expect((await f.req('GET', `/api/device/${d?.id.id}`, 'cu')).statusCode).toBe(200);
    // No type: "default".
    await gw.publishAsync('v1/gateway/connect', JSON.stringify({ device: 'GW Plain' }), { qos: 1 });
    expect((await deviceNamed('GW Plain'))?.type).toBe('default');
    // Messages are handled in arrival order: a connect with a type wins over data sent right behind it.
    await Promise.all([
      gw.publishAsync('v1/gateway/connect', JSON.stringify({ device: 'GW Ordered', type: 'gw-ordered' }), { qos: 1 }),
      gw.publishAsync('v1/gateway/attributes', JSON.stringify({ 'GW Ordered': { a: 1 } }), { qos: 1 }),
      gw.publishAsync('v1/gateway/telemetry', JSON.stringify({ 'GW Ordered': [{ b: 2 }] }), { qos: 1 }),
    ]);
    expect((await deviceNamed('GW Ordered'))?.type).toBe('gw-ordered');
  });

  it('stores telemetry ({ts,values} arrays and plain objects) and client attributes per sub-device, creating unknown ones', async () => {
    const gw = await connect('GW_TEST_TOKEN');
    await gw.publishAsync(
      'v1/gateway/telemetry',
      JSON.stringify({
        'GW Meter 1': [
          { ts: 1000, values: { power: 5 } },
          { ts: 2000, values: { power: 7.5 } },
        ],
        'GW Meter 2': [{ power: 3 }],
        'GW Meter 3': { power: 11, state: 'on' },
      }),
      { qos: 1 },
    );
    await gw.publishAsync(
      'v1/gateway/attributes',
      JSON.stringify({ 'GW Meter 1': { fw: 'v2.1', slot: 4 }, 'GW Meter 2': { fw: 'v1.0' } }),
      { qos: 1 },
    );
    const m1 = await deviceNamed('GW Meter 1');
    const m2 = await deviceNamed('GW Meter 2');
    const m3 = await deviceNamed('GW Meter 3');
    expect((await latest(m1?.id.id ?? '', 'power'))['power']?.[0]).toEqual({ ts: 2000, value: 7.5 });
    expect((await latest(m2?.id.id ?? '', 'power'))['power']?.[0]?.value).toBe(3);
    const l3 = await latest(m3?.id.id ?? '', 'power,state');
    expect([l3['power']?.[0]?.value, l3['state']?.[0]?.value]).toEqual([11, 'on']);
    expect(m3?.type).toBe('default');
    expect(await attrs(m1?.id.id ?? '', 'CLIENT_SCOPE')).toMatchObject({ fw: 'v2.1', slot: 4 });
    expect(await attrs(m2?.id.id ?? '', 'CLIENT_SCOPE')).toMatchObject({ fw: 'v1.0' });
    // Nothing was stored on the gateway itself.
    expect(await latest(gatewayId, 'power')).toEqual({});
  });

  attributeRequestAndPushTests();
});

function attributeRequestAndPushTests(): void {
  it('answers attribute requests on v1/gateway/attributes/response (value / values)', async () => {
    const gw = await connect('GW_TEST_TOKEN');
    await gw.subscribeAsync('v1/gateway/attributes/response', { qos: 1 });
    const m1 = await deviceNamed('GW Meter 1');
    await f.req('POST', `/api/plugins/telemetry/DEVICE/${m1?.id.id}/SHARED_SCOPE`, 'ta', { limit: 40, mode: 'eco' });
    const one = nextJson(gw, 'v1/gateway/attributes/response', (v) => v['id'] === 1);
    await gw.publishAsync(
      'v1/gateway/attributes/request',
      JSON.stringify({ id: 1, device: 'GW Meter 1', client: false, key: 'limit' }),
      { qos: 1 },
    );
    expect(await one).toEqual({ id: 1, device: 'GW Meter 1', value: 40 });
    const many = nextJson(gw, 'v1/gateway/attributes/response', (v) => v['id'] === 2);
    await gw.publishAsync(
      'v1/gateway/attributes/request',
      JSON.stringify({ id: 2, device: 'GW Meter 1', client: true, keys: ['fw', 'slot'] }),
      { qos: 1 },
    );
    expect(await many).toEqual({ id: 2, device: 'GW Meter 1', values: { fw: 'v2.1', slot: 4 } });
  });

  it('pushes shared-attribute changes of connected sub-devices as {"device","data"}', async () => {
    const gw = await connect('GW_TEST_TOKEN');
    await gw.subscribeAsync('v1/gateway/attributes', { qos: 1 });
    await gw.publishAsync('v1/gateway/connect', JSON.stringify({ device: 'GW Meter 2' }), { qos: 1 });
    const m2 = await deviceNamed('GW Meter 2');
    const push = nextJson(gw, 'v1/gateway/attributes');
    expect(
      (await f.req('POST', `/api/plugins/telemetry/DEVICE/${m2?.id.id}/SHARED_SCOPE`, 'ta', { setpoint: 21.5 }))
        .statusCode,
    ).toBe(200);
    expect(await push).toEqual({ device: 'GW Meter 2', data: { setpoint: 21.5 } });
    // A device this session never mentioned is not pushed.
    const m3 = await deviceNamed('GW Meter 3');
    const none = nextJson(gw, 'v1/gateway/attributes', () => true, 600).catch(() => null);
    await f.req('POST', `/api/plugins/telemetry/DEVICE/${m3?.id.id}/SHARED_SCOPE`, 'ta', { setpoint: 19 });
    expect(await none).toBeNull();
  });
}

describe('gateway API: RPC, malformed payloads and non-gateway devices', () => {
  it('round-trips a server-side RPC to a sub-device through v1/gateway/rpc; disconnect ends it and records the time', async () => {
    const gw = await connect('GW_TEST_TOKEN');
    await gw.subscribeAsync('v1/gateway/rpc', { qos: 1 });
    await gw.publishAsync('v1/gateway/connect', JSON.stringify({ device: 'GW Meter 1' }), { qos: 1 });
    const seen: unknown[] = [];
    gw.on('message', (topic, payload) => {
      if (topic !== 'v1/gateway/rpc') return;
      const msg = JSON.parse(payload.toString()) as {
        device: string;
        data: { id: number; method: string; params: { v: number } };
      };
      seen.push(msg);
      void gw
        .publishAsync(
          'v1/gateway/rpc',
          JSON.stringify({ device: msg.device, id: msg.data.id, data: { ok: true, doubled: msg.data.params.v * 2 } }),
          { qos: 1 },
        )
        .catch(() => {});
    });
    const m1 = await deviceNamed('GW Meter 1');
    const res = await f.req('POST', `/api/rpc/twoway/${m1?.id.id}`, 'ta', { method: 'double', params: { v: 21 } });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ ok: true, doubled: 42 });
    expect(seen).toEqual([
      { device: 'GW Meter 1', data: { id: expect.any(Number) as number, method: 'double', params: { v: 21 } } },
    ]);
    await gw.publishAsync('v1/gateway/disconnect', JSON.stringify({ device: 'GW Meter 1' }), { qos: 1 });
    const a = await until(
      () => attrs(m1?.id.id ?? '', 'SERVER_SCOPE'),
      (x) => typeof x['lastDisconnectTime'] === 'number',
    );
    expect(a['lastDisconnectTime']).toBeGreaterThanOrEqual(a['lastConnectTime'] as number);
    expect(
      (await f.req('POST', `/api/plugins/rpc/oneway/${m1?.id.id}`, 'ta', { method: 'x', params: {} })).statusCode,
    ).toBe(409);
  });

  it('drops malformed gateway payloads without closing the session; the gateway session end disconnects its sub-devices', async () => {
    const gw = await connect('GW_TEST_TOKEN');
    for (const [topic, bad] of [
      ['v1/gateway/telemetry', '{nope'],
      ['v1/gateway/telemetry', '[1,2]'],
      ['v1/gateway/telemetry', '{"GW Meter 2": "text"}'],
      ['v1/gateway/attributes', '{"GW Meter 2": [1]}'],
      ['v1/gateway/connect', '{"type": "x"}'],
      ['v1/gateway/connect', '"x"'],
      ['v1/gateway/rpc', '{"device": "GW Meter 2"}'],
      ['v1/gateway/attributes/request', '{"id": 5}'],
      ['v1/gateway/disconnect', '{}'],
    ] as const) {
      await gw.publishAsync(topic, bad, { qos: 1 });
    }
    expect(gw.connected).toBe(true);
    await gw.publishAsync('v1/gateway/telemetry', JSON.stringify({ 'GW Meter 2': [{ alive: 1 }] }), { qos: 1 });
    const m2 = await deviceNamed('GW Meter 2');
    expect((await latest(m2?.id.id ?? '', 'alive'))['alive']?.[0]?.value).toBe(1);
    const before = (await attrs(m2?.id.id ?? '', 'SERVER_SCOPE'))['lastDisconnectTime'] as number | undefined;
    const ended = Date.now();
    await gw.endAsync();
    const after = await until(
      () => attrs(m2?.id.id ?? '', 'SERVER_SCOPE'),
      (x) => (x['lastDisconnectTime'] as number) >= ended,
    );
    expect(after['lastDisconnectTime']).not.toBe(before);
    expect(after['lastDisconnectTime']).toBeGreaterThanOrEqual(ended);
  });

  it('ignores gateway topics from a device without the gateway flag (acknowledged, nothing created or stored)', async () => {
    const c = await connect('T1_TEST_TOKEN');
    await c.publishAsync('v1/gateway/connect', JSON.stringify({ device: 'Not A Sub' }), { qos: 1 });
    await c.publishAsync('v1/gateway/telemetry', JSON.stringify({ 'Not A Sub 2': [{ x: 1 }] }), { qos: 1 });
    await c.publishAsync('v1/gateway/attributes', JSON.stringify({ 'Thermostat T2': { hijacked: true } }), { qos: 1 });
    expect(c.connected).toBe(true);
    expect(await deviceNamed('Not A Sub')).toBeNull();
    expect(await deviceNamed('Not A Sub 2')).toBeNull();
    const t2 = await deviceNamed('Thermostat T2');
    expect(await attrs(t2?.id.id ?? '', 'CLIENT_SCOPE')).not.toHaveProperty('hijacked');
    // It may subscribe (TB grants the filters) but never receives another device's RPC there.
    await c.subscribeAsync('v1/gateway/rpc', { qos: 1 });
    const none = nextJson(c, 'v1/gateway/rpc', () => true, 600).catch(() => null);
    expect(
      (await f.req('POST', `/api/plugins/rpc/oneway/${t2?.id.id}`, 'ta', { method: 'x', params: {} })).statusCode,
    ).toBe(409);
    expect(await none).toBeNull();
  });
});
