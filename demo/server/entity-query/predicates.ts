/**
 * Key filters → SQL (ThingsBoard 3.3.1 EntityKeyMapping semantics): STRING predicates compare the
 * `str_v` of a latest value (or the entity field's text), NUMERIC ones `long_v` or `dbl_v`, BOOLEAN ones `bool_v`;
 * NOT_EQUAL and NOT_CONTAINS also match a missing value; LIKE patterns are built as TB does. Values are always bound
 * parameters. Dynamic values (CURRENT_TENANT / CURRENT_CUSTOMER / CURRENT_USER with `inherit`) are resolved from
 * SERVER_SCOPE attributes before the SQL is built.
 */
import type { Queryable } from '../db/types.js';
import type { SecurityUser } from '../security/jwt.js';
import { NULL_UUID } from '../lib/uuid.js';
import { kvFromRow, valueAsString, type KvColumns } from '../telemetry/kv.js';
import type { FieldKind } from './entity-types.js';
import type { KeyFilter, Predicate, PredicateValue } from './types.js';

/** Collects bound parameters; `p(value)` returns the placeholder. */
export class SqlParams {
  readonly values: unknown[] = [];
  readonly p = (v: unknown): string => {
    this.values.push(v);
    return `$${this.values.length}`;
  };
}

/** Where a filtered value comes from: a latest-value join alias, or an entity field expression. */
export type ValueSource =
  { kind: 'latest'; alias: string } | { kind: 'field'; sql: string; fieldKind: FieldKind } | { kind: 'none' };

function effective<T>(v: PredicateValue<T>): T | null {
  if (v.userValue !== null) return v.userValue;
  if (v.resolved !== undefined && v.resolved !== null) return v.resolved;
  return v.defaultValue;
}

const NUM_OPS = {
  EQUAL: '=',
  NOT_EQUAL: '<>',
  GREATER: '>',
  LESS: '<',
  GREATER_OR_EQUAL: '>=',
  LESS_OR_EQUAL: '<=',
} as const;

function numericField(src: ValueSource): string[] {
  if (src.kind === 'latest') return [`${src.alias}.long_v`, `${src.alias}.dbl_v`];
  if (src.kind === 'none') return ['NULL::numeric'];
  if (src.fieldKind === 'bigint') return [src.sql];
  return [`(CASE WHEN ${src.sql}::text ~ '^-?[0-9]+(\\.[0-9]+)?$' THEN (${src.sql}::text)::numeric END)`];
}

function textField(src: ValueSource, column: 'str_v' | 'bool_v'): string {
  if (src.kind === 'latest') return `${src.alias}.${column}`;
  if (src.kind === 'none') return 'NULL::varchar';
  return src.fieldKind === 'text' ? src.sql : `${src.sql}::text`;
}

function stringSql(pred: Extract<Predicate, { type: 'STRING' }>, src: ValueSource, sql: SqlParams): string {
  const field = textField(src, 'str_v');
  let value = effective(pred.value) ?? '';
  let op = field;
  if (pred.ignoreCase) {
    value = value.toLowerCase();
    op = `lower(${field})`;
  }
  switch (pred.operation) {
    case 'EQUAL':
      return `(${field} IS NOT NULL AND ${op} = ${sql.p(value)})`;
    case 'NOT_EQUAL':
      return `((${field} IS NOT NULL AND ${op} <> ${sql.p(value)}) OR ${field} IS NULL)`;
    case 'STARTS_WITH':
      return `(${field} IS NOT NULL AND ${op} LIKE ${sql.p(`${value}%`)})`;
    case 'ENDS_WITH':
      return `(${field} IS NOT NULL AND ${op} LIKE ${sql.p(`%${value}`)})`;
    case 'CONTAINS':
      return `(${field} IS NOT NULL AND ${op} LIKE ${sql.p(`%${value}%`)})`;
    case 'NOT_CONTAINS':
      return `((${field} IS NOT NULL AND ${op} NOT LIKE ${sql.p(`%${value}%`)}) OR ${field} IS NULL)`;
  }
}

function booleanSql(pred: Extract<Predicate, { type: 'BOOLEAN' }>, src: ValueSource, sql: SqlParams): string {
  const value = effective(pred.value) ?? false;
  const field =
    src.kind === 'latest'
      ? `${src.alias}.bool_v`
      : src.kind === 'none'
        ? 'NULL::boolean'
        : `(lower(${textField(src, 'bool_v')}) = 'true')`;
  const op = pred.operation === 'EQUAL' ? '=' : '<>';
  return `(${field} IS NOT NULL AND ${field} ${op} ${sql.p(value)}::boolean)`;
}

/** SQL condition of one predicate on a value source. */
export function predicateSql(pred: Predicate, src: ValueSource, sql: SqlParams): string {
  switch (pred.type) {
    case 'STRING':
      return stringSql(pred, src, sql);
    case 'BOOLEAN':
      return booleanSql(pred, src, sql);
    case 'NUMERIC': {
      const value = effective(pred.value);
      if (value === null) return 'false';
      const placeholder = `${sql.p(value)}::float8`;
      const parts = numericField(src).map(
        (f) => `(${f} IS NOT NULL AND ${f} ${NUM_OPS[pred.operation]} ${placeholder})`,
      );
      return `(${parts.join(' OR ')})`;
    }
    case 'COMPLEX': {
      if (pred.predicates.length === 0) return 'true';
      const joiner = pred.operation === 'AND' ? ' AND ' : ' OR ';
      return `(${pred.predicates.map((p) => predicateSql(p, src, sql)).join(joiner)})`;
    }
  }
}

function walk(
  pred: Predicate,
  visit: (v: PredicateValue<unknown>, type: 'STRING' | 'NUMERIC' | 'BOOLEAN') => void,
): void {
  if (pred.type === 'COMPLEX') pred.predicates.forEach((p) => walk(p, visit));
  else visit(pred.value as PredicateValue<unknown>, pred.type);
}

async function serverAttribute(db: Queryable, entityId: string, key: string): Promise<KvColumns | null> {
  if (entityId === NULL_UUID) return null;
  const { rows } = await db.query<KvColumns>(
    "SELECT bool_v, str_v, long_v, dbl_v, json_v FROM attribute_kv WHERE entity_id = $1 AND attribute_type = 'SERVER_SCOPE' AND attribute_key = $2",
    [entityId, key],
  );
  return rows[0] ?? null;
}

function convert(row: KvColumns, type: 'STRING' | 'NUMERIC' | 'BOOLEAN'): unknown {
  const text = valueAsString(kvFromRow('', row));
  if (type === 'STRING') return text;
  if (type === 'BOOLEAN') return text.toLowerCase() === 'true';
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/** Resolves dynamic predicate values (in place) from SERVER_SCOPE attributes of the tenant, customer or user. */
export async function resolveDynamicValues(
  db: Queryable,
  user: SecurityUser,
  filters: readonly KeyFilter[],
): Promise<void> {
  const jobs: Promise<void>[] = [];
  for (const f of filters) {
    walk(f.predicate, (v, type) => {
      const d = v.dynamic;
      if (!d || v.userValue !== null) return;
      const chain =
        d.sourceType === 'CURRENT_TENANT'
          ? [user.tenantId]
          : d.sourceType === 'CURRENT_CUSTOMER'
            ? d.inherit
              ? [user.customerId, user.tenantId]
              : [user.customerId]
            : d.sourceType === 'CURRENT_USER'
              ? d.inherit
                ? [user.userId, user.customerId, user.tenantId]
                : [user.userId]
              : [];
      jobs.push(
        (async () => {
          for (const id of chain) {
            const row = await serverAttribute(db, id, d.sourceAttribute);
            if (row) {
              v.resolved = convert(row, type);
              return;
            }
          }
        })(),
      );
    });
  }
  await Promise.all(jobs);
}
