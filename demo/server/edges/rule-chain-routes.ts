/** Edge-related rule chain routes: edge assignment, template root, auto-assign. */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { RouteOptions, ServerContext } from '../context.js';
import { currentUser, requireAuthority } from '../security/guard.js';
import { badRequest } from '../http/errors.js';
import { parsePageLink, type PageQuery } from '../http/page.js';
import { loadEdge } from './assign-routes.js';
import { addEdgeEvent, findAutoAssignChains, findEdgeRootChainId, findEdgeRuleChainsPage } from './repo.js';
import { deleteRelation, saveRelation } from '../relations/repo.js';
import { toRuleChain } from '../rule-chains/model.js';
import { loadChain } from '../rule-chains/routes.js';
import { setRootRuleChain } from '../rule-chains/repo.js';
import { writeAudit } from '../audit-logs/repo.js';

type Guard = { preHandler: ReturnType<typeof requireAuthority> };

/** Registers the edge rule chain routes. */
export const ruleChainEdgeRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const ta = { preHandler: requireAuthority('TENANT_ADMIN') };

  registerEdgeAssignmentRoutes(app, ctx, ta);
  registerEdgeTemplateRoutes(app, ctx, ta);
};

/** Assignment of edge rule chains to an edge and the rule chains of an edge. */
function registerEdgeAssignmentRoutes(app: FastifyInstance, ctx: ServerContext, ta: Guard): void {
  const { db } = ctx;
  for (const method of ['POST', 'DELETE'] as const) {
    app.route<{ Params: { edgeId: string; id: string } }>({
      method,
      url: '/api/edge/:edgeId/ruleChain/:id',
      preHandler: ta.preHandler,
      handler: async (req) => {
        const user = currentUser(req);
        const edge = await loadEdge(ctx, user, req.params.edgeId);
        const chain = await loadChain(db, user, req.params.id);
        if (chain.type !== 'EDGE') throw badRequest('Only edge rule chains can be assigned to an edge!');
        const key = {
          fromId: edge.id,
          fromType: 'EDGE' as const,
          toId: chain.id,
          toType: 'RULE_CHAIN' as const,
          type: 'Contains',
          group: 'EDGE' as const,
        };
        if (method === 'DELETE') {
          if ((await findEdgeRootChainId(db, edge.id)) === chain.id)
            throw badRequest("Can't unassign the root rule chain of the edge!");
          await deleteRelation(db, key);
        } else {
          await saveRelation(db, key);
        }
        const action = method === 'POST' ? 'ASSIGNED_TO_EDGE' : 'UNASSIGNED_FROM_EDGE';
        await addEdgeEvent(db, {
          tenantId: user.tenantId,
          edgeId: edge.id,
          action,
          type: 'RULE_CHAIN',
          entityId: chain.id,
        });
        await writeAudit(db, user, { entityType: 'RULE_CHAIN', id: chain.id, name: chain.name }, action, {
          edgeId: edge.id,
          edgeName: edge.name,
        });
        return toRuleChain(chain);
      },
    });
  }

  app.get<{ Params: { edgeId: string }; Querystring: PageQuery }>('/api/edge/:edgeId/ruleChains', ta, async (req) => {
    const user = currentUser(req);
    const edge = await loadEdge(ctx, user, req.params.edgeId);
    return findEdgeRuleChainsPage(db, parsePageLink(req.query), user.tenantId, edge.id);
  });
}

/** The edge template root and the rule chains auto-assigned to new edges. */
function registerEdgeTemplateRoutes(app: FastifyInstance, ctx: ServerContext, ta: Guard): void {
  const { db } = ctx;
  app.post<{ Params: { id: string } }>('/api/ruleChain/:id/edgeTemplateRoot', ta, async (req) => {
    const user = currentUser(req);
    const chain = await loadChain(db, user, req.params.id);
    if (chain.type !== 'EDGE') throw badRequest('Only an edge rule chain can be the edge template root!');
    const root = await setRootRuleChain(db, chain);
    await writeAudit(db, user, { entityType: 'RULE_CHAIN', id: chain.id, name: chain.name }, 'UPDATED', {
      edgeTemplateRoot: true,
    });
    return toRuleChain(root);
  });

  for (const method of ['POST', 'DELETE'] as const) {
    app.route<{ Params: { id: string } }>({
      method,
      url: '/api/ruleChain/:id/autoAssignToEdge',
      preHandler: ta.preHandler,
      handler: async (req) => {
        const user = currentUser(req);
        const chain = await loadChain(db, user, req.params.id);
        if (chain.type !== 'EDGE') throw badRequest('Only edge rule chains can be auto-assigned to edges!');
        const key = {
          fromId: user.tenantId,
          fromType: 'TENANT' as const,
          toId: chain.id,
          toType: 'RULE_CHAIN' as const,
          type: 'Contains',
          group: 'EDGE_AUTO_ASSIGN_RULE_CHAIN' as const,
        };
        if (method === 'POST') await saveRelation(db, key);
        else await deleteRelation(db, key);
        await writeAudit(db, user, { entityType: 'RULE_CHAIN', id: chain.id, name: chain.name }, 'UPDATED', {
          autoAssignToEdge: method === 'POST',
        });
        return toRuleChain(chain);
      },
    });
  }

  app.get('/api/ruleChain/autoAssignToEdgeRuleChains', ta, async (req) => {
    const user = currentUser(req);
    return (await findAutoAssignChains(db, user.tenantId)).map(toRuleChain);
  });
}
