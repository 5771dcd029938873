/**
 * Sub-devices of a gateway: a device name a gateway mentions is looked up in the
 * gateway's tenant and created on first mention the way ThingsBoard does it: the gateway's customer, the given type
 * (its device profile found or created by name, like any device save), ACCESS_TOKEN credentials with a random token,
 * `additionalInfo.lastConnectedGateway` = the gateway's id and a relation `Created` (COMMON) from the gateway to the
 * device. An existing device that last talked through another gateway gets `lastConnectedGateway` updated.
 */
import type { Db } from '../db/types.js';
import { jsonParam } from '../db/types.js';
import { resolveProfile, syncDeviceData } from '../devices/service.js';
import { saveRelation } from '../relations/repo.js';
import { randomAlphanumeric } from '../lib/random.js';
import { NULL_UUID, uuidV1, uuidV1Time } from '../lib/uuid.js';
import type { DeviceRef } from '../telemetry/sink.js';

/** The sub-device type when a gateway names none. */
export const DEFAULT_SUB_DEVICE_TYPE = 'default';

/** The relation type from a gateway to the devices it created. */
export const GATEWAY_CREATED_RELATION = 'Created';

interface Row {
  id: string;
  customer_id: string;
  name: string;
  type: string;
  additional_info: unknown;
}

const refOf = (tenantId: string, r: Row): DeviceRef => ({
  tenantId,
  deviceId: r.id,
  customerId: r.customer_id,
  deviceName: r.name,
  deviceType: r.type,
});

/** True when the device is flagged as a gateway (`additionalInfo.gateway === true`). */
export async function isGateway(db: Db, deviceId: string): Promise<boolean> {
  const { rows } = await db.query<{ gateway: boolean | null }>(
    "SELECT additional_info->'gateway' = 'true'::jsonb AS gateway FROM device WHERE id = $1",
    [deviceId],
  );
  return rows[0]?.gateway === true;
}

/** Finds or creates the sub-device `name` of `gateway`. */
export async function subDevice(db: Db, gateway: DeviceRef, name: string, type: string | null): Promise<DeviceRef> {
  const found = await db.query<Row>(
    'SELECT id, customer_id, name, type, additional_info FROM device WHERE tenant_id = $1 AND name = $2',
    [gateway.tenantId, name],
  );
  const existing = found.rows[0];
  if (existing) {
    const info = existing.additional_info;
    const last =
      typeof info === 'object' && info !== null ? (info as Record<string, unknown>)['lastConnectedGateway'] : undefined;
    if (last !== gateway.deviceId && existing.id !== gateway.deviceId) {
      await db.query(
        `UPDATE device SET additional_info = COALESCE(CASE WHEN jsonb_typeof(additional_info) = 'object' THEN additional_info END, '{}'::jsonb)
           || jsonb_build_object('lastConnectedGateway', $2::text) WHERE id = $1`,
        [existing.id, gateway.deviceId],
      );
    }
    return refOf(gateway.tenantId, existing);
  }
  return db.transaction(async (tx) => {
    const profile = await resolveProfile(
      tx,
      gateway.tenantId,
      null,
      type && type.trim() !== '' ? type : DEFAULT_SUB_DEVICE_TYPE,
    );
    const id = uuidV1();
    const customerId = gateway.customerId ?? NULL_UUID;
    await tx.query(
      `INSERT INTO device (id, created_time, tenant_id, customer_id, device_profile_id, name, type, label, additional_info, device_data)
       VALUES ($1, $2, $3, $4, $5, $6, $7, NULL, $8::jsonb, $9::jsonb)`,
      [
        id,
        uuidV1Time(id),
        gateway.tenantId,
        customerId,
        profile.id,
        name,
        profile.name,
        jsonParam({ lastConnectedGateway: gateway.deviceId }),
        jsonParam(syncDeviceData(null, profile)),
      ],
    );
    const credId = uuidV1();
    await tx.query(
      "INSERT INTO device_credentials (id, created_time, device_id, credentials_type, credentials_id, credentials_value) VALUES ($1, $2, $3, 'ACCESS_TOKEN', $4, NULL)",
      [credId, uuidV1Time(credId), id, randomAlphanumeric(20)],
    );
    await saveRelation(tx, {
      fromId: gateway.deviceId,
      fromType: 'DEVICE',
      toId: id,
      toType: 'DEVICE',
      type: GATEWAY_CREATED_RELATION,
      group: 'COMMON',
    });
    return { tenantId: gateway.tenantId, deviceId: id, customerId, deviceName: name, deviceType: profile.name };
  });
}
