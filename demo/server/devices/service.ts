/** Device save semantics: profile resolution, derived type, deviceData. */
import type { Queryable } from '../db/types.js';
import { badRequest } from '../http/errors.js';
import { isJsonObject } from '../http/body.js';
import {
  findDefaultDeviceProfile,
  findDeviceProfile,
  findDeviceProfileByName,
  insertDeviceProfile,
  simpleProfile,
} from '../device-profiles/repo.js';
import type { DeviceProfileRow } from '../device-profiles/model.js';

/** Resolves the profile of a device save: explicit id, else by `type` name (created when missing), else default. */
export async function resolveProfile(
  db: Queryable,
  tenantId: string,
  profileId: string | null,
  type: string | null,
): Promise<DeviceProfileRow> {
  if (profileId) {
    const p = await findDeviceProfile(db, profileId);
    if (!p) throw badRequest('Device is referencing non existing device profile!');
    if (p.tenant_id !== tenantId)
      throw badRequest('Device can`t be referencing to device profile from different tenant!');
    return p;
  }
  if (type && type.trim() !== '') {
    return (
      (await findDeviceProfileByName(db, tenantId, type)) ?? insertDeviceProfile(db, tenantId, simpleProfile(type))
    );
  }
  const def = await findDefaultDeviceProfile(db, tenantId);
  if (!def) throw badRequest('Device is referencing non existing device profile!');
  return def;
}

/** deviceData matching the profile's transport type (kept when it already matches). */
export function syncDeviceData(deviceData: unknown, profile: DeviceProfileRow): Record<string, unknown> {
  const current = isJsonObject(deviceData) ? deviceData : {};
  const configuration = isJsonObject(current['configuration']) ? current['configuration'] : { type: 'DEFAULT' };
  const transport = current['transportConfiguration'];
  const keep = isJsonObject(transport) && transport['type'] === profile.transport_type;
  return { configuration, transportConfiguration: keep ? transport : defaultTransport(profile.transport_type) };
}

/** A new device transport configuration: SNMP starts at localhost:161, v2c, community "public". */
function defaultTransport(type: string): Record<string, unknown> {
  return type === 'SNMP'
    ? { type, host: 'localhost', port: 161, protocolVersion: 'V2C', community: 'public' }
    : { type };
}
