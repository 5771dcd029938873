/**
 * Persistent server-side RPC: `"persistent": true` answers `{"rpcId"}` at once, the stored
 * call waits for an offline device and follows QUEUED → SENT/DELIVERED → SUCCESSFUL with the device's response (over
 * MQTT and the HTTP long poll), one-way calls end SUCCESSFUL, non-JSON answers FAILED, unanswered calls TIMEOUT and
 * never-taken calls EXPIRED; calls left open by a previous run are resumed; reads, lists and deletes check the
 * caller's tenant and customer with ThingsBoard's error bodies.
 */
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMqttTransport, type MqttTransport } from '../../../demo/server/transport/mqtt.js';
import { PersistentRpcService } from '../../../demo/server/rpc/persistent.js';
import { insertRpc } from '../../../demo/server/rpc/persistent-repo.js';
import { uuidV1 } from '../../../demo/server/lib/uuid.js';
import { errorOf } from '../helpers.js';
import { fixture, type Fixture, type Page } from '../fixtures.js';
import { connectDevice, until } from '../support/mqtt-client.js';

let f: Fixture;
let broker: MqttTransport;
const ids: Record<string, string> = {};
const clients: MqttClient[] = [];

beforeAll(async () => {
  f = await fixture();
  broker = await startMqttTransport(f.server, 0, '127.0.0.1');
  for (const name of [
    'Test Device A1',
    'Test Device A2',
    'Test Device A3',
    'Test Device B1',
    'Sensor 09',
    'Sensor 10',
    'Sensor 11',
  ]) {
    ids[name] =
      (await f.server.db.query<{ id: string }>('SELECT id FROM device WHERE name = $1', [name])).rows[0]?.id ?? '';
  }
});
afterAll(async () => {
  for (const c of clients) c.end(true);
  await broker?.close();
  await f?.server.close();
});

type Rpc = {
  id: { entityType: string; id: string };
  status: string;
  response: unknown;
  expirationTime: number;
  request: Record<string, unknown>;
  deviceId: { id: string };
  tenantId: { id: string };
};

async function create(
  device: string,
  body: Record<string, unknown>,
  kind: 'twoway' | 'oneway' = 'twoway',
): Promise<string> {
  const res = await f.req('POST', `/api/rpc/${kind}/${ids[device]}`, 'ta', { persistent: true, ...body });
  expect(res.statusCode).toBe(200);
  const answer = JSON.parse(res.body) as { rpcId: string };
  expect(Object.keys(answer)).toEqual(['rpcId']);
  return answer.rpcId;
}

async function read(rpcId: string): Promise<Rpc> {
  return JSON.parse((await f.req('GET', `/api/rpc/persistent/${rpcId}`, 'ta')).body) as Rpc;
}

const statusIs = (rpcId: string, ...statuses: string[]) =>
  until(
    () => read(rpcId),
    (r) => statuses.includes(r.status),
    8000,
  );

/** An MQTT device that answers RPC requests with `answer(method, params)` (raw text), recording what it got. */
async function device(
  token: string,
  answer: ((method: string, params: unknown) => string) | null,
): Promise<{ c: MqttClient; got: string[] }> {
  const c = await connectDevice(broker.port, token, clients);
  const got: string[] = [];
  c.on('message', (topic, payload) => {
    const m = /^v1\/devices\/me\/rpc\/request\/(\d+)$/.exec(topic);
    if (!m) return;
    const req = JSON.parse(payload.toString()) as { method: string; params: unknown };
    got.push(req.method);
    if (answer)
      void c
        .publishAsync(`v1/devices/me/rpc/response/${m[1]}`, answer(req.method, req.params), { qos: 1 })
        .catch(() => {});
  });
  await c.subscribeAsync('v1/devices/me/rpc/request/+', { qos: 1 });
  return { c, got };
}

describe('persistent RPC', () => {
  it('queues a call for an offline device, delivers it when the device subscribes and stores the response', async () => {
    const t0 = Date.now();
    const rpcId = await create('Test Device A1', {
      method: 'setLevel',
      params: { level: 3 },
      timeout: 20_000,
      additionalInfo: { note: 'n1' },
      retries: 2,
    });
    const queued = await read(rpcId);
    expect(queued).toMatchObject({
      id: { entityType: 'RPC', id: rpcId },
      status: 'QUEUED',
      response: null,
      deviceId: { id: ids['Test Device A1'] },
      tenantId: { id: f.tenantId },
      additionalInfo: { note: 'n1' },
      request: {
        id: rpcId,
        oneway: false,
        persisted: true,
        retries: 2,
        body: { method: 'setLevel', params: '{"level":3}' },
        deviceId: { entityType: 'DEVICE', id: ids['Test Device A1'] },
        tenantId: { entityType: 'TENANT', id: f.tenantId },
      },
    });
    expect(queued.expirationTime).toBeGreaterThanOrEqual(t0 + 20_000);
    expect(queued.expirationTime).toBe(queued.request['expirationTime']);
    const d = await device('A1_TEST_TOKEN', (method, params) =>
      JSON.stringify({ method, applied: (params as { level: number }).level }),
    );
    const done = await statusIs(rpcId, 'SUCCESSFUL');
    expect(done.status).toBe('SUCCESSFUL');
    expect(done.response).toEqual({ method: 'setLevel', applied: 3 });
    expect(d.got).toEqual(['setLevel']);
  });

  it('passes through DELIVERED while the device has not answered; a one-way call ends SUCCESSFUL; a non-JSON answer FAILED', async () => {
    let release: (text: string) => void = () => {};
    let released = false;
    const c = await connectDevice(broker.port, 'A2_TEST_TOKEN', clients);
    c.on('message', (topic) => {
      const m = /^v1\/devices\/me\/rpc\/request\/(\d+)$/.exec(topic);
      if (!m) return;
      release = (text) => void c.publishAsync(`v1/devices/me/rpc/response/${m[1]}`, text, { qos: 1 });
      released = true;
    });
    await c.subscribeAsync('v1/devices/me/rpc/request/+', { qos: 1 });
    const slow = await create('Test Device A2', { method: 'slow', params: {}, timeout: 20_000 });
    expect((await statusIs(slow, 'DELIVERED')).status).toBe('DELIVERED');
    // DELIVERED is stored once the broker wrote the request; under load the client may not have read it yet.
    await until(
      async () => released,
      (r) => r,
      8000,
    );
    release('not json');
    const failed = await statusIs(slow, 'FAILED');
    expect(failed.status).toBe('FAILED');
    expect(failed.response).toEqual({ error: 'Failed to parse response' });
    const oneway = await create('Test Device A2', { method: 'blink', params: { times: 2 } }, 'oneway');
    expect((await statusIs(oneway, 'SUCCESSFUL')).response).toBeNull();
  });

  it('reaches devices polling the HTTP device API', async () => {
    const rpcId = await create('Sensor 11', { method: 'httpCall', params: { a: 1 }, timeout: 20_000 });
    const poll = await f.server.app.inject({ method: 'GET', url: '/api/v1/SENSOR_11_TOKEN/rpc?timeout=5000' });
    expect(poll.statusCode).toBe(200);
    const req = JSON.parse(poll.body) as { id: number; method: string };
    expect(req.method).toBe('httpCall');
    expect((await statusIs(rpcId, 'DELIVERED')).status).toBe('DELIVERED');
    await f.server.app.inject({
      method: 'POST',
      url: `/api/v1/SENSOR_11_TOKEN/rpc/${req.id}`,
      payload: '{"done": true}',
      headers: { 'content-type': 'application/json' },
    });
    expect((await statusIs(rpcId, 'SUCCESSFUL')).response).toEqual({ done: true });
  });

  it('marks calls EXPIRED when no device took them and TIMEOUT when the device got them but never answered', async () => {
    const expired = await create('Sensor 09', { method: 'never', params: {}, timeout: 5000 });
    await device('SENSOR_10_TOKEN', null);
    const silent = await create('Sensor 10', { method: 'ignored', params: {}, timeout: 5000 });
    expect((await statusIs(silent, 'DELIVERED')).status).toBe('DELIVERED');
    expect((await statusIs(expired, 'EXPIRED')).status).toBe('EXPIRED');
    expect((await statusIs(silent, 'TIMEOUT')).status).toBe('TIMEOUT');
    // A final status never changes again.
    expect((await read(expired)).status).toBe('EXPIRED');
  }, 20_000);
});

describe('persistent RPC: restarts, lists and access', () => {
  it('resumes calls a previous run left QUEUED', async () => {
    const id = uuidV1();
    await insertRpc(f.server.db, {
      id,
      createdTime: Date.now(),
      tenantId: f.tenantId,
      deviceId: ids['Test Device A3'] ?? '',
      oneway: false,
      expirationTime: Date.now() + 20_000,
      method: 'resumed',
      params: { x: 1 },
      retries: null,
      additionalInfo: null,
    });
    const service = new PersistentRpcService(f.server.db, (call, options) =>
      f.server.ruleEngine.sendRpcToDevice(call, options),
    );
    expect(await service.resume()).toBeGreaterThanOrEqual(1);
    await device('A3_TEST_TOKEN', (method, params) => JSON.stringify({ method, params }));
    expect((await statusIs(id, 'SUCCESSFUL')).response).toEqual({ method: 'resumed', params: { x: 1 } });
    await service.stop();
  });

  it("lists a device's calls by status with a page link; rpcStatus is required", async () => {
    const list = await f.req(
      'GET',
      `/api/rpc/persistent/device/${ids['Test Device A2']}?pageSize=10&page=0&rpcStatus=SUCCESSFUL&sortProperty=createdTime&sortOrder=DESC`,
      'ta',
    );
    expect(list.statusCode).toBe(200);
    const page = JSON.parse(list.body) as Page<Rpc>;
    expect(page.totalElements).toBe(1);
    expect(page.data.map((r) => (r.request['body'] as { method: string }).method)).toEqual(['blink']);
    expect(page.hasNext).toBe(false);
    const missing = await f.req('GET', `/api/rpc/persistent/device/${ids['Test Device A2']}?pageSize=10&page=0`, 'ta');
    expect([missing.statusCode, missing.body]).toEqual([400, '']);
    expect(
      (
        await f.req(
          'GET',
          `/api/rpc/persistent/device/${ids['Test Device A2']}?pageSize=10&page=0&rpcStatus=DONE`,
          'ta',
        )
      ).statusCode,
    ).toBe(400);
    expect(
      errorOf(
        await f.req(
          'GET',
          `/api/rpc/persistent/device/${ids['Test Device A2']}?pageSize=10&page=0&rpcStatus=QUEUED`,
          'tb',
        ),
      ),
    ).toMatchObject({ http: 403, errorCode: 20 });
  });

  it('keeps tenants and customers apart with ThingsBoard error bodies; only the tenant admin deletes', async () => {
    const a1 = await create('Test Device A1', { method: 'isolated', params: {}, timeout: 20_000 });
    const b1 = await create('Test Device B1', { method: 'customerB', params: {}, timeout: 20_000 });
    expect(errorOf(await f.req('GET', `/api/rpc/persistent/${a1}`, 'tb'))).toEqual({
      http: 403,
      status: 403,
      errorCode: 20,
      message: "You don't have permission to perform this operation!",
    });
    expect((await f.req('GET', `/api/rpc/persistent/${a1}`, 'cu')).statusCode).toBe(200);
    expect(errorOf(await f.req('GET', `/api/rpc/persistent/${b1}`, 'cu'))).toMatchObject({ http: 403, errorCode: 20 });
    expect(errorOf(await f.req('GET', '/api/rpc/persistent/not-a-uuid', 'ta'))).toEqual({
      http: 400,
      status: 400,
      errorCode: 31,
      message: 'Invalid UUID string: not-a-uuid',
    });
    expect(errorOf(await f.req('GET', `/api/rpc/persistent/${uuidV1()}`, 'ta'))).toEqual({
      http: 404,
      status: 404,
      errorCode: 32,
      message: "Requested item wasn't found!",
    });
    expect((await f.req('GET', `/api/rpc/persistent/${a1}`, 'sa')).statusCode).toBe(403);
    // Tenant B cannot create one on tenant A's device either (plain-text RPC error).
    const foreign = await f.req('POST', `/api/rpc/twoway/${ids['Test Device A1']}`, 'tb', {
      method: 'x',
      persistent: true,
    });
    expect(foreign.statusCode).toBe(403);
    expect(await f.server.db.query("SELECT 1 FROM rpc WHERE request->'body'->>'method' = 'x'")).toMatchObject({
      rows: [],
    });
    expect(errorOf(await f.req('DELETE', `/api/rpc/persistent/${a1}`, 'cu'))).toMatchObject({
      http: 403,
      errorCode: 20,
    });
    expect(errorOf(await f.req('DELETE', `/api/rpc/persistent/${a1}`, 'tb'))).toMatchObject({
      http: 403,
      errorCode: 20,
    });
    expect((await f.req('DELETE', `/api/rpc/persistent/${a1}`, 'ta')).statusCode).toBe(200);
    expect((await f.req('GET', `/api/rpc/persistent/${a1}`, 'ta')).statusCode).toBe(404);
  });
});
