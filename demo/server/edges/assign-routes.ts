/** Assigning assets, devices and entity views to edges, and listing what an edge holds. */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { currentUser, requireAuthority } from '../security/guard.js';
import type { SecurityUser } from '../security/jwt.js';
import { parsePageLink, runPaged, timeBounds } from '../http/page.js';
import { deleteRelation, saveRelation } from '../relations/repo.js';
import { canAccess, infoSelect, loadOwned, sortMap, type BaseRow, type EntityKind } from '../entities/kind.js';
import type { ListQuery } from '../entities/lists.js';
import { logEntityAction } from '../audit-logs/entity-actions.js';
import { EDGE_KIND } from './model.js';
import { addEdgeEvent } from './repo.js';

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
      const where = [
        'e.tenant_id = $1',
        "e.id IN (SELECT to_id FROM relation WHERE from_id = $2 AND from_type = 'EDGE' AND relation_type_group = 'EDGE')",
      ];
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
        select: infoSelect(kind),
        where,
        params,
        searchColumn: 'e.name',
        sortMap: sortMap(kind),
        defaultOrder: 'e.id',
        map: (r) => (canAccess(user, r) ? kind.toWire(r) : null),
      });
    },
  );
}
