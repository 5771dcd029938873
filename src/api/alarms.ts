/**
 * ThingsBoard alarms: pages of alarm infos of one entity (the originator and
 * every entity the alarm propagated to) or of the whole tenant / customer, one alarm info, acknowledge, clear and
 * delete. Acknowledge and clear live in ./alarm-actions (the dashboard's alarm widgets need only those).
 */
import { z } from './zod';
import { type EntityId } from './entity';
import { entityIdSchema } from './schemas';
import { http, type RequestOptions } from './http';
import { pageDataSchema, toPageQuery, type PageData, type PageLink } from './page';

export { ackAlarm, clearAlarm } from './alarm-actions';

/** AlarmSeverity, most severe first. */
export const ALARM_SEVERITIES = ['CRITICAL', 'MAJOR', 'MINOR', 'WARNING', 'INDETERMINATE'] as const;
export type AlarmSeverity = (typeof ALARM_SEVERITIES)[number];
/** AlarmStatus. */
export const ALARM_STATUSES = ['ACTIVE_UNACK', 'ACTIVE_ACK', 'CLEARED_UNACK', 'CLEARED_ACK'] as const;
export type AlarmStatus = (typeof ALARM_STATUSES)[number];
/** AlarmSearchStatus. */
export const ALARM_SEARCH_STATUSES = ['ANY', 'ACTIVE', 'CLEARED', 'ACK', 'UNACK'] as const;
export type AlarmSearchStatus = (typeof ALARM_SEARCH_STATUSES)[number];

/** AlarmInfo (unknown keys kept). */
export const alarmInfoSchema = z.looseObject({
  id: z.looseObject({ id: z.string() }),
  createdTime: z.number(),
  originator: entityIdSchema,
  originatorName: z.optional(z.nullable(z.string())),
  type: z.string(),
  severity: z.string(),
  status: z.string(),
  startTs: z.optional(z.nullable(z.number())),
  endTs: z.optional(z.nullable(z.number())),
  ackTs: z.optional(z.nullable(z.number())),
  clearTs: z.optional(z.nullable(z.number())),
  details: z.optional(z.unknown()),
  propagate: z.optional(z.nullable(z.boolean())),
});
export type AlarmInfo = z.infer<typeof alarmInfoSchema>;

const alarmPageSchema = pageDataSchema(alarmInfoSchema);

/** What a list asks for besides the page link: a search status (or one exact status), and the originator names. */
export interface AlarmQuery {
  searchStatus?: AlarmSearchStatus | null;
  status?: AlarmStatus | null;
  fetchOriginator?: boolean;
}

/**
 * Query string of an alarm list: the time page link plus `searchStatus` or `status` (never both: the server answers
 * 400 — a status wins) and `fetchOriginator`.
 */
export function alarmQueryString(link: PageLink, q: AlarmQuery = {}): string {
  const status = q.status ?? null;
  return toPageQuery(link, {
    searchStatus: status ? null : (q.searchStatus ?? null),
    status,
    fetchOriginator: q.fetchOriginator ?? true,
  });
}

/** GET /api/alarm/{entityType}/{entityId}: alarms of one entity (originator or propagated to). */
export function getEntityAlarms(
  entity: EntityId,
  link: PageLink,
  q: AlarmQuery = {},
  opts?: RequestOptions,
): Promise<PageData<AlarmInfo>> {
  const path = `/api/alarm/${encodeURIComponent(entity.entityType)}/${encodeURIComponent(entity.id)}`;
  return http.get(`${path}${alarmQueryString(link, q)}`, alarmPageSchema, opts);
}

/** GET /api/alarms: every alarm of the tenant (tenant administrators) or of the customer (customer users). */
export function getAllAlarms(link: PageLink, q: AlarmQuery = {}, opts?: RequestOptions): Promise<PageData<AlarmInfo>> {
  return http.get(`/api/alarms${alarmQueryString(link, q)}`, alarmPageSchema, opts);
}

/** GET /api/alarm/info/{alarmId} (with the originator's name). */
export function getAlarmInfo(alarmId: string, opts?: RequestOptions): Promise<AlarmInfo> {
  return http.get(`/api/alarm/info/${encodeURIComponent(alarmId)}`, alarmInfoSchema, opts);
}

/** DELETE /api/alarm/{alarmId} (answers `true`). */
export function deleteAlarm(alarmId: string, opts?: RequestOptions): Promise<void> {
  return http.delete(`/api/alarm/${encodeURIComponent(alarmId)}`, opts);
}
