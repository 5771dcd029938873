/** `/api/events/{entityType}/{entityId}[/{eventType}]`: debug, lifecycle, stats and error events. */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteOptions } from '../context.js';
import { currentUser, requireAuthority } from '../security/guard.js';
import { EmptyResponseError, badRequest } from '../http/errors.js';
import { isJsonObject } from '../http/body.js';
import { parsePageLink, type PageQuery } from '../http/page.js';
import { uuidParam } from '../http/params.js';
import { optString, type Json } from '../http/validate.js';
import { ENTITY_TYPES } from '../lib/entity-id.js';
import { checkEntityAccess } from '../relations/access.js';
import { findEventsPage, type EventFilter } from './repo.js';

/** Event types. */
export const EVENT_TYPES = ['ERROR', 'LC_EVENT', 'STATS', 'DEBUG_RULE_NODE', 'DEBUG_RULE_CHAIN'] as const;

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

/** Reads the conditions of an EventFilter body. @throws 400 for a field of the wrong type */
function eventFilter(filter: Json): EventFilter {
  const direction = optString(filter, 'msgDirectionType');
  const texts: [string, string][] = [];
  for (const [field, key] of TEXT_FILTERS) {
    const v = optString(filter, field);
    if (v) texts.push([key, v]);
  }
  const status = optString(filter, 'status');
  return {
    direction,
    texts,
    isError: filter['isError'] === true,
    success: status ? (status === 'Success' ? 'true' : 'false') : null,
  };
}

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
    if (eventType && !EVENT_TYPES.some((t) => t === eventType)) {
      throw badRequest(`Unsupported event type: ${eventType}`);
    }
    return findEventsPage(db, link, { tenantId, type, id }, eventType, filter && eventFilter(filter));
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
