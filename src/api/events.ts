/**
 * ThingsBoard events: debug events of rule nodes and chains, lifecycle, statistics, errors.
 * Mirrors ui-ngx core/http/event.service.ts.
 */
import { z } from './zod';
import { type EntityId } from './entity';
import { entityIdSchema } from './schemas';
import { http, type RequestOptions } from './http';
import { pageDataSchema, toPageQuery, type PageData, type PageLink } from './page';

export const eventSchema = z.looseObject({
  id: z.optional(z.looseObject({ id: z.string() })),
  createdTime: z.number(),
  type: z.optional(z.string()),
  uid: z.optional(z.nullable(z.string())),
  entityId: z.optional(entityIdSchema),
  body: z.optional(z.unknown()),
});
export type IotEvent = z.infer<typeof eventSchema>;

const eventPageSchema = z.looseObject({
  data: z.array(eventSchema),
  totalPages: z.number(),
  totalElements: z.number(),
  hasNext: z.boolean(),
});
export type EventPage = z.infer<typeof eventPageSchema>;

/** Event types. */
export type EventType = 'ERROR' | 'LC_EVENT' | 'STATS' | 'DEBUG_RULE_NODE' | 'DEBUG_RULE_CHAIN';

/** Time-bounded page of events. */
export interface EventQuery {
  tenantId: string;
  pageSize: number;
  page: number;
  startTime?: number;
  endTime?: number;
  sortOrder?: 'ASC' | 'DESC';
}

/** GET /api/events/{entityType}/{entityId}/{eventType}?tenantId=… (newest first by default). */
export function getEvents(
  entityType: string,
  entityId: string,
  eventType: EventType,
  q: EventQuery,
  opts?: RequestOptions,
): Promise<EventPage> {
  const params = new URLSearchParams({
    tenantId: q.tenantId,
    pageSize: String(q.pageSize),
    page: String(q.page),
    sortProperty: 'createdTime',
    sortOrder: q.sortOrder ?? 'DESC',
  });
  if (q.startTime !== undefined) params.set('startTime', String(q.startTime));
  if (q.endTime !== undefined) params.set('endTime', String(q.endTime));
  const path = `/api/events/${encodeURIComponent(entityType)}/${encodeURIComponent(entityId)}/${encodeURIComponent(eventType)}`;
  return http.get(`${path}?${params.toString()}`, eventPageSchema, opts);
}

// --- The events tab of entity pages (paged like every entity list) ---

/** An event as the entity pages' events tab reads it (id and createdTime always present). */
export const entityEventSchema = z.looseObject({
  id: z.looseObject({ id: z.string() }),
  createdTime: z.number(),
  type: z.nullish(z.string()),
  uid: z.nullish(z.string()),
  entityId: z.nullish(entityIdSchema),
  body: z.optional(z.unknown()),
});
export type EntityEvent = z.infer<typeof entityEventSchema>;

/** GET /api/events/{entityType}/{entityId}/{eventType}?tenantId= (TPL), with the entity pages' page link. */
export function getEntityEvents(
  entity: EntityId,
  eventType: EventType,
  tenantId: string,
  link: PageLink,
  opts?: RequestOptions,
): Promise<PageData<EntityEvent>> {
  const path = `/api/events/${encodeURIComponent(entity.entityType)}/${encodeURIComponent(entity.id)}/${encodeURIComponent(eventType)}`;
  return http.get(`${path}${toPageQuery(link, { tenantId })}`, pageDataSchema(entityEventSchema), opts);
}
