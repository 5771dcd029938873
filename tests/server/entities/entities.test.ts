import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NULL_UUID } from '../../../demo/server/lib/uuid.js';
import { body, errorOf } from '../helpers.js';
import { fixture, type Fixture, type Id, type Page } from '../fixtures.js';

let f: Fixture;
beforeAll(async () => {
  f = await fixture();
});
afterAll(async () => {
  await f?.server.close();
});

type Dev = { id: Id; name: string; type: string; customerId: Id; deviceProfileId: Id; label: string | null };

describe('devices', () => {
  it('creates with a derived type and ACCESS_TOKEN credentials; the type name creates a profile', async () => {
    const res = await f.req('POST', '/api/device?accessToken=MY_TOKEN_1', 'ta', {
      name: 'Dev X',
      type: 'brand-new-type',
      label: 'L',
    });
    expect(res.statusCode).toBe(200);
    const d = body<Dev>(res);
    expect(d.type).toBe('brand-new-type');
    expect(d.customerId).toEqual({ entityType: 'CUSTOMER', id: NULL_UUID });
    const creds = body(await f.req('GET', `/api/device/${d.id.id}/credentials`, 'ta'));
    expect(creds).toMatchObject({
      credentialsType: 'ACCESS_TOKEN',
      credentialsId: 'MY_TOKEN_1',
      credentialsValue: null,
      deviceId: d.id,
    });
    expect(Object.keys(creds['id'] as object)).toEqual(['id']);
    const plain = body<Dev>(await f.req('POST', '/api/device', 'ta', { name: 'Dev Y' }));
    expect(plain.type).toBe('default');
    expect(errorOf(await f.req('POST', '/api/device', 'ta', { name: 'Dev Y' }))).toEqual({
      http: 400,
      status: 400,
      errorCode: 31,
      message: 'Device with such name already exists!',
    });
    expect(errorOf(await f.req('POST', '/api/device', 'ta', { type: 'x' }))).toMatchObject({
      message: 'Device name should be specified!',
    });
    const upd = body<Dev>(
      await f.req('POST', '/api/device', 'ta', { ...plain, deviceProfileId: d.deviceProfileId, label: null }),
    );
    expect(upd.type).toBe('brand-new-type');
    const del = await f.req('DELETE', `/api/device/${plain.id.id}`, 'ta', {});
    expect([del.statusCode, del.body]).toEqual([200, '']);
    expect(errorOf(await f.req('GET', `/api/device/${plain.id.id}`, 'ta'))).toMatchObject({ http: 404, errorCode: 32 });
  });

  it('updates credentials of every type with TB validation', async () => {
    const d = body<Dev>(await f.req('POST', '/api/device', 'ta', { name: 'Cred Dev' }));
    const creds = body<Record<string, unknown>>(await f.req('GET', `/api/device/${d.id.id}/credentials`, 'ta'));
    const save = (patch: Record<string, unknown>) =>
      f.req('POST', '/api/device/credentials', 'ta', { ...creds, ...patch });
    expect(body(await save({ credentialsId: 'NEW_TOKEN_9' }))['credentialsId']).toBe('NEW_TOKEN_9');
    expect(errorOf(await save({ credentialsId: 'A1_TEST_TOKEN' }))).toMatchObject({
      message: 'Device credentials are already assigned to another device!',
    });
    const x509 = body(
      await save({
        credentialsType: 'X509_CERTIFICATE',
        credentialsValue: '-----BEGIN CERTIFICATE-----\nMIIB\nAA==\n-----END CERTIFICATE-----\n',
      }),
    );
    expect(x509['credentialsValue']).toBe('MIIBAA==');
    expect(x509['credentialsId']).toMatch(/^[0-9a-f]{64}$/);
    const mqtt = body(
      await save({
        credentialsType: 'MQTT_BASIC',
        credentialsValue: JSON.stringify({ clientId: 'c1', userName: 'u1', password: 'p' }),
      }),
    );
    expect(mqtt['credentialsId']).toMatch(/^[0-9a-f]{64}$/);
    expect(
      body(await save({ credentialsType: 'MQTT_BASIC', credentialsValue: JSON.stringify({ userName: 'only-user' }) }))[
        'credentialsId'
      ],
    ).toBe('only-user');
    expect(errorOf(await save({ credentialsType: 'MQTT_BASIC', credentialsValue: '{}' }))).toMatchObject({
      message: 'Both mqtt client id and user name are empty!',
    });
    expect(errorOf(await save({ credentialsType: 'MQTT_BASIC', credentialsValue: 'nope' }))).toMatchObject({
      message: 'Invalid credentials body for simple mqtt credentials!',
    });
    const lwm2m = body(
      await save({
        credentialsType: 'LWM2M_CREDENTIALS',
        credentialsValue: JSON.stringify({ client: { endpoint: 'ep-1', securityConfigClientMode: 'NO_SEC' } }),
      }),
    );
    expect(lwm2m['credentialsId']).toBe('ep-1');
    expect(errorOf(await save({ credentialsType: 'BOGUS' }))).toMatchObject({ http: 400, errorCode: 31 });
    expect(errorOf(await f.req('POST', '/api/device/credentials', 'cu', creds))).toMatchObject({ http: 403 });
  });

  listAndOwnershipTests();
});

function listAndOwnershipTests(): void {
  it('lists infos with paging, search, sort, type and profile filters; customer scoping and isolation', async () => {
    const page = body<Page<Dev & { customerTitle: string | null; deviceProfileName: string }>>(
      await f.req(
        'GET',
        '/api/tenant/deviceInfos?pageSize=5&page=0&textSearch=sensor&sortProperty=name&sortOrder=DESC',
        'ta',
      ),
    );
    expect(page.data[0]?.name).toBe('Sensor 22');
    expect(page.totalElements).toBe(22);
    expect(page.hasNext).toBe(true);
    expect(page.data[0]?.deviceProfileName).toBeDefined();
    const thermo = body<Page<Dev>>(await f.req('GET', '/api/tenant/devices?pageSize=50&page=0&type=thermostat', 'ta'));
    expect(thermo.data.map((d) => d.name).sort()).toEqual(['Thermostat T1', 'Thermostat T2']);
    const byProfile = body<Page<Dev>>(
      await f.req(
        'GET',
        `/api/tenant/deviceInfos?pageSize=50&page=0&deviceProfileId=${thermo.data[0]?.deviceProfileId.id}`,
        'ta',
      ),
    );
    expect(byProfile.totalElements).toBe(2);
    const byName = body<Dev>(await f.req('GET', '/api/tenant/devices?deviceName=Thermostat%20T1', 'ta'));
    expect(byName.name).toBe('Thermostat T1');
    expect(errorOf(await f.req('GET', '/api/tenant/devices?deviceName=nope', 'ta'))).toMatchObject({ http: 404 });
    const cu = body<Page<Dev>>(
      await f.req('GET', `/api/customer/${f.customerA}/deviceInfos?pageSize=100&page=0`, 'cu'),
    );
    expect(cu.data.every((d) => d.customerId.id === f.customerA)).toBe(true);
    expect(cu.totalElements).toBe(7);
    expect(
      errorOf(await f.req('GET', `/api/customer/${f.customerB}/deviceInfos?pageSize=10&page=0`, 'cu')),
    ).toMatchObject({ http: 403, errorCode: 20 });
    expect(errorOf(await f.req('GET', `/api/customer/${f.customerA}/devices?pageSize=10&page=0`, 'tb'))).toMatchObject({
      http: 403,
    });
    const tbPage = await f.req('GET', '/api/tenant/deviceInfos?pageSize=100&page=0', 'tb');
    expect(tbPage.body).not.toContain(f.tenantId);
    expect(errorOf(await f.req('GET', `/api/device/${byName.id.id}`, 'tb'))).toMatchObject({ http: 403 });
    expect(errorOf(await f.req('GET', `/api/device/${byName.id.id}`, 'cu'))).toMatchObject({ http: 403 });
    const types = body<{ type: string; entityType: string }[]>(await f.req('GET', '/api/device/types', 'ta'));
    expect(types.map((t) => t.type)).toContain('thermostat');
    const ids = cu.data
      .slice(0, 2)
      .map((d) => d.id.id)
      .join(',');
    expect(body<Dev[]>(await f.req('GET', `/api/devices?deviceIds=${ids},${byName.id.id}`, 'cu'))).toHaveLength(2);
    const count = await f.req('GET', `/api/devices/count/FIRMWARE/${thermo.data[0]?.deviceProfileId.id}`, 'ta');
    expect(count.body).toBe('2');
  });

  it('assigns, unassigns and makes public', async () => {
    const d = body<Dev>(await f.req('POST', '/api/device', 'ta', { name: 'Assign Me' }));
    const a = body<Dev>(await f.req('POST', `/api/customer/${f.customerA}/device/${d.id.id}`, 'ta'));
    expect(a.customerId.id).toBe(f.customerA);
    expect((await f.req('GET', `/api/device/${d.id.id}`, 'cu')).statusCode).toBe(200);
    expect((await f.req('POST', '/api/device', 'cu', { ...a, label: 'by customer' })).statusCode).toBe(200);
    expect(
      (await f.req('POST', '/api/device', 'cu', { ...a, customerId: { entityType: 'CUSTOMER', id: f.customerB } }))
        .statusCode,
    ).toBe(403);
    const u = body<Dev>(await f.req('DELETE', `/api/customer/device/${d.id.id}`, 'ta'));
    expect(u.customerId.id).toBe(NULL_UUID);
    expect(errorOf(await f.req('DELETE', `/api/customer/device/${d.id.id}`, 'ta'))).toMatchObject({
      message: "Device isn't assigned to any customer!",
    });
    const p = body<Dev>(await f.req('POST', `/api/customer/public/device/${d.id.id}`, 'ta'));
    const info = body<{ customerIsPublic: boolean; customerTitle: string }>(
      await f.req('GET', `/api/device/info/${d.id.id}`, 'ta'),
    );
    expect([info.customerIsPublic, info.customerTitle]).toEqual([true, 'Public']);
    expect(p.customerId.id).not.toBe(NULL_UUID);
    expect(errorOf(await f.req('POST', `/api/customer/${f.customerA}/device/${d.id.id}`, 'tb'))).toMatchObject({
      http: 403,
    });
  });

  it('claims and re-claims', async () => {
    const d = body<Dev>(await f.req('POST', '/api/device', 'ta', { name: 'Claimable' }));
    const fail = await f.req('POST', '/api/customer/device/Claimable/claim', 'cu', { secretKey: 'k' });
    expect([fail.statusCode, fail.body]).toEqual([400, '"FAILURE"']);
    await f.server.db.query('UPDATE device SET claim_data = $2::jsonb WHERE id = $1', [
      d.id.id,
      JSON.stringify({ secretKey: 'k', expirationTime: Date.now() + 60_000 }),
    ]);
    const ok = body<{ response: string; device: Dev }>(
      await f.req('POST', '/api/customer/device/Claimable/claim', 'cu', { secretKey: 'k' }),
    );
    expect(ok.response).toBe('SUCCESS');
    expect(ok.device.customerId.id).toBe(f.customerA);
    const claimed = await f.req('POST', '/api/customer/device/Claimable/claim', 'cb', { secretKey: 'k' });
    expect(claimed.body).toBe('"CLAIMED"');
    expect((await f.req('DELETE', '/api/customer/device/Claimable/claim', 'cu')).statusCode).toBe(200);
    expect(body<Dev>(await f.req('GET', `/api/device/${d.id.id}`, 'ta')).customerId.id).toBe(NULL_UUID);
  });
}

describe('device transfer and LwM2M creation', () => {
  it('moves a device to another tenant (profile re-created by name there, customer cleared)', async () => {
    const d = body<Dev>(await f.req('POST', '/api/device', 'ta', { name: 'Mover', type: 'movable' }));
    const otherTenant =
      (await f.server.db.query<{ id: string }>("SELECT id FROM tenant WHERE title = 'Tenant B'")).rows[0]?.id ?? '';
    const moved = body<Dev & { tenantId: Id }>(
      await f.req('POST', `/api/tenant/${otherTenant}/device/${d.id.id}`, 'ta'),
    );
    expect(moved.tenantId.id).toBe(otherTenant);
    expect(moved.type).toBe('movable');
    expect(errorOf(await f.req('GET', `/api/device/${d.id.id}`, 'ta'))).toMatchObject({ http: 403 });
    expect((await f.req('GET', `/api/device/${d.id.id}`, 'tb')).statusCode).toBe(200);
  });

  it('creates an LwM2M device with its credentials', async () => {
    const d = body<Dev>(
      await f.req('POST', '/api/lwm2m/device-credentials', 'ta', {
        device: { name: 'LwM2M 1' },
        credentials: {
          credentialsValue: JSON.stringify({ client: { endpoint: 'lw-ep-1', securityConfigClientMode: 'NO_SEC' } }),
        },
      }),
    );
    const creds = body(await f.req('GET', `/api/device/${d.id.id}/credentials`, 'ta'));
    expect(creds).toMatchObject({ credentialsType: 'LWM2M_CREDENTIALS', credentialsId: 'lw-ep-1' });
  });
});

describe('device profiles', () => {
  it('CRUD, default switching, deletion rules, infos', async () => {
    const created = body<{ id: Id; default: boolean }>(
      await f.req('POST', '/api/deviceProfile', 'ta', {
        name: 'P1',
        type: 'DEFAULT',
        transportType: 'MQTT',
        provisionType: 'DISABLED',
      }),
    );
    expect(created.default).toBe(false);
    expect(
      errorOf(
        await f.req('POST', '/api/deviceProfile', 'ta', {
          name: 'P1',
          type: 'DEFAULT',
          transportType: 'MQTT',
          provisionType: 'DISABLED',
        }),
      ),
    ).toMatchObject({
      message: 'Device profile with such name already exists!',
    });
    expect(
      errorOf(
        await f.req('POST', '/api/deviceProfile', 'ta', {
          name: 'P2',
          type: 'DEFAULT',
          transportType: 'XX',
          provisionType: 'DISABLED',
        }),
      ),
    ).toMatchObject({ http: 400 });
    const def = body<{ id: Id; name: string }>(await f.req('GET', '/api/deviceProfileInfo/default', 'cu'));
    expect(def.name).toBe('default');
    expect(body(await f.req('POST', `/api/deviceProfile/${created.id.id}/default`, 'ta'))['default']).toBe(true);
    expect(errorOf(await f.req('DELETE', `/api/deviceProfile/${created.id.id}`, 'ta'))).toMatchObject({
      message: 'Deletion of Default Device Profile is prohibited!',
    });
    await f.req('POST', `/api/deviceProfile/${def.id.id}/default`, 'ta');
    expect(errorOf(await f.req('DELETE', `/api/deviceProfile/${def.id.id}`, 'ta'))).toMatchObject({
      message: 'Deletion of Default Device Profile is prohibited!',
    });
    await f.req('POST', '/api/device', 'ta', { name: 'On P1', deviceProfileId: created.id });
    expect(errorOf(await f.req('DELETE', `/api/deviceProfile/${created.id.id}`, 'ta'))).toMatchObject({
      message: 'The device profile referenced by the devices cannot be deleted!',
    });
    const infos = body<Page<Record<string, unknown>>>(
      await f.req('GET', '/api/deviceProfileInfos?pageSize=10&page=0&transportType=MQTT', 'cu'),
    );
    expect(infos.data.map((i) => i['name']).sort()).toEqual(['P1', 'mqtt-sensor']);
    expect(Object.keys(infos.data[0] ?? {})).toEqual([
      'id',
      'name',
      'image',
      'defaultDashboardId',
      'type',
      'transportType',
    ]);
    expect(errorOf(await f.req('GET', `/api/deviceProfile/${def.id.id}`, 'tb'))).toMatchObject({ http: 403 });
    expect(body(await f.req('GET', '/api/deviceProfile/devices/keys/timeseries', 'ta'))).toEqual([]);
  });
});

describe('assets, entity views, edges, relations', () => {
  it('asset CRUD, lists, search query body', async () => {
    const a = body<{ id: Id; name: string }>(
      await f.req('POST', '/api/asset', 'ta', { name: 'Tower', type: 'building' }),
    );
    expect(errorOf(await f.req('POST', '/api/asset', 'ta', { name: 'Tower2' }))).toMatchObject({
      message: 'Asset type should be specified!',
    });
    expect(errorOf(await f.req('POST', '/api/asset', 'ta', { name: 'Tower', type: 'b' }))).toMatchObject({
      message: 'Asset with such name already exists!',
    });
    const buildings = body<Page<{ name: string }>>(
      await f.req('GET', '/api/tenant/assetInfos?pageSize=10&page=0&type=building&sortProperty=name', 'ta'),
    );
    expect(buildings.data.map((b) => b.name)).toEqual(['Building Alpha', 'Tower', 'Warehouse Beta']);
    const alpha = body<{ id: Id }>(await f.req('GET', '/api/tenant/assets?assetName=Building%20Alpha', 'ta'));
    const found = body<{ name: string }[]>(
      await f.req('POST', '/api/assets', 'ta', {
        parameters: { rootId: alpha.id.id, rootType: 'ASSET', direction: 'FROM', maxLevel: 1 },
        relationType: 'Contains',
        assetTypes: ['floor'],
      }),
    );
    expect(found.map((x) => x.name).sort()).toEqual(['Floor 1', 'Floor 2']);
    const devs = body<{ name: string }[]>(
      await f.req('POST', '/api/devices', 'cu', {
        parameters: { rootId: alpha.id.id, rootType: 'ASSET', direction: 'FROM', maxLevel: 3 },
        relationType: 'Contains',
        deviceTypes: [],
      }),
    );
    expect(devs.map((x) => x.name).sort()).toEqual(['Test Device A1', 'Test Device A2', 'Test Device A3']);
    expect((await f.req('POST', '/api/assets', 'ta', { relationType: 'Contains', assetTypes: [] })).statusCode).toBe(
      404,
    );
    expect((await f.req('DELETE', `/api/asset/${a.id.id}`, 'cu', {})).statusCode).toBe(403);
    expect((await f.req('DELETE', `/api/asset/${a.id.id}`, 'ta', {})).body).toBe('');
  });

  it('entity view CRUD and assignment', async () => {
    const dev = body<{ id: Id }>(await f.req('GET', '/api/tenant/devices?deviceName=Test%20Device%20A1', 'ta'));
    const v = body<{ id: Id; entityId: Id; keys: unknown }>(
      await f.req('POST', '/api/entityView', 'ta', {
        name: 'V1',
        type: 'view',
        entityId: dev.id,
        keys: { timeseries: ['t'], attributes: { cs: [], ss: [], sh: [] } },
        startTimeMs: 0,
        endTimeMs: 0,
      }),
    );
    expect(v.entityId).toEqual(dev.id);
    expect(errorOf(await f.req('DELETE', `/api/device/${dev.id.id}`, 'ta'))).toMatchObject({
      message: "Can't delete device that has entity views!",
    });
    expect(
      body<{ customerId: Id }>(await f.req('POST', `/api/customer/${f.customerB}/entityView/${v.id.id}`, 'ta'))
        .customerId.id,
    ).toBe(f.customerB);
    expect((await f.req('GET', `/api/entityView/${v.id.id}`, 'cb')).statusCode).toBe(200);
    expect(
      body<Page>(await f.req('GET', `/api/customer/${f.customerB}/entityViewInfos?pageSize=10&page=0`, 'cb'))
        .totalElements,
    ).toBe(1);
    expect((await f.req('DELETE', `/api/entityView/${v.id.id}`, 'ta')).statusCode).toBe(200);
  });

  edgeAndRelationTests();
});

function edgeAndRelationTests(): void {
  it('edge CRUD, root chain, assignment of devices to the edge, events, sync', async () => {
    const e = body<{ id: Id; rootRuleChainId: Id }>(
      await f.req('POST', '/api/edge', 'ta', { name: 'Edge 1', type: 'default', routingKey: 'rk-1', secret: 's-1' }),
    );
    expect(e.rootRuleChainId.entityType).toBe('RULE_CHAIN');
    expect(
      errorOf(
        await f.req('POST', '/api/edge', 'ta', { name: 'Edge 2', type: 'default', routingKey: 'rk-1', secret: 's' }),
      ),
    ).toMatchObject({ http: 400 });
    const dev = body<{ id: Id }>(await f.req('GET', '/api/tenant/devices?deviceName=Sensor%2001', 'ta'));
    expect((await f.req('POST', `/api/edge/${e.id.id}/device/${dev.id.id}`, 'ta')).statusCode).toBe(200);
    const edgeDevs = body<Page<{ name: string }>>(
      await f.req('GET', `/api/edge/${e.id.id}/devices?pageSize=10&page=0`, 'ta'),
    );
    expect(edgeDevs.data.map((d) => d.name)).toEqual(['Sensor 01']);
    const events = body<Page<{ action: string }>>(
      await f.req('GET', `/api/edge/${e.id.id}/events?pageSize=10&page=0`, 'ta'),
    );
    expect(events.data[0]?.action).toBe('ASSIGNED_TO_EDGE');
    expect((await f.req('POST', `/api/edge/sync/${e.id.id}`, 'ta', e.id.id)).statusCode).toBe(200);
    const missing = await f.req('GET', `/api/edge/missingToRelatedRuleChains/${e.id.id}`, 'ta');
    expect([missing.statusCode, missing.body]).toEqual([200, '{}']);
    expect(body<Page>(await f.req('GET', '/api/edges?pageSize=10&page=0', 'ta')).totalElements).toBe(2);
    expect((await f.req('GET', '/api/edges?pageSize=10&page=0', 'cu')).statusCode).toBe(403);
    expect(body<unknown[]>(await f.req('GET', `/api/edges?edgeIds=${e.id.id}`, 'ta'))).toHaveLength(1);
    expect((await f.req('DELETE', `/api/edge/${e.id.id}`, 'ta', {})).statusCode).toBe(200);
  });

  it('relations: create (empty 200), read, list, info, query, delete', async () => {
    const a = body<{ id: Id }>(await f.req('GET', '/api/tenant/assets?assetName=Field%20Gamma', 'ta'));
    const d = body<{ id: Id }>(await f.req('GET', '/api/tenant/devices?deviceName=Sensor%2002', 'ta'));
    const rel = { from: a.id, to: d.id, type: 'Manages' };
    const created = await f.req('POST', '/api/relation', 'ta', rel);
    expect([created.statusCode, created.body]).toEqual([200, '']);
    const q = `fromId=${a.id.id}&fromType=ASSET&relationType=Manages&toId=${d.id.id}&toType=DEVICE`;
    expect(body(await f.req('GET', `/api/relation?${q}`, 'ta'))).toEqual({
      ...rel,
      typeGroup: 'COMMON',
      additionalInfo: null,
    });
    const infos = body<{ toName: string; fromName: string }[]>(
      await f.req('GET', `/api/relations/info?fromId=${a.id.id}&fromType=ASSET`, 'ta'),
    );
    expect(infos.some((i) => i.toName === 'Sensor 02' && i.fromName === 'Field Gamma')).toBe(true);
    expect(
      body<unknown[]>(await f.req('GET', `/api/relations?toId=${d.id.id}&toType=DEVICE&relationType=Manages`, 'ta')),
    ).toHaveLength(1);
    const queried = body<unknown[]>(
      await f.req('POST', '/api/relations/info', 'ta', {
        parameters: { rootId: a.id.id, rootType: 'ASSET', direction: 'FROM', maxLevel: 1 },
        filters: [{ relationType: 'Manages', entityTypes: ['DEVICE'] }],
      }),
    );
    expect(queried).toHaveLength(1);
    expect(errorOf(await f.req('POST', '/api/relation', 'tb', rel))).toMatchObject({ http: 403 });
    expect(errorOf(await f.req('GET', `/api/relations?fromId=${a.id.id}&fromType=ASSET`, 'cu'))).toMatchObject({
      http: 403,
    });
    expect((await f.req('DELETE', `/api/relation?${q}`, 'ta', {})).body).toBe('');
    expect(errorOf(await f.req('GET', `/api/relation?${q}`, 'ta'))).toMatchObject({ http: 404 });
    expect((await f.req('DELETE', `/api/relations?entityId=${d.id.id}&entityType=DEVICE`, 'ta')).statusCode).toBe(200);
  });
}
