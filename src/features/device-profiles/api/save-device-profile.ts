/**
 * Saving a profile whose firmware or software changed asks first: the number of devices the
 * change would update comes from GET /api/devices/count/{type}/{profileId}; with any, a confirmation
 * ('ota-update.change-firmware' / 'ota-update.change-software', Proceed) must be accepted, else the save fails
 * with 'Canceled saving device profiles'. New profiles and unchanged packages save directly.
 */
import type { OtaPackageType } from '../../../api/ota-packages';
import type { DeviceProfile } from '../model/device-profile';

/** The error text of a declined confirmation. */
export const CANCELED_SAVING_DEVICE_PROFILES = 'Canceled saving device profiles';

export interface SaveDeps {
  countDevices(type: OtaPackageType, profileId: string): Promise<number>;
  /** Ask the user; resolves true on Proceed. */
  confirm(type: OtaPackageType, count: number): Promise<boolean>;
  save(profile: DeviceProfile): Promise<DeviceProfile>;
}

/** Save `profile`, confirming OTA package changes against `origin` (the profile as loaded). */
export async function saveDeviceProfileConfirmingOta(
  origin: DeviceProfile | null,
  profile: DeviceProfile,
  deps: SaveDeps,
): Promise<DeviceProfile> {
  const profileId = origin?.id?.id;
  if (profileId) {
    const changes: [OtaPackageType, boolean][] = [
      ['FIRMWARE', (origin.firmwareId?.id ?? null) !== (profile.firmwareId?.id ?? null)],
      ['SOFTWARE', (origin.softwareId?.id ?? null) !== (profile.softwareId?.id ?? null)],
    ];
    for (const [type, changed] of changes) {
      if (!changed) continue;
      const count = await deps.countDevices(type, profileId);
      if (count > 0 && !(await deps.confirm(type, count))) throw new Error(CANCELED_SAVING_DEVICE_PROFILES);
    }
  }
  return deps.save(profile);
}
