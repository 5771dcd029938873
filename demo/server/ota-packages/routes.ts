/** `/api/otaPackage…`: info save, multipart upload with checksum verification, download. */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/types.js';
import type { RouteOptions, ServerContext } from '../context.js';
import { currentUser, requireAuthority } from '../security/guard.js';
import type { SecurityUser } from '../security/jwt.js';
import { EmptyResponseError, badRequest, forbidden, notFound } from '../http/errors.js';
import { parsePageLink, runPaged, type PageQuery } from '../http/page.js';
import { uuidParam } from '../http/params.js';
import { bodyId, objectBody, optBool, optEntityUuid, optEnum, optJson, optString } from '../http/validate.js';
import { jsonParam } from '../db/types.js';
import { uuidV1, uuidV1Time } from '../lib/uuid.js';
import { logEntityAction } from '../audit-logs/entity-actions.js';
import { assertBytesFit } from '../limits/byte-caps.js';
import { CHECKSUM_ALGORITHMS, checksum } from './checksum.js';
import { OTA_INFO_SELECT, toOtaInfo, type OtaRow } from './model.js';

const SORT = {
  createdTime: 'created_time',
  title: 'title',
  version: 'version',
  type: 'type',
  tag: 'tag',
  fileName: 'file_name',
  dataSize: 'data_size',
  contentType: 'content_type',
  url: 'url',
};
const TYPES = ['FIRMWARE', 'SOFTWARE'] as const;

async function loadOta(db: Queryable, user: SecurityUser, raw: string | undefined): Promise<OtaRow> {
  const { rows } = await db.query<OtaRow>(`${OTA_INFO_SELECT} WHERE id = $1`, [uuidParam(raw, 'otaPackageId')]);
  if (!rows[0]) throw notFound();
  if (rows[0].tenant_id !== user.tenantId) throw forbidden();
  return rows[0];
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
  const { rows: p } = await db.query<{ tenant_id: string }>('SELECT tenant_id FROM device_profile WHERE id = $1', [
    profileId,
  ]);
  if (!p[0] || p[0].tenant_id !== user.tenantId)
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
  const dup = await db.query<{ id: string }>(
    'SELECT id FROM ota_package WHERE tenant_id = $1 AND title = $2 AND version = $3',
    [user.tenantId, title, version],
  );
  if (dup.rows.some((r) => r.id !== id)) throw badRequest('OtaPackage with such title and version already exists!');
  let savedId = id;
  if (existing) {
    await db.query('UPDATE ota_package SET tag = $2, url = $3, additional_info = $4::jsonb WHERE id = $1', [
      existing.id,
      optString(body, 'tag'),
      usesUrl ? url : existing.url,
      jsonParam(optJson(body, 'additionalInfo')),
    ]);
  } else {
    savedId = uuidV1();
    await db.query(
      `INSERT INTO ota_package (id, created_time, tenant_id, device_profile_id, type, title, version, tag, url, additional_info)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb)`,
      [
        savedId,
        uuidV1Time(savedId),
        user.tenantId,
        profileId,
        type,
        title,
        version,
        optString(body, 'tag'),
        usesUrl ? url : null,
        jsonParam(optJson(body, 'additionalInfo')),
      ],
    );
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
      await db.query(
        `UPDATE ota_package SET data = $2, data_size = $3, file_name = $4, content_type = $5, checksum_algorithm = $6, checksum = $7, url = NULL WHERE id = $1`,
        [row.id, data, data.length, file.filename, file.mimetype, algorithm, computed],
      );
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
    const { rows } = await db.query<{ data: Uint8Array | null }>('SELECT data FROM ota_package WHERE id = $1', [
      row.id,
    ]);
    const data = rows[0]?.data;
    return { ...toOtaInfo(row), data: data ? Buffer.from(data).toString('base64') : null };
  });

  app.get<{ Params: { id: string } }>('/api/otaPackage/:id/download', ta, async (req, reply) => {
    const row = await loadOta(db, currentUser(req), req.params.id);
    if (row.url) return reply.code(400).send();
    const { rows } = await db.query<{ data: Uint8Array | null }>('SELECT data FROM ota_package WHERE id = $1', [
      row.id,
    ]);
    const data = rows[0]?.data;
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
    runPaged<OtaRow>(db, parsePageLink(req.query), {
      select: OTA_INFO_SELECT,
      where: ['tenant_id = $1'],
      params: [currentUser(req).tenantId],
      searchColumn: 'title',
      sortMap: SORT,
      defaultOrder: 'id',
      map: toOtaInfo,
    }),
  );

  app.get<{ Params: { profileId: string; type: string }; Querystring: PageQuery }>(
    '/api/otaPackages/:profileId/:type',
    taCu,
    async (req) => {
      const type = TYPES.find((t) => t === req.params.type);
      if (!type) throw badRequest(`Invalid OTA package type: ${req.params.type}`);
      return runPaged<OtaRow>(db, parsePageLink(req.query), {
        select: OTA_INFO_SELECT,
        where: ['tenant_id = $1', 'device_profile_id = $2', 'type = $3', '(data IS NOT NULL OR url IS NOT NULL)'],
        params: [currentUser(req).tenantId, uuidParam(req.params.profileId, 'deviceProfileId'), type],
        searchColumn: 'title',
        sortMap: SORT,
        defaultOrder: 'id',
        map: toOtaInfo,
      });
    },
  );

  app.delete<{ Params: { id: string } }>('/api/otaPackage/:id', ta, async (req, reply) => {
    const user = currentUser(req);
    const row = await loadOta(db, user, req.params.id);
    const dev = await db.query('SELECT 1 FROM device WHERE firmware_id = $1 OR software_id = $1 LIMIT 1', [row.id]);
    if (dev.rows.length > 0) throw badRequest('The otaPackage referenced by the devices cannot be deleted!');
    const prof = await db.query('SELECT 1 FROM device_profile WHERE firmware_id = $1 OR software_id = $1 LIMIT 1', [
      row.id,
    ]);
    if (prof.rows.length > 0) throw badRequest('The otaPackage referenced by the device profile cannot be deleted!');
    await db.query('DELETE FROM ota_package WHERE id = $1', [row.id]);
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
