/**
 * A WebSocket client that stops reading cannot make the server's memory grow: once the updates it has not taken reach
 * the per-session limit, the server closes it with 1008 "Max pending updates limit reached!" and drops the rest, and
 * the closed session gives back its subscription slots.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { IotServer } from '../../../demo/server/app.js';
import { TENANT, TEST_KEY_B64, login, startServer } from '../helpers.js';
import { WsClient, sleep } from '../ws-client.js';

const MAX_PENDING = 20;
const UPDATES = 400;
/** 64 KiB a message: 400 of them (25 MiB) are far more than the kernel's socket buffers hold. */
const VALUE = 'x'.repeat(64 * 1024);

let server: IotServer;
let base = '';
let token = '';
let deviceId = '';
let tenantId = '';
const clients: WsClient[] = [];

beforeAll(async () => {
  server = await startServer({
    jwtSigningKey: TEST_KEY_B64,
    telemetry: { wsMaxPendingMessages: MAX_PENDING, wsMaxSubscriptionsPerTenant: 1 },
  });
  const { port } = await server.listen(0, '127.0.0.1');
  base = `ws://127.0.0.1:${port}/api/ws/plugins/telemetry?token=`;
  token = (await login(server, TENANT)).token;
  const row = (
    await server.db.query<{ id: string; tenant_id: string }>(
      `SELECT id, tenant_id FROM device WHERE name = 'Test Device A1'`,
    )
  ).rows[0];
  deviceId = row?.id ?? '';
  tenantId = row?.tenant_id ?? '';
});
afterAll(async () => {
  for (const c of clients) c.close();
  await server?.close();
});

/** ws ≥ 8 pauses and resumes reading from the socket (not in @types/ws). */
type Pausable = { pause(): void; resume(): void };

async function subscribe(): Promise<WsClient> {
  const c = await WsClient.open(`${base}${token}`);
  clients.push(c);
  c.send({ tsSubCmds: [{ entityType: 'DEVICE', entityId: deviceId, scope: 'LATEST_TELEMETRY', cmdId: 1 }] });
  await c.next((m) => m['subscriptionId'] === 1);
  return c;
}

it('closes a client that stops reading at the pending-updates limit and releases its subscriptions', async () => {
  const slow = await subscribe();
  // Over the tenant's subscription limit (1): the second session is refused while the first one holds the slot.
  const refused = await WsClient.open(`${base}${token}`);
  clients.push(refused);
  refused.send({ tsSubCmds: [{ entityType: 'DEVICE', entityId: deviceId, scope: 'LATEST_TELEMETRY', cmdId: 1 }] });
  expect(await refused.whenClosed()).toEqual({ code: 1008, reason: 'Max tenant subscriptions limit reached!' });

  const socket = slow.ws as unknown as Pausable;
  socket.pause();
  const received = slow.messages.length;
  for (let i = 0; i < UPDATES; i++) {
    server.telemetry.bus.emit({
      type: 'TS_UPDATED',
      tenantId,
      entityId: { entityType: 'DEVICE', id: deviceId },
      entries: [{ key: 'big', ts: 1_700_000_000_000 + i, type: 'STRING', value: VALUE }],
    });
    if (i % 20 === 19) await sleep(10); // let the socket write what the kernel takes
  }
  socket.resume();
  expect(await slow.whenClosed()).toEqual({ code: 1008, reason: 'Max pending updates limit reached!' });
  // It got what was already on its way, not the 400 updates: the rest were dropped, not queued.
  const got = slow.messages.length - received;
  expect(got).toBeGreaterThan(0);
  expect(got).toBeLessThan(UPDATES / 2);

  // The slot came back: a new session may subscribe (its first message is the snapshot, not a close).
  const next = await subscribe();
  await sleep(200);
  expect(next.closeInfo).toBeNull();
}, 60_000);
