/**
 * Server side of the device profile editor: the system LwM2M object models a fresh install offers (page search and
 * lookup by id/keyId), ThingsBoard 3.3.1's bootstrap security defaults (server ids 111 and 123), and profile type SNMP
 * persisting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, errorOf } from '../helpers.js';
import { fixture, type Fixture, type Id } from '../fixtures.js';

let f: Fixture;
beforeAll(async () => {
  f = await fixture();
});
afterAll(async () => {
  await f?.server.close();
});

interface Lwm2mObject {
  id: number;
  keyId: string;
  name: string;
  multiple: boolean;
  instances: { id: number; resources: { id: number; name: string; keyName: string }[] }[];
}

describe('LwM2M models', () => {
  it('a fresh install lists the system models, searchable by name, as a bare array', async () => {
    const all = body<Lwm2mObject[]>(await f.req('GET', '/api/resource/lwm2m/page?pageSize=50&page=0', 'ta'));
    expect(all.map((o) => o.keyId)).toEqual(['3_1.0', '5_1.0', '9_1.0', '3303_1.0', '3304_1.0']);
    const device = all[0]!;
    expect(device).toMatchObject({ id: 3, name: 'Device', multiple: false });
    expect(device.instances[0]!.resources.find((r) => r.id === 9)).toMatchObject({
      name: 'Battery Level',
      keyName: 'batteryLevel',
    });
    const temp = body<Lwm2mObject[]>(
      await f.req('GET', '/api/resource/lwm2m/page?pageSize=50&page=0&textSearch=temp', 'ta'),
    );
    expect(temp.map((o) => o.id)).toEqual([3303]);
  });

  it('looks models up by keyId or id, and needs both sort parameters', async () => {
    const some = body<Lwm2mObject[]>(
      await f.req('GET', '/api/resource/lwm2m?sortProperty=id&sortOrder=ASC&objectIds=3303_1.0,5', 'ta'),
    );
    expect(some.map((o) => o.keyId)).toEqual(['5_1.0', '3303_1.0']);
    expect((await f.req('GET', '/api/resource/lwm2m?objectIds=3', 'ta')).statusCode).toBe(400);
  });

  it('the system models are resources of the system tenant', async () => {
    const page = body<{ data: { title: string; resourceType: string; tenantId: Id }[] }>(
      await f.req('GET', '/api/resource?pageSize=50&page=0&textSearch=Device', 'sa'),
    );
    expect(page.data).toContainEqual(
      expect.objectContaining({
        title: 'Device (3)',
        resourceType: 'LWM2M_MODEL',
        tenantId: { entityType: 'TENANT', id: '13814000-1dd2-11b2-8080-808080808080' },
      }),
    );
  });
});

describe('LwM2M bootstrap info', () => {
  it('answers the seed defaults for the LwM2M server and the bootstrap server', async () => {
    expect(body(await f.req('GET', '/api/lwm2m/deviceProfile/bootstrap/false', 'ta'))).toMatchObject({
      host: 'localhost',
      port: 5685,
      serverId: 111,
      securityMode: 'NO_SEC',
      clientHoldOffTime: 1,
      bootstrapServerAccountTimeout: 0,
      bootstrapServerIs: false,
    });
    expect(body(await f.req('GET', '/api/lwm2m/deviceProfile/bootstrap/true', 'ta'))).toMatchObject({
      port: 5687,
      serverId: 123,
      bootstrapServerIs: true,
    });
    expect((await f.req('GET', '/api/lwm2m/deviceProfile/bootstrap/true', 'sa')).statusCode).toBe(403);
  });
});

describe('profile type', () => {
  it('DEFAULT and SNMP are kept; anything else is refused', async () => {
    const base = {
      name: 'Typed SNMP',
      transportType: 'SNMP',
      provisionType: 'DISABLED',
      profileData: {
        configuration: { type: 'SNMP' },
        transportConfiguration: { type: 'SNMP', timeoutMs: 500, retries: 0, communicationConfigs: [] },
        provisionConfiguration: { type: 'DISABLED' },
        alarms: null,
      },
    };
    const saved = body<{ id: Id; type: string }>(
      await f.req('POST', '/api/deviceProfile', 'ta', { ...base, type: 'SNMP' }),
    );
    expect(saved.type).toBe('SNMP');
    expect(body<{ type: string }>(await f.req('GET', `/api/deviceProfile/${saved.id.id}`, 'ta')).type).toBe('SNMP');
    expect(
      errorOf(await f.req('POST', '/api/deviceProfile', 'ta', { ...base, name: 'Typed X', type: 'OTHER' })),
    ).toMatchObject({ http: 400, message: 'Device profile type should be specified!' });
  });
});

describe('per-device transport configuration', () => {
  it('a device of an SNMP profile starts at localhost:161 v2c "public", and keeps the address it is saved with', async () => {
    const profileData = {
      configuration: { type: 'DEFAULT' },
      transportConfiguration: { type: 'SNMP', timeoutMs: 500, retries: 0, communicationConfigs: [] },
      provisionConfiguration: { type: 'DISABLED' },
      alarms: null,
    };
    const profile = body<{ id: Id }>(
      await f.req('POST', '/api/deviceProfile', 'ta', {
        name: 'SNMP devices',
        type: 'DEFAULT',
        transportType: 'SNMP',
        provisionType: 'DISABLED',
        profileData,
      }),
    );
    const device = body<{ id: Id; deviceData: { transportConfiguration: Record<string, unknown> } }>(
      await f.req('POST', '/api/device', 'ta', { name: 'Switch 1', deviceProfileId: profile.id }),
    );
    expect(device.deviceData.transportConfiguration).toEqual({
      type: 'SNMP',
      host: 'localhost',
      port: 161,
      protocolVersion: 'V2C',
      community: 'public',
    });
    const edited = {
      ...device,
      deviceData: {
        configuration: { type: 'DEFAULT' },
        transportConfiguration: {
          type: 'SNMP',
          host: '10.0.0.7',
          port: 1161,
          protocolVersion: 'V3',
          username: 'ops',
          securityName: 'ops',
          authenticationProtocol: 'SHA_256',
        },
      },
    };
    await f.req('POST', '/api/device', 'ta', edited);
    const stored = body<{ deviceData: unknown }>(await f.req('GET', `/api/device/${device.id.id}`, 'ta'));
    expect(stored.deviceData).toEqual(edited.deviceData);
    // A DEFAULT configuration sent for an SNMP device is replaced by the SNMP defaults.
    const reset = body<{ deviceData: { transportConfiguration: unknown } }>(
      await f.req('POST', '/api/device', 'ta', {
        ...edited,
        deviceData: { configuration: { type: 'DEFAULT' }, transportConfiguration: { type: 'DEFAULT' } },
      }),
    );
    expect(reset.deviceData.transportConfiguration).toMatchObject({ type: 'SNMP', host: 'localhost', port: 161 });
  });
});
