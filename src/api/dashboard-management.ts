/** Dashboard management calls of the dashboards list page: page, save, delete, public, customers. */
import { http, type RequestOptions } from './http';
import { type Dashboard, type DashboardInfo } from './dashboards';
import { dashboardInfoPageSchema, dashboardInfoSchema, dashboardSchema } from './schemas';

/** One page of dashboards for the list page: text search on the title, sorted by a column. */
export interface DashboardPageQuery {
  pageSize: number;
  page: number;
  textSearch?: string;
  sortProperty?: 'title' | 'createdTime';
  sortOrder?: 'ASC' | 'DESC';
}

/** GET /api/tenant/dashboards or /api/customer/{customerId}/dashboards with paging, search and sort. */
export function getDashboardPage(
  scope: { customerId: string } | 'tenant',
  q: DashboardPageQuery,
  opts?: RequestOptions,
) {
  const base =
    scope === 'tenant' ? '/api/tenant/dashboards' : `/api/customer/${encodeURIComponent(scope.customerId)}/dashboards`;
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
  return http.post(
    `/api/customer/public/dashboard/${encodeURIComponent(dashboardId)}`,
    undefined,
    dashboardInfoSchema,
    opts,
  );
}

/** DELETE /api/customer/public/dashboard/{dashboardId} — unassigns the public customer. */
export function makeDashboardPrivate(dashboardId: string, opts?: RequestOptions): Promise<void> {
  return http.delete(`/api/customer/public/dashboard/${encodeURIComponent(dashboardId)}`, opts);
}

/** POST /api/dashboard/{dashboardId}/customers — the complete set of assigned customer ids. */
export function updateDashboardCustomers(
  dashboardId: string,
  customerIds: readonly string[],
  opts?: RequestOptions,
): Promise<DashboardInfo> {
  return http.post(
    `/api/dashboard/${encodeURIComponent(dashboardId)}/customers`,
    customerIds,
    dashboardInfoSchema,
    opts,
  );
}

/** POST /api/dashboard/{dashboardId}/customers/add — assign to these customers too (ThingsBoard's group "assign"). */
export function addDashboardCustomers(
  dashboardId: string,
  customerIds: readonly string[],
  opts?: RequestOptions,
): Promise<DashboardInfo> {
  return http.post(
    `/api/dashboard/${encodeURIComponent(dashboardId)}/customers/add`,
    customerIds,
    dashboardInfoSchema,
    opts,
  );
}

/** POST /api/dashboard/{dashboardId}/customers/remove — unassign from these customers (the group "unassign"). */
export function removeDashboardCustomers(
  dashboardId: string,
  customerIds: readonly string[],
  opts?: RequestOptions,
): Promise<DashboardInfo> {
  return http.post(
    `/api/dashboard/${encodeURIComponent(dashboardId)}/customers/remove`,
    customerIds,
    dashboardInfoSchema,
    opts,
  );
}
