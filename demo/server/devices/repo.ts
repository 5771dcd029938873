/** SQL of devices and their credentials that the device routes run. */
import type { Queryable } from '../db/types.js';
import { jsonParam } from '../db/types.js';
import { badRequest } from '../http/errors.js';
import { NULL_UUID, isUuid, uuidV1, uuidV1Time } from '../lib/uuid.js';
import { infoSelect } from '../entities/kind.js';
import type { ExtraFilter } from '../entities/lists.js';
import { DEVICE_KIND as K, type DeviceCredentialsRow, type DeviceRow } from './model.js';

/** The credentials row of a device. */
export async function findCredentialsOfDevice(
  db: Queryable,
  deviceId: string,
): Promise<DeviceCredentialsRow | undefined> {
  const { rows } = await db.query<DeviceCredentialsRow>('SELECT * FROM device_credentials WHERE device_id = $1', [
    deviceId,
  ]);
  return rows[0];
}

/** Ids of the devices whose credentials id is `credentialsId` (access token, certificate hash, MQTT client id). */
export async function devicesWithCredentialsId(db: Queryable, credentialsId: string | null): Promise<string[]> {
  const { rows } = await db.query<{ device_id: string }>(
    'SELECT device_id FROM device_credentials WHERE credentials_id = $1',
    [credentialsId],
  );
  return rows.map((r) => r.device_id);
}

/** Replaces a credentials row's type, id and value. */
export async function updateCredentials(
  db: Queryable,
  id: string,
  type: string,
  credentialsId: string | null,
  credentialsValue: string | null,
): Promise<DeviceCredentialsRow | undefined> {
  const { rows } = await db.query<DeviceCredentialsRow>(
    'UPDATE device_credentials SET credentials_type = $2, credentials_id = $3, credentials_value = $4 WHERE id = $1 RETURNING *',
    [id, type, credentialsId, credentialsValue],
  );
  return rows[0];
}

/** A device of the tenant by name (with its info columns). */
export async function findDeviceByName(db: Queryable, tenantId: string, name: string): Promise<DeviceRow | undefined> {
  const { rows } = await db.query<DeviceRow>(`${infoSelect(K)} WHERE e.tenant_id = $1 AND e.name = $2`, [
    tenantId,
    name,
  ]);
  return rows[0];
}

/** Sets a device's customer; `clearClaim` also drops its claim data (a completed claim). */
export async function setDeviceCustomer(
  db: Queryable,
  deviceId: string,
  customerId: string,
  clearClaim = false,
): Promise<void> {
  await db.query(
    clearClaim
      ? 'UPDATE device SET customer_id = $2, claim_data = NULL WHERE id = $1'
      : 'UPDATE device SET customer_id = $2 WHERE id = $1',
    [deviceId, customerId],
  );
}

/** How many devices of a profile have no firmware (or no software) assigned. */
export async function countDevicesWithoutOta(
  db: Queryable,
  tenantId: string,
  profileId: string,
  type: 'FIRMWARE' | 'SOFTWARE',
): Promise<number> {
  const column = type === 'FIRMWARE' ? 'firmware_id' : 'software_id';
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::bigint AS n FROM device WHERE tenant_id = $1 AND device_profile_id = $2 AND ${column} IS NULL`,
    [tenantId, profileId],
  );
  return rows[0]?.n ?? 0;
}

/** The device list's `deviceProfileId` filter. @throws 400 for an id that is not a UUID */
export const profileFilter: ExtraFilter = (q, where, params) => {
  const id = q['deviceProfileId'];
  if (!id) return;
  if (!isUuid(id)) throw badRequest(`Invalid UUID string: ${id}`);
  params.push(id.toLowerCase());
  where.push(`e.device_profile_id = $${params.length}`);
};

/** The fields of a device a save writes. */
export interface DeviceFields {
  customerId: string;
  profile: { id: string; name: string };
  name: string;
  label: string | null;
  additionalInfo: unknown;
  deviceData: unknown;
  firmwareId: string | null;
  softwareId: string | null;
}

const values = (d: DeviceFields) => [
  d.customerId,
  d.profile.id,
  d.name,
  d.profile.name,
  d.label,
  jsonParam(d.additionalInfo),
  jsonParam(d.deviceData),
  d.firmwareId,
  d.softwareId,
];

/** Overwrites a device's fields and creation time. */
export async function updateDevice(db: Queryable, id: string, d: DeviceFields, createdTime: number): Promise<void> {
  await db.query(
    `UPDATE device SET customer_id = $2, device_profile_id = $3, name = $4, type = $5, label = $6, additional_info = $7::jsonb,
             device_data = $8::jsonb, firmware_id = $9, software_id = $10, created_time = $11 WHERE id = $1`,
    [id, ...values(d), createdTime],
  );
}

/** Inserts a device of a tenant with access-token credentials; returns its new id. */
export async function insertDevice(db: Queryable, tenantId: string, d: DeviceFields, token: string): Promise<string> {
  const newId = uuidV1();
  await db.query(
    `INSERT INTO device (id, created_time, tenant_id, customer_id, device_profile_id, name, type, label, additional_info, device_data, firmware_id, software_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb, $11, $12)`,
    [newId, uuidV1Time(newId), tenantId, ...values(d)],
  );
  const credId = uuidV1();
  await db.query(
    `INSERT INTO device_credentials (id, created_time, device_id, credentials_type, credentials_id, credentials_value) VALUES ($1, $2, $3, 'ACCESS_TOKEN', $4, NULL)`,
    [credId, uuidV1Time(credId), newId, token],
  );
  return newId;
}

/** Moves a device to another tenant: unassigned, on the given profile, without firmware or software. */
export async function moveDeviceToTenant(
  db: Queryable,
  deviceId: string,
  tenantId: string,
  profileId: string,
): Promise<void> {
  await db.query(
    'UPDATE device SET tenant_id = $2, customer_id = $3, device_profile_id = $4, firmware_id = NULL, software_id = NULL WHERE id = $1',
    [deviceId, tenantId, NULL_UUID, profileId],
  );
}

/** Turns a device's credentials into LwM2M credentials. */
export async function setLwm2mCredentials(
  db: Queryable,
  deviceId: string,
  credentialsId: string,
  credentialsValue: string | null,
): Promise<void> {
  await db.query(
    "UPDATE device_credentials SET credentials_type = 'LWM2M_CREDENTIALS', credentials_id = $2, credentials_value = $3 WHERE device_id = $1",
    [deviceId, credentialsId, credentialsValue],
  );
}
