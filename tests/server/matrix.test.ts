/**
 * Permission matrix: every registered /api route × {SYS_ADMIN, TENANT_ADMIN, CUSTOMER_USER} × id
 * sets {own tenant + own customer, other tenant, other customer of the same tenant}. Body-taking routes are called
 * twice: as an update of the set's entity, and as a create whose references (customer, profile, device, rule chain…)
 * point into the set. Asserts: never a 5xx, and never data of the other tenant (for TA and CU, whatever the set), nor
 * of the other customer (for CU), in any successful body — checked against every id, name and token the foreign side
 * owns. Deletes run last, foreign sets first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../demo/server/db/types.js';
import { stopSandbox } from '../../demo/server/script/sandbox.js';
import { NULL_UUID } from '../../demo/server/lib/uuid.js';
import { body } from './helpers.js';
import { fixture, type Fixture, type Who } from './fixtures.js';

let f: Fixture;
/** POST routes that only read (query bodies); everything else a public (dashboard) user sends must be refused. */
const PUBLIC_READS = new Set([
  '/api/relations',
  '/api/relations/info',
  '/api/assets',
  '/api/devices',
  '/api/entityViews',
  '/api/edges',
  '/api/events/:entityType/:entityId',
  '/api/auth/logout',
  '/api/noauth/oauth2Clients',
  '/api/entitiesQuery/find',
  '/api/entitiesQuery/find/keys',
  '/api/entitiesQuery/count',
  '/api/alarmsQuery/find',
]);
type IdSet = Record<string, string>;
type SetName = 'own' | 'otherTenant' | 'otherCustomer';
const sets: Record<SetName, IdSet> = { own: {}, otherTenant: {}, otherCustomer: {} };
/** Everything identifying tenant B's data / customer B's data (ids, names, tokens). */
let tenantMarkers: string[] = [];
let customerMarkers: string[] = [];
/** Customer A's data: foreign to the public (dashboard) user of the tenant's public customer. */
let customerAMarkers: string[] = [];
let publicToken = '';
const MISSING = '00000000-0000-1000-8000-000000000000';

async function one(db: Queryable, sql: string, params: unknown[]): Promise<string> {
  const { rows } = await db.query<{ id: string }>(sql, params);
  return rows[0]?.id ?? MISSING;
}

async function idsOf(db: Queryable, tenantId: string, customerId: string): Promise<IdSet> {
  const byCustomer = (table: string) =>
    one(db, `SELECT id FROM ${table} WHERE tenant_id = $1 AND customer_id = $2 ORDER BY created_time LIMIT 1`, [
      tenantId,
      customerId,
    ]);
  const byTenant = (table: string) =>
    one(db, `SELECT id FROM ${table} WHERE tenant_id = $1 ORDER BY created_time LIMIT 1`, [tenantId]);
  const dashboard = await one(
    db,
    `SELECT id FROM dashboard WHERE tenant_id = $1 AND assigned_customers @> jsonb_build_array(jsonb_build_object('customerId', jsonb_build_object('id', $2::text))) LIMIT 1`,
    [tenantId, customerId],
  );
  return {
    TENANT: tenantId,
    CUSTOMER: customerId,
    USER: await one(db, 'SELECT id FROM tb_user WHERE tenant_id = $1 AND customer_id = $2 LIMIT 1', [
      tenantId,
      customerId,
    ]),
    DEVICE: await byCustomer('device'),
    ASSET: await byCustomer('asset'),
    ENTITY_VIEW: await byCustomer('entity_view'),
    EDGE: await byCustomer('edge'),
    DASHBOARD: dashboard === MISSING ? await byTenant('dashboard') : dashboard,
    RULE_CHAIN: await byTenant('rule_chain'),
    DEVICE_PROFILE: await byTenant('device_profile'),
    OTA_PACKAGE: await byTenant('ota_package'),
    WIDGETS_BUNDLE: await byTenant('widgets_bundle'),
    WIDGET_TYPE: await byTenant('widget_type'),
    TB_RESOURCE: await byTenant('resource'),
    TENANT_PROFILE: await one(db, 'SELECT id FROM tenant_profile LIMIT 1', []),
    RULE_NODE: await one(
      db,
      'SELECT n.id FROM rule_node n JOIN rule_chain c ON c.id = n.rule_chain_id WHERE c.tenant_id = $1 LIMIT 1',
      [tenantId],
    ),
    deviceName:
      (
        await db.query<{ name: string }>('SELECT name FROM device WHERE tenant_id = $1 AND customer_id = $2 LIMIT 1', [
          tenantId,
          customerId,
        ])
      ).rows[0]?.name ?? 'none',
  };
}

/** Ids, names and tokens of everything a tenant owns (or, with `customerId`, everything assigned to that customer). */
async function markersOf(db: Queryable, tenantId: string, customerId: string | null): Promise<string[]> {
  const out = new Set<string>();
  const add = async (sql: string, params: unknown[]) => {
    const { rows } = await db.query<Record<string, unknown>>(sql, params);
    // Names the matrix itself writes ("matrix…") are shared by both sides and prove nothing.
    for (const r of rows)
      for (const v of Object.values(r))
        if (typeof v === 'string' && v.length >= 6 && v !== NULL_UUID && !v.startsWith('matrix')) out.add(v);
  };
  if (customerId) {
    for (const t of ['device', 'asset', 'entity_view', 'edge'])
      await add(`SELECT id::text, name FROM ${t} WHERE tenant_id = $1 AND customer_id = $2`, [tenantId, customerId]);
    await add('SELECT id::text, title FROM customer WHERE id = $1', [customerId]);
    await add('SELECT id::text, email FROM tb_user WHERE customer_id = $1', [customerId]);
    await add(
      'SELECT c.credentials_id FROM device_credentials c JOIN device d ON d.id = c.device_id WHERE d.customer_id = $1',
      [customerId],
    );
    return [...out];
  }
  await add('SELECT id::text, title FROM tenant WHERE id = $1', [tenantId]);
  for (const t of ['device', 'asset', 'entity_view', 'edge', 'device_profile', 'rule_chain'])
    await add(`SELECT id::text, name FROM ${t} WHERE tenant_id = $1`, [tenantId]);
  for (const t of ['customer', 'dashboard', 'ota_package', 'widgets_bundle', 'resource'])
    await add(`SELECT id::text, title FROM ${t} WHERE tenant_id = $1`, [tenantId]);
  await add('SELECT id::text, alias FROM widget_type WHERE tenant_id = $1', [tenantId]);
  await add('SELECT id::text, email FROM tb_user WHERE tenant_id = $1', [tenantId]);
  await add('SELECT n.id::text FROM rule_node n JOIN rule_chain c ON c.id = n.rule_chain_id WHERE c.tenant_id = $1', [
    tenantId,
  ]);
  await add(
    'SELECT c.credentials_id FROM device_credentials c JOIN device d ON d.id = c.device_id WHERE d.tenant_id = $1',
    [tenantId],
  );
  await add('SELECT secret, routing_key FROM edge WHERE tenant_id = $1', [tenantId]);
  // Generic words that also name our own data ("default" profile, "Root Rule Chain", …) are not evidence of a leak.
  const own = new Set(['default', 'Root Rule Chain', 'Edge Root Rule Chain', 'Public']);
  return [...out].filter((m) => !own.has(m));
}

/** URL segment before `:id` → entity type. */
const SEGMENT_TYPES: Record<string, string> = {
  user: 'USER',
  tenant: 'TENANT',
  tenantProfile: 'TENANT_PROFILE',
  tenantProfileInfo: 'TENANT_PROFILE',
  customer: 'CUSTOMER',
  device: 'DEVICE',
  asset: 'ASSET',
  entityView: 'ENTITY_VIEW',
  edge: 'EDGE',
  deviceProfile: 'DEVICE_PROFILE',
  deviceProfileInfo: 'DEVICE_PROFILE',
  otaPackage: 'OTA_PACKAGE',
  dashboard: 'DASHBOARD',
  ruleChain: 'RULE_CHAIN',
  ruleNode: 'RULE_NODE',
  widgetsBundle: 'WIDGETS_BUNDLE',
  widgetType: 'WIDGET_TYPE',
  resource: 'TB_RESOURCE',
  template: 'TENANT_PROFILE',
  sync: 'EDGE',
  missingToRelatedRuleChains: 'EDGE',
};
const PARAM_TYPES: Record<string, string> = {
  userId: 'USER',
  tenantId: 'TENANT',
  customerId: 'CUSTOMER',
  edgeId: 'EDGE',
  ruleChainId: 'RULE_CHAIN',
  profileId: 'DEVICE_PROFILE',
  entityId: 'DEVICE',
  deviceId: 'DEVICE',
};

function fill(url: string, ids: IdSet): string {
  const parts = url.split('/');
  return parts
    .map((p, i) => {
      if (!p.startsWith(':')) return p;
      const name = p.slice(1);
      if (name === 'deviceName') return encodeURIComponent(ids['deviceName'] ?? 'x');
      if (name === 'entityType') return 'DEVICE';
      if (name === 'eventType') return 'DEBUG_RULE_NODE';
      if (name === 'type') return 'FIRMWARE';
      if (name === 'key') return 'general';
      if (name === 'clazz') return 'org.thingsboard.rule.engine.action.TbLogNode';
      if (name === 'isBootstrap') return 'false';
      const type =
        PARAM_TYPES[name] ?? SEGMENT_TYPES[(parts[i - 1] === 'info' ? parts[i - 2] : parts[i - 1]) ?? ''] ?? 'DEVICE';
      return ids[type] ?? ids['DEVICE'] ?? '';
    })
    .join('/');
}

const ref = (type: string, ids: IdSet) => ({ entityType: type, id: ids[type] });

/** Update-by-id body: the set's entity with generic fields. */
function updateBody(url: string, ids: IdSet): unknown {
  const type = SEGMENT_TYPES[url.split('/')[2] ?? ''];
  return type && ids[type]
    ? {
        id: ref(type, ids),
        name: 'matrix',
        title: 'matrix',
        type: 'matrix',
        version: 'm',
        key: 'general',
        jsonValue: {},
      }
    : {};
}

/** Create body whose references point into the set (no id). */
function createBody(url: string, ids: IdSet): unknown {
  const query = {
    parameters: { rootId: ids['ASSET'], rootType: 'ASSET', direction: 'FROM', maxLevel: 3 },
    filters: [],
    relationType: 'Contains',
    assetTypes: [],
    deviceTypes: [],
    entityViewTypes: [],
    edgeTypes: [],
  };
  const special: Record<string, unknown> = {
    '/api/relation': { from: ref('ASSET', ids), to: ref('DEVICE', ids), type: 'Contains' },
    '/api/relations': query,
    '/api/relations/info': query,
    '/api/assets': query,
    '/api/devices': query,
    '/api/entityViews': query,
    '/api/edges': query,
    '/api/ruleChain/metadata': {
      ruleChainId: ref('RULE_CHAIN', ids),
      firstNodeIndex: null,
      nodes: [],
      connections: [],
    },
    '/api/device/credentials': {
      deviceId: ref('DEVICE', ids),
      credentialsType: 'ACCESS_TOKEN',
      credentialsId: `MATRIX_${ids['DEVICE']?.slice(0, 8)}`,
    },
    '/api/dashboard/:id/customers': [ids['CUSTOMER']],
    '/api/dashboard/:id/customers/add': [ids['CUSTOMER']],
    '/api/dashboard/:id/customers/remove': [ids['CUSTOMER']],
    '/api/tenant/dashboard/home/info': { dashboardId: ref('DASHBOARD', ids), hideDashboardToolbar: true },
    '/api/customer/device/:deviceName/claim': { secretKey: '' },
  };
  if (url in special) return special[url];
  const suffix = Math.random().toString(36).slice(2, 8);
  return {
    name: `matrix-${suffix}`,
    title: `matrix-${suffix}`,
    type: 'matrix',
    label: 'matrix',
    version: suffix,
    email: `matrix-${suffix}@example.com`,
    authority: 'CUSTOMER_USER',
    tenantId: ref('TENANT', ids),
    customerId: ref('CUSTOMER', ids),
    deviceProfileId: ref('DEVICE_PROFILE', ids),
    entityId: ref('DEVICE', ids),
    rootRuleChainId: ref('RULE_CHAIN', ids),
    defaultRuleChainId: ref('RULE_CHAIN', ids),
    defaultDashboardId: ref('DASHBOARD', ids),
    firmwareId: ref('OTA_PACKAGE', ids),
    tenantProfileId: ref('TENANT_PROFILE', ids),
    assignedCustomers: [{ customerId: ref('CUSTOMER', ids), title: 'x', public: false }],
    bundleAlias: 'matrix',
    alias: `matrix_${suffix}`,
    routingKey: `matrix-${suffix}`,
    secret: 'matrix',
    keys: { timeseries: [], attributes: { cs: [], ss: [], sh: [] } },
    descriptor: { type: 'latest', sizeX: 1, sizeY: 1 },
    profileData: { configuration: { type: 'DEFAULT' } },
    transportType: 'DEFAULT',
  };
}

async function seedForeignContent(): Promise<void> {
  await seedTenantBContent();
  await seedCallerTenantContent();
}

async function seedTenantBContent(): Promise<void> {
  // Tenant B gets an entity view, an edge, a dashboard, an OTA package, a widgets bundle with a type and a resource, so
  // that every entity type has a real foreign id.
  const tb = async (url: string, payload: unknown) => {
    const res = await f.req('POST', url, 'tb', payload);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return body<{ id: { id: string } }>(res);
  };
  const pump = body<{ id: { id: string }; deviceProfileId: unknown }>(
    await f.req('GET', '/api/tenant/devices?deviceName=Pump%20P1', 'tb'),
  );
  const customerX = (await f.server.db.query<{ id: string }>("SELECT id FROM customer WHERE title = 'Customer X'"))
    .rows[0]?.id;
  const cx = { entityType: 'CUSTOMER', id: customerX };
  await tb('/api/entityView', {
    name: 'Pump view',
    type: 'pumps',
    entityId: { entityType: 'DEVICE', id: pump.id.id },
    customerId: cx,
  });
  await tb('/api/edge', {
    name: 'Edge Beta',
    type: 'default',
    routingKey: 'edge-beta-routing',
    secret: 'edge-beta-secret',
    customerId: cx,
  });
  await tb('/api/dashboard', { title: 'Tenant B board', assignedCustomers: [{ customerId: cx }], configuration: {} });
  await tb('/api/otaPackage', {
    title: 'Pump firmware',
    version: '9.9',
    type: 'FIRMWARE',
    deviceProfileId: pump.deviceProfileId,
  });
  await tb('/api/widgetsBundle', { alias: 'tenant_b_widgets', title: 'Tenant B widgets' });
  await tb('/api/widgetType', {
    bundleAlias: 'tenant_b_widgets',
    alias: 'pump_gauge',
    name: 'Pump gauge',
    descriptor: { type: 'latest', sizeX: 4, sizeY: 3 },
  });
  await tb('/api/resource', {
    title: 'Tenant B keystore',
    resourceType: 'JKS',
    fileName: 'b.jks',
    data: Buffer.from('tenant-b-keystore').toString('base64'),
  });
  await tb('/api/user?sendActivationMail=false', {
    email: 'x.user@example.com',
    authority: 'CUSTOMER_USER',
    customerId: cx,
    firstName: 'Xavier',
  });
}

async function seedCallerTenantContent(): Promise<void> {
  // Customer B (same tenant as the caller) gets an entity view and an edge of its own.
  const b1 = body<{ id: { id: string } }>(
    await f.req('GET', '/api/tenant/devices?deviceName=Test%20Device%20B1', 'ta'),
  );
  const cb = { entityType: 'CUSTOMER', id: f.customerB };
  for (const [url, payload] of [
    [
      '/api/entityView',
      { name: 'B1 view', type: 'b-views', entityId: { entityType: 'DEVICE', id: b1.id.id }, customerId: cb },
    ],
    [
      '/api/edge',
      {
        name: 'Edge of B',
        type: 'default',
        routingKey: 'edge-of-b-routing',
        secret: 'edge-of-b-secret',
        customerId: cb,
      },
    ],
    [
      '/api/edge',
      {
        name: 'Edge of A',
        type: 'default',
        routingKey: 'edge-of-a-routing',
        secret: 'edge-of-a-secret',
        customerId: { entityType: 'CUSTOMER', id: f.customerA },
      },
    ],
    // Tenant-level content of the caller's own tenant, so that the own set has real ids too.
    ['/api/widgetsBundle', { alias: 'tenant_widgets', title: 'Tenant widgets' }],
    [
      '/api/widgetType',
      {
        bundleAlias: 'tenant_widgets',
        alias: 'tank_level',
        name: 'Tank level',
        descriptor: { type: 'latest', sizeX: 4, sizeY: 3 },
      },
    ],
    [
      '/api/resource',
      {
        title: 'Tenant keystore',
        resourceType: 'JKS',
        fileName: 'a.jks',
        data: Buffer.from('tenant-keystore').toString('base64'),
      },
    ],
  ] as const) {
    const res = await f.req('POST', url, 'ta', payload);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  }
}

beforeAll(async () => {
  f = await fixture({ testRoutes: false });
  await seedForeignContent();
  const db = f.server.db;
  const tb = (await db.query<{ id: string }>("SELECT id FROM tenant WHERE title = 'Tenant B'")).rows[0]?.id ?? '';
  const cx = (await db.query<{ id: string }>('SELECT id FROM customer WHERE tenant_id = $1', [tb])).rows[0]?.id ?? '';
  sets.own = await idsOf(db, f.tenantId, f.customerA);
  sets.otherTenant = await idsOf(db, tb, cx);
  sets.otherCustomer = await idsOf(db, f.tenantId, f.customerB);
  tenantMarkers = await markersOf(db, tb, null);
  customerMarkers = await markersOf(db, f.tenantId, f.customerB);
  customerAMarkers = await markersOf(db, f.tenantId, f.customerA);
  const publicId = (
    await db.query<{ id: string }>("SELECT id FROM customer WHERE tenant_id = $1 AND title = 'Public'", [f.tenantId])
  ).rows[0]?.id;
  publicToken = body<{ token: string }>(
    await f.server.app.inject({ method: 'POST', url: '/api/auth/login/public', payload: { publicId } }),
  ).token;
}, 120_000);
afterAll(async () => {
  await stopSandbox();
  await f?.server.close();
});

describe('permission matrix', () => {
  it('has a real foreign id for every entity type', () => {
    for (const name of ['own', 'otherTenant', 'otherCustomer'] as const) {
      const missing = Object.entries(sets[name])
        .filter(([, v]) => v === MISSING)
        .map(([k]) => k);
      expect(missing, name).toEqual([]);
    }
    expect(tenantMarkers.length).toBeGreaterThan(30);
    expect(customerMarkers.length).toBeGreaterThan(8);
  });

  it('the leak detector sees foreign data where it is legitimately visible (control)', async () => {
    const asTenantB = (await f.req('GET', '/api/tenant/deviceInfos?pageSize=10&page=0', 'tb')).body;
    expect(tenantMarkers.filter((m) => asTenantB.includes(m)).length).toBeGreaterThan(2);
    const asCustomerB = (await f.req('GET', `/api/customer/${f.customerB}/deviceInfos?pageSize=10&page=0`, 'cb')).body;
    expect(customerMarkers.filter((m) => asCustomerB.includes(m)).length).toBeGreaterThan(2);
  });

  permissionSweepTest();
});

function permissionSweepTest(): void {
  it('never answers 5xx and never leaks foreign data', { timeout: 300_000 }, async () => {
    const routes = f.server.routes.filter(
      (r) =>
        r.url.startsWith('/api/') &&
        !['/api/auth/login', '/api/auth/login/public', '/api/auth/token', '/api/auth/changePassword'].includes(r.url),
    );
    // The three roles, plus the public (dashboard) user of the tenant's public customer.
    const roles: (Who | 'pu')[] = ['sa', 'cu', 'pu', 'ta'];
    const failures: string[] = [];
    let count = 0;
    const statuses: Record<string, number> = {};
    const run = async (route: { method: string; url: string }, setName: SetName) => {
      const ids = sets[setName];
      const url = `${fill(route.url, ids)}?pageSize=100&page=0&tenantId=${ids['TENANT']}&isSystem=false&bundleAlias=matrix&alias=x&serviceType=TB_RULE_ENGINE&componentTypes=FILTER&customerTitle=Customer%20X&deviceName=${encodeURIComponent(ids['deviceName'] ?? '')}`;
      const payloads =
        route.method === 'GET' || route.method === 'DELETE'
          ? [undefined]
          : [updateBody(route.url, ids), createBody(route.url, ids)];
      for (const who of roles) {
        for (const payload of payloads) {
          const res =
            who === 'pu'
              ? await f.server.app.inject({
                  method: route.method as 'GET',
                  url,
                  headers: { 'x-authorization': `Bearer ${publicToken}` },
                  ...(payload !== undefined ? { payload: payload as object } : {}),
                })
              : await f.req(route.method as 'GET' | 'POST' | 'DELETE', url, who, payload);
          count += 1;
          const k = `${who}:${Math.floor(res.statusCode / 100)}xx`;
          statuses[k] = (statuses[k] ?? 0) + 1;
          if (res.statusCode >= 500)
            failures.push(`${res.statusCode} ${route.method} ${url} as ${who}: ${res.body.slice(0, 200)}`);
          if (
            who === 'pu' &&
            route.method !== 'GET' &&
            res.statusCode < 300 &&
            !PUBLIC_READS.has(route.url) &&
            !route.url.startsWith('/api/noauth/') &&
            // The device API authenticates devices (access token / provision key), never the user's JWT.
            !route.url.startsWith('/api/v1/')
          ) {
            failures.push(`WRITE by public user ${route.method} ${url} (${setName}) → ${res.statusCode}`);
          }
          if (who === 'sa' || res.statusCode >= 300) continue;
          const markers =
            who === 'cu'
              ? [...tenantMarkers, ...customerMarkers]
              : who === 'pu'
                ? [...tenantMarkers, ...customerMarkers, ...customerAMarkers]
                : tenantMarkers;
          const leaked = markers.filter((m) => res.body.includes(m));
          if (leaked.length > 0)
            failures.push(`LEAK ${route.method} ${url} as ${who} (${setName}): ${leaked.slice(0, 5).join(', ')}`);
        }
      }
    };
    // Assignment routes legitimately move entities between customers (e.g. to the public customer); ownership is
    // re-read after every mutating route, so markers always describe what is foreign right now.
    const refresh = async () => {
      customerMarkers = await markersOf(f.server.db, f.tenantId, f.customerB);
      customerAMarkers = await markersOf(f.server.db, f.tenantId, f.customerA);
    };
    for (const route of routes.filter((r) => r.method !== 'DELETE')) {
      for (const setName of ['otherTenant', 'otherCustomer', 'own'] as const) {
        await run(route, setName);
        if (route.method !== 'GET') await refresh();
      }
    }
    const deletes = routes.filter((r) => r.method === 'DELETE');
    for (const setName of ['otherTenant', 'otherCustomer', 'own'] as const) {
      for (const route of deletes) {
        await run(route, setName);
        await refresh();
      }
    }
    process.stdout.write(
      `permission matrix: ${routes.length} routes × 3 roles + public user × 3 id sets (bodies: update + create) → ${count} requests (${Object.entries(
        statuses,
      )
        .sort()
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')})\n`,
    );
    expect(failures).toEqual([]);
  });
}
