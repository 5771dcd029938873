/** ThingsBoard event endpoints (contract §3.22): error, lifecycle, statistics and debug events of an entity. */
import { z } from 'zod/mini';
import { entityIdSchema, type EntityId } from './entity';
import { http, type RequestOptions } from './http';
import { pageDataSchema, toPageQuery, type PageData, type PageLink } from './page';

export const EVENT_TYPES = ['ERROR', 'LC_EVENT', 'STATS', 'DEBUG_RULE_NODE', 'DEBUG_RULE_CHAIN'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const eventSchema = z.looseObject({
  id: z.looseObject({ id: z.string() }),
  createdTime: z.number(),
  type: z.nullish(z.string()),
  uid: z.nullish(z.string()),
  entityId: z.nullish(entityIdSchema),
  body: z.optional(z.unknown()),
});
export type EntityEvent = z.infer<typeof eventSchema>;

const enc = encodeURIComponent;

/** GET /api/events/{entityType}/{entityId}/{eventType}?tenantId= (TPL) */
export function getEvents(entity: EntityId, eventType: EventType, tenantId: string, link: PageLink, opts?: RequestOptions): Promise<PageData<EntityEvent>> {
  const path = `/api/events/${enc(entity.entityType)}/${enc(entity.id)}/${enc(eventType)}`;
  return http.get(`${path}${toPageQuery(link, { tenantId })}`, pageDataSchema(eventSchema), opts);
}
