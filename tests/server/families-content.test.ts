/**
 * Family tests over HTTP on a free port with a fresh data dir, for the families that are not assignable
 * entities: customers, users, tenants, tenant profiles, device profiles, dashboards, rule chains, widgets bundles,
 * OTA packages, resources — CRUD, paging, case-insensitive sort, prefix search, delete — plus the dashboard
 * assignment and home flows, OTA upload/download per checksum algorithm, and audit logs per user/customer/tenant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKSUM_ALGORITHMS, checksum } from '../../demo/server/ota-packages/checksum.js';
import { uuidV1Time } from '../../demo/server/lib/uuid.js';
import { startLive, type Live, type Role } from './support/live.js';

let live: Live;
let profileId = '';
beforeAll(async () => {
  live = await startLive();
  profileId = (await live.call('GET', '/api/deviceProfileInfo/default', 'ta')).json.id.id;
});
afterAll(async () => {
  await live?.close();
});

interface Family {
  name: string;
  who: Role;
  create: string;
  list: string;
  item: string;
  field: 'title' | 'name' | 'email';
  body: (label: string, i: number) => Record<string, unknown>;
}

const LABELS = ['Zeta item', 'alpha item', 'Beta item', 'Other thing'];
const FAMILIES: Family[] = [
  {
    name: 'customers',
    who: 'ta',
    create: '/api/customer',
    list: '/api/customers',
    item: '/api/customer',
    field: 'title',
    body: (t) => ({ title: t, email: 'c@example.com' }),
  },
  {
    name: 'users',
    who: 'ta',
    create: '/api/user?sendActivationMail=false',
    list: '/api/users',
    item: '/api/user',
    field: 'email',
    body: (t) => ({ email: `${t.replace(' ', '.')}@example.com`, authority: 'TENANT_ADMIN' }),
  },
  {
    name: 'tenants',
    who: 'sa',
    create: '/api/tenant',
    list: '/api/tenantInfos',
    item: '/api/tenant',
    field: 'title',
    body: (t) => ({ title: t }),
  },
  {
    name: 'tenant profiles',
    who: 'sa',
    create: '/api/tenantProfile',
    list: '/api/tenantProfiles',
    item: '/api/tenantProfile',
    field: 'name',
    body: (t) => ({ name: t, profileData: { configuration: { type: 'DEFAULT', maxDevices: 0 } } }),
  },
  {
    name: 'device profiles',
    who: 'ta',
    create: '/api/deviceProfile',
    list: '/api/deviceProfiles',
    item: '/api/deviceProfile',
    field: 'name',
    body: (t) => ({
      name: t,
      type: 'DEFAULT',
      transportType: 'DEFAULT',
      provisionType: 'DISABLED',
      profileData: { configuration: { type: 'DEFAULT' }, transportConfiguration: { type: 'DEFAULT' } },
    }),
  },
  {
    name: 'dashboards',
    who: 'ta',
    create: '/api/dashboard',
    list: '/api/tenant/dashboards',
    item: '/api/dashboard',
    field: 'title',
    body: (t) => ({ title: t, configuration: { widgets: {} } }),
  },
  {
    name: 'rule chains',
    who: 'ta',
    create: '/api/ruleChain',
    list: '/api/ruleChains',
    item: '/api/ruleChain',
    field: 'name',
    body: (t) => ({ name: t }),
  },
  {
    name: 'widgets bundles',
    who: 'ta',
    create: '/api/widgetsBundle',
    list: '/api/widgetsBundles',
    item: '/api/widgetsBundle',
    field: 'title',
    body: (t, i) => ({ title: t, alias: `fam_${i}` }),
  },
  {
    name: 'OTA packages',
    who: 'ta',
    create: '/api/otaPackage',
    list: '/api/otaPackages',
    item: '/api/otaPackage/info',
    field: 'title',
    body: (t) => ({
      title: t,
      version: '1',
      type: 'FIRMWARE',
      deviceProfileId: { entityType: 'DEVICE_PROFILE', id: profileId },
    }),
  },
  {
    name: 'resources',
    who: 'ta',
    create: '/api/resource',
    list: '/api/resource',
    item: '/api/resource/info',
    field: 'title',
    body: (t, i) => ({
      title: t,
      resourceType: 'JKS',
      fileName: `k${i}.jks`,
      data: Buffer.from(`key ${i}`).toString('base64'),
    }),
  },
];

describe.each(FAMILIES)('$name', (fam) => {
  const ids: string[] = [];
  const key = (v: string) => (fam.field === 'email' ? `${v.replace(' ', '.')}@example.com` : v).toLowerCase();

  it('creates with time-based ids and reads back', async () => {
    for (const [i, label] of LABELS.entries()) {
      const r = await live.call('POST', fam.create, fam.who, fam.body(label, i));
      expect(r.status, r.text).toBe(200);
      ids.push(r.json.id.id);
      expect(r.json.createdTime).toBe(uuidV1Time(r.json.id.id));
      const read = await live.call('GET', `${fam.item}/${r.json.id.id}`, fam.who);
      expect(read.status, read.text).toBe(200);
      expect(String(read.json[fam.field]).toLowerCase()).toBe(key(label));
    }
  });

  it('pages, sorts case-insensitively and searches by prefix', async () => {
    const q = (extra: string) => live.call('GET', `${fam.list}?pageSize=2&page=0&${extra}`, fam.who);
    const sortBy = fam.field;
    const asc = (
      await q(`textSearch=${fam.field === 'email' ? 'ALPHA' : 'alpha'}&sortProperty=${sortBy}&sortOrder=ASC`)
    ).json;
    expect(asc.totalElements).toBe(1);
    const mine = async (order: string) => {
      const all = (
        await live.call('GET', `${fam.list}?pageSize=1000&page=0&sortProperty=${sortBy}&sortOrder=${order}`, fam.who)
      ).json;
      return all.data
        .map((d: Record<string, string>) => String(d[sortBy]).toLowerCase())
        .filter((v: string) => LABELS.some((l) => key(l) === v));
    };
    const expected = LABELS.map(key).sort();
    expect(await mine('ASC')).toEqual(expected);
    expect(await mine('DESC')).toEqual([...expected].reverse());
    const zeta = (await q(`textSearch=${encodeURIComponent(fam.field === 'email' ? 'zeta.' : 'ZETA ')}`)).json;
    expect(zeta.data.map((d: Record<string, string>) => String(d[fam.field]).toLowerCase())).toEqual([
      key('Zeta item'),
    ]);
    expect((await q('textSearch=item')).json.totalElements).toBe(0);
    const paged = (await live.call('GET', `${fam.list}?pageSize=1&page=0`, fam.who)).json;
    expect(paged.data).toHaveLength(1);
    expect(paged.hasNext).toBe(paged.totalElements > 1);
    expect(paged.totalPages).toBe(paged.totalElements);
    expect((await q('sortProperty=createdTime&sortOrder=sideways')).json).toMatchObject({
      status: 400,
      errorCode: 31,
      message: "Unsupported sort order 'sideways'! Only 'ASC' or 'DESC' types are allowed.",
    });
  });

  it('deletes with an empty 200; then 404', async () => {
    const id = ids[3] ?? '';
    const del = await live.call('DELETE', `${fam.item.replace('/info', '')}/${id}`, fam.who);
    expect([del.status, del.text]).toEqual([200, '']);
    expect((await live.call('GET', `${fam.item}/${id}`, fam.who)).json).toMatchObject({ status: 404, errorCode: 32 });
  });
});

describe('dashboards: assignment, public, home, server constants', () => {
  it('assigns through every form and lists per customer', async () => {
    const d = (await live.call('POST', '/api/dashboard', 'ta', { title: 'Shared board', configuration: {} })).json;
    const id = d.id.id;
    const listA = async () =>
      (await live.call('GET', `/api/customer/${live.customerA}/dashboards?pageSize=50&page=0`, 'cu')).json.data.map(
        (x: { title: string }) => x.title,
      );
    await live.call('POST', `/api/customer/${live.customerA}/dashboard/${id}`, 'ta');
    expect(await listA()).toContain('Shared board');
    const both = (await live.call('POST', `/api/dashboard/${id}/customers`, 'ta', [live.customerA, live.customerB]))
      .json;
    expect(both.assignedCustomers.map((c: { title: string }) => c.title).sort()).toEqual(['Customer A', 'Customer B']);
    expect(both.assignedCustomers[0]).toHaveProperty('public', false);
    const removed = (await live.call('POST', `/api/dashboard/${id}/customers/remove`, 'ta', [live.customerA])).json;
    expect(removed.assignedCustomers.map((c: { title: string }) => c.title)).toEqual(['Customer B']);
    expect(await listA()).not.toContain('Shared board');
    expect((await live.call('GET', `/api/dashboard/${id}`, 'cu')).status).toBe(403);
    await live.call('POST', `/api/dashboard/${id}/customers/add`, 'ta', [live.customerA]);
    expect((await live.call('GET', `/api/dashboard/${id}`, 'cu')).json.configuration).toEqual({});
    await live.call('DELETE', `/api/customer/${live.customerA}/dashboard/${id}`, 'ta');
    const pub = (await live.call('POST', `/api/customer/public/dashboard/${id}`, 'ta')).json;
    expect(pub.assignedCustomers.find((c: { public: boolean }) => c.public)?.title).toBe('Public');
    const priv = (await live.call('DELETE', `/api/customer/public/dashboard/${id}`, 'ta')).json;
    expect(priv.assignedCustomers.map((c: { title: string }) => c.title)).toEqual(['Customer B']);
    const infos = (await live.call('GET', '/api/tenant/dashboards?pageSize=50&page=0&textSearch=shared', 'ta')).json;
    expect(infos.data[0]).not.toHaveProperty('configuration');
  });

  it('home dashboard (tenant level) and the constants', async () => {
    const d = (await live.call('POST', '/api/dashboard', 'ta', { title: 'Home board', configuration: {} })).json;
    expect((await live.call('GET', '/api/tenant/dashboard/home/info', 'ta')).json).toEqual({
      dashboardId: null,
      hideDashboardToolbar: true,
    });
    const set = await live.call('POST', '/api/tenant/dashboard/home/info', 'ta', {
      dashboardId: d.id,
      hideDashboardToolbar: false,
    });
    expect([set.status, set.text]).toEqual([200, '']);
    expect((await live.call('GET', '/api/dashboard/home/info', 'ta')).json).toEqual({
      dashboardId: d.id,
      hideDashboardToolbar: false,
    });
    expect((await live.call('GET', '/api/dashboard/home', 'ta')).json).toMatchObject({
      title: 'Home board',
      hideDashboardToolbar: false,
    });
    // A customer user cannot read the tenant's home dashboard (not assigned): skipped, empty body.
    expect((await live.call('GET', '/api/dashboard/home', 'cu')).text).toBe('');
    expect((await live.call('GET', '/api/dashboard/home', 'sa')).text).toBe('');
    const t = (await live.call('GET', '/api/dashboard/serverTime', 'cu')).json;
    expect(Math.abs(t - Date.now())).toBeLessThan(5000);
    expect((await live.call('GET', '/api/dashboard/maxDatapointsLimit', 'cu')).text).toBe('50000');
  });
});

describe('OTA packages over multipart HTTP', () => {
  const data = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7 + 3) % 256));

  it.each(CHECKSUM_ALGORITHMS)(
    '%s: computed when absent, verified when given, downloaded byte for byte',
    async (alg) => {
      const info = (
        await live.call('POST', '/api/otaPackage', 'ta', {
          title: `http-${alg}`,
          version: '2',
          type: 'SOFTWARE',
          deviceProfileId: { entityType: 'DEVICE_PROFILE', id: profileId },
        })
      ).json;
      const upload = (query: string) => {
        const form = new FormData();
        form.append('file', new Blob([data], { type: 'application/x-pkg' }), `pkg-${alg}.bin`);
        return fetch(`${live.base}/api/otaPackage/${info.id.id}?${query}`, {
          method: 'POST',
          body: form,
          headers: { 'x-authorization': `Bearer ${tokenOf()}` },
        });
      };
      const wrong = await upload(`checksumAlgorithm=${alg}&checksum=0badc0de`);
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({ errorCode: 31, message: 'Wrong otaPackage file!' });
      const ok = await upload(`checksumAlgorithm=${alg}`);
      expect(ok.status).toBe(200);
      expect(await ok.json()).toMatchObject({
        hasData: true,
        checksumAlgorithm: alg,
        checksum: checksum(alg, data),
        dataSize: data.length,
        fileName: `pkg-${alg}.bin`,
      });
      const given = await upload(`checksumAlgorithm=${alg}&checksum=${checksum(alg, data).toUpperCase()}`);
      expect(given.status).toBe(200);
      const dl = await fetch(`${live.base}/api/otaPackage/${info.id.id}/download`, {
        headers: { 'x-authorization': `Bearer ${tokenOf()}` },
      });
      expect(dl.headers.get('x-filename')).toBe(`pkg-${alg}.bin`);
      expect(dl.headers.get('content-type')).toBe('application/x-pkg');
      expect(dl.headers.get('content-disposition')).toBe(`attachment;filename=pkg-${alg}.bin`);
      expect(Buffer.compare(Buffer.from(await dl.arrayBuffer()), data)).toBe(0);
    },
  );
});

let taToken = '';
function tokenOf(): string {
  return taToken;
}
beforeAll(async () => {
  taToken = (
    await live.call('POST', '/api/auth/login', null, { username: 'tenant@thingsboard.org', password: 'tenant' })
  ).json.token;
});

describe('audit logs', () => {
  it('lists per tenant, user and customer, filtered by action types and time', async () => {
    const c = (await live.call('POST', '/api/customer', 'ta', { title: 'Audited customer' })).json;
    await live.call('POST', '/api/customer', 'ta', { ...c, phone: '+1 555' });
    const me = (await live.call('GET', '/api/auth/user', 'ta')).json.id.id;
    const tenantLog = (await live.call('GET', '/api/audit/logs?pageSize=100&page=0&actionTypes=ADDED,UPDATED', 'ta'))
      .json;
    expect(tenantLog.data.every((e: { actionType: string }) => ['ADDED', 'UPDATED'].includes(e.actionType))).toBe(true);
    expect(tenantLog.data.some((e: { entityName: string }) => e.entityName === 'Audited customer')).toBe(true);
    const userLog = (await live.call('GET', `/api/audit/logs/user/${me}?pageSize=100&page=0`, 'ta')).json;
    expect(userLog.data.every((e: { userId: { id: string } }) => e.userId.id === me)).toBe(true);
    const customerLog = (await live.call('GET', `/api/audit/logs/customer/${c.id.id}?pageSize=100&page=0`, 'ta')).json;
    expect(customerLog.data.map((e: { actionType: string }) => e.actionType).sort()).toEqual(['ADDED', 'UPDATED']);
    const future = (await live.call('GET', `/api/audit/logs?pageSize=10&page=0&startTime=${Date.now() + 60_000}`, 'ta'))
      .json;
    expect(future.totalElements).toBe(0);
    expect((await live.call('GET', '/api/audit/logs?pageSize=10&page=0', 'cu')).status).toBe(403);
    expect(
      (await live.call('GET', '/api/audit/logs?pageSize=10&page=0', 'tb')).json.data.some(
        (e: { entityName: string }) => e.entityName === 'Audited customer',
      ),
    ).toBe(false);
  });
});
