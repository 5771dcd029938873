import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import type { IotServer } from '../../../demo/server/app.js';
import { NULL_UUID } from '../../../demo/server/lib/uuid.js';
import { CUSTOMER, TENANT, TEST_KEY_B64, auth, body, errorOf, login, mint, startServer } from '../helpers.js';

let server: IotServer;

beforeAll(async () => {
  server = await startServer({ jwtSigningKey: TEST_KEY_B64 });
});
afterAll(async () => {
  await server?.close();
});

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return server.app.inject({ method: 'POST', url, payload: payload as string, headers });
}

describe('token checks on protected routes', () => {
  it('needs X-Authorization: missing → 401/10 "Authentication failed"', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(errorOf(res)).toEqual({ http: 401, status: 401, errorCode: 10, message: 'Authentication failed' });
    const blank = await server.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { 'x-authorization': ' ' },
    });
    expect(errorOf(blank).message).toBe('Authentication failed');
  });

  it('ignores the standard Authorization header', async () => {
    const { token } = await login(server, TENANT);
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers an invalid token with 401/10 "Invalid username or password"', async () => {
    const { token } = await login(server, TENANT);
    const forged = `${token.slice(0, -4)}AAAA`;
    for (const t of [forged, 'not-a-jwt']) {
      const res = await server.app.inject({ method: 'GET', url: '/api/auth/user', headers: auth(t) });
      expect(errorOf(res)).toEqual({ http: 401, status: 401, errorCode: 10, message: 'Invalid username or password' });
    }
  });

  it('answers an expired access token with 401/11 "Token has expired"', async () => {
    const claims = decodeJwt((await login(server, TENANT)).token);
    const expired = await mint({ ...claims, iat: undefined, exp: undefined }, -5);
    const res = await server.app.inject({ method: 'GET', url: '/api/auth/user', headers: auth(expired) });
    expect(errorOf(res)).toEqual({ http: 401, status: 401, errorCode: 11, message: 'Token has expired' });
  });

  it('expires real tokens after jwtTtlSeconds', async () => {
    const short = await startServer({ jwtTtlSeconds: 1 });
    try {
      const { token } = await login(short, TENANT);
      const exp = decodeJwt(token).exp ?? 0;
      expect(exp - (decodeJwt(token).iat ?? 0)).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, exp * 1000 - Date.now()) + 20));
      const res = await short.app.inject({ method: 'GET', url: '/api/auth/user', headers: auth(token) });
      expect(errorOf(res)).toMatchObject({ http: 401, errorCode: 11 });
    } finally {
      await short.close();
    }
  });

  it('drops the first 7 characters whatever they are (like TB)', async () => {
    const { token } = await login(server, TENANT);
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { 'x-authorization': `XXXXXXX${token}` },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('logout, current user, public login', () => {
  it('POST /api/auth/logout → 200 with an empty body, with or without a {} body', async () => {
    const { token } = await login(server, TENANT);
    for (const payload of [undefined, '{}', '']) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { ...auth(token), 'content-type': 'application/json' },
        ...(payload !== undefined ? { payload } : {}),
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('');
    }
  });

  it('GET /api/auth/user returns the raw user (no computed userCredentialsEnabled)', async () => {
    const { token } = await login(server, CUSTOMER);
    const res = await server.app.inject({ method: 'GET', url: '/api/auth/user', headers: auth(token) });
    const user = body(res);
    expect(user).toMatchObject({
      email: 'customer@thingsboard.org',
      name: 'customer@thingsboard.org',
      authority: 'CUSTOMER_USER',
    });
    expect(user['id']).toMatchObject({ entityType: 'USER' });
    expect(user['tenantId']).toMatchObject({ entityType: 'TENANT' });
    expect(user['customerId']).toMatchObject({ entityType: 'CUSTOMER' });
    expect(user['additionalInfo']).toHaveProperty('lastLoginTs');
    expect(user['additionalInfo']).not.toHaveProperty('userCredentialsEnabled');
  });

  it('POST /api/auth/login/public issues public CUSTOMER_USER tokens for the public customer only', async () => {
    const { rows } = await server.db.query<{ id: string; tenant_id: string; title: string }>(
      'SELECT id, tenant_id, title FROM customer ORDER BY title',
    );
    const pub = rows.find((r) => r.title === 'Public')!;
    const priv = rows.find((r) => r.title === 'Customer A')!;
    const res = await post('/api/auth/login/public', { publicId: pub.id });
    expect(res.statusCode).toBe(200);
    const c = decodeJwt(String(body(res)['token']));
    expect(c).toMatchObject({
      sub: pub.id,
      scopes: ['CUSTOMER_USER'],
      userId: NULL_UUID,
      firstName: 'Public',
      lastName: 'Public',
      enabled: true,
      isPublic: true,
      tenantId: pub.tenant_id,
      customerId: pub.id,
    });
    const refreshed = await post('/api/auth/token', { refreshToken: body(res)['refreshToken'] });
    expect(decodeJwt(String(body(refreshed)['token']))['isPublic']).toBe(true);
    for (const publicId of [priv.id, NULL_UUID, 'nope']) {
      expect(errorOf(await post('/api/auth/login/public', { publicId }))).toMatchObject({ http: 401, errorCode: 10 });
    }
  });

  it('locks an account after maxFailedLoginAttempts', async () => {
    const customerId = "(SELECT id FROM tb_user WHERE email = 'customer@thingsboard.org')";
    await server.db.query(
      `INSERT INTO admin_settings (id, created_time, key, json_value)
       VALUES ('0b5d1f60-0000-1000-8000-000000000001', 0, 'securitySettings', '{"maxFailedLoginAttempts": 2}')`,
    );
    try {
      const bad = { ...CUSTOMER, password: 'wrong' };
      const inject = () => server.app.inject({ method: 'POST', url: '/api/auth/login', payload: bad });
      expect(errorOf(await inject()).message).toBe('Invalid username or password');
      expect(errorOf(await inject()).message).toBe('Invalid username or password');
      expect(errorOf(await inject()).message).toBe('User account is locked due to security policy');
      const ok = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: CUSTOMER });
      expect(errorOf(ok).message).toBe('User account is not active');
      const info = await server.db.query<{ a: { failedLoginAttempts: number } }>(
        `SELECT additional_info AS a FROM tb_user WHERE id = ${customerId}`,
      );
      expect(info.rows[0]?.a.failedLoginAttempts).toBe(3);
    } finally {
      await server.db.query("DELETE FROM admin_settings WHERE key = 'securitySettings'");
      await server.db.query(
        `UPDATE user_credentials SET enabled = true, failed_login_attempts = 0 WHERE user_id = ${customerId}`,
      );
    }
    expect((await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: CUSTOMER })).statusCode).toBe(
      200,
    );
  });
});
