/** ThingsBoard relation endpoints. */
import { z } from './zod';
import { type EntityId } from './entity';
import { entityIdSchema } from './schemas';
import { http, type RequestOptions } from './http';

export const RELATION_TYPE_GROUPS = [
  'COMMON',
  'ALARM',
  'DASHBOARD',
  'RULE_CHAIN',
  'RULE_NODE',
  'EDGE',
  'EDGE_AUTO_ASSIGN_RULE_CHAIN',
] as const;

export const entityRelationSchema = z.looseObject({
  from: entityIdSchema,
  to: entityIdSchema,
  type: z.string(),
  typeGroup: z.nullish(z.string()),
  additionalInfo: z.optional(z.unknown()),
});
export type EntityRelation = z.infer<typeof entityRelationSchema>;

export const entityRelationInfoSchema = z.looseObject({
  ...entityRelationSchema.shape,
  fromName: z.nullish(z.string()),
  toName: z.nullish(z.string()),
});
export type EntityRelationInfo = z.infer<typeof entityRelationInfoSchema>;

export type RelationDirection = 'FROM' | 'TO';

const enc = encodeURIComponent;

/** GET /api/relations/info?fromId&fromType or ?toId&toType [&relationTypeGroup] */
export function findRelationInfos(
  entity: EntityId,
  direction: RelationDirection,
  typeGroup = 'COMMON',
  opts?: RequestOptions,
): Promise<EntityRelationInfo[]> {
  const end = direction === 'FROM' ? 'from' : 'to';
  const q = `${end}Id=${enc(entity.id)}&${end}Type=${enc(entity.entityType)}&relationTypeGroup=${enc(typeGroup)}`;
  return http.get(`/api/relations/info?${q}`, z.array(entityRelationInfoSchema), opts);
}

/** POST /api/relation — create or replace (typeGroup defaults to COMMON). */
export function saveRelation(relation: EntityRelation, opts?: RequestOptions): Promise<void> {
  return http.post('/api/relation', relation, undefined, opts);
}

/** DELETE /api/relation?fromId&fromType&relationType&relationTypeGroup&toId&toType */
export function deleteRelation(
  relation: Pick<EntityRelation, 'from' | 'to' | 'type' | 'typeGroup'>,
  opts?: RequestOptions,
): Promise<void> {
  const { from, to, type, typeGroup } = relation;
  const q = `fromId=${enc(from.id)}&fromType=${enc(from.entityType)}&relationType=${enc(type)}&relationTypeGroup=${enc(typeGroup ?? 'COMMON')}&toId=${enc(to.id)}&toType=${enc(to.entityType)}`;
  return http.delete(`/api/relation?${q}`, opts);
}

// Not called by the console: the relation search queries, POST /api/relations and POST /api/relations/info with a
// query body. ThingsBoard 3.3.1's own UI never sends them either — only dashboard user scripts reach them (its
// widgetContext services); relation aliases resolve through the server's entity data queries and the Relations
// tab lists one entity's relations with the GET calls above. User scripts here run in the QuickJS sandbox, which
// offers no such services.
