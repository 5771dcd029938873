/** SQL for events (debug, lifecycle, stats and error events of rule nodes, chains and devices). */
import type { Queryable } from '../db/types.js';
import { runPaged, timeBounds, type PageData, type PageLink } from '../http/page.js';
import { entityId, type EntityType } from '../lib/entity-id.js';

/** One stored event. */
export interface EventRow {
  id: string;
  created_time: number;
  tenant_id: string;
  entity_type: EntityType;
  entity_id: string;
  event_type: string;
  event_uid: string;
  body: unknown;
}

/** Event wire shape. */
export function toEvent(row: EventRow): Record<string, unknown> {
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

/** The EventFilter of a POST, read from its body: every condition is optional. */
export interface EventFilter {
  /** Equals the body's `type` (the message direction). */
  direction: string | null;
  /** [body key, text]: the body value contains the text, case-insensitively. */
  texts: [string, string][];
  /** Only events whose body has an `error`. */
  isError: boolean;
  /** Equals the body's `success` ('true' / 'false'). */
  success: string | null;
}

function filterWhere(filter: EventFilter, where: string[], params: unknown[]): void {
  if (filter.direction) {
    params.push(filter.direction);
    where.push(`body->>'type' = $${params.length}`);
  }
  for (const [key, v] of filter.texts) {
    params.push(key, v);
    where.push(`strpos(lower(COALESCE(body->>$${params.length - 1}, '')), lower($${params.length})) > 0`);
  }
  if (filter.isError) where.push("COALESCE(body->>'error', '') <> ''");
  if (filter.success) {
    params.push(filter.success);
    where.push(`body->>'success' = $${params.length}`);
  }
}

/** One page of an entity's events (of one type, when given), newest first unless sorted otherwise. */
export async function findEventsPage(
  db: Queryable,
  link: PageLink,
  entity: { tenantId: string; type: EntityType; id: string },
  eventType: string | null,
  filter: EventFilter | null,
): Promise<PageData<unknown>> {
  const where = ['tenant_id = $1', 'entity_type = $2', 'entity_id = $3'];
  const params: unknown[] = [entity.tenantId, entity.type, entity.id];
  if (eventType) {
    params.push(eventType);
    where.push(`event_type = $${params.length}`);
  }
  if (filter) filterWhere(filter, where, params);
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
