/** `/api/widgetsBundle…`, `/api/widgetType…`. */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context.js';
import type { Queryable } from '../db/types.js';
import { jsonParam } from '../db/types.js';
import { currentUser, requireAuthority } from '../auth/guard.js';
import type { SecurityUser } from '../auth/jwt.js';
import { EmptyResponseError, badRequest, forbidden, notFound } from '../http/errors.js';
import { boolParam, uuidParam } from '../http/params.js';
import { hasPageParams, parsePageLink, runPaged, type PageQuery } from '../http/page.js';
import { bodyId, objectBody, optObject, optString } from '../http/validate.js';
import { NULL_UUID, uuidV1, uuidV1Time } from '../lib/uuid.js';
import { writeAudit } from '../audit/repo.js';
import {
  aliasOf, canReadWidgets, canWriteWidgets, ownerTenant, toBundle, toWidgetType, toWidgetTypeDetails, toWidgetTypeInfo,
  type BundleRow, type WidgetTypeRow,
} from './model.js';

async function uniqueAlias(db: Queryable, table: 'widgets_bundle' | 'widget_type', tenantId: string, base: string, bundleAlias?: string): Promise<string> {
  for (let i = 0; ; i += 1) {
    const alias = i === 0 ? base : `${base}_${i}`;
    const { rows } = table === 'widgets_bundle'
      ? await db.query('SELECT 1 FROM widgets_bundle WHERE tenant_id = $1 AND alias = $2', [tenantId, alias])
      : await db.query('SELECT 1 FROM widget_type WHERE tenant_id = $1 AND bundle_alias = $3 AND alias = $2', [tenantId, alias, bundleAlias]);
    if (rows.length === 0) return alias;
  }
}

/** Registers the widget routes. */
export const widgetRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const all = { preHandler: requireAuthority('SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER') };
  const admins = { preHandler: requireAuthority('SYS_ADMIN', 'TENANT_ADMIN') };

  const scope = (user: SecurityUser) => (user.authority === 'SYS_ADMIN' ? [NULL_UUID] : [NULL_UUID, user.tenantId]);

  async function loadBundle(user: SecurityUser, raw: string | undefined, write = false): Promise<BundleRow> {
    const { rows } = await db.query<BundleRow>('SELECT * FROM widgets_bundle WHERE id = $1', [uuidParam(raw, 'widgetsBundleId')]);
    const row = rows[0];
    if (!row) throw notFound();
    if (!(write ? canWriteWidgets(user, row.tenant_id) : canReadWidgets(user, row.tenant_id))) throw forbidden();
    return row;
  }

  async function loadType(user: SecurityUser, raw: string | undefined, write = false): Promise<WidgetTypeRow> {
    const { rows } = await db.query<WidgetTypeRow>('SELECT * FROM widget_type WHERE id = $1', [uuidParam(raw, 'widgetTypeId')]);
    const row = rows[0];
    if (!row) throw notFound();
    if (!(write ? canWriteWidgets(user, row.tenant_id) : canReadWidgets(user, row.tenant_id))) throw forbidden();
    return row;
  }

  app.get<{ Querystring: PageQuery }>('/api/widgetsBundles', all, async (req) => {
    const user = currentUser(req);
    if (!hasPageParams(req.query)) {
      const { rows } = await db.query<BundleRow>('SELECT * FROM widgets_bundle WHERE tenant_id = ANY($1::uuid[]) ORDER BY title, created_time DESC', [scope(user)]);
      return rows.map(toBundle);
    }
    return runPaged<BundleRow>(db, parsePageLink(req.query), {
      select: 'SELECT * FROM widgets_bundle', where: ['tenant_id = ANY($1::uuid[])'], params: [scope(user)], searchColumn: 'title',
      sortMap: { createdTime: 'created_time', title: 'title', alias: 'alias' }, defaultOrder: 'id', map: toBundle,
    });
  });
  app.get<{ Params: { id: string } }>('/api/widgetsBundle/:id', all, async (req) => toBundle(await loadBundle(currentUser(req), req.params.id)));

  app.post('/api/widgetsBundle', admins, async (req) => {
    const user = currentUser(req);
    const body = objectBody(req.body);
    const id = bodyId(body, 'WIDGETS_BUNDLE');
    const existing = id ? await loadBundle(user, id, true) : null;
    const title = optString(body, 'title') ?? '';
    if (title.trim() === '') throw badRequest('Widgets bundle title should be specified!');
    const tenantId = existing?.tenant_id ?? ownerTenant(user);
    const alias = optString(body, 'alias');
    if (existing && alias !== null && alias !== existing.alias) throw badRequest('Update of widgets bundle alias is prohibited!');
    let saved: BundleRow | undefined;
    if (existing) {
      ({ rows: [saved] } = await db.query<BundleRow>('UPDATE widgets_bundle SET title = $2, image = $3, description = $4 WHERE id = $1 RETURNING *', [existing.id, title, optString(body, 'image'), optString(body, 'description')]));
    } else {
      const newId = uuidV1();
      const finalAlias = alias ? alias : await uniqueAlias(db, 'widgets_bundle', tenantId, aliasOf(title));
      const dup = await db.query('SELECT 1 FROM widgets_bundle WHERE tenant_id = $1 AND alias = $2', [tenantId, finalAlias]);
      if (dup.rows.length > 0) throw badRequest('Widgets bundle with such alias already exists!');
      ({ rows: [saved] } = await db.query<BundleRow>(
        'INSERT INTO widgets_bundle (id, created_time, tenant_id, alias, title, image, description) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *',
        [newId, uuidV1Time(newId), tenantId, finalAlias, title, optString(body, 'image'), optString(body, 'description')],
      ));
    }
    if (!saved) throw notFound();
    await writeAudit(db, user, { entityType: 'WIDGETS_BUNDLE', id: saved.id, name: saved.title }, existing ? 'UPDATED' : 'ADDED');
    return toBundle(saved);
  });

  app.delete<{ Params: { id: string } }>('/api/widgetsBundle/:id', admins, async (req, reply) => {
    const user = currentUser(req);
    const row = await loadBundle(user, req.params.id, true);
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM widget_type WHERE tenant_id = $1 AND bundle_alias = $2', [row.tenant_id, row.alias]);
      await tx.query('DELETE FROM widgets_bundle WHERE id = $1', [row.id]);
    });
    await writeAudit(db, user, { entityType: 'WIDGETS_BUNDLE', id: row.id, name: row.title }, 'DELETED');
    return reply.code(200).send();
  });

  type TypesQuery = { isSystem?: string; bundleAlias?: string; alias?: string };
  async function typesOf(user: SecurityUser, q: TypesQuery): Promise<WidgetTypeRow[]> {
    if (q.isSystem === undefined || q.bundleAlias === undefined) throw new EmptyResponseError();
    const tenantId = boolParam(q.isSystem, false) ? NULL_UUID : user.tenantId;
    if (!canReadWidgets(user, tenantId)) throw forbidden();
    const { rows } = await db.query<WidgetTypeRow>('SELECT * FROM widget_type WHERE tenant_id = $1 AND bundle_alias = $2 ORDER BY name', [tenantId, q.bundleAlias]);
    return rows;
  }
  app.get<{ Querystring: TypesQuery }>('/api/widgetTypes', admins, async (req) => (await typesOf(currentUser(req), req.query)).map(toWidgetType));
  app.get<{ Querystring: TypesQuery }>('/api/widgetTypesDetails', admins, async (req) => (await typesOf(currentUser(req), req.query)).map(toWidgetTypeDetails));
  app.get<{ Querystring: TypesQuery }>('/api/widgetTypesInfos', admins, async (req) => (await typesOf(currentUser(req), req.query)).map(toWidgetTypeInfo));
  app.get<{ Querystring: TypesQuery }>('/api/widgetType', all, async (req) => {
    if (req.query.alias === undefined) throw new EmptyResponseError();
    const row = (await typesOf(currentUser(req), req.query)).find((t) => t.alias === req.query.alias);
    if (!row) throw notFound();
    return toWidgetType(row);
  });
  app.get<{ Params: { id: string } }>('/api/widgetType/:id', admins, async (req) => toWidgetTypeDetails(await loadType(currentUser(req), req.params.id)));

  app.post('/api/widgetType', admins, async (req) => {
    const user = currentUser(req);
    const body = objectBody(req.body);
    const id = bodyId(body, 'WIDGET_TYPE');
    const existing = id ? await loadType(user, id, true) : null;
    const name = optString(body, 'name') ?? '';
    if (name.trim() === '') throw badRequest('Widgets type name should be specified!');
    const bundleAlias = optString(body, 'bundleAlias') ?? '';
    if (bundleAlias.trim() === '') throw badRequest('Widgets type bundle alias should be specified!');
    const descriptor = optObject(body, 'descriptor');
    if (!descriptor || Object.keys(descriptor).length === 0) throw badRequest("Widgets type descriptor can't be empty!");
    const tenantId = existing?.tenant_id ?? ownerTenant(user);
    const bundle = await db.query('SELECT 1 FROM widgets_bundle WHERE tenant_id = $1 AND alias = $2', [tenantId, bundleAlias]);
    if (bundle.rows.length === 0) throw badRequest('Widget type is referencing to non-existent widgets bundle!');
    const alias = optString(body, 'alias');
    if (existing && bundleAlias !== existing.bundle_alias) throw badRequest('Update of widget type bundle alias is prohibited!');
    if (existing && alias !== null && alias !== existing.alias) throw badRequest('Update of widget type alias is prohibited!');
    const values = [name, jsonParam(descriptor), optString(body, 'image'), optString(body, 'description')];
    let saved: WidgetTypeRow | undefined;
    if (existing) {
      ({ rows: [saved] } = await db.query<WidgetTypeRow>('UPDATE widget_type SET name = $2, descriptor = $3::jsonb, image = $4, description = $5 WHERE id = $1 RETURNING *', [existing.id, ...values]));
    } else {
      const newId = uuidV1();
      const finalAlias = alias || (await uniqueAlias(db, 'widget_type', tenantId, aliasOf(name), bundleAlias));
      const dup = await db.query('SELECT 1 FROM widget_type WHERE tenant_id = $1 AND bundle_alias = $2 AND alias = $3', [tenantId, bundleAlias, finalAlias]);
      if (dup.rows.length > 0) throw badRequest('Widget type with such alias already exists!');
      ({ rows: [saved] } = await db.query<WidgetTypeRow>(
        `INSERT INTO widget_type (id, created_time, tenant_id, bundle_alias, alias, name, descriptor, image, description)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9) RETURNING *`,
        [newId, uuidV1Time(newId), tenantId, bundleAlias, finalAlias, ...values],
      ));
    }
    if (!saved) throw notFound();
    await writeAudit(db, user, { entityType: 'WIDGET_TYPE', id: saved.id, name: saved.name }, existing ? 'UPDATED' : 'ADDED');
    return toWidgetTypeDetails(saved);
  });

  app.delete<{ Params: { id: string } }>('/api/widgetType/:id', admins, async (req, reply) => {
    const user = currentUser(req);
    const row = await loadType(user, req.params.id, true);
    await db.query('DELETE FROM widget_type WHERE id = $1', [row.id]);
    await writeAudit(db, user, { entityType: 'WIDGET_TYPE', id: row.id, name: row.name }, 'DELETED');
    return reply.code(200).send();
  });
};
