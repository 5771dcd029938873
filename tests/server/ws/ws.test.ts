/**
 * Telemetry WebSocket: token checks on the upgrade, plugin name, malformed frames, v1 ts/attribute
 * subscriptions and history, v2 entity data (latest, ts, history), alarm data and entity count subscriptions with
 * updates driven by REST writes, unsubscribes, many subscriptions on one socket and the per-session limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IotServer } from '../../../demo/server/app.js';
import { CUSTOMER, TENANT, TEST_KEY_B64, auth, login, mint, startServer } from '../helpers.js';
import { WsClient, sleep, type Msg } from '../ws-client.js';

let server: IotServer;
let base = '';
let ta = '';
let cu = '';
const ids: Record<string, string> = {};
const clients: WsClient[] = [];

async function open(token: string): Promise<WsClient> {
  const c = await WsClient.open(`${base}/api/ws/plugins/telemetry?token=${token}`);
  clients.push(c);
  return c;
}
async function rest(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, token = ta) {
  const res = await server.app.inject({
    method,
    url,
    headers: auth(token),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.body ? (JSON.parse(res.body) as unknown) : null;
}
const postTs = (id: string | undefined, body: unknown) =>
  rest('POST', `/api/plugins/telemetry/DEVICE/${id}/timeseries/ANY`, body);
const bySub = (id: number) => (m: Msg) => m['subscriptionId'] === id;
const byCmd = (id: number) => (m: Msg) => m['cmdId'] === id;

beforeAll(async () => {
  server = await startServer({
    jwtSigningKey: TEST_KEY_B64,
    telemetry: { wsDynamicRefreshMs: 200, wsMaxSubscriptionsPerSession: 20 },
  });
  const { port } = await server.listen(0, '127.0.0.1');
  base = `ws://127.0.0.1:${port}`;
  ta = (await login(server, TENANT)).token;
  cu = (await login(server, CUSTOMER)).token;
  for (const k of ['A1', 'A2', 'B1'])
    ids[k] =
      (await server.db.query<{ id: string }>(`SELECT id FROM device WHERE name = 'Test Device ${k}'`)).rows[0]?.id ??
      '';
});
afterAll(async () => {
  for (const c of clients) c.close();
  await server?.close();
});

describe('connection', () => {
  it('refuses the upgrade with TB 401 bodies for missing, bad and expired tokens', async () => {
    const none = await WsClient.open(`${base}/api/ws/plugins/telemetry`).catch(
      (e: { status: number; body: string }) => e,
    );
    expect((none as { status: number }).status).toBe(401);
    expect(JSON.parse((none as { body: string }).body)).toMatchObject({ status: 401, errorCode: 10 });
    const bad = await WsClient.open(`${base}/api/ws/plugins/telemetry?token=garbage`).catch(
      (e: { status: number }) => e,
    );
    expect((bad as { status: number }).status).toBe(401);
    const claims = JSON.parse(Buffer.from(ta.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
    const expired = await mint({ ...claims, exp: undefined, iat: undefined, iss: undefined }, -60);
    const res = await WsClient.open(`${base}/api/ws/plugins/telemetry?token=${expired}`).catch(
      (e: { status: number; body: string }) => e,
    );
    expect((res as { status: number }).status).toBe(401);
    expect(JSON.parse((res as { body: string }).body)).toMatchObject({
      status: 401,
      errorCode: 11,
      message: 'Token has expired',
    });
  });

  it('closes other plugins with 1007 and answers unparsable frames', async () => {
    const other = await WsClient.open(`${base}/api/ws/plugins/rpc?token=${ta}`);
    expect(await other.whenClosed()).toEqual({ code: 1007, reason: "Can't find plugin with specified token!" });
    const c = await open(ta);
    c.ws.send('{nope');
    expect(await c.next(bySub(0))).toEqual({
      subscriptionId: 0,
      errorCode: 2,
      errorMsg: 'Failed to parse websocket command!',
      data: null,
      latestValues: {},
    });
  });
});

describe('v1 commands', () => {
  it('tsSubCmds: snapshot, pushed updates from REST writes, unsubscribe', async () => {
    await postTs(ids['A1'], { ts: 1000, values: { temperature: 20.5 } });
    const c = await open(ta);
    c.send({
      tsSubCmds: [
        {
          cmdId: 1,
          entityType: 'DEVICE',
          entityId: ids['A1'],
          keys: 'temperature',
          scope: 'LATEST_TELEMETRY',
          unsubscribe: false,
        },
      ],
    });
    const snap = await c.next(bySub(1));
    expect(snap).toEqual({
      subscriptionId: 1,
      errorCode: 0,
      errorMsg: null,
      data: { temperature: [[1000, '20.5']] },
      latestValues: { temperature: 1000 },
    });
    const n = c.messages.length;
    await postTs(ids['A1'], { ts: 2000, values: { temperature: 21.25, other: 1 } });
    expect(await c.next(bySub(1), 5000, n)).toMatchObject({
      data: { temperature: [[2000, '21.25']] },
      latestValues: { temperature: 2000 },
    });
    c.send({
      tsSubCmds: [{ cmdId: 1, entityType: 'DEVICE', entityId: ids['A1'], keys: 'temperature', unsubscribe: true }],
    });
    await sleep(100);
    const after = c.messages.length;
    await postTs(ids['A1'], { ts: 3000, values: { temperature: 22 } });
    await sleep(300);
    expect(c.messages.length).toBe(after);
  });

  it('tsSubCmds with a time window send history first; historyCmds answer once; errors use TB texts', async () => {
    const c = await open(ta);
    c.send({
      tsSubCmds: [
        {
          cmdId: 2,
          entityType: 'DEVICE',
          entityId: ids['A1'],
          keys: 'temperature',
          startTs: 0,
          timeWindow: 2500,
          interval: 1000,
          limit: 10,
          agg: 'NONE',
        },
      ],
    });
    expect((await c.next(bySub(2)))['data']).toEqual({
      temperature: [
        [2000, '21.25'],
        [1000, '20.5'],
      ],
    });
    c.send({
      historyCmds: [
        {
          cmdId: 3,
          entityType: 'DEVICE',
          entityId: ids['A1'],
          keys: 'temperature',
          startTs: 0,
          endTs: 4000,
          interval: 4000,
          limit: 100,
          agg: 'MAX',
        },
      ],
    });
    expect((await c.next(bySub(3)))['data']).toEqual({ temperature: [[2000, '22.0']] });
    c.send({ historyCmds: [{ cmdId: 4, entityType: 'DEVICE', entityId: ids['A1'], keys: '', startTs: 0, endTs: 1 }] });
    expect(await c.next(bySub(4))).toMatchObject({ errorCode: 2, errorMsg: 'Keys are empty!' });
    c.send({ tsSubCmds: [{ cmdId: 5, entityType: 'DEVICE', entityId: '', keys: 'a' }] });
    expect(await c.next(bySub(5))).toMatchObject({ errorCode: 2, errorMsg: 'Device id is empty!' });
    const customer = await open(cu);
    customer.send({ tsSubCmds: [{ cmdId: 6, entityType: 'DEVICE', entityId: ids['B1'], keys: 'temperature' }] });
    expect(await customer.next(bySub(6))).toEqual({
      subscriptionId: 6,
      errorCode: 1,
      errorMsg: 'Failed to fetch data!',
      data: null,
      latestValues: {},
    });
  });

  attrSubCmdTests();
});

function attrSubCmdTests(): void {
  it('attrSubCmds follow one scope (or all), including deletes', async () => {
    const c = await open(ta);
    c.send({
      attrSubCmds: [
        { cmdId: 7, entityType: 'DEVICE', entityId: ids['A2'], keys: '', scope: 'SHARED_SCOPE' },
        { cmdId: 8, entityType: 'DEVICE', entityId: ids['A2'] },
      ],
    });
    expect((await c.next(bySub(7)))['data']).toEqual({});
    await c.next(bySub(8));
    const n = c.messages.length;
    await rest('POST', `/api/plugins/telemetry/DEVICE/${ids['A2']}/SHARED_SCOPE`, { mode: 'eco' });
    const shared = await c.next(bySub(7), 5000, n);
    expect(shared['data']).toEqual({ mode: [[expect.any(Number), 'eco']] });
    expect(await c.next(bySub(8), 5000, n)).toMatchObject({ data: { mode: [[expect.any(Number), 'eco']] } });
    const m = c.messages.length;
    await rest('POST', `/api/plugins/telemetry/DEVICE/${ids['A2']}/SERVER_SCOPE`, { level: 3 });
    await c.next(bySub(8), 5000, m);
    expect(c.messages.slice(m).some(bySub(7))).toBe(false);
    await rest('DELETE', `/api/plugins/telemetry/DEVICE/${ids['A2']}/SHARED_SCOPE?keys=mode`);
    expect((await c.next((x) => bySub(7)(x) && JSON.stringify(x['data']).includes('null'), 5000, m))['data']).toEqual({
      mode: [[0, null]],
    });
  });
}

describe('public (dashboard) users', () => {
  it('read and subscribe to telemetry of public-customer devices, and may not write', async () => {
    const { rows } = await server.db.query<{ id: string; public_id: string }>(
      "SELECT d.id, d.customer_id AS public_id FROM device d JOIN customer c ON c.id = d.customer_id WHERE c.title = 'Public' LIMIT 1",
    );
    const dev = rows[0];
    expect(dev).toBeDefined();
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login/public',
      payload: { publicId: dev?.public_id },
    });
    const pu = (JSON.parse(res.body) as { token: string }).token;
    const url = `/api/plugins/telemetry/DEVICE/${dev?.id}`;
    await rest('POST', `${url}/timeseries/ANY`, { ts: 5000, values: { level: 7 } });
    expect(await rest('GET', `${url}/values/timeseries?keys=level`, undefined, pu)).toEqual({
      level: [{ ts: 5000, value: '7' }],
    });
    expect(await rest('GET', `${url}/values/attributes`, undefined, pu)).toEqual(expect.any(Array));
    const write = await server.app.inject({
      method: 'POST',
      url: `${url}/timeseries/ANY`,
      headers: auth(pu),
      payload: { level: 8 },
    });
    expect(write.statusCode).toBe(403);
    const attr = await server.app.inject({
      method: 'POST',
      url: `${url}/SERVER_SCOPE`,
      headers: auth(pu),
      payload: { a: 1 },
    });
    expect(attr.statusCode).toBe(403);
    const c = await open(pu);
    c.send({ tsSubCmds: [{ cmdId: 40, entityType: 'DEVICE', entityId: dev?.id, keys: 'level' }] });
    expect(await c.next(bySub(40))).toMatchObject({ errorCode: 0, data: { level: [[5000, '7']] } });
    const n = c.messages.length;
    await rest('POST', `${url}/timeseries/ANY`, { ts: 6000, values: { level: 9 } });
    expect(await c.next(bySub(40), 5000, n)).toMatchObject({ data: { level: [[6000, '9']] } });
    c.send({ tsSubCmds: [{ cmdId: 41, entityType: 'DEVICE', entityId: ids['A1'], keys: 'temperature' }] });
    expect(await c.next(bySub(41))).toMatchObject({ errorCode: 1, errorMsg: 'Failed to fetch data!' });
  });
});

// An entity data query over a list of devices by id, shared by the v2 command tests.
const query = (list: (string | undefined)[], dynamic = false) => ({
  entityFilter: { type: 'entityList', entityType: 'DEVICE', entityList: list },
  pageLink: { pageSize: 10, page: 0, dynamic },
  entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }],
  latestValues: [],
});

describe('v2 commands', () => {
  it('entityDataCmds: query + latestCmd send data, then updates of latest values; unsubscribe stops them', async () => {
    const c = await open(ta);
    c.send({
      entityDataCmds: [
        {
          cmdId: 10,
          query: query([ids['A1'], ids['A2']]),
          latestCmd: {
            keys: [
              { type: 'TIME_SERIES', key: 'temperature' },
              { type: 'SERVER_ATTRIBUTE', key: 'level' },
            ],
          },
        },
      ],
    });
    const first = await c.next(byCmd(10));
    expect(first).toMatchObject({
      cmdId: 10,
      errorCode: 0,
      errorMsg: null,
      cmdUpdateType: 'ENTITY_DATA',
      update: null,
      allowedEntities: 10000,
    });
    const page = first['data'] as {
      data: { entityId: { id: string }; latest: Record<string, Record<string, { value: string }>> }[];
    };
    const a2 = page.data.find((d) => d.entityId.id === ids['A2']);
    expect(a2?.latest['SERVER_ATTRIBUTE']?.['level']?.value).toBe('3');
    const n = c.messages.length;
    await postTs(ids['A1'], { ts: Date.now(), values: { temperature: 24.5 } });
    const upd = await c.next((m) => byCmd(10)(m) && m['update'] !== null, 5000, n);
    expect(upd['data']).toBeNull();
    expect(upd['update']).toEqual([
      {
        entityId: { entityType: 'DEVICE', id: ids['A1'] },
        latest: { TIME_SERIES: { temperature: { ts: expect.any(Number), value: '24.5' } } },
        timeseries: null,
      },
    ]);
    await rest('POST', `/api/plugins/telemetry/DEVICE/${ids['A2']}/SERVER_SCOPE`, { level: 4 });
    const attr = await c.next((m) => byCmd(10)(m) && JSON.stringify(m['update']).includes('SERVER_ATTRIBUTE'), 5000, n);
    expect((attr['update'] as Msg[])[0]).toMatchObject({ latest: { SERVER_ATTRIBUTE: { level: { value: '4' } } } });
    c.send({ entityDataUnsubscribeCmds: [{ cmdId: 10 }] });
    await sleep(100);
    const m = c.messages.length;
    await postTs(ids['A1'], { ts: Date.now(), values: { temperature: 25 } });
    await sleep(300);
    expect(c.messages.length).toBe(m);
  });

  tsAndHistoryCmdTests();
  countAlarmAndLimitTests();
});

function tsAndHistoryCmdTests(): void {
  it('tsCmd sends the window then new points; historyCmd sends history; bad commands get errors', async () => {
    const c = await open(ta);
    c.send({
      entityDataCmds: [
        {
          cmdId: 11,
          query: query([ids['A1']]),
          tsCmd: { keys: ['temperature'], startTs: 0, timeWindow: 2500, interval: 0, limit: 100, agg: 'NONE' },
        },
      ],
    });
    const first = await c.next(byCmd(11));
    const d = (first['data'] as { data: { timeseries: Record<string, unknown> }[] }).data[0];
    expect(d?.timeseries).toEqual({
      temperature: [
        { ts: 2000, value: '21.25' },
        { ts: 1000, value: '20.5' },
      ],
    });
    const n = c.messages.length;
    await postTs(ids['A1'], { ts: 5000, values: { temperature: 19 } });
    const upd = await c.next((m) => byCmd(11)(m) && m['update'] !== null, 5000, n);
    expect(upd['update']).toEqual([
      {
        entityId: { entityType: 'DEVICE', id: ids['A1'] },
        latest: null,
        timeseries: { temperature: [{ ts: 5000, value: '19' }] },
      },
    ]);
    c.send({
      entityDataCmds: [
        {
          cmdId: 12,
          query: query([ids['A1']]),
          historyCmd: { keys: ['temperature'], startTs: 0, endTs: 3000, interval: 3000, limit: 100, agg: 'AVG' },
        },
      ],
    });
    const hist = await c.next(byCmd(12));
    expect((hist['data'] as { data: { timeseries: unknown }[] }).data[0]?.timeseries).toEqual({
      temperature: [{ ts: 1500, value: '20.875' }],
    });
    c.send({ entityDataCmds: [{ cmdId: -1, query: query([]) }, { cmdId: 13 }] });
    expect(await c.next(byCmd(-1))).toMatchObject({
      errorCode: 2,
      errorMsg: 'Cmd id is negative value!',
      cmdUpdateType: 'ENTITY_DATA',
    });
    expect(await c.next(byCmd(13))).toMatchObject({ errorCode: 2, errorMsg: 'Query is empty!' });
  });
}

function countAlarmAndLimitTests(): void {
  it('entityCountCmds re-count and alarmDataCmds follow alarm changes', async () => {
    const c = await open(ta);
    c.send({
      entityCountCmds: [{ cmdId: 20, query: { entityFilter: { type: 'deviceType', deviceType: 'thermostat' } } }],
      alarmDataCmds: [
        {
          cmdId: 21,
          query: {
            ...query([ids['A1']]),
            pageLink: { pageSize: 10, page: 0, searchPropagatedAlarms: false },
            alarmFields: [{ type: 'ALARM_FIELD', key: 'type' }],
          },
        },
      ],
    });
    expect(await c.next(byCmd(20))).toEqual({
      cmdId: 20,
      errorCode: 0,
      errorMsg: null,
      cmdUpdateType: 'COUNT_DATA',
      count: 2,
    });
    const alarms0 = await c.next(byCmd(21));
    expect(alarms0).toMatchObject({
      cmdUpdateType: 'ALARM_DATA',
      data: { data: [], totalElements: 0 },
      update: null,
      totalEntities: 1,
    });
    await rest('POST', '/api/device', { name: 'Thermostat T9', type: 'thermostat' });
    expect(await c.next((m) => byCmd(20)(m) && m['count'] === 3)).toMatchObject({ count: 3 });
    const n = c.messages.length;
    const alarm = (await rest('POST', '/api/alarm', {
      type: 'Overheat',
      originator: { entityType: 'DEVICE', id: ids['A1'] },
      severity: 'MAJOR',
      status: 'ACTIVE_UNACK',
    })) as { id: { id: string } };
    const withAlarm = await c.next((m) => byCmd(21)(m) && m['data'] !== null, 5000, n);
    expect((withAlarm['data'] as { data: Msg[] }).data[0]).toMatchObject({
      type: 'Overheat',
      status: 'ACTIVE_UNACK',
      entityId: { id: ids['A1'] },
      originatorName: 'Test Device A1',
    });
    const m = c.messages.length;
    await rest('POST', `/api/alarm/${alarm.id.id}/ack`);
    const acked = await c.next((x) => byCmd(21)(x) && x['update'] !== null, 5000, m);
    expect((acked['update'] as Msg[])[0]).toMatchObject({ type: 'Overheat', status: 'ACTIVE_ACK' });
    c.send({ entityCountUnsubscribeCmds: [{ cmdId: 20 }], alarmDataUnsubscribeCmds: [{ cmdId: 21 }] });
    await sleep(100);
    const k = c.messages.length;
    await rest('POST', '/api/device', { name: 'Thermostat T10', type: 'thermostat' });
    await rest('POST', `/api/alarm/${alarm.id.id}/clear`);
    await sleep(500);
    expect(c.messages.length).toBe(k);
  });

  it('serves many subscriptions on one socket and enforces the per-session limit', async () => {
    const c = await open(ta);
    c.send({
      tsSubCmds: [{ cmdId: 30, entityType: 'DEVICE', entityId: ids['A1'], keys: 'humidity' }],
      entityDataCmds: [
        { cmdId: 31, query: query([ids['A1']]), latestCmd: { keys: [{ type: 'TIME_SERIES', key: 'humidity' }] } },
      ],
    });
    await c.next(bySub(30));
    await c.next(byCmd(31));
    const n = c.messages.length;
    await postTs(ids['A1'], { humidity: 40 });
    await c.next(bySub(30), 5000, n);
    await c.next((m) => byCmd(31)(m) && m['update'] !== null, 5000, n);
    const many = Array.from({ length: 21 }, (_, i) => ({
      cmdId: 100 + i,
      entityType: 'DEVICE',
      entityId: ids['A1'],
      keys: 'x',
    }));
    const d = await open(ta);
    d.send({ tsSubCmds: many });
    expect(await d.whenClosed()).toEqual({ code: 1008, reason: 'Max session subscriptions limit reached!' });
  });
}
