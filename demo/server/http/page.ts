/**
 * PageLink parsing and paged SQL. Sorting by a client-chosen property always goes through a
 * whitelist map (property → SQL expression written in code), so no user input ever reaches the SQL text.
 */
import type { Queryable } from '../db/types.js';
import { EmptyResponseError, badRequest } from './errors.js';

/** PageData<T> as ThingsBoard serialises it. */
export interface PageData<T> {
  data: T[];
  totalPages: number;
  totalElements: number;
  hasNext: boolean;
}

/** Parsed page link. */
export interface PageLink {
  pageSize: number;
  page: number;
  textSearch: string | null;
  sortProperty: string | null;
  sortOrder: 'ASC' | 'DESC';
  startTime: number | null;
  endTime: number | null;
}

/** Query-string shape of PL/TPL routes. */
export interface PageQuery {
  pageSize?: string;
  page?: string;
  textSearch?: string;
  sortProperty?: string;
  sortOrder?: string;
  startTime?: string;
  endTime?: string;
}

/** Spring's answer to a missing/unparsable required parameter: 400 with an empty body. */
export class EmptyBadRequest extends EmptyResponseError {}

function intParam(value: string | undefined): number {
  if (value === undefined || !/^[+-]?\d+$/.test(value.trim())) throw new EmptyBadRequest();
  const n = Number(value.trim());
  if (!Number.isSafeInteger(n) || Math.abs(n) > 2147483647) throw new EmptyBadRequest();
  return n;
}

function optionalLong(value: string | undefined): number | null {
  if (value === undefined || value === '') return null;
  if (!/^[+-]?\d+$/.test(value.trim())) throw new EmptyBadRequest();
  return Number(value.trim());
}

/** True when the query carries both `pageSize` and `page` (Spring's `params = {"pageSize","page"}` condition). */
export function hasPageParams(q: PageQuery): boolean {
  return q.pageSize !== undefined && q.page !== undefined;
}

/**
 * Parses PL (and TPL) query params.
 * @throws EmptyBadRequest when pageSize/page are missing or not integers; 400/31 for bad values and sort orders.
 */
export function parsePageLink(q: PageQuery): PageLink {
  const pageSize = intParam(q.pageSize);
  const page = intParam(q.page);
  if (pageSize < 1) throw badRequest('Page size must not be less than one!');
  if (page < 0) throw badRequest('Page index must not be less than zero!');
  let sortOrder: 'ASC' | 'DESC' = 'ASC';
  if (q.sortOrder !== undefined && q.sortOrder !== '') {
    const upper = q.sortOrder.toUpperCase();
    if (upper !== 'ASC' && upper !== 'DESC') {
      throw badRequest(`Unsupported sort order '${q.sortOrder}'! Only 'ASC' or 'DESC' types are allowed.`);
    }
    sortOrder = upper;
  }
  return {
    pageSize,
    page,
    textSearch: q.textSearch ? q.textSearch : null,
    sortProperty: q.sortProperty ? q.sortProperty : null,
    sortOrder,
    startTime: optionalLong(q.startTime),
    endTime: optionalLong(q.endTime),
  };
}

/** Whitelist of sortable properties: property name → SQL expression (static text). */
export type SortMap = Readonly<Record<string, string>>;

/** A paged query: static SQL fragments plus positional parameters. */
export interface PagedSelect<R> {
  /** `SELECT … FROM … [JOIN …]` without WHERE (static text). */
  select: string;
  /** WHERE conditions (static text, `$n` placeholders numbered from 1 in `params` order). */
  where: string[];
  params: unknown[];
  /** Cheaper `FROM …` clause for counting (the WHERE must only use its columns; no joins needed), default: `select`. */
  countFrom?: string;
  /** An exact count statement for these WHERE conditions that does not count rows (counters), or null. */
  counted?: (where: readonly string[]) => string | null;
  /** SQL expression searched with a case-insensitive prefix (static text), or null for no textSearch. */
  searchColumn: string | null;
  sortMap: SortMap;
  /** Tiebreak / default order (static text), e.g. `t.id`. */
  defaultOrder: string;
  /** Maps a row to the wire object. */
  map: (row: R) => unknown;
  /**
   * Late row lookup: the `FROM … [JOIN …]` of `select` and the key column (e.g. `e.id`). When given, the page's keys
   * are found first (ORDER/LIMIT/OFFSET over the key only) and the full rows fetched for those keys, so a deep page
   * does not build thousands of wide rows only to skip them. `column` is the key's name in the selected rows (`id`).
   */
  keyed?: { from: string; key: string; column: string };
}

/**
 * Text properties sort case-insensitively (then by exact value), the way ThingsBoard's PostgreSQL with its usual
 * en_US collation orders them; PGlite's C collation alone would put "Zeta" before "alpha".
 */
const TEXT_SORTS = new Set([
  'name',
  'title',
  'email',
  'firstName',
  'lastName',
  'label',
  'type',
  'customerTitle',
  'deviceProfileName',
  'tenantProfileName',
  'description',
  'version',
  'tag',
  'fileName',
  'alias',
  'entityName',
  'userName',
  'country',
  'state',
  'city',
  'address',
  'address2',
  'zip',
  'phone',
  'region',
  'contentType',
  'url',
  'resourceType',
]);

/** Builds an ORDER BY clause from a page link through the whitelist. @throws 400/31 for unknown properties. */
export function orderBy(link: PageLink, sortMap: SortMap, defaultOrder: string): string {
  if (!link.sortProperty) return `ORDER BY ${defaultOrder}`;
  const expr = Object.prototype.hasOwnProperty.call(sortMap, link.sortProperty)
    ? sortMap[link.sortProperty]
    : undefined;
  if (!expr) throw badRequest(`Unsupported sort property '${link.sortProperty}'!`);
  const dir = link.sortOrder;
  // The tie-break runs in the same direction, so one (tenant, key, id) index serves both orders.
  const tie = /^[\w.]+$/.test(defaultOrder) ? `${defaultOrder} ${dir}` : defaultOrder;
  if (TEXT_SORTS.has(link.sortProperty)) return `ORDER BY lower(${expr}) ${dir}, ${expr} ${dir}, ${tie}`;
  return `ORDER BY ${expr} ${dir}, ${tie}`;
}

/** Wraps rows of one page into PageData. */
export function pageData<T>(data: T[], total: number, link: PageLink): PageData<T> {
  const totalPages = link.pageSize > 0 ? Math.ceil(total / link.pageSize) : 0;
  return { data, totalPages, totalElements: total, hasNext: (link.page + 1) * link.pageSize < total };
}

/**
 * Late row lookup in one statement: the page's keys (ordered, over the key column only), the full rows of those keys as
 * one JSON document (PGlite decodes one text value far faster than hundreds of typed columns) and, when the page does
 * not tell it by itself, the total count — one round trip instead of three. Rows are put back in key order in JS.
 * Column values come out as JSON does: bigint as number (as our INT8 parser), jsonb as objects, uuid as text.
 */
async function keyedPage<R>(
  db: Queryable,
  q: PagedSelect<R>,
  keyed: { from: string; key: string; column: string },
  sql: { where: string; order: string; count: string },
  params: unknown[],
  limit: number,
  offset: number,
): Promise<{ rows: R[]; total: number }> {
  const lim = params.length + 1;
  // Keys over the bare table when neither filter nor order needs a joined table: the planner can then answer from
  // the (tenant, sort key, id) index alone.
  const from = q.countFrom && !/\b(?!e\.)[a-z_]+\.[a-z_]+/.test(`${sql.where} ${sql.order}`) ? q.countFrom : keyed.from;
  const off = params.length + 2;
  const { rows } = await db.query<{ ks: string | null; j: string | null; n: number | string }>(
    `WITH page_keys AS MATERIALIZED (SELECT ${keyed.key} AS k ${from} ${sql.where} ${sql.order} LIMIT $${lim} OFFSET $${off}),
       page_size AS (SELECT count(*)::bigint AS c FROM page_keys)
     SELECT (SELECT json_agg(k)::text FROM page_keys) AS ks,
            (SELECT json_agg(page_row)::text FROM (${q.select} WHERE ${keyed.key} = ANY(ARRAY(SELECT k FROM page_keys))) AS page_row) AS j,
            (SELECT CASE WHEN c > 0 AND c < $${lim} THEN $${off}::bigint + c ELSE (${sql.count}) END FROM page_size) AS n`,
    [...params, limit, offset],
  );
  const first = rows[0];
  const ids = JSON.parse(first?.ks ?? '[]') as string[];
  const byKey = new Map<string, R>();
  for (const row of JSON.parse(first?.j ?? '[]') as (R & Record<string, unknown>)[])
    byKey.set(String(row[keyed.column]), row);
  return { rows: ids.flatMap((id) => byKey.get(String(id)) ?? []), total: Number(first?.n ?? 0) };
}

/** Runs a paged select (rows + count) and returns PageData. */
export async function runPaged<R extends object>(
  db: Queryable,
  link: PageLink,
  q: PagedSelect<R>,
): Promise<PageData<unknown>> {
  const where = [...q.where];
  const params = [...q.params];
  if (q.searchColumn && link.textSearch) {
    params.push(link.textSearch);
    // TB: LOWER(searchText) LIKE LOWER(CONCAT(:textSearch, '%')) — wildcards in the search text are not escaped.
    where.push(`lower(${q.searchColumn}) LIKE lower($${params.length}) || '%'`);
  }
  const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const order = orderBy(link, q.sortMap, q.defaultOrder);
  const offset = link.page * link.pageSize;
  const limit = Math.min(link.pageSize, 100_000);
  const countSql =
    q.counted?.(where) ??
    (q.countFrom
      ? `SELECT count(*)::bigint AS n ${q.countFrom} ${whereSql}`
      : `SELECT count(*)::bigint AS n FROM (${q.select} ${whereSql}) AS counted`);
  if (q.keyed) {
    const { rows, total } = await keyedPage<R>(
      db,
      q,
      q.keyed,
      { where: whereSql, order, count: countSql },
      params,
      limit,
      offset,
    );
    return pageData(rows.map(q.map), total, link);
  }
  const limitSql = `LIMIT $${params.length + 1} OFFSET $${params.length + 2}`;
  const { rows } = await db.query<R>(`${q.select} ${whereSql} ${order} ${limitSql}`, [...params, limit, offset]);
  // A page that is not full (and not empty) tells the total by itself; only otherwise count the matching rows.
  let total = offset + rows.length;
  if (rows.length === 0 || rows.length >= limit) {
    const { rows: countRows } = await db.query<{ n: number }>(countSql, params);
    total = countRows[0]?.n ?? 0;
  }
  return pageData(rows.map(q.map), total, link);
}

/** Adds TPL time bounds on a created-time column to a where list. */
export function timeBounds(link: PageLink, column: string, where: string[], params: unknown[]): void {
  if (link.startTime !== null) {
    params.push(link.startTime);
    where.push(`${column} >= $${params.length}`);
  }
  if (link.endTime !== null) {
    params.push(link.endTime);
    where.push(`${column} <= $${params.length}`);
  }
}
