/** `/api/widgetsBundle…`. */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context.js';
import { currentUser, requireAuthority } from '../security/guard.js';
import type { SecurityUser } from '../security/jwt.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { uuidParam } from '../http/params.js';
import { hasPageParams, parsePageLink, type PageQuery } from '../http/page.js';
import { bodyId, objectBody, optString, type Json } from '../http/validate.js';
import type { Db } from '../db/types.js';
import { writeAudit } from '../audit-logs/repo.js';
import {
  aliasOf,
  canReadWidgets,
  canWriteWidgets,
  ownerTenant,
  toBundle,
  widgetScope,
  type BundleRow,
} from './model.js';
import {
  bundleAliasTaken,
  deleteBundleWithTypes,
  findBundle,
  insertBundle,
  listBundles,
  pageBundles,
  uniqueBundleAlias,
  updateBundle,
} from './repo.js';

/** A bundle the caller may read (or, with `write`, change). @throws 404, 403 */
async function loadBundle(db: Db, user: SecurityUser, raw: string | undefined, write = false): Promise<BundleRow> {
  const row = await findBundle(db, uuidParam(raw, 'widgetsBundleId'));
  if (!row) throw notFound();
  if (!(write ? canWriteWidgets(user, row.tenant_id) : canReadWidgets(user, row.tenant_id))) throw forbidden();
  return row;
}

/** Creates or updates a bundle from a request body, with ThingsBoard's checks. */
async function saveBundle(db: Db, user: SecurityUser, body: Json): Promise<{ saved: BundleRow; created: boolean }> {
  const id = bodyId(body, 'WIDGETS_BUNDLE');
  const existing = id ? await loadBundle(db, user, id, true) : null;
  const title = optString(body, 'title') ?? '';
  if (title.trim() === '') throw badRequest('Widgets bundle title should be specified!');
  const tenantId = existing?.tenant_id ?? ownerTenant(user);
  const alias = optString(body, 'alias');
  if (existing && alias !== null && alias !== existing.alias)
    throw badRequest('Update of widgets bundle alias is prohibited!');
  const fields = { title, image: optString(body, 'image'), description: optString(body, 'description') };
  let saved: BundleRow | undefined;
  if (existing) {
    saved = await updateBundle(db, existing.id, fields);
  } else {
    const finalAlias = alias ? alias : await uniqueBundleAlias(db, tenantId, aliasOf(title));
    if (await bundleAliasTaken(db, tenantId, finalAlias))
      throw badRequest('Widgets bundle with such alias already exists!');
    saved = await insertBundle(db, tenantId, finalAlias, fields);
  }
  if (!saved) throw notFound();
  return { saved, created: !existing };
}

/** Registers the widgets-bundle routes. */
export const widgetsBundleRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const all = { preHandler: requireAuthority('SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER') };
  const admins = { preHandler: requireAuthority('SYS_ADMIN', 'TENANT_ADMIN') };

  app.get<{ Querystring: PageQuery }>('/api/widgetsBundles', all, async (req) => {
    const scope = widgetScope(currentUser(req));
    if (!hasPageParams(req.query)) return (await listBundles(db, scope)).map(toBundle);
    return pageBundles(db, parsePageLink(req.query), scope);
  });
  app.get<{ Params: { id: string } }>('/api/widgetsBundle/:id', all, async (req) =>
    toBundle(await loadBundle(db, currentUser(req), req.params.id)),
  );

  app.post('/api/widgetsBundle', admins, async (req) => {
    const user = currentUser(req);
    const { saved, created } = await saveBundle(db, user, objectBody(req.body));
    await writeAudit(
      db,
      user,
      { entityType: 'WIDGETS_BUNDLE', id: saved.id, name: saved.title },
      created ? 'ADDED' : 'UPDATED',
    );
    return toBundle(saved);
  });

  app.delete<{ Params: { id: string } }>('/api/widgetsBundle/:id', admins, async (req, reply) => {
    const user = currentUser(req);
    const row = await loadBundle(db, user, req.params.id, true);
    await deleteBundleWithTypes(db, row);
    await writeAudit(db, user, { entityType: 'WIDGETS_BUNDLE', id: row.id, name: row.title }, 'DELETED');
    return reply.code(200).send();
  });
};
