/** EntityRelation storage and the relation-query walk. */
import type { Queryable } from '../db/types.js';
import { jsonParam } from '../db/types.js';
import { entityId, type EntityType } from '../lib/entity-id.js';

/** Relation type groups. */
export const TYPE_GROUPS = [
  'COMMON',
  'ALARM',
  'DASHBOARD',
  'RULE_CHAIN',
  'RULE_NODE',
  'EDGE',
  'EDGE_AUTO_ASSIGN_RULE_CHAIN',
] as const;
/** One relation type group. */
export type TypeGroup = (typeof TYPE_GROUPS)[number];

/** `relation` row. */
export interface RelationRow {
  from_id: string;
  from_type: EntityType;
  to_id: string;
  to_type: EntityType;
  relation_type_group: TypeGroup;
  relation_type: string;
  additional_info: unknown;
}

/** A relation key. */
export interface RelationKey {
  fromId: string;
  fromType: EntityType;
  toId: string;
  toType: EntityType;
  type: string;
  group: TypeGroup;
}

/** EntityRelation wire shape. */
export function toRelation(row: RelationRow): Record<string, unknown> {
  return {
    from: entityId(row.from_type, row.from_id),
    to: entityId(row.to_type, row.to_id),
    type: row.relation_type,
    typeGroup: row.relation_type_group,
    additionalInfo: row.additional_info ?? null,
  };
}

/** Inserts or replaces a relation. */
export async function saveRelation(db: Queryable, k: RelationKey, additionalInfo: unknown = null): Promise<void> {
  await db.query(
    `INSERT INTO relation (from_id, from_type, to_id, to_type, relation_type_group, relation_type, additional_info)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)
     ON CONFLICT (from_id, from_type, relation_type_group, relation_type, to_id, to_type) DO UPDATE SET additional_info = EXCLUDED.additional_info`,
    [k.fromId, k.fromType, k.toId, k.toType, k.group, k.type, jsonParam(additionalInfo)],
  );
}

/** Deletes one relation; returns whether it existed. */
export async function deleteRelation(db: Queryable, k: RelationKey): Promise<boolean> {
  const { rows } = await db.query<{ from_id: string }>(
    `DELETE FROM relation WHERE from_id = $1 AND from_type = $2 AND to_id = $3 AND to_type = $4 AND relation_type_group = $5
       AND relation_type = $6 RETURNING from_id`,
    [k.fromId, k.fromType, k.toId, k.toType, k.group, k.type],
  );
  return rows.length > 0;
}

/** Deletes every relation from or to an entity of the given type. */
export async function deleteRelationsOfEntity(db: Queryable, id: string, type: EntityType): Promise<void> {
  await db.query('DELETE FROM relation WHERE (from_id = $1 AND from_type = $2) OR (to_id = $1 AND to_type = $2)', [
    id,
    type,
  ]);
}

/** Finds one relation. */
export async function findRelation(db: Queryable, k: RelationKey): Promise<RelationRow | null> {
  const { rows } = await db.query<RelationRow>(
    `SELECT * FROM relation WHERE from_id = $1 AND from_type = $2 AND to_id = $3 AND to_type = $4 AND relation_type_group = $5
       AND relation_type = $6`,
    [k.fromId, k.fromType, k.toId, k.toType, k.group, k.type],
  );
  return rows[0] ?? null;
}

/** Relations from (direction FROM) or to (TO) an entity, optionally by type and group. */
export async function findRelations(
  db: Queryable,
  direction: 'FROM' | 'TO',
  id: string,
  type: EntityType,
  group: TypeGroup | null,
  relationType: string | null,
): Promise<RelationRow[]> {
  const col = direction === 'FROM' ? 'from' : 'to';
  const { rows } = await db.query<RelationRow>(
    `SELECT * FROM relation WHERE ${col}_id = $1 AND ${col}_type = $2 AND ($3::varchar IS NULL OR relation_type_group = $3)
       AND ($4::varchar IS NULL OR relation_type = $4) ORDER BY relation_type, to_id, from_id`,
    [id, type, group, relationType],
  );
  return rows;
}

/** Parameters of an EntityRelationsQuery. */
export interface RelationQueryParams {
  rootId: string;
  rootType: EntityType;
  direction: 'FROM' | 'TO';
  group: TypeGroup | null;
  maxLevel: number;
  fetchLastLevelOnly: boolean;
}

/** A relation filter: relation type and allowed entity types of the far end (empty = any). */
export interface RelationFilter {
  relationType: string | null;
  entityTypes: EntityType[];
}

/**
 * Walks relations breadth-first from the root (maxLevel ≤ 0 = up to 50 levels), returning the relations whose far
 * end passes a filter (all when there are no filters). Cycles are visited once.
 */
export async function queryRelations(
  db: Queryable,
  p: RelationQueryParams,
  filters: RelationFilter[],
): Promise<RelationRow[]> {
  const maxLevel = p.maxLevel > 0 ? Math.min(p.maxLevel, 50) : 50;
  const seen = new Set<string>([p.rootId]);
  let frontier: { id: string; type: EntityType }[] = [{ id: p.rootId, type: p.rootType }];
  const out: RelationRow[] = [];
  for (let level = 1; level <= maxLevel && frontier.length > 0; level += 1) {
    const next: { id: string; type: EntityType }[] = [];
    const levelRows: RelationRow[] = [];
    for (const node of frontier) {
      for (const r of await findRelations(db, p.direction, node.id, node.type, p.group, null)) {
        const farId = p.direction === 'FROM' ? r.to_id : r.from_id;
        const farType = p.direction === 'FROM' ? r.to_type : r.from_type;
        levelRows.push(r);
        if (!seen.has(farId)) {
          seen.add(farId);
          next.push({ id: farId, type: farType });
        }
      }
    }
    const last = level === maxLevel || next.length === 0;
    for (const r of levelRows) {
      const farType = p.direction === 'FROM' ? r.to_type : r.from_type;
      const pass =
        filters.length === 0 ||
        filters.some(
          (f) =>
            (!f.relationType || f.relationType === r.relation_type) &&
            (f.entityTypes.length === 0 || f.entityTypes.includes(farType)),
        );
      if (pass && (!p.fetchLastLevelOnly || last)) out.push(r);
    }
    frontier = next;
  }
  return out;
}
