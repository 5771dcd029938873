/** Demo entities of our own (devices, assets, relations, …) and the system content (widget bundles). */
import type { Queryable } from '../db/types.js';
import { jsonParam } from '../db/types.js';
import { NULL_UUID, uuidV1, uuidV1Time } from '../lib/uuid.js';
import { insertDeviceProfile, simpleProfile, findDefaultDeviceProfile } from '../device-profiles/repo.js';
import { defaultProfileData } from '../device-profiles/model.js';
import { saveRelation } from '../relations/repo.js';
import { seedWidgetBundles } from './widgets.js';
import { seedTenantContent } from './content.js';

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
  const placeholders = names.map((n, i) => (n === 'additional_info' || n === 'device_data' ? `$${i + 1}::jsonb` : `$${i + 1}`));
  await tx.query(`INSERT INTO ${table} (${names.join(', ')}) VALUES (${placeholders.join(', ')})`, Object.values(all));
  return id;
}

async function device(
  tx: Queryable, tenantId: string, profile: { id: string; name: string; transport: string }, name: string, token: string,
  customerId: string, description: string, label: string | null = null,
): Promise<string> {
  const id = await insertRow(tx, 'device', {
    tenant_id: tenantId, customer_id: customerId, device_profile_id: profile.id, name, type: profile.name, label,
    additional_info: jsonParam({ gateway: false, overwriteActivityTime: false, description }),
    device_data: jsonParam({ configuration: { type: 'DEFAULT' }, transportConfiguration: { type: profile.transport } }),
  });
  const credId = uuidV1();
  await tx.query(
    "INSERT INTO device_credentials (id, created_time, device_id, credentials_type, credentials_id) VALUES ($1, $2, $3, 'ACCESS_TOKEN', $4)",
    [credId, uuidV1Time(credId), id, token],
  );
  return id;
}

async function asset(tx: Queryable, tenantId: string, name: string, type: string, customerId: string, description: string): Promise<string> {
  return insertRow(tx, 'asset', { tenant_id: tenantId, customer_id: customerId, name, type, label: null, additional_info: jsonParam({ description }) });
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
    const d = await device(tx, s.tenantId, defaultProfile, 'Pump P1', 'TENANT_B_PUMP_TOKEN', s.customerA, 'Pump of the second tenant');
    const a = await asset(tx, s.tenantId, 'Plant X', 'plant', s.customerA, 'Second tenant plant');
    await contains(a, 'ASSET', d, 'DEVICE');
    return;
  }
  const thermo = await insertDeviceProfile(tx, s.tenantId, { ...simpleProfile('thermostat'), description: 'Thermostats with alarm rules', defaultRuleChainId: s.rootRuleChainId });
  const mqttProfile = await insertDeviceProfile(tx, s.tenantId, {
    ...simpleProfile('mqtt-sensor', false, 'MQTT'),
    description: 'Sensors speaking MQTT with custom topics',
    profileData: {
      ...defaultProfileData('MQTT'),
      transportConfiguration: {
        type: 'MQTT', deviceTelemetryTopic: 'v1/devices/me/telemetry', deviceAttributesTopic: 'v1/devices/me/attributes',
        transportPayloadTypeConfiguration: { transportPayloadType: 'JSON' },
      },
    },
  });
  const thermoP = { id: thermo.id, name: thermo.name, transport: 'DEFAULT' };
  const mqttP = { id: mqttProfile.id, name: mqttProfile.name, transport: 'MQTT' };
  const ids: Record<string, string> = {};
  ids['A1'] = await device(tx, s.tenantId, defaultProfile, 'Test Device A1', 'A1_TEST_TOKEN', s.customerA, 'Demo device of Customer A');
  ids['A2'] = await device(tx, s.tenantId, defaultProfile, 'Test Device A2', 'A2_TEST_TOKEN', s.customerA, 'Demo device of Customer A');
  ids['A3'] = await device(tx, s.tenantId, defaultProfile, 'Test Device A3', 'A3_TEST_TOKEN', s.customerA, 'Demo device of Customer A');
  ids['B1'] = await device(tx, s.tenantId, defaultProfile, 'Test Device B1', 'B1_TEST_TOKEN', s.customerB, 'Demo device of Customer B');
  ids['DHT'] = await device(tx, s.tenantId, defaultProfile, 'DHT11 Demo Device', 'DHT11_DEMO_TOKEN', NULL_UUID, 'Temperature and humidity sensor');
  ids['RPI'] = await device(tx, s.tenantId, defaultProfile, 'Raspberry Pi Demo Device', 'RASPBERRY_PI_DEMO_TOKEN', NULL_UUID, 'Single-board computer');
  ids['T1'] = await device(tx, s.tenantId, thermoP, 'Thermostat T1', 'T1_TEST_TOKEN', NULL_UUID, 'Office thermostat', 'Office');
  ids['T2'] = await device(tx, s.tenantId, thermoP, 'Thermostat T2', 'T2_TEST_TOKEN', NULL_UUID, 'Lab thermostat', 'Lab');
  for (let i = 1; i <= 22; i += 1) {
    const n = String(i).padStart(2, '0');
    const customer = i <= 4 ? s.customerA : i <= 6 ? s.customerB : i === 7 && s.publicId ? s.publicId : NULL_UUID;
    ids[`S${n}`] = await device(tx, s.tenantId, i % 2 ? mqttP : defaultProfile, `Sensor ${n}`, `SENSOR_${n}_TOKEN`, customer, `Field sensor ${n}`);
  }
  const building = await asset(tx, s.tenantId, 'Building Alpha', 'building', s.customerA, 'Head office');
  const floor1 = await asset(tx, s.tenantId, 'Floor 1', 'floor', s.customerA, 'Ground floor');
  const floor2 = await asset(tx, s.tenantId, 'Floor 2', 'floor', s.customerA, 'First floor');
  const warehouse = await asset(tx, s.tenantId, 'Warehouse Beta', 'building', s.customerB, 'Storage site');
  const field = await asset(tx, s.tenantId, 'Field Gamma', 'field', NULL_UUID, 'Outdoor test field');
  await contains(building, 'ASSET', floor1, 'ASSET');
  await contains(building, 'ASSET', floor2, 'ASSET');
  for (const k of ['A1', 'A2']) await contains(floor1, 'ASSET', ids[k] ?? '', 'DEVICE');
  await contains(floor2, 'ASSET', ids['A3'] ?? '', 'DEVICE');
  await contains(warehouse, 'ASSET', ids['B1'] ?? '', 'DEVICE');
  for (let i = 8; i <= 22; i += 1) await contains(field, 'ASSET', ids[`S${String(i).padStart(2, '0')}`] ?? '', 'DEVICE');
  await saveRelation(tx, { fromId: building, fromType: 'ASSET', toId: ids['T1'] ?? '', toType: 'DEVICE', type: 'Manages', group: 'COMMON' });
  await saveRelation(tx, { fromId: warehouse, fromType: 'ASSET', toId: ids['T2'] ?? '', toType: 'DEVICE', type: 'Manages', group: 'COMMON' });
  const viewId = uuidV1();
  await tx.query(
    `INSERT INTO entity_view (id, created_time, tenant_id, customer_id, entity_type, entity_id, name, type, keys, start_ts, end_ts, additional_info)
     VALUES ($1, $2, $3, $4, 'DEVICE', $5, $6, $7, $8::jsonb, 0, 0, $9::jsonb)`,
    [viewId, uuidV1Time(viewId), s.tenantId, s.customerA, ids['T1'], 'T1 comfort view', 'comfort',
      jsonParam({ timeseries: ['temperature', 'humidity'], attributes: { cs: [], ss: [], sh: [] } }), jsonParam({ description: 'Temperature only' })],
  );
  await seedTenantContent(tx, { tenantId: s.tenantId, customerA: s.customerA, thermostatProfileId: thermo.id });
}
