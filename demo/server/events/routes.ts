/** `/api/events/{entityType}/{entityId}[/{eventType}]`: debug, lifecycle, stats and error events. */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteOptions } from '../context.js';
import { currentUser, requireAuthority } from '../security/guard.js';
import { EmptyResponseError, badRequest } from '../http/errors.js';
import { isJsonObject } from '../http/body.js';
import { parsePageLink, runPaged, timeBounds, type PageQuery } from '../http/page.js';
import { uuidParam } from '../http/params.js';
import { optString, type Json } from '../http/validate.js';
import { ENTITY_TYPES, entityId, type EntityType } from '../lib/entity-id.js';
import { checkEntityAccess } from '../relations/access.js';

/** Event types. */
export const EVENT_TYPES = ['ERROR', 'LC_EVENT', 'STATS', 'DEBUG_RULE_NODE', 'DEBUG_RULE_CHAIN'] as const;

interface EventRow {
  id: string;
  created_time: number;
  tenant_id: string;
  entity_type: EntityType;
  entity_id: string;
  event_type: string;
  event_uid: string;
  body: unknown;
}

function toEvent(row: EventRow): Record<string, unknown> {
  return {
    id: { id: row.id },
    createdTime: row.created_time,
    tenantId: entityId('TENANT', row.tenant_id),
    type: row.event_type,
    uid: row.event_uid,
    entityId: entityId(row.entity_type, row.entity_id),
    body: row.body ?? null,
  };
}

type Params = { entityType: string; entityId: string; eventType?: string };
type Query = PageQuery & { tenantId?: string };

/** Body fields of the EventFilter searched by substring (case-insensitive) and the JSON key they map to. */
const TEXT_FILTERS: [string, string][] = [
  ['server', 'server'],
  ['dataSearch', 'data'],
  ['metadataSearch', 'metadata'],
  ['entityName', 'entityName'],
  ['relationType', 'relationType'],
  ['entityId', 'entityId'],
  ['msgType', 'msgType'],
  ['method', 'method'],
  ['event', 'event'],
  ['error', 'error'],
];

/** Registers the event routes. */
export const eventRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const all = { preHandler: requireAuthority('SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER') };

  async function list(
    req: FastifyRequest<{ Params: Params; Querystring: Query }>,
    eventType: string | null,
    filter: Json | null,
  ) {
    const user = currentUser(req);
    if (req.query.tenantId === undefined) throw new EmptyResponseError();
    const tenantId = uuidParam(req.query.tenantId, 'tenantId');
    const type = ENTITY_TYPES.find((t) => t === req.params.entityType);
    if (!type) throw badRequest(`Unsupported entity type: ${req.params.entityType}`);
    const id = uuidParam(req.params.entityId, 'entityId');
    await checkEntityAccess(db, user, type, id);
    const link = parsePageLink(req.query);
    const where = ['tenant_id = $1', 'entity_type = $2', 'entity_id = $3'];
    const params: unknown[] = [tenantId, type, id];
    if (eventType) {
      if (!EVENT_TYPES.some((t) => t === eventType)) throw badRequest(`Unsupported event type: ${eventType}`);
      params.push(eventType);
      where.push(`event_type = $${params.length}`);
    }
    if (filter) {
      const direction = optString(filter, 'msgDirectionType');
      if (direction) {
        params.push(direction);
        where.push(`body->>'type' = $${params.length}`);
      }
      for (const [field, key] of TEXT_FILTERS) {
        const v = optString(filter, field);
        if (!v) continue;
        params.push(key, v);
        where.push(`strpos(lower(COALESCE(body->>$${params.length - 1}, '')), lower($${params.length})) > 0`);
      }
      if (filter['isError'] === true) where.push("COALESCE(body->>'error', '') <> ''");
      const status = optString(filter, 'status');
      if (status) {
        params.push(status === 'Success' ? 'true' : 'false');
        where.push(`body->>'success' = $${params.length}`);
      }
    }
    timeBounds(link, 'created_time', where, params);
    return runPaged<EventRow>(db, link, {
      select: 'SELECT * FROM event',
      where,
      params,
      searchColumn: null,
      sortMap: { createdTime: 'created_time', type: 'event_type' },
      defaultOrder: 'created_time DESC, id DESC',
      map: toEvent,
    });
  }

  app.get<{ Params: Params; Querystring: Query }>('/api/events/:entityType/:entityId/:eventType', all, (req) =>
    list(req, req.params.eventType ?? null, null),
  );
  app.get<{ Params: Params; Querystring: Query }>('/api/events/:entityType/:entityId', all, (req) =>
    list(req, null, null),
  );
  app.post<{ Params: Params; Querystring: Query }>('/api/events/:entityType/:entityId', all, (req) => {
    const filter = req.body;
    if (!isJsonObject(filter)) throw badRequest('Invalid request body');
    const eventType = optString(filter, 'eventType');
    if (!eventType) throw badRequest('Event type should be specified!');
    return list(req, eventType, filter);
  });
};
