/** Server state of the edge pages: keys, page fetch per scope, save. */
import {
  getCustomerEdgeInfos,
  getEdge,
  getEdgeInfo,
  getTenantEdgeInfos,
  saveEdge,
  type EdgeInfo,
} from '../../../api/edges';
import type { PageData, PageLink } from '../../../api/page';
import type { ListScope } from '../../../ui/entity-details/assignable-actions';

export const edgeKeys = {
  all: ['edges'] as const,
  list: (scope: ListScope) => ['edges', scope] as const,
};

export function fetchEdgePage(
  scope: ListScope,
  customerId: string | null,
  link: PageLink,
  type: string | null,
  signal: AbortSignal,
): Promise<PageData<EdgeInfo>> {
  const o = { signal };
  if (scope.kind === 'customer') return getCustomerEdgeInfos(scope.customerId, link, { type }, o);
  if (scope.kind === 'customer-user') return getCustomerEdgeInfos(customerId ?? '', link, { type }, o);
  return getTenantEdgeInfos(link, { type }, o);
}

export function fetchEdge(id: string, signal: AbortSignal): Promise<EdgeInfo> {
  return getEdgeInfo(id, { signal });
}

export async function saveEdgeInfo(edge: EdgeInfo): Promise<EdgeInfo> {
  const isNew = !edge.id?.id;
  const body = isNew ? { ...edge, id: null } : { ...(await getEdge(edge.id.id)), ...edge };
  const saved = await saveEdge(body);
  return getEdgeInfo(saved.id.id);
}
