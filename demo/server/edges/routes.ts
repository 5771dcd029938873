/** `/api/edge…`: ThingsBoard 3.3.1's edge REST family (CRUD, lists, customer assignment, sync, events). */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { RouteOptions, ServerContext } from '../context.js';
import { currentUser, requireAuthority } from '../security/guard.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { parsePageLink, type PageQuery } from '../http/page.js';
import { uuidParam } from '../http/params.js';
import { objectBody, optInt, optJson, optString } from '../http/validate.js';
import { findRow, loadOwned, toInfo } from '../entities/kind.js';
import { registerListRoutes } from '../entities/lists.js';
import { registerAssignRoutes } from '../entities/assign.js';
import { checkCustomer, checkUniqueName, deleteEntity, resolveSave } from '../entities/save.js';
import { findRuleChain } from '../rule-chains/repo.js';
import { EDGE_KIND as K } from './model.js';
import {
  addEdgeEvent,
  assignChainToEdge,
  assignDefaultChains,
  deleteEdgeEvents,
  edgesWithRoutingKey,
  findEdgeChainLinks,
  findEdgeEventsPage,
  findRuleChainNames,
  insertEdge,
  setEdgeRootChain,
  updateEdge,
  type EdgeFields,
} from './repo.js';
import { logEntityAction } from '../audit-logs/entity-actions.js';

/** Registers the edge routes. */
export const edgeRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const ta = { preHandler: requireAuthority('TENANT_ADMIN') };
  const taCu = { preHandler: requireAuthority('TENANT_ADMIN', 'CUSTOMER_USER') };

  app.get<{ Params: { id: string } }>('/api/edge/:id', taCu, async (req) =>
    K.toWire(await loadOwned(db, K, currentUser(req), req.params.id, 'edgeId')),
  );
  app.get<{ Params: { id: string } }>('/api/edge/info/:id', taCu, async (req) =>
    toInfo(K, await loadOwned(db, K, currentUser(req), req.params.id, 'edgeId')),
  );

  app.post('/api/edge', ta, async (req) => {
    const user = currentUser(req);
    const body = objectBody(req.body);
    const target = await resolveSave(db, K, user, body);
    const name = optString(body, 'name') ?? '';
    const type = optString(body, 'type') ?? '';
    const secret = optString(body, 'secret') ?? '';
    const routingKey = optString(body, 'routingKey') ?? '';
    if (type.trim() === '') throw badRequest('Edge type should be specified!');
    if (name.trim() === '') throw badRequest('Edge name should be specified!');
    if (secret.trim() === '') throw badRequest('Edge secret should be specified!');
    if (routingKey.trim() === '') throw badRequest('Edge routing key should be specified!');
    await checkCustomer(db, K, user.tenantId, target.customerId);
    await checkUniqueName(db, K, user.tenantId, name, target.id);
    const sameKey = await edgesWithRoutingKey(db, routingKey);
    if (sameKey.some((edgeId) => edgeId !== target.id)) throw badRequest('Edge with such routing key already exists!');
    const fields: EdgeFields = {
      customerId: target.customerId,
      name,
      type,
      label: optString(body, 'label'),
      routingKey,
      secret,
      edgeLicenseKey: optString(body, 'edgeLicenseKey'),
      cloudEndpoint: optString(body, 'cloudEndpoint'),
      additionalInfo: optJson(body, 'additionalInfo'),
    };
    let id = target.id;
    if (id) {
      await updateEdge(db, id, fields, optInt(body, 'createdTime') ?? 0);
    } else {
      id = await db.transaction(async (tx) => {
        const newId = await insertEdge(tx, user.tenantId, fields);
        await setEdgeRootChain(tx, newId, await assignDefaultChains(tx, user.tenantId, newId));
        return newId;
      });
    }
    const saved = await findRow(db, K, id);
    if (!saved) throw new Error('edge vanished');
    const wire = K.toWire(saved);
    await logEntityAction(
      ctx,
      user,
      { entityType: 'EDGE', id, name, customerId: saved.customer_id },
      target.id ? 'UPDATED' : 'ADDED',
      {},
      { entity: wire },
    );
    return wire;
  });

  app.delete<{ Params: { id: string } }>('/api/edge/:id', ta, async (req, reply) => {
    const user = currentUser(req);
    const row = await loadOwned(db, K, user, req.params.id, 'edgeId');
    await deleteEdgeEvents(db, row.id);
    await deleteEntity(ctx, K, user, row);
    return reply.code(200).send();
  });

  registerEdgeRuleChainRoutes(app, ctx);
};

/** An edge's root rule chain, sync, missing related rule chains, and its event queue. */
function registerEdgeRuleChainRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;
  const ta = { preHandler: requireAuthority('TENANT_ADMIN') };

  app.post<{ Params: { edgeId: string; ruleChainId: string } }>(
    '/api/edge/:edgeId/:ruleChainId/root',
    ta,
    async (req) => {
      const user = currentUser(req);
      const edge = await loadOwned(db, K, user, req.params.edgeId, 'edgeId');
      const chain = await findRuleChain(db, uuidParam(req.params.ruleChainId, 'ruleChainId'));
      if (!chain) throw notFound();
      if (chain.tenant_id !== user.tenantId) throw forbidden();
      if (chain.type !== 'EDGE') throw badRequest('Rule chain is not an edge rule chain!');
      await assignChainToEdge(db, edge.id, chain.id);
      await setEdgeRootChain(db, edge.id, chain.id);
      await addEdgeEvent(db, {
        tenantId: user.tenantId,
        edgeId: edge.id,
        action: 'UPDATED',
        type: 'RULE_CHAIN',
        entityId: chain.id,
      });
      const wire = K.toWire((await findRow(db, K, edge.id)) ?? edge);
      await logEntityAction(
        ctx,
        user,
        { entityType: 'EDGE', id: edge.id, name: edge.name, customerId: edge.customer_id },
        'UPDATED',
        { rootRuleChainId: chain.id },
        { entity: wire },
      );
      return wire;
    },
  );

  app.post<{ Params: { edgeId: string } }>('/api/edge/sync/:edgeId', ta, async (req, reply) => {
    const user = currentUser(req);
    const edge = await loadOwned(db, K, user, req.params.edgeId, 'edgeId');
    if (!ctx.config.edgesEnabled) throw badRequest('Edges support disabled');
    await addEdgeEvent(db, {
      tenantId: user.tenantId,
      edgeId: edge.id,
      action: 'UPDATED',
      type: 'EDGE',
      entityId: edge.id,
      body: { sync: true },
    });
    return reply.code(200).send();
  });

  app.get<{ Params: { edgeId: string } }>('/api/edge/missingToRelatedRuleChains/:edgeId', ta, async (req, reply) => {
    const user = currentUser(req);
    const edge = await loadOwned(db, K, user, req.params.edgeId, 'edgeId');
    const rows = await findEdgeChainLinks(db, edge.id);
    const assigned = new Set(rows.map((r) => r.id));
    const missing: Record<string, string[]> = {};
    for (const r of rows) {
      const targets = (r.rule_chain_connections ?? []).map((c) => c.targetRuleChainId).filter((t) => !assigned.has(t));
      if (targets.length === 0) continue;
      missing[r.name] = await findRuleChainNames(db, targets);
    }
    return reply.type('text/plain;charset=UTF-8').send(JSON.stringify(missing));
  });

  app.get<{ Params: { edgeId: string }; Querystring: PageQuery }>('/api/edge/:edgeId/events', ta, async (req) => {
    const user = currentUser(req);
    const edge = await loadOwned(db, K, user, req.params.edgeId, 'edgeId');
    const link = parsePageLink(req.query);
    return findEdgeEventsPage(db, link, user.tenantId, edge.id);
  });

  registerListRoutes(app, ctx, K);
  registerAssignRoutes(app, ctx, K);
}
