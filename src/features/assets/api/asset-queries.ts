/** Server state of the asset pages: query keys, the page fetch of each list scope, save. */
import {
  getAsset,
  getAssetInfo,
  getCustomerAssetInfos,
  getEdgeAssets,
  getTenantAssetInfos,
  saveAsset,
  type AssetInfo,
} from '../../../api/assets';
import type { PageData, PageLink } from '../../../api/page';
import type { ListScope } from '../../../ui/entity-details/assignable-actions';

export const assetKeys = {
  all: ['assets'] as const,
  list: (scope: ListScope) => ['assets', scope] as const,
};

/** One page of assets of a scope, optionally of one type. */
export function fetchAssetPage(
  scope: ListScope,
  customerId: string | null,
  link: PageLink,
  type: string | null,
  signal: AbortSignal,
): Promise<PageData<AssetInfo>> {
  const o = { signal };
  if (scope.kind === 'customer') return getCustomerAssetInfos(scope.customerId, link, { type }, o);
  if (scope.kind === 'customer-user') return getCustomerAssetInfos(customerId ?? '', link, { type }, o);
  if (scope.kind === 'edge') return getEdgeAssets(scope.edgeId, link, { type }, o) as Promise<PageData<AssetInfo>>;
  return getTenantAssetInfos(link, { type }, o);
}

export function fetchAsset(id: string, signal: AbortSignal): Promise<AssetInfo> {
  return getAssetInfo(id, { signal });
}

/** Save (create or full replace) and answer the info shape. */
export async function saveAssetInfo(asset: AssetInfo): Promise<AssetInfo> {
  const isNew = !asset.id?.id;
  const body = isNew ? { ...asset, id: null } : { ...(await getAsset(asset.id.id)), ...asset };
  const saved = await saveAsset(body);
  return getAssetInfo(saved.id.id);
}
