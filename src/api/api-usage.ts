/**
 * The tenant's API usage state. ThingsBoard 3.3.1 has no REST controller for it: the entity is
 * found with an entity data query (`apiUsageState` filter) and everything else is time series of that entity —
 * monthly counters `…Count`, hourly counters `…CountHourly`, limits `…Limit` (0 = unlimited) and feature states
 * `…ApiState` (ENABLED | WARNING | DISABLED).
 */
import type { EntityId } from './entity';
import type { EntityData, EntityDataQuery, PageData } from './entity-query';
import { http, type RequestOptions } from './http';

export type ApiUsageStateValue = 'ENABLED' | 'WARNING' | 'DISABLED';

/** One metered service: its counter, limit and feature-state keys. */
export interface UsageService {
  id: string;
  countKey: string;
  limitKey: string;
  stateKey: string;
}

/** In the order of ThingsBoard's API usage page. */
export const USAGE_SERVICES: readonly UsageService[] = [
  {
    id: 'transport-messages',
    countKey: 'transportMsgCount',
    limitKey: 'transportMsgLimit',
    stateKey: 'transportApiState',
  },
  {
    id: 'transport-data-points',
    countKey: 'transportDataPointsCount',
    limitKey: 'transportDataPointsLimit',
    stateKey: 'transportApiState',
  },
  {
    id: 'rule-engine-executions',
    countKey: 'ruleEngineExecutionCount',
    limitKey: 'ruleEngineExecutionLimit',
    stateKey: 'ruleEngineApiState',
  },
  {
    id: 'javascript-executions',
    countKey: 'jsExecutionCount',
    limitKey: 'jsExecutionLimit',
    stateKey: 'jsExecutionApiState',
  },
  {
    id: 'telemetry-persistence',
    countKey: 'storageDataPointsCount',
    limitKey: 'storageDataPointsLimit',
    stateKey: 'dbApiState',
  },
  { id: 'email-messages', countKey: 'emailCount', limitKey: 'emailLimit', stateKey: 'emailApiState' },
  { id: 'sms-messages', countKey: 'smsCount', limitKey: 'smsLimit', stateKey: 'smsApiState' },
  { id: 'alarms-created', countKey: 'createdAlarmsCount', limitKey: 'createdAlarmsLimit', stateKey: 'alarmApiState' },
];

/** Hourly counter key of a service. */
export const hourlyKey = (s: UsageService) => `${s.countKey}Hourly`;

/** Latest values of one service this month. */
export interface UsageFigures {
  value: number;
  limit: number;
  state: ApiUsageStateValue;
}

/** The tenant's usage state entity and its latest figures by service id. */
export interface ApiUsageSnapshot {
  entityId: EntityId;
  figures: Record<string, UsageFigures>;
}

const STATES: readonly string[] = ['ENABLED', 'WARNING', 'DISABLED'];

function monthStart(now: number): number {
  const d = new Date(now);
  return new Date(d.getFullYear(), d.getMonth(), 1).getTime();
}

/** The caller's usage state and figures; null when the tenant has none (or the caller is not a tenant admin). */
export async function getApiUsageSnapshot(opts?: RequestOptions, now = Date.now()): Promise<ApiUsageSnapshot | null> {
  const keys = [...new Set(USAGE_SERVICES.flatMap((s) => [s.countKey, s.limitKey, s.stateKey]))];
  // `POST /api/entitiesQuery/find` built here, not through entity-query.ts: sharing that module with this page would
  // re-split the chunks <iot-dashboard> loads up front (its bundle budget).
  const query = {
    entityFilter: { type: 'apiUsageState' },
    pageLink: { pageSize: 1, page: 0 },
    latestValues: keys.map((key) => ({ type: 'TIME_SERIES', key })),
  } as EntityDataQuery;
  const page = await http.post<PageData<EntityData>>('/api/entitiesQuery/find', query, undefined, opts);
  const row = page.data[0];
  if (!row) return null;
  const ts = row.latest.TIME_SERIES ?? {};
  const month = monthStart(now);
  const num = (key: string) => Number(ts[key]?.value ?? 0) || 0;
  const figures: Record<string, UsageFigures> = {};
  for (const s of USAGE_SERVICES) {
    const count = ts[s.countKey];
    // A counter written in an earlier month is last month's total: this month has not used the service yet.
    const value = count && count.ts >= month ? num(s.countKey) : 0;
    const state = ts[s.stateKey]?.value ?? '';
    figures[s.id] = {
      value,
      limit: num(s.limitKey),
      state: (STATES.includes(state) ? state : 'ENABLED') as ApiUsageStateValue,
    };
  }
  return { entityId: row.entityId, figures };
}

/** Activity in equal buckets (`count` of them, `step` ms wide, from `startTs`), per service id. */
export interface UsageHistory {
  startTs: number;
  step: number;
  count: number;
  series: Record<string, number[]>;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Hourly counters of every service over a window: `day` = the last 24 hours by hour, `month` = the last 30 days
 * summed per day (server-side SUM aggregation; aggregated points sit inside their interval).
 */
export async function getApiUsageHistory(
  entityId: EntityId,
  range: 'day' | 'month',
  opts?: RequestOptions,
  now = Date.now(),
): Promise<UsageHistory> {
  const keys = USAGE_SERVICES.map(hourlyKey);
  const today = new Date(now);
  today.setHours(0, 0, 0, 0);
  const [count, step, startTs] =
    range === 'day' ? [24, HOUR, Math.floor(now / HOUR) * HOUR - 23 * HOUR] : [30, DAY, today.getTime() - 29 * DAY];
  const endTs = startTs + count * step;
  // Built here rather than through telemetry.ts: that module sits in a chunk <iot-dashboard> loads up front.
  const agg = range === 'day' ? 'interval=0&agg=NONE' : `interval=${DAY}&agg=SUM`;
  const url = `/api/plugins/telemetry/${entityId.entityType}/${entityId.id}/values/timeseries?keys=${keys.join(',')}&startTs=${startTs}&endTs=${endTs}&${agg}&limit=1000&orderBy=ASC&useStrictDataTypes=true`;
  const data = await http.get<Record<string, { ts: number; value: unknown }[]>>(url, undefined, opts);
  const series: Record<string, number[]> = {};
  for (const s of USAGE_SERVICES) {
    const buckets = new Array<number>(count).fill(0);
    for (const p of data[hourlyKey(s)] ?? []) {
      const i = Math.floor((p.ts - startTs) / step);
      if (i >= 0 && i < count) buckets[i] = (buckets[i] ?? 0) + (Number(p.value) || 0);
    }
    series[s.id] = buckets;
  }
  return { startTs, step, count, series };
}
