/** `/api/audit/logs…`: TA only, tenant-scoped, TPL + `actionTypes`. */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context.js';
import { currentUser, requireAuthority } from '../security/guard.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { parsePageLink, type PageQuery } from '../http/page.js';
import { uuidParam } from '../http/params.js';
import { ENTITY_TYPES } from '../lib/entity-id.js';
import { ACTION_TYPES, findAuditLogsPage, findCustomerTenant, findUserTenant, type AuditLogFilter } from './repo.js';

type AuditQuery = PageQuery & { actionTypes?: string };

/** Registers the audit log routes. */
export const auditRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const ta = { preHandler: requireAuthority('TENANT_ADMIN') };

  async function list(q: AuditQuery, tenantId: string, by?: AuditLogFilter['by'], entityType?: string) {
    const link = parsePageLink(q);
    let actionTypes: string[] | undefined;
    if (q.actionTypes) {
      actionTypes = q.actionTypes
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      for (const t of actionTypes)
        if (!ACTION_TYPES.some((a) => a === t)) throw badRequest(`Invalid action type: ${t}`);
    }
    return findAuditLogsPage(ctx.db, link, { tenantId, by, entityType, actionTypes });
  }

  app.get<{ Querystring: AuditQuery }>('/api/audit/logs', ta, async (req) =>
    list(req.query, currentUser(req).tenantId),
  );

  app.get<{ Params: { customerId: string }; Querystring: AuditQuery }>(
    '/api/audit/logs/customer/:customerId',
    ta,
    async (req) => {
      const user = currentUser(req);
      const customerId = uuidParam(req.params.customerId, 'customerId');
      const tenantId = await findCustomerTenant(ctx.db, customerId);
      if (tenantId === null) throw notFound();
      if (tenantId !== user.tenantId) throw forbidden();
      return list(req.query, user.tenantId, { column: 'customer_id', value: customerId });
    },
  );

  app.get<{ Params: { userId: string }; Querystring: AuditQuery }>('/api/audit/logs/user/:userId', ta, async (req) => {
    const user = currentUser(req);
    const userId = uuidParam(req.params.userId, 'userId');
    const tenantId = await findUserTenant(ctx.db, userId);
    if (tenantId === null) throw notFound();
    if (tenantId !== user.tenantId) throw forbidden();
    return list(req.query, user.tenantId, { column: 'user_id', value: userId });
  });

  app.get<{ Params: { entityType: string; entityId: string }; Querystring: AuditQuery }>(
    '/api/audit/logs/entity/:entityType/:entityId',
    ta,
    async (req) => {
      const user = currentUser(req);
      const type = ENTITY_TYPES.find((t) => t === req.params.entityType);
      if (!type) throw badRequest(`Unsupported entity type: ${req.params.entityType}`);
      const id = uuidParam(req.params.entityId, 'entityId');
      return list(req.query, user.tenantId, { column: 'entity_id', value: id }, type);
    },
  );
};
