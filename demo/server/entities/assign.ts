/** Customer and public assignment routes shared by assets, devices, entity views and edges. */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { currentUser, requireAuthority } from '../security/guard.js';
import type { SecurityUser } from '../security/jwt.js';
import { badRequest } from '../http/errors.js';
import { NULL_UUID } from '../lib/uuid.js';
import { findOrCreatePublicCustomer } from '../customers/repo.js';
import { findRow, loadOwned, loadTenantCustomer, type BaseRow, type EntityKind } from './kind.js';
import { logEntityAction } from '../audit-logs/entity-actions.js';

/** Sets an entity's customer and returns the re-read wire object. */
async function setCustomer<R extends BaseRow>(
  ctx: ServerContext,
  kind: EntityKind<R>,
  row: R,
  customerId: string,
): Promise<Record<string, unknown>> {
  await ctx.db.query(`UPDATE ${kind.table} SET customer_id = $2 WHERE id = $1`, [row.id, customerId]);
  const updated = await findRow(ctx.db, kind, row.id);
  return kind.toWire(updated ?? row);
}

/** Registers the customer and public assignment routes of a kind. */
export function registerAssignRoutes<R extends BaseRow>(
  app: FastifyInstance,
  ctx: ServerContext,
  kind: EntityKind<R>,
): void {
  const { db } = ctx;
  const ta = { preHandler: requireAuthority('TENANT_ADMIN') };
  const param = `${kind.path}Id`;
  const audit = (
    user: SecurityUser,
    row: R,
    action: 'ASSIGNED_TO_CUSTOMER' | 'UNASSIGNED_FROM_CUSTOMER',
    customerId: string,
    title: string,
    entity: unknown,
  ) =>
    logEntityAction(
      ctx,
      user,
      { entityType: kind.entityType, id: row.id, name: row.name, customerId },
      action,
      { entityId: row.id, assignedCustomerId: customerId, assignedCustomerName: title },
      {
        entity,
        metadata:
          action === 'ASSIGNED_TO_CUSTOMER'
            ? { assignedCustomerId: customerId, assignedCustomerName: title }
            : { unassignedCustomerId: customerId, unassignedCustomerName: title },
      },
    );

  app.post<{ Params: { customerId: string; id: string } }>(
    `/api/customer/:customerId/${kind.path}/:id`,
    ta,
    async (req) => {
      const user = currentUser(req);
      const customer = await loadTenantCustomer(db, user, req.params.customerId);
      const row = await loadOwned(db, kind, user, req.params.id, param);
      const out = await setCustomer(ctx, kind, row, customer.id);
      await audit(user, row, 'ASSIGNED_TO_CUSTOMER', customer.id, customer.title, out);
      return out;
    },
  );

  app.delete<{ Params: { id: string } }>(`/api/customer/${kind.path}/:id`, ta, async (req) => {
    const user = currentUser(req);
    const row = await loadOwned(db, kind, user, req.params.id, param);
    if (row.customer_id === NULL_UUID) throw badRequest(`${kind.label} isn't assigned to any customer!`);
    const out = await setCustomer(ctx, kind, row, NULL_UUID);
    await audit(user, row, 'UNASSIGNED_FROM_CUSTOMER', row.customer_id, row.customer_title ?? '', kind.toWire(row));
    return out;
  });

  app.post<{ Params: { id: string } }>(`/api/customer/public/${kind.path}/:id`, ta, async (req) => {
    const user = currentUser(req);
    const row = await loadOwned(db, kind, user, req.params.id, param);
    const pub = await findOrCreatePublicCustomer(db, user.tenantId);
    const out = await setCustomer(ctx, kind, row, pub.id);
    await audit(user, row, 'ASSIGNED_TO_CUSTOMER', pub.id, pub.title, out);
    return out;
  });
}
