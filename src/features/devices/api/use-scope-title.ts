/** Header title of a scoped list: "Customer A: Devices" / "Edge 1: Devices", else the plain title. */
import { useQuery } from '@tanstack/react-query';
import { getCustomer } from '../../../api/customers';
import { getEdgeInfo } from '../../../api/edges';
import type { ListScope } from '../../../ui/entity-details/assignable-actions';

export function useScopeTitle(scope: ListScope, plain: string): string {
  const id = scope.kind === 'customer' ? scope.customerId : scope.kind === 'edge' ? scope.edgeId : null;
  const query = useQuery({
    queryKey: ['scope-title', scope.kind, id],
    queryFn: async ({ signal }) => (scope.kind === 'customer' ? (await getCustomer(id ?? '', { signal })).title : (await getEdgeInfo(id ?? '', { signal })).name),
    enabled: id !== null,
    staleTime: 60_000,
  });
  return id && query.data ? `${query.data}: ${plain}` : plain;
}
