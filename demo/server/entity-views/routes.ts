/** `/api/entityView…`: ThingsBoard 3.3.1's entity view REST family. */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context.js';
import { currentUser, requireAuthority } from '../security/guard.js';
import { badRequest } from '../http/errors.js';
import { objectBody, optInt, optJson, optString, parseEntityId } from '../http/validate.js';
import { isJsonObject } from '../http/body.js';
import { uuidV1, uuidV1Time } from '../lib/uuid.js';
import { jsonParam } from '../db/types.js';
import { findRow, loadOwned, toInfo } from '../entities/kind.js';
import { registerListRoutes } from '../entities/lists.js';
import { registerAssignRoutes } from '../entities/assign.js';
import { registerEdgeAssignRoutes } from '../edges/assign-routes.js';
import { checkCustomer, checkUniqueName, deleteEntity, resolveSave } from '../entities/save.js';
import { ENTITY_VIEW_KIND as K } from './model.js';
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
    const table = ref.entityType === 'DEVICE' ? 'device' : 'asset';
    const { rows } = await db.query<{ tenant_id: string }>(`SELECT tenant_id FROM ${table} WHERE id = $1`, [ref.id]);
    if (!rows[0] || rows[0].tenant_id !== user.tenantId)
      throw badRequest('Entity view is referencing to non-existent entity!');
    await checkCustomer(db, K, user.tenantId, target.customerId);
    await checkUniqueName(db, K, user.tenantId, name, target.id);
    const values = [
      target.customerId,
      ref.entityType,
      ref.id,
      name,
      type,
      jsonParam(parseKeys(body['keys'])),
      optInt(body, 'startTimeMs') ?? 0,
      optInt(body, 'endTimeMs') ?? 0,
      jsonParam(optJson(body, 'additionalInfo')),
    ];
    let id = target.id;
    if (id) {
      await db.query(
        `UPDATE entity_view SET customer_id = $2, entity_type = $3, entity_id = $4, name = $5, type = $6, keys = $7::jsonb, start_ts = $8,
           end_ts = $9, additional_info = $10::jsonb, created_time = $11 WHERE id = $1`,
        [id, ...values, optInt(body, 'createdTime') ?? 0],
      );
    } else {
      id = uuidV1();
      await db.query(
        `INSERT INTO entity_view (id, created_time, tenant_id, customer_id, entity_type, entity_id, name, type, keys, start_ts, end_ts, additional_info)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12::jsonb)`,
        [id, uuidV1Time(id), user.tenantId, ...values],
      );
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
