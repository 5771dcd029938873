/** Moving a device to another tenant and LwM2M device creation with credentials. */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context.js';
import { currentUser, requireAuthority } from '../security/guard.js';
import { badRequest, notFound } from '../http/errors.js';
import { uuidParam } from '../http/params.js';
import { isJsonObject } from '../http/body.js';
import { objectBody, optString } from '../http/validate.js';
import { deleteRelationsOf, findRow, loadOwned } from '../entities/kind.js';
import { checkUniqueName } from '../entities/save.js';
import { findDeviceProfileByName, insertDeviceProfile, simpleProfile } from '../device-profiles/repo.js';
import { findTenantById } from '../tenants/repo.js';
import { DEVICE_KIND as K } from './model.js';
import { moveDeviceToTenant, setLwm2mCredentials } from './repo.js';
import { normaliseCredentials } from './credentials.js';
import { logEntityAction } from '../audit-logs/entity-actions.js';

/** Registers the transfer and LwM2M routes. */
export const deviceTransferRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;

  app.post<{ Params: { tenantId: string; deviceId: string } }>(
    '/api/tenant/:tenantId/device/:deviceId',
    { preHandler: requireAuthority('TENANT_ADMIN') },
    async (req) => {
      const user = currentUser(req);
      const targetTenant = uuidParam(req.params.tenantId, 'tenantId');
      const device = await loadOwned(db, K, user, req.params.deviceId, 'deviceId');
      const tenant = await findTenantById(db, targetTenant);
      if (!tenant) throw notFound();
      await checkUniqueName(db, K, targetTenant, device.name, null);
      await db.transaction(async (tx) => {
        const profile =
          (await findDeviceProfileByName(tx, targetTenant, device.type)) ??
          (await insertDeviceProfile(tx, targetTenant, simpleProfile(device.type)));
        await deleteRelationsOf(tx, device.id);
        await moveDeviceToTenant(tx, device.id, targetTenant, profile.id);
      });
      const moved = await findRow(db, K, device.id);
      const wire = moved ? K.toWire(moved) : null;
      await logEntityAction(
        ctx,
        user,
        { entityType: 'DEVICE', id: device.id, name: device.name },
        'ASSIGNED_TO_TENANT',
        { assignedTenantId: targetTenant, assignedTenantName: tenant.title },
        {
          entity: wire,
          metadata: { assignedToTenantId: targetTenant, assignedToTenantName: tenant.title },
        },
      );
      return wire;
    },
  );

  app.post(
    '/api/lwm2m/device-credentials',
    { preHandler: requireAuthority('TENANT_ADMIN', 'CUSTOMER_USER') },
    async (req) => {
      const user = currentUser(req);
      if (user.authority !== 'TENANT_ADMIN') throw badRequest('Only a tenant administrator can create devices');
      const body = objectBody(req.body);
      const device = body['device'];
      const creds = body['credentials'];
      if (!isJsonObject(device) || !isJsonObject(creds)) throw badRequest('Invalid request body');
      const name = optString(device, 'name') ?? '';
      if (name.trim() === '') throw badRequest('Device name should be specified!');
      const norm = normaliseCredentials(
        'LWM2M_CREDENTIALS',
        null,
        optString(creds, 'credentialsValue') ?? JSON.stringify(creds['credentialsValue'] ?? creds),
      );
      const created = await app.inject({
        method: 'POST',
        url: `/api/device?accessToken=${encodeURIComponent(`lwm2m-${norm.credentialsId}`)}`,
        payload: device,
        headers: {
          'x-authorization': String(req.headers['x-authorization'] ?? ''),
          'content-type': 'application/json',
        },
      });
      if (created.statusCode !== 200)
        throw badRequest((JSON.parse(created.body) as { message?: string }).message ?? 'Device creation failed');
      const saved = JSON.parse(created.body) as { id: { id: string } };
      await setLwm2mCredentials(db, saved.id.id, norm.credentialsId, norm.credentialsValue);
      return saved;
    },
  );
};
