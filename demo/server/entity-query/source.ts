/**
 * Entity filters → row sources: for each entity type a filter can yield, the type's spec plus WHERE conditions
 * (static SQL with bound parameters). Relation-based filters (relationsQuery and the four search queries) walk the
 * relation graph first (COMMON group) and restrict each type to the ids found.
 */
import type { Queryable } from '../db/types.js';
import type { EntityType } from '../lib/entity-id.js';
import { queryRelations, type RelationFilter } from '../relations/repo.js';
import { TYPE_SPECS, type TypeSpec } from './entity-types.js';
import type { SqlParams } from './predicates.js';
import type { EntityFilter } from './types.js';

/** One entity type's part of a query. */
export interface Source {
  entityType: EntityType;
  spec: TypeSpec;
  where: string[];
}

const SUBTYPE_FILTERS: Record<string, EntityType> = {
  assetType: 'ASSET',
  deviceType: 'DEVICE',
  entityViewType: 'ENTITY_VIEW',
  edgeType: 'EDGE',
};
const SEARCH_FILTERS: Record<string, EntityType> = {
  assetSearchQuery: 'ASSET',
  deviceSearchQuery: 'DEVICE',
  entityViewSearchQuery: 'ENTITY_VIEW',
  edgeSearchQuery: 'EDGE',
};

function source(type: EntityType, where: string[]): Source[] {
  const spec = TYPE_SPECS[type];
  return spec ? [{ entityType: type, spec, where }] : [];
}

function namePrefix(spec: TypeSpec | undefined, prefix: string, sql: SqlParams): string[] {
  return spec && prefix ? [`lower(${spec.name}) LIKE lower(${sql.p(prefix)}) || '%'`] : [];
}

async function related(
  db: Queryable,
  root: { entityType: EntityType; id: string },
  direction: 'FROM' | 'TO',
  maxLevel: number,
  lastOnly: boolean,
  filters: RelationFilter[],
): Promise<Map<EntityType, string[]>> {
  const rels = await queryRelations(
    db,
    { rootId: root.id, rootType: root.entityType, direction, group: 'COMMON', maxLevel, fetchLastLevelOnly: lastOnly },
    filters,
  );
  const out = new Map<EntityType, string[]>();
  for (const r of rels) {
    const [id, type] = direction === 'FROM' ? [r.to_id, r.to_type] : [r.from_id, r.from_type];
    const ids = out.get(type) ?? [];
    if (!ids.includes(id)) ids.push(id);
    out.set(type, ids);
  }
  return out;
}

/** The sources of an entity filter. */
export async function sourcesOf(db: Queryable, filter: EntityFilter, sql: SqlParams): Promise<Source[]> {
  switch (filter.type) {
    case 'singleEntity':
      return source(filter.singleEntity.entityType, [`e.id = ${sql.p(filter.singleEntity.id)}`]);
    case 'entityList':
      return source(filter.entityType, [`e.id = ANY(${sql.p(filter.entityList)}::uuid[])`]);
    case 'entityName':
      return source(filter.entityType, namePrefix(TYPE_SPECS[filter.entityType], filter.entityNameFilter, sql));
    case 'entityType':
      return source(filter.entityType, []);
    case 'stateEntity':
      return filter.defaultStateEntity
        ? source(filter.defaultStateEntity.entityType, [`e.id = ${sql.p(filter.defaultStateEntity.id)}`])
        : [];
    case 'assetType':
    case 'deviceType':
    case 'entityViewType':
    case 'edgeType': {
      const type = SUBTYPE_FILTERS[filter.type] as EntityType;
      return source(type, [
        `e.type = ${sql.p(filter.subtype)}`,
        ...namePrefix(TYPE_SPECS[type], filter.nameFilter, sql),
      ]);
    }
    case 'apiUsageState':
      // Usage states exist per tenant only on this server; a customer's state does not exist.
      return source('API_USAGE_STATE', filter.customerId ? ['false'] : []);
    case 'relationsQuery': {
      const found = await related(
        db,
        filter.root,
        filter.direction,
        filter.maxLevel,
        filter.fetchLastLevelOnly,
        filter.filters,
      );
      return [...found.entries()].flatMap(([type, ids]) => source(type, [`e.id = ANY(${sql.p(ids)}::uuid[])`]));
    }
    default: {
      const type = SEARCH_FILTERS[filter.type] as EntityType;
      const found = await related(db, filter.root, filter.direction, filter.maxLevel, filter.fetchLastLevelOnly, [
        { relationType: filter.relationType, entityTypes: [type] },
      ]);
      const ids = found.get(type) ?? [];
      if (ids.length === 0) return [];
      const where = [`e.id = ANY(${sql.p(ids)}::uuid[])`];
      if (filter.subtypes.length > 0) where.push(`e.type = ANY(${sql.p(filter.subtypes)}::varchar[])`);
      return source(type, where);
    }
  }
}
