import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import type { IotServer } from '../../../demo/server/app.js';
import { CUSTOMER, SYSADMIN, TENANT, auth, body, errorOf, login, startServer } from '../helpers.js';

let server: IotServer;
const tokens: Record<'sa' | 'ta' | 'cu', string> = { sa: '', ta: '', cu: '' };
const ids: Record<'sa' | 'ta' | 'cu', string> = { sa: '', ta: '', cu: '' };

beforeAll(async () => {
  server = await startServer();
  for (const [key, creds] of [
    ['sa', SYSADMIN],
    ['ta', TENANT],
    ['cu', CUSTOMER],
  ] as const) {
    tokens[key] = (await login(server, creds)).token;
    ids[key] = String(decodeJwt(tokens[key])['userId']);
  }
});
afterAll(async () => {
  await server?.close();
});

function get(url: string, who: keyof typeof tokens) {
  return server.app.inject({ method: 'GET', url, headers: auth(tokens[who]) });
}

describe('GET /api/user/{userId}', () => {
  it.each(['sa', 'ta', 'cu'] as const)(
    'lets %s read itself, with additionalInfo.userCredentialsEnabled',
    async (who) => {
      const res = await get(`/api/user/${ids[who]}`, who);
      expect(res.statusCode).toBe(200);
      const user = body(res);
      expect(user['id']).toEqual({ entityType: 'USER', id: ids[who] });
      expect(user['additionalInfo']).toMatchObject({ userCredentialsEnabled: true });
      expect(Object.keys(user)).toEqual([
        'id',
        'createdTime',
        'additionalInfo',
        'tenantId',
        'customerId',
        'email',
        'authority',
        'firstName',
        'lastName',
        'name',
      ]);
      expect(typeof user['createdTime']).toBe('number');
    },
  );

  it('lets a tenant admin read users of its own tenant', async () => {
    expect((await get(`/api/user/${ids.cu}`, 'ta')).statusCode).toBe(200);
  });

  it('lets the system admin read tenant admins but not customer users (TB SysAdminPermissions)', async () => {
    expect((await get(`/api/user/${ids.ta}`, 'sa')).statusCode).toBe(200);
    expect(errorOf(await get(`/api/user/${ids.cu}`, 'sa'))).toMatchObject({ http: 403, errorCode: 20 });
  });

  it('refuses a customer user reading the tenant admin with 403/20', async () => {
    expect(errorOf(await get(`/api/user/${ids.ta}`, 'cu'))).toEqual({
      http: 403,
      status: 403,
      errorCode: 20,
      message: "You don't have permission to perform this operation!",
    });
  });

  it('refuses a tenant admin reading the system admin', async () => {
    expect(errorOf(await get(`/api/user/${ids.sa}`, 'ta'))).toMatchObject({ http: 403, errorCode: 20 });
  });

  it('answers an unknown id with 404/32 and a malformed one with 400/31', async () => {
    expect(errorOf(await get('/api/user/0b5d1f60-0000-1000-8000-000000000000', 'sa'))).toEqual({
      http: 404,
      status: 404,
      errorCode: 32,
      message: "Requested item wasn't found!",
    });
    expect(errorOf(await get('/api/user/not-a-uuid', 'sa'))).toMatchObject({ http: 400, status: 400, errorCode: 31 });
  });
});

describe('system parameters', () => {
  it('GET /api/user/tokenAccessEnabled → bare true for SA/TA, 403 for CU', async () => {
    for (const who of ['sa', 'ta'] as const) {
      const res = await get('/api/user/tokenAccessEnabled', who);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('true');
    }
    expect(errorOf(await get('/api/user/tokenAccessEnabled', 'cu'))).toMatchObject({ http: 403, errorCode: 20 });
  });

  it('GET /api/edges/enabled → true and /api/dashboard/maxDatapointsLimit → 50000 for every role', async () => {
    for (const who of ['sa', 'ta', 'cu'] as const) {
      const edges = await get('/api/edges/enabled', who);
      expect([edges.statusCode, edges.body]).toEqual([200, 'true']);
      expect(edges.headers['content-type']).toMatch(/^application\/json/);
      const limit = await get('/api/dashboard/maxDatapointsLimit', who);
      expect([limit.statusCode, limit.body]).toEqual([200, '50000']);
    }
  });

  it('GET /api/noauth/userPasswordPolicy needs no token', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/noauth/userPasswordPolicy' });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({
      minimumLength: 6,
      minimumUppercaseLetters: null,
      minimumLowercaseLetters: null,
      minimumDigits: null,
      minimumSpecialCharacters: null,
      passwordExpirationPeriodDays: null,
      passwordReuseFrequencyDays: null,
    });
  });

  it('POST /api/noauth/oauth2Clients → [] (with the UI query string)', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/noauth/oauth2Clients?platform=WEB' });
    expect([res.statusCode, res.body]).toEqual([200, '[]']);
  });
});
