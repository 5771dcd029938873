/** `/api/asset…`: ThingsBoard 3.3.1's asset REST family (CRUD, lists, types, customer and edge assignment). */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context.js';
import { currentUser, requireAuthority } from '../security/guard.js';
import { badRequest } from '../http/errors.js';
import { objectBody, optInt, optJson, optString } from '../http/validate.js';
import { findRow, loadOwned, toInfo } from '../entities/kind.js';
import { registerListRoutes } from '../entities/lists.js';
import { registerAssignRoutes } from '../entities/assign.js';
import { registerEdgeAssignRoutes } from '../edges/assign-routes.js';
import { checkCustomer, checkNoEntityViews, checkUniqueName, deleteEntity, resolveSave } from '../entities/save.js';
import { ASSET_KIND as K } from './model.js';
import { insertAsset, updateAsset, type AssetFields } from './repo.js';
import { logEntityAction } from '../audit-logs/entity-actions.js';

/** Registers the asset routes. */
export const assetRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const taCu = { preHandler: requireAuthority('TENANT_ADMIN', 'CUSTOMER_USER') };

  app.get<{ Params: { id: string } }>('/api/asset/:id', taCu, async (req) =>
    K.toWire(await loadOwned(db, K, currentUser(req), req.params.id, 'assetId')),
  );
  app.get<{ Params: { id: string } }>('/api/asset/info/:id', taCu, async (req) =>
    toInfo(K, await loadOwned(db, K, currentUser(req), req.params.id, 'assetId')),
  );

  app.post('/api/asset', taCu, async (req) => {
    const user = currentUser(req);
    const body = objectBody(req.body);
    const target = await resolveSave(db, K, user, body);
    const name = optString(body, 'name') ?? '';
    const type = optString(body, 'type') ?? '';
    if (name.trim() === '') throw badRequest('Asset name should be specified!');
    if (type.trim() === '') throw badRequest('Asset type should be specified!');
    await checkCustomer(db, K, user.tenantId, target.customerId);
    await checkUniqueName(db, K, user.tenantId, name, target.id);
    const fields: AssetFields = {
      customerId: target.customerId,
      name,
      type,
      label: optString(body, 'label'),
      additionalInfo: optJson(body, 'additionalInfo'),
    };
    let id = target.id;
    if (id) {
      await updateAsset(db, id, fields, optInt(body, 'createdTime') ?? 0);
    } else {
      await ctx.limits.assertCanCreate(db, user.tenantId, 'ASSET');
      id = await insertAsset(db, user.tenantId, fields);
    }
    const saved = await findRow(db, K, id);
    if (!saved) throw new Error('asset vanished');
    const wire = K.toWire(saved);
    await logEntityAction(
      ctx,
      user,
      { entityType: 'ASSET', id, name, customerId: saved.customer_id },
      target.id ? 'UPDATED' : 'ADDED',
      {},
      { entity: wire },
    );
    return wire;
  });

  app.delete<{ Params: { id: string } }>(
    '/api/asset/:id',
    { preHandler: requireAuthority('TENANT_ADMIN') },
    async (req, reply) => {
      const user = currentUser(req);
      const row = await loadOwned(db, K, user, req.params.id, 'assetId');
      await checkNoEntityViews(db, 'asset', row.id);
      await deleteEntity(ctx, K, user, row);
      return reply.code(200).send();
    },
  );

  registerListRoutes(app, ctx, K);
  registerAssignRoutes(app, ctx, K);
  registerEdgeAssignRoutes(app, ctx, K);
};
