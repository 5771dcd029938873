/**
 * Alarm data queries (`POST /api/alarmsQuery/find`, WS alarmDataCmds), ThingsBoard's AlarmDataQuery: the entity filter
 * selects up to `maxEntitiesPerAlarmSubscription` entities (ordered by the query's entity sort key, else by
 * createdTime); then the alarms affecting those entities — as originator, or through propagation when
 * `searchPropagatedAlarms` — are filtered by time (window or bounds on createdTime), types, statuses and severities,
 * searched, sorted by an alarm field (or in entity order) and paged. Each AlarmData carries the entity it belongs to
 * and that entity's latest values.
 */
import type { SecurityUser } from '../security/jwt.js';
import { EmptyResponseError } from '../http/errors.js';
import { isJsonObject } from '../http/body.js';
import type { PageData } from '../http/page.js';
import {
  ORIGINATOR_NAME_SQL,
  SEARCH_STATUSES,
  SEVERITIES,
  statusesOf,
  toAlarmInfo,
  type AlarmRow,
} from '../alarms/model.js';
import { entityId, type EntityType } from '../lib/entity-id.js';
import { SqlParams } from './predicates.js';
import { findEntityData, type EntityData, type QueryDeps } from './query.js';
import { dataQueryOf, keyOf, type DataQuery, type EntityKey } from './types.js';

/** AlarmDataPageLink extras. */
export interface AlarmPageExtras {
  startTs: number;
  endTs: number;
  timeWindow: number;
  typeList: string[];
  statusList: string[];
  severityList: string[];
  searchPropagatedAlarms: boolean;
}

/** AlarmDataQuery. */
export interface AlarmQuery {
  query: DataQuery;
  alarm: AlarmPageExtras;
  alarmFields: EntityKey[];
}

function strings(v: unknown, allowed?: readonly string[]): string[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string' || (allowed && !allowed.includes(x))))
    throw new EmptyResponseError();
  return v as string[];
}

function num(v: unknown): number {
  if (v === undefined || v === null) return 0;
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new EmptyResponseError();
  return v;
}

/** Parses an AlarmDataQuery. */
export function alarmQueryOf(body: unknown): AlarmQuery {
  const query = dataQueryOf(body);
  const o = body as Record<string, unknown>;
  const pl = isJsonObject(o['pageLink']) ? o['pageLink'] : {};
  const fields = o['alarmFields'];
  if (fields !== undefined && fields !== null && !Array.isArray(fields)) throw new EmptyResponseError();
  return {
    query,
    alarmFields: ((fields as unknown[] | null | undefined) ?? []).map(keyOf),
    alarm: {
      startTs: num(pl['startTs']),
      endTs: num(pl['endTs']),
      timeWindow: num(pl['timeWindow']),
      typeList: strings(pl['typeList']),
      statusList: strings(pl['statusList'], SEARCH_STATUSES),
      severityList: strings(pl['severityList'], SEVERITIES),
      searchPropagatedAlarms: pl['searchPropagatedAlarms'] === true,
    },
  };
}

const ALARM_SORT: Record<string, string> = {
  createdTime: 'a.created_time',
  startTime: 'a.start_ts',
  startTs: 'a.start_ts',
  endTime: 'a.end_ts',
  endTs: 'a.end_ts',
  ackTime: 'a.ack_ts',
  ackTs: 'a.ack_ts',
  clearTime: 'a.clear_ts',
  clearTs: 'a.clear_ts',
  type: 'a.type',
  status: 'a.status',
  severity: `array_position(ARRAY['CRITICAL','MAJOR','MINOR','WARNING','INDETERMINATE']::varchar[], a.severity)`,
  originator: 'originator_name',
  originatorType: 'a.originator_type',
  originatorId: 'a.originator_id',
};

type Row = AlarmRow & { affected_id: string; affected_type: EntityType };

/** AlarmData: AlarmInfo + the entity it belongs to + that entity's latest values. */
export type AlarmData = Record<string, unknown> & {
  entityId: { entityType: string; id: string };
  latest: EntityData['latest'];
};

/** The entities of an alarm query (its entity part, at most `maxEntities`). */
export async function alarmEntities(
  deps: QueryDeps,
  user: SecurityUser,
  q: AlarmQuery,
  maxEntities: number,
): Promise<EntityData[]> {
  const sort = q.query.pageLink.sortOrder;
  const entitySort =
    !sort || sort.key.type === 'ALARM_FIELD'
      ? { key: { type: 'ENTITY_FIELD' as const, key: 'createdTime' }, direction: 'DESC' as const }
      : sort;
  const page = await findEntityData(deps, user, {
    ...q.query,
    pageLink: { pageSize: maxEntities, page: 0, textSearch: null, sortOrder: entitySort, dynamic: false },
  });
  return page.data;
}

/** Runs an alarm data query over a known entity list. */
export async function findAlarmData(
  deps: QueryDeps,
  user: SecurityUser,
  q: AlarmQuery,
  entities: EntityData[],
  now = Date.now(),
): Promise<PageData<AlarmData>> {
  const { pageSize, page, textSearch, sortOrder } = q.query.pageLink;
  if (entities.length === 0) return { data: [], totalPages: 0, totalElements: 0, hasNext: false };
  const sql = new SqlParams();
  const ids = entities.map((e) => e.entityId.id);
  const where = [`a.tenant_id = ${sql.p(user.tenantId)}`, `ae.entity_id = ANY(${sql.p(ids)}::uuid[])`];
  if (!q.alarm.searchPropagatedAlarms) where.push('a.originator_id = ae.entity_id');
  if (user.authority === 'CUSTOMER_USER') where.push(`a.customer_id = ${sql.p(user.customerId)}`);
  if (q.alarm.timeWindow > 0) where.push(`a.created_time >= ${sql.p(now - q.alarm.timeWindow)}`);
  else {
    if (q.alarm.startTs > 0) where.push(`a.created_time >= ${sql.p(q.alarm.startTs)}`);
    if (q.alarm.endTs > 0) where.push(`a.created_time <= ${sql.p(q.alarm.endTs)}`);
  }
  if (q.alarm.typeList.length > 0) where.push(`a.type = ANY(${sql.p(q.alarm.typeList)}::varchar[])`);
  if (q.alarm.severityList.length > 0) where.push(`a.severity = ANY(${sql.p(q.alarm.severityList)}::varchar[])`);
  const statuses = [...new Set(q.alarm.statusList.flatMap((s) => statusesOf(s as (typeof SEARCH_STATUSES)[number])))];
  if (q.alarm.statusList.length > 0) where.push(`a.status = ANY(${sql.p(statuses)}::varchar[])`);
  if (textSearch) {
    const p = sql.p(`%${textSearch.toLowerCase()}%`);
    where.push(
      `(lower(a.type) LIKE ${p} OR lower(a.severity) LIKE ${p} OR lower(a.status) LIKE ${p} OR lower(COALESCE(${ORIGINATOR_NAME_SQL}, '')) LIKE ${p})`,
    );
  }
  const from = `FROM alarm a JOIN alarm_entity ae ON ae.alarm_id = a.id WHERE ${where.join(' AND ')}`;
  const { rows: count } = await deps.db.query<{ n: number }>(`SELECT count(*)::bigint AS n ${from}`, sql.values);
  const total = Number(count[0]?.n ?? 0);
  let order = 'a.created_time DESC';
  if (sortOrder?.key.type === 'ALARM_FIELD' && ALARM_SORT[sortOrder.key.key])
    order = `${ALARM_SORT[sortOrder.key.key]} ${sortOrder.direction}`;
  else if (sortOrder && sortOrder.key.type !== 'ALARM_FIELD')
    order = `array_position(${sql.p(ids)}::uuid[], ae.entity_id)`;
  const { rows } = await deps.db.query<Row>(
    `SELECT * FROM (SELECT a.*, ${ORIGINATOR_NAME_SQL} AS originator_name, ae.entity_id AS affected_id, ae.entity_type AS affected_type ${from}) a
     ORDER BY ${order.replace(/ae\.entity_id/g, 'a.affected_id')}, a.id, a.affected_id LIMIT ${sql.p(pageSize)} OFFSET ${sql.p(page * pageSize)}`,
    sql.values,
  );
  const byId = new Map(entities.map((e) => [e.entityId.id, e]));
  const data = rows.map((r) => ({
    ...toAlarmInfo(r, true),
    entityId: entityId(r.affected_type, r.affected_id),
    latest: structuredClone(byId.get(r.affected_id)?.latest ?? {}),
  }));
  return {
    data,
    totalPages: Math.ceil(total / pageSize),
    totalElements: total,
    hasNext: (page + 1) * pageSize < total,
  };
}
