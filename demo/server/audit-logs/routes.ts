/** `/api/audit/logs…`: TA only, tenant-scoped, TPL + `actionTypes`. */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context.js';
import { currentUser, requireAuthority } from '../security/guard.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { parsePageLink, runPaged, timeBounds, type PageQuery } from '../http/page.js';
import { uuidParam } from '../http/params.js';
import { ENTITY_TYPES } from '../lib/entity-id.js';
import { ACTION_TYPES, toAuditLog, type AuditLogRow } from './repo.js';

type AuditQuery = PageQuery & { actionTypes?: string };

const SORT = {
  createdTime: 'created_time',
  entityType: 'entity_type',
  entityName: 'entity_name',
  userName: 'user_name',
  type: 'action_type',
  actionType: 'action_type',
  actionStatus: 'action_status',
};

/** Registers the audit log routes. */
export const auditRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const ta = { preHandler: requireAuthority('TENANT_ADMIN') };

  async function list(
    q: AuditQuery,
    tenantId: string,
    column: string | null,
    value: string | null,
    entityType?: string,
  ) {
    const link = parsePageLink(q);
    const where = ['tenant_id = $1'];
    const params: unknown[] = [tenantId];
    if (column && value) {
      params.push(value);
      where.push(`${column} = $${params.length}`);
    }
    if (entityType) {
      params.push(entityType);
      where.push(`entity_type = $${params.length}`);
    }
    if (q.actionTypes) {
      const types = q.actionTypes
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      for (const t of types) if (!ACTION_TYPES.some((a) => a === t)) throw badRequest(`Invalid action type: ${t}`);
      params.push(types);
      where.push(`action_type = ANY($${params.length}::varchar[])`);
    }
    timeBounds(link, 'created_time', where, params);
    return runPaged<AuditLogRow>(ctx.db, link, {
      select: 'SELECT * FROM audit_log',
      where,
      params,
      searchColumn: 'entity_name',
      sortMap: SORT,
      defaultOrder: 'created_time DESC, id DESC',
      map: toAuditLog,
    });
  }

  app.get<{ Querystring: AuditQuery }>('/api/audit/logs', ta, async (req) =>
    list(req.query, currentUser(req).tenantId, null, null),
  );

  app.get<{ Params: { customerId: string }; Querystring: AuditQuery }>(
    '/api/audit/logs/customer/:customerId',
    ta,
    async (req) => {
      const user = currentUser(req);
      const customerId = uuidParam(req.params.customerId, 'customerId');
      const { rows } = await ctx.db.query<{ tenant_id: string }>('SELECT tenant_id FROM customer WHERE id = $1', [
        customerId,
      ]);
      if (!rows[0]) throw notFound();
      if (rows[0].tenant_id !== user.tenantId) throw forbidden();
      return list(req.query, user.tenantId, 'customer_id', customerId);
    },
  );

  app.get<{ Params: { userId: string }; Querystring: AuditQuery }>('/api/audit/logs/user/:userId', ta, async (req) => {
    const user = currentUser(req);
    const userId = uuidParam(req.params.userId, 'userId');
    const { rows } = await ctx.db.query<{ tenant_id: string }>('SELECT tenant_id FROM tb_user WHERE id = $1', [userId]);
    if (!rows[0]) throw notFound();
    if (rows[0].tenant_id !== user.tenantId) throw forbidden();
    return list(req.query, user.tenantId, 'user_id', userId);
  });

  app.get<{ Params: { entityType: string; entityId: string }; Querystring: AuditQuery }>(
    '/api/audit/logs/entity/:entityType/:entityId',
    ta,
    async (req) => {
      const user = currentUser(req);
      const type = ENTITY_TYPES.find((t) => t === req.params.entityType);
      if (!type) throw badRequest(`Unsupported entity type: ${req.params.entityType}`);
      const id = uuidParam(req.params.entityId, 'entityId');
      return list(req.query, user.tenantId, 'entity_id', id, type);
    },
  );
};
