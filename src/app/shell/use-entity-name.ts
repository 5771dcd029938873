/** Names of the entities breadcrumbs show (dashboard title, rule chain name), fetched once and cached. */
import { useQueries } from '@tanstack/react-query';
import { getDashboardInfo } from '../../api/dashboard-assignments';
import { getRuleChain } from '../../api/rule-chains';
import { getWidgetsBundle, getWidgetTypeById } from '../../api/widgets-bundles';
import type { BreadcrumbEntityType } from '../route-handle';

const fetchers: Record<BreadcrumbEntityType, (id: string, signal: AbortSignal) => Promise<string | null>> = {
  DASHBOARD: async (id, signal) =>
    (await getDashboardInfo(id, { signal, ignoreErrors: true, ignoreLoading: true })).title ?? null,
  RULE_CHAIN: async (id, signal) =>
    (await getRuleChain(id, { signal, ignoreErrors: true, ignoreLoading: true })).name ?? null,
  WIDGETS_BUNDLE: async (id, signal) =>
    (await getWidgetsBundle(id, { signal, ignoreErrors: true, ignoreLoading: true })).title ?? null,
  WIDGET_TYPE: async (id, signal) =>
    (await getWidgetTypeById(id, { signal, ignoreErrors: true, ignoreLoading: true })).name ?? null,
};

/** One name per requested entity (null while loading, on error, or when nothing is asked). */
export function useEntityNames(
  entities: readonly ({ type: BreadcrumbEntityType; id: string } | null)[],
): (string | null)[] {
  const results = useQueries({
    queries: entities.map((e) => ({
      queryKey: ['breadcrumb-name', e?.type ?? null, e?.id ?? null],
      queryFn: ({ signal }: { signal: AbortSignal }) => (e ? fetchers[e.type](e.id, signal) : Promise.resolve(null)),
      enabled: e !== null,
      staleTime: 60_000,
      retry: false,
    })),
  });
  return results.map((r) => r.data ?? null);
}
