/** ThingsBoard asset endpoints. Mirrors ui-ngx asset.service.ts. */
import { z } from './zod';
import { assignableFamily, assignableShape, infoShape, type NewEntity } from './assignable';
import type { RequestOptions } from './http';

export const assetSchema = z.looseObject({ ...assignableShape });
export type Asset = z.infer<typeof assetSchema>;

export const assetInfoSchema = z.looseObject({ ...assignableShape, ...infoShape });
export type AssetInfo = z.infer<typeof assetInfoSchema>;

const family = assignableFamily({
  entityType: 'ASSET',
  path: 'asset',
  plural: 'assets',
  entity: assetSchema,
  info: assetInfoSchema,
});

export const getTenantAssetInfos = family.tenantInfos;
export const getCustomerAssetInfos = family.customerInfos;
export const getEdgeAssets = family.edgeEntities;
export const getAsset = family.get;
export const getAssetInfo = family.getInfo;
export const getAssets = family.getByIds;
export const findTenantAssetByName = family.findByName;
export const deleteAsset = family.remove;
export const assignAssetToCustomer = family.assignToCustomer;
export const unassignAssetFromCustomer = family.unassignFromCustomer;
export const makeAssetPublic = family.makePublic;
export const assignAssetToEdge = family.assignToEdge;
export const unassignAssetFromEdge = family.unassignFromEdge;

/** POST /api/asset — create or full replace (clears the cached asset types). */
export function saveAsset(asset: NewEntity<Asset> | Asset, opts?: RequestOptions): Promise<Asset> {
  return family.save(asset, '', opts);
}

// Not called by the console: the search query POST /api/assets (a query body of relation parameters). ThingsBoard 3.3.1's
// own UI never sends it — only dashboard user scripts reach it through widgetContext services; search-query aliases
// resolve through the server's entity data queries (POST /api/entitiesQuery/find). User scripts here run in the
// QuickJS sandbox, which offers no such services.
