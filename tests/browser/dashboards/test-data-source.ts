/**
 * A DashboardDataSource for tests and benchmarks (our own interface, not a fake server): a
 * small world of entities, deterministic generated telemetry, wire-format update messages folded through the
 * real protocol reducers, live updates at a chosen rate, alarms, counts, and a log of every write/RPC call.
 */
import type { EntityData, EntityDataQuery, EntityFilter, PageData } from '../../../src/api/entity-query';
import {
  emptyAlarmDataState,
  emptyEntityDataState,
  reduceAlarmData,
  reduceEntityData,
  type AlarmDataState,
  type EntityDataCmd,
  type EntityDataState,
  type ReduceOptions,
} from '../../../src/api/telemetry-ws-protocol';
import type {
  DashboardDataSource,
  DataSubscription,
  WsStatus,
} from '../../../src/features/dashboards/data/data-source';

export interface TestEntity {
  id: string;
  entityType: string;
  name: string;
  label: string;
  type: string;
  attributes: Record<string, unknown>;
}

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const TEST_ENTITIES: TestEntity[] = [
  {
    id: uuid(1),
    entityType: 'DEVICE',
    name: 'Thermostat T1',
    label: 'Lobby',
    type: 'thermostat',
    attributes: {
      active: true,
      latitude: 37.3948,
      longitude: -122.1503,
      temperatureAlarmFlag: true,
      temperatureAlarmThreshold: 20,
      humidityAlarmFlag: true,
      humidityAlarmThreshold: 50,
    },
  },
  {
    id: uuid(2),
    entityType: 'DEVICE',
    name: 'Thermostat T2',
    label: 'Office',
    type: 'thermostat',
    attributes: {
      active: false,
      latitude: 37.493801,
      longitude: -121.948769,
      temperatureAlarmFlag: true,
      temperatureAlarmThreshold: 25,
      humidityAlarmFlag: true,
      humidityAlarmThreshold: 30,
    },
  },
  {
    id: uuid(3),
    entityType: 'DEVICE',
    name: 'Gateway G1',
    label: 'Plant',
    type: 'gateway',
    attributes: { active: true, latitude: 37.45, longitude: -122.05, RemoteLoggingLevel: 'INFO' },
  },
  {
    id: uuid(4),
    entityType: 'DEVICE',
    name: 'Gateway G2',
    label: 'Depot',
    type: 'gateway',
    attributes: { active: false, latitude: 37.41, longitude: -122.0, RemoteLoggingLevel: 'DEBUG' },
  },
  {
    id: uuid(5),
    entityType: 'ASSET',
    name: 'Building A',
    label: 'HQ',
    type: 'building',
    attributes: { latitude: 37.42, longitude: -122.1 },
  },
  {
    id: uuid(6),
    entityType: 'DEVICE',
    name: 'Test Device A1',
    label: '',
    type: 'default',
    attributes: { active: true, latitude: 37.5, longitude: -122.2 },
  },
];

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return (h >>> 0) / 4294967296;
}

/** Generated value of `key` of `entity` at `ts`, as the wire sends it (a string). */
export function sampleValue(entity: TestEntity, key: string, ts: number): string {
  if (key in entity.attributes) return String(entity.attributes[key]);
  const phase = hash(entity.id + key) * Math.PI * 2;
  const wave = 0.8 * Math.sin(ts / 2_400_000 + phase) + 0.2 * Math.sin(ts / 170_000 + phase * 3);
  const noise = (hash(`${entity.id}${key}${Math.floor(ts / 1000)}`) - 0.5) * 0.6;
  if (/flag$|^active$|switch|state/i.test(key)) return wave > 0 ? 'true' : 'false';
  if (/temperature/i.test(key)) return (22 + 4 * wave + noise).toFixed(2);
  if (/humidity/i.test(key)) return (55 + 12 * wave + noise).toFixed(2);
  if (/log/i.test(key)) return `event ${Math.floor(ts / 1000) % 97}`;
  return (50 + 30 * wave + noise * 5).toFixed(2);
}

function matches(e: TestEntity, f: EntityFilter, all: TestEntity[]): boolean {
  switch (f.type) {
    case 'singleEntity':
      return e.id === f.singleEntity.id;
    case 'entityList':
      return e.entityType === f.entityType && f.entityList.includes(e.id);
    case 'entityName':
      return e.entityType === f.entityType && e.name.toLowerCase().startsWith(f.entityNameFilter.toLowerCase());
    case 'entityType':
      return e.entityType === f.entityType;
    case 'deviceType':
      return e.entityType === 'DEVICE' && e.type === f.deviceType && e.name.startsWith(f.deviceNameFilter ?? '');
    case 'assetType':
      return e.entityType === 'ASSET' && e.type === f.assetType;
    default:
      return all.indexOf(e) < 4; // relation/search queries: the first entities stand for the related ones
  }
}

export interface TestDataSourceOptions {
  entities?: TestEntity[];
  /** Live update period per subscription (0: no live updates). */
  updateIntervalMs?: number;
  /** Points per second cap of generated history (default one per 10 s). */
  historyStepMs?: number;
}

export class TestDataSource implements DashboardDataSource {
  readonly entities: TestEntity[];
  readonly calls: { op: string; args: unknown[] }[] = [];
  readonly timers = new Set<ReturnType<typeof setInterval>>();
  updates = 0;
  private alarmAcks = new Map<string, string>();

  constructor(private readonly options: TestDataSourceOptions = {}) {
    this.entities = options.entities ?? TEST_ENTITIES;
  }

  private select(filter: EntityFilter, pageSize: number): TestEntity[] {
    const found = this.entities.filter((e) => matches(e, filter, this.entities));
    if (filter.type === 'singleEntity' && found.length === 0) {
      const id = filter.singleEntity;
      found.push({
        id: id.id,
        entityType: id.entityType,
        name: `${id.entityType} ${id.id.slice(0, 8)}`,
        label: '',
        type: 'default',
        attributes: {},
      });
    }
    return found.slice(0, pageSize);
  }

  /**
   * The page a query asks for, as the server answers it: entities matching the search text (in their fields and
   * latest values), sorted by the sort key, then the page of them; with the count of all that match.
   */
  private page(query: EntityDataQuery, now: number): { entities: TestEntity[]; total: number } {
    const { page = 0, pageSize, textSearch, sortOrder } = query.pageLink;
    const value = (e: TestEntity, key: { type: string; key: string }): string | number => {
      if (key.type !== 'ENTITY_FIELD') {
        const v = sampleValue(e, key.key, now);
        return v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v;
      }
      return key.key === 'name' ? e.name : key.key === 'label' ? e.label : key.key === 'type' ? e.type : '';
    };
    let found = this.select(query.entityFilter, Number.MAX_SAFE_INTEGER);
    const q = textSearch?.trim().toLowerCase();
    if (q) {
      const keys = [...(query.entityFields ?? []), ...(query.latestValues ?? [])].filter(
        (k) => k.key !== 'createdTime',
      );
      found = found.filter((e) => keys.some((k) => String(value(e, k)).toLowerCase().includes(q)));
    }
    if (sortOrder && sortOrder.key.key !== 'createdTime') {
      const dir = sortOrder.direction === 'DESC' ? -1 : 1;
      const v = (e: TestEntity) => value(e, sortOrder.key);
      found = [...found].sort((a, b) => dir * (v(a) < v(b) ? -1 : v(a) > v(b) ? 1 : 0));
    }
    return { entities: found.slice(page * pageSize, page * pageSize + pageSize), total: found.length };
  }

  private row(e: TestEntity, query: EntityDataQuery | undefined, now: number): EntityData {
    const ef: Record<string, { ts: number; value: string }> = {};
    for (const k of query?.entityFields ?? [])
      ef[k.key] = {
        ts: now,
        value:
          k.key === 'name'
            ? e.name
            : k.key === 'label'
              ? e.label
              : k.key === 'type'
                ? e.type
                : k.key === 'createdTime'
                  ? String(1_600_000_000_000)
                  : '',
      };
    const latest: EntityData['latest'] = { ENTITY_FIELD: ef };
    for (const k of query?.latestValues ?? []) {
      (latest[k.type] ??= {})[k.key] = { ts: now, value: sampleValue(e, k.key, now) };
    }
    return { entityId: { entityType: e.entityType, id: e.id }, latest, timeseries: {} };
  }

  private series(
    e: TestEntity,
    keys: string[],
    start: number,
    end: number,
    interval: number,
    limit: number,
  ): Record<string, { ts: number; value: string }[]> {
    const step = Math.max(
      interval,
      this.options.historyStepMs ?? 10_000,
      Math.ceil((end - start) / Math.max(limit, 1)),
    );
    const out: Record<string, { ts: number; value: string }[]> = {};
    for (const key of keys) {
      const pts: { ts: number; value: string }[] = [];
      for (let t = Math.ceil(start / step) * step; t <= end; t += step)
        pts.push({ ts: t, value: sampleValue(e, key, t) });
      out[key] = pts;
    }
    return out;
  }

  subscribeEntityData(
    cmd: Omit<EntityDataCmd, 'cmdId'>,
    onState: (s: EntityDataState) => void,
    reduce: () => ReduceOptions,
  ): DataSubscription {
    let state = emptyEntityDataState();
    let current = cmd;
    let timer: ReturnType<typeof setInterval> | null = null;
    const emit = (msg: Parameters<typeof reduceEntityData>[1]) => {
      state = reduceEntityData(state, msg, reduce());
      this.updates += 1;
      onState(state);
    };
    const start = () => {
      const now = Date.now();
      const query = current.query;
      const { entities, total } = query ? this.page(query, now) : { entities: [], total: 0 };
      const rows = entities.map((e) => {
        const r = this.row(e, query, now);
        if (current.tsCmd)
          r.timeseries = this.series(
            e,
            current.tsCmd.keys,
            current.tsCmd.startTs,
            now,
            current.tsCmd.interval,
            current.tsCmd.limit,
          );
        if (current.historyCmd)
          r.timeseries = this.series(
            e,
            current.historyCmd.keys,
            current.historyCmd.startTs,
            current.historyCmd.endTs,
            current.historyCmd.interval,
            current.historyCmd.limit,
          );
        return r;
      });
      const pageSize = query?.pageLink.pageSize ?? 1;
      const page: PageData<EntityData> = {
        data: rows,
        totalPages: Math.ceil(total / pageSize),
        totalElements: total,
        hasNext: ((query?.pageLink.page ?? 0) + 1) * pageSize < total,
      };
      // Asynchronous like a socket: the first message arrives after the subscription call returns.
      queueMicrotask(() =>
        emit({ cmdId: 0, errorCode: 0, errorMsg: null, cmdUpdateType: 'ENTITY_DATA', data: page, update: null }),
      );
      const period = this.options.updateIntervalMs ?? 1000;
      if (timer) this.clear(timer);
      if (period > 0 && (current.latestCmd || current.tsCmd)) {
        timer = setInterval(() => {
          const t = Date.now();
          const update = entities.map((e) => {
            const r = this.row(e, { ...query!, entityFields: [] }, t);
            delete r.latest.ENTITY_FIELD;
            if (current.tsCmd)
              r.timeseries = Object.fromEntries(
                current.tsCmd.keys.map((k) => [k, [{ ts: t, value: sampleValue(e, k, t) }]]),
              );
            return r;
          });
          emit({ cmdId: 0, errorCode: 0, errorMsg: null, cmdUpdateType: 'ENTITY_DATA', data: null, update });
        }, period);
        this.timers.add(timer);
      }
    };
    start();
    return {
      update: (next) => {
        current = { ...current, ...next, query: next.query ?? current.query };
        start();
      },
      unsubscribe: () => timer && this.clear(timer),
    };
  }

  private clear(timer: ReturnType<typeof setInterval>) {
    clearInterval(timer);
    this.timers.delete(timer);
  }

  subscribeAlarmData(
    query: Parameters<DashboardDataSource['subscribeAlarmData']>[0],
    onState: (s: AlarmDataState) => void,
  ): () => void {
    const now = Date.now();
    const entities = this.select(query.entityFilter, 100);
    const alarms = entities.flatMap((e, i) => [
      {
        id: { entityType: 'ALARM', id: uuid(1000 + i * 2) },
        createdTime: now - 3_600_000 * (i + 1),
        type: 'High Temperature',
        originator: { entityType: e.entityType, id: e.id },
        originatorName: e.name,
        severity: 'MAJOR',
        status: 'ACTIVE_UNACK',
        startTs: now - 3_600_000,
        endTs: now,
        ackTs: 0,
        clearTs: 0,
        details: { temperature: 27.5 },
      },
      {
        id: { entityType: 'ALARM', id: uuid(1001 + i * 2) },
        createdTime: now - 7_200_000 * (i + 1),
        type: 'Low Humidity',
        originator: { entityType: e.entityType, id: e.id },
        originatorName: e.name,
        severity: 'MINOR',
        status: 'CLEARED_ACK',
        startTs: now - 7_200_000,
        endTs: now - 600_000,
        ackTs: now - 60_000,
        clearTs: now - 600_000,
      },
    ]);
    let state = emptyAlarmDataState();
    const push = () => {
      const data = alarms.map((a) => ({ ...a, status: this.alarmAcks.get(a.id.id) ?? a.status }));
      state = reduceAlarmData(state, {
        cmdId: 0,
        errorCode: 0,
        errorMsg: null,
        cmdUpdateType: 'ALARM_DATA',
        data: { data, totalPages: 1, totalElements: data.length, hasNext: false },
        update: null,
      });
      onState(state);
    };
    queueMicrotask(push);
    const timer = setInterval(push, 5000);
    this.timers.add(timer);
    this.alarmListeners.add(push);
    return () => {
      this.clear(timer);
      this.alarmListeners.delete(push);
    };
  }

  private alarmListeners = new Set<() => void>();

  subscribeEntityCount(
    query: Parameters<DashboardDataSource['subscribeEntityCount']>[0],
    onCount: (n: number) => void,
  ): () => void {
    queueMicrotask(() => onCount(this.select(query.entityFilter, 1024).length));
    return () => undefined;
  }

  status(): WsStatus {
    return 'live';
  }

  onStatus(): () => void {
    return () => undefined;
  }

  serverTime(): Promise<number> {
    return Promise.resolve(Date.now());
  }

  maxDatapointsLimit(): number {
    return 50_000;
  }

  async findEntities(query: EntityDataQuery): Promise<PageData<EntityData>> {
    const rows = this.select(query.entityFilter, query.pageLink.pageSize).map((e) => this.row(e, query, Date.now()));
    return { data: rows, totalPages: 1, totalElements: rows.length, hasNext: false };
  }

  async rpc(deviceId: string, oneway: boolean, body: unknown): Promise<unknown> {
    this.calls.push({ op: oneway ? 'rpc-oneway' : 'rpc-twoway', args: [deviceId, body] });
    return oneway ? undefined : { result: 'ok', method: (body as { method: string }).method };
  }

  async saveAttributes(...args: unknown[]): Promise<void> {
    this.calls.push({ op: 'saveAttributes', args });
  }

  async saveTimeseries(...args: unknown[]): Promise<void> {
    this.calls.push({ op: 'saveTimeseries', args });
  }

  async ackAlarm(id: string): Promise<void> {
    this.calls.push({ op: 'ackAlarm', args: [id] });
    this.alarmAcks.set(id, 'ACTIVE_ACK');
    this.alarmListeners.forEach((l) => l());
  }

  async clearAlarm(id: string): Promise<void> {
    this.calls.push({ op: 'clearAlarm', args: [id] });
    this.alarmAcks.set(id, 'CLEARED_ACK');
    this.alarmListeners.forEach((l) => l());
  }

  async claimDevice(name: string, secret: string): Promise<'SUCCESS' | 'FAILURE' | 'CLAIMED'> {
    this.calls.push({ op: 'claimDevice', args: [name, secret] });
    return name ? 'SUCCESS' : 'FAILURE';
  }

  async getAttributes(type: string, id: string, scope: string, keys?: string[]): Promise<Record<string, unknown>> {
    this.calls.push({ op: 'getAttributes', args: [type, id, scope, keys] });
    const e = this.entities.find((x) => x.id === id);
    return Object.fromEntries(Object.entries(e?.attributes ?? {}).filter(([k]) => !keys || keys.includes(k)));
  }

  async getLatestTimeseries(
    _type: string,
    id: string,
    keys?: string[],
  ): Promise<Record<string, { ts: number; value: unknown }>> {
    const e = this.entities.find((x) => x.id === id);
    if (!e) return {};
    const now = Date.now();
    const names = keys ?? [
      'temperature',
      'humidity',
      'eventsSent',
      'eventsProduced',
      'opcuaEventsProduced',
      'bleEventsSent',
      'LOGS',
    ];
    return Object.fromEntries(names.map((k) => [k, { ts: now, value: sampleValue(e, k, now) }]));
  }

  /** Stop every timer (end of a test). */
  dispose(): void {
    for (const t of this.timers) clearInterval(t);
    this.timers.clear();
  }
}
