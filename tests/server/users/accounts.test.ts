import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import type { IotServer } from '../../../demo/server/app.js';
import { listMail } from '../../../demo/server/mail/outbox.js';
import { NULL_UUID } from '../../../demo/server/lib/uuid.js';
import { CUSTOMER, SYSADMIN, TENANT, TEST_KEY_B64, auth, body, errorOf, login, mint, startServer } from '../helpers.js';

let server: IotServer;
const tok: Record<'sa' | 'ta' | 'cu', string> = { sa: '', ta: '', cu: '' };
let tenantId = '';
let customerId = '';

beforeAll(async () => {
  server = await startServer({ jwtSigningKey: TEST_KEY_B64, testRoutes: true });
  tok.sa = (await login(server, SYSADMIN)).token;
  tok.ta = (await login(server, TENANT)).token;
  tok.cu = (await login(server, CUSTOMER)).token;
  tenantId = String(decodeJwt(tok.ta)['tenantId']);
  customerId = String(decodeJwt(tok.cu)['customerId']);
});
afterAll(async () => {
  await server?.close();
});

function req(method: 'GET' | 'POST' | 'DELETE', url: string, who: keyof typeof tok | null, payload?: unknown) {
  return server.app.inject({
    method,
    url,
    headers: who ? auth(tok[who]) : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

async function lastMailTo(email: string) {
  const [mail] = await listMail(server.db, email, 1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

describe('user CRUD and lists', () => {
  it('TA creates a customer user (disabled, activation mailed), reads, updates (full replace) and deletes it', async () => {
    const res = await req('POST', '/api/user?sendActivationMail=true', 'ta', {
      email: 'new.cu@example.com',
      authority: 'CUSTOMER_USER',
      customerId: { entityType: 'CUSTOMER', id: customerId },
      firstName: 'New',
    });
    expect(res.statusCode).toBe(200);
    const user = body(res);
    expect(user['tenantId']).toEqual({ entityType: 'TENANT', id: tenantId });
    expect(user['name']).toBe('new.cu@example.com');
    const id = (user['id'] as { id: string }).id;
    const mail = await lastMailTo('new.cu@example.com');
    expect(mail.links[0]).toMatch(/\/api\/noauth\/activate\?activateToken=[A-Za-z0-9]{30}$/);
    const read = body(await req('GET', `/api/user/${id}`, 'ta'));
    expect(read['additionalInfo']).not.toHaveProperty('userCredentialsEnabled');

    const link = await req('GET', `/api/user/${id}/activationLink`, 'ta');
    expect(link.headers['content-type']).toMatch(/^text\/plain/);
    expect(link.body).toBe(mail.links[0]);

    const upd = body(await req('POST', '/api/user', 'ta', { ...user, firstName: 'Renamed', createdTime: undefined }));
    expect(upd['firstName']).toBe('Renamed');
    expect(upd['createdTime']).toBe(0);

    const del = await req('DELETE', `/api/user/${id}`, 'ta', {});
    expect([del.statusCode, del.body]).toEqual([200, '']);
    expect(errorOf(await req('GET', `/api/user/${id}`, 'ta'))).toMatchObject({ http: 404, errorCode: 32 });
  });

  it('validates with TB messages', async () => {
    const cases: [unknown, string][] = [
      [{ authority: 'TENANT_ADMIN' }, 'User email should be specified!'],
      [{ email: 'bad', authority: 'TENANT_ADMIN' }, "Invalid email address format 'bad'!"],
      // The console's own rule (src/lib/email.ts), as ThingsBoard's: a top-level domain is required.
      [{ email: 'u@localhost', authority: 'TENANT_ADMIN' }, "Invalid email address format 'u@localhost'!"],
      [{ email: 'x@example.com' }, "User authority isn't defined!"],
      [
        { email: 'tenant@thingsboard.org', authority: 'TENANT_ADMIN' },
        "User with email 'tenant@thingsboard.org'  already present in database!",
      ],
      [{ email: 'y@example.com', authority: 'CUSTOMER_USER' }, 'Customer user should be assigned to customer!'],
    ];
    for (const [payload, message] of cases) {
      expect(errorOf(await req('POST', '/api/user?sendActivationMail=false', 'ta', payload))).toEqual({
        http: 400,
        status: 400,
        errorCode: 31,
        message,
      });
    }
    expect(errorOf(await req('POST', '/api/user', 'ta', { email: 'z@example.com', authority: 'NOPE' }))).toMatchObject({
      http: 400,
      errorCode: 31,
    });
  });

  listAndRoleTests();
});

function listAndRoleTests(): void {
  it('pages /api/users with prefix search and sort; scopes by role', async () => {
    const page = body<{ data: { email: string }[]; totalElements: number; hasNext: boolean }>(
      await req('GET', '/api/users?pageSize=1&page=0&sortProperty=email&sortOrder=DESC', 'ta'),
    );
    expect(page.totalElements).toBeGreaterThanOrEqual(2);
    expect(page.hasNext).toBe(true);
    const search = body<{ data: { email: string }[] }>(
      await req('GET', '/api/users?pageSize=10&page=0&textSearch=CUST', 'ta'),
    );
    expect(search.data.map((u) => u.email).sort()).toEqual(['customer@thingsboard.org', 'customerb@thingsboard.org']);
    const cu = body<{ data: { email: string }[] }>(await req('GET', '/api/users?pageSize=10&page=0', 'cu'));
    expect(cu.data.every((u) => u.email === 'customer@thingsboard.org')).toBe(true);
    expect(errorOf(await req('GET', '/api/users?pageSize=10&page=0&sortProperty=email&sortOrder=UP', 'ta'))).toEqual({
      http: 400,
      status: 400,
      errorCode: 31,
      message: "Unsupported sort order 'UP'! Only 'ASC' or 'DESC' types are allowed.",
    });
    const noParams = await req('GET', '/api/users', 'ta');
    expect([noParams.statusCode, noParams.body]).toEqual([400, '']);
    expect(errorOf(await req('GET', '/api/users?pageSize=10&page=0', 'sa'))).toMatchObject({
      http: 403,
      errorCode: 20,
    });
    const admins = body<{ data: { authority: string }[] }>(
      await req('GET', `/api/tenant/${tenantId}/users?pageSize=10&page=0`, 'sa'),
    );
    expect(admins.data.map((u) => u.authority)).toEqual(['TENANT_ADMIN']);
    const cus = body<{ data: unknown[] }>(
      await req('GET', `/api/customer/${customerId}/users?pageSize=10&page=0`, 'ta'),
    );
    expect(cus.data).toHaveLength(1);
    expect(errorOf(await req('GET', `/api/customer/${customerId}/users?pageSize=10&page=0`, 'cu'))).toMatchObject({
      http: 403,
    });
  });

  it('SA creates a tenant admin; CU may only edit itself', async () => {
    const res = await req('POST', '/api/user?sendActivationMail=false', 'sa', {
      email: 'ta2@example.com',
      authority: 'TENANT_ADMIN',
      tenantId: { entityType: 'TENANT', id: tenantId },
    });
    expect(body(res)['customerId']).toEqual({ entityType: 'CUSTOMER', id: NULL_UUID });
    expect(
      errorOf(await req('POST', '/api/user', 'cu', { email: 'c2@example.com', authority: 'CUSTOMER_USER' })),
    ).toMatchObject({ http: 403, errorCode: 20 });
    const me = body(await req('GET', `/api/user/${String(decodeJwt(tok.cu)['userId'])}`, 'cu'));
    expect((await req('POST', '/api/user', 'cu', { ...me, lastName: 'Self' })).statusCode).toBe(200);
  });
}

describe('activation, login-as, credentials toggle', () => {
  it('activates through the mailed link and logs in', async () => {
    const created = body(
      await req('POST', '/api/user?sendActivationMail=true', 'ta', {
        email: 'act@example.com',
        authority: 'TENANT_ADMIN',
      }),
    );
    const link = (await lastMailTo('act@example.com')).links[0] ?? '';
    const token = new URL(link).searchParams.get('activateToken') ?? '';
    const get = await req('GET', `/api/noauth/activate?activateToken=${token}`, null);
    expect(get.statusCode).toBe(303);
    expect(get.headers['location']).toBe(`/login/createPassword?activateToken=${token}`);
    expect((await req('GET', '/api/noauth/activate?activateToken=nope', null)).statusCode).toBe(409);
    expect(errorOf(await req('POST', '/api/noauth/activate', null, { activateToken: token, password: '123' }))).toEqual(
      {
        http: 400,
        status: 400,
        errorCode: 31,
        message: 'Password must be 6 or more characters in length.',
      },
    );
    const pair = body(
      await req('POST', '/api/noauth/activate?sendActivationMail=true', null, {
        activateToken: token,
        password: 'secret1',
      }),
    );
    expect(Object.keys(pair)).toEqual(['token', 'refreshToken']);
    expect((await lastMailTo('act@example.com')).subject).toMatch(/activated/);
    await login(server, { username: 'act@example.com', password: 'secret1' });
    expect(
      errorOf(await req('GET', `/api/user/${(created['id'] as { id: string }).id}/activationLink`, 'ta')),
    ).toMatchObject({
      http: 400,
      message: 'User is already activated!',
    });
  });

  it('issues login-as tokens for SA/TA and toggles credentials', async () => {
    const cuId = String(decodeJwt(tok.cu)['userId']);
    const pair = body<{ token: string }>(await req('GET', `/api/user/${cuId}/token`, 'ta'));
    expect(decodeJwt(pair.token)['sub']).toBe('customer@thingsboard.org');
    expect(errorOf(await req('GET', `/api/user/${cuId}/token`, 'cu'))).toMatchObject({ http: 403 });
    const taId = String(decodeJwt(tok.ta)['userId']);
    const saId = String(decodeJwt(tok.sa)['userId']);
    expect(
      decodeJwt(body<{ token: string }>(await req('GET', `/api/user/${taId}/token`, 'sa')).token)['scopes'],
    ).toEqual(['TENANT_ADMIN']);
    // As TB: the system administrator acts as tenant administrators only.
    expect(errorOf(await req('GET', `/api/user/${saId}/token`, 'sa'))).toMatchObject({ http: 403, errorCode: 20 });
    expect(errorOf(await req('GET', `/api/user/${cuId}/token`, 'sa'))).toMatchObject({ http: 403, errorCode: 20 });
    expect(
      (await req('POST', `/api/user/${cuId}/userCredentialsEnabled?userCredentialsEnabled=false`, 'ta')).statusCode,
    ).toBe(200);
    const denied = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: CUSTOMER });
    expect(errorOf(denied)).toMatchObject({ http: 401, message: 'User account is not active' });
    expect((await req('POST', `/api/user/${cuId}/userCredentialsEnabled`, 'ta')).statusCode).toBe(200);
    tok.cu = (await login(server, CUSTOMER)).token;
  });
});

describe('password reset and change', () => {
  it('resets by e-mail (always 200), redirects, refuses unknown tokens, sets the new password', async () => {
    for (const email of ['nobody@example.com', 'tenant@thingsboard.org']) {
      const res = await req('POST', '/api/noauth/resetPasswordByEmail', null, { email });
      expect([res.statusCode, res.body]).toEqual([200, '']);
    }
    const link = (await lastMailTo('tenant@thingsboard.org')).links[0] ?? '';
    expect(link).toMatch(/\/api\/noauth\/resetPassword\?resetToken=/);
    const token = new URL(link).searchParams.get('resetToken') ?? '';
    const get = await req('GET', `/api/noauth/resetPassword?resetToken=${token}`, null);
    expect([get.statusCode, get.headers['location']]).toEqual([303, `/login/resetPassword?resetToken=${token}`]);
    expect((await req('GET', '/api/noauth/resetPassword?resetToken=zzz', null)).statusCode).toBe(409);
    expect(
      errorOf(await req('POST', '/api/noauth/resetPassword', null, { resetToken: 'zzz', password: 'whatever1' })),
    ).toMatchObject({
      http: 400,
      errorCode: 31,
      message: 'Invalid reset token!',
    });
    const old = await mint({ ...decodeJwt(tok.ta), iat: undefined, exp: undefined }, 600);
    const pair = body<{ token: string; refreshToken: string }>(
      await req('POST', '/api/noauth/resetPassword', null, { resetToken: token, password: 'tenant2' }),
    );
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/auth/user', headers: auth(pair.token) })).statusCode,
    ).toBe(200);
    expect(
      errorOf(await server.app.inject({ method: 'GET', url: '/api/auth/user', headers: auth(old) })),
    ).toMatchObject({ http: 401, errorCode: 11 });
    tok.ta = (await login(server, { username: TENANT.username, password: 'tenant2' })).token;
  });

  it('changes the password with policy checks and outdates older tokens (access 401/11, refresh 401/10)', async () => {
    const claims = decodeJwt(tok.ta);
    const oldAccess = await mint({ ...claims, iat: undefined, exp: undefined }, 600);
    const oldRefresh = await mint(
      { sub: claims.sub, scopes: ['REFRESH_TOKEN'], userId: claims['userId'], isPublic: false },
      600,
    );
    expect(
      errorOf(
        await req('POST', '/api/auth/changePassword', 'ta', { currentPassword: 'wrong', newPassword: 'abcdef1' }),
      ),
    ).toMatchObject({
      http: 400,
      errorCode: 31,
      message: "Current password doesn't match!",
    });
    expect(
      errorOf(
        await req('POST', '/api/auth/changePassword', 'ta', { currentPassword: 'tenant2', newPassword: 'tenant2' }),
      ),
    ).toMatchObject({
      message: 'New password should be different from existing!',
    });
    expect(
      errorOf(await req('POST', '/api/auth/changePassword', 'ta', { currentPassword: 'tenant2', newPassword: 'x' })),
    ).toMatchObject({
      message: 'Password must be 6 or more characters in length.',
    });
    const pair = body<{ token: string }>(
      await req('POST', '/api/auth/changePassword', 'ta', { currentPassword: 'tenant2', newPassword: 'tenant' }),
    );
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/auth/user', headers: auth(pair.token) })).statusCode,
    ).toBe(200);
    expect(
      errorOf(await server.app.inject({ method: 'GET', url: '/api/auth/user', headers: auth(oldAccess) })),
    ).toMatchObject({ http: 401, errorCode: 11, message: 'Token has expired' });
    expect(
      errorOf(
        await server.app.inject({ method: 'POST', url: '/api/auth/token', payload: { refreshToken: oldRefresh } }),
      ),
    ).toMatchObject({ http: 401, errorCode: 10 });
    tok.ta = pair.token;
  });
});

describe('mail outbox and audit', () => {
  it('GET /api/test/mail is SYS_ADMIN only', async () => {
    const res = await req('GET', '/api/test/mail?to=tenant@thingsboard.org', 'sa');
    expect(res.statusCode).toBe(200);
    expect(body<unknown[]>(res).length).toBeGreaterThan(0);
    expect((await req('GET', '/api/test/mail', 'ta')).statusCode).toBe(403);
    expect((await req('GET', '/api/test/mail', null)).statusCode).toBe(401);
  });

  it('records LOGIN and user ADDED entries in the tenant audit log', async () => {
    const logs = body<{
      data: { actionType: string; id: object; actionStatus: string; actionFailureDetails: string | null }[];
    }>(await req('GET', '/api/audit/logs?pageSize=100&page=0&actionTypes=LOGIN,ADDED', 'ta'));
    const types = new Set(logs.data.map((l) => l.actionType));
    expect(types).toEqual(new Set(['LOGIN', 'ADDED']));
    expect(logs.data.find((l) => l.actionStatus === 'FAILURE')?.actionFailureDetails).toBe(
      'User account is not active',
    );
    expect(Object.keys(logs.data[0]?.id ?? {})).toEqual(['id']);
  });
});
