/**
 * Entity data queries: every entity filter type, every key-filter operation (string with
 * ignoreCase, numeric, boolean, complex) with dynamic values, entity fields and latest values of every key type,
 * sorting by field and by key, paging, text search, count, find/keys, alarm data queries and per-role scoping.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, type Fixture, type Page } from '../fixtures.js';

let f: Fixture;
const ids: Record<string, string> = {};
type Who = 'ta' | 'cu' | 'cb' | 'tb' | 'sa';
type TsValue = { ts: number; value: string | null };
type EntityData = {
  entityId: { entityType: string; id: string };
  latest: Record<string, Record<string, TsValue>>;
  timeseries: Record<string, unknown>;
};

const nameField = [{ type: 'ENTITY_FIELD', key: 'name' }];
const dev = (k: string) => ({ entityType: 'DEVICE', id: ids[k] });

async function find(who: Who, body: Record<string, unknown>) {
  const res = await f.req('POST', '/api/entitiesQuery/find', who, {
    pageLink: { pageSize: 100, page: 0 },
    entityFields: nameField,
    ...body,
  });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return JSON.parse(res.body) as Page<EntityData>;
}
const namesOf = (p: Page<EntityData>) => p.data.map((d) => d.latest['ENTITY_FIELD']?.['name']?.value);
async function names(who: Who, entityFilter: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return namesOf(await find(who, { entityFilter, ...extra })).sort();
}

async function setAttrs(type: string, id: string | undefined, scope: string, body: Record<string, unknown>) {
  const res = await f.req('POST', `/api/plugins/telemetry/${type}/${id}/${scope}`, 'ta', body);
  if (res.statusCode !== 200) throw new Error(res.body);
}
async function setTs(id: string | undefined, body: unknown) {
  const res = await f.req('POST', `/api/plugins/telemetry/DEVICE/${id}/timeseries/ANY`, 'ta', body);
  if (res.statusCode !== 200) throw new Error(res.body);
}

beforeAll(async () => {
  f = await fixture();
  const one = async (sql: string) => (await f.server.db.query<{ id: string }>(sql)).rows[0]?.id ?? '';
  for (const k of ['A1', 'A2', 'A3', 'B1']) ids[k] = await one(`SELECT id FROM device WHERE name = 'Test Device ${k}'`);
  ids['T1'] = await one("SELECT id FROM device WHERE name = 'Thermostat T1'");
  ids['PUMP'] = await one("SELECT id FROM device WHERE name = 'Pump P1'");
  ids['BUILDING'] = await one("SELECT id FROM asset WHERE name = 'Building Alpha'");
  ids['FIELD'] = await one("SELECT id FROM asset WHERE name = 'Field Gamma'");
  ids['VIEW'] = await one("SELECT id FROM entity_view WHERE name = 'T1 comfort view'");
  ids['EDGE'] = await one(
    "SELECT id FROM edge WHERE name = 'Edge Alpha' AND tenant_id = (SELECT tenant_id FROM device WHERE name = 'Test Device A1')",
  );
  ids['USER_CU'] = await one("SELECT id FROM tb_user WHERE email = 'customer@thingsboard.org'");
  await setAttrs('DEVICE', ids['A1'], 'SERVER_SCOPE', { active: true });
  await setAttrs('DEVICE', ids['A2'], 'SERVER_SCOPE', { active: false });
  await setAttrs('DEVICE', ids['A3'], 'SERVER_SCOPE', { active: true });
  await setAttrs('DEVICE', ids['A1'], 'SHARED_SCOPE', { targetTemp: 21.0 });
  for (const [k, fw] of [
    ['A1', 'v1.2'],
    ['A2', 'V2.0'],
  ] as const) {
    await f.server.telemetry.attributes.save(
      f.tenantId,
      dev(k) as { entityType: 'DEVICE'; id: string },
      'CLIENT_SCOPE',
      [{ key: 'fw', type: 'STRING', value: fw }],
    );
  }
  await setTs(ids['A1'], { temperature: 22 });
  await setTs(ids['A2'], { temperature: 25.5 });
  await setTs(ids['A3'], { temperature: 30 });
  await setTs(ids['B1'], { temperature: 40 });
  await setAttrs('TENANT', f.tenantId, 'SERVER_SCOPE', { threshold: 24 }).catch(async () => {
    const res = await f.req('POST', `/api/plugins/telemetry/TENANT/${f.tenantId}/SERVER_SCOPE`, 'sa', {
      threshold: 24,
    });
    if (res.statusCode !== 200) throw new Error(res.body);
  });
  await setAttrs('CUSTOMER', f.customerA, 'SERVER_SCOPE', { threshold: 26 });
  for (const to of [
    { entityType: 'ENTITY_VIEW', id: ids['VIEW'] },
    { entityType: 'EDGE', id: ids['EDGE'] },
  ]) {
    const res = await f.req('POST', '/api/relation', 'ta', {
      from: { entityType: 'ASSET', id: ids['BUILDING'] },
      to,
      type: 'Contains',
    });
    if (res.statusCode !== 200) throw new Error(res.body);
  }
});
afterAll(async () => {
  await f?.server.close();
});

describe('entity filters', () => {
  it('singleEntity, entityList, entityName, entityType, stateEntity', async () => {
    expect(await names('ta', { type: 'singleEntity', singleEntity: dev('A1') })).toEqual(['Test Device A1']);
    expect(
      await names('ta', { type: 'entityList', entityType: 'DEVICE', entityList: [ids['A1'], ids['A2'], ids['PUMP']] }),
    ).toEqual(['Test Device A1', 'Test Device A2']);
    expect(await names('ta', { type: 'entityName', entityType: 'DEVICE', entityNameFilter: 'test device a' })).toEqual([
      'Test Device A1',
      'Test Device A2',
      'Test Device A3',
    ]);
    expect(await names('ta', { type: 'entityType', entityType: 'ASSET' })).toEqual([
      'Building Alpha',
      'Field Gamma',
      'Floor 1',
      'Floor 2',
      'Warehouse Beta',
    ]);
    expect(await names('cu', { type: 'entityType', entityType: 'ASSET' })).toEqual([
      'Building Alpha',
      'Floor 1',
      'Floor 2',
    ]);
    expect(
      await names('ta', { type: 'stateEntity', stateEntityParamName: null, defaultStateEntity: dev('A3') }),
    ).toEqual(['Test Device A3']);
    expect(await names('ta', { type: 'stateEntity', stateEntityParamName: null })).toEqual([]);
  });

  it('asset/device/entity-view/edge type filters and the API usage state', async () => {
    expect(await names('ta', { type: 'assetType', assetType: 'floor' })).toEqual(['Floor 1', 'Floor 2']);
    expect(await names('ta', { type: 'assetType', assetType: 'floor', assetNameFilter: 'floor 2' })).toEqual([
      'Floor 2',
    ]);
    expect(await names('ta', { type: 'deviceType', deviceType: 'thermostat' })).toEqual([
      'Thermostat T1',
      'Thermostat T2',
    ]);
    expect(
      await names('ta', { type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: 'Thermostat T2' }),
    ).toEqual(['Thermostat T2']);
    expect(await names('ta', { type: 'entityViewType', entityViewType: 'comfort' })).toEqual(['T1 comfort view']);
    expect(await names('ta', { type: 'edgeType', edgeType: 'default' })).toEqual(['Edge Alpha']);
    const usage = await find('ta', { entityFilter: { type: 'apiUsageState' } });
    expect(usage.data.map((d) => d.entityId.entityType)).toEqual(['API_USAGE_STATE']);
    expect(usage.data[0]?.latest['ENTITY_FIELD']?.['name']?.value).toBe('Tenant');
  });

  relationAndSearchQueryTests();
});

function relationAndSearchQueryTests(): void {
  it('relationsQuery and the four search queries', async () => {
    const rel = (extra: Record<string, unknown>) => ({
      type: 'relationsQuery',
      rootEntity: { entityType: 'ASSET', id: ids['BUILDING'] },
      direction: 'FROM',
      ...extra,
    });
    expect(
      await names('ta', rel({ maxLevel: 2, filters: [{ relationType: 'Contains', entityTypes: ['DEVICE'] }] })),
    ).toEqual(['Test Device A1', 'Test Device A2', 'Test Device A3']);
    expect(await names('ta', rel({ maxLevel: 1, filters: [] }))).toEqual([
      'Edge Alpha',
      'Floor 1',
      'Floor 2',
      'T1 comfort view',
      'Thermostat T1',
    ]);
    expect(
      await names(
        'ta',
        rel({ maxLevel: 2, fetchLastLevelOnly: true, filters: [{ relationType: 'Contains', entityTypes: ['ASSET'] }] }),
      ),
    ).toEqual([]);
    const toRoot = {
      type: 'relationsQuery',
      rootEntity: dev('A1'),
      direction: 'TO',
      maxLevel: 5,
      filters: [{ relationType: 'Contains', entityTypes: ['ASSET'] }],
    };
    expect(await names('ta', toRoot)).toEqual(['Building Alpha', 'Floor 1']);
    const search = (type: string, typesKey: string, types: string[], root = ids['BUILDING'], maxLevel = 1) => ({
      type,
      rootEntity: { entityType: 'ASSET', id: root },
      relationType: 'Contains',
      direction: 'FROM',
      maxLevel,
      [typesKey]: types,
    });
    expect(await names('ta', search('assetSearchQuery', 'assetTypes', ['floor']))).toEqual(['Floor 1', 'Floor 2']);
    expect(await names('ta', search('deviceSearchQuery', 'deviceTypes', ['mqtt-sensor'], ids['FIELD']))).toEqual(
      ['09', '11', '13', '15', '17', '19', '21'].map((n) => `Sensor ${n}`),
    );
    expect(await names('ta', search('deviceSearchQuery', 'deviceTypes', ['default'], ids['BUILDING'], 3))).toEqual([
      'Test Device A1',
      'Test Device A2',
      'Test Device A3',
    ]);
    expect(await names('ta', search('entityViewSearchQuery', 'entityViewTypes', ['comfort']))).toEqual([
      'T1 comfort view',
    ]);
    expect(await names('ta', search('edgeSearchQuery', 'edgeTypes', ['default']))).toEqual(['Edge Alpha']);
    // a customer sees only its own entities of a relation walk
    expect(await names('cb', rel({ maxLevel: 2, filters: [] }))).toEqual([]);
  });
}

describe('key filters', () => {
  const list = { type: 'entityList', entityType: 'DEVICE', entityList: [] as unknown[] };
  const val = (v: unknown) => ({ defaultValue: v });
  const run = async (key: Record<string, unknown>, predicate: Record<string, unknown>, who: Who = 'ta') => {
    list.entityList = [ids['A1'], ids['A2'], ids['A3']];
    return names(who, list, { keyFilters: [{ key, valueType: 'STRING', predicate }] });
  };
  const fw = { type: 'CLIENT_ATTRIBUTE', key: 'fw' };
  const temp = { type: 'TIME_SERIES', key: 'temperature' };
  const A = (...n: number[]) => n.map((i) => `Test Device A${i}`);

  it('string operations with and without ignoreCase (missing values match NOT_* only)', async () => {
    const s = (operation: string, value: string, ignoreCase = false) =>
      run(fw, { type: 'STRING', operation, value: val(value), ignoreCase });
    expect(await s('EQUAL', 'v1.2')).toEqual(A(1));
    expect(await s('EQUAL', 'V1.2')).toEqual([]);
    expect(await s('EQUAL', 'V1.2', true)).toEqual(A(1));
    expect(await s('NOT_EQUAL', 'v1.2')).toEqual(A(2, 3));
    expect(await s('STARTS_WITH', 'v')).toEqual(A(1));
    expect(await s('STARTS_WITH', 'v', true)).toEqual(A(1, 2));
    expect(await s('ENDS_WITH', '.0')).toEqual(A(2));
    expect(await s('CONTAINS', '2')).toEqual(A(1, 2));
    expect(await s('NOT_CONTAINS', '1')).toEqual(A(2, 3));
    expect(
      await run(
        { type: 'ENTITY_FIELD', key: 'name' },
        { type: 'STRING', operation: 'ENDS_WITH', value: val('a3'), ignoreCase: true },
      ),
    ).toEqual(A(3));
  });

  it('numeric, boolean and complex operations', async () => {
    const n = (operation: string, value: number) => run(temp, { type: 'NUMERIC', operation, value: val(value) });
    expect(await n('EQUAL', 22)).toEqual(A(1));
    expect(await n('NOT_EQUAL', 22)).toEqual(A(2, 3));
    expect(await n('GREATER', 25)).toEqual(A(2, 3));
    expect(await n('LESS', 25.5)).toEqual(A(1));
    expect(await n('GREATER_OR_EQUAL', 25.5)).toEqual(A(2, 3));
    expect(await n('LESS_OR_EQUAL', 25.5)).toEqual(A(1, 2));
    const active = { type: 'SERVER_ATTRIBUTE', key: 'active' };
    expect(await run(active, { type: 'BOOLEAN', operation: 'EQUAL', value: val(true) })).toEqual(A(1, 3));
    expect(await run(active, { type: 'BOOLEAN', operation: 'NOT_EQUAL', value: val(true) })).toEqual(A(2));
    const and = {
      type: 'COMPLEX',
      operation: 'AND',
      predicates: [
        { type: 'NUMERIC', operation: 'GREATER', value: val(21) },
        { type: 'NUMERIC', operation: 'LESS', value: val(26) },
      ],
    };
    expect(await run(temp, and)).toEqual(A(1, 2));
    const or = {
      type: 'COMPLEX',
      operation: 'OR',
      predicates: [
        { type: 'NUMERIC', operation: 'LESS', value: val(23) },
        { type: 'NUMERIC', operation: 'GREATER', value: val(29) },
      ],
    };
    expect(await run(temp, or)).toEqual(A(1, 3));
    const created = await run(
      { type: 'ENTITY_FIELD', key: 'createdTime' },
      { type: 'NUMERIC', operation: 'GREATER', value: val(0) },
    );
    expect(created).toEqual(A(1, 2, 3));
    expect(
      await run({ type: 'ATTRIBUTE', key: 'targetTemp' }, { type: 'NUMERIC', operation: 'EQUAL', value: val(21) }),
    ).toEqual(A(1));
  });

  it('dynamic values from the current tenant, customer and user (with inherit); user values win', async () => {
    const dyn = (sourceType: string, inherit = false, extra: Record<string, unknown> = {}) => ({
      type: 'NUMERIC',
      operation: 'GREATER',
      value: { defaultValue: 100, dynamicValue: { sourceType, sourceAttribute: 'threshold', inherit }, ...extra },
    });
    expect(await run(temp, dyn('CURRENT_TENANT'))).toEqual(A(2, 3));
    expect(await run(temp, dyn('CURRENT_CUSTOMER'), 'cu')).toEqual(A(3));
    expect(await run(temp, dyn('CURRENT_CUSTOMER'), 'ta')).toEqual([]);
    expect(await run(temp, dyn('CURRENT_CUSTOMER', true), 'ta')).toEqual(A(2, 3));
    expect(await run(temp, dyn('CURRENT_USER', true), 'cu')).toEqual(A(3));
    expect(await run(temp, dyn('CURRENT_USER'), 'cu')).toEqual([]);
    expect(await run(temp, dyn('CURRENT_TENANT', false, { userValue: 10 }))).toEqual(A(1, 2, 3));
  });
});

describe('results', () => {
  it('returns entity fields and latest values of every key type as strings', async () => {
    const page = await find('ta', {
      entityFilter: { type: 'singleEntity', singleEntity: dev('A1') },
      entityFields: [
        { type: 'ENTITY_FIELD', key: 'name' },
        { type: 'ENTITY_FIELD', key: 'type' },
        { type: 'ENTITY_FIELD', key: 'createdTime' },
        { type: 'ENTITY_FIELD', key: 'title' },
      ],
      latestValues: [
        { type: 'TIME_SERIES', key: 'temperature' },
        { type: 'SERVER_ATTRIBUTE', key: 'active' },
        { type: 'SHARED_ATTRIBUTE', key: 'targetTemp' },
        { type: 'CLIENT_ATTRIBUTE', key: 'fw' },
        { type: 'ATTRIBUTE', key: 'active' },
        { type: 'TIME_SERIES', key: 'nothing' },
      ],
    });
    const d = page.data[0] as EntityData;
    expect(d.entityId).toEqual(dev('A1'));
    expect(d.timeseries).toEqual({});
    expect(d.latest['ENTITY_FIELD']?.['name']?.value).toBe('Test Device A1');
    expect(d.latest['ENTITY_FIELD']?.['type']?.value).toBe('default');
    expect(d.latest['ENTITY_FIELD']?.['createdTime']?.value).toMatch(/^\d+$/);
    expect(d.latest['ENTITY_FIELD']?.['name']?.ts).toBeGreaterThan(Date.now() - 60_000);
    expect(Object.keys(d.latest['ENTITY_FIELD'] ?? {})).not.toContain('title');
    expect(d.latest['TIME_SERIES']?.['temperature']?.value).toBe('22');
    expect(d.latest['TIME_SERIES']?.['nothing']).toEqual({ ts: 0, value: '' });
    expect(d.latest['SERVER_ATTRIBUTE']?.['active']?.value).toBe('true');
    expect(d.latest['SHARED_ATTRIBUTE']?.['targetTemp']?.value).toBe('21');
    expect(d.latest['CLIENT_ATTRIBUTE']?.['fw']?.value).toBe('v1.2');
    expect(d.latest['ATTRIBUTE']?.['active']?.value).toBe('true');
  });

  it('sorts by entity field or by key, pages and searches (contains, any selected column)', async () => {
    const filter = { type: 'entityList', entityType: 'DEVICE', entityList: [ids['A1'], ids['A2'], ids['A3']] };
    const byName = await find('ta', {
      entityFilter: filter,
      pageLink: { pageSize: 10, page: 0, sortOrder: { key: { type: 'ENTITY_FIELD', key: 'name' }, direction: 'DESC' } },
    });
    expect(namesOf(byName)).toEqual(['Test Device A3', 'Test Device A2', 'Test Device A1']);
    const byTemp = await find('ta', {
      entityFilter: filter,
      pageLink: {
        pageSize: 2,
        page: 1,
        sortOrder: { key: { type: 'TIME_SERIES', key: 'temperature' }, direction: 'ASC' },
      },
    });
    expect(namesOf(byTemp)).toEqual(['Test Device A3']);
    expect(byTemp).toMatchObject({ totalElements: 3, totalPages: 2, hasNext: false });
    const first = await find('ta', {
      entityFilter: filter,
      pageLink: {
        pageSize: 2,
        page: 0,
        sortOrder: { key: { type: 'TIME_SERIES', key: 'temperature' }, direction: 'DESC' },
      },
    });
    expect(namesOf(first)).toEqual(['Test Device A3', 'Test Device A2']);
    expect(first.hasNext).toBe(true);
    const search = await find('ta', {
      entityFilter: { type: 'entityType', entityType: 'DEVICE' },
      pageLink: { pageSize: 50, page: 0, textSearch: 'SENSOR 1' },
    });
    expect(search.totalElements).toBe(10);
    const byValue = await find('ta', {
      entityFilter: filter,
      latestValues: [{ type: 'CLIENT_ATTRIBUTE', key: 'fw' }],
      pageLink: { pageSize: 50, page: 0, textSearch: 'v2.' },
    });
    expect(namesOf(byValue)).toEqual(['Test Device A2']);
  });

  countScopeAndErrorTests();
});

function countScopeAndErrorTests(): void {
  it('counts, lists keys, and scopes every role', async () => {
    const count = await f.req('POST', '/api/entitiesQuery/count', 'ta', {
      entityFilter: { type: 'deviceType', deviceType: 'thermostat' },
    });
    expect([count.statusCode, count.body]).toEqual([200, '2']);
    const filtered = await f.req('POST', '/api/entitiesQuery/count', 'ta', {
      entityFilter: { type: 'entityName', entityType: 'DEVICE', entityNameFilter: 'Test Device' },
      keyFilters: [
        {
          key: { type: 'TIME_SERIES', key: 'temperature' },
          valueType: 'NUMERIC',
          predicate: { type: 'NUMERIC', operation: 'GREATER', value: { defaultValue: 0 } },
        },
      ],
    });
    expect(filtered.body).toBe('4');
    expect(
      (
        await f.req('POST', '/api/entitiesQuery/count', 'cu', {
          entityFilter: { type: 'entityType', entityType: 'DEVICE' },
        })
      ).body,
    ).toBe('7');
    expect(
      (
        await f.req('POST', '/api/entitiesQuery/count', 'tb', {
          entityFilter: { type: 'entityList', entityType: 'DEVICE', entityList: [ids['A1']] },
        })
      ).body,
    ).toBe('0');
    const keys = await f.req('POST', '/api/entitiesQuery/find/keys?timeseries=true&attributes=true', 'ta', {
      entityFilter: { type: 'entityList', entityType: 'DEVICE', entityList: [ids['A1'], ids['A2']] },
      pageLink: { pageSize: 1000, page: 0 },
    });
    expect(JSON.parse(keys.body)).toEqual({
      entityTypes: ['DEVICE'],
      timeseries: ['temperature'],
      attribute: ['active', 'fw', 'targetTemp'],
    });
    const noTs = JSON.parse(
      (
        await f.req('POST', '/api/entitiesQuery/find/keys?timeseries=false&attributes=true', 'cu', {
          entityFilter: { type: 'singleEntity', singleEntity: dev('B1') },
        })
      ).body,
    );
    expect(noTs).toEqual({ entityTypes: [], timeseries: [], attribute: [] });
    expect(
      (
        await f.req('POST', '/api/entitiesQuery/find/keys', 'ta', {
          entityFilter: { type: 'entityType', entityType: 'DEVICE' },
        })
      ).statusCode,
    ).toBe(400);
    expect(await names('cu', { type: 'singleEntity', singleEntity: dev('B1') })).toEqual([]);
    expect(
      (
        await f.req('POST', '/api/entitiesQuery/find', 'sa', {
          entityFilter: { type: 'entityType', entityType: 'TENANT' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('rejects malformed queries with TB error bodies', async () => {
    const none = await f.req('POST', '/api/entitiesQuery/find', 'ta', { pageLink: { pageSize: 10, page: 0 } });
    expect(JSON.parse(none.body)).toMatchObject({ status: 400, errorCode: 31, message: 'Entity filter is required!' });
    const unknown = await f.req('POST', '/api/entitiesQuery/find', 'ta', { entityFilter: { type: 'magic' } });
    expect([unknown.statusCode, unknown.body]).toEqual([400, '']);
    const op = await f.req('POST', '/api/entitiesQuery/find', 'ta', {
      entityFilter: { type: 'entityType', entityType: 'DEVICE' },
      keyFilters: [
        {
          key: { type: 'TIME_SERIES', key: 't' },
          predicate: { type: 'NUMERIC', operation: 'ABOUT', value: { defaultValue: 1 } },
        },
      ],
    });
    expect(op.statusCode).toBe(400);
    const page = await f.req('POST', '/api/entitiesQuery/find', 'ta', {
      entityFilter: { type: 'entityType', entityType: 'DEVICE' },
      pageLink: { pageSize: 0, page: 0 },
    });
    expect(JSON.parse(page.body)).toMatchObject({ status: 400, errorCode: 31 });
  });
}

describe('alarm data queries', () => {
  it('finds alarms of the selected entities (own and propagated) with filters and entity latest values', async () => {
    const make = async (type: string, originator: unknown, severity: string, propagate = false) => {
      const res = await f.req('POST', '/api/alarm', 'ta', {
        type,
        originator,
        severity,
        status: 'ACTIVE_UNACK',
        propagate,
      });
      if (res.statusCode !== 200) throw new Error(res.body);
    };
    await make('Hot', dev('A1'), 'CRITICAL');
    await make('Cold', dev('A3'), 'MINOR', true);
    await make('Leak', dev('B1'), 'MAJOR');
    const q = async (who: Who, entityFilter: Record<string, unknown>, pageLink: Record<string, unknown> = {}) => {
      const res = await f.req('POST', '/api/alarmsQuery/find', who, {
        entityFilter,
        entityFields: nameField,
        pageLink: { pageSize: 10, page: 0, ...pageLink },
        alarmFields: [{ type: 'ALARM_FIELD', key: 'type' }],
      });
      if (res.statusCode !== 200) throw new Error(res.body);
      return JSON.parse(res.body) as Page<
        Record<string, unknown> & { latest: EntityData['latest']; entityId: { id: string } }
      >;
    };
    const types = (p: Awaited<ReturnType<typeof q>>) => p.data.map((a) => a['type']).sort();
    const three = { type: 'entityList', entityType: 'DEVICE', entityList: [ids['A1'], ids['A3'], ids['B1']] };
    expect(types(await q('ta', three))).toEqual(['Cold', 'Hot', 'Leak']);
    expect(types(await q('cu', three))).toEqual(['Cold', 'Hot']);
    expect(types(await q('ta', three, { severityList: ['CRITICAL', 'MAJOR'] }))).toEqual(['Hot', 'Leak']);
    expect(types(await q('ta', three, { typeList: ['Cold'] }))).toEqual(['Cold']);
    expect(types(await q('ta', three, { statusList: ['ACK'] }))).toEqual([]);
    expect(types(await q('ta', three, { statusList: ['ACTIVE'], textSearch: 'leak' }))).toEqual(['Leak']);
    expect(types(await q('ta', three, { timeWindow: 60_000 }))).toEqual(['Cold', 'Hot', 'Leak']);
    expect(types(await q('ta', three, { startTs: Date.now() + 60_000 }))).toEqual([]);
    const sorted = await q('ta', three, {
      sortOrder: { key: { type: 'ALARM_FIELD', key: 'severity' }, direction: 'ASC' },
    });
    expect(sorted.data.map((a) => a['severity'])).toEqual(['CRITICAL', 'MAJOR', 'MINOR']);
    expect(sorted.data[0]).toMatchObject({ originatorName: 'Test Device A1', entityId: dev('A1') });
    expect(sorted.data[0]?.latest['ENTITY_FIELD']?.['name']?.value).toBe('Test Device A1');
    const building = { type: 'assetType', assetType: 'building' };
    expect(types(await q('ta', building))).toEqual([]);
    const propagated = await q('ta', building, { searchPropagatedAlarms: true });
    expect(types(propagated)).toEqual(['Cold']);
    expect(propagated.data[0]?.entityId.id).toBe(ids['BUILDING']);
  });
});
