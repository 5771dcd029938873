/**
 * Permission matrix: every registered /api route × {SYS_ADMIN, TENANT_ADMIN, CUSTOMER_USER} × id sets
 * {own tenant, other tenant, other customer}. Asserts: never a 500, and never data of the other tenant (or, for the
 * customer user, of the other customer) in a body. Deletes run last and only with foreign ids.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../demo/server/db/types.js';
import { stopSandbox } from '../../demo/server/script/sandbox.js';
import { fixture, type Fixture, type Who } from './fixtures.js';

let f: Fixture;
type IdSet = Record<string, string>;
const sets: Record<'own' | 'otherTenant' | 'otherCustomer', IdSet> = { own: {}, otherTenant: {}, otherCustomer: {} };
let foreignTenantMarkers: string[] = [];
let foreignCustomerMarkers: string[] = [];

async function one(db: Queryable, sql: string, params: unknown[]): Promise<string> {
  const { rows } = await db.query<{ id: string }>(sql, params);
  return rows[0]?.id ?? '00000000-0000-1000-8000-000000000000';
}

async function idsOf(db: Queryable, tenantId: string, customerId: string): Promise<IdSet> {
  const byCustomer = (table: string) => one(db, `SELECT id FROM ${table} WHERE tenant_id = $1 AND customer_id = $2 LIMIT 1`, [tenantId, customerId]);
  const byTenant = (table: string) => one(db, `SELECT id FROM ${table} WHERE tenant_id = $1 LIMIT 1`, [tenantId]);
  return {
    TENANT: tenantId, CUSTOMER: customerId,
    USER: await one(db, 'SELECT id FROM tb_user WHERE tenant_id = $1 AND customer_id = $2 LIMIT 1', [tenantId, customerId]),
    DEVICE: await byCustomer('device'), ASSET: await byCustomer('asset'), ENTITY_VIEW: await byTenant('entity_view'), EDGE: await byTenant('edge'),
    DASHBOARD: await byTenant('dashboard'), RULE_CHAIN: await byTenant('rule_chain'), DEVICE_PROFILE: await byTenant('device_profile'),
    OTA_PACKAGE: await byTenant('ota_package'), WIDGETS_BUNDLE: await byTenant('widgets_bundle'), WIDGET_TYPE: await byTenant('widget_type'),
    TB_RESOURCE: await byTenant('resource'), TENANT_PROFILE: await one(db, 'SELECT id FROM tenant_profile LIMIT 1', []),
    RULE_NODE: await one(db, 'SELECT n.id FROM rule_node n JOIN rule_chain c ON c.id = n.rule_chain_id WHERE c.tenant_id = $1 LIMIT 1', [tenantId]),
    deviceName: (await db.query<{ name: string }>('SELECT name FROM device WHERE tenant_id = $1 AND customer_id = $2 LIMIT 1', [tenantId, customerId])).rows[0]?.name ?? 'none',
  };
}

/** URL segment before `:id` → entity type. */
const SEGMENT_TYPES: Record<string, string> = {
  user: 'USER', tenant: 'TENANT', tenantProfile: 'TENANT_PROFILE', tenantProfileInfo: 'TENANT_PROFILE', customer: 'CUSTOMER', device: 'DEVICE',
  asset: 'ASSET', entityView: 'ENTITY_VIEW', edge: 'EDGE', deviceProfile: 'DEVICE_PROFILE', deviceProfileInfo: 'DEVICE_PROFILE',
  otaPackage: 'OTA_PACKAGE', dashboard: 'DASHBOARD', ruleChain: 'RULE_CHAIN', ruleNode: 'RULE_NODE', widgetsBundle: 'WIDGETS_BUNDLE',
  widgetType: 'WIDGET_TYPE', resource: 'TB_RESOURCE', template: 'TENANT_PROFILE', sync: 'EDGE', missingToRelatedRuleChains: 'EDGE',
};
const PARAM_TYPES: Record<string, string> = {
  userId: 'USER', tenantId: 'TENANT', customerId: 'CUSTOMER', edgeId: 'EDGE', ruleChainId: 'RULE_CHAIN', profileId: 'DEVICE_PROFILE', entityId: 'DEVICE',
};

function fill(url: string, ids: IdSet): string {
  const parts = url.split('/');
  return parts
    .map((p, i) => {
      if (!p.startsWith(':')) return p;
      const name = p.slice(1);
      if (name === 'deviceName') return encodeURIComponent(ids['deviceName'] ?? 'x');
      if (name === 'entityType') return 'DEVICE';
      if (name === 'eventType') return 'ERROR';
      if (name === 'type') return parts[i - 1] === 'count' ? 'FIRMWARE' : 'FIRMWARE';
      if (name === 'key') return 'general';
      if (name === 'clazz') return 'org.thingsboard.rule.engine.action.TbLogNode';
      if (name === 'isBootstrap') return 'false';
      const type = PARAM_TYPES[name] ?? SEGMENT_TYPES[(parts[i - 1] === 'info' ? parts[i - 2] : parts[i - 1]) ?? ''] ?? 'DEVICE';
      return ids[type] ?? ids['DEVICE'] ?? '';
    })
    .join('/');
}

function bodyFor(url: string, ids: IdSet): unknown {
  const seg = url.split('/')[2] ?? '';
  const type = SEGMENT_TYPES[seg];
  return type && ids[type] ? { id: { entityType: type, id: ids[type] }, name: 'x', title: 'x', type: 'x' } : {};
}

beforeAll(async () => {
  f = await fixture({ testRoutes: false });
  const db = f.server.db;
  const tb = (await db.query<{ id: string }>("SELECT id FROM tenant WHERE title = 'Tenant B'")).rows[0]?.id ?? '';
  const cx = (await db.query<{ id: string }>('SELECT id FROM customer WHERE tenant_id = $1', [tb])).rows[0]?.id ?? '';
  sets.own = await idsOf(db, f.tenantId, f.customerA);
  sets.otherTenant = await idsOf(db, tb, cx);
  sets.otherCustomer = await idsOf(db, f.tenantId, f.customerB);
  foreignTenantMarkers = [tb, cx, 'Pump P1', 'Plant X', 'Customer X', 'TENANT_B_PUMP_TOKEN', 'tenantb@thingsboard.org'];
  foreignCustomerMarkers = ['Test Device B1', 'Warehouse Beta', 'B1_TEST_TOKEN', 'customerb@thingsboard.org'];
});
afterAll(async () => {
  await stopSandbox();
  await f?.server.close();
});

describe('permission matrix', () => {
  it('never answers 500 and never leaks foreign data', { timeout: 240_000 }, async () => {
    const routes = f.server.routes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/auth/login') && r.url !== '/api/auth/token' && r.url !== '/api/auth/changePassword');
    const roles: Who[] = ['sa', 'ta', 'cu'];
    const failures: string[] = [];
    let count = 0;
    const ordered = [...routes.filter((r) => r.method !== 'DELETE'), ...routes.filter((r) => r.method === 'DELETE')];
    for (const route of ordered) {
      for (const [setName, ids] of Object.entries(sets) as [keyof typeof sets, IdSet][]) {
        if (route.method === 'DELETE' && setName === 'own') continue;
        for (const who of roles) {
          const url = `${fill(route.url, ids)}?pageSize=10&page=0&tenantId=${ids['TENANT']}&isSystem=false&bundleAlias=x&alias=x&serviceType=TB_CORE`;
          const payload = route.method === 'GET' ? undefined : bodyFor(route.url, ids);
          const res = await f.req(route.method as 'GET' | 'POST' | 'DELETE', url, who, payload);
          count += 1;
          if (res.statusCode >= 500) failures.push(`${res.statusCode} ${route.method} ${url} as ${who}: ${res.body.slice(0, 200)}`);
          if (who === 'sa') continue;
          const markers = setName === 'otherTenant' ? foreignTenantMarkers : setName === 'otherCustomer' && who === 'cu' ? foreignCustomerMarkers : [];
          const leaked = markers.filter((m) => res.statusCode < 300 && res.body.includes(m));
          if (leaked.length > 0) failures.push(`LEAK ${route.method} ${url} as ${who} (${setName}): ${leaked.join(', ')}`);
        }
      }
    }
    process.stdout.write(`permission matrix: ${routes.length} routes × 3 roles × 3 id sets → ${count} requests\n`);
    expect(failures).toEqual([]);
  });
});
