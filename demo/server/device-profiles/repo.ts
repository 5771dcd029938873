/** SQL for `device_profile`. */
import type { Queryable } from '../db/types.js';
import { jsonParam } from '../db/types.js';
import { uuidV1, uuidV1Time } from '../lib/uuid.js';
import { runPaged, type PageData, type PageLink } from '../http/page.js';
import { defaultProfileData, type DeviceProfileRow, type ProvisionType, type TransportType } from './model.js';

/** Fields of a device profile to save. */
export interface DeviceProfileInput {
  name: string;
  description: string | null;
  image: string | null;
  isDefault: boolean;
  transportType: TransportType;
  provisionType: ProvisionType;
  provisionDeviceKey: string | null;
  defaultRuleChainId: string | null;
  defaultDashboardId: string | null;
  defaultQueueName: string | null;
  firmwareId: string | null;
  softwareId: string | null;
  profileData: Record<string, unknown>;
  createdTime?: number;
}

/** A minimal profile of the given name (DEFAULT transport). */
export function simpleProfile(
  name: string,
  isDefault = false,
  transportType: TransportType = 'DEFAULT',
): DeviceProfileInput {
  return {
    name,
    description: isDefault ? 'Default device profile' : null,
    image: null,
    isDefault,
    transportType,
    provisionType: 'DISABLED',
    provisionDeviceKey: null,
    defaultRuleChainId: null,
    defaultDashboardId: null,
    defaultQueueName: null,
    firmwareId: null,
    softwareId: null,
    profileData: defaultProfileData(transportType),
  };
}

const VALUES = (p: DeviceProfileInput) => [
  p.name,
  p.description,
  p.image,
  p.isDefault,
  p.transportType,
  p.provisionType,
  p.provisionDeviceKey,
  p.defaultRuleChainId,
  p.defaultDashboardId,
  p.defaultQueueName,
  p.firmwareId,
  p.softwareId,
  jsonParam(p.profileData),
];

/** Inserts a profile. */
export async function insertDeviceProfile(
  db: Queryable,
  tenantId: string,
  p: DeviceProfileInput,
): Promise<DeviceProfileRow> {
  const id = uuidV1();
  const { rows } = await db.query<DeviceProfileRow>(
    `INSERT INTO device_profile (id, created_time, tenant_id, name, description, image, is_default, transport_type, provision_type,
       provision_device_key, default_rule_chain_id, default_dashboard_id, default_queue_name, firmware_id, software_id, profile_data)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16::jsonb) RETURNING *`,
    [id, uuidV1Time(id), tenantId, ...VALUES(p)],
  );
  const row = rows[0];
  if (!row) throw new Error('INSERT device_profile returned no row');
  return row;
}

/** Replaces a profile's fields. */
export async function updateDeviceProfile(db: Queryable, id: string, p: DeviceProfileInput): Promise<DeviceProfileRow> {
  const { rows } = await db.query<DeviceProfileRow>(
    `UPDATE device_profile SET name = $2, description = $3, image = $4, is_default = $5, transport_type = $6, provision_type = $7,
       provision_device_key = $8, default_rule_chain_id = $9, default_dashboard_id = $10, default_queue_name = $11,
       firmware_id = $12, software_id = $13, profile_data = $14::jsonb, created_time = $15 WHERE id = $1 RETURNING *`,
    [id, ...VALUES(p), p.createdTime ?? 0],
  );
  const row = rows[0];
  if (!row) throw new Error('UPDATE device_profile returned no row');
  return row;
}

/** Finds a profile by id. */
export async function findDeviceProfile(db: Queryable, id: string): Promise<DeviceProfileRow | null> {
  const { rows } = await db.query<DeviceProfileRow>('SELECT * FROM device_profile WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/** Finds a tenant's profile by name. */
export async function findDeviceProfileByName(
  db: Queryable,
  tenantId: string,
  name: string,
): Promise<DeviceProfileRow | null> {
  const { rows } = await db.query<DeviceProfileRow>('SELECT * FROM device_profile WHERE tenant_id = $1 AND name = $2', [
    tenantId,
    name,
  ]);
  return rows[0] ?? null;
}

/** The tenant's default profile. */
export async function findDefaultDeviceProfile(db: Queryable, tenantId: string): Promise<DeviceProfileRow | null> {
  const { rows } = await db.query<DeviceProfileRow>(
    'SELECT * FROM device_profile WHERE tenant_id = $1 AND is_default',
    [tenantId],
  );
  return rows[0] ?? null;
}

/** Makes `id` the tenant's only default profile. */
export async function setDefaultDeviceProfile(db: Queryable, tenantId: string, id: string): Promise<void> {
  await db.query('UPDATE device_profile SET is_default = (id = $2) WHERE tenant_id = $1', [tenantId, id]);
}

const SORT = {
  createdTime: 'created_time',
  name: 'name',
  type: 'type',
  transportType: 'transport_type',
  description: 'description',
  isDefault: 'is_default',
};

/** The tenant of a rule chain or dashboard a profile refers to, or null when there is no such entity. */
export async function findTenantOf(
  db: Queryable,
  table: 'rule_chain' | 'dashboard',
  id: string,
): Promise<string | null> {
  const { rows } = await db.query<{ tenant_id: string }>(`SELECT tenant_id FROM ${table} WHERE id = $1`, [id]);
  return rows[0]?.tenant_id ?? null;
}

/** Ids of a tenant's device profiles with this name. */
export async function deviceProfilesNamed(db: Queryable, tenantId: string, name: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM device_profile WHERE tenant_id = $1 AND name = $2', [
    tenantId,
    name,
  ]);
  return rows.map((r) => r.id);
}

/** Ids of the device profiles (of any tenant) with this provision device key. */
export async function deviceProfilesWithProvisionKey(db: Queryable, key: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM device_profile WHERE provision_device_key = $1', [
    key,
  ]);
  return rows.map((r) => r.id);
}

/** Sets a profile's type (DEFAULT or SNMP). */
export async function setDeviceProfileType(db: Queryable, id: string, type: string): Promise<void> {
  await db.query('UPDATE device_profile SET type = $2 WHERE id = $1', [id, type]);
}

/** A device's type is its profile's name: renames it on every device of the profile. */
export async function renameDevicesType(db: Queryable, profileId: string, name: string): Promise<void> {
  await db.query('UPDATE device SET type = $2 WHERE device_profile_id = $1', [profileId, name]);
}

/** True when some device uses the profile. */
export async function isDeviceProfileUsed(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM device WHERE device_profile_id = $1 LIMIT 1', [id]);
  return rows.length > 0;
}

/** Deletes a device profile. */
export async function deleteDeviceProfile(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM device_profile WHERE id = $1', [id]);
}

/** The tenant's default profiles other than `id` (at most one, before the default changes). */
export async function findOtherDefaultProfiles(
  db: Queryable,
  tenantId: string,
  id: string,
): Promise<DeviceProfileRow[]> {
  const { rows } = await db.query<DeviceProfileRow>(
    'SELECT * FROM device_profile WHERE tenant_id = $1 AND is_default AND id <> $2',
    [tenantId, id],
  );
  return rows;
}

/** One page of a tenant's device profiles (of one transport type, when given), searched by name prefix. */
export async function findDeviceProfilesPage(
  db: Queryable,
  link: PageLink,
  f: { tenantId: string; transportType?: TransportType },
  map: (row: DeviceProfileRow) => unknown,
): Promise<PageData<unknown>> {
  const where = ['tenant_id = $1'];
  const params: unknown[] = [f.tenantId];
  if (f.transportType) {
    params.push(f.transportType);
    where.push(`transport_type = $${params.length}`);
  }
  return runPaged<DeviceProfileRow>(db, link, {
    select: 'SELECT * FROM device_profile',
    where,
    params,
    searchColumn: 'name',
    sortMap: SORT,
    defaultOrder: 'id',
    map,
  });
}
