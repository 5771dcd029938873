/** ThingsBoard entity view endpoints. */
import { z } from './zod';
import { assignableFamily, assignableShape, infoShape, type NewEntity } from './assignable';
import { entityIdSchema } from './schemas';
import type { RequestOptions } from './http';

const keysSchema = z.looseObject({
  timeseries: z.nullish(z.array(z.string())),
  attributes: z.nullish(
    z.looseObject({
      cs: z.nullish(z.array(z.string())),
      ss: z.nullish(z.array(z.string())),
      sh: z.nullish(z.array(z.string())),
    }),
  ),
});

export const entityViewSchema = z.looseObject({
  ...assignableShape,
  entityId: z.nullish(entityIdSchema),
  keys: z.nullish(keysSchema),
  startTimeMs: z.nullish(z.number()),
  endTimeMs: z.nullish(z.number()),
});
export type EntityView = z.infer<typeof entityViewSchema>;
export type EntityViewKeys = z.infer<typeof keysSchema>;

export const entityViewInfoSchema = z.looseObject({ ...entityViewSchema.shape, ...infoShape });
export type EntityViewInfo = z.infer<typeof entityViewInfoSchema>;

const family = assignableFamily({
  entityType: 'ENTITY_VIEW',
  path: 'entityView',
  plural: 'entityViews',
  entity: entityViewSchema,
  info: entityViewInfoSchema,
});

export const getTenantEntityViewInfos = family.tenantInfos;
export const getCustomerEntityViewInfos = family.customerInfos;
export const getEdgeEntityViews = family.edgeEntities;
export const getEntityView = family.get;
export const getEntityViewInfo = family.getInfo;
export const findTenantEntityViewByName = family.findByName;
export const deleteEntityView = family.remove;
export const assignEntityViewToCustomer = family.assignToCustomer;
export const unassignEntityViewFromCustomer = family.unassignFromCustomer;
export const makeEntityViewPublic = family.makePublic;
export const assignEntityViewToEdge = family.assignToEdge;
export const unassignEntityViewFromEdge = family.unassignFromEdge;

/** POST /api/entityView — create or full replace (clears the cached entity view types). */
export function saveEntityView(view: NewEntity<EntityView> | EntityView, opts?: RequestOptions): Promise<EntityView> {
  return family.save(view, '', opts);
}

// Not called by the console: the search query POST /api/entityViews (a query body of relation parameters). ThingsBoard 3.3.1's
// own UI never sends it — only dashboard user scripts reach it through widgetContext services; search-query aliases
// resolve through the server's entity data queries (POST /api/entitiesQuery/find). User scripts here run in the
// QuickJS sandbox, which offers no such services.
