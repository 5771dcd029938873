/** `/api/otaPackage…`: info save, multipart upload with checksum verification, download. */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/types.js';
import type { RouteOptions, ServerContext } from '../context.js';
import { currentUser, requireAuthority } from '../security/guard.js';
import type { SecurityUser } from '../security/jwt.js';
import { EmptyResponseError, badRequest, forbidden, notFound } from '../http/errors.js';
import { parsePageLink, type PageQuery } from '../http/page.js';
import { uuidParam } from '../http/params.js';
import { bodyId, objectBody, optBool, optEntityUuid, optEnum, optJson, optString } from '../http/validate.js';
import { logEntityAction } from '../audit-logs/entity-actions.js';
import { assertBytesFit } from '../limits/byte-caps.js';
import { CHECKSUM_ALGORITHMS, checksum } from './checksum.js';
import { toOtaInfo, type OtaRow } from './model.js';
import {
  deleteOtaPackage,
  findDeviceProfileTenant,
  findOtaPackage,
  findOtaPackageData,
  findOtaPackagesPage,
  insertOtaPackage,
  isOtaPackageUsedByDevices,
  isOtaPackageUsedByProfiles,
  otaPackagesWithVersion,
  setOtaPackageData,
  updateOtaPackageInfo,
} from './repo.js';

const TYPES = ['FIRMWARE', 'SOFTWARE'] as const;

async function loadOta(db: Queryable, user: SecurityUser, raw: string | undefined): Promise<OtaRow> {
  const row = await findOtaPackage(db, uuidParam(raw, 'otaPackageId'));
  if (!row) throw notFound();
  if (row.tenant_id !== user.tenantId) throw forbidden();
  return row;
}

/** Creates or updates an OTA package's info (title, version, type and profile are fixed once created). */
async function handleSaveOtaPackage(req: FastifyRequest, ctx: ServerContext) {
  const { db } = ctx;
  const user = currentUser(req);
  const body = objectBody(req.body);
  const id = bodyId(body, 'OTA_PACKAGE');
  const existing = id ? await loadOta(db, user, id) : null;
  const type = optEnum(body, 'type', TYPES);
  if (!type) throw badRequest('Type should be specified!');
  const title = optString(body, 'title') ?? '';
  if (title.trim() === '') throw badRequest('OtaPackage title should be specified!');
  const version = optString(body, 'version') ?? '';
  if (version.trim() === '') throw badRequest('OtaPackage version should be specified!');
  const profileId = optEntityUuid(body, 'deviceProfileId', 'DEVICE_PROFILE');
  if (!profileId) throw badRequest('OtaPackage should be assigned to device profile!');
  if ((await findDeviceProfileTenant(db, profileId)) !== user.tenantId)
    throw badRequest("Can't assign OtaPackage to non-existent or foreign device profile!");
  const usesUrl = optBool(body, 'usesUrl');
  const url = optString(body, 'url');
  if (usesUrl && !url) throw badRequest('OtaPackage URL should be specified!');
  if (existing) {
    if (existing.device_profile_id !== profileId) throw badRequest('Updating otaPackage deviceProfile is prohibited!');
    if (existing.type !== type) throw badRequest('Updating type is prohibited!');
    if (existing.title !== title) throw badRequest('Updating otaPackage title is prohibited!');
    if (existing.version !== version) throw badRequest('Updating otaPackage version is prohibited!');
  }
  const sameVersion = await otaPackagesWithVersion(db, user.tenantId, title, version);
  if (sameVersion.some((otaId) => otaId !== id))
    throw badRequest('OtaPackage with such title and version already exists!');
  let savedId = id;
  if (existing) {
    await updateOtaPackageInfo(db, existing.id, {
      tag: optString(body, 'tag'),
      url: usesUrl ? url : existing.url,
      additionalInfo: optJson(body, 'additionalInfo'),
    });
  } else {
    savedId = await insertOtaPackage(db, {
      tenantId: user.tenantId,
      deviceProfileId: profileId,
      type,
      title,
      version,
      tag: optString(body, 'tag'),
      url: usesUrl ? url : null,
      additionalInfo: optJson(body, 'additionalInfo'),
    });
  }
  const saved = await loadOta(db, user, savedId ?? '');
  await logEntityAction(
    ctx,
    user,
    { entityType: 'OTA_PACKAGE', id: saved.id, name: saved.title },
    existing ? 'UPDATED' : 'ADDED',
    {},
    { entity: toOtaInfo(saved) },
  );
  return toOtaInfo(saved);
}

/** Registers the OTA package routes. */
export const otaRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  await app.register(multipart, { limits: { fileSize: 64 * 1024 * 1024, files: 1 } });
  const ta = { preHandler: requireAuthority('TENANT_ADMIN') };
  const taCu = { preHandler: requireAuthority('TENANT_ADMIN', 'CUSTOMER_USER') };

  app.post('/api/otaPackage', ta, async (req) => handleSaveOtaPackage(req, ctx));

  app.post<{ Params: { id: string }; Querystring: { checksumAlgorithm?: string; checksum?: string } }>(
    '/api/otaPackage/:id',
    ta,
    async (req) => {
      const user = currentUser(req);
      const row = await loadOta(db, user, req.params.id);
      const algorithmRaw = req.query.checksumAlgorithm;
      if (algorithmRaw === undefined) throw new EmptyResponseError();
      const algorithm = CHECKSUM_ALGORITHMS.find((a) => a === algorithmRaw.toUpperCase());
      if (!algorithm) throw badRequest(`Unsupported checksum algorithm: ${algorithmRaw}`);
      if (!req.isMultipart()) throw new EmptyResponseError();
      const file = await req.file();
      if (!file || file.fieldname !== 'file') throw new EmptyResponseError();
      const data = await file.toBuffer();
      if (data.length === 0) throw badRequest('OtaPackage data should be specified!');
      const computed = checksum(algorithm, data);
      const given = req.query.checksum;
      // Beyond TB (which compares case-sensitively): hex digits in either case are the same checksum; we store ours.
      if (given && given.trim().toLowerCase() !== computed) throw badRequest('Wrong otaPackage file!');
      if (!row.has_data) await assertBytesFit(ctx.limits, db, user.tenantId, 'OTA_PACKAGE', data.length);
      await setOtaPackageData(db, row.id, {
        data,
        fileName: file.filename,
        contentType: file.mimetype,
        checksumAlgorithm: algorithm,
        checksum: computed,
      });
      const updated = toOtaInfo(await loadOta(db, user, row.id));
      await logEntityAction(
        ctx,
        user,
        { entityType: 'OTA_PACKAGE', id: row.id, name: row.title },
        'UPDATED',
        {},
        { entity: updated },
      );
      return updated;
    },
  );

  app.get<{ Params: { id: string } }>('/api/otaPackage/info/:id', taCu, async (req) =>
    toOtaInfo(await loadOta(db, currentUser(req), req.params.id)),
  );

  app.get<{ Params: { id: string } }>('/api/otaPackage/:id', ta, async (req) => {
    const row = await loadOta(db, currentUser(req), req.params.id);
    const data = await findOtaPackageData(db, row.id);
    return { ...toOtaInfo(row), data: data ? Buffer.from(data).toString('base64') : null };
  });

  app.get<{ Params: { id: string } }>('/api/otaPackage/:id/download', ta, async (req, reply) => {
    const row = await loadOta(db, currentUser(req), req.params.id);
    if (row.url) return reply.code(400).send();
    const data = await findOtaPackageData(db, row.id);
    if (!data) throw notFound();
    const name = row.file_name ?? 'package';
    return reply
      .header('content-disposition', `attachment;filename=${name}`)
      .header('x-filename', name)
      .type(row.content_type ?? 'application/octet-stream')
      .send(Buffer.from(data));
  });

  registerListAndDeleteRoutes(app, ctx);
};

/** OTA package lists and delete. */
function registerListAndDeleteRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;
  const ta = { preHandler: requireAuthority('TENANT_ADMIN') };
  const taCu = { preHandler: requireAuthority('TENANT_ADMIN', 'CUSTOMER_USER') };

  app.get<{ Querystring: PageQuery }>('/api/otaPackages', taCu, async (req) =>
    findOtaPackagesPage(db, parsePageLink(req.query), { tenantId: currentUser(req).tenantId }),
  );

  app.get<{ Params: { profileId: string; type: string }; Querystring: PageQuery }>(
    '/api/otaPackages/:profileId/:type',
    taCu,
    async (req) => {
      const type = TYPES.find((t) => t === req.params.type);
      if (!type) throw badRequest(`Invalid OTA package type: ${req.params.type}`);
      return findOtaPackagesPage(db, parsePageLink(req.query), {
        tenantId: currentUser(req).tenantId,
        ready: { deviceProfileId: uuidParam(req.params.profileId, 'deviceProfileId'), type },
      });
    },
  );

  app.delete<{ Params: { id: string } }>('/api/otaPackage/:id', ta, async (req, reply) => {
    const user = currentUser(req);
    const row = await loadOta(db, user, req.params.id);
    if (await isOtaPackageUsedByDevices(db, row.id))
      throw badRequest('The otaPackage referenced by the devices cannot be deleted!');
    if (await isOtaPackageUsedByProfiles(db, row.id))
      throw badRequest('The otaPackage referenced by the device profile cannot be deleted!');
    await deleteOtaPackage(db, row.id);
    await logEntityAction(
      ctx,
      user,
      { entityType: 'OTA_PACKAGE', id: row.id, name: row.title },
      'DELETED',
      {},
      { entity: toOtaInfo(row) },
    );
    return reply.code(200).send();
  });
}
