/**
 * Exact totals from the entity counters (table `entity_count`, kept by triggers per entity type, tenant, customer and
 * type): when a query's matching set is "every entity of one counted type the user may see", optionally of one
 * subtype, its totalElements is a sum over a few counter rows instead of a count over every entity of the tenant.
 * Anything narrower (name filters, key filters, text search, relation filters) is counted over the rows as before.
 */
import type { Queryable } from '../db/types.js';
import type { EntityType } from '../lib/entity-id.js';
import type { SecurityUser } from '../security/jwt.js';
import type { DataQuery } from './types.js';

const COUNTED = new Set<EntityType>(['DEVICE', 'ASSET', 'ENTITY_VIEW', 'EDGE']);
const SUBTYPE_OF: Record<string, EntityType> = {
  deviceType: 'DEVICE',
  assetType: 'ASSET',
  entityViewType: 'ENTITY_VIEW',
  edgeType: 'EDGE',
};

/** What the counters can answer for a query: its entity type and subtype, or null. */
function countedSet(q: DataQuery, withSearch: boolean): { entityType: EntityType; subtype: string | null } | null {
  if (q.keyFilters.length > 0 || (withSearch && q.pageLink.textSearch)) return null;
  const f = q.entityFilter;
  if (f.type === 'entityType') return COUNTED.has(f.entityType) ? { entityType: f.entityType, subtype: null } : null;
  if (f.type in SUBTYPE_OF && 'subtype' in f && !f.nameFilter)
    return { entityType: SUBTYPE_OF[f.type] as EntityType, subtype: f.subtype };
  return null;
}

/**
 * The exact number of entities a query matches, read from the counters, or null when they cannot tell (the caller
 * counts the rows). The visibility rule is the entity query's own: a tenant administrator sees the tenant's entities,
 * a customer user the customer's.
 */
export async function countedTotal(
  db: Queryable,
  user: SecurityUser,
  q: DataQuery,
  withSearch: boolean,
): Promise<number | null> {
  const set = countedSet(q, withSearch);
  if (!set || (user.authority !== 'TENANT_ADMIN' && user.authority !== 'CUSTOMER_USER')) return null;
  const params: unknown[] = [set.entityType, user.tenantId];
  let where = 'entity_type = $1 AND tenant_id = $2';
  if (user.authority === 'CUSTOMER_USER') {
    params.push(user.customerId);
    where += ` AND customer_id = $${params.length}`;
  }
  if (set.subtype !== null) {
    params.push(set.subtype);
    where += ` AND type = $${params.length}`;
  }
  const { rows } = await db.query<{ n: number }>(
    `SELECT COALESCE(sum(n), 0)::bigint AS n FROM entity_count WHERE ${where}`,
    params,
  );
  return Number(rows[0]?.n ?? 0);
}

const COUNTER_CONDITION = /^e\.(tenant_id|customer_id|type) = (\$\d+)$/;

/**
 * For the paged entity lists: a count statement over the counters equivalent to `where` (conditions on the entity
 * table `e`), or null when a condition is not one of tenant, customer or type equality (the list counts its rows).
 */
export function counterCountSql(entityType: EntityType, where: readonly string[]): string | null {
  if (!COUNTED.has(entityType)) return null;
  const conditions: string[] = [];
  for (const w of where) {
    const m = COUNTER_CONDITION.exec(w);
    if (!m) return null;
    conditions.push(`${m[1]} = ${m[2]}`);
  }
  return `SELECT COALESCE(sum(n), 0)::bigint AS n FROM entity_count WHERE entity_type = '${entityType}'${conditions.map((c) => ` AND ${c}`).join('')}`;
}
