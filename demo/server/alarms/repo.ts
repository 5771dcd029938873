/** SQL for the alarm lists and the highest severity of an entity's alarms. */
import type { Queryable } from '../db/types.js';
import { runPaged, timeBounds, type PageData, type PageLink } from '../http/page.js';
import type { EntityId } from '../lib/entity-id.js';
import { ORIGINATOR_NAME_SQL, SEVERITIES, toAlarmInfo, type AlarmRow, type AlarmStatus } from './model.js';

const SORT = {
  createdTime: 'a.created_time',
  startTs: 'a.start_ts',
  endTs: 'a.end_ts',
  ackTs: 'a.ack_ts',
  clearTs: 'a.clear_ts',
  type: 'a.type',
  severity: 'a.severity',
  status: 'a.status',
} as const;

/** Which alarms of a tenant a page lists. */
export interface AlarmListFilter {
  tenantId: string;
  /** Alarms propagated to (or raised by) this entity. */
  entity?: EntityId;
  customerId?: string;
  statuses: AlarmStatus[] | null;
}

/**
 * One page of alarms, newest first unless sorted otherwise. As ThingsBoard 3.3.1, the text search is a prefix of the
 * type, severity or status; `startTime`/`endTime` bound the creation time.
 */
export async function findAlarmsPage(
  db: Queryable,
  link: PageLink,
  f: AlarmListFilter,
  fetchOriginator: boolean,
): Promise<PageData<unknown>> {
  const where = ['a.tenant_id = $1'];
  const params: unknown[] = [f.tenantId];
  let from = 'FROM alarm a';
  if (f.entity) {
    params.push(f.entity.id);
    from += ` JOIN alarm_entity ae ON ae.alarm_id = a.id AND ae.entity_id = $${params.length}`;
  }
  if (f.customerId) {
    params.push(f.customerId);
    where.push(`a.customer_id = $${params.length}`);
  }
  if (f.statuses) {
    params.push(f.statuses);
    where.push(`a.status = ANY($${params.length}::varchar[])`);
  }
  timeBounds(link, 'a.created_time', where, params);
  if (link.textSearch) {
    params.push(`${link.textSearch.toLowerCase()}%`);
    const p = `$${params.length}`;
    where.push(`(lower(a.type) LIKE ${p} OR lower(a.severity) LIKE ${p} OR lower(a.status) LIKE ${p})`);
  }
  return runPaged<AlarmRow>(
    db,
    { ...link, textSearch: null },
    {
      select: `SELECT a.*, ${ORIGINATOR_NAME_SQL} AS originator_name ${from}`,
      countFrom: from,
      where,
      params,
      searchColumn: null,
      sortMap: SORT,
      defaultOrder: 'a.created_time DESC, a.id',
      map: (row) => toAlarmInfo(row, fetchOriginator),
    },
  );
}

/** The highest severity among an entity's alarms (of these statuses, of this customer when given), or undefined. */
export async function findHighestSeverity(
  db: Queryable,
  q: { tenantId: string; entityId: string; statuses: AlarmStatus[] | null; customerId: string | null },
): Promise<string | undefined> {
  const { rows } = await db.query<{ severity: string }>(
    `SELECT a.severity FROM alarm a JOIN alarm_entity ae ON ae.alarm_id = a.id AND ae.entity_id = $1
         WHERE a.tenant_id = $2 AND ($3::varchar[] IS NULL OR a.status = ANY($3::varchar[]))
           AND ($4::uuid IS NULL OR a.customer_id = $4)
         ORDER BY array_position($5::varchar[], a.severity) LIMIT 1`,
    [q.entityId, q.tenantId, q.statuses, q.customerId, [...SEVERITIES]],
  );
  return rows[0]?.severity;
}
