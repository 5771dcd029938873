import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NULL_UUID } from '../../demo/server/lib/uuid.js';
import { listMail } from '../../demo/server/mail/outbox.js';
import { listSms } from '../../demo/server/sms/outbox.js';
import { stopSandbox } from '../../demo/server/script/sandbox.js';
import { body, errorOf } from './helpers.js';
import { fixture, type Fixture, type Id, type Page } from './fixtures.js';

let f: Fixture;
beforeAll(async () => {
  f = await fixture();
});
afterAll(async () => {
  await stopSandbox();
  await f?.server.close();
});

type Dash = {
  id: Id;
  title: string;
  assignedCustomers: { customerId: Id; title: string; public: boolean }[] | null;
  configuration?: unknown;
};

describe('dashboards', () => {
  it('CRUD, infos without configuration, assignment forms, public, home', async () => {
    const d = body<Dash>(
      await f.req('POST', '/api/dashboard', 'ta', { title: 'Ops', configuration: { widgets: {}, states: {} } }),
    );
    expect(d.configuration).toEqual({ widgets: {}, states: {} });
    expect(body(await f.req('GET', `/api/dashboard/${d.id.id}`, 'ta'))['name']).toBe('Ops');
    const list = body<Page<Record<string, unknown>>>(
      await f.req('GET', '/api/tenant/dashboards?pageSize=10&page=0&sortProperty=title&sortOrder=ASC', 'ta'),
    );
    expect(list.data.map((x) => x['title'])).toEqual([
      'Customer A overview',
      'Greenhouse climate',
      'Ops',
      'Thermostats',
    ]);
    expect(list.data[0]).not.toHaveProperty('configuration');
    expect(errorOf(await f.req('GET', `/api/dashboard/${d.id.id}`, 'cu'))).toMatchObject({ http: 403 });
    const assigned = body<Dash>(await f.req('POST', `/api/customer/${f.customerA}/dashboard/${d.id.id}`, 'ta'));
    expect(assigned.assignedCustomers).toEqual([
      { customerId: { entityType: 'CUSTOMER', id: f.customerA }, title: 'Customer A', public: false },
    ]);
    expect((await f.req('GET', `/api/dashboard/${d.id.id}`, 'cu')).statusCode).toBe(200);
    expect(
      body<Page>(await f.req('GET', `/api/customer/${f.customerA}/dashboards?pageSize=10&page=0`, 'cu')).totalElements,
    ).toBe(2);
    const set = body<Dash>(await f.req('POST', `/api/dashboard/${d.id.id}/customers`, 'ta', [f.customerB]));
    expect(set.assignedCustomers?.map((c) => c.customerId.id)).toEqual([f.customerB]);
    const added = body<Dash>(await f.req('POST', `/api/dashboard/${d.id.id}/customers/add`, 'ta', [f.customerA]));
    expect(added.assignedCustomers).toHaveLength(2);
    const removed = body<Dash>(
      await f.req('POST', `/api/dashboard/${d.id.id}/customers/remove`, 'ta', [f.customerA, f.customerB]),
    );
    expect(removed.assignedCustomers).toBeNull();
    const pub = body<Dash>(await f.req('POST', `/api/customer/public/dashboard/${d.id.id}`, 'ta'));
    const publicId = pub.assignedCustomers?.[0]?.customerId.id ?? '';
    expect(pub.assignedCustomers?.[0]?.public).toBe(true);
    const publicLogin = await f.server.app.inject({
      method: 'POST',
      url: '/api/auth/login/public',
      payload: { publicId },
    });
    const publicToken = body<{ token: string }>(publicLogin).token;
    expect(
      (
        await f.server.app.inject({
          method: 'GET',
          url: `/api/dashboard/${d.id.id}`,
          headers: { 'x-authorization': `Bearer ${publicToken}` },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      body<Dash>(await f.req('DELETE', `/api/customer/public/dashboard/${d.id.id}`, 'ta')).assignedCustomers,
    ).toBeNull();
    expect(errorOf(await f.req('GET', `/api/dashboard/info/${d.id.id}`, 'tb'))).toMatchObject({ http: 403 });
    expect((await f.req('GET', `/api/dashboard/info/${d.id.id}`, 'sa')).statusCode).toBe(200);
    expect(
      body<Page>(await f.req('GET', `/api/tenant/${f.tenantId}/dashboards?pageSize=10&page=0`, 'sa')).totalElements,
    ).toBe(4);

    const home0 = await f.req('GET', '/api/dashboard/home/info', 'ta');
    expect([home0.statusCode, home0.body]).toEqual([200, '']);
    expect(
      (await f.req('POST', '/api/tenant/dashboard/home/info', 'ta', { dashboardId: d.id, hideDashboardToolbar: false }))
        .body,
    ).toBe('');
    expect(body(await f.req('GET', '/api/tenant/dashboard/home/info', 'ta'))).toEqual({
      dashboardId: d.id,
      hideDashboardToolbar: false,
    });
    expect(body(await f.req('GET', '/api/dashboard/home', 'ta'))).toMatchObject({
      title: 'Ops',
      hideDashboardToolbar: false,
    });
    expect((await f.req('GET', '/api/dashboard/home', 'cu')).body).toBe('');
    const server = Number((await f.req('GET', '/api/dashboard/serverTime', 'cu')).body);
    expect(Math.abs(server - Date.now())).toBeLessThan(5000);
    expect((await f.req('DELETE', `/api/dashboard/${d.id.id}`, 'ta', {})).body).toBe('');
  });
});

describe('widgets', () => {
  it('system bundles under the null tenant; tenant bundles; widget type forms', async () => {
    const all = body<{ alias: string; tenantId: Id }[]>(await f.req('GET', '/api/widgetsBundles', 'cu'));
    expect(all.map((b) => b.alias)).toContain('maps_v2');
    expect(all.every((b) => b.tenantId.id === NULL_UUID)).toBe(true);
    expect(all).toHaveLength(14);
    const infos = body<{ alias: string; widgetType: string }[]>(
      await f.req('GET', '/api/widgetTypesInfos?isSystem=true&bundleAlias=charts', 'ta'),
    );
    expect(infos.find((i) => i.alias === 'basic_timeseries')?.widgetType).toBe('timeseries');
    const wt = body<{ descriptor: { sizeX: number } }>(
      await f.req('GET', '/api/widgetType?isSystem=true&bundleAlias=charts&alias=basic_timeseries', 'cu'),
    );
    expect(wt.descriptor.sizeX).toBe(8);
    expect((await f.req('GET', '/api/widgetTypes?isSystem=true&bundleAlias=charts', 'cu')).statusCode).toBe(403);
    const bundle = body<{ id: Id; alias: string; tenantId: Id }>(
      await f.req('POST', '/api/widgetsBundle', 'ta', { title: 'My Widgets' }),
    );
    expect([bundle.alias, bundle.tenantId.id]).toEqual(['my_widgets', f.tenantId]);
    const type = body<{ id: Id; alias: string }>(
      await f.req('POST', '/api/widgetType', 'ta', {
        name: 'Big number',
        bundleAlias: 'my_widgets',
        descriptor: { type: 'latest', sizeX: 4, sizeY: 3 },
      }),
    );
    expect(type.alias).toBe('big_number');
    expect(
      errorOf(
        await f.req('POST', '/api/widgetType', 'ta', {
          name: 'X',
          bundleAlias: 'nope',
          descriptor: { type: 'latest' },
        }),
      ),
    ).toMatchObject({ message: 'Widget type is referencing to non-existent widgets bundle!' });
    const sys = all.find((b) => b.alias === 'cards') as unknown as { id: Id };
    expect((await f.req('DELETE', `/api/widgetsBundle/${sys.id.id}`, 'ta')).statusCode).toBe(403);
    expect(body<Page>(await f.req('GET', '/api/widgetsBundles?pageSize=50&page=0', 'tb')).totalElements).toBe(14);
    expect((await f.req('GET', `/api/widgetsBundle/${bundle.id.id}`, 'tb')).statusCode).toBe(403);
    expect((await f.req('DELETE', `/api/widgetsBundle/${bundle.id.id}`, 'ta')).body).toBe('');
    expect((await f.req('GET', `/api/widgetType/${type.id.id}`, 'ta')).statusCode).toBe(404);
  });
});

describe('rule chains and components', () => {
  it('CRUD, metadata round trip with ruleChainConnections, root, device default, edge template', async () => {
    const chains = body<Page<{ name: string; root: boolean; id: Id }>>(
      await f.req('GET', '/api/ruleChains?pageSize=10&page=0', 'ta'),
    );
    const root = chains.data.find((c) => c.root);
    expect(root?.name).toBe('Root Rule Chain');
    const meta = body<{ nodes: { id: Id; type: string }[]; connections: unknown[]; firstNodeIndex: number }>(
      await f.req('GET', `/api/ruleChain/${root?.id.id}/metadata`, 'ta'),
    );
    expect(meta.nodes.length).toBeGreaterThan(3);
    expect(meta.firstNodeIndex).toBe(0);
    const created = body<{ id: Id; root: boolean; type: string }>(
      await f.req('POST', '/api/ruleChain', 'ta', { name: 'Mine' }),
    );
    expect([created.root, created.type]).toEqual([false, 'CORE']);
    const saved = body<{
      nodes: { id: Id; name: string }[];
      connections: { fromIndex: number; toIndex: number; type: string }[];
      ruleChainConnections: { targetRuleChainId: Id }[];
    }>(
      await f.req('POST', '/api/ruleChain/metadata', 'ta', {
        ruleChainId: created.id,
        firstNodeIndex: 0,
        nodes: [
          {
            type: 'org.thingsboard.rule.engine.filter.TbJsFilterNode',
            name: 'Hot?',
            configuration: { jsScript: 'return msg.t > 30;' },
            additionalInfo: { layoutX: 100, layoutY: 100 },
          },
          {
            type: 'org.thingsboard.rule.engine.action.TbLogNode',
            name: 'Log',
            configuration: { jsScript: 'return "x";' },
            additionalInfo: { layoutX: 300, layoutY: 100 },
          },
        ],
        connections: [{ fromIndex: 0, toIndex: 1, type: 'True' }],
        ruleChainConnections: [
          { fromIndex: 0, targetRuleChainId: root?.id, additionalInfo: { layoutX: 300, layoutY: 200 }, type: 'False' },
        ],
      }),
    );
    expect(saved.nodes.map((n) => n.name)).toEqual(['Hot?', 'Log']);
    expect(saved.nodes[0]?.id.entityType).toBe('RULE_NODE');
    expect(saved.connections).toEqual([{ fromIndex: 0, toIndex: 1, type: 'True' }]);
    expect(saved.ruleChainConnections[0]?.targetRuleChainId).toEqual(root?.id);
    const second = body<{ nodes: { id: Id }[] }>(
      await f.req('POST', '/api/ruleChain/metadata', 'ta', {
        ruleChainId: created.id,
        firstNodeIndex: 0,
        nodes: [saved.nodes[1]],
        connections: [],
      }),
    );
    expect(second.nodes[0]?.id).toEqual(saved.nodes[1]?.id);
    expect(
      body<{ firstRuleNodeId: Id }>(await f.req('GET', `/api/ruleChain/${created.id.id}`, 'ta')).firstRuleNodeId,
    ).toEqual(saved.nodes[1]?.id);
    expect(errorOf(await f.req('DELETE', `/api/ruleChain/${root?.id.id}`, 'ta'))).toMatchObject({
      message: 'Deletion of Root Tenant Rule Chain is prohibited!',
    });
    expect(body<{ root: boolean }>(await f.req('POST', `/api/ruleChain/${created.id.id}/root`, 'ta')).root).toBe(true);
    await f.req('POST', `/api/ruleChain/${root?.id.id}/root`, 'ta');
    const tpl = body<{ id: Id; name: string }>(
      await f.req('POST', '/api/ruleChain/device/default', 'ta', { name: 'Thermostat' }),
    );
    expect(
      body<{ nodes: unknown[] }>(await f.req('GET', `/api/ruleChain/${tpl.id.id}/metadata`, 'ta')).nodes.length,
    ).toBeGreaterThan(0);
    expect((await f.req('DELETE', `/api/ruleChain/${created.id.id}`, 'ta', {})).body).toBe('');
    expect(errorOf(await f.req('GET', `/api/ruleChain/${tpl.id.id}`, 'tb'))).toMatchObject({ http: 403 });
    const edgeChain = body<{ id: Id }>(
      await f.req('POST', '/api/ruleChain', 'ta', { name: 'Edge extra', type: 'EDGE' }),
    );
    expect(
      body<{ id: Id }[]>(await f.req('POST', `/api/ruleChain/${edgeChain.id.id}/autoAssignToEdge`, 'ta')),
    ).toBeTruthy();
    expect(body<unknown[]>(await f.req('GET', '/api/ruleChain/autoAssignToEdgeRuleChains', 'ta'))).toHaveLength(1);
    const edge = body<{ id: Id }>(await f.req('GET', '/api/tenant/edges?edgeName=Edge%20Alpha', 'ta'));
    expect((await f.req('POST', `/api/edge/${edge.id.id}/ruleChain/${edgeChain.id.id}`, 'ta')).statusCode).toBe(200);
    expect(
      body<Page>(await f.req('GET', `/api/edge/${edge.id.id}/ruleChains?pageSize=10&page=0`, 'ta')).totalElements,
    ).toBe(2);
    expect(
      body<{ rootRuleChainId: Id }>(await f.req('POST', `/api/edge/${edge.id.id}/${edgeChain.id.id}/root`, 'ta'))
        .rootRuleChainId,
    ).toEqual(edgeChain.id);
  });

  descriptorAndScriptTests();
});

function descriptorAndScriptTests(): void {
  it('serves 57 descriptors with TB fields and filters by rule chain type', async () => {
    const core = body<
      {
        clazz: string;
        type: string;
        configurationDescriptor: {
          nodeDefinition: { relationTypes: string[]; defaultConfiguration: unknown; configurationSchema: unknown };
        };
      }[]
    >(
      await f.req(
        'GET',
        '/api/components?componentTypes=FILTER,ENRICHMENT,TRANSFORMATION,ACTION,EXTERNAL&ruleChainType=CORE',
        'ta',
      ),
    );
    const edge = body<{ clazz: string }[]>(
      await f.req(
        'GET',
        '/api/components?componentTypes=FILTER,ENRICHMENT,TRANSFORMATION,ACTION,EXTERNAL&ruleChainType=EDGE',
        'ta',
      ),
    );
    const union = new Set([...core.map((c) => c.clazz), ...edge.map((c) => c.clazz)]);
    expect(union.size).toBe(57);
    expect(core.map((c) => c.clazz)).not.toContain('org.thingsboard.rule.engine.edge.TbMsgPushToCloudNode');
    expect(core.every((c) => c.configurationDescriptor.nodeDefinition.relationTypes.includes('Failure'))).toBe(true);
    const one = body<{ name: string }>(
      await f.req('GET', '/api/component/org.thingsboard.rule.engine.telemetry.TbMsgTimeseriesNode', 'sa'),
    );
    expect(one.name).toBe('save timeseries');
    expect((await f.req('GET', '/api/components?componentTypes=FILTER', 'cu')).statusCode).toBe(403);
    expect((await f.req('GET', '/api/components?componentTypes=BOGUS', 'ta')).statusCode).toBe(400);
  });

  it('testScript answers {output, error}', async () => {
    const ok = body(
      await f.req('POST', '/api/ruleChain/testScript', 'ta', {
        script: 'return msg.t > 1;',
        scriptType: 'filter',
        argNames: ['msg', 'metadata', 'msgType'],
        msg: '{"t": 2}',
        metadata: {},
        msgType: 'POST_TELEMETRY_REQUEST',
      }),
    );
    expect(ok).toEqual({ output: 'true', error: '' });
    const loop = body<{ error: string }>(
      await f.req('POST', '/api/ruleChain/testScript', 'ta', {
        script: 'for(;;){}',
        scriptType: 'update',
        argNames: ['msg', 'metadata', 'msgType'],
        msg: '{}',
        metadata: {},
        msgType: 'X',
      }),
    );
    expect(loop.error).toMatch(/timed out/);
  });
}

describe('admin, resources, oauth2, events, audit', () => {
  it('admin settings, security settings, updates, test mail/SMS', async () => {
    const mail = body<{ jsonValue: Record<string, unknown> }>(await f.req('GET', '/api/admin/settings/mail', 'sa'));
    expect(mail.jsonValue).not.toHaveProperty('password');
    expect((await f.req('GET', '/api/admin/settings/nope', 'sa')).statusCode).toBe(404);
    expect((await f.req('GET', '/api/admin/settings/mail', 'ta')).statusCode).toBe(403);
    const general = body<{ jsonValue: { baseUrl: string } }>(
      await f.req('POST', '/api/admin/settings', 'sa', {
        key: 'general',
        jsonValue: { baseUrl: 'http://iot.local', prohibitDifferentUrl: false },
      }),
    );
    expect(general.jsonValue.baseUrl).toBe('http://iot.local');
    // The hosts rule nodes may reach: every entry is checked; only the system administrator saves them.
    const hosts = {
      allowedHosts: ['api.example.com', '*.amazonaws.com', '10.0.0.7', '[::1]'],
      tenantHosts: { [f.tenantId]: ['localhost'] },
    };
    expect(
      body<{ jsonValue: unknown }>(
        await f.req('POST', '/api/admin/settings', 'sa', { key: 'ruleNodeHosts', jsonValue: hosts }),
      ).jsonValue,
    ).toEqual(hosts);
    expect(
      errorOf(
        await f.req('POST', '/api/admin/settings', 'sa', {
          key: 'ruleNodeHosts',
          jsonValue: { allowedHosts: ['ok.example.com', 'http://evil/'] },
        }),
      ),
    ).toMatchObject({
      http: 400,
      message: "Invalid host 'http://evil/' in allowedHosts: expected a host name, an IP address, *.domain or *",
    });
    expect(
      errorOf(
        await f.req('POST', '/api/admin/settings', 'sa', {
          key: 'ruleNodeHosts',
          jsonValue: { tenantHosts: { 'not-a-tenant': ['a.b'] } },
        }),
      ),
    ).toMatchObject({ http: 400, message: "Invalid tenant id 'not-a-tenant' in tenantHosts" });
    expect(
      errorOf(
        await f.req('POST', '/api/admin/settings', 'sa', { key: 'ruleNodeHosts', jsonValue: { allowedHosts: 'a.b' } }),
      ),
    ).toMatchObject({ http: 400 });
    expect(
      (await f.req('POST', '/api/admin/settings', 'ta', { key: 'ruleNodeHosts', jsonValue: { allowedHosts: ['*'] } }))
        .statusCode,
    ).toBe(403);
    expect(
      body<{ jsonValue: unknown }>(await f.req('GET', '/api/admin/settings/ruleNodeHosts', 'sa')).jsonValue,
    ).toEqual(hosts);
    expect(
      (await f.req('POST', '/api/admin/settings/testMail', 'sa', { key: 'mail', jsonValue: mail.jsonValue }))
        .statusCode,
    ).toBe(200);
    expect(
      errorOf(
        await f.req('POST', '/api/admin/settings/testSms', 'sa', {
          numberTo: '123',
          message: 'hi',
          providerConfiguration: { type: 'TWILIO' },
        }),
      ),
    ).toMatchObject({ http: 400 });
    expect(
      (
        await f.req('POST', '/api/admin/settings/testSms', 'sa', {
          numberTo: '+15551234567',
          message: 'hi',
          providerConfiguration: { type: 'TWILIO' },
        })
      ).statusCode,
    ).toBe(200);
    // The test SMS is in the SMS outbox, not in the mail outbox.
    expect((await listSms(f.server.db, '+15551234567', 5)).map((s) => [s.message, s.delivery, s.status])).toEqual([
      ['hi', 'OUTBOX', 'STORED'],
    ]);
    expect(await listMail(f.server.db, '+15551234567', 5)).toEqual([]);
    const sec = body<{ passwordPolicy: { minimumLength: number } }>(
      await f.req('POST', '/api/admin/securitySettings', 'sa', {
        passwordPolicy: { minimumLength: 8 },
        maxFailedLoginAttempts: 5,
      }),
    );
    expect(sec.passwordPolicy.minimumLength).toBe(8);
    expect(
      body(await f.server.app.inject({ method: 'GET', url: '/api/noauth/userPasswordPolicy' }))['minimumLength'],
    ).toBe(8);
    expect(body(await f.req('GET', '/api/admin/updates', 'sa'))).toEqual({ message: '', updateAvailable: false });
  });

  resourceOauthEventAuditTests();
});

function resourceOauthEventAuditTests(): void {
  it('resources incl. lwm2m models', async () => {
    const xml =
      '<LWM2M><Object ObjectType="MODefinition"><Name>Device</Name><ObjectID>3</ObjectID><ObjectVersion>1.1</ObjectVersion><MultipleInstances>Single</MultipleInstances><Mandatory>Mandatory</Mandatory><Resources><Item ID="0"><Name>Manufacturer</Name></Item></Resources></Object></LWM2M>';
    const saved = body<{ id: Id; resourceKey: string }>(
      await f.req('POST', '/api/resource', 'ta', {
        title: 'Device model',
        resourceType: 'LWM2M_MODEL',
        fileName: '3.xml',
        data: Buffer.from(xml).toString('base64'),
      }),
    );
    expect(saved.resourceKey).toBe('3_1.1');
    // The tenant's model is listed beside the system models every tenant sees (seeded LwM2M objects).
    const objects = body<{ id: number; name: string; keyId: string }[]>(
      await f.req('GET', '/api/resource/lwm2m?sortOrder=ASC&sortProperty=id', 'ta'),
    );
    expect(objects.filter((o) => o.keyId === '3_1.1').map((o) => o.name)).toEqual(['Device']);
    expect(objects.map((o) => o.id)).toEqual([...objects.map((o) => o.id)].sort((a, b) => a - b));
    expect(body<unknown[]>(await f.req('GET', '/api/resource/lwm2m/page?pageSize=100&page=0', 'ta'))).toHaveLength(
      objects.length,
    );
    const dl = await f.req('GET', `/api/resource/${saved.id.id}/download`, 'ta');
    expect([dl.headers['x-filename'], dl.body]).toEqual(['3.xml', xml]);
    expect((await f.req('GET', `/api/resource/${saved.id.id}`, 'tb')).statusCode).toBe(403);
    const listed = body<Page<{ id: Id }>>(await f.req('GET', '/api/resource?pageSize=100&page=0', 'ta'));
    expect(listed.data.filter((r) => r.id.id === saved.id.id)).toHaveLength(1);
    const listedByB = body<Page<{ id: Id }>>(await f.req('GET', '/api/resource?pageSize=100&page=0', 'tb'));
    expect(listedByB.data.some((r) => r.id.id === saved.id.id)).toBe(false);
    expect((await f.req('DELETE', `/api/resource/${saved.id.id}`, 'ta')).body).toBe('');
  });

  it('oauth2 config and templates', async () => {
    expect(body(await f.req('GET', '/api/oauth2/config', 'sa'))).toEqual({ enabled: false, oauth2ParamsInfos: [] });
    expect(body<unknown[]>(await f.req('GET', '/api/oauth2/config/template', 'ta'))).toHaveLength(4);
    await f.req('POST', '/api/oauth2/config', 'sa', {
      enabled: true,
      oauth2ParamsInfos: [
        {
          domainInfos: [],
          clientRegistrations: [
            { clientId: 'abc', loginButtonLabel: 'Corp SSO', loginButtonIcon: 'mdi:login', platforms: ['WEB'] },
          ],
        },
      ],
    });
    const clients = body(await f.server.app.inject({ method: 'POST', url: '/api/noauth/oauth2Clients?platform=WEB' }));
    expect(clients).toEqual([{ name: 'Corp SSO', icon: 'mdi:login', url: '/oauth2/authorization/abc' }]);
    expect((await f.req('GET', '/api/oauth2/loginProcessingUrl', 'sa')).body).toBe('/login/oauth2/code/');
  });

  it('events by entity and filter; audit logs per entity, user and customer', async () => {
    const dev = body<{ id: Id }>(await f.req('GET', '/api/tenant/devices?deviceName=Sensor%2010', 'ta'));
    await f.server.db.query(
      "INSERT INTO event (id, created_time, tenant_id, entity_type, entity_id, event_type, event_uid, body) VALUES ('6a1c1a00-4b2c-11ee-8000-000000000001', $1, $2, 'DEVICE', $3, 'ERROR', 'u1', $4::jsonb)",
      [Date.now(), f.tenantId, dev.id.id, JSON.stringify({ server: 'srv', method: 'onMsg', error: 'boom' })],
    );
    const page = body<Page<{ type: string; body: { error: string } }>>(
      await f.req('GET', `/api/events/DEVICE/${dev.id.id}/ERROR?tenantId=${f.tenantId}&pageSize=10&page=0`, 'ta'),
    );
    expect(page.data[0]?.body.error).toBe('boom');
    const filtered = body<Page>(
      await f.req('POST', `/api/events/DEVICE/${dev.id.id}?tenantId=${f.tenantId}&pageSize=10&page=0`, 'ta', {
        eventType: 'ERROR',
        method: 'nothing',
      }),
    );
    expect(filtered.totalElements).toBe(0);
    expect(
      (await f.req('GET', `/api/events/DEVICE/${dev.id.id}?tenantId=${f.tenantId}&pageSize=10&page=0`, 'cu'))
        .statusCode,
    ).toBe(403);
    await f.req('POST', '/api/device', 'ta', { name: 'Audited' });
    const audited = body<{ id: Id }>(await f.req('GET', '/api/tenant/devices?deviceName=Audited', 'ta'));
    const logs = body<Page<{ actionType: string; entityName: string }>>(
      await f.req('GET', `/api/audit/logs/entity/DEVICE/${audited.id.id}?pageSize=10&page=0`, 'ta'),
    );
    expect(logs.data.map((l) => l.actionType)).toEqual(['ADDED']);
    expect(
      body<Page>(await f.req('GET', `/api/audit/logs/customer/${f.customerA}?pageSize=10&page=0`, 'ta')).totalElements,
    ).toBeGreaterThan(0);
    expect((await f.req('GET', '/api/audit/logs?pageSize=10&page=0', 'tb')).body).not.toContain('Audited');
    expect((await f.req('GET', `/api/audit/logs/customer/${f.customerA}?pageSize=10&page=0`, 'tb')).statusCode).toBe(
      403,
    );
  });
}
