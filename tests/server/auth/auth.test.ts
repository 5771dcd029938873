import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import type { IotServer } from '../../../demo/server/app.js';
import { NULL_UUID } from '../../../demo/server/lib/uuid.js';
import {
  CUSTOMER,
  SYSADMIN,
  TENANT,
  TB_TIMESTAMP,
  TEST_KEY_B64,
  auth,
  body,
  errorOf,
  login,
  mint,
  startServer,
} from '../helpers.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-1[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

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

describe('POST /api/auth/login', () => {
  it.each([
    [SYSADMIN, 'SYS_ADMIN'],
    [TENANT, 'TENANT_ADMIN'],
    [CUSTOMER, 'CUSTOMER_USER'],
  ])('logs in %o as %s and returns exactly token + refreshToken', async (creds, authority) => {
    const res = await post('/api/auth/login', creds);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const tokens = body(res);
    expect(Object.keys(tokens).sort()).toEqual(['refreshToken', 'token']);
    expect(decodeJwt(String(tokens['token']))['scopes']).toEqual([authority]);
  });

  it('rejects a wrong password and an unknown user with 401/10 "Invalid username or password"', async () => {
    for (const creds of [
      { ...TENANT, password: 'nope' },
      { username: 'ghost@thingsboard.org', password: 'x' },
    ]) {
      const res = await post('/api/auth/login', creds);
      expect(errorOf(res)).toEqual({ http: 401, status: 401, errorCode: 10, message: 'Invalid username or password' });
      expect(body(res)['timestamp']).toMatch(TB_TIMESTAMP);
    }
  });

  it('is case-sensitive on the username', async () => {
    const res = await post('/api/auth/login', { username: 'TENANT@thingsboard.org', password: 'tenant' });
    expect(res.statusCode).toBe(401);
  });

  it('answers blank, missing and unparsable bodies with 401/10 "Authentication failed"', async () => {
    const cases = [
      server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: '{bad',
        headers: { 'content-type': 'application/json' },
      }),
      server.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' } }),
      post('/api/auth/login', { username: 'tenant@thingsboard.org', password: '' }),
      post('/api/auth/login', { username: ' ', password: 'x' }),
      post('/api/auth/login', [1, 2]),
      server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: 'hello',
        headers: { 'content-type': 'text/plain' },
      }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(errorOf(res)).toEqual({ http: 401, status: 401, errorCode: 10, message: 'Authentication failed' });
    }
  });

  it('accepts a JSON body sent with another content type (TB login filters ignore it)', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: JSON.stringify(TENANT),
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers other methods with 401/10 "Authentication method not supported"', async () => {
    for (const url of ['/api/auth/login', '/api/auth/token', '/api/auth/login/public']) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(errorOf(res)).toMatchObject({ http: 401, errorCode: 10, message: 'Authentication method not supported' });
    }
  });

  it('refuses a disabled account with "User account is not active" (only with the right password)', async () => {
    await server.db.query(
      "UPDATE user_credentials SET enabled = false WHERE user_id = (SELECT id FROM tb_user WHERE email = 'customer@thingsboard.org')",
    );
    try {
      expect(errorOf(await post('/api/auth/login', CUSTOMER)).message).toBe('User account is not active');
      expect(errorOf(await post('/api/auth/login', { ...CUSTOMER, password: 'bad' })).message).toBe(
        'Invalid username or password',
      );
    } finally {
      await server.db.query('UPDATE user_credentials SET enabled = true');
    }
  });
});

describe('JWT contents', () => {
  it('mints HS512 access tokens with every ThingsBoard claim', async () => {
    const { token, refreshToken } = await login(server, TENANT);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS512' });
    const c = decodeJwt(token);
    expect(c.sub).toBe('tenant@thingsboard.org');
    expect(c['scopes']).toEqual(['TENANT_ADMIN']);
    expect(c['userId']).toMatch(UUID);
    expect(c['firstName']).toBe('Tenant');
    expect(c['lastName']).toBe('Administrator');
    expect(c['enabled']).toBe(true);
    expect(c['isPublic']).toBe(false);
    expect(c['tenantId']).toMatch(UUID);
    expect(c['customerId']).toBe(NULL_UUID);
    expect(c.iss).toBe('thingsboard.io');
    expect(typeof c.iat).toBe('number');
    expect(c.exp! - c.iat!).toBe(9000);

    expect(decodeProtectedHeader(refreshToken)).toEqual({ alg: 'HS512' });
    const r = decodeJwt(refreshToken);
    expect(r['scopes']).toEqual(['REFRESH_TOKEN']);
    expect(r.sub).toBe('tenant@thingsboard.org');
    expect(r['userId']).toBe(c['userId']);
    expect(r['isPublic']).toBe(false);
    expect(r.iss).toBe('thingsboard.io');
    expect(r.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(r.exp! - r.iat!).toBe(604800);
  });

  it('uses the null UUID tenant for the system admin and a real customer for customer users', async () => {
    const sa = decodeJwt((await login(server, SYSADMIN)).token);
    expect(sa['tenantId']).toBe(NULL_UUID);
    expect(sa['customerId']).toBe(NULL_UUID);
    const ta = decodeJwt((await login(server, TENANT)).token);
    const cu = decodeJwt((await login(server, CUSTOMER)).token);
    expect(cu['tenantId']).toBe(ta['tenantId']);
    expect(cu['customerId']).toMatch(UUID);
    expect(cu['customerId']).not.toBe(NULL_UUID);
  });
});

describe('POST /api/auth/token', () => {
  it('exchanges a refresh token for a new pair', async () => {
    const { refreshToken } = await login(server, CUSTOMER);
    const res = await post('/api/auth/token', { refreshToken });
    expect(res.statusCode).toBe(200);
    const pair = body(res);
    expect(decodeJwt(String(pair['token']))['scopes']).toEqual(['CUSTOMER_USER']);
    expect(decodeJwt(String(pair['refreshToken']))['scopes']).toEqual(['REFRESH_TOKEN']);
    const me = await server.app.inject({ method: 'GET', url: '/api/auth/user', headers: auth(String(pair['token'])) });
    expect(body(me)['email']).toBe('customer@thingsboard.org');
  });

  it('rejects an access token, garbage and a missing field with 401/10', async () => {
    const { token } = await login(server, CUSTOMER);
    expect(errorOf(await post('/api/auth/token', { refreshToken: token }))).toMatchObject({ http: 401, errorCode: 10 });
    expect(errorOf(await post('/api/auth/token', { refreshToken: 'x.y.z' }))).toMatchObject({
      http: 401,
      errorCode: 10,
    });
    expect(errorOf(await post('/api/auth/token', {}))).toMatchObject({
      errorCode: 10,
      message: 'Authentication failed',
    });
  });

  it('answers an expired refresh token with 401/11 "Token has expired"', async () => {
    const { refreshToken } = await login(server, CUSTOMER);
    const claims = decodeJwt(refreshToken);
    const expired = await mint(
      { scopes: ['REFRESH_TOKEN'], sub: claims.sub, userId: claims['userId'], isPublic: false },
      -10,
    );
    expect(errorOf(await post('/api/auth/token', { refreshToken: expired }))).toEqual({
      http: 401,
      status: 401,
      errorCode: 11,
      message: 'Token has expired',
    });
  });
});
