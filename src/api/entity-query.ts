/**
 * ThingsBoard's entity data query model and its REST endpoints: the same queries travel
 * over the telemetry WebSocket (telemetry-ws.ts). Values in `latest` and `timeseries` are strings on the wire.
 */
import { http, type RequestOptions } from './http';
import type { FilterValueType, KeyFilterPredicate } from '../lib/key-filter';
import type { EntityId } from './entity';

export type { FilterPredicateValue, FilterValueType, KeyFilterPredicate } from '../lib/key-filter';

export type EntityKeyType =
  | 'ATTRIBUTE'
  | 'CLIENT_ATTRIBUTE'
  | 'SHARED_ATTRIBUTE'
  | 'SERVER_ATTRIBUTE'
  | 'TIME_SERIES'
  | 'ENTITY_FIELD'
  | 'ALARM_FIELD';

/** `{type, key}` — one column of an entity data query. */
export interface EntityKey {
  type: EntityKeyType;
  key: string;
}

export type Direction = 'FROM' | 'TO';

/** Relation filter of a relations query: a relation type and the entity types it may reach. */
export interface RelationEntityTypeFilter {
  relationType: string;
  entityTypes: string[];
}

/** Backend entity filters (discriminated by `type`), exactly as the server takes them. */
export type EntityFilter =
  | { type: 'singleEntity'; singleEntity: EntityId }
  | { type: 'entityList'; entityType: string; entityList: string[] }
  | { type: 'entityName'; entityType: string; entityNameFilter: string }
  | { type: 'entityType'; entityType: string }
  | { type: 'assetType'; assetType: string; assetNameFilter: string }
  | { type: 'deviceType'; deviceType: string; deviceNameFilter: string }
  | { type: 'entityViewType'; entityViewType: string; entityViewNameFilter: string }
  | { type: 'edgeType'; edgeType: string; edgeNameFilter: string }
  | { type: 'apiUsageState'; customerId?: EntityId }
  | {
      type: 'relationsQuery';
      rootEntity: EntityId;
      direction: Direction;
      filters: RelationEntityTypeFilter[];
      maxLevel: number;
      fetchLastLevelOnly: boolean;
    }
  | SearchQueryFilter<'assetSearchQuery', 'assetTypes'>
  | SearchQueryFilter<'deviceSearchQuery', 'deviceTypes'>
  | SearchQueryFilter<'entityViewSearchQuery', 'entityViewTypes'>
  | SearchQueryFilter<'edgeSearchQuery', 'edgeTypes'>;

type SearchQueryFilter<T extends string, K extends string> = {
  type: T;
  rootEntity: EntityId;
  relationType: string;
  direction: Direction;
  maxLevel: number;
  fetchLastLevelOnly: boolean;
} & Record<K, string[]>;

export interface KeyFilter {
  key: EntityKey;
  valueType: FilterValueType;
  predicate: KeyFilterPredicate;
}

export interface EntityDataSortOrder {
  key: EntityKey;
  direction: 'ASC' | 'DESC';
}

export interface EntityDataPageLink {
  pageSize: number;
  page: number;
  textSearch?: string | null;
  sortOrder?: EntityDataSortOrder | null;
  dynamic?: boolean;
}

export interface EntityDataQuery {
  entityFilter: EntityFilter;
  pageLink: EntityDataPageLink;
  entityFields?: EntityKey[];
  latestValues?: EntityKey[];
  keyFilters?: KeyFilter[];
}

export interface AlarmDataPageLink extends EntityDataPageLink {
  startTs?: number;
  endTs?: number;
  timeWindow?: number;
  typeList?: string[];
  statusList?: string[];
  severityList?: string[];
  searchPropagatedAlarms?: boolean;
}

export interface AlarmDataQuery {
  entityFilter: EntityFilter;
  pageLink: AlarmDataPageLink;
  entityFields?: EntityKey[];
  latestValues?: EntityKey[];
  keyFilters?: KeyFilter[];
  alarmFields?: EntityKey[];
}

export interface EntityCountQuery {
  entityFilter: EntityFilter;
  keyFilters?: KeyFilter[];
}

/** `{ts, value}` with the value as a string. */
export interface TsValue {
  ts: number;
  value: string;
}

/** One row of an entity data query result. */
export interface EntityData {
  entityId: EntityId;
  latest: Partial<Record<EntityKeyType, Record<string, TsValue>>>;
  timeseries: Record<string, TsValue[]>;
}

/** An alarm row (AlarmInfo + the entity it belongs to + the entity's latest values). */
export interface AlarmData {
  id: EntityId;
  createdTime: number;
  type: string;
  originator: EntityId;
  originatorName?: string | null;
  severity: string;
  status: string;
  startTs: number;
  endTs: number;
  ackTs: number;
  clearTs: number;
  details?: unknown;
  propagate?: boolean;
  entityId?: EntityId;
  latest?: Partial<Record<EntityKeyType, Record<string, TsValue>>>;
  [extra: string]: unknown;
}

export interface PageData<T> {
  data: T[];
  totalPages: number;
  totalElements: number;
  hasNext: boolean;
}

/** POST /api/entitiesQuery/find */
export function findEntityData(query: EntityDataQuery, opts?: RequestOptions): Promise<PageData<EntityData>> {
  return http.post<PageData<EntityData>>('/api/entitiesQuery/find', query, undefined, opts);
}

/** Answer of `find/keys`; note the singular `attribute`, as ThingsBoard 3.3.1 names it. */
export interface EntityKeysResult {
  entityTypes: string[];
  timeseries: string[];
  attribute: string[];
}

/** POST /api/entitiesQuery/find/keys?timeseries=&attributes= (page size capped at 100 by the server). */
export function findEntityKeys(
  query: EntityDataQuery,
  which: { timeseries: boolean; attributes: boolean },
  opts?: RequestOptions,
): Promise<EntityKeysResult> {
  const q = `timeseries=${which.timeseries}&attributes=${which.attributes}`;
  return http.post<EntityKeysResult>(`/api/entitiesQuery/find/keys?${q}`, query, undefined, opts);
}

/** POST /api/entitiesQuery/count */
export function countEntities(query: EntityCountQuery, opts?: RequestOptions): Promise<number> {
  return http.post<number>('/api/entitiesQuery/count', query, undefined, opts);
}

/** POST /api/alarmsQuery/find */
export function findAlarmData(query: AlarmDataQuery, opts?: RequestOptions): Promise<PageData<AlarmData>> {
  return http.post<PageData<AlarmData>>('/api/alarmsQuery/find', query, undefined, opts);
}
