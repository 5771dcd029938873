/** `/api/dashboard…` CRUD, lists and customer assignment. */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { RouteOptions, ServerContext } from '../context.js';
import { currentUser, requireAuthority } from '../security/guard.js';
import type { SecurityUser } from '../security/jwt.js';
import { badRequest, notFound } from '../http/errors.js';
import { uuidParam } from '../http/params.js';
import type { PageQuery } from '../http/page.js';
import { bodyId, objectBody, optBool, optInt, optJson, optString } from '../http/validate.js';
import { isUuid } from '../lib/uuid.js';
import { customerScope } from '../entities/lists.js';
import { findOrCreatePublicCustomer } from '../customers/repo.js';
import { logEntityAction } from '../audit-logs/entity-actions.js';
import {
  findDashboard,
  loadDashboard,
  setAssigned,
  syncAssignmentRelations,
  toDashboard,
  toDashboardInfo,
  type AssignedCustomer,
  type DashboardRow,
} from './model.js';
import { customersToAssign, deleteDashboard, findDashboardsPage, insertDashboard, updateDashboard } from './repo.js';

/** Sets a dashboard's customers and logs one ASSIGNED / UNASSIGNED action per customer that changed. */
async function changeAssignment(ctx: ServerContext, user: SecurityUser, row: DashboardRow, next: AssignedCustomer[]) {
  const before = new Set((row.assigned_customers ?? []).map((c) => c.customerId.id));
  const after = new Set(next.map((c) => c.customerId.id));
  await setAssigned(ctx.db, row.id, next);
  const wire = toDashboard((await findDashboard(ctx.db, row.id)) ?? row);
  const titles = new Map([...(row.assigned_customers ?? []), ...next].map((c) => [c.customerId.id, c.title]));
  const target = (customerId: string) => ({
    entityType: 'DASHBOARD' as const,
    id: row.id,
    name: row.title,
    customerId,
  });
  for (const c of next) {
    if (before.has(c.customerId.id)) continue;
    await logEntityAction(
      ctx,
      user,
      target(c.customerId.id),
      'ASSIGNED_TO_CUSTOMER',
      {},
      { entity: wire, metadata: { assignedCustomerId: c.customerId.id, assignedCustomerName: c.title } },
    );
  }
  for (const id of before) {
    if (after.has(id)) continue;
    await logEntityAction(
      ctx,
      user,
      target(id),
      'UNASSIGNED_FROM_CUSTOMER',
      {},
      { entity: wire, metadata: { unassignedCustomerId: id, unassignedCustomerName: titles.get(id) ?? '' } },
    );
  }
  return wire;
}

/** Creates or updates a dashboard from a request body; logs ADDED / UPDATED. */
async function saveDashboard(
  ctx: ServerContext,
  user: SecurityUser,
  rawBody: unknown,
): Promise<Record<string, unknown>> {
  const { db } = ctx;
  const body = objectBody(rawBody);
  const id = bodyId(body, 'DASHBOARD');
  if (id) await loadDashboard(db, user, id, true);
  const title = optString(body, 'title') ?? '';
  if (title.trim() === '') throw badRequest('Dashboard title should be specified!');
  const rawAssigned = Array.isArray(body['assignedCustomers'])
    ? (body['assignedCustomers'] as { customerId?: { id?: unknown } }[])
    : [];
  const assignedIds = rawAssigned.map((c) => c?.customerId?.id).filter((v): v is string => isUuid(v));
  const assigned = await customersToAssign(db, user.tenantId, assignedIds);
  const fields = {
    title,
    image: optString(body, 'image'),
    assigned,
    mobileHide: optBool(body, 'mobileHide'),
    mobileOrder: optInt(body, 'mobileOrder'),
    configuration: optJson(body, 'configuration'),
  };
  let savedId = id;
  if (id) {
    await updateDashboard(db, id, fields, optInt(body, 'createdTime') ?? 0);
  } else {
    await ctx.limits.assertCanCreate(db, user.tenantId, 'DASHBOARD');
    savedId = await insertDashboard(db, user.tenantId, fields);
  }
  const saved = await findDashboard(db, savedId ?? '');
  if (!saved) throw notFound();
  await syncAssignmentRelations(db, saved.id, assigned);
  const wire = toDashboard(saved);
  await logEntityAction(
    ctx,
    user,
    { entityType: 'DASHBOARD', id: saved.id, name: saved.title },
    id ? 'UPDATED' : 'ADDED',
    {},
    { entity: wire },
  );
  return wire;
}

/** Registers the dashboard routes. */
export const dashboardRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const ta = { preHandler: requireAuthority('TENANT_ADMIN') };
  const all = { preHandler: requireAuthority('SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER') };

  app.get('/api/dashboard/serverTime', all, async () => Date.now());
  app.get<{ Params: { id: string } }>('/api/dashboard/info/:id', all, async (req) =>
    toDashboardInfo(await loadDashboard(db, currentUser(req), req.params.id)),
  );
  app.get<{ Params: { id: string } }>(
    '/api/dashboard/:id',
    { preHandler: requireAuthority('TENANT_ADMIN', 'CUSTOMER_USER') },
    async (req) => toDashboard(await loadDashboard(db, currentUser(req), req.params.id)),
  );

  app.post('/api/dashboard', ta, async (req) => saveDashboard(ctx, currentUser(req), req.body));

  app.delete<{ Params: { id: string } }>('/api/dashboard/:id', ta, async (req, reply) => {
    const user = currentUser(req);
    const row = await loadDashboard(db, user, req.params.id, true);
    await deleteDashboard(db, row.id);
    await logEntityAction(
      ctx,
      user,
      { entityType: 'DASHBOARD', id: row.id, name: row.title },
      'DELETED',
      {},
      { entity: toDashboard(row) },
    );
    return reply.code(200).send();
  });

  app.get<{ Querystring: PageQuery & { mobile?: string } }>('/api/tenant/dashboards', ta, async (req) =>
    findDashboardsPage(db, req.query, { tenantId: currentUser(req).tenantId }),
  );
  app.get<{ Params: { tenantId: string }; Querystring: PageQuery }>(
    '/api/tenant/:tenantId/dashboards',
    { preHandler: requireAuthority('SYS_ADMIN') },
    async (req) => findDashboardsPage(db, req.query, { tenantId: uuidParam(req.params.tenantId, 'tenantId') }),
  );
  app.get<{ Params: { customerId: string }; Querystring: PageQuery & { mobile?: string } }>(
    '/api/customer/:customerId/dashboards',
    { preHandler: requireAuthority('TENANT_ADMIN', 'CUSTOMER_USER') },
    async (req) => {
      const user = currentUser(req);
      const customerId = await customerScope(ctx, user, req.params.customerId);
      return findDashboardsPage(db, req.query, { tenantId: user.tenantId, customerId });
    },
  );

  registerAssignmentRoutes(app, ctx);
};

/** `/api/customer/{customerId}/dashboard/{id}`, `/api/customer/public/dashboard/{id}`, `/api/dashboard/{id}/customers[/add|/remove]`. */
function registerAssignmentRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;
  const ta = { preHandler: requireAuthority('TENANT_ADMIN') };
  const customersOf = (user: SecurityUser, ids: string[]) => customersToAssign(db, user.tenantId, ids);
  const changeAssignmentOf = (user: SecurityUser, row: DashboardRow, next: AssignedCustomer[]) =>
    changeAssignment(ctx, user, row, next);

  for (const method of ['POST', 'DELETE'] as const) {
    app.route<{ Params: { customerId: string; id: string } }>({
      method,
      url: '/api/customer/:customerId/dashboard/:id',
      preHandler: ta.preHandler,
      handler: async (req) => {
        const user = currentUser(req);
        const row = await loadDashboard(db, user, req.params.id, true);
        const customerId = uuidParam(req.params.customerId, 'customerId');
        const [customer] = await customersOf(user, [customerId]);
        if (!customer) throw notFound();
        const rest = (row.assigned_customers ?? []).filter((c) => c.customerId.id !== customerId);
        if (method === 'DELETE' && rest.length === (row.assigned_customers ?? []).length)
          throw badRequest(`Dashboard isn't assigned to customer ${customerId}`);
        return changeAssignmentOf(user, row, method === 'POST' ? [...rest, customer] : rest);
      },
    });
    app.route<{ Params: { id: string } }>({
      method,
      url: '/api/customer/public/dashboard/:id',
      preHandler: ta.preHandler,
      handler: async (req) => {
        const user = currentUser(req);
        const row = await loadDashboard(db, user, req.params.id, true);
        const pub = await findOrCreatePublicCustomer(db, user.tenantId);
        const rest = (row.assigned_customers ?? []).filter((c) => c.customerId.id !== pub.id);
        return changeAssignmentOf(
          user,
          row,
          method === 'POST'
            ? [...rest, { customerId: { entityType: 'CUSTOMER', id: pub.id }, title: pub.title, public: true }]
            : rest,
        );
      },
    });
  }

  for (const op of ['', '/add', '/remove'] as const) {
    app.post<{ Params: { id: string } }>(`/api/dashboard/:id/customers${op}`, ta, async (req) => {
      const user = currentUser(req);
      const row = await loadDashboard(db, user, req.params.id, true);
      const raw = req.body ?? [];
      if (!Array.isArray(raw) || raw.some((v) => typeof v !== 'string' || !isUuid(v)))
        throw badRequest('Invalid request body');
      const ids = (raw as string[]).map((s) => s.toLowerCase());
      const current = row.assigned_customers ?? [];
      if (op === '/remove')
        return changeAssignmentOf(
          user,
          row,
          current.filter((c) => !ids.includes(c.customerId.id)),
        );
      const added = await customersOf(user, ids);
      const base = op === '/add' ? current.filter((c) => !ids.includes(c.customerId.id)) : [];
      return changeAssignmentOf(user, row, [...base, ...added]);
    });
  }
}
