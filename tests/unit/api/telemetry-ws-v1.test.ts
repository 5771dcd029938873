/**
 * v1 subscriptions of the telemetry socket: command building, the newest-point-per-key reduction
 * of update messages, and the socket's routing of `subscriptionId` replies to the subscriber (with a scripted
 * WebSocket passed through the socket's `WebSocketImpl` injection point).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from '../../../src/api/http';
import { TelemetryWebSocket } from '../../../src/api/telemetry-ws';
import {
  batchCommands,
  v1Changes,
  v1Command,
  type V1Change,
  type V1UpdateMsg,
} from '../../../src/api/telemetry-ws-protocol';

const target = { entityType: 'DEVICE', entityId: '11111111-2222-3333-4444-555555555555' };
const msg = (p: Partial<V1UpdateMsg>): V1UpdateMsg => ({
  subscriptionId: 1,
  errorCode: 0,
  errorMsg: null,
  data: null,
  ...p,
});

describe('v1Command', () => {
  it('builds attrSubCmds with the scope and no keys (all keys)', () => {
    expect(v1Command('attributes', 3, { ...target, scope: 'SERVER_SCOPE' })).toEqual({
      kind: 'attrSubCmds',
      cmd: { cmdId: 3, entityType: 'DEVICE', entityId: target.entityId, keys: '', scope: 'SERVER_SCOPE' },
    });
  });
  it('builds tsSubCmds for latest values (timeWindow 0, agg NONE) and joins keys', () => {
    expect(v1Command('timeseries', 4, { ...target, keys: ['a', 'b'] })).toEqual({
      kind: 'tsSubCmds',
      cmd: {
        cmdId: 4,
        entityType: 'DEVICE',
        entityId: target.entityId,
        keys: 'a,b',
        startTs: 0,
        timeWindow: 0,
        interval: 0,
        limit: 100,
        agg: 'NONE',
      },
    });
  });
  it('an unsubscribe repeats the entity (without it the server drops every subscription)', () => {
    const c = v1Command('attributes', 5, { ...target, scope: 'SHARED_SCOPE' }, true);
    expect(c.cmd).toMatchObject({ cmdId: 5, entityId: target.entityId, unsubscribe: true });
    expect(v1Command('timeseries', 6, target, true).cmd).not.toHaveProperty('timeWindow');
  });
  it('batches into the wrapper arrays', () => {
    expect(batchCommands([v1Command('attributes', 1, target), v1Command('timeseries', 2, target)])[0]).toHaveProperty(
      'attrSubCmds',
    );
  });
});

describe('v1Changes', () => {
  it('takes the newest point of each key', () => {
    const data = {
      t: [
        [1, '20'],
        [3, '22'],
        [2, '21'],
      ] as [number, string][],
      s: [[5, 'on']] as [number, string][],
    };
    expect(v1Changes(msg({ data }))).toEqual([
      { key: 't', ts: 3, value: '22' },
      { key: 's', ts: 5, value: 'on' },
    ]);
  });
  it('keeps null values (deleted keys) and ignores errors and empty data', () => {
    expect(v1Changes(msg({ data: { gone: [[0, null]] } }))).toEqual([{ key: 'gone', ts: 0, value: null }]);
    expect(v1Changes(msg({ errorCode: 2, errorMsg: 'Bad request', data: { x: [[1, '1']] } }))).toEqual([]);
    expect(v1Changes(msg({ data: { empty: [] } }))).toEqual([]);
  });
});

class ScriptedSocket {
  static last: ScriptedSocket | null = null;
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number; reason: string }) => void) | null = null;
  constructor(readonly url: string) {
    ScriptedSocket.last = this;
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.();
    });
  }
  send(text: string) {
    this.sent.push(JSON.parse(text) as Record<string, unknown>);
  }
  close() {
    this.readyState = 3;
  }
  reply(m: V1UpdateMsg) {
    this.onmessage?.({ data: JSON.stringify(m) });
  }
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('TelemetryWebSocket.subscribeV1', () => {
  let ws: TelemetryWebSocket | null = null;
  afterEach(() => ws?.close());

  it('sends the command, routes replies by subscriptionId, reports errors, unsubscribes with the entity', async () => {
    configureApi({ baseUrl: '', getToken: () => 'tok', refreshToken: async () => 'tok', isRefreshing: () => false });
    const errors: string[] = [];
    ws = new TelemetryWebSocket({
      pageOrigin: 'http://localhost',
      WebSocketImpl: ScriptedSocket as unknown as typeof WebSocket,
      onError: (m) => errors.push(m),
    });
    const got: V1Change[][] = [];
    const subErrors: string[] = [];
    const stop = ws.subscribeV1(
      'attributes',
      { ...target, scope: 'SERVER_SCOPE' },
      (c) => got.push(c),
      (m) => subErrors.push(m),
    );
    const other = ws.subscribeV1('timeseries', target, () => undefined);
    await tick();
    await tick();
    const sock = ScriptedSocket.last!;
    expect(sock.url).toContain('/api/ws/plugins/telemetry?token=tok');
    expect(sock.sent).toHaveLength(1);
    const frame = sock.sent[0] as { attrSubCmds: { cmdId: number; scope: string }[]; tsSubCmds: { cmdId: number }[] };
    expect(frame.attrSubCmds[0]!.scope).toBe('SERVER_SCOPE');
    const cmdId = frame.attrSubCmds[0]!.cmdId;
    expect(frame.tsSubCmds[0]!.cmdId).not.toBe(cmdId);

    sock.reply(msg({ subscriptionId: cmdId, data: { a: [[10, '1']] } }));
    sock.reply(msg({ subscriptionId: cmdId + 100, data: { b: [[10, '1']] } }));
    expect(got).toEqual([[{ key: 'a', ts: 10, value: '1' }]]);
    sock.reply(msg({ subscriptionId: cmdId, errorCode: 1, errorMsg: 'Failed to fetch attributes!' }));
    expect(subErrors).toEqual(['Failed to fetch attributes!']);
    expect(errors).toEqual(['Failed to fetch attributes!']);

    stop();
    await tick();
    expect(sock.sent[1]).toEqual({
      attrSubCmds: [
        { cmdId, entityType: 'DEVICE', entityId: target.entityId, keys: '', scope: 'SERVER_SCOPE', unsubscribe: true },
      ],
    });
    sock.reply(msg({ subscriptionId: cmdId, data: { a: [[11, '2']] } }));
    expect(got).toHaveLength(1);
    other();
  });
});
