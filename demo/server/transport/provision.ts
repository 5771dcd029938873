/**
 * Device provisioning (HTTP `POST /api/v1/provision`, MQTT `/provision/request`): a device presents its
 * profile's provision key and secret and a name. `ALLOW_CREATE_NEW_DEVICES` creates the device (a name already taken
 * fails); `CHECK_PRE_PROVISIONED_DEVICES` hands out the credentials of an existing device of that profile. Only
 * ACCESS_TOKEN credentials are issued (the optional `token` is used when free).
 */
import type { Db } from '../db/types.js';
import { jsonParam } from '../db/types.js';
import type { DeviceProfileRow } from '../device-profiles/model.js';
import { syncDeviceData } from '../devices/service.js';
import { randomAlphanumeric } from '../lib/random.js';
import { NULL_UUID, uuidV1, uuidV1Time } from '../lib/uuid.js';

/** What the device receives. */
export type ProvisionResponse =
  | { credentialsType: 'ACCESS_TOKEN'; credentialsValue: string; status: 'SUCCESS' }
  | { errorMsg: string; status: 'NOT_FOUND' | 'FAILURE' };

const notFound: ProvisionResponse = { errorMsg: 'Failed to provision device!', status: 'NOT_FOUND' };
const failure: ProvisionResponse = { errorMsg: 'Failed to provision device!', status: 'FAILURE' };

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** Handles one provision request body (already parsed JSON). */
export async function provisionDevice(db: Db, body: unknown): Promise<ProvisionResponse> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return notFound;
  const b = body as Record<string, unknown>;
  const key = str(b['provisionDeviceKey']);
  const secret = str(b['provisionDeviceSecret']);
  const name = str(b['deviceName'])?.trim() ?? '';
  if (!key || !secret) return notFound;
  const profile = (
    await db.query<DeviceProfileRow>('SELECT * FROM device_profile WHERE provision_device_key = $1', [key])
  ).rows[0];
  const config = (profile?.profile_data['provisionConfiguration'] ?? {}) as Record<string, unknown>;
  if (!profile || profile.provision_type === 'DISABLED' || config['provisionDeviceSecret'] !== secret) return notFound;
  const type = str(b['credentialsType']) ?? 'ACCESS_TOKEN';
  if (type !== 'ACCESS_TOKEN' || name === '' || name.length > 255) return failure;
  const existing = (
    await db.query<{ id: string; device_profile_id: string; credentials_id: string }>(
      `SELECT d.id, d.device_profile_id, c.credentials_id FROM device d JOIN device_credentials c ON c.device_id = d.id
     WHERE d.tenant_id = $1 AND d.name = $2`,
      [profile.tenant_id, name],
    )
  ).rows[0];
  if (profile.provision_type === 'CHECK_PRE_PROVISIONED_DEVICES') {
    if (!existing || existing.device_profile_id !== profile.id) return notFound;
    return { credentialsType: 'ACCESS_TOKEN', credentialsValue: existing.credentials_id, status: 'SUCCESS' };
  }
  if (existing) return failure;
  const wanted = str(b['token']);
  const token =
    wanted &&
    wanted.length <= 256 &&
    !(await db.query('SELECT 1 FROM device_credentials WHERE credentials_id = $1', [wanted])).rows[0]
      ? wanted
      : randomAlphanumeric(20);
  await db.transaction(async (tx) => {
    const id = uuidV1();
    await tx.query(
      `INSERT INTO device (id, created_time, tenant_id, customer_id, device_profile_id, name, type, device_data)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
      [
        id,
        uuidV1Time(id),
        profile.tenant_id,
        NULL_UUID,
        profile.id,
        name,
        profile.name,
        jsonParam(syncDeviceData(undefined, profile)),
      ],
    );
    const credId = uuidV1();
    await tx.query(
      `INSERT INTO device_credentials (id, created_time, device_id, credentials_type, credentials_id) VALUES ($1, $2, $3, 'ACCESS_TOKEN', $4)`,
      [credId, uuidV1Time(credId), id, token],
    );
  });
  return { credentialsType: 'ACCESS_TOKEN', credentialsValue: token, status: 'SUCCESS' };
}
