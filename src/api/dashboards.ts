/**
 * ThingsBoard dashboard endpoints a dashboard needs to run and the session needs at start-up; the list page's
 * management calls are in dashboard-management.ts, out of the start-up bundles.
 */
import { http, type RequestOptions } from './http';
import type { assignedCustomerSchema, dashboardInfoPageSchema, dashboardInfoSchema, dashboardSchema } from './schemas';
import { guard, hasFields, isArrayOf, isBoolean, isEntityId, isNullish, isNumber, isString } from './shapes';
import type { z } from './zod';

/** GET /api/dashboard/maxDatapointsLimit — a bare number; never drives the loading indicator. */
export function getMaxDatapointsLimit(opts?: RequestOptions): Promise<number> {
  return http.get('/api/dashboard/maxDatapointsLimit', guard<number>(isNumber), { ignoreLoading: true, ...opts });
}

/** A customer a dashboard is assigned to; `public` marks the tenant's public customer. */
export type AssignedCustomer = z.infer<typeof assignedCustomerSchema>;
export type DashboardInfo = z.infer<typeof dashboardInfoSchema>;
type DashboardInfoPage = z.infer<typeof dashboardInfoPageSchema>;

// The fields of the zod schemas in schemas.ts, checked without zod: these calls run at start-up.
const isDashboardInfo = hasFields({
  id: isEntityId,
  title: isNullish(isString),
  createdTime: isNullish(isNumber),
  assignedCustomers: isNullish(
    isArrayOf(
      hasFields({ customerId: hasFields({ id: isString }), title: isNullish(isString), public: isNullish(isBoolean) }),
    ),
  ),
});
const dashboardInfoPageShape = guard<DashboardInfoPage>(
  hasFields({ data: isArrayOf(isDashboardInfo), totalPages: isNumber, totalElements: isNumber, hasNext: isBoolean }),
);
const dashboardShape = guard<Dashboard>(hasFields({ id: isEntityId, title: isNullish(isString) }));

/** GET /api/tenant/dashboards or /api/customer/{customerId}/dashboards — one page (ids only needed by the session). */
export function getUserDashboards(
  scope: { customerId: string } | 'tenant',
  pageSize: number,
  page = 0,
  opts?: RequestOptions,
) {
  const base =
    scope === 'tenant' ? '/api/tenant/dashboards' : `/api/customer/${encodeURIComponent(scope.customerId)}/dashboards`;
  return http.get(`${base}?pageSize=${pageSize}&page=${page}`, dashboardInfoPageShape, opts);
}

/** A dashboard with its configuration (opaque to the server; parsed by the dashboard runtime). */
export type Dashboard = z.infer<typeof dashboardSchema>;

/** GET /api/dashboard/{dashboardId} */
export function getDashboard(dashboardId: string, opts?: RequestOptions): Promise<Dashboard> {
  return http.get(`/api/dashboard/${encodeURIComponent(dashboardId)}`, dashboardShape, opts);
}

/** GET /api/dashboard/serverTime — epoch ms; never drives the loading indicator. */
export function getServerTime(opts?: RequestOptions): Promise<number> {
  return http.get('/api/dashboard/serverTime', guard<number>(isNumber), { ignoreLoading: true, ...opts });
}
