/**
 * Revoked access ends at once: deleting a user, disabling it, changing or resetting its password, and deleting its
 * tenant or customer leave none of its tokens alive — REST calls, the refresh token, a new WebSocket upgrade, and
 * the WebSocket already open (closed with 1008 "Token has expired").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IotServer } from '../../../demo/server/app.js';
import { listMail } from '../../../demo/server/mail/outbox.js';
import { SYSADMIN, TENANT, auth, body, login, startServer, type Tokens } from '../helpers.js';
import { WsClient } from '../ws-client.js';

let server: IotServer;
let port: number;
let sa: string;
let ta: string;
let seq = 0;

beforeAll(async () => {
  server = await startServer();
  ({ port } = await server.listen(0, '127.0.0.1'));
  sa = (await login(server, SYSADMIN)).token;
  ta = (await login(server, TENANT)).token;
});
afterAll(() => server?.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, token: string | null, payload?: unknown) =>
  server.app.inject({
    method,
    url,
    headers: token ? auth(token) : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

/** A user with a password, its tokens and an open WebSocket; `admin` is the token that manages it. */
interface Victim {
  id: string;
  email: string;
  password: string;
  tenantId: string;
  customerId: string | null;
  tokens: Tokens;
  ws: WsClient;
  admin: string;
}

async function activate(admin: string, id: string, password: string): Promise<Tokens> {
  const link = await call('GET', `/api/user/${id}/activationLink`, admin);
  const activateToken = new URL(link.body).searchParams.get('activateToken') ?? '';
  const res = await call('POST', '/api/noauth/activate', null, { activateToken, password });
  expect(res.statusCode).toBe(200);
  return body<Tokens>(res);
}

/** Creates a user of `kind` (in its own new tenant for 'tenant-admin', else in the demo tenant) and signs it in. */
async function victim(kind: 'tenant-admin' | 'customer-user'): Promise<Victim> {
  seq += 1;
  const email = `victim${seq}-${Date.now()}@example.com`;
  const password = 'secret-1';
  let tenantId: string;
  let customerId: string | null = null;
  let admin: string;
  let user: Record<string, unknown>;
  if (kind === 'tenant-admin') {
    const tenant = body(await call('POST', '/api/tenant', sa, { title: `Revocation tenant ${seq}` }));
    tenantId = (tenant['id'] as { id: string }).id;
    admin = sa;
    user = { email, authority: 'TENANT_ADMIN', tenantId: { entityType: 'TENANT', id: tenantId } };
  } else {
    const me = body(await call('GET', '/api/auth/user', ta));
    tenantId = (me['tenantId'] as { id: string }).id;
    const customer = body(await call('POST', '/api/customer', ta, { title: `Revocation customer ${seq}` }));
    customerId = (customer['id'] as { id: string }).id;
    admin = ta;
    user = { email, authority: 'CUSTOMER_USER', customerId: { entityType: 'CUSTOMER', id: customerId } };
  }
  const created = await call('POST', '/api/user?sendActivationMail=false', admin, user);
  expect(created.statusCode).toBe(200);
  const id = (body(created)['id'] as { id: string }).id;
  const tokens = await activate(admin, id, password);
  const ws = await WsClient.open(`ws://127.0.0.1:${port}/api/ws/plugins/telemetry?token=${tokens.token}`);
  // Everything works before the revocation.
  expect((await call('GET', '/api/auth/user', tokens.token)).statusCode).toBe(200);
  return { id, email, password, tenantId, customerId, tokens, ws, admin };
}

async function closeOf(ws: WsClient): Promise<{ code: number; reason: string }> {
  const deadline = Date.now() + 5000;
  while (!ws.closeInfo && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  return ws.closeInfo ?? { code: -1, reason: 'still open' };
}

/** Asserts that none of the victim's earlier tokens works any more, over every channel. */
async function expectRevoked(v: Victim): Promise<void> {
  const me = await call('GET', '/api/auth/user', v.tokens.token);
  expect([me.statusCode, body(me)['errorCode']]).toEqual([401, 11]);
  const create = await call('POST', '/api/device', v.tokens.token, { name: `ghost-${v.id}`, type: 'default' });
  expect(create.statusCode).toBe(401);
  const refresh = await call('POST', '/api/auth/token', null, { refreshToken: v.tokens.refreshToken });
  expect([refresh.statusCode, body(refresh)['errorCode']]).toEqual([401, 10]);
  expect(await closeOf(v.ws)).toEqual({ code: 1008, reason: 'Token has expired' });
  await expect(
    WsClient.open(`ws://127.0.0.1:${port}/api/ws/plugins/telemetry?token=${v.tokens.token}`),
  ).rejects.toMatchObject({ status: 401 });
}

describe('revocation matrix (REST, refresh, WebSocket)', () => {
  it('deleting a user', async () => {
    const v = await victim('customer-user');
    expect((await call('DELETE', `/api/user/${v.id}`, v.admin)).statusCode).toBe(200);
    await expectRevoked(v);
  });

  it('disabling a user', async () => {
    const v = await victim('customer-user');
    expect(
      (await call('POST', `/api/user/${v.id}/userCredentialsEnabled?userCredentialsEnabled=false`, v.admin)).statusCode,
    ).toBe(200);
    await expectRevoked(v);
    // Enabled again, the user signs in afresh; the old tokens stay refused.
    expect(
      (await call('POST', `/api/user/${v.id}/userCredentialsEnabled?userCredentialsEnabled=true`, v.admin)).statusCode,
    ).toBe(200);
    const fresh = await login(server, { username: v.email, password: v.password });
    expect((await call('GET', '/api/auth/user', fresh.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/user', v.tokens.token)).statusCode).toBe(401);
  });

  it('changing the password (the pair it answers with keeps working)', async () => {
    const v = await victim('customer-user');
    const res = await call('POST', '/api/auth/changePassword', v.tokens.token, {
      currentPassword: v.password,
      newPassword: 'secret-2',
    });
    expect(res.statusCode).toBe(200);
    const fresh = body<Tokens>(res);
    await expectRevoked(v);
    expect((await call('GET', '/api/auth/user', fresh.token)).statusCode).toBe(200);
    expect((await call('POST', '/api/auth/token', null, { refreshToken: fresh.refreshToken })).statusCode).toBe(200);
  });

  it('resetting the password', async () => {
    const v = await victim('customer-user');
    expect((await call('POST', '/api/noauth/resetPasswordByEmail', null, { email: v.email })).statusCode).toBe(200);
    const [mail] = await listMail(server.db, v.email, 1);
    const resetToken = new URL(mail?.links[0] ?? 'http://x/').searchParams.get('resetToken') ?? '';
    const res = await call('POST', '/api/noauth/resetPassword', null, { resetToken, password: 'secret-3' });
    expect(res.statusCode).toBe(200);
    await expectRevoked(v);
  });

  it("deleting the user's customer", async () => {
    const v = await victim('customer-user');
    expect((await call('DELETE', `/api/customer/${v.customerId}`, v.admin)).statusCode).toBe(200);
    await expectRevoked(v);
  });

  it("deleting the user's tenant", async () => {
    const v = await victim('tenant-admin');
    expect((await call('DELETE', `/api/tenant/${v.tenantId}`, v.admin)).statusCode).toBe(200);
    await expectRevoked(v);
  });

  it("revocation outlives a restart's empty cache (markers are stored, not only cached)", async () => {
    const v = await victim('customer-user');
    expect((await call('DELETE', `/api/user/${v.id}`, v.admin)).statusCode).toBe(200);
    const { rows } = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM user_auth_outdating WHERE user_id = $1',
      [v.id],
    );
    expect(rows[0]?.n).toBe(1);
    await closeOf(v.ws);
  });
});
