/// <reference types="mocha" />
/**
 * The telemetry socket client (src/api/telemetry-ws.ts) against a real WebSocket endpoint on the test server
 * (tests/config/wtr-ws-endpoint.mjs): subscriptions and their reduced states, ≤ 10 commands per frame, the token
 * from the API config (refreshed when missing), reconnect with resubscription after an abnormal close, the status,
 * unsubscribe commands and the idle close.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { configureApi } from '../../../src/api/http';
import { TelemetryWebSocket, type WsStatus } from '../../../src/api/telemetry-ws';
import type { EntityDataState } from '../../../src/api/telemetry-ws-protocol';
import { until } from '../helpers';

type Logged = { token: string; cmds: Record<string, { cmdId: number }[]> }[];
const serverLog = () => executeServerCommand<Logged, undefined>('iot-ws-log');

/** Poll an async condition (the helpers' `until` is synchronous). */
async function untilAsync<T>(fn: () => Promise<T | null | false>, timeout: number, what: string): Promise<T> {
  const t0 = performance.now();
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (performance.now() - t0 > timeout) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
const query = {
  entityFilter: { type: 'deviceType' as const, deviceType: 'thermostat', deviceNameFilter: '' },
  pageLink: { page: 0, pageSize: 10 },
  latestValues: [{ type: 'TIME_SERIES' as const, key: 'temperature' }],
};

/** The token the API config hands out; the token tests clear or spoil it to exercise refresh and refusal. */
let token: string | null = 'good';

function socketCases() {
  it('subscribes, reduces replies, batches ≤ 10 commands per frame, reconnects and resubscribes', async () => {
    const ws = new TelemetryWebSocket({ pageOrigin: location.origin, idleCloseMs: 300 });
    const statuses: WsStatus[] = [];
    ws.onStatus((s) => statuses.push(s));
    let state: EntityDataState | null = null;
    const sub = ws.subscribeEntityData({ query, latestCmd: { keys: query.latestValues } }, (s) => (state = s));
    let count = -1;
    const stopCount = ws.subscribeEntityCount({ entityFilter: query.entityFilter }, (n) => (count = n));
    const extra = Array.from({ length: 10 }, () =>
      ws.subscribeEntityCount({ entityFilter: query.entityFilter }, () => undefined),
    );
    await until(() => state && count === 7, 5000, 'first replies');
    expect(state!.data[0]!.latest.TIME_SERIES!.temperature!.value).to.equal('21.5');
    expect(ws.status).to.equal('live');
    const first = await serverLog();
    const sizes = first.map((f) => Object.values(f.cmds).reduce((n, a) => n + a.length, 0));
    expect(sizes).to.deep.equal([10, 2]);
    expect(first[0]!.token).to.equal('good');

    await executeServerCommand('iot-ws-drop');
    await until(() => statuses.includes('reconnecting'), 3000, 'reconnecting');
    await until(() => ws.status === 'live', 5000, 'live again');
    const resent: Logged = [];
    await untilAsync(
      async () => {
        resent.push(...(await serverLog()));
        return resent.flatMap((f) => Object.values(f.cmds).flat()).length >= 12;
      },
      5000,
      'resubscribe',
    );
    const ids = resent.flatMap((f) =>
      Object.values(f.cmds)
        .flat()
        .map((c) => c.cmdId),
    );
    expect(ids).to.include(sub.cmdId);
    expect(ids.length).to.equal(12);

    sub.unsubscribe();
    stopCount();
    extra.forEach((u) => u());
    await untilAsync(
      async () =>
        (await executeServerCommand<{ open: number }, undefined>('iot-ws-stats')).open === 0 && ws.status === 'idle',
      5000,
      'idle close',
    );
    const unsubs = (await serverLog()).flatMap((f) => [
      ...(f.cmds.entityDataUnsubscribeCmds ?? []),
      ...(f.cmds.entityCountUnsubscribeCmds ?? []),
    ]);
    expect(unsubs.map((c) => c.cmdId)).to.include(sub.cmdId);
  });

  it('preconnects before the first subscription, uses that socket for it, and idle-closes an unused one', async () => {
    const stats = () => executeServerCommand<{ connections: number; open: number }, undefined>('iot-ws-stats');
    const before = await stats();
    const ws = new TelemetryWebSocket({ pageOrigin: location.origin, idleCloseMs: 300 });
    ws.preconnect();
    await until(() => ws.status === 'live', 5000, 'preconnected');
    expect((await stats()).connections).to.equal(before.connections + 1);
    expect(await serverLog()).to.deep.equal([]); // open, nothing asked yet
    let count = -1;
    const stop = ws.subscribeEntityCount({ entityFilter: query.entityFilter }, (n) => (count = n));
    await until(() => count === 7, 5000, 'count over the preconnected socket');
    expect((await stats()).connections).to.equal(before.connections + 1);
    stop();
    ws.close();

    const unused = new TelemetryWebSocket({ pageOrigin: location.origin, idleCloseMs: 200 });
    unused.preconnect();
    await until(() => unused.status === 'live', 5000, 'second preconnect');
    await untilAsync(
      async () => (await stats()).open === 0 && unused.status === 'idle',
      5000,
      'idle close of an unused socket',
    );
  });
}

function tokenCases() {
  it('refreshes the token first when the API config has none', async () => {
    token = null;
    const ws = new TelemetryWebSocket({ pageOrigin: location.origin, idleCloseMs: 100 });
    let count = -1;
    const stop = ws.subscribeEntityCount({ entityFilter: query.entityFilter }, (n) => (count = n));
    await until(() => count === 7, 5000, 'count');
    expect((await serverLog())[0]!.token).to.equal('refreshed');
    stop();
    ws.close();
  });

  it('turns stale after failed attempts when the token is refused', async () => {
    token = 'bad';
    const ws = new TelemetryWebSocket({ pageOrigin: location.origin, staleAfterAttempts: 1 });
    const stop = ws.subscribeEntityCount({ entityFilter: query.entityFilter }, () => undefined);
    await until(() => ws.status === 'stale', 5000, 'stale');
    stop();
    ws.close();
    token = 'good';
  });
}

describe('TelemetryWebSocket over a real socket', function () {
  this.timeout(20_000);
  before(() =>
    configureApi({
      baseUrl: '',
      getToken: () => token,
      refreshToken: async () => (token = 'refreshed'),
      isRefreshing: () => false,
    }),
  );
  beforeEach(() => serverLog());

  describe('subscriptions, batching and sockets', socketCases);
  describe('tokens', tokenCases);
});
