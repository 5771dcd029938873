/** SQL of devices and their credentials that the device routes run. */
import type { Queryable } from '../db/types.js';
import { infoSelect } from '../entities/kind.js';
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
