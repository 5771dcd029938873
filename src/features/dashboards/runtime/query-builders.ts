/**
 * Widget datasource → entity data / alarm data commands: entity fields and latest keys in
 * the query, timeseries keys in a tsCmd (realtime) or historyCmd (history) built from the subscription window, a
 * page of 1 entity for single aliases and 1024 for multiple ones, the datasource's dashboard filter as key filters.
 * Pure.
 */
import type { AlarmDataQuery, EntityDataQuery, EntityFilter, KeyFilter } from '../../../api/entity-query';
import type { EntityDataCmd } from '../../../api/telemetry-ws-protocol';
import type { DatasourceConfig, WidgetConfig } from '../../../widgets/widget-contract';
import { alarmQueryKeys, datasourceKeys } from '../data/entity-data-convert';
import type { SubscriptionWindow } from '../time/subscription-window';

/** Page size of a multiple-entity alias (ThingsBoard's default datasource page). */
export const MULTIPLE_ENTITIES_PAGE_SIZE = 1024;

const createdTimeDesc = { key: { type: 'ENTITY_FIELD' as const, key: 'createdTime' }, direction: 'DESC' as const };

export function entityDataQuery(
  ds: DatasourceConfig,
  filter: EntityFilter,
  resolveMultiple: boolean,
  keyFilters: KeyFilter[],
  timeseriesWidget: boolean,
): EntityDataQuery {
  const { entityFields, latestValues } = datasourceKeys(ds, timeseriesWidget);
  return {
    entityFilter: filter,
    pageLink: {
      page: 0,
      pageSize: resolveMultiple ? MULTIPLE_ENTITIES_PAGE_SIZE : 1,
      textSearch: null,
      dynamic: true,
      sortOrder: createdTimeDesc,
    },
    entityFields,
    latestValues,
    keyFilters,
  };
}

/** The full entity data command of a datasource: query + latestCmd + tsCmd / historyCmd. */
export function entityDataCmd(
  query: EntityDataQuery,
  ds: DatasourceConfig,
  timeseriesWidget: boolean,
  window: SubscriptionWindow,
): Omit<EntityDataCmd, 'cmdId'> {
  const { tsKeys } = datasourceKeys(ds, timeseriesWidget);
  const cmd: Omit<EntityDataCmd, 'cmdId'> = { query };
  if (query.latestValues?.length) cmd.latestCmd = { keys: query.latestValues };
  if (tsKeys.length) {
    const { type: agg, interval, limit } = window.aggregation;
    if (window.realtime)
      cmd.tsCmd = { keys: tsKeys, startTs: window.startTs, timeWindow: window.realtimeWindowMs, interval, limit, agg };
    else cmd.historyCmd = { keys: tsKeys, startTs: window.startTs, endTs: window.endTs, interval, limit, agg };
  }
  return cmd;
}

const STATUS_OF_SEARCH: Record<string, string[]> = {
  ANY: [],
  ACTIVE: ['ACTIVE'],
  CLEARED: ['CLEARED'],
  ACK: ['ACK'],
  UNACK: ['UNACK'],
};

/** Alarm data query of an alarm widget (its alarm source, search status, severities, types, time window). */
export function alarmDataQuery(
  config: WidgetConfig,
  filter: EntityFilter,
  keyFilters: KeyFilter[],
  window: SubscriptionWindow,
): AlarmDataQuery {
  const keys = config.alarmSource?.dataKeys ?? [];
  const { alarmFields, latestValues } = alarmQueryKeys(keys);
  const statusList = config.alarmStatusList?.length
    ? config.alarmStatusList
    : (STATUS_OF_SEARCH[config.alarmSearchStatus ?? 'ANY'] ?? []);
  const pageSize = Math.min(config.alarmsFetchSize ?? 100, config.alarmsMaxCountLoad || Number.MAX_SAFE_INTEGER);
  return {
    entityFilter: filter,
    pageLink: {
      page: 0,
      pageSize,
      textSearch: null,
      dynamic: true,
      sortOrder: { key: { type: 'ALARM_FIELD', key: 'createdTime' }, direction: 'DESC' },
      ...(window.realtime ? { timeWindow: window.realtimeWindowMs } : { startTs: window.startTs, endTs: window.endTs }),
      statusList,
      severityList: config.alarmSeverityList ?? [],
      typeList: config.alarmTypeList ?? [],
      searchPropagatedAlarms: !!config.searchPropagatedAlarms,
    },
    entityFields: [
      { type: 'ENTITY_FIELD', key: 'name' },
      { type: 'ENTITY_FIELD', key: 'label' },
    ],
    alarmFields,
    latestValues,
    keyFilters,
  };
}
