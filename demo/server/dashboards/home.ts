/** Home dashboard (resolved as ThingsBoard 3.3.1 does: the user's, then the customer's, then the tenant's `homeDashboardId`) and edge assignment of dashboards. */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { RouteOptions, ServerContext } from '../context.js';
import type { Queryable } from '../db/types.js';
import { currentUser, requireAuthority } from '../security/guard.js';
import type { SecurityUser } from '../security/jwt.js';
import { parsePageLink, runPaged, timeBounds, type PageQuery } from '../http/page.js';
import { objectBody, optBool, optEntityUuid } from '../http/validate.js';
import { entityId } from '../lib/entity-id.js';
import { writeAudit } from '../audit-logs/repo.js';
import { loadEdge } from '../edges/assign-routes.js';
import { addEdgeEvent } from '../edges/repo.js';
import { deleteRelation, saveRelation } from '../relations/repo.js';
import {
  DASHBOARD_INFO_SELECT,
  assignedTo,
  canReadDashboard,
  findDashboard,
  loadDashboard,
  toDashboard,
  toDashboardInfo,
  type DashboardRow,
} from './model.js';

type Info = Record<string, unknown> | null;
type Guard = { preHandler: ReturnType<typeof requireAuthority> };

async function infoOf(db: Queryable, table: 'tb_user' | 'customer' | 'tenant', id: string): Promise<Info> {
  const { rows } = await db.query<{ additional_info: Info }>(`SELECT additional_info FROM ${table} WHERE id = $1`, [
    id,
  ]);
  const info = rows[0]?.additional_info;
  return info && typeof info === 'object' ? info : null;
}

/** Resolves the caller's home dashboard: user → (CU) customer → tenant; unreadable ones are skipped. */
async function resolveHome(db: Queryable, user: SecurityUser): Promise<{ row: DashboardRow; hide: boolean } | null> {
  if (user.authority === 'SYS_ADMIN') return null;
  const sources: Info[] = [];
  if (!user.isPublic) sources.push(await infoOf(db, 'tb_user', user.userId));
  if (user.authority === 'CUSTOMER_USER') sources.push(await infoOf(db, 'customer', user.customerId));
  sources.push(await infoOf(db, 'tenant', user.tenantId));
  for (const info of sources) {
    const id = info?.['homeDashboardId'];
    if (typeof id !== 'string') continue;
    const row = await findDashboard(db, id).catch(() => null);
    if (row && canReadDashboard(user, row)) return { row, hide: info?.['homeDashboardHideToolbar'] !== false };
  }
  return null;
}

/** Registers home-dashboard and edge-dashboard routes. */
export const dashboardHomeRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const ta = { preHandler: requireAuthority('TENANT_ADMIN') };

  registerHomeDashboardRoutes(app, ctx, ta);
  registerEdgeDashboardRoutes(app, ctx, ta);
};

/** Home dashboard of the caller and the tenant's home dashboard setting. */
function registerHomeDashboardRoutes(app: FastifyInstance, ctx: ServerContext, ta: Guard): void {
  const { db } = ctx;
  app.get('/api/dashboard/home', async (req, reply) => {
    const home = await resolveHome(db, currentUser(req));
    return home ? { ...toDashboard(home.row), hideDashboardToolbar: home.hide } : reply.code(200).send();
  });
  app.get('/api/dashboard/home/info', async (req, reply) => {
    const home = await resolveHome(db, currentUser(req));
    return home
      ? { dashboardId: entityId('DASHBOARD', home.row.id), hideDashboardToolbar: home.hide }
      : reply.code(200).send();
  });

  app.get('/api/tenant/dashboard/home/info', ta, async (req) => {
    const info = await infoOf(db, 'tenant', currentUser(req).tenantId);
    const id = info?.['homeDashboardId'];
    return {
      dashboardId: typeof id === 'string' ? entityId('DASHBOARD', id) : null,
      hideDashboardToolbar: info?.['homeDashboardHideToolbar'] !== false,
    };
  });
  app.post('/api/tenant/dashboard/home/info', ta, async (req, reply) => {
    const user = currentUser(req);
    const body = objectBody(req.body);
    const dashboardId = optEntityUuid(body, 'dashboardId', 'DASHBOARD');
    if (dashboardId) await loadDashboard(db, user, dashboardId, true);
    const info = { ...((await infoOf(db, 'tenant', user.tenantId)) ?? {}) };
    if (dashboardId) {
      info['homeDashboardId'] = dashboardId;
      info['homeDashboardHideToolbar'] = optBool(body, 'hideDashboardToolbar', true);
    } else {
      delete info['homeDashboardId'];
      delete info['homeDashboardHideToolbar'];
    }
    await db.query('UPDATE tenant SET additional_info = $2::jsonb WHERE id = $1', [
      user.tenantId,
      JSON.stringify(info),
    ]);
    return reply.code(200).send();
  });
}

/** Assignment of dashboards to edges and the dashboards of an edge. */
function registerEdgeDashboardRoutes(app: FastifyInstance, ctx: ServerContext, ta: Guard): void {
  const { db } = ctx;
  for (const method of ['POST', 'DELETE'] as const) {
    app.route<{ Params: { edgeId: string; id: string } }>({
      method,
      url: '/api/edge/:edgeId/dashboard/:id',
      preHandler: ta.preHandler,
      handler: async (req) => {
        const user = currentUser(req);
        const edge = await loadEdge(ctx, user, req.params.edgeId);
        const row = await loadDashboard(db, user, req.params.id, true);
        const key = {
          fromId: edge.id,
          fromType: 'EDGE' as const,
          toId: row.id,
          toType: 'DASHBOARD' as const,
          type: 'Contains',
          group: 'EDGE' as const,
        };
        if (method === 'POST') await saveRelation(db, key);
        else await deleteRelation(db, key);
        const action = method === 'POST' ? 'ASSIGNED_TO_EDGE' : 'UNASSIGNED_FROM_EDGE';
        await addEdgeEvent(db, {
          tenantId: user.tenantId,
          edgeId: edge.id,
          action,
          type: 'DASHBOARD',
          entityId: row.id,
        });
        await writeAudit(db, user, { entityType: 'DASHBOARD', id: row.id, name: row.title }, action, {
          edgeId: edge.id,
        });
        return toDashboard(row);
      },
    });
  }

  app.get<{ Params: { edgeId: string }; Querystring: PageQuery }>(
    '/api/edge/:edgeId/dashboards',
    { preHandler: requireAuthority('TENANT_ADMIN', 'CUSTOMER_USER') },
    async (req) => {
      const user = currentUser(req);
      const edge = await loadEdge(ctx, user, req.params.edgeId);
      const link = parsePageLink(req.query);
      const where = [
        'd.tenant_id = $1',
        "d.id IN (SELECT to_id FROM relation WHERE from_id = $2 AND relation_type_group = 'EDGE' AND to_type = 'DASHBOARD')",
      ];
      const params: unknown[] = [user.tenantId, edge.id];
      if (user.authority === 'CUSTOMER_USER') {
        params.push(user.customerId);
        where.push(assignedTo(params.length));
      }
      timeBounds(link, 'd.created_time', where, params);
      return runPaged<DashboardRow>(db, link, {
        select: DASHBOARD_INFO_SELECT,
        where,
        params,
        searchColumn: 'd.title',
        sortMap: { createdTime: 'd.created_time', title: 'd.title' },
        defaultOrder: 'd.id',
        map: toDashboardInfo,
      });
    },
  );
}
