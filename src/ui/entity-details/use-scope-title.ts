/** Header title of a scoped list: "Customer A: Devices" / "Edge 1: Devices", else the plain title. */
import { useQuery } from '@tanstack/react-query';
import type { ListScope } from './assignable-actions';

/** Loads the title of the customer or edge a list is scoped to (the caller brings the API call). */
export type ScopeTitleLoader = (kind: 'customer' | 'edge', id: string, signal: AbortSignal) => Promise<string>;

export function useScopeTitle(scope: ListScope, plain: string, loadTitle: ScopeTitleLoader): string {
  const owner =
    scope.kind === 'customer'
      ? { kind: scope.kind, id: scope.customerId }
      : scope.kind === 'edge'
        ? { kind: scope.kind, id: scope.edgeId }
        : null;
  const query = useQuery({
    queryKey: ['scope-title', scope.kind, owner?.id ?? null],
    queryFn: ({ signal }) => loadTitle(owner!.kind, owner!.id, signal),
    enabled: owner !== null,
    staleTime: 60_000,
  });
  return owner && query.data ? `${query.data}: ${plain}` : plain;
}
