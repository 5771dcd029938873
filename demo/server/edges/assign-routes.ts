/** Assigning assets, devices and entity views to edges, and listing what an edge holds. */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { currentUser, requireAuthority } from '../security/guard.js';
import type { SecurityUser } from '../security/jwt.js';
import { parsePageLink } from '../http/page.js';
import { deleteRelation, saveRelation } from '../relations/repo.js';
import { canAccess, loadOwned, type BaseRow, type EntityKind } from '../entities/kind.js';
import type { ListQuery } from '../entities/lists.js';
import { logEntityAction } from '../audit-logs/entity-actions.js';
import { EDGE_KIND } from './model.js';
import { addEdgeEvent, findEdgeEntitiesPage, type EdgeEntityFilter } from './repo.js';

/** Loads an edge of the caller's tenant (CU: assigned to its customer). */
export async function loadEdge(ctx: ServerContext, user: SecurityUser, raw: string | undefined): Promise<BaseRow> {
  return loadOwned(ctx.db, EDGE_KIND, user, raw, 'edgeId');
}

/** Registers `/api/edge/{edgeId}/{kind}/{id}` (assign, unassign) and `/api/edge/{edgeId}/{kinds}` for a kind other than edges. */
export function registerEdgeAssignRoutes<R extends BaseRow>(
  app: FastifyInstance,
  ctx: ServerContext,
  kind: EntityKind<R>,
): void {
  const { db } = ctx;
  const ta = { preHandler: requireAuthority('TENANT_ADMIN') };
  const param = `${kind.path}Id`;

  for (const method of ['POST', 'DELETE'] as const) {
    app.route<{ Params: { edgeId: string; id: string } }>({
      method,
      url: `/api/edge/:edgeId/${kind.path}/:id`,
      preHandler: ta.preHandler,
      handler: async (req) => {
        const user = currentUser(req);
        const edge = await loadEdge(ctx, user, req.params.edgeId);
        const row = await loadOwned(db, kind, user, req.params.id, param);
        const key = {
          fromId: edge.id,
          fromType: 'EDGE' as const,
          toId: row.id,
          toType: kind.entityType,
          type: 'Contains',
          group: 'EDGE' as const,
        };
        if (method === 'POST') await saveRelation(db, key);
        else await deleteRelation(db, key);
        await addEdgeEvent(db, {
          tenantId: user.tenantId,
          edgeId: edge.id,
          action: method === 'POST' ? 'ASSIGNED_TO_EDGE' : 'UNASSIGNED_FROM_EDGE',
          type: kind.entityType,
          entityId: row.id,
        });
        const edgeMeta: Record<string, string> =
          method === 'POST'
            ? { assignedEdgeId: edge.id, assignedEdgeName: edge.name }
            : { unassignedEdgeId: edge.id, unassignedEdgeName: edge.name };
        await logEntityAction(
          ctx,
          user,
          { entityType: kind.entityType, id: row.id, name: row.name },
          method === 'POST' ? 'ASSIGNED_TO_EDGE' : 'UNASSIGNED_FROM_EDGE',
          { entityId: row.id, edgeId: edge.id, edgeName: edge.name },
          { entity: kind.toWire(row), metadata: edgeMeta },
        );
        return kind.toWire(row);
      },
    });
  }

  app.get<{ Params: { edgeId: string }; Querystring: ListQuery }>(
    `/api/edge/:edgeId/${kind.plural}`,
    { preHandler: requireAuthority('TENANT_ADMIN', 'CUSTOMER_USER') },
    async (req) => {
      const user = currentUser(req);
      const edge = await loadEdge(ctx, user, req.params.edgeId);
      const link = parsePageLink(req.query);
      const filter: EdgeEntityFilter = { tenantId: user.tenantId, edgeId: edge.id };
      if (user.authority === 'CUSTOMER_USER') filter.customerId = user.customerId;
      if (req.query['type']) filter.type = req.query['type'];
      return findEdgeEntitiesPage(db, kind, link, filter, (r) => (canAccess(user, r) ? kind.toWire(r) : null));
    },
  );
}
