/**
 * `/api/ruleChain…`: CRUD, metadata, root, device default, test script, debug, export/import.
 * Every change of chains, metadata or root drops the tenant's chains from the rule engine's cache.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteOptions, ServerContext } from '../context.js';
import type { Queryable } from '../db/types.js';
import { currentUser, requireAuthority } from '../security/guard.js';
import type { SecurityUser } from '../security/jwt.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { boolParam, uuidParam } from '../http/params.js';
import { parsePageLink, type PageQuery } from '../http/page.js';
import { bodyId, objectBody, optBool, optEnum, optInt, optJson, optString, parseEntityId } from '../http/validate.js';
import { isJsonObject } from '../http/body.js';
import { logEntityAction } from '../audit-logs/entity-actions.js';
import { testScript } from '../script/test-script.js';
import { RULE_CHAIN_TYPES, toRuleChain, type RuleChainRow } from './model.js';
import {
  deleteRuleChain,
  findCoreChainIdByName,
  findCoreChainsForExport,
  findLatestDebugIn,
  findNodes,
  findOtherRootChains,
  findRuleChain,
  findRuleChainsPage,
  findRuleNodeTenant,
  hasRootRuleChain,
  insertRuleChain,
  isRuleChainUsedByProfiles,
  loadMetadata,
  saveMetadata,
  setRootRuleChain,
  updateRuleChain,
} from './repo.js';
import { parseMetadata } from './parse.js';
import { deviceProfileChainTemplate } from './templates.js';

/** Loads a chain of the caller's tenant. @throws 404/403. */
export async function loadChain(db: Queryable, user: SecurityUser, raw: string | undefined): Promise<RuleChainRow> {
  const row = await findRuleChain(db, uuidParam(raw, 'ruleChainId'));
  if (!row) throw notFound();
  if (row.tenant_id !== user.tenantId) throw forbidden();
  return row;
}

/** Creates or updates a rule chain (the first chain of a type becomes its root; the type never changes). */
async function handleSaveRuleChain(req: FastifyRequest, ctx: ServerContext) {
  const { db } = ctx;
  const user = currentUser(req);
  const body = objectBody(req.body);
  const id = bodyId(body, 'RULE_CHAIN');
  const existing = id ? await loadChain(db, user, id) : null;
  const name = optString(body, 'name') ?? '';
  if (name.trim() === '') throw badRequest('Rule chain name should be specified!');
  const type = optEnum(body, 'type', RULE_CHAIN_TYPES) ?? existing?.type ?? 'CORE';
  if (existing && existing.type !== type) throw badRequest("Can't change rule chain type!");
  let saved: RuleChainRow;
  if (existing) {
    const updated = await updateRuleChain(db, existing.id, {
      name,
      debugMode: optBool(body, 'debugMode'),
      configuration: optJson(body, 'configuration'),
      additionalInfo: optJson(body, 'additionalInfo'),
      createdTime: optInt(body, 'createdTime') ?? 0,
    });
    saved = updated ?? existing;
  } else {
    await ctx.limits.assertCanCreate(db, user.tenantId, 'RULE_CHAIN');
    const hasRoot = await hasRootRuleChain(db, user.tenantId, type);
    saved = await insertRuleChain(db, {
      tenantId: user.tenantId,
      name,
      type,
      root: !hasRoot,
      debugMode: optBool(body, 'debugMode'),
      configuration: optJson(body, 'configuration'),
      additionalInfo: optJson(body, 'additionalInfo'),
    });
  }
  ctx.ruleEngine.invalidate(user.tenantId);
  await logEntityAction(
    ctx,
    user,
    { entityType: 'RULE_CHAIN', id: saved.id, name: saved.name },
    existing ? 'UPDATED' : 'ADDED',
    {},
    { entity: toRuleChain(saved) },
  );
  return toRuleChain(saved);
}

/** Saves a chain's metadata (unknown node ids are dropped; chain connections must target the tenant's chains). */
async function handleSaveMetadata(req: FastifyRequest, ctx: ServerContext) {
  const { db } = ctx;
  const user = currentUser(req);
  const body = objectBody(req.body);
  const ref = parseEntityId(body['ruleChainId'], 'RULE_CHAIN');
  if (!ref) throw badRequest('Rule chain id should be specified!');
  const chain = await loadChain(db, user, ref.id);
  const meta = parseMetadata(body);
  const keep = new Set((await findNodes(db, chain.id)).map((n) => n.id));
  for (const n of meta.nodes) if (n.id && !keep.has(n.id)) n.id = null;
  for (const link of meta.ruleChainConnections ?? []) {
    const target = await findRuleChain(db, link.targetRuleChainId);
    if (!target || target.tenant_id !== user.tenantId)
      throw badRequest('Rule chain connection is referencing a non-existent rule chain!');
  }
  await db.transaction((tx) => saveMetadata(tx, chain.id, meta));
  ctx.ruleEngine.invalidate(user.tenantId);
  const updated = (await findRuleChain(db, chain.id)) ?? chain;
  await logEntityAction(
    ctx,
    user,
    { entityType: 'RULE_CHAIN', id: chain.id, name: chain.name },
    'UPDATED',
    { metadata: true },
    { entity: toRuleChain(updated) },
  );
  return loadMetadata(db, updated);
}

/** Registers the rule chain routes. */
export const ruleChainRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const ta = { preHandler: requireAuthority('TENANT_ADMIN') };

  app.get<{ Querystring: PageQuery & { type?: string } }>('/api/ruleChains', ta, async (req) => {
    const type = req.query.type || 'CORE';
    if (!RULE_CHAIN_TYPES.some((t) => t === type)) throw badRequest(`Unsupported rule chain type: ${type}`);
    return findRuleChainsPage(db, parsePageLink(req.query), currentUser(req).tenantId, type);
  });
  app.get<{ Params: { id: string } }>('/api/ruleChain/:id', ta, async (req) =>
    toRuleChain(await loadChain(db, currentUser(req), req.params.id)),
  );

  app.post('/api/ruleChain', ta, async (req) => handleSaveRuleChain(req, ctx));

  app.post('/api/ruleChain/device/default', ta, async (req) => {
    const user = currentUser(req);
    const name = optString(objectBody(req.body), 'name') ?? '';
    if (name.trim() === '') throw badRequest('Rule chain name should be specified!');
    const chain = await db.transaction(async (tx) => {
      await ctx.limits.assertCanCreate(tx, user.tenantId, 'RULE_CHAIN');
      const c = await insertRuleChain(tx, { tenantId: user.tenantId, name, type: 'CORE' });
      await saveMetadata(tx, c.id, deviceProfileChainTemplate());
      return c;
    });
    const created = (await findRuleChain(db, chain.id)) ?? chain;
    await logEntityAction(
      ctx,
      user,
      { entityType: 'RULE_CHAIN', id: chain.id, name },
      'ADDED',
      {},
      { entity: toRuleChain(created) },
    );
    return toRuleChain(created);
  });

  app.post<{ Params: { id: string } }>('/api/ruleChain/:id/root', ta, async (req) => {
    const user = currentUser(req);
    const chain = await loadChain(db, user, req.params.id);
    if (chain.type !== 'CORE') throw badRequest('Only a core rule chain can be the tenant root!');
    const previous = await findOtherRootChains(db, chain);
    const root = await setRootRuleChain(db, chain);
    ctx.ruleEngine.invalidate(user.tenantId);
    // As ThingsBoard: the previous root and the new one are both UPDATED.
    for (const p of previous)
      await logEntityAction(
        ctx,
        user,
        { entityType: 'RULE_CHAIN', id: p.id, name: p.name },
        'UPDATED',
        {},
        { entity: toRuleChain({ ...p, root: false }) },
      );
    await logEntityAction(
      ctx,
      user,
      { entityType: 'RULE_CHAIN', id: chain.id, name: chain.name },
      'UPDATED',
      { root: true },
      { entity: toRuleChain(root) },
    );
    return toRuleChain(root);
  });

  app.delete<{ Params: { id: string } }>('/api/ruleChain/:id', ta, async (req, reply) => {
    const user = currentUser(req);
    const chain = await loadChain(db, user, req.params.id);
    if (chain.root && chain.type === 'CORE') throw badRequest('Deletion of Root Tenant Rule Chain is prohibited!');
    if (chain.root && chain.type === 'EDGE') throw badRequest('Deletion of Edge Root Rule Chain is prohibited!');
    if (await isRuleChainUsedByProfiles(db, chain.id))
      throw badRequest('The rule chain referenced by the device profiles cannot be deleted!');
    await deleteRuleChain(db, chain.id);
    ctx.ruleEngine.invalidate(user.tenantId);
    await logEntityAction(
      ctx,
      user,
      { entityType: 'RULE_CHAIN', id: chain.id, name: chain.name },
      'DELETED',
      {},
      { entity: toRuleChain(chain) },
    );
    return reply.code(200).send();
  });

  registerMetadataRoutes(app, ctx);
};

/** `/api/ruleChain/metadata`, rule node debug input, script tests, export and import. */
function registerMetadataRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;
  const ta = { preHandler: requireAuthority('TENANT_ADMIN') };

  app.get<{ Params: { id: string } }>('/api/ruleChain/:id/metadata', ta, async (req) =>
    loadMetadata(db, await loadChain(db, currentUser(req), req.params.id)),
  );

  app.post('/api/ruleChain/metadata', ta, async (req) => handleSaveMetadata(req, ctx));

  app.get<{ Params: { id: string } }>('/api/ruleNode/:id/debugIn', ta, async (req, reply) => {
    const user = currentUser(req);
    const nodeId = uuidParam(req.params.id, 'ruleNodeId');
    const nodeTenant = await findRuleNodeTenant(db, nodeId);
    if (nodeTenant === null) throw notFound();
    if (nodeTenant !== user.tenantId) throw forbidden();
    const event = await findLatestDebugIn(db, user.tenantId, nodeId);
    return event ? event.body : reply.code(200).send();
  });

  app.post('/api/ruleChain/testScript', ta, async (req) => {
    const { tenantId } = currentUser(req);
    // As ThingsBoard's script service: no script runs while the tenant's JS executions are disabled by API usage.
    if (ctx.usage.isDisabled(tenantId, 'JS'))
      return { output: '', error: 'JS Execution is disabled due to API limits!' };
    const result = await testScript(objectBody(req.body));
    if (tenantId) ctx.usage.record(tenantId, 'JS_EXEC'); // one script invocation (TB counts test runs too)
    return result;
  });

  app.get<{ Querystring: { limit?: string } }>('/api/ruleChains/export', ta, async (req) => {
    const limit = Math.max(1, Math.min(Number(req.query.limit ?? 100) || 100, 1000));
    const rows = await findCoreChainsForExport(db, currentUser(req).tenantId, limit);
    const metadata = [];
    for (const r of rows) metadata.push(await loadMetadata(db, r));
    return { ruleChains: rows.map(toRuleChain), metadata };
  });

  app.post<{ Querystring: { overwrite?: string } }>('/api/ruleChains/import', ta, async (req, reply) => {
    const user = currentUser(req);
    const body = objectBody(req.body);
    const chains = Array.isArray(body['ruleChains']) ? body['ruleChains'] : [];
    const metas = Array.isArray(body['metadata']) ? body['metadata'] : [];
    const overwrite = boolParam(req.query.overwrite, false);
    for (const [i, raw] of chains.entries()) {
      if (!isJsonObject(raw)) throw badRequest('Invalid request body');
      const name = optString(raw, 'name') ?? '';
      if (!name) throw badRequest('Rule chain name should be specified!');
      const existingId = await findCoreChainIdByName(db, user.tenantId, name);
      if (existingId && !overwrite) throw badRequest(`Rule chain with name '${name}' already exists!`);
      const meta = isJsonObject(metas[i])
        ? parseMetadata(metas[i])
        : { firstNodeIndex: null, nodes: [], connections: [], ruleChainConnections: null };
      meta.nodes.forEach((n) => (n.id = null));
      await db.transaction(async (tx) => {
        if (!existingId) await ctx.limits.assertCanCreate(tx, user.tenantId, 'RULE_CHAIN');
        const id =
          existingId ??
          (
            await insertRuleChain(tx, {
              tenantId: user.tenantId,
              name,
              type: 'CORE',
              additionalInfo: raw['additionalInfo'] ?? null,
            })
          ).id;
        await saveMetadata(tx, id, meta);
      });
    }
    ctx.ruleEngine.invalidate(user.tenantId);
    return reply.code(200).send();
  });
}
