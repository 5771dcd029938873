/**
 * Alarm REST: create/update, ack, clear, delete, get, info, lists per entity (the originator and
 * every entity the alarm propagated to) and per tenant/customer, highest severity. JSON TB error bodies.
 *
 * Access: system administrators have no alarm permission (403), except the always empty list of a tenant's alarms.
 * Tenant administrators reach their tenant's alarms.
 * Customer users reach alarms of their customer (alarm.customerId = the originator's customer) — stricter than
 * ThingsBoard, which lets a customer user read any alarm of the tenant by id; a customer never sees another
 * customer's alarm here.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteOptions, ServerContext } from '../context.js';
import { currentUser, requireAuthority } from '../security/guard.js';
import type { SecurityUser } from '../security/jwt.js';
import { EmptyResponseError, badRequest, forbidden, notFound } from '../http/errors.js';
import { EmptyBadRequest, hasPageParams, parsePageLink, type PageQuery } from '../http/page.js';
import { boolParam, uuidParam } from '../http/params.js';
import { objectBody, optBool, optInt, optString, parseEntityId, type Json } from '../http/validate.js';
import { writeAudit } from '../audit-logs/repo.js';
import { checkEntityAccess } from '../relations/access.js';
import { ENTITY_TYPES, type EntityId, type EntityType } from '../lib/entity-id.js';
import { findTenantById } from '../tenants/repo.js';
import type { AlarmInput } from './service.js';
import { findAlarmsPage, findHighestSeverity } from './repo.js';
import {
  SEARCH_STATUSES,
  SEVERITIES,
  STATUSES,
  statusesOf,
  toAlarm,
  toAlarmInfo,
  type AlarmRow,
  type AlarmStatus,
} from './model.js';

type ListQuery = PageQuery & { searchStatus?: string; status?: string; fetchOriginator?: string };

function enumOf<T extends string>(values: readonly T[], value: unknown, java: string): T {
  const found = values.find((v) => v === value);
  if (!found) throw badRequest(`No enum constant org.thingsboard.server.common.data.alarm.${java}.${String(value)}`);
  return found;
}

/** Statuses selected by `searchStatus` / `status` (null = any). */
export function statusFilter(q: { searchStatus?: string; status?: string }): AlarmStatus[] | null {
  const search = q.searchStatus ? enumOf(SEARCH_STATUSES, q.searchStatus, 'AlarmSearchStatus') : null;
  const status = q.status ? enumOf(STATUSES, q.status, 'AlarmStatus') : null;
  if (search && status) {
    throw badRequest(
      "Invalid alarms search query: Both parameters 'searchStatus' and 'status' can't be specified at the same time!",
    );
  }
  if (search) return statusesOf(search);
  return status ? [status] : null;
}

/** Loads an alarm the principal may reach. @throws 400/404/403 JSON. */
async function loadAlarm(ctx: ServerContext, user: SecurityUser, raw: string | undefined): Promise<AlarmRow> {
  if (user.authority === 'SYS_ADMIN') throw forbidden();
  const row = await ctx.telemetry.alarms.findById(uuidParam(raw, 'alarmId'));
  if (!row) throw notFound();
  const ok =
    row.tenant_id === user.tenantId && (user.authority === 'TENANT_ADMIN' || row.customer_id === user.customerId);
  if (!ok) throw forbidden();
  return row;
}

function requiredEnum<T extends string>(body: Json, key: string, values: readonly T[], message: string): T {
  const v = body[key];
  if (v === undefined || v === null) throw badRequest(message);
  const found = values.find((x) => x === v);
  if (!found) throw new EmptyResponseError();
  return found;
}

function parseAlarmBody(body: Json): AlarmInput {
  const id = parseEntityId(body['id'], 'ALARM');
  const type = optString(body, 'type');
  if (!type || type.trim() === '') throw badRequest('Alarm type should be specified!');
  const originator = parseEntityId(body['originator']);
  if (!originator) throw badRequest('Alarm originator should be specified!');
  const severity = requiredEnum(body, 'severity', SEVERITIES, 'Alarm severity should be specified!');
  const status = requiredEnum(body, 'status', STATUSES, 'Alarm status should be specified!');
  const types = body['propagateRelationTypes'];
  if (types !== undefined && types !== null && (!Array.isArray(types) || types.some((t) => typeof t !== 'string')))
    throw new EmptyResponseError();
  return {
    id: id?.id ?? null,
    type,
    originator,
    severity,
    status,
    startTs: optInt(body, 'startTs') ?? 0,
    endTs: optInt(body, 'endTs') ?? 0,
    ackTs: optInt(body, 'ackTs') ?? 0,
    clearTs: optInt(body, 'clearTs') ?? 0,
    details: body['details'] ?? null,
    propagate: optBool(body, 'propagate'),
    propagateRelationTypes: (types as string[] | null | undefined) ?? [],
  };
}

async function listAlarms(
  ctx: ServerContext,
  req: FastifyRequest<{ Querystring: ListQuery }>,
  scope: { entity?: EntityId; customerId?: string },
) {
  const user = currentUser(req);
  if (!hasPageParams(req.query)) throw new EmptyBadRequest();
  const link = parsePageLink(req.query);
  const statuses = statusFilter(req.query);
  const fetchOriginator = boolParam(req.query.fetchOriginator, false);
  return findAlarmsPage(ctx.db, link, { tenantId: user.tenantId, ...scope, statuses }, fetchOriginator);
}

function entityRef(type: string, rawId: string): EntityId {
  const entityType = ENTITY_TYPES.find((t) => t === type);
  if (!entityType) throw badRequest(`No enum constant org.thingsboard.server.common.data.EntityType.${type}`);
  return { entityType, id: uuidParam(rawId, 'entityId') };
}

const originOf = (user: SecurityUser) => ({
  kind: 'rest' as const,
  id: user.userId,
  userName: user.sub,
  customerId: user.customerId,
});

const auditOf = (
  ctx: ServerContext,
  user: SecurityUser,
  row: AlarmRow,
  action: 'ADDED' | 'UPDATED' | 'ALARM_ACK' | 'ALARM_CLEAR' | 'ALARM_DELETE',
) =>
  writeAudit(
    ctx.db,
    user,
    {
      entityType: row.originator_type,
      id: row.originator_id,
      name: row.originator_name ?? null,
      customerId: row.customer_id,
    },
    action,
    { alarm: toAlarm(row) },
  );

type AnyUser = { preHandler: ReturnType<typeof requireAuthority> };

/** Registers the alarm routes. */
export const alarmRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const any = { preHandler: requireAuthority('SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER') };
  registerAlarmWriteRoutes(app, ctx, any);
  registerAlarmListRoutes(app, ctx, any);
};

/** Get, info, create/update, delete, ack and clear of one alarm. */
function registerAlarmWriteRoutes(app: FastifyInstance, ctx: ServerContext, any: AnyUser): void {
  const { db } = ctx;
  app.get<{ Params: { alarmId: string } }>('/api/alarm/:alarmId', any, async (req) =>
    toAlarm(await loadAlarm(ctx, currentUser(req), req.params.alarmId)),
  );
  app.get<{ Params: { alarmId: string } }>('/api/alarm/info/:alarmId', any, async (req) =>
    toAlarmInfo(await loadAlarm(ctx, currentUser(req), req.params.alarmId), true),
  );

  app.post('/api/alarm', any, async (req) => {
    const user = currentUser(req);
    if (user.authority === 'SYS_ADMIN') throw forbidden();
    const input = parseAlarmBody(objectBody(req.body));
    if (input.id) await loadAlarm(ctx, user, input.id);
    await checkEntityAccess(db, user, input.originator.entityType, input.originator.id, true);
    const saved = await ctx.telemetry.alarms.createOrUpdate(user.tenantId, input, originOf(user));
    if (!saved) throw notFound();
    await auditOf(ctx, user, saved.row, saved.created ? 'ADDED' : 'UPDATED');
    return toAlarm(saved.row);
  });

  app.delete<{ Params: { alarmId: string } }>('/api/alarm/:alarmId', any, async (req) => {
    const user = currentUser(req);
    const row = await loadAlarm(ctx, user, req.params.alarmId);
    await ctx.telemetry.alarms.delete(row.id, originOf(user));
    await auditOf(ctx, user, row, 'ALARM_DELETE');
    return true;
  });

  for (const op of ['ack', 'clear'] as const) {
    app.post<{ Params: { alarmId: string } }>(`/api/alarm/:alarmId/${op}`, any, async (req, reply) => {
      const user = currentUser(req);
      const row = await loadAlarm(ctx, user, req.params.alarmId);
      const changed =
        op === 'ack'
          ? await ctx.telemetry.alarms.ack(row.id, Date.now(), originOf(user))
          : await ctx.telemetry.alarms.clear(row.id, Date.now(), originOf(user));
      if (changed)
        await auditOf(
          ctx,
          user,
          (await ctx.telemetry.alarms.findById(row.id)) ?? row,
          op === 'ack' ? 'ALARM_ACK' : 'ALARM_CLEAR',
        );
      return reply.send();
    });
  }
}

/** Alarm lists per entity and per tenant/customer, and the highest severity of an entity's alarms. */
function registerAlarmListRoutes(app: FastifyInstance, ctx: ServerContext, any: AnyUser): void {
  const { db } = ctx;
  app.get<{ Params: { entityType: string; entityId: string }; Querystring: ListQuery }>(
    '/api/alarm/:entityType/:entityId',
    any,
    async (req) => {
      const user = currentUser(req);
      const entity = entityRef(req.params.entityType, req.params.entityId);
      // As ThingsBoard 3.3.1: a system administrator may read a tenant's alarms, but the query runs in the system
      // administrator's own (null) tenant, so the page is always empty; every other entity is refused.
      if (user.authority === 'SYS_ADMIN' && entity.entityType === 'TENANT') {
        if (!(await findTenantById(db, entity.id))) throw notFound("Tenant with requested id wasn't found!");
        return { data: [], totalPages: 0, totalElements: 0, hasNext: false };
      }
      if (user.authority === 'SYS_ADMIN') throw forbidden();
      await checkEntityAccess(db, user, entity.entityType as EntityType, entity.id);
      return listAlarms(ctx, req, { entity });
    },
  );

  app.get<{ Querystring: ListQuery }>('/api/alarms', any, async (req) => {
    const user = currentUser(req);
    if (user.authority === 'SYS_ADMIN') throw forbidden();
    return listAlarms(ctx, req, user.authority === 'CUSTOMER_USER' ? { customerId: user.customerId } : {});
  });

  app.get<{
    Params: { entityType: string; entityId: string };
    Querystring: { searchStatus?: string; status?: string };
  }>('/api/alarm/highestSeverity/:entityType/:entityId', any, async (req, reply) => {
    const user = currentUser(req);
    const entity = entityRef(req.params.entityType, req.params.entityId);
    const statuses = statusFilter(req.query);
    if (user.authority === 'SYS_ADMIN') throw forbidden();
    await checkEntityAccess(db, user, entity.entityType, entity.id);
    const sev = await findHighestSeverity(db, {
      tenantId: user.tenantId,
      entityId: entity.id,
      statuses,
      customerId: user.authority === 'CUSTOMER_USER' ? user.customerId : null,
    });
    return sev ? reply.type('application/json').send(JSON.stringify(sev)) : reply.send();
  });
}
