/**
 * Everything the profile editor reads from or writes to the server, as one object passed down through props/context.
 * The editor components never call src/api themselves, so a test (or another host) can hand in its own services.
 */
import {
  getDeviceProfileDevicesKeys,
  getLwm2mBootstrapSecurityInfo,
  getLwm2mObjects,
  getLwm2mObjectsPage,
  saveDeviceProfile,
  type Lwm2mObject,
} from '../../../api/device-profiles';
import {
  countDevicesForOtaChange,
  getOtaPackageInfo,
  getOtaPackagesByProfile,
  type OtaPackageType,
} from '../../../api/ota-packages';
import { createDefaultDeviceRuleChain } from '../../../api/rule-chains';
import type { DashboardInfo } from '../../../ui/dashboard-autocomplete/dashboard-autocomplete';
import type { OtaPackageInfo } from '../../../ui/ota-package/ota-package-autocomplete';
import type { DeviceProfile } from '../model/device-profile';
import type { BootstrapSecurityInfo } from '../model/lwm2m';
import {
  loadDashboardInfo,
  loadRuleChain,
  loadRuleEngineQueues,
  searchRuleChains,
  searchTenantDashboards,
  type NamedRef,
} from './lookups';

export interface DeviceProfileServices {
  searchRuleChains(text: string, pageSize: number, signal: AbortSignal): Promise<NamedRef[]>;
  loadRuleChain(id: string, signal: AbortSignal): Promise<NamedRef | null>;
  /** A new rule chain from the server's device profile template (when the picker finds no match). */
  createRuleChain?(name: string): Promise<NamedRef>;
  searchDashboards(text: string, pageSize: number, signal: AbortSignal): Promise<DashboardInfo[]>;
  loadDashboard(id: string, signal: AbortSignal): Promise<DashboardInfo | null>;
  loadQueues(signal: AbortSignal): Promise<string[]>;
  searchOtaPackages(
    profileId: string,
    type: OtaPackageType,
    text: string,
    pageSize: number,
    signal: AbortSignal,
  ): Promise<OtaPackageInfo[]>;
  loadOtaPackage(id: string, signal: AbortSignal): Promise<OtaPackageInfo | null>;
  searchLwm2mObjects(text: string, signal: AbortSignal): Promise<Lwm2mObject[]>;
  loadLwm2mObjects(keyIds: readonly string[], signal?: AbortSignal): Promise<Lwm2mObject[]>;
  bootstrapInfo(isBootstrap: boolean): Promise<BootstrapSecurityInfo | null>;
  profileKeys(kind: 'timeseries' | 'attributes', profileId: string | null): Promise<string[]>;
  countOtaDevices(type: OtaPackageType, profileId: string): Promise<number>;
  saveProfile(profile: DeviceProfile): Promise<DeviceProfile>;
}

/** Page size of the LwM2M object search (50). */
export const LWM2M_OBJECT_PAGE_SIZE = 50;

const quiet = { ignoreErrors: true, ignoreLoading: true };

/** The services backed by the ThingsBoard REST API. */
export function createDeviceProfileServices(): DeviceProfileServices {
  return {
    searchRuleChains,
    loadRuleChain,
    createRuleChain: async (name) => {
      const chain = await createDefaultDeviceRuleChain(name);
      return { id: { entityType: 'RULE_CHAIN', id: chain.id?.id ?? '' }, name: chain.name };
    },
    searchDashboards: searchTenantDashboards,
    loadDashboard: loadDashboardInfo,
    loadQueues: loadRuleEngineQueues,
    async searchOtaPackages(profileId, type, text, pageSize, signal) {
      try {
        const page = await getOtaPackagesByProfile(
          profileId,
          type,
          { pageSize, page: 0, textSearch: text, sortProperty: 'title', sortOrder: 'ASC' },
          { signal, ...quiet },
        );
        return page.data;
      } catch {
        return [];
      }
    },
    async loadOtaPackage(id, signal) {
      try {
        return await getOtaPackageInfo(id, { signal, ...quiet });
      } catch {
        return null;
      }
    },
    searchLwm2mObjects: (text, signal) =>
      getLwm2mObjectsPage(
        { pageSize: LWM2M_OBJECT_PAGE_SIZE, page: 0, textSearch: text, sortProperty: 'id', sortOrder: 'ASC' },
        { signal, ...quiet },
      ).catch(() => []),
    loadLwm2mObjects: (keyIds, signal) =>
      keyIds.length ? getLwm2mObjects(keyIds, { signal, ...quiet }) : Promise.resolve([]),
    bootstrapInfo: (isBootstrap) => getLwm2mBootstrapSecurityInfo(isBootstrap, quiet).catch(() => null),
    profileKeys: (kind, profileId) => getDeviceProfileDevicesKeys(kind, profileId, quiet).catch(() => []),
    countOtaDevices: (type, profileId) => countDevicesForOtaChange(type, profileId),
    saveProfile: async (profile) => (await saveDeviceProfile(profile)) as DeviceProfile,
  };
}
