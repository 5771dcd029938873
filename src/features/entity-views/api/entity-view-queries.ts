/** Server state of the entity view pages: keys, page fetch per scope, save. */
import {
  getCustomerEntityViewInfos,
  getEdgeEntityViews,
  getEntityView,
  getEntityViewInfo,
  getTenantEntityViewInfos,
  saveEntityView,
  type EntityViewInfo,
} from '../../../api/entity-views';
import type { PageData, PageLink } from '../../../api/page';
import type { ListScope } from '../../../ui/entity-details/assignable-actions';

export const entityViewKeys = {
  all: ['entity-views'] as const,
  list: (scope: ListScope) => ['entity-views', scope] as const,
};

export function fetchEntityViewPage(
  scope: ListScope,
  customerId: string | null,
  link: PageLink,
  type: string | null,
  signal: AbortSignal,
): Promise<PageData<EntityViewInfo>> {
  const o = { signal };
  if (scope.kind === 'customer') return getCustomerEntityViewInfos(scope.customerId, link, { type }, o);
  if (scope.kind === 'customer-user') return getCustomerEntityViewInfos(customerId ?? '', link, { type }, o);
  if (scope.kind === 'edge')
    return getEdgeEntityViews(scope.edgeId, link, { type }, o) as Promise<PageData<EntityViewInfo>>;
  return getTenantEntityViewInfos(link, { type }, o);
}

export function fetchEntityView(id: string, signal: AbortSignal): Promise<EntityViewInfo> {
  return getEntityViewInfo(id, { signal });
}

export async function saveEntityViewInfo(view: EntityViewInfo): Promise<EntityViewInfo> {
  const isNew = !view.id?.id;
  const body = isNew ? { ...view, id: null } : { ...(await getEntityView(view.id.id)), ...view };
  const saved = await saveEntityView(body);
  return getEntityViewInfo(saved.id.id);
}
