/** ThingsBoard dashboard endpoints (seed 001 §7 "Dashboards"). */
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

const dashboardInfoPageSchema = z.object({
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

/** One page of dashboards for the list page: text search on the title, sorted by a column. */
export interface DashboardPageQuery {
  pageSize: number;
  page: number;
  textSearch?: string;
  sortProperty?: 'title' | 'createdTime';
  sortOrder?: 'ASC' | 'DESC';
}

/** GET /api/tenant/dashboards or /api/customer/{customerId}/dashboards with paging, search and sort. */
export function getDashboardPage(scope: { customerId: string } | 'tenant', q: DashboardPageQuery, opts?: RequestOptions) {
  const base = scope === 'tenant' ? '/api/tenant/dashboards' : `/api/customer/${encodeURIComponent(scope.customerId)}/dashboards`;
  const params = new URLSearchParams({ pageSize: String(q.pageSize), page: String(q.page) });
  if (q.textSearch) params.set('textSearch', q.textSearch);
  if (q.sortProperty) params.set('sortProperty', q.sortProperty);
  if (q.sortOrder) params.set('sortOrder', q.sortOrder);
  return http.get(`${base}?${params}`, dashboardInfoPageSchema, opts);
}

/** POST /api/dashboard — creates (no id) or updates a dashboard; answers the saved dashboard. */
export function saveDashboard(dashboard: Record<string, unknown>, opts?: RequestOptions): Promise<Dashboard> {
  return http.post('/api/dashboard', dashboard, dashboardSchema, opts);
}

/** DELETE /api/dashboard/{dashboardId} */
export function deleteDashboard(dashboardId: string, opts?: RequestOptions): Promise<void> {
  return http.delete(`/api/dashboard/${encodeURIComponent(dashboardId)}`, opts);
}

/** POST /api/customer/public/dashboard/{dashboardId} — assigns the tenant's public customer; answers the info. */
export function makeDashboardPublic(dashboardId: string, opts?: RequestOptions): Promise<DashboardInfo> {
  return http.post(`/api/customer/public/dashboard/${encodeURIComponent(dashboardId)}`, undefined, dashboardInfoSchema, opts);
}

/** DELETE /api/customer/public/dashboard/{dashboardId} — unassigns the public customer. */
export function makeDashboardPrivate(dashboardId: string, opts?: RequestOptions): Promise<void> {
  return http.delete(`/api/customer/public/dashboard/${encodeURIComponent(dashboardId)}`, opts);
}

/** POST /api/dashboard/{dashboardId}/customers — the complete set of assigned customer ids. */
export function updateDashboardCustomers(dashboardId: string, customerIds: readonly string[], opts?: RequestOptions): Promise<DashboardInfo> {
  return http.post(`/api/dashboard/${encodeURIComponent(dashboardId)}/customers`, customerIds, dashboardInfoSchema, opts);
}
