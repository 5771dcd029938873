/**
 * Entity lookups shared by enrichment and transformation nodes: the fields of an originator (name, type, label, …),
 * its customer, and the first entity related to it by a relations query. SQL per entity type is fixed text; ids
 * are bound parameters.
 */
import type { Queryable } from '../../db/types.js';
import { ENTITY_TYPES, isNullUuid, type EntityId, type EntityType } from '../../lib/entity-id.js';
import { queryRelations, type RelationFilter } from '../../relations/repo.js';
import { cfgNumber, cfgObject, cfgString } from '../node-api.js';

/** Field SQL per entity type (`name`, `type`, `label`, `email`, …, `customer_id` when the type has one). */
const FIELDS_SQL: Partial<Record<EntityType, string>> = {
  DEVICE: 'SELECT id, created_time, name, type, label, customer_id, tenant_id FROM device WHERE id = $1',
  ASSET: 'SELECT id, created_time, name, type, label, customer_id, tenant_id FROM asset WHERE id = $1',
  ENTITY_VIEW: 'SELECT id, created_time, name, type, customer_id, tenant_id FROM entity_view WHERE id = $1',
  EDGE: 'SELECT id, created_time, name, type, label, customer_id, tenant_id FROM edge WHERE id = $1',
  CUSTOMER:
    'SELECT id, created_time, title AS name, email, country, city, address, phone, id AS customer_id, tenant_id FROM customer WHERE id = $1',
  TENANT:
    'SELECT id, created_time, title AS name, email, country, city, address, phone, id AS tenant_id FROM tenant WHERE id = $1',
  USER: 'SELECT id, created_time, email AS name, email, first_name AS "firstName", last_name AS "lastName", customer_id, tenant_id FROM tb_user WHERE id = $1',
};

/** Column values of an entity (null when missing or of a type without fields). */
export async function entityFields(db: Queryable, e: EntityId): Promise<Record<string, unknown> | null> {
  const sql = FIELDS_SQL[e.entityType];
  if (!sql) return null;
  const { rows } = await db.query<Record<string, unknown>>(sql, [e.id]);
  return rows[0] ?? null;
}

/** The customer an entity belongs to (null when it has none). */
export async function customerOf(db: Queryable, e: EntityId): Promise<EntityId | null> {
  const f = await entityFields(db, e);
  const id = f?.['customer_id'];
  return typeof id === 'string' && !isNullUuid(id) ? { entityType: 'CUSTOMER', id } : null;
}

/** TB's relations query configuration (`{direction, maxLevel, filters: [{relationType, entityTypes}]}`). */
export interface RelationsQueryConfig {
  direction: 'FROM' | 'TO';
  maxLevel: number;
  filters: RelationFilter[];
}

/** Reads a relations query from a node configuration object. */
export function relationsQueryOf(raw: Record<string, unknown>): RelationsQueryConfig {
  const filters = Array.isArray(raw['filters']) ? raw['filters'] : [];
  return {
    direction: cfgString(raw, 'direction', 'FROM') === 'TO' ? 'TO' : 'FROM',
    maxLevel: cfgNumber(raw, 'maxLevel', 1),
    filters: filters.flatMap((f: unknown) => {
      if (f === null || typeof f !== 'object') return [];
      const o = f as Record<string, unknown>;
      const types = Array.isArray(o['entityTypes'])
        ? o['entityTypes'].filter((t): t is EntityType => ENTITY_TYPES.some((x) => x === t))
        : [];
      return [
        {
          relationType: typeof o['relationType'] === 'string' && o['relationType'] !== '' ? o['relationType'] : null,
          entityTypes: types,
        },
      ];
    }),
  };
}

/** Entities related to `root` by the query, nearest first. */
export async function relatedEntities(db: Queryable, root: EntityId, q: RelationsQueryConfig): Promise<EntityId[]> {
  const rows = await queryRelations(
    db,
    {
      rootId: root.id,
      rootType: root.entityType,
      direction: q.direction,
      group: 'COMMON',
      maxLevel: q.maxLevel,
      fetchLastLevelOnly: false,
    },
    q.filters,
  );
  return rows.map((r) =>
    q.direction === 'FROM' ? { entityType: r.to_type, id: r.to_id } : { entityType: r.from_type, id: r.from_id },
  );
}

/** The relations query of a node config key. */
export function relationsQueryConfig(c: Record<string, unknown>, key: string): RelationsQueryConfig {
  return relationsQueryOf(cfgObject(c, key));
}
