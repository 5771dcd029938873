/**
 * Dashboards listed under a customer or an edge (entity pages): kept apart from
 * dashboards.ts, which every element loads at start-up (the session asks for the user's dashboards), so the
 * entity pages' calls do not weigh on `<iot-dashboard>`'s first load.
 */
import { z } from './zod';
import { http, type RequestOptions } from './http';
import { assignedCustomerSchema } from './schemas';

/** DashboardInfo as listed on the customer and edge pages. */
export const dashboardListItemSchema = z.looseObject({
  id: z.looseObject({ entityType: z.string(), id: z.string() }),
  createdTime: z.optional(z.number()),
  title: z.nullish(z.string()),
  assignedCustomers: z.nullish(z.array(assignedCustomerSchema)),
});
export type DashboardListItem = z.infer<typeof dashboardListItemSchema>;

const listPage = z.object({
  data: z.array(dashboardListItemSchema),
  totalPages: z.number(),
  totalElements: z.number(),
  hasNext: z.boolean(),
});
const encode = encodeURIComponent;

function pageQuery(link: {
  pageSize: number;
  page: number;
  textSearch?: string | null;
  sortOrder?: { property: string; direction: string } | null;
}): string {
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
export function assignDashboardToCustomer(
  customerId: string,
  dashboardId: string,
  opts?: RequestOptions,
): Promise<void> {
  return http.post(`/api/customer/${encode(customerId)}/dashboard/${encode(dashboardId)}`, undefined, undefined, opts);
}

/** DELETE /api/customer/{customerId}/dashboard/{dashboardId} */
export function unassignDashboardFromCustomer(
  customerId: string,
  dashboardId: string,
  opts?: RequestOptions,
): Promise<void> {
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

/** GET /api/tenant/{tenantId}/dashboards (PL) — a tenant's dashboards, for the system administrator. */
export function getTenantDashboardsByTenantId(tenantId: string, link: ListLink, opts?: RequestOptions) {
  return http.get(`/api/tenant/${encode(tenantId)}/dashboards${pageQuery(link)}`, listPage, opts);
}

/** Whose dashboards a dashboard picker offers. */
export type DashboardPickerScope =
  | { kind: 'tenant' }
  | { kind: 'tenant-by-id'; tenantId: string }
  | { kind: 'customer'; customerId: string }
  | { kind: 'none' };

/**
 * The picker's source, as ThingsBoard 3.3.1 chooses it: a customer scope (or a customer user) lists the customer's
 * dashboards, and nothing without a customer; a system administrator lists the given tenant's, and nothing without
 * one; a tenant administrator lists the tenant's.
 */
export function dashboardPickerScope(o: {
  scope: 'tenant' | 'customer';
  authority: string | null | undefined;
  tenantId?: string | null;
  customerId?: string | null;
}): DashboardPickerScope {
  if (o.scope === 'customer' || o.authority === 'CUSTOMER_USER')
    return o.customerId ? { kind: 'customer', customerId: o.customerId } : { kind: 'none' };
  if (o.authority === 'SYS_ADMIN')
    return o.tenantId ? { kind: 'tenant-by-id', tenantId: o.tenantId } : { kind: 'none' };
  return { kind: 'tenant' };
}

/** One page of a picker's dashboards, sorted by title; a failed call gives none (the picker shows no match). */
export async function searchPickerDashboards(
  scope: DashboardPickerScope,
  text: string,
  pageSize: number,
  signal?: AbortSignal,
): Promise<{ id: { entityType: string; id: string }; title: string }[]> {
  if (scope.kind === 'none') return [];
  const link = {
    pageSize,
    page: 0,
    textSearch: text.trim() || null,
    sortOrder: { property: 'title', direction: 'ASC' },
  };
  const opts = { signal, ignoreLoading: true, ignoreErrors: true };
  try {
    const page =
      scope.kind === 'customer'
        ? await getCustomerDashboards(scope.customerId, link, opts)
        : scope.kind === 'tenant-by-id'
          ? await getTenantDashboardsByTenantId(scope.tenantId, link, opts)
          : await getTenantDashboards(link, opts);
    return page.data.map((d) => ({ id: d.id, title: d.title ?? d.id.id }));
  } catch {
    return [];
  }
}

/** A picker's stored dashboard id as {id, title}; null when it cannot be read (the picker then clears it). */
export async function loadPickerDashboard(
  dashboardId: string,
  signal?: AbortSignal,
): Promise<{ id: { entityType: string; id: string }; title: string } | null> {
  try {
    const d = await getDashboardInfo(dashboardId, { signal, ignoreLoading: true, ignoreErrors: true });
    return { id: d.id, title: d.title ?? d.id.id };
  } catch {
    return null;
  }
}

/** `search` and `load` of a dashboard picker over one scope. */
export function dashboardPickerSource(scope: DashboardPickerScope) {
  return {
    search: (text: string, page: { pageSize: number }, signal: AbortSignal) =>
      searchPickerDashboards(scope, text, page.pageSize, signal),
    load: (id: string, signal: AbortSignal) => loadPickerDashboard(id, signal),
  };
}

/** Home dashboard settings kept in a tenant's, customer's or user's additionalInfo. */
export function homeDashboardOf(info: Record<string, unknown> | null | undefined): {
  dashboardId: string | null;
  flag: boolean;
} {
  const id = info?.['homeDashboardId'];
  return { dashboardId: typeof id === 'string' && id ? id : null, flag: info?.['homeDashboardHideToolbar'] !== false };
}

/** additionalInfo with the home dashboard settings written back (absent when no dashboard is chosen). */
export function withHomeDashboard(
  info: Record<string, unknown> | null | undefined,
  v: { dashboardId: string | null; flag: boolean },
): Record<string, unknown> {
  return { ...(info ?? {}), homeDashboardId: v.dashboardId, homeDashboardHideToolbar: v.flag };
}
