/** `/api/widgetType…`, `/api/widgetTypes…`. */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context.js';
import type { Db } from '../db/types.js';
import { currentUser, requireAuthority } from '../security/guard.js';
import type { SecurityUser } from '../security/jwt.js';
import { EmptyResponseError, badRequest, forbidden, notFound } from '../http/errors.js';
import { boolParam, uuidParam } from '../http/params.js';
import { bodyId, objectBody, optObject, optString, type Json } from '../http/validate.js';
import { NULL_UUID } from '../lib/uuid.js';
import { writeAudit } from '../audit-logs/repo.js';
import { aliasOf, canReadWidgets, canWriteWidgets, ownerTenant } from '../widgets-bundles/model.js';
import { bundleAliasTaken } from '../widgets-bundles/repo.js';
import { toWidgetType, toWidgetTypeDetails, toWidgetTypeInfo, type WidgetTypeRow } from './model.js';
import {
  deleteWidgetType,
  findWidgetType,
  insertWidgetType,
  uniqueWidgetTypeAlias,
  updateWidgetType,
  widgetTypeAliasTaken,
  widgetTypesOfBundle,
} from './repo.js';

type TypesQuery = { isSystem?: string; bundleAlias?: string; alias?: string };

/** A widget type the caller may read (or, with `write`, change). @throws 404, 403 */
async function loadType(db: Db, user: SecurityUser, raw: string | undefined, write = false): Promise<WidgetTypeRow> {
  const row = await findWidgetType(db, uuidParam(raw, 'widgetTypeId'));
  if (!row) throw notFound();
  if (!(write ? canWriteWidgets(user, row.tenant_id) : canReadWidgets(user, row.tenant_id))) throw forbidden();
  return row;
}

/** The widget types of the bundle named by `isSystem` + `bundleAlias`; both required (else an empty 200). */
async function typesOf(db: Db, user: SecurityUser, q: TypesQuery): Promise<WidgetTypeRow[]> {
  if (q.isSystem === undefined || q.bundleAlias === undefined) throw new EmptyResponseError();
  const tenantId = boolParam(q.isSystem, false) ? NULL_UUID : user.tenantId;
  if (!canReadWidgets(user, tenantId)) throw forbidden();
  return widgetTypesOfBundle(db, tenantId, q.bundleAlias);
}

/** Creates or updates a widget type from a request body, with ThingsBoard's checks. */
async function saveWidgetType(
  db: Db,
  user: SecurityUser,
  body: Json,
): Promise<{ saved: WidgetTypeRow; created: boolean }> {
  const id = bodyId(body, 'WIDGET_TYPE');
  const existing = id ? await loadType(db, user, id, true) : null;
  const name = optString(body, 'name') ?? '';
  if (name.trim() === '') throw badRequest('Widgets type name should be specified!');
  const bundleAlias = optString(body, 'bundleAlias') ?? '';
  if (bundleAlias.trim() === '') throw badRequest('Widgets type bundle alias should be specified!');
  const descriptor = optObject(body, 'descriptor');
  if (!descriptor || Object.keys(descriptor).length === 0) throw badRequest("Widgets type descriptor can't be empty!");
  const tenantId = existing?.tenant_id ?? ownerTenant(user);
  if (!(await bundleAliasTaken(db, tenantId, bundleAlias)))
    throw badRequest('Widget type is referencing to non-existent widgets bundle!');
  const alias = optString(body, 'alias');
  if (existing && bundleAlias !== existing.bundle_alias)
    throw badRequest('Update of widget type bundle alias is prohibited!');
  if (existing && alias !== null && alias !== existing.alias)
    throw badRequest('Update of widget type alias is prohibited!');
  const fields = { name, descriptor, image: optString(body, 'image'), description: optString(body, 'description') };
  let saved: WidgetTypeRow | undefined;
  if (existing) {
    saved = await updateWidgetType(db, existing.id, fields);
  } else {
    const finalAlias = alias || (await uniqueWidgetTypeAlias(db, tenantId, bundleAlias, aliasOf(name)));
    if (await widgetTypeAliasTaken(db, tenantId, bundleAlias, finalAlias))
      throw badRequest('Widget type with such alias already exists!');
    saved = await insertWidgetType(db, tenantId, bundleAlias, finalAlias, fields);
  }
  if (!saved) throw notFound();
  return { saved, created: !existing };
}

/** Registers the widget-type routes. */
export const widgetTypeRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const all = { preHandler: requireAuthority('SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER') };
  const admins = { preHandler: requireAuthority('SYS_ADMIN', 'TENANT_ADMIN') };

  app.get<{ Querystring: TypesQuery }>('/api/widgetTypes', admins, async (req) =>
    (await typesOf(db, currentUser(req), req.query)).map(toWidgetType),
  );
  app.get<{ Querystring: TypesQuery }>('/api/widgetTypesDetails', admins, async (req) =>
    (await typesOf(db, currentUser(req), req.query)).map(toWidgetTypeDetails),
  );
  app.get<{ Querystring: TypesQuery }>('/api/widgetTypesInfos', admins, async (req) =>
    (await typesOf(db, currentUser(req), req.query)).map(toWidgetTypeInfo),
  );
  app.get<{ Querystring: TypesQuery }>('/api/widgetType', all, async (req) => {
    if (req.query.alias === undefined) throw new EmptyResponseError();
    const row = (await typesOf(db, currentUser(req), req.query)).find((t) => t.alias === req.query.alias);
    if (!row) throw notFound();
    return toWidgetType(row);
  });
  app.get<{ Params: { id: string } }>('/api/widgetType/:id', admins, async (req) =>
    toWidgetTypeDetails(await loadType(db, currentUser(req), req.params.id)),
  );

  app.post('/api/widgetType', admins, async (req) => {
    const user = currentUser(req);
    const { saved, created } = await saveWidgetType(db, user, objectBody(req.body));
    await writeAudit(
      db,
      user,
      { entityType: 'WIDGET_TYPE', id: saved.id, name: saved.name },
      created ? 'ADDED' : 'UPDATED',
    );
    return toWidgetTypeDetails(saved);
  });

  app.delete<{ Params: { id: string } }>('/api/widgetType/:id', admins, async (req, reply) => {
    const user = currentUser(req);
    const row = await loadType(db, user, req.params.id, true);
    await deleteWidgetType(db, row.id);
    await writeAudit(db, user, { entityType: 'WIDGET_TYPE', id: row.id, name: row.name }, 'DELETED');
    return reply.code(200).send();
  });
};
