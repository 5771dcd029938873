/**
 * Dashboards listed under a customer or an edge (entity pages): kept apart from
 * dashboards.ts, which every element loads at start-up (the session asks for the user's dashboards), so the
 * entity pages' calls do not weigh on `<iot-dashboard>`'s first load.
 */
import { z } from 'zod/mini';
import { http, type RequestOptions } from './http';
import { assignedCustomerSchema } from './dashboards';

/** DashboardInfo as listed on the customer and edge pages. */
export const dashboardListItemSchema = z.looseObject({
  id: z.looseObject({ entityType: z.string(), id: z.string() }),
  createdTime: z.optional(z.number()),
  title: z.nullish(z.string()),
  assignedCustomers: z.nullish(z.array(assignedCustomerSchema)),
});
export type DashboardListItem = z.infer<typeof dashboardListItemSchema>;

const listPage = z.object({ data: z.array(dashboardListItemSchema), totalPages: z.number(), totalElements: z.number(), hasNext: z.boolean() });
const encode = encodeURIComponent;

function pageQuery(link: { pageSize: number; page: number; textSearch?: string | null; sortOrder?: { property: string; direction: string } | null }): string {
  const p = new URLSearchParams({ pageSize: String(link.pageSize), page: String(link.page) });
  if (link.textSearch) p.set('textSearch', link.textSearch);
  if (link.sortOrder) {
    p.set('sortProperty', link.sortOrder.property);
    p.set('sortOrder', link.sortOrder.direction);
  }
  return `?${p.toString()}`;
}

type ListLink = Parameters<typeof pageQuery>[0];

/** GET /api/tenant/dashboards (PL) — the tenant's dashboards with their assignments. */
export function getTenantDashboards(link: ListLink, opts?: RequestOptions) {
  return http.get(`/api/tenant/dashboards${pageQuery(link)}`, listPage, opts);
}

/** GET /api/customer/{customerId}/dashboards (PL) */
export function getCustomerDashboards(customerId: string, link: ListLink, opts?: RequestOptions) {
  return http.get(`/api/customer/${encode(customerId)}/dashboards${pageQuery(link)}`, listPage, opts);
}

/** POST /api/customer/{customerId}/dashboard/{dashboardId} */
export function assignDashboardToCustomer(customerId: string, dashboardId: string, opts?: RequestOptions): Promise<void> {
  return http.post(`/api/customer/${encode(customerId)}/dashboard/${encode(dashboardId)}`, undefined, undefined, opts);
}

/** DELETE /api/customer/{customerId}/dashboard/{dashboardId} */
export function unassignDashboardFromCustomer(customerId: string, dashboardId: string, opts?: RequestOptions): Promise<void> {
  return http.delete(`/api/customer/${encode(customerId)}/dashboard/${encode(dashboardId)}`, opts);
}

/** GET /api/edge/{edgeId}/dashboards (TPL) */
export function getEdgeDashboards(edgeId: string, link: ListLink, opts?: RequestOptions) {
  return http.get(`/api/edge/${encode(edgeId)}/dashboards${pageQuery(link)}`, listPage, opts);
}

/** POST /api/edge/{edgeId}/dashboard/{dashboardId} */
export function assignDashboardToEdge(edgeId: string, dashboardId: string, opts?: RequestOptions): Promise<void> {
  return http.post(`/api/edge/${encode(edgeId)}/dashboard/${encode(dashboardId)}`, undefined, undefined, opts);
}

/** DELETE /api/edge/{edgeId}/dashboard/{dashboardId} */
export function unassignDashboardFromEdge(edgeId: string, dashboardId: string, opts?: RequestOptions): Promise<void> {
  return http.delete(`/api/edge/${encode(edgeId)}/dashboard/${encode(dashboardId)}`, opts);
}

/** GET /api/dashboard/info/{id} */
export function getDashboardInfo(dashboardId: string, opts?: RequestOptions): Promise<DashboardListItem> {
  return http.get(`/api/dashboard/info/${encode(dashboardId)}`, dashboardListItemSchema, opts);
}
