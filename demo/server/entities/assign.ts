/** Customer / public / edge assignment routes shared by assets, devices, entity views and edges. */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { currentUser, requireAuthority } from '../auth/guard.js';
import type { SecurityUser } from '../auth/jwt.js';
import { badRequest } from '../http/errors.js';
import { timeBounds, parsePageLink, runPaged } from '../http/page.js';
import { NULL_UUID } from '../lib/uuid.js';
import { findOrCreatePublicCustomer } from '../customers/repo.js';
import { deleteRelation, saveRelation } from '../relations/repo.js';
import { canAccess, findRow, infoSelect, loadOwned, loadTenantCustomer, sortMap, type BaseRow, type EntityKind } from './kind.js';
import type { ListQuery } from './lists.js';
import { EDGE_KIND } from '../edges/model.js';
import { addEdgeEvent } from '../edges/repo.js';
import { logEntityAction } from '../rule-engine/entity-actions.js';

/** Sets an entity's customer and returns the re-read wire object. */
async function setCustomer<R extends BaseRow>(ctx: ServerContext, kind: EntityKind<R>, row: R, customerId: string): Promise<Record<string, unknown>> {
  await ctx.db.query(`UPDATE ${kind.table} SET customer_id = $2 WHERE id = $1`, [row.id, customerId]);
  const updated = await findRow(ctx.db, kind, row.id);
  return kind.toWire(updated ?? row);
}

/** Loads an edge of the caller's tenant (CU: assigned to its customer). */
export async function loadEdge(ctx: ServerContext, user: SecurityUser, raw: string | undefined): Promise<BaseRow> {
  return loadOwned(ctx.db, EDGE_KIND, user, raw, 'edgeId');
}

/** Registers assignment routes for a kind (edges themselves get no edge-assignment routes). */
export function registerAssignRoutes<R extends BaseRow>(app: FastifyInstance, ctx: ServerContext, kind: EntityKind<R>): void {
  const { db } = ctx;
  const ta = { preHandler: requireAuthority('TENANT_ADMIN') };
  const param = `${kind.path}Id`;
  const audit = (user: SecurityUser, row: R, action: 'ASSIGNED_TO_CUSTOMER' | 'UNASSIGNED_FROM_CUSTOMER', customerId: string, title: string, entity: unknown) =>
    logEntityAction(ctx, user, { entityType: kind.entityType, id: row.id, name: row.name, customerId }, action, { entityId: row.id, assignedCustomerId: customerId, assignedCustomerName: title }, {
      entity,
      metadata: action === 'ASSIGNED_TO_CUSTOMER' ? { assignedCustomerId: customerId, assignedCustomerName: title } : { unassignedCustomerId: customerId, unassignedCustomerName: title },
    });

  app.post<{ Params: { customerId: string; id: string } }>(`/api/customer/:customerId/${kind.path}/:id`, ta, async (req) => {
    const user = currentUser(req);
    const customer = await loadTenantCustomer(db, user, req.params.customerId);
    const row = await loadOwned(db, kind, user, req.params.id, param);
    const out = await setCustomer(ctx, kind, row, customer.id);
    await audit(user, row, 'ASSIGNED_TO_CUSTOMER', customer.id, customer.title, out);
    return out;
  });

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

  if (kind.table === 'edge') return;

  for (const method of ['POST', 'DELETE'] as const) {
    app.route<{ Params: { edgeId: string; id: string } }>({
      method,
      url: `/api/edge/:edgeId/${kind.path}/:id`,
      preHandler: ta.preHandler,
      handler: async (req) => {
        const user = currentUser(req);
        const edge = await loadEdge(ctx, user, req.params.edgeId);
        const row = await loadOwned(db, kind, user, req.params.id, param);
        const key = { fromId: edge.id, fromType: 'EDGE' as const, toId: row.id, toType: kind.entityType, type: 'Contains', group: 'EDGE' as const };
        if (method === 'POST') await saveRelation(db, key);
        else await deleteRelation(db, key);
        await addEdgeEvent(db, { tenantId: user.tenantId, edgeId: edge.id, action: method === 'POST' ? 'ASSIGNED_TO_EDGE' : 'UNASSIGNED_FROM_EDGE', type: kind.entityType, entityId: row.id });
        const edgeMeta: Record<string, string> = method === 'POST' ? { assignedEdgeId: edge.id, assignedEdgeName: edge.name } : { unassignedEdgeId: edge.id, unassignedEdgeName: edge.name };
        await logEntityAction(ctx, user, { entityType: kind.entityType, id: row.id, name: row.name }, method === 'POST' ? 'ASSIGNED_TO_EDGE' : 'UNASSIGNED_FROM_EDGE', { entityId: row.id, edgeId: edge.id, edgeName: edge.name }, { entity: kind.toWire(row), metadata: edgeMeta });
        return kind.toWire(row);
      },
    });
  }

  app.get<{ Params: { edgeId: string }; Querystring: ListQuery }>(`/api/edge/:edgeId/${kind.plural}`, { preHandler: requireAuthority('TENANT_ADMIN', 'CUSTOMER_USER') }, async (req) => {
    const user = currentUser(req);
    const edge = await loadEdge(ctx, user, req.params.edgeId);
    const link = parsePageLink(req.query);
    const where = ['e.tenant_id = $1', "e.id IN (SELECT to_id FROM relation WHERE from_id = $2 AND from_type = 'EDGE' AND relation_type_group = 'EDGE')"];
    const params: unknown[] = [user.tenantId, edge.id];
    if (user.authority === 'CUSTOMER_USER') {
      params.push(user.customerId);
      where.push(`e.customer_id = $${params.length}`);
    }
    if (req.query['type']) {
      params.push(req.query['type']);
      where.push(`e.type = $${params.length}`);
    }
    timeBounds(link, 'e.created_time', where, params);
    return runPaged<R>(db, link, {
      select: infoSelect(kind), where, params, searchColumn: 'e.name', sortMap: sortMap(kind), defaultOrder: 'e.id',
      map: (r) => (canAccess(user, r) ? kind.toWire(r) : null),
    });
  });
}
