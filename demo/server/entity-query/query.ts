/**
 * Entity data queries (`/api/entitiesQuery/find|count|find/keys`, WS entityDataCmds/entityCountCmds),
 * with ThingsBoard 3.3.1's EntityDataQuery semantics. One SQL statement selects the page (entity rows from the filter's sources, permission clauses, key filters
 * on joined latest values, text search, ordering, LIMIT/OFFSET) and one counts; latest values of the page are then
 * fetched in two batched statements. Everything user-provided is a bound parameter; column SQL comes from the static
 * per-type specs.
 */
import { jsonRows } from '../db/json-rows.js';
import type { Queryable } from '../db/types.js';
import type { SecurityUser } from '../security/jwt.js';
import { entityId, type EntityId, type EntityType } from '../lib/entity-id.js';
import type { KeyDictionary } from '../telemetry/ts-repo.js';
import type { PageData } from '../http/page.js';
import { countedTotal } from './counts.js';
import { TYPE_SPECS, type FieldKind } from './entity-types.js';
import { fetchLatest, latestKey, type TsValue } from './latest.js';
import { SqlParams, predicateSql, resolveDynamicValues, type ValueSource } from './predicates.js';
import { sourcesOf, type Source } from './source.js';
import type { DataQuery, EntityKey, KeyFilter, Predicate } from './types.js';

/** EntityData (REST: `timeseries` is always `{}`). */
export interface EntityData {
  entityId: EntityId;
  latest: Record<string, Record<string, TsValue>>;
  timeseries: Record<string, TsValue[]>;
}

/** Services a query needs. */
export interface QueryDeps {
  db: Queryable;
  keys: KeyDictionary;
}

const FIELD_KIND: Record<string, FieldKind> = { createdTime: 'bigint', additionalInfo: 'json' };
const SQL_TYPE: Record<FieldKind, string> = { bigint: 'bigint', text: 'varchar', json: 'jsonb' };
const kindOf = (field: string): FieldKind => FIELD_KIND[field] ?? 'text';

function filterKeys(p: Predicate, out: Set<string>, key: EntityKey): void {
  if (p.type === 'COMPLEX') p.predicates.forEach((x) => filterKeys(x, out, key));
  else out.add(latestKey(key));
}

interface Built {
  sql: SqlParams;
  from: string;
  where: string[];
  order: string;
  fields: string[];
  empty: boolean;
}

function joinSql(k: EntityKey, alias: string, sql: SqlParams, keyIds: Map<string, number>): string {
  if (k.type === 'TIME_SERIES') {
    return `LEFT JOIN LATERAL (SELECT l.ts, l.bool_v, l.str_v, l.long_v, l.dbl_v, l.json_v FROM ts_kv_latest l
      WHERE l.entity_id = ents.id AND l.key = ${sql.p(keyIds.get(k.key) ?? -1)}) ${alias} ON true`;
  }
  const scope = {
    CLIENT_ATTRIBUTE: 'CLIENT_SCOPE',
    SHARED_ATTRIBUTE: 'SHARED_SCOPE',
    SERVER_ATTRIBUTE: 'SERVER_SCOPE',
  }[k.type as string];
  return `LEFT JOIN LATERAL (SELECT a.last_update_ts AS ts, a.bool_v, a.str_v, a.long_v, a.dbl_v, a.json_v FROM attribute_kv a
    WHERE a.entity_id = ents.id AND a.attribute_key = ${sql.p(k.key)}${scope ? ` AND a.attribute_type = ${sql.p(scope)}` : ''}
    ORDER BY a.last_update_ts DESC LIMIT 1) ${alias} ON true`;
}

/**
 * "Some latest value of this key contains the text", as a semi-join: no per-row lookups, so a search over 10k
 * entities stays cheap.
 */
function searchLatest(k: EntityKey, pattern: string, sql: SqlParams, keyIds: Map<string, number>): string {
  if (k.type === 'TIME_SERIES') {
    return `ents.id IN (SELECT l.entity_id FROM ts_kv_latest l WHERE l.key = ${sql.p(keyIds.get(k.key) ?? -1)} AND lower(${textOf('l')}) LIKE ${pattern})`;
  }
  const scope = {
    CLIENT_ATTRIBUTE: 'CLIENT_SCOPE',
    SHARED_ATTRIBUTE: 'SHARED_SCOPE',
    SERVER_ATTRIBUTE: 'SERVER_SCOPE',
  }[k.type as string];
  return `ents.id IN (SELECT a.entity_id FROM attribute_kv a WHERE a.attribute_key = ${sql.p(k.key)}${scope ? ` AND a.attribute_type = ${sql.p(scope)}` : ''}
    AND lower(${textOf('a')}) LIKE ${pattern})`;
}

const textOf = (alias: string) =>
  `COALESCE(${alias}.bool_v::text, ${alias}.str_v, ${alias}.long_v::text, ${alias}.dbl_v::text, ${alias}.json_v::text)`;

function entsSql(sources: Source[], fields: string[], user: SecurityUser, sql: SqlParams): string {
  return sources
    .map((s) => {
      const cols = fields.map((f, i) => {
        const spec = s.spec.fields[f];
        return `${spec ? `(${spec.sql})::${SQL_TYPE[kindOf(f)]}` : `NULL::${SQL_TYPE[kindOf(f)]}`} AS f${i}`;
      });
      const where = [s.spec.permission(user, sql.p), ...s.where];
      return `SELECT e.id, '${s.entityType}'::varchar AS entity_type${cols.map((c) => `, ${c}`).join('')} FROM ${s.spec.table} e WHERE ${where.join(' AND ')}`;
    })
    .join(' UNION ALL ');
}

/** Builds FROM/WHERE/ORDER of an entity query (shared by find, count, alarm queries and WS). */
async function build(deps: QueryDeps, user: SecurityUser, q: DataQuery, withSearch: boolean): Promise<Built> {
  const sql = new SqlParams();
  const sources = await sourcesOf(deps.db, q.entityFilter, sql);
  await resolveDynamicValues(deps.db, user, q.keyFilters);
  const fieldKeys = new Set<string>(q.entityFields.filter((k) => k.type === 'ENTITY_FIELD').map((k) => k.key));
  const sort = q.pageLink.sortOrder;
  if (sort?.key.type === 'ENTITY_FIELD') fieldKeys.add(sort.key.key);
  for (const f of q.keyFilters) if (f.key.type === 'ENTITY_FIELD') fieldKeys.add(f.key.key);
  const fields = [...fieldKeys];
  if (sources.length === 0) return { sql, from: '', where: [], order: '', fields, empty: true };
  const joinKeys = new Map<string, EntityKey>();
  const used = new Set<string>();
  for (const f of q.keyFilters) if (f.key.type !== 'ENTITY_FIELD') filterKeys(f.predicate, used, f.key);
  if (sort && sort.key.type !== 'ENTITY_FIELD' && sort.key.type !== 'ALARM_FIELD') used.add(latestKey(sort.key));
  const search = withSearch ? q.pageLink.textSearch : null;
  for (const k of [...q.keyFilters.map((f) => f.key), ...(sort ? [sort.key] : []), ...q.latestValues]) {
    if (used.has(latestKey(k)) && k.type !== 'ENTITY_FIELD') joinKeys.set(latestKey(k), k);
  }
  const tsIds = await deps.keys.lookup(
    [...joinKeys.values(), ...(search ? q.latestValues : [])].filter((k) => k.type === 'TIME_SERIES').map((k) => k.key),
  );
  const alias = new Map<string, string>();
  const joins: string[] = [];
  const ents = entsSql(sources, fields, user, sql);
  [...joinKeys.entries()].forEach(([id, k], i) => {
    alias.set(id, `k${i}`);
    joins.push(joinSql(k, `k${i}`, sql, tsIds));
  });
  const sourceOf = (k: EntityKey): ValueSource => {
    if (k.type === 'ENTITY_FIELD')
      return { kind: 'field', sql: `ents.f${fields.indexOf(k.key)}`, fieldKind: kindOf(k.key) };
    const a = alias.get(latestKey(k));
    return a ? { kind: 'latest', alias: a } : { kind: 'none' };
  };
  const where = q.keyFilters.map((f: KeyFilter) => predicateSql(f.predicate, sourceOf(f.key), sql));
  if (search) {
    const pattern = sql.p(`%${search.toLowerCase()}%`);
    const parts = [
      ...q.entityFields
        .filter((k) => k.type === 'ENTITY_FIELD')
        .map((k) => `lower(ents.f${fields.indexOf(k.key)}::text) LIKE ${pattern}`),
      ...q.latestValues.map((k) => searchLatest(k, pattern, sql, tsIds)),
    ];
    if (parts.length > 0) where.push(`(${parts.join(' OR ')})`);
  }
  let order = 'ents.id';
  if (sort && sort.key.type === 'ENTITY_FIELD')
    order = `ents.f${fields.indexOf(sort.key.key)} ${sort.direction}, ents.id`;
  else if (sort && sort.key.type !== 'ALARM_FIELD') {
    const a = alias.get(latestKey(sort.key)) as string;
    order = `COALESCE(${a}.long_v::float8, ${a}.dbl_v) ${sort.direction}, COALESCE(${a}.str_v, ${a}.bool_v::text, ${a}.json_v::text) ${sort.direction}, ents.id`;
  }
  return { sql, from: `FROM (${ents}) ents ${joins.join(' ')}`, where, order, fields, empty: false };
}

function whereSql(where: string[]): string {
  return where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
}

/** Number of entities matching a filter and key filters. */
export async function countEntities(deps: QueryDeps, user: SecurityUser, q: DataQuery): Promise<number> {
  const counted = await countedTotal(deps.db, user, q, false);
  if (counted !== null) return counted;
  const b = await build(deps, user, q, false);
  if (b.empty) return 0;
  const { rows } = await deps.db.query<{ n: number }>(
    `SELECT count(*)::bigint AS n ${b.from} ${whereSql(b.where)}`,
    b.sql.values,
  );
  return Number(rows[0]?.n ?? 0);
}

type Row = { id: string; entity_type: EntityType } & Record<string, unknown>;

function fieldText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Runs the page of an entity data query: ids with entity fields and latest values. */
export async function findEntityData(deps: QueryDeps, user: SecurityUser, q: DataQuery): Promise<PageData<EntityData>> {
  const b = await build(deps, user, q, true);
  const { pageSize, page } = q.pageLink;
  if (b.empty) return { data: [], totalPages: 0, totalElements: 0, hasNext: false };
  const whereText = whereSql(b.where);
  const countValues = [...b.sql.values];
  const limit = b.sql.p(pageSize);
  const offset = b.sql.p(page * pageSize);
  const cols = b.fields.map((_, i) => `, ents.f${i}`).join('');
  // The count and the page are independent: on PostgreSQL they run side by side on two pooled connections, then the
  // page's latest values by primary key. Unfiltered queries take their total from the entity counters (a few rows)
  // instead of counting every entity of the tenant.
  const total = async () =>
    (await countedTotal(deps.db, user, q, true)) ??
    Number(
      (await deps.db.query<{ n: number }>(`SELECT count(*)::bigint AS n ${b.from} ${whereText}`, countValues)).rows[0]
        ?.n ?? 0,
    );
  const [count, rows] = await Promise.all([
    total(),
    jsonRows<Row>(
      deps.db,
      `SELECT ents.id, ents.entity_type${cols} ${b.from} ${whereText} ORDER BY ${b.order} LIMIT ${limit} OFFSET ${offset}`,
      b.sql.values,
    ),
  ]);
  const latest = await fetchLatest(
    deps.db,
    deps.keys,
    rows.map((r) => r.id),
    q.latestValues,
  );
  const now = Date.now();
  // Per query, not per row: which column holds each entity field, and the map key of each latest value.
  const fieldCols = q.entityFields
    .filter((k) => k.type === 'ENTITY_FIELD')
    .map((k) => ({ key: k.key, col: `f${b.fields.indexOf(k.key)}` }));
  const latestKeys = q.latestValues
    .filter((k) => k.type !== 'ENTITY_FIELD' && k.type !== 'ALARM_FIELD')
    .map((k) => ({ k, id: latestKey(k) }));
  const data = rows.map((r): EntityData => {
    const out: EntityData = { entityId: entityId(r.entity_type, r.id), latest: {}, timeseries: {} };
    const spec = TYPE_SPECS[r.entity_type];
    for (const { key, col } of fieldCols) {
      if (!spec?.fields[key]) continue;
      (out.latest['ENTITY_FIELD'] ??= {})[key] = { ts: now, value: fieldText(r[col]) };
    }
    const values = latest.get(r.id);
    for (const { k, id } of latestKeys) (out.latest[k.type] ??= {})[k.key] = values?.get(id) ?? { ts: 0, value: '' };
    return out;
  });
  return {
    data,
    totalPages: Math.ceil(count / pageSize),
    totalElements: count,
    hasNext: (page + 1) * pageSize < count,
  };
}

/** `find/keys`: entity types, time-series keys and attribute keys of the query's first page (≤ 100 entities). */
export async function findEntityKeys(
  deps: QueryDeps,
  user: SecurityUser,
  q: DataQuery,
  withTs: boolean,
  withAttrs: boolean,
) {
  const capped: DataQuery = {
    ...q,
    pageLink: { ...q.pageLink, pageSize: Math.min(q.pageLink.pageSize, 100) },
    latestValues: [],
  };
  const page = await findEntityData(deps, user, capped);
  const ids = page.data.map((d) => d.entityId.id);
  const entityTypes = [...new Set(page.data.map((d) => d.entityId.entityType))];
  let timeseries: string[] = [];
  let attribute: string[] = [];
  if (ids.length > 0 && withTs) {
    const { rows } = await deps.db.query<{ key: string }>(
      'SELECT DISTINCT k.key FROM ts_kv_latest l JOIN ts_key k ON k.id = l.key WHERE l.entity_id = ANY($1::uuid[]) ORDER BY k.key',
      [ids],
    );
    timeseries = rows.map((r) => r.key);
  }
  if (ids.length > 0 && withAttrs) {
    const { rows } = await deps.db.query<{ key: string }>(
      'SELECT DISTINCT attribute_key AS key FROM attribute_kv WHERE entity_id = ANY($1::uuid[]) ORDER BY attribute_key',
      [ids],
    );
    attribute = rows.map((r) => r.key);
  }
  return { entityTypes, timeseries, attribute };
}
