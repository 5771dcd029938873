/** `/api/user…`, `/api/users`, tenant/customer user lists. */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Queryable } from '../db/types.js';
import type { RouteOptions, ServerContext } from '../context.js';
import type { SecurityUser } from '../security/jwt.js';
import { currentUser, requireAuthority } from '../security/guard.js';
import { forbidden, notFound } from '../http/errors.js';
import { boolParam, uuidParam } from '../http/params.js';
import { parsePageLink, type PageQuery } from '../http/page.js';
import { objectBody } from '../http/validate.js';
import { randomAlphanumeric } from '../lib/random.js';
import { NULL_UUID, isUuid } from '../lib/uuid.js';
import { findCustomerById } from '../customers/repo.js';
import { toUser, type User, type UserRow } from './model.js';
import {
  dashboardExists,
  deleteUser,
  findCredentials,
  findUserById,
  findUsersPage,
  insertCredentials,
  insertUser,
  updateUser,
  type UserFilter,
} from './repo.js';
import { canWriteUser, loadUserFor, parseUserBody, sendActivationMail, validateUser } from './service.js';
import { logEntityAction } from '../audit-logs/entity-actions.js';

/**
 * ThingsBoard's READ permission on a user: SA → tenant admins and other system admins (TB's SysAdminPermissions
 * refuse customer users); TA → users of its own tenant; CU → only itself.
 */
export function canReadUser(principal: SecurityUser, target: UserRow): boolean {
  switch (principal.authority) {
    case 'SYS_ADMIN':
      return target.authority !== 'CUSTOMER_USER';
    case 'TENANT_ADMIN':
      return target.tenant_id === principal.tenantId;
    case 'CUSTOMER_USER':
      return !principal.isPublic && target.id === principal.userId;
  }
}

function listUsers(db: Queryable, q: PageQuery, filter: UserFilter) {
  return findUsersPage(db, parsePageLink(q), filter);
}

/** Registers the user routes. */
export const userRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const all = { preHandler: requireAuthority('SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER') };

  app.get(
    '/api/user/tokenAccessEnabled',
    { preHandler: requireAuthority('SYS_ADMIN', 'TENANT_ADMIN') },
    async () => ctx.config.userTokenAccessEnabled,
  );

  app.get<{ Params: { userId: string } }>('/api/user/:userId', all, async (request): Promise<User> => {
    const principal = currentUser(request);
    const row = await loadUserFor(db, principal, uuidParam(request.params.userId, 'userId'), canReadUser);
    const user = toUser(row);
    const creds = await findCredentials(db, row.id);
    const info =
      user.additionalInfo !== null && typeof user.additionalInfo === 'object' ? { ...user.additionalInfo } : {};
    // TB adds the computed flag only when credentials are enabled and the key is not stored already.
    if (creds?.enabled && !('userCredentialsEnabled' in info)) info['userCredentialsEnabled'] = true;
    // Like TB, dashboard references that point to deleted dashboards are dropped from the answer.
    for (const key of ['defaultDashboardId', 'homeDashboardId']) {
      const ref = info[key];
      if (typeof ref !== 'string') continue;
      if (!(isUuid(ref) && (await dashboardExists(db, ref)))) delete info[key];
    }
    return { ...user, additionalInfo: info };
  });

  app.post<{ Querystring: { sendActivationMail?: string } }>('/api/user', all, async (request) => {
    const principal = currentUser(request);
    const input = parseUserBody(objectBody(request.body), principal);
    if (input.id) {
      const existing = await findUserById(db, input.id);
      if (!existing) throw notFound();
      if (!canWriteUser(principal, existing)) throw forbidden();
    } else if (principal.authority === 'CUSTOMER_USER') {
      throw forbidden();
    }
    if (
      input.authority &&
      !canWriteUser(principal, { id: input.id ?? '', tenant_id: input.tenantId, authority: input.authority })
    ) {
      throw forbidden();
    }
    await validateUser(db, input);
    const sendMail = boolParam(request.query.sendActivationMail, true);
    const token = randomAlphanumeric(30);
    const saved = await db.transaction(async (tx) => {
      if (input.id) return updateUser(tx, input.id, input);
      if (input.tenantId !== NULL_UUID) await ctx.limits.assertCanCreate(tx, input.tenantId, 'USER');
      const row = await insertUser(tx, input);
      await insertCredentials(tx, row.id, { enabled: false, passwordHash: null, activateToken: token });
      return row;
    });
    if (!input.id && sendMail) {
      // Outside the transaction (SMTP may be slow); as TB, a user whose activation mail fails is deleted again.
      try {
        await sendActivationMail(db, request, saved.email, token);
        if (saved.tenant_id) ctx.usage.record(saved.tenant_id, 'EMAIL');
      } catch (err) {
        await deleteUser(db, saved.id);
        throw err;
      }
    }
    await logEntityAction(
      ctx,
      principal,
      { entityType: 'USER', id: saved.id, name: saved.email, customerId: saved.customer_id },
      input.id ? 'UPDATED' : 'ADDED',
      { entity: toUser(saved) },
      { entity: toUser(saved), tenantId: saved.tenant_id },
    );
    return toUser(saved);
  });

  app.delete<{ Params: { userId: string } }>(
    '/api/user/:userId',
    { preHandler: requireAuthority('SYS_ADMIN', 'TENANT_ADMIN') },
    async (request, reply) => {
      const principal = currentUser(request);
      const row = await loadUserFor(db, principal, uuidParam(request.params.userId, 'userId'), canWriteUser);
      if (row.authority === 'SYS_ADMIN' && row.id === principal.userId)
        throw forbidden('Sysadmin is not allowed to delete himself');
      await db.transaction(async (tx) => {
        await ctx.outdating.revoke([row.id], tx);
        await deleteUser(tx, row.id);
      });
      await logEntityAction(
        ctx,
        principal,
        { entityType: 'USER', id: row.id, name: row.email, customerId: row.customer_id },
        'DELETED',
        {},
        { entity: toUser(row), tenantId: row.tenant_id },
      );
      return reply.code(200).send();
    },
  );

  registerListRoutes(app, ctx);
};

/** User lists: the caller's own scope, a tenant's admins, a customer's users. */
function registerListRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  app.get<{ Querystring: PageQuery }>(
    '/api/users',
    { preHandler: requireAuthority('TENANT_ADMIN', 'CUSTOMER_USER') },
    async (request) => {
      const principal = currentUser(request);
      if (principal.authority === 'TENANT_ADMIN') return listUsers(db, request.query, { tenantId: principal.tenantId });
      return listUsers(db, request.query, { tenantId: principal.tenantId, customerId: principal.customerId });
    },
  );

  app.get<{ Params: { tenantId: string }; Querystring: PageQuery }>(
    '/api/tenant/:tenantId/users',
    { preHandler: requireAuthority('SYS_ADMIN') },
    async (request) => {
      const tenantId = uuidParam(request.params.tenantId, 'tenantId');
      return listUsers(db, request.query, { tenantId, customerId: NULL_UUID, authority: 'TENANT_ADMIN' });
    },
  );

  app.get<{ Params: { customerId: string }; Querystring: PageQuery }>(
    '/api/customer/:customerId/users',
    { preHandler: requireAuthority('TENANT_ADMIN') },
    async (request) => {
      const principal = currentUser(request);
      const customerId = uuidParam(request.params.customerId, 'customerId');
      const customer = await findCustomerById(db, customerId);
      if (!customer) throw notFound();
      if (customer.tenant_id !== principal.tenantId) throw forbidden();
      return listUsers(db, request.query, { tenantId: principal.tenantId, customerId, authority: 'CUSTOMER_USER' });
    },
  );
}
