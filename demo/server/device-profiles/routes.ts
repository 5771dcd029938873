/** `/api/deviceProfile…`: ThingsBoard 3.3.1's device profile REST family. The per-profile key lists (`devices/keys/…`) answer []: they do not read the telemetry key dictionary. */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/types.js';
import type { RouteOptions, ServerContext } from '../context.js';
import { currentUser, requireAuthority } from '../security/guard.js';
import type { SecurityUser } from '../security/jwt.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { parsePageLink, type PageQuery } from '../http/page.js';
import { uuidParam } from '../http/params.js';
import { bodyId, objectBody, optBool, optEntityUuid, optEnum, optInt, optObject, optString } from '../http/validate.js';
import { logEntityAction } from '../audit-logs/entity-actions.js';
import { checkOtaRef } from '../ota-packages/assignment.js';
import {
  PROVISION_TYPES,
  TRANSPORT_TYPES,
  defaultProfileData,
  toDeviceProfile,
  toDeviceProfileInfo,
  type DeviceProfileRow,
} from './model.js';
import {
  deleteDeviceProfile,
  deviceProfilesNamed,
  deviceProfilesWithProvisionKey,
  findDefaultDeviceProfile,
  findDeviceProfile,
  findDeviceProfilesPage,
  findOtherDefaultProfiles,
  findTenantOf,
  insertDeviceProfile,
  isDeviceProfileUsed,
  renameDevicesType,
  setDefaultDeviceProfile,
  setDeviceProfileType,
  updateDeviceProfile,
  type DeviceProfileInput,
} from './repo.js';

async function checkTenantRef(
  db: Parameters<typeof findDeviceProfile>[0],
  table: 'rule_chain' | 'dashboard',
  id: string | null,
  tenantId: string,
  what: string,
) {
  if (!id) return;
  if ((await findTenantOf(db, table, id)) !== tenantId) throw badRequest(`Can't assign ${what} from different tenant!`);
}

async function loadProfile(db: Queryable, user: SecurityUser, raw: string): Promise<DeviceProfileRow> {
  const row = await findDeviceProfile(db, uuidParam(raw, 'deviceProfileId'));
  if (!row) throw notFound();
  if (row.tenant_id !== user.tenantId) throw forbidden();
  return row;
}

/** Creates or updates a device profile (body, unique name, single default, provision key and references checked). */
async function handleSaveDeviceProfile(req: FastifyRequest, ctx: ServerContext) {
  const { db } = ctx;
  const user = currentUser(req);
  const body = objectBody(req.body);
  const id = bodyId(body, 'DEVICE_PROFILE');
  const existing = id ? await loadProfile(db, user, id) : null;
  const name = optString(body, 'name') ?? '';
  if (name.trim() === '') throw badRequest('Device profile name should be specified!');
  const profileType = optString(body, 'type');
  if (profileType !== 'DEFAULT' && profileType !== 'SNMP') throw badRequest('Device profile type should be specified!');
  const transportType = optEnum(body, 'transportType', TRANSPORT_TYPES);
  if (!transportType) throw badRequest('Device profile transport type should be specified!');
  const provisionType = optEnum(body, 'provisionType', PROVISION_TYPES);
  if (!provisionType) throw badRequest('Device profile provision type should be specified!');
  const input: DeviceProfileInput = {
    name,
    description: optString(body, 'description'),
    image: optString(body, 'image'),
    isDefault: optBool(body, 'default'),
    transportType,
    provisionType,
    provisionDeviceKey: optString(body, 'provisionDeviceKey') || null,
    defaultRuleChainId: optEntityUuid(body, 'defaultRuleChainId', 'RULE_CHAIN'),
    defaultDashboardId: optEntityUuid(body, 'defaultDashboardId', 'DASHBOARD'),
    defaultQueueName: optString(body, 'defaultQueueName'),
    firmwareId: optEntityUuid(body, 'firmwareId', 'OTA_PACKAGE'),
    softwareId: optEntityUuid(body, 'softwareId', 'OTA_PACKAGE'),
    profileData: optObject(body, 'profileData') ?? defaultProfileData(transportType),
    createdTime: optInt(body, 'createdTime') ?? 0,
  };
  const sameName = await deviceProfilesNamed(db, user.tenantId, name);
  if (sameName.some((profileId) => profileId !== id)) throw badRequest('Device profile with such name already exists!');
  if (input.isDefault) {
    const def = await findDefaultDeviceProfile(db, user.tenantId);
    if (def && def.id !== id) throw badRequest('Another default device profile is present in scope of current tenant!');
  }
  if (input.provisionDeviceKey) {
    const sameKey = await deviceProfilesWithProvisionKey(db, input.provisionDeviceKey);
    if (sameKey.some((profileId) => profileId !== id))
      throw badRequest('Device profile with such provision device key already exists!');
  }
  await checkTenantRef(db, 'rule_chain', input.defaultRuleChainId, user.tenantId, 'rule chain');
  await checkTenantRef(db, 'dashboard', input.defaultDashboardId, user.tenantId, 'dashboard');
  if (existing) {
    await checkOtaRef(db, user.tenantId, existing.id, input.firmwareId, 'FIRMWARE');
    await checkOtaRef(db, user.tenantId, existing.id, input.softwareId, 'SOFTWARE');
  } else if (input.firmwareId || input.softwareId) {
    throw badRequest("Can't assign firmware to a device profile that does not exist yet!");
  }
  const saved = existing
    ? await updateDeviceProfile(db, existing.id, input)
    : await insertDeviceProfile(db, user.tenantId, input);
  if (saved.type !== profileType) {
    // The profile type (DEFAULT or SNMP) is not part of the repo's input: write it here.
    await setDeviceProfileType(db, saved.id, profileType);
    saved.type = profileType;
  }
  if (existing && existing.name !== saved.name) await renameDevicesType(db, saved.id, saved.name);
  // Alarm rules and the default rule chain are cached by the rule engine.
  ctx.ruleEngine.invalidate(user.tenantId);
  await logEntityAction(
    ctx,
    user,
    { entityType: 'DEVICE_PROFILE', id: saved.id, name: saved.name },
    existing ? 'UPDATED' : 'ADDED',
    {},
    { entity: toDeviceProfile(saved) },
  );
  return toDeviceProfile(saved);
}

/** Registers the device profile routes. */
export const deviceProfileRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const ta = { preHandler: requireAuthority('TENANT_ADMIN') };
  const taCu = { preHandler: requireAuthority('TENANT_ADMIN', 'CUSTOMER_USER') };

  app.get('/api/deviceProfileInfo/default', taCu, async (req) => {
    const row = await findDefaultDeviceProfile(db, currentUser(req).tenantId);
    if (!row) throw notFound();
    return toDeviceProfileInfo(row);
  });
  app.get<{ Params: { id: string } }>('/api/deviceProfile/:id', ta, async (req) =>
    toDeviceProfile(await loadProfile(db, currentUser(req), req.params.id)),
  );
  app.get<{ Params: { id: string } }>('/api/deviceProfileInfo/:id', taCu, async (req) =>
    toDeviceProfileInfo(await loadProfile(db, currentUser(req), req.params.id)),
  );

  for (const kind of ['timeseries', 'attributes']) {
    app.get<{ Querystring: { deviceProfileId?: string } }>(
      `/api/deviceProfile/devices/keys/${kind}`,
      ta,
      async (req) => {
        if (req.query.deviceProfileId) await loadProfile(db, currentUser(req), req.query.deviceProfileId);
        return [];
      },
    );
  }

  app.post('/api/deviceProfile', ta, async (req) => handleSaveDeviceProfile(req, ctx));

  app.delete<{ Params: { id: string } }>('/api/deviceProfile/:id', ta, async (req, reply) => {
    const user = currentUser(req);
    const row = await loadProfile(db, user, req.params.id);
    if (row.is_default) throw badRequest('Deletion of Default Device Profile is prohibited!');
    if (await isDeviceProfileUsed(db, row.id))
      throw badRequest('The device profile referenced by the devices cannot be deleted!');
    await deleteDeviceProfile(db, row.id);
    await logEntityAction(
      ctx,
      user,
      { entityType: 'DEVICE_PROFILE', id: row.id, name: row.name },
      'DELETED',
      {},
      { entity: toDeviceProfile(row) },
    );
    return reply.code(200).send();
  });

  app.post<{ Params: { id: string } }>('/api/deviceProfile/:id/default', ta, async (req) => {
    const user = currentUser(req);
    const row = await loadProfile(db, user, req.params.id);
    const previous = await findOtherDefaultProfiles(db, user.tenantId, row.id);
    await setDefaultDeviceProfile(db, user.tenantId, row.id);
    // As ThingsBoard: the previous default profile and the new one are both UPDATED.
    for (const p of previous)
      await logEntityAction(
        ctx,
        user,
        { entityType: 'DEVICE_PROFILE', id: p.id, name: p.name },
        'UPDATED',
        {},
        { entity: toDeviceProfile({ ...p, is_default: false }) },
      );
    await logEntityAction(
      ctx,
      user,
      { entityType: 'DEVICE_PROFILE', id: row.id, name: row.name },
      'UPDATED',
      {},
      { entity: toDeviceProfile({ ...row, is_default: true }) },
    );
    return toDeviceProfile({ ...row, is_default: true });
  });

  registerListRoutes(app, ctx);
};

/** Device profile lists and the LwM2M bootstrap defaults. */
function registerListRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;
  const ta = { preHandler: requireAuthority('TENANT_ADMIN') };
  const taCu = { preHandler: requireAuthority('TENANT_ADMIN', 'CUSTOMER_USER') };

  app.get<{ Querystring: PageQuery }>('/api/deviceProfiles', ta, async (req) =>
    findDeviceProfilesPage(db, parsePageLink(req.query), { tenantId: currentUser(req).tenantId }, toDeviceProfile),
  );

  app.get<{ Querystring: PageQuery & { transportType?: string } }>('/api/deviceProfileInfos', taCu, async (req) => {
    const tenantId = currentUser(req).tenantId;
    const tt = req.query.transportType;
    const transportType = tt ? TRANSPORT_TYPES.find((t) => t === tt) : undefined;
    if (tt && !transportType) throw badRequest(`Invalid transport type: ${tt}`);
    return findDeviceProfilesPage(db, parsePageLink(req.query), { tenantId, transportType }, toDeviceProfileInfo);
  });

  app.get<{ Params: { isBootstrap: string } }>('/api/lwm2m/deviceProfile/bootstrap/:isBootstrap', taCu, async (req) => {
    const bootstrap = req.params.isBootstrap.toLowerCase() === 'true';
    // As ThingsBoard 3.3.1's defaults: the LwM2M server's short id is 111, the bootstrap server's 123.
    return {
      host: 'localhost',
      port: bootstrap ? 5687 : 5685,
      securityHost: 'localhost',
      securityPort: bootstrap ? 5688 : 5686,
      serverPublicKey: '',
      securityMode: 'NO_SEC',
      serverId: bootstrap ? 123 : 111,
      clientHoldOffTime: 1,
      bootstrapServerAccountTimeout: 0,
      bootstrapServerIs: bootstrap,
    };
  });
}
