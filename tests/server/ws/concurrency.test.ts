/**
 * Commands of one WebSocket session are answered per cmdId, independently: a command whose data is slow does not
 * hold back the others of its frame; a subscription still sends its first data before any update; an unsubscribe
 * sent while its subscribe is pending leaves no subscription behind (the per-session limit is not used up).
 * A history read is held open on purpose (the time-series service is wrapped) so the order is deterministic.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IotServer } from '../../../demo/server/app.js';
import type { HistoryQuery } from '../../../demo/server/telemetry/timeseries-service.js';
import type { EntityId } from '../../../demo/server/lib/entity-id.js';
import { TENANT, TEST_KEY_B64, auth, login, startServer } from '../helpers.js';
import { WsClient, sleep, type Msg } from '../ws-client.js';

/** History reads starting at this instant wait until {@link release}. */
const HELD_START = 777;
let server: IotServer;
let base = '';
let token = '';
let device = '';
let hold: Promise<void> | null = null;
let release: () => void = () => undefined;
const clients: WsClient[] = [];

function holdHistory(): void {
  hold = new Promise((r) => (release = r));
}

async function open(): Promise<WsClient> {
  const c = await WsClient.open(`${base}/api/ws/plugins/telemetry?token=${token}`);
  clients.push(c);
  return c;
}

async function postTs(body: unknown): Promise<void> {
  const res = await server.app.inject({
    method: 'POST',
    url: `/api/plugins/telemetry/DEVICE/${device}/timeseries/ANY`,
    headers: auth(token),
    payload: body as object,
  });
  expect(res.statusCode).toBe(200);
}

const bySub = (id: number) => (m: Msg) => m['subscriptionId'] === id;
const heldTsSub = (cmdId: number) => ({
  cmdId,
  entityType: 'DEVICE',
  entityId: device,
  keys: 'temperature',
  startTs: HELD_START,
  timeWindow: 10_000,
  interval: 1000,
  limit: 100,
  agg: 'NONE',
});

beforeAll(async () => {
  server = await startServer({ jwtSigningKey: TEST_KEY_B64, telemetry: { wsMaxSubscriptionsPerSession: 2 } });
  const { port } = await server.listen(0, '127.0.0.1');
  base = `ws://127.0.0.1:${port}`;
  token = (await login(server, TENANT)).token;
  device =
    (await server.db.query<{ id: string }>(`SELECT id FROM device WHERE name = 'Test Device A1'`)).rows[0]?.id ?? '';
  const ts = server.telemetry.timeseries;
  const findHistory = ts.findHistory.bind(ts);
  ts.findHistory = async (entityId: EntityId, q: HistoryQuery) => {
    if (q.startTs === HELD_START && hold) await hold;
    return findHistory(entityId, q);
  };
  await postTs({ ts: 1000, values: { temperature: 20 } });
});
afterAll(async () => {
  release();
  for (const c of clients) c.close();
  await server?.close();
});

describe('commands of one session', () => {
  it('answers a fast command of a frame while a slow one of the same frame is pending', async () => {
    holdHistory();
    const c = await open();
    c.send({
      tsSubCmds: [heldTsSub(1)],
      historyCmds: [{ cmdId: 2, entityType: 'DEVICE', entityId: device, keys: 'temperature', startTs: 0, endTs: 5000 }],
    });
    expect((await c.next(bySub(2)))['data']).toEqual({ temperature: [[1000, '20']] });
    await sleep(100);
    expect(c.messages.filter(bySub(1))).toEqual([]);
    release();
    expect((await c.next(bySub(1)))['data']).toEqual({ temperature: [[1000, '20']] });
    expect(c.messages.findIndex(bySub(2))).toBeLessThan(c.messages.findIndex(bySub(1)));
  });

  it('sends a subscription its first data before an update that happened while that data was read', async () => {
    holdHistory();
    const c = await open();
    c.send({ tsSubCmds: [heldTsSub(3)] });
    await sleep(100);
    await postTs({ ts: 2000, values: { temperature: 21 } });
    await sleep(100);
    expect(c.messages.filter(bySub(3))).toEqual([]);
    release();
    const first = await c.next(bySub(3));
    expect(first['data']).toEqual({
      temperature: [
        [2000, '21'],
        [1000, '20'],
      ],
    });
    const update = await c.next((m) => bySub(3)(m) && m !== first);
    expect(update['data']).toEqual({ temperature: [[2000, '21']] });
    expect(c.messages.indexOf(first)).toBeLessThan(c.messages.indexOf(update));
  });

  it('leaves no subscription behind when the unsubscribe arrives while the subscribe is pending', async () => {
    const c = await open();
    for (const cmdId of [4, 5, 6]) {
      holdHistory();
      c.send({ tsSubCmds: [heldTsSub(cmdId)] });
      c.send({
        tsSubCmds: [{ cmdId, entityType: 'DEVICE', entityId: device, keys: 'temperature', unsubscribe: true }],
      });
      await sleep(50);
      release();
      await c.next(bySub(cmdId));
    }
    await sleep(100);
    const before = c.messages.length;
    await postTs({ ts: 3000, values: { temperature: 22 } });
    await sleep(200);
    expect(c.messages.slice(before)).toEqual([]);
    // The session's limit is two subscriptions: both slots are still free.
    c.send({
      tsSubCmds: [7, 8].map((cmdId) => ({ cmdId, entityType: 'DEVICE', entityId: device, keys: 'temperature' })),
    });
    await c.next(bySub(7));
    await c.next(bySub(8));
    expect(c.closeInfo).toBeNull();
  });

  it('runs one query for two identical aggregated history commands in flight together', async () => {
    const db = server.db as { query: (...args: never[]) => Promise<unknown> };
    const query = db.query;
    let aggregations = 0;
    db.query = ((sql: string, ...rest: never[]) => {
      if (typeof sql === 'string' && sql.includes('GROUP BY b ORDER BY b')) aggregations += 1;
      return (query as (...a: unknown[]) => Promise<unknown>).call(db, sql, ...rest);
    }) as typeof db.query;
    try {
      holdHistory();
      const c = await open();
      const history = (cmdId: number) => ({
        cmdId,
        entityType: 'DEVICE',
        entityId: device,
        keys: 'temperature',
        startTs: HELD_START,
        endTs: 4000,
        interval: 1000,
        agg: 'AVG',
      });
      c.send({ historyCmds: [history(9), history(10)] });
      await sleep(100);
      release();
      const [a, b] = [await c.next(bySub(9)), await c.next(bySub(10))];
      expect(a['data']).toEqual(b['data']);
      expect((a['data'] as Record<string, unknown[]>)['temperature']?.length).toBeGreaterThan(0);
      expect(aggregations).toBe(1);
    } finally {
      db.query = query;
    }
  });
});
