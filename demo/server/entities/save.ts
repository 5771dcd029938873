/** Save/delete helpers shared by the assignable kinds: create-vs-update, ownership, name uniqueness, customer checks. */
import type { Queryable } from '../db/types.js';
import type { SecurityUser } from '../security/jwt.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { bodyId, optEntityUuid, type Json } from '../http/validate.js';
import { NULL_UUID } from '../lib/uuid.js';
import { canAccess, deleteRelationsOf, findRow, type BaseRow, type EntityKind } from './kind.js';
import { logEntityAction, type EntityActionContext } from '../audit-logs/entity-actions.js';

/** Resolved target of a save request. */
export interface SaveTarget<R extends BaseRow> {
  id: string | null;
  existing: R | null;
  customerId: string;
}

/**
 * Resolves create-vs-update and permissions: TA any entity of its tenant; CU only updates of entities assigned to
 * its customer, keeping that customer (TB's CustomerUserPermissions: no CREATE).
 */
export async function resolveSave<R extends BaseRow>(
  db: Queryable,
  kind: EntityKind<R>,
  user: SecurityUser,
  body: Json,
): Promise<SaveTarget<R>> {
  const id = bodyId(body, kind.entityType);
  const customerId = optEntityUuid(body, 'customerId', 'CUSTOMER') ?? NULL_UUID;
  let existing: R | null = null;
  if (id) {
    existing = await findRow(db, kind, id);
    if (!existing) throw notFound();
    if (!canAccess(user, existing)) throw forbidden();
  }
  if (user.authority === 'CUSTOMER_USER' && (!existing || customerId !== user.customerId)) throw forbidden();
  return { id, existing, customerId };
}

/** TB's customer checks on save. @throws 400/31. */
export async function checkCustomer(
  db: Queryable,
  kind: EntityKind,
  tenantId: string,
  customerId: string,
): Promise<void> {
  if (customerId === NULL_UUID) return;
  const lower = kind.label === 'Entity View' ? 'entity view' : kind.label.toLowerCase();
  const { rows } = await db.query<{ tenant_id: string }>('SELECT tenant_id FROM customer WHERE id = $1', [customerId]);
  if (!rows[0]) throw badRequest(`Can't assign ${lower} to non-existent customer!`);
  if (rows[0].tenant_id !== tenantId) throw badRequest(`Can't assign ${lower} to customer from different tenant!`);
}

/** TB's per-tenant name uniqueness. @throws 400/31 "<Kind> with such name already exists!". */
export async function checkUniqueName(
  db: Queryable,
  kind: EntityKind,
  tenantId: string,
  name: string,
  id: string | null,
): Promise<void> {
  const { rows } = await db.query<{ id: string }>(`SELECT id FROM ${kind.table} WHERE tenant_id = $1 AND name = $2`, [
    tenantId,
    name,
  ]);
  const label = kind.label === 'Entity View' ? 'Entity view' : kind.label;
  if (rows.some((r) => r.id !== id)) throw badRequest(`${label} with such name already exists!`);
}

/** Deletes an entity with its relations, writes the DELETED audit entry and sends ENTITY_DELETED (the entity as it was). */
export async function deleteEntity<R extends BaseRow>(
  ctx: EntityActionContext,
  kind: EntityKind<R>,
  user: SecurityUser,
  row: R,
): Promise<void> {
  await deleteRelationsOf(ctx.db, row.id);
  await ctx.db.query(`DELETE FROM ${kind.table} WHERE id = $1`, [row.id]);
  await logEntityAction(
    ctx,
    user,
    { entityType: kind.entityType, id: row.id, name: row.name, customerId: row.customer_id },
    'DELETED',
    { entityId: row.id },
    { entity: kind.toWire(row) },
  );
}

/** Refuses deleting a device/asset that has entity views (TB: "Can't delete <kind> that has entity views!"). */
export async function checkNoEntityViews(db: Queryable, kind: 'device' | 'asset', id: string): Promise<void> {
  const { rows } = await db.query('SELECT 1 FROM entity_view WHERE entity_id = $1 LIMIT 1', [id]);
  if (rows.length > 0) throw badRequest(`Can't delete ${kind} that has entity views!`);
}
