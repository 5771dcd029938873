/** `/api/device…` CRUD, lists and assignment. */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context.js';
import { currentUser, requireAuthority } from '../security/guard.js';
import { badRequest } from '../http/errors.js';
import { objectBody, optEntityUuid, optInt, optJson, optString } from '../http/validate.js';
import { randomAlphanumeric } from '../lib/random.js';
import { findRow, loadOwned, toInfo } from '../entities/kind.js';
import { registerListRoutes } from '../entities/lists.js';
import { registerAssignRoutes } from '../entities/assign.js';
import { registerEdgeAssignRoutes } from '../edges/assign-routes.js';
import { checkCustomer, checkNoEntityViews, checkUniqueName, deleteEntity, resolveSave } from '../entities/save.js';
import { DEVICE_KIND as K } from './model.js';
import { devicesWithCredentialsId, insertDevice, profileFilter, updateDevice, type DeviceFields } from './repo.js';
import { checkOtaRef } from '../ota-packages/assignment.js';
import { resolveProfile, syncDeviceData } from './service.js';
import { logEntityAction } from '../audit-logs/entity-actions.js';

/** Registers the device routes. */
export const deviceRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const taCu = { preHandler: requireAuthority('TENANT_ADMIN', 'CUSTOMER_USER') };

  app.get<{ Params: { id: string } }>('/api/device/:id', taCu, async (req) =>
    K.toWire(await loadOwned(db, K, currentUser(req), req.params.id, 'deviceId')),
  );
  app.get<{ Params: { id: string } }>('/api/device/info/:id', taCu, async (req) =>
    toInfo(K, await loadOwned(db, K, currentUser(req), req.params.id, 'deviceId')),
  );

  app.post<{ Querystring: { accessToken?: string } }>('/api/device', taCu, async (req) => {
    const user = currentUser(req);
    const body = objectBody(req.body);
    const target = await resolveSave(db, K, user, body);
    const name = optString(body, 'name') ?? '';
    if (name.trim() === '') throw badRequest('Device name should be specified!');
    await checkCustomer(db, K, user.tenantId, target.customerId);
    await checkUniqueName(db, K, user.tenantId, name, target.id);
    const token = req.query.accessToken || randomAlphanumeric(20);
    if (!target.id) {
      if ((await devicesWithCredentialsId(db, token)).length > 0)
        throw badRequest('Device credentials are already assigned to another device!');
    }
    const id = await db.transaction(async (tx) => {
      const profile = await resolveProfile(
        tx,
        user.tenantId,
        optEntityUuid(body, 'deviceProfileId', 'DEVICE_PROFILE'),
        optString(body, 'type'),
      );
      const firmwareId = optEntityUuid(body, 'firmwareId', 'OTA_PACKAGE');
      const softwareId = optEntityUuid(body, 'softwareId', 'OTA_PACKAGE');
      await checkOtaRef(tx, user.tenantId, profile.id, firmwareId, 'FIRMWARE');
      await checkOtaRef(tx, user.tenantId, profile.id, softwareId, 'SOFTWARE');
      const fields: DeviceFields = {
        customerId: target.customerId,
        profile,
        name,
        label: optString(body, 'label'),
        additionalInfo: optJson(body, 'additionalInfo'),
        deviceData: syncDeviceData(body['deviceData'], profile),
        firmwareId,
        softwareId,
      };
      if (target.id) {
        await updateDevice(tx, target.id, fields, optInt(body, 'createdTime') ?? 0);
        return target.id;
      }
      await ctx.limits.assertCanCreate(tx, user.tenantId, 'DEVICE');
      return insertDevice(tx, user.tenantId, fields, token);
    });
    const saved = await findRow(db, K, id);
    if (!saved) throw new Error('device vanished');
    const wire = K.toWire(saved);
    ctx.ruleEngine.deviceChanged(user.tenantId, id);
    await logEntityAction(
      ctx,
      user,
      { entityType: 'DEVICE', id, name, customerId: saved.customer_id },
      target.id ? 'UPDATED' : 'ADDED',
      {},
      { entity: wire },
    );
    return wire;
  });

  app.delete<{ Params: { id: string } }>(
    '/api/device/:id',
    { preHandler: requireAuthority('TENANT_ADMIN') },
    async (req, reply) => {
      const user = currentUser(req);
      const row = await loadOwned(db, K, user, req.params.id, 'deviceId');
      await checkNoEntityViews(db, 'device', row.id);
      ctx.ruleEngine.deviceChanged(user.tenantId, row.id);
      await deleteEntity(ctx, K, user, row);
      return reply.code(200).send();
    },
  );

  registerListRoutes(app, ctx, K, profileFilter);
  registerAssignRoutes(app, ctx, K);
  registerEdgeAssignRoutes(app, ctx, K);
};
