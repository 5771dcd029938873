/** `/api/resource…` (with the LwM2M object lists of `/api/resource/lwm2m…`): TB resources, system (null tenant) or tenant owned. */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteOptions, ServerContext } from '../context.js';
import type { Queryable } from '../db/types.js';
import { currentUser, requireAuthority } from '../security/guard.js';
import type { SecurityUser } from '../security/jwt.js';
import { EmptyResponseError, badRequest, forbidden, notFound } from '../http/errors.js';
import { parsePageLink, type PageQuery } from '../http/page.js';
import { uuidParam } from '../http/params.js';
import { bodyId, objectBody, optEnum, optString } from '../http/validate.js';
import { NULL_UUID, uuidV1, uuidV1Time } from '../lib/uuid.js';
import { writeAudit } from '../audit-logs/repo.js';
import { canReadWidgets as canRead, canWriteWidgets as canWrite, ownerTenant } from '../widgets-bundles/model.js';
import { assertBytesFit } from '../limits/byte-caps.js';
import { parseLwm2mModel, type LwM2mObject } from './lwm2m.js';
import {
  deleteResource,
  findLwm2mModels,
  findResource,
  findResourcesPage,
  resourcesWithKey,
  saveResource,
  toResourceInfo as toInfo,
  type ResourceRow,
} from './repo.js';

const TYPES = ['LWM2M_MODEL', 'JKS', 'PKCS_12'] as const;

/** The tenants whose resources a user reads: the system's, and a tenant user's own tenant. */
const scope = (u: SecurityUser): string[] => (u.authority === 'SYS_ADMIN' ? [NULL_UUID] : [NULL_UUID, u.tenantId]);

/** Loads a resource the user may read (or, with `write`, modify): 404 if absent, 403 if not allowed. */
async function loadResource(
  db: Queryable,
  user: SecurityUser,
  raw: string | undefined,
  write = false,
): Promise<ResourceRow> {
  const row = await findResource(db, uuidParam(raw, 'resourceId'));
  if (!row) throw notFound();
  if (!(write ? canWrite(user, row.tenant_id) : canRead(user, row.tenant_id))) throw forbidden();
  return row;
}

/** The LwM2M object models among the resources the user reads, optionally filtered by name. */
async function lwm2mObjects(db: Queryable, user: SecurityUser, textSearch: string | null): Promise<LwM2mObject[]> {
  const objects = (await findLwm2mModels(db, scope(user)))
    .map((r) => parseLwm2mModel(Buffer.from(r.data ?? '', 'base64').toString('utf8')))
    .filter((o): o is LwM2mObject => o !== null);
  return textSearch ? objects.filter((o) => o.name.toLowerCase().includes(textSearch.toLowerCase())) : objects;
}

/** Creates or updates a resource (an LwM2M model's key is read from its XML, any other's is its file name). */
async function handleSaveResource(req: FastifyRequest, ctx: ServerContext) {
  const { db } = ctx;
  const user = currentUser(req);
  const body = objectBody(req.body);
  const id = bodyId(body, 'TB_RESOURCE');
  const existing = id ? await loadResource(db, user, id, true) : null;
  const title = optString(body, 'title') ?? '';
  const type = optEnum(body, 'resourceType', TYPES);
  const fileName = optString(body, 'fileName') ?? '';
  const data = optString(body, 'data') ?? '';
  if (title.trim() === '') throw badRequest('Resource title should be specified!');
  if (!type) throw badRequest('Resource type should be specified!');
  if (fileName.trim() === '') throw badRequest('Resource file name should be specified!');
  if (data.trim() === '' || !/^[A-Za-z0-9+/=\s]+$/.test(data)) throw badRequest('Resource data should be specified!');
  let key = fileName;
  if (type === 'LWM2M_MODEL') {
    const model = parseLwm2mModel(Buffer.from(data, 'base64').toString('utf8'));
    if (!model) throw badRequest('Could not parse the XML of objectModel with name: ' + fileName);
    key = model.keyId;
  }
  const tenantId = existing?.tenant_id ?? ownerTenant(user);
  if (!existing) await assertBytesFit(ctx.limits, db, tenantId, 'TB_RESOURCE', data.replace(/\s+/g, '').length);
  const sameKey = await resourcesWithKey(db, tenantId, type, key);
  if (sameKey.some((resourceId) => resourceId !== id)) throw badRequest('Resource with such key already exists!');
  const newId = existing?.id ?? uuidV1();
  await saveResource(db, {
    id: newId,
    createdTime: existing?.created_time ?? uuidV1Time(newId),
    tenantId,
    title,
    type,
    key,
    fileName,
    data: data.replace(/\s+/g, ''),
  });
  const saved = await loadResource(db, user, newId);
  await writeAudit(db, user, { entityType: 'TB_RESOURCE', id: newId, name: title }, existing ? 'UPDATED' : 'ADDED');
  return { ...toInfo(saved), fileName: saved.file_name, data: saved.data };
}

/** Registers the resource routes. */
export const resourceRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const admins = { preHandler: requireAuthority('SYS_ADMIN', 'TENANT_ADMIN') };
  const ta = { preHandler: requireAuthority('TENANT_ADMIN') };
  app.get<{ Querystring: PageQuery }>('/api/resource', admins, async (req) =>
    findResourcesPage(db, parsePageLink(req.query), scope(currentUser(req))),
  );

  app.get<{ Querystring: PageQuery }>('/api/resource/lwm2m/page', ta, async (req) => {
    const link = parsePageLink(req.query);
    const all = await lwm2mObjects(db, currentUser(req), link.textSearch);
    return all.sort((a, b) => a.id - b.id).slice(link.page * link.pageSize, (link.page + 1) * link.pageSize);
  });
  app.get<{ Querystring: { sortOrder?: string; sortProperty?: string; objectIds?: string; searchText?: string } }>(
    '/api/resource/lwm2m',
    ta,
    async (req) => {
      const { sortOrder, sortProperty } = req.query;
      if (sortOrder === undefined || sortProperty === undefined) throw new EmptyResponseError();
      const ids = req.query.objectIds ? req.query.objectIds.split(',').map((s) => s.trim()) : null;
      let objects = await lwm2mObjects(db, currentUser(req), req.query.searchText ?? null);
      if (ids) objects = objects.filter((o) => ids.includes(String(o.id)) || ids.includes(o.keyId));
      const dir = sortOrder.toUpperCase() === 'DESC' ? -1 : 1;
      const key = sortProperty === 'name' ? 'name' : 'id';
      return objects.sort((a, b) => (a[key] < b[key] ? -dir : a[key] > b[key] ? dir : 0));
    },
  );

  app.get<{ Params: { id: string } }>('/api/resource/info/:id', admins, async (req) =>
    toInfo(await loadResource(db, currentUser(req), req.params.id)),
  );
  app.get<{ Params: { id: string } }>('/api/resource/:id', admins, async (req) => {
    const r = await loadResource(db, currentUser(req), req.params.id);
    return { ...toInfo(r), fileName: r.file_name, data: r.data ?? null };
  });
  app.get<{ Params: { id: string } }>('/api/resource/:id/download', admins, async (req, reply) => {
    const r = await loadResource(db, currentUser(req), req.params.id);
    const name = r.file_name ?? 'resource';
    return reply
      .header('content-disposition', `attachment;filename=${name}`)
      .header('x-filename', name)
      .type('application/octet-stream')
      .send(Buffer.from(r.data ?? '', 'base64'));
  });

  app.post('/api/resource', admins, async (req) => handleSaveResource(req, ctx));

  app.delete<{ Params: { id: string } }>('/api/resource/:id', admins, async (req, reply) => {
    const user = currentUser(req);
    const r = await loadResource(db, user, req.params.id, true);
    await deleteResource(db, r.id);
    await writeAudit(db, user, { entityType: 'TB_RESOURCE', id: r.id, name: r.title }, 'DELETED');
    return reply.code(200).send();
  });
};
