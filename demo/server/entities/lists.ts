/** The list/lookup routes every assignable kind shares (tenant/customer lists, infos, by ids, by name, types, search). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.js';
import { currentUser, requireAuthority } from '../security/guard.js';
import type { SecurityUser } from '../security/jwt.js';
import { EmptyBadRequest, hasPageParams, parsePageLink, runPaged, type PageQuery } from '../http/page.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { uuidParam } from '../http/params.js';
import { objectBody, optString } from '../http/validate.js';
import { isUuid } from '../lib/uuid.js';
import { entityId } from '../lib/entity-id.js';
import { queryRelations } from '../relations/repo.js';
import { parseQueryParams, stringList } from '../relations/query.js';
import { checkEntityAccess } from '../relations/access.js';
import { counterCountSql } from '../entity-query/counts.js';
import { canAccess, infoFrom, infoSelect, sortMap, toInfo, type BaseRow, type EntityKind } from './kind.js';

/** Query of list routes: PL + `type` (+ kind extras such as `deviceProfileId`). */
export type ListQuery = PageQuery & Record<string, string | undefined>;

/** Extra WHERE conditions for kind-specific filters (e.g. deviceProfileId); receives the params array to push to. */
export type ExtraFilter = (q: ListQuery, where: string[], params: unknown[]) => void;

/** Runs a paged list of a kind. */
export function listPage<R extends BaseRow>(
  ctx: ServerContext,
  kind: EntityKind<R>,
  q: ListQuery,
  where: string[],
  params: unknown[],
  info: boolean,
  extra?: ExtraFilter,
) {
  const link = parsePageLink(q);
  const w = [...where];
  const p = [...params];
  if (q['type']) {
    p.push(q['type']);
    w.push(`e.type = $${p.length}`);
  }
  extra?.(q, w, p);
  return runPaged<R>(ctx.db, link, {
    select: infoSelect(kind),
    countFrom: `FROM ${kind.table} e`,
    // Lists of a tenant's or customer's entities, of one type or all, total from the entity counters.
    counted: (conditions) => counterCountSql(kind.entityType, conditions),
    where: w,
    params: p,
    searchColumn: 'e.name',
    sortMap: sortMap(kind),
    defaultOrder: 'e.id',
    map: (row) => (info ? toInfo(kind, row) : kind.toWire(row)),
    keyed: { from: infoFrom(kind), key: 'e.id', column: 'id' },
  });
}

/** Customer scope check for `/api/customer/{customerId}/…` lists. */
export async function customerScope(ctx: ServerContext, user: SecurityUser, raw: string): Promise<string> {
  const customerId = uuidParam(raw, 'customerId');
  if (user.authority === 'CUSTOMER_USER' && user.customerId !== customerId) throw forbidden();
  const { rows } = await ctx.db.query<{ tenant_id: string }>('SELECT tenant_id FROM customer WHERE id = $1', [
    customerId,
  ]);
  if (!rows[0]) throw notFound();
  if (rows[0].tenant_id !== user.tenantId) throw forbidden();
  return customerId;
}

/** Registers the shared list routes of a kind. */
export function registerListRoutes<R extends BaseRow>(
  app: FastifyInstance,
  ctx: ServerContext,
  kind: EntityKind<R>,
  extra?: ExtraFilter,
): void {
  const { db } = ctx;
  const ta = { preHandler: requireAuthority('TENANT_ADMIN') };
  const taCu = { preHandler: requireAuthority('TENANT_ADMIN', 'CUSTOMER_USER') };
  const nameParam = `${kind.path}Name`;
  const idsParam = `${kind.path}Ids`;
  const tenantWhere = (req: FastifyRequest) => ({ where: ['e.tenant_id = $1'], params: [currentUser(req).tenantId] });

  app.get<{ Querystring: ListQuery }>(`/api/tenant/${kind.plural}`, ta, async (req) => {
    const name = req.query[nameParam];
    if (!hasPageParams(req.query)) {
      if (name === undefined) throw new EmptyBadRequest();
      const { rows } = await db.query<R>(`${infoSelect(kind)} WHERE e.tenant_id = $1 AND e.name = $2`, [
        currentUser(req).tenantId,
        name,
      ]);
      if (!rows[0]) throw notFound();
      return kind.toWire(rows[0]);
    }
    const { where, params } = tenantWhere(req);
    return listPage(ctx, kind, req.query, where, params, false, extra);
  });

  app.get<{ Querystring: ListQuery }>(`/api/tenant/${kind.path}Infos`, ta, async (req) => {
    const { where, params } = tenantWhere(req);
    return listPage(ctx, kind, req.query, where, params, true, extra);
  });

  for (const [suffix, info] of [
    [kind.plural, false],
    [`${kind.path}Infos`, true],
  ] as const) {
    app.get<{ Params: { customerId: string }; Querystring: ListQuery }>(
      `/api/customer/:customerId/${suffix}`,
      taCu,
      async (req) => {
        const user = currentUser(req);
        const customerId = await customerScope(ctx, user, req.params.customerId);
        return listPage(
          ctx,
          kind,
          req.query,
          ['e.tenant_id = $1', 'e.customer_id = $2'],
          [user.tenantId, customerId],
          info,
          extra,
        );
      },
    );
  }

  app.get<{ Querystring: ListQuery }>(`/api/${kind.plural}`, taCu, async (req) => {
    const raw = req.query[idsParam];
    if (raw === undefined) {
      // `/api/edges` doubles as the tenant's edge page (TA only); elsewhere Spring's params condition fails: empty 400.
      if (kind.table !== 'edge' || !hasPageParams(req.query)) throw new EmptyBadRequest();
      if (currentUser(req).authority !== 'TENANT_ADMIN') throw forbidden();
      const { where, params } = tenantWhere(req);
      return listPage(ctx, kind, req.query, where, params, false, extra);
    }
    const ids = raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    for (const id of ids) if (!isUuid(id)) throw badRequest(`Invalid UUID string: ${id}`);
    const user = currentUser(req);
    const { rows } = await db.query<R>(`${infoSelect(kind)} WHERE e.id = ANY($1::uuid[]) AND e.tenant_id = $2`, [
      ids.map((i) => i.toLowerCase()),
      user.tenantId,
    ]);
    return rows.filter((r) => canAccess(user, r)).map((r) => kind.toWire(r));
  });

  registerQueryAndTypeRoutes(app, ctx, kind);
}

/** The entities of a kind found by a relation query, and the kind's types in the caller's tenant. */
function registerQueryAndTypeRoutes<R extends BaseRow>(
  app: FastifyInstance,
  ctx: ServerContext,
  kind: EntityKind<R>,
): void {
  const { db } = ctx;
  const taCu = { preHandler: requireAuthority('TENANT_ADMIN', 'CUSTOMER_USER') };

  app.post(`/api/${kind.plural}`, taCu, async (req) => {
    const user = currentUser(req);
    const body = objectBody(req.body);
    const params = parseQueryParams(body);
    // TB checks READ on the query's root entity first (403/404 as for any entity read).
    await checkEntityAccess(db, user, params.rootType, params.rootId);
    const types = stringList(body, `${kind.path}Types`);
    const relationType = optString(body, 'relationType');
    const rels = await queryRelations(db, params, [{ relationType, entityTypes: [kind.entityType] }]);
    const ids = [...new Set(rels.map((r) => (params.direction === 'FROM' ? r.to_id : r.from_id)))];
    if (ids.length === 0) return [];
    const { rows } = await db.query<R>(`${infoSelect(kind)} WHERE e.id = ANY($1::uuid[]) AND e.tenant_id = $2`, [
      ids,
      user.tenantId,
    ]);
    return rows
      .filter((r) => canAccess(user, r) && (types.length === 0 || types.includes(r.type)))
      .map((r) => kind.toWire(r));
  });

  app.get(`/api/${kind.path}/types`, taCu, async (req) => {
    const user = currentUser(req);
    const { rows } = await db.query<{ type: string }>(
      `SELECT DISTINCT type FROM ${kind.table} WHERE tenant_id = $1 ORDER BY type`,
      [user.tenantId],
    );
    return rows.map((r) => ({
      tenantId: entityId('TENANT', user.tenantId),
      entityType: kind.entityType,
      type: r.type,
    }));
  });
}
