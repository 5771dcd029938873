/**
 * Shared machinery for the customer-assignable tenant entities (asset, device, entity view, edge): one spec per
 * kind, static SQL fragments (table and column names come from code, never from requests), ownership checks.
 */
import type { Queryable } from '../db/types.js';
import type { SecurityUser } from '../security/jwt.js';
import { forbidden, notFound } from '../http/errors.js';
import { uuidParam } from '../http/params.js';
import type { SortMap } from '../http/page.js';
import { entityId } from '../lib/entity-id.js';
import { NULL_UUID } from '../lib/uuid.js';

/** Columns every kind has. */
export interface BaseRow {
  id: string;
  created_time: number;
  tenant_id: string;
  customer_id: string;
  name: string;
  type: string;
  additional_info: unknown;
  customer_title?: string | null;
  customer_is_public?: boolean | null;
}

/** Static description of one kind. */
export interface EntityKind<R extends BaseRow = BaseRow> {
  table: 'asset' | 'device' | 'entity_view' | 'edge';
  entityType: 'ASSET' | 'DEVICE' | 'ENTITY_VIEW' | 'EDGE';
  /** Singular path segment: `/api/<path>/…`. */
  path: 'asset' | 'device' | 'entityView' | 'edge';
  /** Plural path segment: `/api/tenant/<plural>`. */
  plural: 'assets' | 'devices' | 'entityViews' | 'edges';
  /** Name used in TB messages ("Asset isn't assigned to any customer!"). */
  label: 'Asset' | 'Device' | 'Entity View' | 'Edge';
  /** Extra SELECT columns / joins for info rows (static). */
  extraSelect?: string;
  extraJoin?: string;
  /** Extra sortable properties (static). */
  extraSort?: SortMap;
  toWire(row: R): Record<string, unknown>;
  /** Fields the Info shape adds beyond customerTitle/customerIsPublic. */
  infoExtra?(row: R): Record<string, unknown>;
}

/** SELECT of info rows (entity + customer title/public flag). Alias of the entity table: `e`. */
export function infoSelect(kind: EntityKind): string {
  return `SELECT e.*, c.title AS customer_title, COALESCE((c.additional_info->>'isPublic') = 'true', false) AS customer_is_public
    ${kind.extraSelect ?? ''} ${infoFrom(kind)}`;
}

/** The `FROM … JOIN …` part of {@link infoSelect} (also what list pages sort and filter over). */
export function infoFrom(kind: EntityKind): string {
  return `FROM ${kind.table} e LEFT JOIN customer c ON c.id = e.customer_id ${kind.extraJoin ?? ''}`;
}

/** Sort whitelist of a kind. */
export function sortMap(kind: EntityKind): SortMap {
  return {
    createdTime: 'e.created_time',
    name: 'e.name',
    type: 'e.type',
    label: 'e.label',
    customerTitle: 'c.title',
    ...(kind.extraSort ?? {}),
  };
}

/** Info wire shape: entity + `customerTitle`, `customerIsPublic`. */
export function toInfo<R extends BaseRow>(kind: EntityKind<R>, row: R): Record<string, unknown> {
  return {
    ...kind.toWire(row),
    customerTitle: row.customer_title ?? null,
    customerIsPublic: row.customer_is_public ?? false,
    ...(kind.infoExtra ? kind.infoExtra(row) : {}),
  };
}

/** Common wire fields. */
export function baseWire(row: BaseRow, type: EntityKind['entityType']): Record<string, unknown> {
  return {
    id: entityId(type, row.id),
    createdTime: row.created_time,
    additionalInfo: row.additional_info ?? null,
    tenantId: entityId('TENANT', row.tenant_id),
    customerId: entityId('CUSTOMER', row.customer_id),
    name: row.name,
    type: row.type,
  };
}

/** Finds an info row by id. */
export async function findRow<R extends BaseRow>(db: Queryable, kind: EntityKind<R>, id: string): Promise<R | null> {
  const { rows } = await db.query<R>(`${infoSelect(kind)} WHERE e.id = $1`, [id]);
  return rows[0] ?? null;
}

/** True when the principal may read/write the entity: TA same tenant; CU same tenant + assigned to its customer. */
export function canAccess(user: SecurityUser, row: Pick<BaseRow, 'tenant_id' | 'customer_id'>): boolean {
  if (user.authority === 'TENANT_ADMIN') return row.tenant_id === user.tenantId;
  if (user.authority === 'CUSTOMER_USER') {
    return row.tenant_id === user.tenantId && row.customer_id !== NULL_UUID && row.customer_id === user.customerId;
  }
  return false;
}

/** Loads an entity the principal may access. @throws 400/31 bad id, 404/32 missing, 403/20 foreign. */
export async function loadOwned<R extends BaseRow>(
  db: Queryable,
  kind: EntityKind<R>,
  user: SecurityUser,
  rawId: string | undefined,
  param: string,
): Promise<R> {
  const row = await findRow(db, kind, uuidParam(rawId, param));
  if (!row) throw notFound();
  if (!canAccess(user, row)) throw forbidden();
  return row;
}

/** Loads a customer of the caller's tenant for assignment. @throws 404/403. */
export async function loadTenantCustomer(
  db: Queryable,
  user: SecurityUser,
  rawId: string | undefined,
): Promise<{ id: string; title: string }> {
  const id = uuidParam(rawId, 'customerId');
  const { rows } = await db.query<{ id: string; title: string; tenant_id: string }>(
    'SELECT id, title, tenant_id FROM customer WHERE id = $1',
    [id],
  );
  const row = rows[0];
  if (!row) throw notFound();
  if (row.tenant_id !== user.tenantId) throw forbidden();
  return row;
}

/** Deletes every relation from/to an entity. */
export async function deleteRelationsOf(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM relation WHERE from_id = $1 OR to_id = $1', [id]);
}
