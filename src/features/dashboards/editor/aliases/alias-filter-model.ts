/**
 * Alias filters as the alias editor builds them: the fields each of the 15 types owns (with ThingsBoard's defaults),
 * changing a filter's type (fields of other types are dropped, unknown fields kept), and per-field validation
 * giving translation keys. What it builds is what `aliasToEntityFilter` (data/alias-filters.ts) reads.
 */
import type { TbJson } from '../panel-contract';

const ROOT = {
  rootStateEntity: false,
  stateEntityParamName: null,
  defaultStateEntity: null,
  rootEntity: null,
  direction: 'FROM',
  maxLevel: 1,
  fetchLastLevelOnly: false,
};

/** The search-query types and their subtype entity type and list field. */
export const SEARCH_QUERIES = {
  assetSearchQuery: { entityType: 'ASSET', list: 'assetTypes' },
  deviceSearchQuery: { entityType: 'DEVICE', list: 'deviceTypes' },
  entityViewSearchQuery: { entityType: 'ENTITY_VIEW', list: 'entityViewTypes' },
  edgeSearchQuery: { entityType: 'EDGE', list: 'edgeTypes' },
} as const;

/** The subtype filter types: subtype field, name-filter field, entity type. */
export const SUBTYPE_FILTERS = {
  assetType: { field: 'assetType', name: 'assetNameFilter', entityType: 'ASSET' },
  deviceType: { field: 'deviceType', name: 'deviceNameFilter', entityType: 'DEVICE' },
  entityViewType: { field: 'entityViewType', name: 'entityViewNameFilter', entityType: 'ENTITY_VIEW' },
  edgeType: { field: 'edgeType', name: 'edgeNameFilter', entityType: 'EDGE' },
} as const;

/** Default fields of each filter type (besides `type` and `resolveMultiple`). */
export const FILTER_DEFAULTS: Record<string, TbJson> = {
  singleEntity: { singleEntity: null },
  entityList: { entityType: null, entityList: [] },
  entityName: { entityType: null, entityNameFilter: '' },
  entityType: { entityType: null },
  stateEntity: { stateEntityParamName: null, defaultStateEntity: null },
  ...Object.fromEntries(Object.entries(SUBTYPE_FILTERS).map(([type, f]) => [type, { [f.field]: null, [f.name]: '' }])),
  apiUsageState: { customerId: null },
  relationsQuery: { ...ROOT, filters: [] },
  ...Object.fromEntries(
    Object.entries(SEARCH_QUERIES).map(([type, q]) => [type, { ...ROOT, relationType: null, [q.list]: [] }]),
  ),
};

const KNOWN = new Set(Object.values(FILTER_DEFAULTS).flatMap((d) => Object.keys(d)));

/** The filter switched to another type: other types' fields dropped, the new type's defaults added, the rest kept. */
export function changeFilterType(filter: TbJson, type: string): TbJson {
  const own = FILTER_DEFAULTS[type] ?? {};
  const kept = Object.fromEntries(Object.entries(filter).filter(([k]) => !KNOWN.has(k) || k in own));
  return { ...own, ...kept, type };
}

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
const emptyList = (v: unknown) => !Array.isArray(v) || v.length === 0;
const slug = (s: string) => s.toLowerCase().replace(/_/g, '-');

/** Field → translation key of what is wrong with it; empty when the filter is complete. */
export function filterErrors(filter: TbJson): Record<string, string> {
  const e: Record<string, string> = {};
  const type = String(filter.type ?? '');
  if (!type) return { type: 'alias.filter-type-required' };
  if (type === 'singleEntity' && !filter.singleEntity) e.singleEntity = 'alias.entity-required';
  if (type === 'entityList' || type === 'entityName' || type === 'entityType') {
    if (blank(filter.entityType)) e.entityType = 'entity.type-required';
  }
  if (type === 'entityList' && emptyList(filter.entityList)) e.entityList = 'entity.entity-list-empty';
  if (type === 'entityName' && blank(filter.entityNameFilter)) e.entityNameFilter = 'alias.entity-name-filter-required';
  const sub = SUBTYPE_FILTERS[type as keyof typeof SUBTYPE_FILTERS];
  if (sub && blank(filter[sub.field])) e[sub.field] = `${slug(sub.entityType)}.${slug(sub.entityType)}-type-required`;
  const search = SEARCH_QUERIES[type as keyof typeof SEARCH_QUERIES];
  if (type === 'relationsQuery' || search) {
    if (!filter.rootStateEntity && !filter.rootEntity) e.rootEntity = 'alias.root-entity-required';
    const level = filter.maxLevel;
    if (level !== null && level !== undefined && !(Number.isInteger(level) && (level as number) >= 1))
      e.maxLevel = 'alias.max-level-invalid';
  }
  if (search && emptyList(filter[search.list]))
    e[search.list] = `${slug(search.entityType)}.${slug(search.entityType)}-type-list-empty`;
  return e;
}
