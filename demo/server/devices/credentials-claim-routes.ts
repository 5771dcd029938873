/** Device credentials, device claiming by customers, and the count of devices without an OTA package. */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { RouteOptions, ServerContext } from '../context.js';
import { currentUser, requireAuthority } from '../security/guard.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { uuidParam } from '../http/params.js';
import { objectBody, optEntityUuid, optEnum, optString } from '../http/validate.js';
import { isJsonObject } from '../http/body.js';
import { NULL_UUID } from '../lib/uuid.js';
import { writeAudit } from '../audit-logs/repo.js';
import { canAccess, findRow, loadOwned } from '../entities/kind.js';
import { findCustomerById } from '../customers/repo.js';
import { CREDENTIALS_TYPES, DEVICE_KIND as K, toCredentials, type DeviceRow } from './model.js';
import {
  countDevicesWithoutOta,
  devicesWithCredentialsId,
  findCredentialsOfDevice,
  findDeviceByName,
  setDeviceCustomer,
  updateCredentials,
} from './repo.js';
import { normaliseCredentials } from './credentials.js';
import { logEntityAction } from '../audit-logs/entity-actions.js';

type Guard = { preHandler: ReturnType<typeof requireAuthority> };

/** Registers credentials, claim and count routes. */
export const deviceCredentialsClaimRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const taCu = { preHandler: requireAuthority('TENANT_ADMIN', 'CUSTOMER_USER') };

  registerCredentialsRoutes(app, ctx, taCu);
  registerClaimAndCountRoutes(app, ctx, taCu);
};

/** Reading and updating the credentials of a device. */
function registerCredentialsRoutes(app: FastifyInstance, ctx: ServerContext, taCu: Guard): void {
  const { db } = ctx;
  app.get<{ Params: { id: string } }>('/api/device/:id/credentials', taCu, async (req) => {
    const user = currentUser(req);
    // Beyond TB: public (dashboard) visitors never get device secrets, even of public devices.
    if (user.isPublic) throw forbidden();
    const device = await loadOwned(db, K, user, req.params.id, 'deviceId');
    const credentials = await findCredentialsOfDevice(db, device.id);
    if (!credentials) throw notFound();
    await writeAudit(
      db,
      user,
      { entityType: 'DEVICE', id: device.id, name: device.name, customerId: device.customer_id },
      'CREDENTIALS_READ',
    );
    return toCredentials(credentials);
  });

  app.post('/api/device/credentials', { preHandler: requireAuthority('TENANT_ADMIN') }, async (req) => {
    const user = currentUser(req);
    const body = objectBody(req.body);
    const deviceId = optEntityUuid(body, 'deviceId', 'DEVICE');
    if (!deviceId) throw badRequest('Device credentials should be assigned to device!');
    const device = await loadOwned(db, K, user, deviceId, 'deviceId');
    const type = optEnum(body, 'credentialsType', CREDENTIALS_TYPES);
    if (!type) throw badRequest('Device credentials type should be specified!');
    const rawId = body['id'];
    const credId = isJsonObject(rawId) && typeof rawId['id'] === 'string' ? rawId['id'].toLowerCase() : null;
    const existing = await findCredentialsOfDevice(db, device.id);
    if (!existing || (credId !== null && credId !== existing.id))
      throw badRequest('Unable to update non-existent device credentials!');
    const norm = normaliseCredentials(type, optString(body, 'credentialsId'), optString(body, 'credentialsValue'));
    if ((await devicesWithCredentialsId(db, norm.credentialsId)).some((id) => id !== device.id))
      throw badRequest('Device credentials are already assigned to another device!');
    const saved = await updateCredentials(db, existing.id, type, norm.credentialsId, norm.credentialsValue);
    await writeAudit(
      db,
      user,
      { entityType: 'DEVICE', id: device.id, name: device.name, customerId: device.customer_id },
      'CREDENTIALS_UPDATED',
    );
    return toCredentials(saved ?? existing);
  });
}

/** Claiming and unclaiming devices by name, and the count of devices without an OTA package. */
function registerClaimAndCountRoutes(app: FastifyInstance, ctx: ServerContext, taCu: Guard): void {
  const { db } = ctx;
  async function deviceByName(tenantId: string, name: string): Promise<DeviceRow> {
    const device = await findDeviceByName(db, tenantId, name);
    if (!device) throw notFound();
    return device;
  }

  app.post<{ Params: { deviceName: string } }>(
    '/api/customer/device/:deviceName/claim',
    { preHandler: requireAuthority('CUSTOMER_USER') },
    async (req, reply) => {
      const user = currentUser(req);
      const secretKey = isJsonObject(req.body) ? (optString(req.body, 'secretKey') ?? '') : '';
      const device = await deviceByName(user.tenantId, req.params.deviceName);
      if (device.customer_id !== NULL_UUID) return reply.code(400).type('application/json').send('"CLAIMED"');
      const claim = device.claim_data;
      const valid = claim && (claim.expirationTime ?? 0) > Date.now() && (claim.secretKey ?? '') === secretKey;
      if (!valid) return reply.code(400).type('application/json').send('"FAILURE"');
      await setDeviceCustomer(db, device.id, user.customerId, true);
      const updated = await findRow(db, K, device.id);
      const wire = updated ? K.toWire(updated) : null;
      const customer = await findCustomerById(db, user.customerId);
      await logEntityAction(
        ctx,
        user,
        { entityType: 'DEVICE', id: device.id, name: device.name, customerId: user.customerId },
        'ASSIGNED_TO_CUSTOMER',
        {},
        {
          entity: wire,
          metadata: { assignedCustomerId: user.customerId, assignedCustomerName: customer?.title ?? '' },
        },
      );
      return { device: wire, response: 'SUCCESS' };
    },
  );

  app.delete<{ Params: { deviceName: string } }>('/api/customer/device/:deviceName/claim', taCu, async (req, reply) => {
    const user = currentUser(req);
    const device = await deviceByName(user.tenantId, req.params.deviceName);
    if (user.authority === 'CUSTOMER_USER' && !canAccess(user, device)) throw forbidden();
    if (device.customer_id !== NULL_UUID) {
      await setDeviceCustomer(db, device.id, NULL_UUID);
      await logEntityAction(
        ctx,
        user,
        { entityType: 'DEVICE', id: device.id, name: device.name, customerId: device.customer_id },
        'UNASSIGNED_FROM_CUSTOMER',
        {},
        {
          entity: K.toWire(device),
          metadata: { unassignedCustomerId: device.customer_id, unassignedCustomerName: device.customer_title ?? '' },
        },
      );
    }
    return reply.code(200).send();
  });

  app.get<{ Params: { type: string; profileId: string } }>('/api/devices/count/:type/:profileId', taCu, async (req) => {
    const user = currentUser(req);
    const type = req.params.type;
    if (type !== 'FIRMWARE' && type !== 'SOFTWARE') throw badRequest(`Invalid OTA package type: ${type}`);
    const profileId = uuidParam(req.params.profileId, 'deviceProfileId');
    return countDevicesWithoutOta(db, user.tenantId, profileId, type);
  });
}
