/** Moving a device to another tenant and LwM2M device creation with credentials. */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context.js';
import { currentUser, requireAuthority } from '../security/guard.js';
import { badRequest, notFound } from '../http/errors.js';
import { uuidParam } from '../http/params.js';
import { isJsonObject } from '../http/body.js';
import { objectBody, optString } from '../http/validate.js';
import { NULL_UUID } from '../lib/uuid.js';
import { findRow, loadOwned } from '../entities/kind.js';
import { checkUniqueName } from '../entities/save.js';
import { findDeviceProfileByName, insertDeviceProfile, simpleProfile } from '../device-profiles/repo.js';
import { DEVICE_KIND as K } from './model.js';
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
      const { rows } = await db.query<{ title: string }>('SELECT title FROM tenant WHERE id = $1', [targetTenant]);
      if (!rows[0]) throw notFound();
      await checkUniqueName(db, K, targetTenant, device.name, null);
      await db.transaction(async (tx) => {
        const profile =
          (await findDeviceProfileByName(tx, targetTenant, device.type)) ??
          (await insertDeviceProfile(tx, targetTenant, simpleProfile(device.type)));
        await tx.query('DELETE FROM relation WHERE from_id = $1 OR to_id = $1', [device.id]);
        await tx.query(
          'UPDATE device SET tenant_id = $2, customer_id = $3, device_profile_id = $4, firmware_id = NULL, software_id = NULL WHERE id = $1',
          [device.id, targetTenant, NULL_UUID, profile.id],
        );
      });
      const moved = await findRow(db, K, device.id);
      const wire = moved ? K.toWire(moved) : null;
      await logEntityAction(
        ctx,
        user,
        { entityType: 'DEVICE', id: device.id, name: device.name },
        'ASSIGNED_TO_TENANT',
        { assignedTenantId: targetTenant, assignedTenantName: rows[0].title },
        {
          entity: wire,
          metadata: { assignedToTenantId: targetTenant, assignedToTenantName: rows[0].title },
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
      await db.query(
        "UPDATE device_credentials SET credentials_type = 'LWM2M_CREDENTIALS', credentials_id = $2, credentials_value = $3 WHERE device_id = $1",
        [saved.id.id, norm.credentialsId, norm.credentialsValue],
      );
      return saved;
    },
  );
};
