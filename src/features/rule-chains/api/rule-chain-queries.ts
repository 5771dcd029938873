/**
 * Server state of the rule chain editor (react-query): the chain, its metadata, the component catalogue (cached for
 * the page's lifetime), the target chains of links (resolved into
 * `targetRuleChainsMap`; a chain that fails to load becomes a stub with only its id), and the chains
 * that link here ("used by").
 */
import { useQueries, useQuery, type QueryClient } from '@tanstack/react-query';
import { getComponentDescriptors, RULE_NODE_COMPONENT_TYPES } from '../../../api/components';
import {
  getRuleChain,
  getRuleChainMetadata,
  getRuleChains,
  type RuleChain,
  type RuleChainMetadata,
} from '../../../api/rule-chains';
import { refreshQueries } from '../../../ui/query/refresh-queries';

/** Key family of the feature. */
export const ruleChainKeys = {
  all: ['rule-chains'] as const,
  chain: (id: string) => ['rule-chains', 'chain', id] as const,
  metadata: (id: string) => ['rule-chains', 'metadata', id] as const,
  components: (type: string) => ['rule-chains', 'components', type] as const,
  target: (id: string) => ['rule-chains', 'target', id] as const,
  usedBy: (id: string) => ['rule-chains', 'used-by', id] as const,
  search: (type: string, text: string) => ['rule-chains', 'search', type, text] as const,
};

const chainQuery = (id: string) => ({
  queryKey: ruleChainKeys.chain(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => getRuleChain(id, { signal }),
  retry: false,
  staleTime: 5_000,
});
const metadataQuery = (id: string) => ({
  queryKey: ruleChainKeys.metadata(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => getRuleChainMetadata(id, { signal }),
  retry: false,
  // The editor owns the document once loaded: no background refetch may replace it under the user.
  staleTime: Infinity,
  refetchOnWindowFocus: false,
});
/** Every rule node descriptor for a chain type, fetched once per page. */
const componentsQuery = (type: string) => ({
  queryKey: ruleChainKeys.components(type),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    getComponentDescriptors(RULE_NODE_COMPONENT_TYPES, type, { signal }),
  staleTime: Infinity,
  gcTime: Infinity,
});

export function useRuleChain(id: string) {
  return useQuery({ ...chainQuery(id), enabled: !!id });
}

export function useRuleChainMetadata(id: string) {
  return useQuery({ ...metadataQuery(id), enabled: !!id });
}

export function useComponents(ruleChainType: string) {
  return useQuery(componentsQuery(ruleChainType));
}

/** Start loading what the editor needs (before its chunk arrives); CORE components are the common case. */
export function prefetchChain(client: QueryClient, id: string): void {
  void client.prefetchQuery(chainQuery(id));
  void client.prefetchQuery(metadataQuery(id));
  void client.prefetchQuery(componentsQuery('CORE'));
}

/** A resolved link target: the chain, or a stub with only its id when it failed to load. */
export interface TargetChain {
  id: string;
  name: string | null;
  stub: boolean;
}

/** targetRuleChainsMap: id → chain (or stub) for every id. */
export function useTargetChains(ids: readonly string[]): Map<string, TargetChain> {
  const unique = [...new Set(ids)].sort();
  const results = useQueries({
    queries: unique.map((id) => ({
      queryKey: ruleChainKeys.target(id),
      queryFn: async ({ signal }: { signal: AbortSignal }): Promise<TargetChain> => {
        try {
          const c = await getRuleChain(id, { signal, ignoreErrors: true, ignoreLoading: true });
          return { id, name: c.name, stub: false };
        } catch {
          return { id, name: null, stub: true };
        }
      },
      staleTime: 60_000,
    })),
  });
  const map = new Map<string, TargetChain>();
  unique.forEach((id, i) => map.set(id, results[i]?.data ?? { id, name: null, stub: false }));
  return map;
}

/** All chains of a type (every page), name order. */
export async function fetchAllChains(type: string, signal?: AbortSignal): Promise<RuleChain[]> {
  const out: RuleChain[] = [];
  for (let page = 0; page < 50; page += 1) {
    const p = await getRuleChains(
      { pageSize: 100, page, type, sortProperty: 'name', sortOrder: 'ASC' },
      { signal, ignoreLoading: true },
    );
    out.push(...p.data);
    if (!p.hasNext) break;
  }
  return out;
}

/** Chains whose metadata links to `id` ("used by"); ThingsBoard has no reverse lookup, so every chain is read. */
export function useUsedBy(id: string, type: string, enabled: boolean) {
  return useQuery({
    queryKey: ruleChainKeys.usedBy(id),
    enabled: enabled && !!id,
    staleTime: 30_000,
    queryFn: async ({ signal }) => {
      const chains = (await fetchAllChains(type, signal)).filter((c) => c.id?.id && c.id.id !== id);
      const metas = await Promise.all(
        chains.map((c) =>
          getRuleChainMetadata(c.id!.id, { signal, ignoreErrors: true, ignoreLoading: true }).catch(() => null),
        ),
      );
      return chains.filter((_, i) => linksTo(metas[i] ?? null, id)).map((c) => ({ id: c.id!.id, name: c.name }));
    },
  });
}

function linksTo(meta: RuleChainMetadata | null, id: string): boolean {
  return !!meta?.ruleChainConnections?.some((c) => c.targetRuleChainId.id === id);
}

/** Chains matching a search text, for the link target picker. */
export function searchChains(type: string, text: string, signal?: AbortSignal): Promise<RuleChain[]> {
  return getRuleChains(
    { pageSize: 50, page: 0, type, textSearch: text.trim(), sortProperty: 'name', sortOrder: 'ASC' },
    { signal, ignoreLoading: true },
  ).then((p) => p.data);
}

/** After a save: the saved metadata becomes the cache, and chains linking anywhere refresh their "used by". */
export function afterSave(client: QueryClient, id: string, meta: RuleChainMetadata): void {
  client.setQueryData(ruleChainKeys.metadata(id), meta);
  void refreshQueries(client, ['rule-chains', 'used-by']);
}
