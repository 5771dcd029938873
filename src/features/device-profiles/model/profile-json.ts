/**
 * JSON export and import of a device profile (ThingsBoard's import/export): the export drops what only makes sense
 * in the source tenant (id, created time, tenant, default flag, package references); an import must carry a name,
 * the type fields and profileData, and is never the default profile.
 */
import { normalizeDeviceProfile, type DeviceProfile } from './device-profile';

/** The profile as exported to a file. */
export function exportableProfile(profile: DeviceProfile): DeviceProfile {
  const { id: _id, createdTime: _c, tenantId: _t, ...rest } = profile;
  return { ...rest, default: false, firmwareId: null, softwareId: null };
}

/** File name of an export: the profile name with characters file systems dislike replaced. */
export function exportFileName(profile: DeviceProfile): string {
  return `${(profile.name || 'device-profile').replace(/[\\/:*?"<>|]+/g, '_')}.json`;
}

/** Pretty JSON text of an export. */
export function exportProfileJson(profile: DeviceProfile): string {
  return JSON.stringify(exportableProfile(profile), null, 2);
}

/** Parse an imported file; null when it is not a device profile. */
export function parseImportedProfile(text: string): DeviceProfile | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const p = data as Record<string, unknown>;
  const ok =
    typeof p.name === 'string' &&
    p.name.trim() !== '' &&
    typeof p.type === 'string' &&
    typeof p.transportType === 'string' &&
    typeof p.provisionType === 'string' &&
    !!p.profileData &&
    typeof p.profileData === 'object';
  if (!ok) return null;
  const { id: _id, createdTime: _c, tenantId: _t, ...rest } = p;
  return normalizeDeviceProfile({ ...(rest as DeviceProfile), default: false });
}
