/**
 * The devices lists' query key family (every device mutation invalidates `deviceKeys.all`, lists and details
 * refresh together) and the page fetch of each list scope. Light on purpose: a page prefetch imports it.
 */
import { getCustomerDeviceInfos, getEdgeDevices, getTenantDeviceInfos, type DeviceInfo } from '../../../api/devices';
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
