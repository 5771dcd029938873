/** `/api/dashboard…` CRUD, lists and customer assignment (contract §3.12). */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context.js';
import { currentUser, requireAuthority } from '../auth/guard.js';
import type { SecurityUser } from '../auth/jwt.js';
import { badRequest, notFound } from '../http/errors.js';
import { boolParam, uuidParam } from '../http/params.js';
import { parsePageLink, runPaged, type PageQuery } from '../http/page.js';
import { bodyId, objectBody, optBool, optInt, optJson, optString } from '../http/validate.js';
import { isUuid, uuidV1, uuidV1Time } from '../lib/uuid.js';
import { jsonParam } from '../db/types.js';
import { customerScope } from '../entities/lists.js';
import { findOrCreatePublicCustomer, isPublicCustomer, type CustomerRow } from '../customers/repo.js';
import { logEntityAction } from '../rule-engine/entity-actions.js';
import {
  DASHBOARD_INFO_SELECT, assignedTo, findDashboard, loadDashboard, setAssigned, syncAssignmentRelations, toDashboard, toDashboardInfo,
  type AssignedCustomer, type DashboardRow,
} from './model.js';

const SORT = { createdTime: 'd.created_time', title: 'd.title', name: 'd.title' };

/** Registers the dashboard routes. */
export const dashboardRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const ta = { preHandler: requireAuthority('TENANT_ADMIN') };
  const all = { preHandler: requireAuthority('SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER') };

  async function customersOf(user: SecurityUser, ids: string[]): Promise<AssignedCustomer[]> {
    if (ids.length === 0) return [];
    const { rows } = await db.query<CustomerRow>('SELECT * FROM customer WHERE tenant_id = $1 AND id = ANY($2::uuid[]) ORDER BY created_time', [user.tenantId, ids]);
    return rows.map((c) => ({ customerId: { entityType: 'CUSTOMER', id: c.id }, title: c.title, public: isPublicCustomer(c) }));
  }

  function list(q: PageQuery & { mobile?: string }, where: string[], params: unknown[]) {
    const mobile = boolParam(q.mobile, false);
    const w = mobile ? [...where, 'NOT d.mobile_hide'] : where;
    const link = parsePageLink(q);
    return runPaged<DashboardRow>(db, link, {
      select: DASHBOARD_INFO_SELECT, where: w, params, searchColumn: 'd.title', sortMap: SORT,
      defaultOrder: mobile && !link.sortProperty ? 'd.mobile_order NULLS LAST, d.id' : 'd.id', map: toDashboardInfo,
    });
  }

  async function changeAssignment(user: SecurityUser, row: DashboardRow, next: AssignedCustomer[]) {
    const before = new Set((row.assigned_customers ?? []).map((c) => c.customerId.id));
    const after = new Set(next.map((c) => c.customerId.id));
    await setAssigned(db, row.id, next);
    const wire = toDashboard((await findDashboard(db, row.id)) ?? row);
    const titles = new Map([...(row.assigned_customers ?? []), ...next].map((c) => [c.customerId.id, c.title]));
    const target = (customerId: string) => ({ entityType: 'DASHBOARD' as const, id: row.id, name: row.title, customerId });
    for (const c of next) {
      if (before.has(c.customerId.id)) continue;
      await logEntityAction(ctx, user, target(c.customerId.id), 'ASSIGNED_TO_CUSTOMER', {}, { entity: wire, metadata: { assignedCustomerId: c.customerId.id, assignedCustomerName: c.title } });
    }
    for (const id of before) {
      if (after.has(id)) continue;
      await logEntityAction(ctx, user, target(id), 'UNASSIGNED_FROM_CUSTOMER', {}, { entity: wire, metadata: { unassignedCustomerId: id, unassignedCustomerName: titles.get(id) ?? '' } });
    }
    return wire;
  }

  app.get('/api/dashboard/serverTime', all, async () => Date.now());
  app.get<{ Params: { id: string } }>('/api/dashboard/info/:id', all, async (req) => toDashboardInfo(await loadDashboard(db, currentUser(req), req.params.id)));
  app.get<{ Params: { id: string } }>('/api/dashboard/:id', { preHandler: requireAuthority('TENANT_ADMIN', 'CUSTOMER_USER') }, async (req) =>
    toDashboard(await loadDashboard(db, currentUser(req), req.params.id)),
  );

  app.post('/api/dashboard', ta, async (req) => {
    const user = currentUser(req);
    const body = objectBody(req.body);
    const id = bodyId(body, 'DASHBOARD');
    if (id) await loadDashboard(db, user, id, true);
    const title = optString(body, 'title') ?? '';
    if (title.trim() === '') throw badRequest('Dashboard title should be specified!');
    const rawAssigned = Array.isArray(body['assignedCustomers']) ? (body['assignedCustomers'] as { customerId?: { id?: unknown } }[]) : [];
    const assignedIds = rawAssigned.map((c) => c?.customerId?.id).filter((v): v is string => isUuid(v));
    const assigned = await customersOf(user, assignedIds);
    const values = [title, optString(body, 'image'), jsonParam(assigned), optBool(body, 'mobileHide'), optInt(body, 'mobileOrder'), jsonParam(optJson(body, 'configuration'))];
    let savedId = id;
    if (id) {
      await db.query(
        'UPDATE dashboard SET title = $2, image = $3, assigned_customers = $4::jsonb, mobile_hide = $5, mobile_order = $6, configuration = $7::jsonb, created_time = $8 WHERE id = $1',
        [id, ...values, optInt(body, 'createdTime') ?? 0],
      );
    } else {
      await ctx.limits.assertCanCreate(db, user.tenantId, 'DASHBOARD');
      savedId = uuidV1();
      await db.query(
        `INSERT INTO dashboard (id, created_time, tenant_id, title, image, assigned_customers, mobile_hide, mobile_order, configuration)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9::jsonb)`,
        [savedId, uuidV1Time(savedId), user.tenantId, ...values],
      );
    }
    const saved = await findDashboard(db, savedId ?? '');
    if (!saved) throw notFound();
    await syncAssignmentRelations(db, saved.id, assigned);
    const wire = toDashboard(saved);
    await logEntityAction(ctx, user, { entityType: 'DASHBOARD', id: saved.id, name: saved.title }, id ? 'UPDATED' : 'ADDED', {}, { entity: wire });
    return wire;
  });

  app.delete<{ Params: { id: string } }>('/api/dashboard/:id', ta, async (req, reply) => {
    const user = currentUser(req);
    const row = await loadDashboard(db, user, req.params.id, true);
    await db.query('DELETE FROM relation WHERE from_id = $1 OR to_id = $1', [row.id]);
    await db.query('DELETE FROM dashboard WHERE id = $1', [row.id]);
    await logEntityAction(ctx, user, { entityType: 'DASHBOARD', id: row.id, name: row.title }, 'DELETED', {}, { entity: toDashboard(row) });
    return reply.code(200).send();
  });

  app.get<{ Querystring: PageQuery & { mobile?: string } }>('/api/tenant/dashboards', ta, async (req) => list(req.query, ['d.tenant_id = $1'], [currentUser(req).tenantId]));
  app.get<{ Params: { tenantId: string }; Querystring: PageQuery }>('/api/tenant/:tenantId/dashboards', { preHandler: requireAuthority('SYS_ADMIN') }, async (req) =>
    list(req.query, ['d.tenant_id = $1'], [uuidParam(req.params.tenantId, 'tenantId')]),
  );
  app.get<{ Params: { customerId: string }; Querystring: PageQuery & { mobile?: string } }>(
    '/api/customer/:customerId/dashboards',
    { preHandler: requireAuthority('TENANT_ADMIN', 'CUSTOMER_USER') },
    async (req) => {
      const user = currentUser(req);
      const customerId = await customerScope(ctx, user, req.params.customerId);
      return list(req.query, ['d.tenant_id = $1', assignedTo(2)], [user.tenantId, customerId]);
    },
  );

  for (const method of ['POST', 'DELETE'] as const) {
    app.route<{ Params: { customerId: string; id: string } }>({
      method, url: '/api/customer/:customerId/dashboard/:id', preHandler: ta.preHandler,
      handler: async (req) => {
        const user = currentUser(req);
        const row = await loadDashboard(db, user, req.params.id, true);
        const customerId = uuidParam(req.params.customerId, 'customerId');
        const [customer] = await customersOf(user, [customerId]);
        if (!customer) throw notFound();
        const rest = (row.assigned_customers ?? []).filter((c) => c.customerId.id !== customerId);
        if (method === 'DELETE' && rest.length === (row.assigned_customers ?? []).length) throw badRequest(`Dashboard isn't assigned to customer ${customerId}`);
        return changeAssignment(user, row, method === 'POST' ? [...rest, customer] : rest);
      },
    });
    app.route<{ Params: { id: string } }>({
      method, url: '/api/customer/public/dashboard/:id', preHandler: ta.preHandler,
      handler: async (req) => {
        const user = currentUser(req);
        const row = await loadDashboard(db, user, req.params.id, true);
        const pub = await findOrCreatePublicCustomer(db, user.tenantId);
        const rest = (row.assigned_customers ?? []).filter((c) => c.customerId.id !== pub.id);
        return changeAssignment(user, row, method === 'POST' ? [...rest, { customerId: { entityType: 'CUSTOMER', id: pub.id }, title: pub.title, public: true }] : rest);
      },
    });
  }

  for (const op of ['', '/add', '/remove'] as const) {
    app.post<{ Params: { id: string } }>(`/api/dashboard/:id/customers${op}`, ta, async (req) => {
      const user = currentUser(req);
      const row = await loadDashboard(db, user, req.params.id, true);
      const raw = req.body ?? [];
      if (!Array.isArray(raw) || raw.some((v) => typeof v !== 'string' || !isUuid(v))) throw badRequest('Invalid request body');
      const ids = (raw as string[]).map((s) => s.toLowerCase());
      const current = row.assigned_customers ?? [];
      if (op === '/remove') return changeAssignment(user, row, current.filter((c) => !ids.includes(c.customerId.id)));
      const added = await customersOf(user, ids);
      const base = op === '/add' ? current.filter((c) => !ids.includes(c.customerId.id)) : [];
      return changeAssignment(user, row, [...base, ...added]);
    });
  }
};
