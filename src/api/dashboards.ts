/**
 * ThingsBoard dashboard endpoints a dashboard needs to run and the session needs at start-up; the list page's
 * management calls are in dashboard-management.ts, out of the start-up bundles.
 */
import { z } from 'zod/mini';
import { http, type RequestOptions } from './http';

/** GET /api/dashboard/maxDatapointsLimit — a bare number; never drives the loading indicator. */
export function getMaxDatapointsLimit(opts?: RequestOptions): Promise<number> {
  return http.get('/api/dashboard/maxDatapointsLimit', z.number(), { ignoreLoading: true, ...opts });
}

/** A customer a dashboard is assigned to; `public` marks the tenant's public customer. */
export const assignedCustomerSchema = z.looseObject({
  customerId: z.looseObject({ id: z.string() }),
  title: z.nullish(z.string()),
  public: z.nullish(z.boolean()),
});
export type AssignedCustomer = z.infer<typeof assignedCustomerSchema>;

export const dashboardInfoSchema = z.looseObject({
  id: z.looseObject({ entityType: z.string(), id: z.string() }),
  title: z.nullish(z.string()),
  createdTime: z.nullish(z.number()),
  assignedCustomers: z.nullish(z.array(assignedCustomerSchema)),
});
export type DashboardInfo = z.infer<typeof dashboardInfoSchema>;

export const dashboardInfoPageSchema = z.object({
  data: z.array(dashboardInfoSchema),
  totalPages: z.number(),
  totalElements: z.number(),
  hasNext: z.boolean(),
});

/** GET /api/tenant/dashboards or /api/customer/{customerId}/dashboards — one page (ids only needed by the session). */
export function getUserDashboards(
  scope: { customerId: string } | 'tenant',
  pageSize: number,
  page = 0,
  opts?: RequestOptions,
) {
  const base = scope === 'tenant' ? '/api/tenant/dashboards' : `/api/customer/${encodeURIComponent(scope.customerId)}/dashboards`;
  return http.get(`${base}?pageSize=${pageSize}&page=${page}`, dashboardInfoPageSchema, opts);
}

/** A dashboard with its configuration (opaque to the server; parsed by the dashboard runtime). */
export const dashboardSchema = z.looseObject({
  id: z.looseObject({ entityType: z.string(), id: z.string() }),
  title: z.nullish(z.string()),
  configuration: z.nullish(z.unknown()),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** GET /api/dashboard/{dashboardId} */
export function getDashboard(dashboardId: string, opts?: RequestOptions): Promise<Dashboard> {
  return http.get(`/api/dashboard/${encodeURIComponent(dashboardId)}`, dashboardSchema, opts);
}

/** GET /api/dashboard/serverTime — epoch ms; never drives the loading indicator. */
export function getServerTime(opts?: RequestOptions): Promise<number> {
  return http.get('/api/dashboard/serverTime', z.number(), { ignoreLoading: true, ...opts });
}
