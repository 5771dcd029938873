/**
 * Which devices a devices list shows, without its columns and actions: the list scope of a route, the table id and
 * query key, the header filter's start and the page fetch. The table config builds on it, and a console page starts
 * the first page's request from it while the table's code is still loading (prefetchDevicesPage).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { DeviceInfo } from '../../api/devices';
import type { ListScope } from '../../ui/entity-details/assignable-actions';
import type { ProfileOption } from './components/device-profile-select';
import { prefetchTablePage, type TablePageSource } from '../../ui/entity-table/table-page-query';
import { deviceKeys, fetchDevicePage } from './api/device-list';

/** The device profile picker's filter key; its value is the picked profile or null. */
export const PROFILE_FILTER = 'profile';

/** Fixed filter from an element attribute: only this device profile / type. */
export interface FixedDeviceFilter {
  deviceProfileId?: string | null;
  type?: string | null;
}

/** The list scope of a route: a customer's or an edge's devices, else the viewer's own list. */
export function routeScope(params: { customerId?: string; edgeId?: string }, authority: string | undefined): ListScope {
  if (params.customerId) return { kind: 'customer', customerId: params.customerId };
  if (params.edgeId) return { kind: 'edge', edgeId: params.edgeId };
  return authority === 'CUSTOMER_USER' ? { kind: 'customer-user' } : { kind: 'tenant' };
}

/** The devices of `scope`, as a table pages them (`customerId`: the viewer's, for a customer user's own list). */
export function devicesListSource(
  scope: ListScope,
  customerId: string | null,
  fixed: FixedDeviceFilter = {},
): TablePageSource<DeviceInfo> {
  const profileFixed = !!(fixed.deviceProfileId || fixed.type);
  return {
    id: `devices-${scope.kind}`,
    // A new profile or type is a new list.
    queryKey: [...deviceKeys.list(scope), { deviceProfileId: fixed.deviceProfileId ?? null, type: fixed.type ?? null }],
    filters: profileFixed ? [] : [{ key: PROFILE_FILTER, initial: null }],
    fetchPage: (link, filters, signal) => {
      const profile = (filters[PROFILE_FILTER] ?? null) as ProfileOption | null;
      return fetchDevicePage(
        scope,
        customerId,
        link,
        {
          deviceProfileId: fixed.deviceProfileId ?? profile?.id,
          type: fixed.type ?? (scope.kind === 'edge' ? profile?.name : null),
        },
        signal,
      );
    },
  };
}

/** The signed-in user as far as a devices list depends on it. */
export interface DevicesViewer {
  userId?: string;
  authority?: string;
  customerId?: string | null;
}

/** Start the first page of the devices page at these route params (a console page's table: preferences per user). */
export function prefetchDevicesPage(
  client: QueryClient,
  viewer: DevicesViewer | null,
  params: { customerId?: string; edgeId?: string },
): void {
  if (!viewer?.authority) return;
  const source = devicesListSource(routeScope(params, viewer.authority), viewer.customerId ?? null);
  prefetchTablePage(client, source, viewer.userId ?? 'anonymous');
}
