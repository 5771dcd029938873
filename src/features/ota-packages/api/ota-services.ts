/** The OTA feature's server calls, as one object (tests may hand in their own). */
import { getDeviceProfileInfo, getDeviceProfileInfos } from '../../../api/device-profiles';
import {
  deleteOtaPackage,
  downloadOtaPackage,
  getOtaPackages,
  saveOtaPackageInfo,
  uploadOtaPackageFile,
} from '../../../api/ota-packages';
import { computeChecksum } from '../../../lib/checksum/checksum';
import type { EntityInfo } from '../../../ui/entity/entity-types';
import type { OtaSaveDeps } from './save-ota-package';

export interface OtaServices extends OtaSaveDeps {
  searchProfiles(text: string, pageSize: number, signal: AbortSignal): Promise<EntityInfo[]>;
  loadProfile(id: string, signal: AbortSignal): Promise<EntityInfo | null>;
}

export function createOtaServices(): OtaServices {
  const quiet = { ignoreErrors: true, ignoreLoading: true };
  return {
    saveInfo: (info) => saveOtaPackageInfo(info, { ignoreErrors: true }),
    upload: (id, file, algorithm, checksum, onProgress) =>
      uploadOtaPackageFile(id, file, file.name, algorithm, checksum, { onProgress, ignoreErrors: true }),
    remove: (id) => deleteOtaPackage(id, { ignoreErrors: true }),
    checksum: computeChecksum,
    async searchProfiles(text, pageSize, signal) {
      try {
        const page = await getDeviceProfileInfos(
          { pageSize, page: 0, textSearch: text, sortProperty: 'name', sortOrder: 'ASC' },
          undefined,
          { signal, ...quiet },
        );
        return page.data.map((p) => ({ id: { entityType: 'DEVICE_PROFILE', id: p.id.id }, name: p.name }));
      } catch {
        return [];
      }
    },
    async loadProfile(id, signal) {
      try {
        const p = await getDeviceProfileInfo(id, { signal, ...quiet });
        return { id: { entityType: 'DEVICE_PROFILE', id: p.id.id }, name: p.name };
      } catch {
        return null;
      }
    },
  };
}

export { deleteOtaPackage, downloadOtaPackage, getOtaPackages };
