/**
 * Device credentials lookup shared by the device transports: an access token (HTTP path segment, MQTT username)
 * identifies one device. Every request re-validates, so a changed or deleted token stops working
 * at once.
 */
import type { Queryable } from '../db/types.js';
import type { DeviceRef } from '../telemetry/sink.js';

/** The device behind an ACCESS_TOKEN credential, or null. */
export async function deviceByAccessToken(db: Queryable, token: string): Promise<DeviceRef | null> {
  if (token === '' || token.length > 256) return null;
  const { rows } = await db.query<{ id: string; tenant_id: string; customer_id: string; name: string; type: string }>(
    `SELECT d.id, d.tenant_id, d.customer_id, d.name, d.type FROM device_credentials c JOIN device d ON d.id = c.device_id
     WHERE c.credentials_id = $1 AND c.credentials_type = 'ACCESS_TOKEN'`,
    [token],
  );
  const d = rows[0];
  return d
    ? { deviceId: d.id, tenantId: d.tenant_id, customerId: d.customer_id, deviceName: d.name, deviceType: d.type }
    : null;
}
