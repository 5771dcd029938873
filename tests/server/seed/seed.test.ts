/**
 * Demo data of our own: two tenants whose data never mix, customers with users, the three device
 * profiles, the exported demo devices with their access tokens, assets with Contains/Manages relations, entity views,
 * an edge, OTA packages and dashboards. (Idempotence across restarts: db.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PUBLIC_DASHBOARD } from '../../../demo/server/seed/demo-data.js';
import { DEMO_DEVICES, demoDevicesOf } from '../../../demo/server/seed/devices.js';
import { seedDemoData } from '../../../demo/server/seed/index.js';
import { body } from '../helpers.js';
import { fixture, type Fixture, type Page } from '../fixtures.js';

let f: Fixture;
beforeAll(async () => {
  f = await fixture();
});
afterAll(async () => {
  await f?.server.close();
});

type Named = { name: string; id: { id: string }; type?: string; customerId?: { id: string } };

describe('demo seed', () => {
  it('exports ~30 devices of the first tenant with unique names and tokens, one of them a gateway', () => {
    expect(demoDevicesOf('Tenant').length).toBe(31);
    expect(DEMO_DEVICES.filter((d) => d.subDevices).map((d) => d.name)).toEqual(['Gateway G1']);
    expect(new Set(DEMO_DEVICES.map((d) => d.accessToken)).size).toBe(DEMO_DEVICES.length);
    expect(new Set(DEMO_DEVICES.map((d) => d.name)).size).toBe(DEMO_DEVICES.length);
  });

  it('creates every exported device with its profile and access token', async () => {
    for (const [who, tenant] of [
      ['ta', 'Tenant'],
      ['tb', 'Tenant B'],
    ] as const) {
      for (const d of demoDevicesOf(tenant)) {
        const dev = body<Named>(
          await f.req('GET', `/api/tenant/devices?deviceName=${encodeURIComponent(d.name)}`, who),
        );
        expect(dev.type, d.name).toBe(d.profile);
        const creds = body<{ credentialsType: string; credentialsId: string }>(
          await f.req('GET', `/api/device/${dev.id.id}/credentials`, who),
        );
        expect(creds).toMatchObject({ credentialsType: 'ACCESS_TOKEN', credentialsId: d.accessToken });
        const info = body<{ additionalInfo: { gateway: boolean } }>(
          await f.req('GET', `/api/device/${dev.id.id}`, who),
        ).additionalInfo;
        expect(info.gateway, d.name).toBe(!!d.subDevices);
      }
    }
  });

  it('keeps the two tenants apart', async () => {
    const a = body<Page<Named>>(await f.req('GET', '/api/tenant/deviceInfos?pageSize=100&page=0', 'ta'));
    const b = body<Page<Named>>(await f.req('GET', '/api/tenant/deviceInfos?pageSize=100&page=0', 'tb'));
    expect(a.totalElements).toBe(31);
    expect(b.data.map((d) => d.name)).toEqual(['Pump P1']);
    expect(a.data.some((d) => d.name === 'Pump P1')).toBe(false);
    const customers = body<Page<{ title: string }>>(
      await f.req('GET', '/api/customers?pageSize=100&page=0&sortProperty=title&sortOrder=ASC', 'ta'),
    );
    expect(customers.data.map((c) => c.title)).toEqual(['Customer A', 'Customer B', 'Public']);
    expect(
      body<Page<{ email: string }>>(
        await f.req('GET', `/api/customer/${f.customerA}/users?pageSize=10&page=0`, 'ta'),
      ).data.map((u) => u.email),
    ).toEqual(['customer@thingsboard.org']);
  });

  contentAndIdempotenceTests();
});

function contentAndIdempotenceTests(): void {
  it('has the profiles, relations, views, edge, OTA packages and dashboards', async () => {
    const profiles = body<Page<{ name: string; transportType: string; profileData: { alarms: unknown[] | null } }>>(
      await f.req('GET', '/api/deviceProfiles?pageSize=10&page=0&sortProperty=name&sortOrder=ASC', 'ta'),
    );
    expect(profiles.data.map((p) => [p.name, p.transportType])).toEqual([
      ['default', 'DEFAULT'],
      ['mqtt-sensor', 'MQTT'],
      ['thermostat', 'DEFAULT'],
    ]);
    expect(profiles.data.find((p) => p.name === 'thermostat')?.profileData.alarms).toHaveLength(2);
    const building = body<Named>(await f.req('GET', '/api/tenant/assets?assetName=Building%20Alpha', 'ta'));
    const rels = body<{ type: string; to: { entityType: string } }[]>(
      await f.req('GET', `/api/relations?fromId=${building.id.id}&fromType=ASSET`, 'ta'),
    );
    expect(rels.map((r) => `${r.type}:${r.to.entityType}`).sort()).toEqual([
      'Contains:ASSET',
      'Contains:ASSET',
      'Manages:DEVICE',
    ]);
    expect(
      body<Page>(await f.req('GET', '/api/tenant/entityViewInfos?pageSize=10&page=0', 'ta')).totalElements,
    ).toBeGreaterThanOrEqual(1);
    expect(
      body<Page<Named>>(await f.req('GET', '/api/tenant/edgeInfos?pageSize=10&page=0', 'ta')).data.map((e) => e.name),
    ).toEqual(['Edge Alpha']);
    expect(body<Page>(await f.req('GET', '/api/otaPackages?pageSize=10&page=0', 'ta')).totalElements).toBe(2);
    const boards = body<Page<{ title: string }>>(
      await f.req('GET', `/api/customer/${f.customerA}/dashboards?pageSize=10&page=0`, 'cu'),
    );
    expect(boards.data.map((d) => d.title)).toEqual(['Customer A overview']);
    const chains = body<Page<{ name: string; root: boolean }>>(
      await f.req('GET', '/api/ruleChains?pageSize=10&page=0&sortProperty=name&sortOrder=ASC', 'ta'),
    );
    expect(chains.data.map((c) => [c.name, c.root])).toEqual([
      ['Root Rule Chain', true],
      ['Thermostat', false],
    ]);
  });

  it('publishes a public demo dashboard under fixed ids whose device is public too, so a visitor sees its data', async () => {
    const { dashboardId, publicId, title, device } = DEMO_PUBLIC_DASHBOARD;
    const login = await f.server.app.inject({ method: 'POST', url: '/api/auth/login/public', payload: { publicId } });
    expect(login.statusCode).toBe(200);
    const pub = { 'x-authorization': `Bearer ${body<{ token: string }>(login).token}` };
    const get = (url: string) => f.server.app.inject({ method: 'GET', url, headers: pub });
    const dash = body<{
      title: string;
      assignedCustomers: { customerId: { id: string }; public: boolean }[];
      configuration: { entityAliases: Record<string, { filter: { singleEntity: { id: string } } }> };
    }>(await get(`/api/dashboard/${dashboardId}`));
    expect(dash.title).toBe(title);
    expect(dash.assignedCustomers).toEqual([
      { customerId: { entityType: 'CUSTOMER', id: publicId }, title: 'Public', public: true },
    ]);
    const deviceId = Object.values(dash.configuration.entityAliases)[0]!.filter.singleEntity.id;
    const seen = body<Named>(await get(`/api/device/${deviceId}`));
    expect([seen.name, seen.customerId?.id]).toEqual([device, publicId]);
    expect(
      (await get(`/api/plugins/telemetry/DEVICE/${deviceId}/values/timeseries?keys=temperature,humidity`)).statusCode,
    ).toBe(200);
    // Its created time is the seed's, not the fixed id's: it sorts with the other seeded dashboards.
    const info = body<{ createdTime: number }>(await f.req('GET', `/api/dashboard/info/${dashboardId}`, 'ta'));
    expect(Math.abs(info.createdTime - Date.now())).toBeLessThan(24 * 3600_000);
  });

  it('runs once: a second seed call on a seeded database changes nothing', async () => {
    const count = async () =>
      (await f.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM device')).rows[0]?.n;
    const before = await count();
    expect(await seedDemoData(f.server.db)).toEqual({ seeded: false });
    expect(await count()).toBe(before);
  });
}
