import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import type { IotServer } from '../../../demo/server/app.js';
import { CUSTOMER, SYSADMIN, TENANT, auth, body, errorOf, login, startServer } from '../helpers.js';

let server: IotServer;
const tok: Record<'sa' | 'ta' | 'cu' | 'tb', string> = { sa: '', ta: '', cu: '', tb: '' };
let tenantId = '';
let customerId = '';

beforeAll(async () => {
  server = await startServer();
  tok.sa = (await login(server, SYSADMIN)).token;
  tok.ta = (await login(server, TENANT)).token;
  tok.cu = (await login(server, CUSTOMER)).token;
  tok.tb = (await login(server, { username: 'tenantb@thingsboard.org', password: 'tenant' })).token;
  tenantId = String(decodeJwt(tok.ta)['tenantId']);
  customerId = String(decodeJwt(tok.cu)['customerId']);
});
afterAll(async () => {
  await server?.close();
});

function req(method: 'GET' | 'POST' | 'DELETE', url: string, who: keyof typeof tok, payload?: unknown) {
  return server.app.inject({
    method,
    url,
    headers: auth(tok[who]),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}
type Page<T = Record<string, unknown>> = { data: T[]; totalElements: number; totalPages: number; hasNext: boolean };

describe('tenants', () => {
  it('SA creates a tenant: region forced, default profile, Root + Edge Root chains and a default device profile', async () => {
    const res = await req('POST', '/api/tenant', 'sa', { title: 'Acme', region: 'Mars', email: 'ops@acme.io' });
    expect(res.statusCode).toBe(200);
    const t = body(res);
    expect(t['region']).toBe('Global');
    expect(t['name']).toBe('Acme');
    expect((t['tenantProfileId'] as { entityType: string }).entityType).toBe('TENANT_PROFILE');
    const id = (t['id'] as { id: string }).id;
    const chains = await server.db.query<{ name: string; type: string; root: boolean }>(
      'SELECT name, type, root FROM rule_chain WHERE tenant_id = $1 ORDER BY name',
      [id],
    );
    expect(chains.rows).toEqual([
      { name: 'Edge Root Rule Chain', type: 'EDGE', root: true },
      { name: 'Root Rule Chain', type: 'CORE', root: true },
    ]);
    const profiles = await server.db.query<{ name: string; is_default: boolean }>(
      'SELECT name, is_default FROM device_profile WHERE tenant_id = $1',
      [id],
    );
    expect(profiles.rows).toEqual([{ name: 'default', is_default: true }]);
    const info = body(await req('GET', `/api/tenant/info/${id}`, 'sa'));
    expect(info['tenantProfileName']).toBe('Default');
    const upd = body(await req('POST', '/api/tenant', 'sa', { ...t, title: 'Acme 2' }));
    expect(upd['title']).toBe('Acme 2');
    const del = await req('DELETE', `/api/tenant/${id}`, 'sa', {});
    expect([del.statusCode, del.body]).toEqual([200, '']);
    expect(errorOf(await req('GET', `/api/tenant/${id}`, 'sa'))).toMatchObject({ http: 404, errorCode: 32 });
  });

  it('validates, pages, sorts and scopes', async () => {
    expect(errorOf(await req('POST', '/api/tenant', 'sa', { title: '' }))).toMatchObject({
      http: 400,
      errorCode: 31,
      message: 'Tenant title should be specified!',
    });
    expect(errorOf(await req('POST', '/api/tenant', 'ta', { title: 'x' }))).toMatchObject({ http: 403, errorCode: 20 });
    const page = body<Page<{ title: string }>>(
      await req('GET', '/api/tenants?pageSize=10&page=0&sortProperty=title&sortOrder=DESC', 'sa'),
    );
    expect(page.data.map((t) => t.title)).toEqual(['Tenant B', 'Tenant']);
    const search = body<Page<{ title: string }>>(
      await req('GET', '/api/tenantInfos?pageSize=10&page=0&textSearch=tenant%20b', 'sa'),
    );
    expect(search.data.map((t) => t.title)).toEqual(['Tenant B']);
    expect((await req('GET', `/api/tenant/${tenantId}`, 'ta')).statusCode).toBe(200);
    const other = String(decodeJwt(tok.tb)['tenantId']);
    expect(errorOf(await req('GET', `/api/tenant/${other}`, 'ta'))).toMatchObject({ http: 403, errorCode: 20 });
    expect(errorOf(await req('GET', `/api/tenant/${tenantId}`, 'cu'))).toMatchObject({ http: 403 });
  });
});

describe('tenant profiles', () => {
  it('CRUD with default handling', async () => {
    const def = body(await req('GET', '/api/tenantProfileInfo/default', 'sa'));
    expect(def['name']).toBe('Default');
    const created = body(
      await req('POST', '/api/tenantProfile', 'sa', {
        name: 'Gold',
        profileData: { configuration: { type: 'DEFAULT', maxDevices: 5 } },
      }),
    );
    expect(created['default']).toBe(false);
    const id = (created['id'] as { id: string }).id;
    expect(
      errorOf(
        await req('POST', '/api/tenantProfile', 'sa', {
          name: 'Gold',
          profileData: { configuration: { type: 'DEFAULT' } },
        }),
      ),
    ).toMatchObject({
      message: 'Tenant profile with such name already exists!',
    });
    expect(body(await req('POST', `/api/tenantProfile/${id}/default`, 'sa'))['default']).toBe(true);
    expect(errorOf(await req('DELETE', `/api/tenantProfile/${id}`, 'sa'))).toMatchObject({
      message: 'Deletion of Default Tenant Profile is prohibited!',
    });
    await req('POST', `/api/tenantProfile/${(def['id'] as { id: string }).id}/default`, 'sa');
    expect((await req('DELETE', `/api/tenantProfile/${id}`, 'sa')).statusCode).toBe(200);
    const infos = body<Page<{ name: string }>>(
      await req('GET', '/api/tenantProfileInfos?pageSize=10&page=0&sortProperty=name', 'sa'),
    );
    expect(Object.keys(infos.data[0] ?? {})).toEqual(['id', 'name']);
    expect(infos.totalElements).toBe(4);
    expect((await req('GET', '/api/tenantProfiles?pageSize=10&page=0', 'ta')).statusCode).toBe(403);
  });
});

describe('customers and queues', () => {
  it('CRUD, title/shortInfo, isolation', async () => {
    const created = body(await req('POST', '/api/customer', 'ta', { title: 'Zeta', email: 'z@z.io' }));
    const id = (created['id'] as { id: string }).id;
    expect(created['tenantId']).toEqual({ entityType: 'TENANT', id: tenantId });
    expect(errorOf(await req('POST', '/api/customer', 'ta', { title: 'Zeta' }))).toMatchObject({
      message: 'Customer with such title already exists!',
    });
    expect(errorOf(await req('POST', '/api/customer', 'ta', { title: 'Q', email: 'nope' }))).toMatchObject({
      message: "Invalid email address format 'nope'!",
    });
    const title = await req('GET', `/api/customer/${id}/title`, 'ta');
    expect([title.body, title.headers['content-type']]).toEqual(['Zeta', 'application/text']);
    const pub = body<Page<{ id: { id: string }; title: string }>>(
      await req('GET', '/api/customers?pageSize=10&page=0&textSearch=pub', 'ta'),
    ).data[0];
    expect(body(await req('GET', `/api/customer/${pub?.id.id}/shortInfo`, 'ta'))).toEqual({
      title: 'Public',
      isPublic: true,
    });
    expect(body(await req('GET', '/api/tenant/customers?customerTitle=Zeta', 'ta'))['title']).toBe('Zeta');
    expect(errorOf(await req('GET', `/api/customer/${id}`, 'tb'))).toMatchObject({ http: 403, errorCode: 20 });
    expect(errorOf(await req('GET', `/api/customer/${id}`, 'cu'))).toMatchObject({ http: 403 });
    expect((await req('GET', `/api/customer/${customerId}`, 'cu')).statusCode).toBe(200);
    const tbList = body<Page>(await req('GET', '/api/customers?pageSize=50&page=0', 'tb'));
    expect(JSON.stringify(tbList)).not.toContain(tenantId);
    expect((await req('DELETE', `/api/customer/${id}`, 'ta', {})).body).toBe('');
    expect(errorOf(await req('GET', `/api/customer/${id}`, 'ta'))).toMatchObject({ http: 404 });
  });

  it('GET /api/tenant/queues', async () => {
    expect(body(await req('GET', '/api/tenant/queues?serviceType=TB_RULE_ENGINE', 'ta'))).toEqual([
      'Main',
      'HighPriority',
      'SequentialByOriginator',
    ]);
    expect(body(await req('GET', '/api/tenant/queues?serviceType=TB_CORE', 'ta'))).toEqual([]);
    expect((await req('GET', '/api/tenant/queues?serviceType=NOPE', 'ta')).statusCode).toBe(400);
    expect((await req('GET', '/api/tenant/queues?serviceType=TB_CORE', 'cu')).statusCode).toBe(403);
  });
});
