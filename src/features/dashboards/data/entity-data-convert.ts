/**
 * Subscription state → widget data (widget-contract.ts): one DatasourceData per entity of the page, one columnar
 * KeyData per data key (timeseries from the window, attributes / latest telemetry / entity fields as one point),
 * numeric strings converted to numbers the way ThingsBoard's widget subscription does. Column arrays are cached per
 * received series so an unchanged 100k-point series is not converted again. Pure apart from that cache.
 */
import type { AlarmData, EntityData, EntityKey, EntityKeyType, TsValue } from '../../../api/entity-query';
import type { AlarmDataState, EntityDataState } from '../../../api/telemetry-ws-protocol';
import type {
  AlarmPage,
  AlarmRow,
  DataKeyConfig,
  DatasourceConfig,
  DatasourceData,
  KeyData,
  WidgetEntity,
} from '../../../widgets/widget-contract';

/** '21.5' → 21.5 when the text is exactly a number; anything else unchanged. */
export function convertValue(value: unknown): unknown {
  if (typeof value !== 'string' || value === '') return value;
  const n = Number(value);
  return Number.isFinite(n) && String(n) === value.trim() ? n : value;
}

const columns = new WeakMap<TsValue[], { ts: number[]; values: unknown[] }>();

/** Columnar copy of a series (cached by array identity). */
export function toColumns(series: TsValue[]): { ts: number[]; values: unknown[] } {
  let c = columns.get(series);
  if (!c) {
    const ts = new Array<number>(series.length);
    const values = new Array<unknown>(series.length);
    for (let i = 0; i < series.length; i++) {
      ts[i] = series[i]!.ts;
      values[i] = convertValue(series[i]!.value);
    }
    c = { ts, values };
    columns.set(series, c);
  }
  return c;
}

const ATTRIBUTE_TYPES: EntityKeyType[] = ['ATTRIBUTE', 'CLIENT_ATTRIBUTE', 'SHARED_ATTRIBUTE', 'SERVER_ATTRIBUTE'];

function latestOf(row: EntityData, types: EntityKeyType[], key: string): TsValue | undefined {
  let best: TsValue | undefined;
  for (const t of types) {
    const v = row.latest[t]?.[key];
    if (v && (!best || v.ts > best.ts)) best = v;
  }
  return best;
}

export function entityOf(row: EntityData): WidgetEntity {
  const f = row.latest.ENTITY_FIELD ?? {};
  const name = f.name?.value || f.title?.value || f.email?.value || row.entityId.id;
  return { id: row.entityId.id, entityType: row.entityId.entityType, name, label: f.label?.value || '' };
}

/** Entity query keys a datasource needs: entity fields, latest values, timeseries keys for tsCmd/historyCmd. */
export function datasourceKeys(
  ds: DatasourceConfig,
  timeseriesWidget: boolean,
): { entityFields: EntityKey[]; latestValues: EntityKey[]; tsKeys: string[] } {
  const fields = new Set(['name', 'label', 'type', 'createdTime']);
  const latest = new Map<string, EntityKey>();
  const ts = new Set<string>();
  for (const k of ds.dataKeys) {
    if (k.type === 'entityField') fields.add(k.name);
    else if (k.type === 'attribute') latest.set(`A:${k.name}`, { type: 'ATTRIBUTE', key: k.name });
    else if (k.type === 'timeseries') {
      if (timeseriesWidget) ts.add(k.name);
      else latest.set(`T:${k.name}`, { type: 'TIME_SERIES', key: k.name });
    }
  }
  return {
    entityFields: [...fields].map((key) => ({ type: 'ENTITY_FIELD', key })),
    latestValues: [...latest.values()],
    tsKeys: [...ts],
  };
}

function pointKey(key: DataKeyConfig, v: TsValue | undefined): KeyData {
  return v ? { key, ts: [v.ts], values: [convertValue(v.value)] } : { key, ts: [], values: [] };
}

/** Data of one key of one entity row. */
export function keyDataOf(row: EntityData, key: DataKeyConfig, timeseriesWidget: boolean): KeyData {
  switch (key.type) {
    case 'timeseries': {
      if (timeseriesWidget) {
        const series = row.timeseries[key.name];
        if (series?.length) return { key, ...toColumns(series) };
        return { key, ts: [], values: [] };
      }
      return pointKey(key, latestOf(row, ['TIME_SERIES'], key.name));
    }
    case 'attribute':
      return pointKey(key, latestOf(row, ATTRIBUTE_TYPES, key.name));
    case 'entityField':
      return pointKey(key, row.latest.ENTITY_FIELD?.[key.name]);
    default:
      return { key, ts: [], values: [] };
  }
}

/** `${entityName}` / `${entityLabel}` in a datasource name. */
export function datasourceName(pattern: string | null | undefined, entity: WidgetEntity | null): string {
  if (!pattern) return entity?.name ?? '';
  return pattern
    .replace(/\$\{entityName\}/g, entity?.name ?? '')
    .replace(/\$\{entityLabel\}/g, entity?.label || entity?.name || '');
}

/** Widget data of an entity datasource. */
export function entityDatasourceData(
  index: number,
  ds: DatasourceConfig,
  aliasName: string | null,
  state: EntityDataState,
  timeseriesWidget: boolean,
): DatasourceData[] {
  return state.data.map((row) => {
    const entity = entityOf(row);
    return {
      index,
      type: ds.type,
      name: datasourceName(ds.name, entity),
      aliasName,
      entity,
      keys: ds.dataKeys.map((k) => keyDataOf(row, k, timeseriesWidget)),
    };
  });
}

/** Widget data of an entityCount datasource: every `count` key carries the count. */
export function countDatasourceData(
  index: number,
  ds: DatasourceConfig,
  aliasName: string | null,
  count: number,
  now: number,
): DatasourceData {
  return {
    index,
    type: 'entityCount',
    name: ds.name || aliasName || '',
    aliasName,
    entity: null,
    keys: ds.dataKeys.map((key) => ({ key, ts: [now], values: [count] })),
  };
}

const ALARM_FIELDS = new Set([
  'createdTime',
  'startTime',
  'startTs',
  'endTime',
  'endTs',
  'ackTime',
  'ackTs',
  'clearTime',
  'clearTs',
  'type',
  'severity',
  'status',
  'originator',
  'originatorType',
  'originatorId',
  'details',
]);

/** Alarm keys → alarm fields for the query; other keys become latest values. */
export function alarmQueryKeys(keys: DataKeyConfig[]): { alarmFields: EntityKey[]; latestValues: EntityKey[] } {
  const alarmFields: EntityKey[] = [];
  const latestValues: EntityKey[] = [];
  for (const k of keys) {
    if (k.type === 'alarm' && ALARM_FIELDS.has(k.name)) alarmFields.push({ type: 'ALARM_FIELD', key: k.name });
    else if (k.type === 'attribute') latestValues.push({ type: 'ATTRIBUTE', key: k.name });
    else if (k.type === 'timeseries') latestValues.push({ type: 'TIME_SERIES', key: k.name });
    else if (k.type === 'entityField') latestValues.push({ type: 'ENTITY_FIELD', key: k.name });
  }
  return { alarmFields, latestValues };
}

function alarmRow(a: AlarmData): AlarmRow {
  const values: Record<string, unknown> = {};
  for (const group of Object.values(a.latest ?? {}))
    for (const [k, v] of Object.entries(group ?? {})) values[k] = convertValue(v.value);
  return {
    id: a.id.id,
    createdTime: a.createdTime,
    startTs: a.startTs,
    endTs: a.endTs,
    ackTs: a.ackTs,
    clearTs: a.clearTs,
    type: a.type,
    severity: a.severity,
    status: a.status,
    originatorName: a.originatorName ?? a.originator.id,
    originator: a.originator,
    details: a.details,
    values,
  };
}

export function alarmPageOf(state: AlarmDataState): AlarmPage {
  return { rows: state.data.map(alarmRow), total: state.totalElements };
}
