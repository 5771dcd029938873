/**
 * The entity data query model and its parsing from request JSON. Unknown discriminators and enum
 * values fail like Jackson does in ThingsBoard (400, empty body); missing required parts get 400/31 messages.
 */
import { EmptyResponseError, badRequest } from '../http/errors.js';
import { isJsonObject } from '../http/body.js';
import { ENTITY_TYPES, type EntityId, type EntityType } from '../lib/entity-id.js';
import { isUuid } from '../lib/uuid.js';

/** EntityKeyType. */
export const KEY_TYPES = [
  'ATTRIBUTE',
  'CLIENT_ATTRIBUTE',
  'SHARED_ATTRIBUTE',
  'SERVER_ATTRIBUTE',
  'TIME_SERIES',
  'ENTITY_FIELD',
  'ALARM_FIELD',
] as const;
/** One key type. */
export type KeyType = (typeof KEY_TYPES)[number];
/** EntityKey. */
export interface EntityKey {
  type: KeyType;
  key: string;
}

/** A relation hop filter of relationsQuery. */
export interface RelationHopFilter {
  relationType: string | null;
  entityTypes: EntityType[];
}

/** The 15 entity filters (stateEntity is resolved to its default entity on the server side). */
export type EntityFilter =
  | { type: 'singleEntity'; singleEntity: EntityId }
  | { type: 'entityList'; entityType: EntityType; entityList: string[] }
  | { type: 'entityName'; entityType: EntityType; entityNameFilter: string }
  | { type: 'entityType'; entityType: EntityType }
  | { type: 'stateEntity'; defaultStateEntity: EntityId | null }
  | { type: 'assetType' | 'deviceType' | 'entityViewType' | 'edgeType'; subtype: string; nameFilter: string }
  | { type: 'apiUsageState'; customerId: string | null }
  | {
      type: 'relationsQuery';
      root: EntityId;
      direction: 'FROM' | 'TO';
      filters: RelationHopFilter[];
      maxLevel: number;
      fetchLastLevelOnly: boolean;
    }
  | {
      type: 'assetSearchQuery' | 'deviceSearchQuery' | 'entityViewSearchQuery' | 'edgeSearchQuery';
      root: EntityId;
      relationType: string | null;
      direction: 'FROM' | 'TO';
      maxLevel: number;
      fetchLastLevelOnly: boolean;
      subtypes: string[];
    };

/** Dynamic value sources. */
export type DynamicSource = 'CURRENT_TENANT' | 'CURRENT_CUSTOMER' | 'CURRENT_USER' | 'CURRENT_DEVICE';

/** FilterPredicateValue. */
export interface PredicateValue<T> {
  defaultValue: T | null;
  userValue: T | null;
  dynamic: { sourceType: DynamicSource; sourceAttribute: string; inherit: boolean } | null;
  /** Filled by dynamic-value resolution. */
  resolved?: T | null;
}

/** KeyFilterPredicate. */
export type Predicate =
  | {
      type: 'STRING';
      operation: 'EQUAL' | 'NOT_EQUAL' | 'STARTS_WITH' | 'ENDS_WITH' | 'CONTAINS' | 'NOT_CONTAINS';
      value: PredicateValue<string>;
      ignoreCase: boolean;
    }
  | {
      type: 'NUMERIC';
      operation: 'EQUAL' | 'NOT_EQUAL' | 'GREATER' | 'LESS' | 'GREATER_OR_EQUAL' | 'LESS_OR_EQUAL';
      value: PredicateValue<number>;
    }
  | { type: 'BOOLEAN'; operation: 'EQUAL' | 'NOT_EQUAL'; value: PredicateValue<boolean> }
  | { type: 'COMPLEX'; operation: 'AND' | 'OR'; predicates: Predicate[] };

/** KeyFilter. */
export interface KeyFilter {
  key: EntityKey;
  valueType: string | null;
  predicate: Predicate;
}

/** EntityDataPageLink (+ the alarm page-link extras). */
export interface DataPageLink {
  pageSize: number;
  page: number;
  textSearch: string | null;
  sortOrder: { key: EntityKey; direction: 'ASC' | 'DESC' } | null;
  dynamic: boolean;
}

/** EntityDataQuery / EntityCountQuery. */
export interface DataQuery {
  entityFilter: EntityFilter;
  pageLink: DataPageLink;
  entityFields: EntityKey[];
  latestValues: EntityKey[];
  keyFilters: KeyFilter[];
}

type J = Record<string, unknown>;

function enumValue<T extends string>(values: readonly T[], v: unknown): T {
  const found = values.find((x) => x === v);
  if (!found) throw new EmptyResponseError();
  return found;
}

function str(o: J, k: string): string | null {
  const v = o[k];
  if (v === undefined || v === null) return null;
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  throw new EmptyResponseError();
}

function int(o: J, k: string, fallback: number): number {
  const v = o[k];
  if (v === undefined || v === null) return fallback;
  const n = typeof v === 'string' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n)) throw new EmptyResponseError();
  return n;
}

function bool(o: J, k: string): boolean {
  const v = o[k];
  if (v === undefined || v === null) return false;
  if (typeof v !== 'boolean') throw new EmptyResponseError();
  return v;
}

function obj(v: unknown): J {
  if (!isJsonObject(v)) throw new EmptyResponseError();
  return v;
}

function list(o: J, k: string): unknown[] {
  const v = o[k];
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw new EmptyResponseError();
  return v;
}

/** Parses an EntityId object; @throws 400 for malformed ones. */
export function entityIdOf(v: unknown): EntityId {
  const o = obj(v);
  const type = enumValue(ENTITY_TYPES, o['entityType']);
  const id = o['id'];
  if (typeof id !== 'string' || !isUuid(id)) throw badRequest(`Invalid UUID string: ${String(id)}`);
  return { entityType: type, id: id.toLowerCase() };
}

function entityTypeOf(o: J, k = 'entityType'): EntityType {
  if (o[k] === undefined || o[k] === null) throw badRequest('Entity type is required!');
  return enumValue(ENTITY_TYPES, o[k]);
}

/** Parses an EntityKey. */
export function keyOf(v: unknown): EntityKey {
  const o = obj(v);
  return { type: enumValue(KEY_TYPES, o['type']), key: str(o, 'key') ?? '' };
}

function relationHop(v: unknown): RelationHopFilter {
  const o = obj(v);
  return {
    relationType: str(o, 'relationType') || null,
    entityTypes: list(o, 'entityTypes').map((t) => enumValue(ENTITY_TYPES, t)),
  };
}

function direction(o: J): 'FROM' | 'TO' {
  return enumValue(['FROM', 'TO'] as const, o['direction'] ?? 'FROM');
}

function searchQuery(
  o: J,
  type: 'assetSearchQuery' | 'deviceSearchQuery' | 'entityViewSearchQuery' | 'edgeSearchQuery',
  typesKey: string,
): EntityFilter {
  if (!o['rootEntity']) throw badRequest('Root entity is required!');
  return {
    type,
    root: entityIdOf(o['rootEntity']),
    relationType: str(o, 'relationType') || null,
    direction: direction(o),
    maxLevel: int(o, 'maxLevel', 0),
    fetchLastLevelOnly: bool(o, 'fetchLastLevelOnly'),
    subtypes: list(o, typesKey).map((t) => {
      if (typeof t !== 'string') throw new EmptyResponseError();
      return t;
    }),
  };
}

const TYPED: Record<string, [string, string]> = {
  assetType: ['assetType', 'assetNameFilter'],
  deviceType: ['deviceType', 'deviceNameFilter'],
  entityViewType: ['entityViewType', 'entityViewNameFilter'],
  edgeType: ['edgeType', 'edgeNameFilter'],
};

/** Parses an EntityFilter (discriminator `type`). */
export function filterOf(v: unknown): EntityFilter {
  if (v === undefined || v === null) throw badRequest('Entity filter is required!');
  const o = obj(v);
  const t = o['type'];
  switch (t) {
    case 'singleEntity':
      if (!o['singleEntity']) throw badRequest('Single entity is required!');
      return { type: t, singleEntity: entityIdOf(o['singleEntity']) };
    case 'entityList':
      return {
        type: t,
        entityType: entityTypeOf(o),
        entityList: list(o, 'entityList').map((x) => {
          if (typeof x !== 'string' || !isUuid(x)) throw badRequest(`Invalid UUID string: ${String(x)}`);
          return x.toLowerCase();
        }),
      };
    case 'entityName':
      return { type: t, entityType: entityTypeOf(o), entityNameFilter: str(o, 'entityNameFilter') ?? '' };
    case 'entityType':
      return { type: t, entityType: entityTypeOf(o) };
    case 'stateEntity':
      return { type: t, defaultStateEntity: o['defaultStateEntity'] ? entityIdOf(o['defaultStateEntity']) : null };
    case 'assetType':
    case 'deviceType':
    case 'entityViewType':
    case 'edgeType': {
      const [typeKey, nameKey] = TYPED[t] as [string, string];
      return { type: t, subtype: str(o, typeKey) ?? '', nameFilter: str(o, nameKey) ?? '' };
    }
    case 'apiUsageState':
      return { type: t, customerId: o['customerId'] ? entityIdOf(o['customerId']).id : null };
    case 'relationsQuery':
      if (!o['rootEntity']) throw badRequest('Root entity is required!');
      return {
        type: t,
        root: entityIdOf(o['rootEntity']),
        direction: direction(o),
        filters: list(o, 'filters').map(relationHop),
        maxLevel: int(o, 'maxLevel', 0),
        fetchLastLevelOnly: bool(o, 'fetchLastLevelOnly'),
      };
    case 'assetSearchQuery':
      return searchQuery(o, t, 'assetTypes');
    case 'deviceSearchQuery':
      return searchQuery(o, t, 'deviceTypes');
    case 'entityViewSearchQuery':
      return searchQuery(o, t, 'entityViewTypes');
    case 'edgeSearchQuery':
      return searchQuery(o, t, 'edgeTypes');
    default:
      throw new EmptyResponseError();
  }
}

function valueOf<T>(v: unknown, cast: (x: unknown) => T | null): PredicateValue<T> {
  const o = v === undefined || v === null ? {} : obj(v);
  const d = o['dynamicValue'];
  let dynamic: PredicateValue<T>['dynamic'] = null;
  if (isJsonObject(d) && d['sourceType'] && d['sourceAttribute']) {
    dynamic = {
      sourceType: enumValue(
        ['CURRENT_TENANT', 'CURRENT_CUSTOMER', 'CURRENT_USER', 'CURRENT_DEVICE'] as const,
        d['sourceType'],
      ),
      sourceAttribute: String(d['sourceAttribute']),
      inherit: d['inherit'] === true,
    };
  }
  return { defaultValue: cast(o['defaultValue']), userValue: cast(o['userValue']), dynamic };
}

const asString = (x: unknown): string | null => (x === undefined || x === null ? null : String(x));
const asNumber = (x: unknown): number | null => {
  if (x === undefined || x === null || x === '') return null;
  const n = Number(x);
  if (!Number.isFinite(n)) throw new EmptyResponseError();
  return n;
};
const asBool = (x: unknown): boolean | null => (x === undefined || x === null ? null : x === true || x === 'true');

/** Parses a KeyFilterPredicate. */
export function predicateOf(v: unknown, depth = 0): Predicate {
  if (depth > 20) throw new EmptyResponseError();
  const o = obj(v);
  switch (o['type']) {
    case 'STRING':
      return {
        type: 'STRING',
        operation: enumValue(
          ['EQUAL', 'NOT_EQUAL', 'STARTS_WITH', 'ENDS_WITH', 'CONTAINS', 'NOT_CONTAINS'] as const,
          o['operation'],
        ),
        value: valueOf(o['value'], asString),
        ignoreCase: o['ignoreCase'] === true,
      };
    case 'NUMERIC':
      return {
        type: 'NUMERIC',
        operation: enumValue(
          ['EQUAL', 'NOT_EQUAL', 'GREATER', 'LESS', 'GREATER_OR_EQUAL', 'LESS_OR_EQUAL'] as const,
          o['operation'],
        ),
        value: valueOf(o['value'], asNumber),
      };
    case 'BOOLEAN':
      return {
        type: 'BOOLEAN',
        operation: enumValue(['EQUAL', 'NOT_EQUAL'] as const, o['operation']),
        value: valueOf(o['value'], asBool),
      };
    case 'COMPLEX':
      return {
        type: 'COMPLEX',
        operation: enumValue(['AND', 'OR'] as const, o['operation']),
        predicates: list(o, 'predicates').map((p) => predicateOf(p, depth + 1)),
      };
    default:
      throw new EmptyResponseError();
  }
}

/** Parses KeyFilter[] (absent → []). */
export function keyFiltersOf(v: unknown): KeyFilter[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw new EmptyResponseError();
  return v.map((x) => {
    const o = obj(x);
    return { key: keyOf(o['key']), valueType: str(o, 'valueType'), predicate: predicateOf(o['predicate']) };
  });
}

/** Parses an EntityDataPageLink (absent → a first page of 10). */
export function pageLinkOf(v: unknown): DataPageLink {
  const o = v === undefined || v === null ? {} : obj(v);
  const pageSize = int(o, 'pageSize', 10);
  const page = int(o, 'page', 0);
  if (pageSize < 1) throw badRequest('Page size must not be less than one!');
  if (page < 0) throw badRequest('Page index must not be less than zero!');
  const so = o['sortOrder'];
  const sortOrder =
    isJsonObject(so) && so['key']
      ? { key: keyOf(so['key']), direction: enumValue(['ASC', 'DESC'] as const, so['direction'] ?? 'ASC') }
      : null;
  return { pageSize, page, textSearch: str(o, 'textSearch') || null, sortOrder, dynamic: bool(o, 'dynamic') };
}

function keys(v: unknown): EntityKey[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw new EmptyResponseError();
  return v.map(keyOf);
}

/** Parses an EntityDataQuery (also accepts an EntityCountQuery: no page link / keys). */
export function dataQueryOf(body: unknown): DataQuery {
  const o = obj(body);
  return {
    entityFilter: filterOf(o['entityFilter']),
    pageLink: pageLinkOf(o['pageLink']),
    entityFields: keys(o['entityFields']),
    latestValues: keys(o['latestValues']),
    keyFilters: keyFiltersOf(o['keyFilters']),
  };
}
