/**
 * Entity counters: the per tenant/customer/type counts kept by triggers always equal the rows of the counted tables
 * (devices, assets, entity views, edges) through creation, assignment, type change, bulk insert, deletion and tenant
 * deletion; and entity data queries and paged entity lists answered from them report the same totals as counting rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, type Fixture, type Page, type Who } from '../fixtures.js';

let f: Fixture;

beforeAll(async () => {
  f = await fixture();
});
afterAll(async () => {
  await f?.server.close();
});

const TABLES = { DEVICE: 'device', ASSET: 'asset', ENTITY_VIEW: 'entity_view', EDGE: 'edge' } as const;

/** The counter rows and the same counts taken from the tables, both as sorted `type|tenant|customer|subtype=n`. */
async function countersAndTruth(): Promise<[string[], string[]]> {
  const line = (r: { entity_type: string; tenant_id: string; customer_id: string; type: string; n: number }) =>
    `${r.entity_type}|${r.tenant_id}|${r.customer_id}|${r.type}=${Number(r.n)}`;
  type Row = { entity_type: string; tenant_id: string; customer_id: string; type: string; n: number };
  const counters = (
    await f.server.db.query<Row>('SELECT entity_type, tenant_id, customer_id, type, n FROM entity_count')
  ).rows;
  const truth = (
    await f.server.db.query<Row>(
      Object.entries(TABLES)
        .map(
          ([t, table]) =>
            `SELECT '${t}' AS entity_type, tenant_id, customer_id, type, count(*)::bigint AS n FROM ${table} GROUP BY 1, 2, 3, 4`,
        )
        .join(' UNION ALL '),
    )
  ).rows;
  return [counters.map(line).sort(), truth.map(line).sort()];
}

async function expectCountersExact(): Promise<void> {
  const [counters, truth] = await countersAndTruth();
  expect(truth.length).toBeGreaterThan(0);
  expect(counters).toEqual(truth);
}

async function ok(method: 'GET' | 'POST' | 'DELETE', url: string, who: Who, body?: unknown) {
  const res = await f.req(method, url, who, body);
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.body ? (JSON.parse(res.body) as Record<string, unknown>) : {};
}

/** totalElements of find (a small page, so the rows cannot tell it) and the count endpoint, and every row's name. */
async function totals(who: Who, entityFilter: Record<string, unknown>, textSearch?: string) {
  const find = async (pageSize: number) =>
    (await ok('POST', '/api/entitiesQuery/find', who, {
      entityFilter,
      entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }],
      pageLink: { pageSize, page: 0, ...(textSearch ? { textSearch } : {}) },
    })) as unknown as Page;
  const small = await find(1);
  const all = await find(1000);
  const counted = Number((await f.req('POST', '/api/entitiesQuery/count', who, { entityFilter })).body);
  return { total: small.totalElements, pages: small.totalPages, rows: all.data.length, counted };
}

const FILTERS: Record<string, unknown>[] = [
  { type: 'entityType', entityType: 'DEVICE' },
  { type: 'entityType', entityType: 'ASSET' },
  { type: 'entityType', entityType: 'ENTITY_VIEW' },
  { type: 'entityType', entityType: 'EDGE' },
  { type: 'deviceType', deviceType: 'thermostat' },
  { type: 'deviceType', deviceType: 'bulk' },
  { type: 'assetType', assetType: 'floor' },
  { type: 'deviceType', deviceType: '' },
];

async function expectQueryTotalsExact(): Promise<void> {
  for (const who of ['ta', 'cu', 'cb', 'tb'] as const) {
    for (const filter of FILTERS) {
      const t = await totals(who, filter);
      expect({ who, filter, ...t }).toEqual({
        who,
        filter,
        total: t.rows,
        pages: t.rows,
        rows: t.rows,
        counted: t.rows,
      });
    }
  }
}

/** Paged lists (one row per page, so the rows cannot tell the total) against a count over the table. */
async function expectListTotalsExact(): Promise<void> {
  const lists: [string, string, unknown[]][] = [
    ['/api/tenant/deviceInfos?pageSize=1&page=0', 'tenant_id = $1', [f.tenantId]],
    ['/api/tenant/devices?pageSize=1&page=0&type=thermostat', `tenant_id = $1 AND type = 'thermostat'`, [f.tenantId]],
    [
      '/api/tenant/deviceInfos?pageSize=1&page=0&textSearch=bulk',
      `tenant_id = $1 AND lower(name) LIKE 'bulk%'`,
      [f.tenantId],
    ],
    [
      `/api/customer/${f.customerA}/deviceInfos?pageSize=1&page=0`,
      'tenant_id = $1 AND customer_id = $2',
      [f.tenantId, f.customerA],
    ],
  ];
  for (const [url, where, params] of lists) {
    const page = (await ok('GET', url, 'ta')) as unknown as Page;
    const { rows } = await f.server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM device WHERE ${where}`,
      params,
    );
    expect({ url, total: page.totalElements }).toEqual({ url, total: rows[0]?.n });
  }
  const assets = (await ok('GET', '/api/tenant/assets?pageSize=1&page=0&type=floor', 'ta')) as unknown as Page;
  expect(assets.totalElements).toBe(2);
}

describe('entity counters', () => {
  it('start equal to the seeded tables and give the totals of counting every row', async () => {
    await expectCountersExact();
    await expectQueryTotalsExact();
    await expectListTotalsExact();
    expect((await totals('ta', { type: 'entityType', entityType: 'DEVICE' })).total).toBeGreaterThan(1);
  });

  it('follow creation, assignment, type change, bulk insert and deletion', async () => {
    const before = (await totals('ta', { type: 'entityType', entityType: 'DEVICE' })).total;
    const a = await ok('POST', '/api/device', 'ta', { name: 'Count 1', type: 'thermostat' });
    const b = await ok('POST', '/api/device', 'ta', { name: 'Count 2', type: 'counted' });
    const idOf = (d: Record<string, unknown>) => (d['id'] as { id: string }).id;
    await ok('POST', `/api/customer/${f.customerA}/device/${idOf(a)}`, 'ta');
    await expectCountersExact();
    await ok('POST', '/api/device', 'ta', { ...b, type: 'thermostat' });
    await ok('POST', `/api/customer/${f.customerB}/device/${idOf(b)}`, 'ta');
    await ok('DELETE', `/api/customer/device/${idOf(a)}`, 'ta');
    await expectCountersExact();
    // Many rows in one statement, over two customers and two types.
    await f.server.db.query(
      `INSERT INTO device (id, created_time, tenant_id, customer_id, device_profile_id, name, type, additional_info, device_data)
       SELECT gen_random_uuid(), 1700000000000 + g, d.tenant_id, CASE WHEN g % 2 = 0 THEN $1::uuid ELSE d.customer_id END,
              d.device_profile_id, 'Bulk ' || g, CASE WHEN g % 3 = 0 THEN 'bulk' ELSE 'thermostat' END, d.additional_info, d.device_data
       FROM device d CROSS JOIN generate_series(1, 25) g WHERE d.id = $2`,
      [f.customerA, idOf(a)],
    );
    await expectCountersExact();
    expect((await totals('ta', { type: 'entityType', entityType: 'DEVICE' })).total).toBe(before + 27);
    await expectQueryTotalsExact();
    await f.server.db.query(`UPDATE device SET customer_id = $1 WHERE name LIKE 'Bulk 1%'`, [f.customerB]);
    await f.server.db.query(`DELETE FROM device WHERE name LIKE 'Bulk 2%'`);
    await ok('DELETE', `/api/device/${idOf(b)}`, 'ta');
    await expectCountersExact();
    await expectQueryTotalsExact();
    await expectListTotalsExact();
  });

  it('searches and narrower filters still count their rows', async () => {
    const search = await totals('ta', { type: 'entityType', entityType: 'DEVICE' }, 'bulk 1');
    expect(search.total).toBe(search.rows);
    expect(search.total).toBeGreaterThan(0);
    const named = await totals('ta', { type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: 'Bulk' });
    expect(named.total).toBe(named.rows);
    expect(named.total).toBeGreaterThan(0);
  });

  it('drop the rows of a deleted customer’s and tenant’s entities', async () => {
    const tenantB = (
      await f.server.db.query<{ tenant_id: string }>(
        `SELECT tenant_id FROM tb_user WHERE email = 'tenantb@thingsboard.org'`,
      )
    ).rows[0]?.tenant_id;
    await ok('DELETE', `/api/customer/${f.customerB}`, 'ta');
    await expectCountersExact();
    await ok('DELETE', `/api/tenant/${tenantB}`, 'sa');
    await expectCountersExact();
    const left = await f.server.db.query(`SELECT 1 FROM entity_count WHERE tenant_id = $1 OR n <= 0`, [tenantB]);
    expect(left.rows).toEqual([]);
  });
});
