/** `/api/entityView…`: ThingsBoard 3.3.1's entity view REST family. */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context.js';
import { currentUser, requireAuthority } from '../security/guard.js';
import { badRequest } from '../http/errors.js';
import { objectBody, optInt, optJson, optString, parseEntityId } from '../http/validate.js';
import { isJsonObject } from '../http/body.js';
import { findRow, loadOwned, toInfo } from '../entities/kind.js';
import { registerListRoutes } from '../entities/lists.js';
import { registerAssignRoutes } from '../entities/assign.js';
import { registerEdgeAssignRoutes } from '../edges/assign-routes.js';
import { checkCustomer, checkUniqueName, deleteEntity, resolveSave } from '../entities/save.js';
import { ENTITY_VIEW_KIND as K } from './model.js';
import { findViewedEntityTenant, insertEntityView, updateEntityView, type EntityViewFields } from './repo.js';
import { logEntityAction } from '../audit-logs/entity-actions.js';

function parseKeys(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (!isJsonObject(value)) throw badRequest("Invalid value of field 'keys'");
  return value;
}

/** Registers the entity view routes. */
export const entityViewRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const taCu = { preHandler: requireAuthority('TENANT_ADMIN', 'CUSTOMER_USER') };

  app.get<{ Params: { id: string } }>('/api/entityView/:id', taCu, async (req) =>
    K.toWire(await loadOwned(db, K, currentUser(req), req.params.id, 'entityViewId')),
  );
  app.get<{ Params: { id: string } }>('/api/entityView/info/:id', taCu, async (req) =>
    toInfo(K, await loadOwned(db, K, currentUser(req), req.params.id, 'entityViewId')),
  );

  app.post('/api/entityView', taCu, async (req) => {
    const user = currentUser(req);
    const body = objectBody(req.body);
    const target = await resolveSave(db, K, user, body);
    const name = optString(body, 'name') ?? '';
    const type = optString(body, 'type') ?? '';
    if (name.trim() === '') throw badRequest('Entity view name should be specified!');
    if (type.trim() === '') throw badRequest('Entity view type should be specified!');
    const ref = parseEntityId(body['entityId'], ['DEVICE', 'ASSET']);
    if (!ref) throw badRequest('Entity view entity id should be specified!');
    const entity = { entityType: ref.entityType === 'DEVICE' ? ('DEVICE' as const) : ('ASSET' as const), id: ref.id };
    if ((await findViewedEntityTenant(db, entity)) !== user.tenantId)
      throw badRequest('Entity view is referencing to non-existent entity!');
    await checkCustomer(db, K, user.tenantId, target.customerId);
    await checkUniqueName(db, K, user.tenantId, name, target.id);
    const fields: EntityViewFields = {
      customerId: target.customerId,
      entity,
      name,
      type,
      keys: parseKeys(body['keys']),
      startTimeMs: optInt(body, 'startTimeMs') ?? 0,
      endTimeMs: optInt(body, 'endTimeMs') ?? 0,
      additionalInfo: optJson(body, 'additionalInfo'),
    };
    let id = target.id;
    if (id) {
      await updateEntityView(db, id, fields, optInt(body, 'createdTime') ?? 0);
    } else {
      id = await insertEntityView(db, user.tenantId, fields);
    }
    const saved = await findRow(db, K, id);
    if (!saved) throw new Error('entity view vanished');
    const wire = K.toWire(saved);
    await logEntityAction(
      ctx,
      user,
      { entityType: 'ENTITY_VIEW', id, name, customerId: saved.customer_id },
      target.id ? 'UPDATED' : 'ADDED',
      {},
      { entity: wire },
    );
    return wire;
  });

  app.delete<{ Params: { id: string } }>(
    '/api/entityView/:id',
    { preHandler: requireAuthority('TENANT_ADMIN') },
    async (req, reply) => {
      const user = currentUser(req);
      await deleteEntity(ctx, K, user, await loadOwned(db, K, user, req.params.id, 'entityViewId'));
      return reply.code(200).send();
    },
  );

  registerListRoutes(app, ctx, K);
  registerAssignRoutes(app, ctx, K);
  registerEdgeAssignRoutes(app, ctx, K);
};
