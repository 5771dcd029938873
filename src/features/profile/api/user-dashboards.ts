/**
 * Dashboards the user may pick as default (tenant or customer dashboards, page of 100
 * sorted by title). Failures give an empty list.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from '../../../api/zod';
import { http } from '../../../api/http';

const dashboardInfoSchema = z.looseObject({
  id: z.looseObject({ id: z.string() }),
  title: z.optional(z.nullable(z.string())),
});
const pageSchema = z.looseObject({ data: z.array(dashboardInfoSchema) });

/** Id and title of a dashboard. */
export interface DashboardOption {
  id: string;
  title: string;
}

const QUERY = 'pageSize=100&page=0&sortProperty=title&sortOrder=ASC';

/** Fetch the dashboards a tenant admin or customer user can choose from. */
export async function fetchUserDashboards(
  authority: string,
  customerId: string | null,
  signal?: AbortSignal,
): Promise<DashboardOption[]> {
  const path =
    authority === 'TENANT_ADMIN'
      ? `/api/tenant/dashboards?${QUERY}`
      : authority === 'CUSTOMER_USER' && customerId
        ? `/api/customer/${encodeURIComponent(customerId)}/dashboards?${QUERY}`
        : null;
  if (!path) return [];
  try {
    const page = await http.get(path, pageSchema, { signal, ignoreErrors: true, ignoreLoading: true });
    return page.data.map((d) => ({ id: d.id.id, title: d.title ?? d.id.id }));
  } catch {
    return [];
  }
}

/** React Query hook around fetchUserDashboards. */
export function useUserDashboards(authority: string | undefined, customerId: string | null | undefined) {
  return useQuery({
    queryKey: ['profile', 'dashboards', authority, customerId],
    queryFn: ({ signal }) => fetchUserDashboards(authority ?? '', customerId ?? null, signal),
    enabled: authority === 'TENANT_ADMIN' || authority === 'CUSTOMER_USER',
    staleTime: 60_000,
  });
}
