/**
 * Server state of the device pages: the query key family (every device mutation invalidates `deviceKeys.all`,
 * lists and details refresh together) and the page fetch of each list scope.
 */
import {
  getCustomerDeviceInfos,
  getDeviceCredentials,
  getDeviceInfo,
  getEdgeDevices,
  getTenantDeviceInfos,
  saveDevice,
  saveDeviceCredentials,
  type DeviceInfo,
} from '../../../api/devices';
import { valuesToCredentials } from '../components/credentials-model';
import type { DeviceDraft } from '../components/device-form';
import type { PageData, PageLink } from '../../../api/page';
import type { ListScope } from '../../../ui/entity-details/assignable-actions';

export const deviceKeys = {
  all: ['devices'] as const,
  list: (scope: ListScope) => ['devices', scope] as const,
};

/** Device list filter: a device profile id and/or a type (= profile name). */
export interface DeviceListFilter {
  deviceProfileId?: string | null;
  type?: string | null;
}

/** One page of devices of a scope (customer users list their own customer's devices). */
export function fetchDevicePage(
  scope: ListScope,
  customerId: string | null,
  link: PageLink,
  filter: DeviceListFilter,
  signal: AbortSignal,
): Promise<PageData<DeviceInfo>> {
  const o = { signal };
  const f = { deviceProfileId: filter.deviceProfileId, type: filter.deviceProfileId ? null : filter.type };
  if (scope.kind === 'customer') return getCustomerDeviceInfos(scope.customerId, link, f, o);
  if (scope.kind === 'customer-user') return getCustomerDeviceInfos(customerId ?? '', link, f, o);
  if (scope.kind === 'edge')
    return getEdgeDevices(scope.edgeId, link, { type: filter.type }, o) as Promise<PageData<DeviceInfo>>;
  return getTenantDeviceInfos(link, f, o);
}

/** Details of one device (info: with customer and profile names). */
export function fetchDevice(id: string, signal: AbortSignal): Promise<DeviceInfo> {
  return getDeviceInfo(id, { signal });
}

/**
 * Save a device from the form. On create with credentials: an access token goes with the create call
 * (`?accessToken=`); other types replace the generated token right after (the server creates ACCESS_TOKEN first).
 */
export async function saveDeviceDraft(draft: DeviceDraft): Promise<DeviceInfo> {
  const { credentials, ...device } = draft;
  const isNew = !device.id?.id;
  const wire = credentials ? valuesToCredentials(credentials) : null;
  const token = isNew && wire?.credentialsType === 'ACCESS_TOKEN' ? wire.credentialsId : null;
  const saved = await saveDevice(isNew ? { ...device, id: null } : device, token);
  if (isNew && wire && wire.credentialsType !== 'ACCESS_TOKEN') {
    const current = await getDeviceCredentials(saved.id.id);
    await saveDeviceCredentials({ ...current, ...wire });
  }
  return getDeviceInfo(saved.id.id);
}
