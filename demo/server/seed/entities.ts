/** Demo entities of our own (devices, assets, relations, …) and the system content (widget bundles). */
import type { Queryable } from '../db/types.js';
import { jsonParam } from '../db/types.js';
import { NULL_UUID, uuidV1, uuidV1Time } from '../lib/uuid.js';
import { insertDeviceProfile, simpleProfile, findDefaultDeviceProfile } from '../device-profiles/repo.js';
import { defaultProfileData } from '../device-profiles/model.js';
import { saveRelation } from '../relations/repo.js';
import { seedWidgetBundles } from './widgets.js';
import { seedTenantContent } from './content.js';
import { demoDevicesOf, type DemoDevice, type DemoProfile } from './devices.js';
import { THERMOSTAT_ALARMS } from './alarm-rules.js';
import { insertRuleChain, saveMetadata } from '../rule-chains/repo.js';
import { deviceProfileChainTemplate } from '../rule-chains/templates.js';

/** Ids a tenant's demo entities hang off. */
export interface TenantSeed {
  tenantId: string;
  customerA: string;
  customerB: string;
  publicId: string | null;
  rootRuleChainId: string | null;
  /** A smaller data set (the second tenant). */
  small?: boolean;
}

async function insertRow(tx: Queryable, table: 'device' | 'asset', cols: Record<string, unknown>): Promise<string> {
  const id = uuidV1();
  const all: Record<string, unknown> = { id, created_time: uuidV1Time(id), ...cols };
  const names = Object.keys(all);
  const placeholders = names.map((n, i) =>
    n === 'additional_info' || n === 'device_data' ? `$${i + 1}::jsonb` : `$${i + 1}`,
  );
  await tx.query(`INSERT INTO ${table} (${names.join(', ')}) VALUES (${placeholders.join(', ')})`, Object.values(all));
  return id;
}

async function device(
  tx: Queryable,
  tenantId: string,
  profile: { id: string; name: string; transport: string },
  name: string,
  token: string,
  customerId: string,
  description: string,
  label: string | null = null,
  gateway = false,
): Promise<string> {
  const id = await insertRow(tx, 'device', {
    tenant_id: tenantId,
    customer_id: customerId,
    device_profile_id: profile.id,
    name,
    type: profile.name,
    label,
    additional_info: jsonParam({ gateway, overwriteActivityTime: false, description }),
    device_data: jsonParam({ configuration: { type: 'DEFAULT' }, transportConfiguration: { type: profile.transport } }),
  });
  const credId = uuidV1();
  await tx.query(
    "INSERT INTO device_credentials (id, created_time, device_id, credentials_type, credentials_id) VALUES ($1, $2, $3, 'ACCESS_TOKEN', $4)",
    [credId, uuidV1Time(credId), id, token],
  );
  return id;
}

async function asset(
  tx: Queryable,
  tenantId: string,
  name: string,
  type: string,
  customerId: string,
  description: string,
): Promise<string> {
  return insertRow(tx, 'asset', {
    tenant_id: tenantId,
    customer_id: customerId,
    name,
    type,
    label: null,
    additional_info: jsonParam({ description }),
  });
}

/** Creates the demo devices of one tenant (with their access tokens); returns name → id. */
async function seedDevices(
  tx: Queryable,
  s: TenantSeed,
  tenant: DemoDevice['tenant'],
  profiles: Record<DemoProfile, { id: string; name: string; transport: string }>,
): Promise<Record<string, string>> {
  const customers: Record<string, string> = {
    customerA: s.customerA,
    customerB: s.customerB,
    public: s.publicId ?? NULL_UUID,
  };
  const ids: Record<string, string> = {};
  for (const d of demoDevicesOf(tenant)) {
    const customer = d.customer ? (customers[d.customer] ?? NULL_UUID) : NULL_UUID;
    ids[d.name] = await device(
      tx,
      s.tenantId,
      profiles[d.profile],
      d.name,
      d.accessToken,
      customer,
      d.description,
      d.label,
      !!d.subDevices,
    );
  }
  return ids;
}

/** System widget bundles and types. */
export async function seedSystemContent(tx: Queryable): Promise<void> {
  await seedWidgetBundles(tx);
}

/** Per-tenant demo entities: profiles, devices with tokens, assets with Contains/Manages relations, a view, an edge. */
export async function seedTenantEntities(tx: Queryable, s: TenantSeed): Promise<void> {
  const def = await findDefaultDeviceProfile(tx, s.tenantId);
  if (!def) throw new Error('tenant has no default profile');
  const defaultProfile = { id: def.id, name: def.name, transport: 'DEFAULT' };
  const contains = (fromId: string, fromType: 'ASSET' | 'DEVICE', toId: string, toType: 'ASSET' | 'DEVICE') =>
    saveRelation(tx, { fromId, fromType, toId, toType, type: 'Contains', group: 'COMMON' });
  if (s.small) {
    const ids = await seedDevices(tx, s, 'Tenant B', {
      default: defaultProfile,
      thermostat: defaultProfile,
      'mqtt-sensor': defaultProfile,
    });
    const a = await asset(tx, s.tenantId, 'Plant X', 'plant', s.customerA, 'Second tenant plant');
    await contains(a, 'ASSET', ids['Pump P1'] ?? '', 'DEVICE');
    return;
  }
  const thermoChain = await insertRuleChain(tx, {
    tenantId: s.tenantId,
    name: 'Thermostat',
    type: 'CORE',
    root: false,
  });
  await saveMetadata(tx, thermoChain.id, deviceProfileChainTemplate());
  const thermo = await insertDeviceProfile(tx, s.tenantId, {
    ...simpleProfile('thermostat'),
    description: 'Thermostats with alarm rules',
    defaultRuleChainId: thermoChain.id,
    profileData: { ...defaultProfileData(), alarms: THERMOSTAT_ALARMS },
  });
  const mqttProfile = await insertDeviceProfile(tx, s.tenantId, {
    ...simpleProfile('mqtt-sensor', false, 'MQTT'),
    description: 'Sensors speaking MQTT with custom topics',
    profileData: {
      ...defaultProfileData('MQTT'),
      transportConfiguration: {
        type: 'MQTT',
        deviceTelemetryTopic: 'v1/devices/me/telemetry',
        deviceAttributesTopic: 'v1/devices/me/attributes',
        transportPayloadTypeConfiguration: { transportPayloadType: 'JSON' },
      },
    },
  });
  const profiles: Record<DemoProfile, { id: string; name: string; transport: string }> = {
    default: defaultProfile,
    thermostat: { id: thermo.id, name: thermo.name, transport: 'DEFAULT' },
    'mqtt-sensor': { id: mqttProfile.id, name: mqttProfile.name, transport: 'MQTT' },
  };
  const ids = await seedDevices(tx, s, 'Tenant', profiles);
  const sensorId = (i: number) => ids[`Sensor ${String(i).padStart(2, '0')}`] ?? '';
  const building = await asset(tx, s.tenantId, 'Building Alpha', 'building', s.customerA, 'Head office');
  const floor1 = await asset(tx, s.tenantId, 'Floor 1', 'floor', s.customerA, 'Ground floor');
  const floor2 = await asset(tx, s.tenantId, 'Floor 2', 'floor', s.customerA, 'First floor');
  const warehouse = await asset(tx, s.tenantId, 'Warehouse Beta', 'building', s.customerB, 'Storage site');
  const field = await asset(tx, s.tenantId, 'Field Gamma', 'field', NULL_UUID, 'Outdoor test field');
  await contains(building, 'ASSET', floor1, 'ASSET');
  await contains(building, 'ASSET', floor2, 'ASSET');
  for (const k of ['Test Device A1', 'Test Device A2']) await contains(floor1, 'ASSET', ids[k] ?? '', 'DEVICE');
  await contains(floor2, 'ASSET', ids['Test Device A3'] ?? '', 'DEVICE');
  await contains(warehouse, 'ASSET', ids['Test Device B1'] ?? '', 'DEVICE');
  for (let i = 8; i <= 22; i += 1) await contains(field, 'ASSET', sensorId(i), 'DEVICE');
  await saveRelation(tx, {
    fromId: building,
    fromType: 'ASSET',
    toId: ids['Thermostat T1'] ?? '',
    toType: 'DEVICE',
    type: 'Manages',
    group: 'COMMON',
  });
  await saveRelation(tx, {
    fromId: warehouse,
    fromType: 'ASSET',
    toId: ids['Thermostat T2'] ?? '',
    toType: 'DEVICE',
    type: 'Manages',
    group: 'COMMON',
  });
  const viewId = uuidV1();
  await tx.query(
    `INSERT INTO entity_view (id, created_time, tenant_id, customer_id, entity_type, entity_id, name, type, keys, start_ts, end_ts, additional_info)
     VALUES ($1, $2, $3, $4, 'DEVICE', $5, $6, $7, $8::jsonb, 0, 0, $9::jsonb)`,
    [
      viewId,
      uuidV1Time(viewId),
      s.tenantId,
      s.customerA,
      ids['Thermostat T1'],
      'T1 comfort view',
      'comfort',
      jsonParam({ timeseries: ['temperature', 'humidity'], attributes: { cs: [], ss: [], sh: [] } }),
      jsonParam({ description: 'Temperature only' }),
    ],
  );
  await seedTenantContent(tx, {
    tenantId: s.tenantId,
    customerA: s.customerA,
    thermostatProfileId: thermo.id,
    publicId: s.publicId,
    deviceIds: ids,
  });
}
