/** The telemetry WebSocket protocol as pure functions: batching, routing, reducers, URL, back-off. */
import { describe, expect, it } from 'vitest';
import type { EntityData } from '../../../src/api/entity-query';
import {
  batchCommands,
  emptyAlarmDataState,
  emptyEntityDataState,
  isErrorClose,
  MAX_COMMANDS_PER_FRAME,
  reconnectDelayMs,
  reduceAlarmData,
  reduceCount,
  reduceEntityData,
  routeMessage,
  telemetryWsUrl,
  unsubscribeCommand,
  type EntityDataUpdateMsg,
  type QueuedCommand,
} from '../../../src/api/telemetry-ws-protocol';

const row = (id: string, latest: EntityData['latest'] = {}, timeseries: EntityData['timeseries'] = {}): EntityData => ({
  entityId: { entityType: 'DEVICE', id },
  latest,
  timeseries,
});
const msg = (p: Partial<EntityDataUpdateMsg>): EntityDataUpdateMsg => ({
  cmdId: 1,
  errorCode: 0,
  errorMsg: null,
  cmdUpdateType: 'ENTITY_DATA',
  data: null,
  update: null,
  ...p,
});
const page = (rows: EntityData[]) => ({ data: rows, totalPages: 1, totalElements: rows.length, hasNext: false });

describe('batchCommands', () => {
  it('puts at most 10 commands per frame, grouped by wrapper array, in order', () => {
    const queue: QueuedCommand[] = Array.from({ length: 23 }, (_, i) => ({
      kind: i % 2 ? 'entityDataCmds' : 'alarmDataCmds',
      cmd: { cmdId: i },
    }));
    const frames = batchCommands(queue);
    expect(MAX_COMMANDS_PER_FRAME).toBe(10);
    expect(frames).toHaveLength(3);
    const count = (f: Record<string, unknown[]>) => Object.values(f).reduce((s, a) => s + a.length, 0);
    expect(frames.map((f) => count(f as Record<string, unknown[]>))).toEqual([10, 10, 3]);
    expect(frames[0]!.alarmDataCmds!.map((c) => c.cmdId)).toEqual([0, 2, 4, 6, 8]);
    expect(frames[0]!.entityDataCmds!.map((c) => c.cmdId)).toEqual([1, 3, 5, 7, 9]);
  });

  it('builds the unsubscribe commands of each v2 kind', () => {
    expect(unsubscribeCommand('entityData', 4)).toEqual({ kind: 'entityDataUnsubscribeCmds', cmd: { cmdId: 4 } });
    expect(unsubscribeCommand('alarmData', 5)).toEqual({ kind: 'alarmDataUnsubscribeCmds', cmd: { cmdId: 5 } });
    expect(unsubscribeCommand('entityCount', 6)).toEqual({ kind: 'entityCountUnsubscribeCmds', cmd: { cmdId: 6 } });
  });
});

describe('routeMessage', () => {
  it('routes by cmdUpdateType + cmdId (v2), else by subscriptionId (v1)', () => {
    expect(routeMessage('{"cmdId":3,"cmdUpdateType":"COUNT_DATA","count":2,"errorCode":0}')).toMatchObject({
      version: 2,
      msg: { cmdId: 3, count: 2 },
    });
    expect(routeMessage('{"subscriptionId":7,"errorCode":0,"data":{"t":[[1,"2"]]}}')).toMatchObject({
      version: 1,
      msg: { subscriptionId: 7 },
    });
    expect(routeMessage('nope')).toEqual({ version: 0, error: 'Unparsable message' });
    expect(routeMessage('{"x":1}').version).toBe(0);
  });
});

describe('reduceEntityData', () => {
  it('takes the page from `data`, then merges `update` by entity and key, keeping newer values', () => {
    let s = reduceEntityData(
      emptyEntityDataState(),
      msg({ data: page([row('a', { TIME_SERIES: { t: { ts: 10, value: '1' } } }), row('b')]) }),
    );
    expect(s.data.map((r) => r.entityId.id)).toEqual(['a', 'b']);
    expect(s.totalElements).toBe(2);
    const v1 = s.version;
    s = reduceEntityData(
      s,
      msg({
        update: [row('a', { TIME_SERIES: { t: { ts: 20, value: '2' }, h: { ts: 20, value: '50' } } }), row('zz')],
      }),
    );
    expect(s.data[0]!.latest.TIME_SERIES).toEqual({ t: { ts: 20, value: '2' }, h: { ts: 20, value: '50' } });
    expect(s.data).toHaveLength(2); // an update for an entity outside the page is ignored
    expect(s.version).toBe(v1 + 1);
    s = reduceEntityData(s, msg({ update: [row('a', { TIME_SERIES: { t: { ts: 5, value: 'old' } } })] }));
    expect(s.data[0]!.latest.TIME_SERIES!.t).toEqual({ ts: 20, value: '2' });
  });

  it('appends timeseries points in time order, drops points older than the window and caps the count', () => {
    let s = reduceEntityData(
      emptyEntityDataState(),
      msg({
        data: page([
          row(
            'a',
            {},
            {
              t: [
                { ts: 3, value: 'c' },
                { ts: 1, value: 'a' },
                { ts: 2, value: 'b' },
              ],
            },
          ),
        ]),
      }),
    );
    expect(s.data[0]!.timeseries.t!.map((p) => p.ts)).toEqual([1, 2, 3]);
    s = reduceEntityData(s, msg({ update: [row('a', {}, { t: [{ ts: 4, value: 'd' }] })] }), { minTs: 2 });
    expect(s.data[0]!.timeseries.t!.map((p) => p.value)).toEqual(['b', 'c', 'd']);
    s = reduceEntityData(
      s,
      msg({
        update: [
          row(
            'a',
            {},
            {
              t: [
                { ts: 3, value: 'C' },
                { ts: 5, value: 'e' },
              ],
            },
          ),
        ],
      }),
      { maxPoints: 3 },
    );
    expect(s.data[0]!.timeseries.t!.map((p) => p.value)).toEqual(['C', 'd', 'e']);
  });

  it('keeps received timeseries when a dynamic query re-sends the page', () => {
    let s = reduceEntityData(
      emptyEntityDataState(),
      msg({ data: page([row('a', {}, { t: [{ ts: 1, value: '1' }] })]) }),
    );
    s = reduceEntityData(s, msg({ data: page([row('a'), row('c')]) }));
    expect(s.data[0]!.timeseries.t).toHaveLength(1);
    expect(s.data[1]!.entityId.id).toBe('c');
  });

  it('records errors and ignores empty messages', () => {
    const s0 = emptyEntityDataState();
    expect(reduceEntityData(s0, msg({}))).toBe(s0);
    const e = reduceEntityData(s0, msg({ errorCode: 2, errorMsg: 'Query is empty!' }));
    expect(e.error).toBe('Query is empty!');
  });
});

describe('reduceAlarmData / reduceCount', () => {
  const alarm = (id: string, status = 'ACTIVE_UNACK') => ({
    id: { entityType: 'ALARM', id },
    createdTime: 1,
    type: 'T',
    originator: { entityType: 'DEVICE', id: 'd' },
    severity: 'MAJOR',
    status,
    startTs: 1,
    endTs: 1,
    ackTs: 0,
    clearTs: 0,
  });
  it('replaces alarms by id and puts new ones first', () => {
    let s = reduceAlarmData(emptyAlarmDataState(), {
      cmdId: 1,
      errorCode: 0,
      errorMsg: null,
      cmdUpdateType: 'ALARM_DATA',
      data: { data: [alarm('1')], totalPages: 1, totalElements: 1, hasNext: false },
      update: null,
      allowedEntities: 10,
      totalEntities: 3,
    });
    expect(s.allowedEntities).toBe(10);
    s = reduceAlarmData(s, {
      cmdId: 1,
      errorCode: 0,
      errorMsg: null,
      cmdUpdateType: 'ALARM_DATA',
      data: null,
      update: [alarm('1', 'ACTIVE_ACK'), alarm('2')],
    });
    expect(s.data.map((a) => `${a.id.id}:${a.status}`)).toEqual(['2:ACTIVE_UNACK', '1:ACTIVE_ACK']);
    expect(s.totalElements).toBe(2);
  });
  it('keeps the last count on an error', () => {
    expect(reduceCount(3, { cmdId: 1, errorCode: 0, errorMsg: null, cmdUpdateType: 'COUNT_DATA', count: 5 })).toBe(5);
    expect(reduceCount(3, { cmdId: 1, errorCode: 1, errorMsg: 'x', cmdUpdateType: 'COUNT_DATA', count: 0 })).toBe(3);
  });
});

describe('socket URL, back-off and close codes', () => {
  it('builds ws(s)://host/api/ws/plugins/telemetry?token= from the API base or the page origin', () => {
    expect(telemetryWsUrl('', 'https://tb.example.com', 'a b')).toBe(
      'wss://tb.example.com/api/ws/plugins/telemetry?token=a%20b',
    );
    expect(telemetryWsUrl('http://10.0.0.2:8080/', 'https://page.example', 't')).toBe(
      'ws://10.0.0.2:8080/api/ws/plugins/telemetry?token=t',
    );
    expect(telemetryWsUrl('https://tb.example.com/tb', 'https://x', 't')).toBe(
      'wss://tb.example.com/tb/api/ws/plugins/telemetry?token=t',
    );
  });
  it('doubles from 1 s to 30 s with ±20 % jitter', () => {
    expect(reconnectDelayMs(0, () => 0.5)).toBe(1000);
    expect(reconnectDelayMs(3, () => 0.5)).toBe(8000);
    expect(reconnectDelayMs(10, () => 0.5)).toBe(30000);
    expect(reconnectDelayMs(0, () => 0)).toBe(800);
    expect(reconnectDelayMs(0, () => 1)).toBe(1200);
  });
  it('reports close codes above 1001 except 1006 as errors', () => {
    expect([1000, 1001, 1006, 1007, 1008].map(isErrorClose)).toEqual([false, false, false, true, true]);
  });
});
