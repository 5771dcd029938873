/**
 * Data of the dashboards list page: one page of dashboards for the user's scope, the
 * tenant's customers for the assignment dialog, and the mutations. Every mutation invalidates the list.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from '../../../api/zod';
import { getDashboard, type Dashboard, type DashboardInfo } from '../../../api/dashboards';
import {
  deleteDashboard,
  getDashboardPage,
  makeDashboardPrivate,
  makeDashboardPublic,
  saveDashboard,
  updateDashboardCustomers,
  type DashboardPageQuery,
} from '../../../api/dashboard-management';
import { http } from '../../../api/http';
import type { FlatPageQuery } from '../../../ui/entity-table/page-query';
import { refreshQueries } from '../../../ui/query/refresh-queries';

/** Whose dashboards the page lists: a tenant admin's, or one customer's. */
export type ListScope = { customerId: string } | 'tenant';

const LIST_KEY = ['dashboards', 'list'] as const;
/** Query key family of the list (its details drawer and every mutation invalidate it). */
export const DASHBOARDS_LIST_KEY = LIST_KEY;

/**
 * A row of the list and the entity of its details drawer: the page answers dashboard infos, the drawer loads the
 * whole dashboard (as ThingsBoard 3.3.1, a dashboard carries its info fields: created time, assigned customers).
 */
export type DashboardRow = DashboardInfo & Pick<Dashboard, 'configuration'>;

const EMPTY_PAGE = { data: [], totalPages: 0, totalElements: 0, hasNext: false };

/** One page of the scope's dashboards (nothing for a user without one, e.g. a system administrator). */
export async function fetchDashboardPage(
  scope: ListScope | null,
  link: FlatPageQuery,
  signal: AbortSignal,
): Promise<{ data: DashboardRow[]; totalPages: number; totalElements: number; hasNext: boolean }> {
  if (scope === null) return EMPTY_PAGE;
  const sortProperty =
    link.sortProperty === 'title' || link.sortProperty === 'createdTime' ? link.sortProperty : undefined;
  const q: DashboardPageQuery = { ...link, sortProperty, sortOrder: sortProperty ? link.sortOrder : undefined };
  return getDashboardPage(scope, q, { signal });
}

/** The whole dashboard of the details drawer. */
export function loadDashboardRow(id: string, signal: AbortSignal): Promise<DashboardRow> {
  return getDashboard(id, { signal }) as Promise<DashboardRow>;
}

const customerPageSchema = z.looseObject({
  data: z.array(
    z.looseObject({
      id: z.looseObject({ id: z.string() }),
      title: z.nullish(z.string()),
      additionalInfo: z.nullish(z.looseObject({ isPublic: z.optional(z.unknown()) })),
    }),
  ),
});

/** A customer the tenant may assign dashboards to. */
export interface CustomerOption {
  id: string;
  title: string;
}

/** The tenant's customers (first 1000 by title) without the public customer, which has its own switch. */
export function useAssignableCustomers(enabled: boolean) {
  return useQuery({
    queryKey: ['dashboards', 'customers'],
    enabled,
    queryFn: async ({ signal }): Promise<CustomerOption[]> => {
      const page = await http.get(
        '/api/customers?pageSize=1000&page=0&sortProperty=title&sortOrder=ASC',
        customerPageSchema,
        { signal },
      );
      return page.data
        .filter((c) => c.additionalInfo?.isPublic !== true)
        .map((c) => ({ id: c.id.id, title: c.title ?? c.id.id }));
    },
  });
}

/** The public customer's id when the dashboard is public (the `publicId` of its public link). */
export function publicCustomerId(d: Pick<DashboardInfo, 'assignedCustomers'>): string | null {
  return d.assignedCustomers?.find((c) => c.public === true)?.customerId.id ?? null;
}

/** What an imported file holds: a ThingsBoard dashboard export (title and configuration at least). */
export function parseDashboardExport(text: string): { title: string; configuration: unknown; image?: unknown } | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const o = data as Record<string, unknown>;
  if (typeof o.title !== 'string' || !o.configuration || typeof o.configuration !== 'object') return null;
  return { title: o.title, configuration: o.configuration, image: o.image };
}

/** The export file of a dashboard: ThingsBoard's shape (no id, tenant or assignments), pretty-printed. */
export async function exportDashboardJson(id: string): Promise<{ fileName: string; json: string }> {
  const d = await getDashboard(id);
  const { title, configuration } = d;
  const out = {
    title,
    image: (d as Record<string, unknown>).image ?? null,
    mobileHide: (d as Record<string, unknown>).mobileHide ?? false,
    mobileOrder: (d as Record<string, unknown>).mobileOrder ?? null,
    configuration,
    name: title,
  };
  const fileName = `${
    (title ?? 'dashboard')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_|_$/g, '') || 'dashboard'
  }.json`;
  return { fileName, json: JSON.stringify(out, null, 2) };
}

/** The list's changes; each one refreshes the list once it succeeded (the same functions across renders). */
export function useDashboardMutations() {
  const client = useQueryClient();
  return useMemo(() => {
    const refresh = <R>(result: Promise<R>) =>
      result.then((value) => {
        void refreshQueries(client, LIST_KEY);
        return value;
      });
    return {
      save: (d: Record<string, unknown>) => refresh(saveDashboard(d)),
      remove: (id: string) => refresh(deleteDashboard(id)),
      setPublic: (id: string, on: boolean) =>
        refresh(on ? makeDashboardPublic(id) : makeDashboardPrivate(id).then(() => null)),
      setCustomers: (id: string, ids: string[]) => refresh(updateDashboardCustomers(id, ids)),
    };
  }, [client]);
}
