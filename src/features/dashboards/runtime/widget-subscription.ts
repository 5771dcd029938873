/**
 * The data of one widget: one subscription per datasource (entity data over the data source, entity count, or a
 * function datasource generated in the sandbox), the alarm subscription of alarm widgets and the target device of
 * RPC widgets. Incoming states are kept raw; the widget store turns them into widget data once per frame.
 */
import type { EntityFilter, KeyFilter } from '../../../api/entity-query';
import { emptyEntityDataState, type AlarmDataState, type EntityDataState } from '../../../api/telemetry-ws-protocol';
import { showsFirstEntityOnly } from '../../../widgets/registry';
import { userFunction, whenSandboxLoaded } from '../../../widgets/sandbox/js-sandbox';
import type {
  AlarmPage,
  DatasourceConfig,
  DatasourceData,
  WidgetEntity,
  WidgetPageRequest,
  WidgetTimeRange,
} from '../../../widgets/widget-contract';
import type { DashboardDataSource, DataSubscription } from '../data/data-source';
import { alarmPageOf, countDatasourceData, entityDatasourceData, entityOf } from '../data/entity-data-convert';
import { FunctionSeries } from '../data/function-datasource';
import { POST_PROCESS_ARGS, postProcess, wantsPostProcessing } from '../data/post-process';
import type { ResolvedAlias } from '../data/alias-filters';
import type { DashboardWidget } from '../model/widget-config';
import type { Timewindow } from '../../../ui/timewindow/timewindow-model';
import { subscriptionWindow, visibleRange, type SubscriptionWindow } from '../time/subscription-window';
import { initialPageRequest, pageLinkOf, samePageRequest } from './data-page';
import { alarmDataQuery, entityDataCmd, entityDataQuery } from './query-builders';
import type { WidgetStore } from './widget-store';

export interface WidgetSnapshot {
  data: DatasourceData[];
  alarms: AlarmPage | null;
  timeRange: WidgetTimeRange;
  targetDevice: WidgetEntity | null;
  /** The server-side page `data` holds (tables paging on the server), else null. */
  page: { request: WidgetPageRequest; totalElements: number } | null;
  /**
   * Every source delivered its first data: entity and count subscriptions answered, the alarm subscription too,
   * and the user functions the widget runs (function datasources, post-processing) could run, the script sandbox
   * being loaded. True at once for a widget with nothing to wait for (no datasource, an unresolved alias).
   */
  loaded: boolean;
}

export interface SubscriptionEnv {
  dataSource: DashboardDataSource;
  resolveAlias(aliasId: string | null | undefined): { resolved: ResolvedAlias; aliasName: string } | null;
  keyFilters(filterId: string | null | undefined): KeyFilter[];
  /** The widget's effective timewindow (its own or the dashboard's); windows are computed from it. */
  timewindow(): Timewindow | null | undefined;
  serverOffset(): number;
  now(): number;
}

type Slot =
  | {
      kind: 'entity';
      ds: DatasourceConfig;
      aliasName: string;
      state: EntityDataState;
      sub: DataSubscription;
      filter: EntityFilter;
      resolveMultiple: boolean;
      loaded: boolean;
    }
  | { kind: 'count'; ds: DatasourceConfig; aliasName: string; count: number; stop: () => void; loaded: boolean }
  | { kind: 'function'; ds: DatasourceConfig; series: FunctionSeries }
  | { kind: 'none'; ds: DatasourceConfig };

export function emptySnapshot(now = Date.now()): WidgetSnapshot {
  return {
    data: [],
    alarms: null,
    timeRange: {
      minTime: now - 60_000,
      maxTime: now,
      interval: 1000,
      aggregation: 'NONE',
      realtime: true,
      timezone: null,
    },
    targetDevice: null,
    page: null,
    loaded: false,
  };
}

export class WidgetSubscription {
  private slots: Slot[] = [];
  private alarms: { state: AlarmDataState | null; stop: () => void } | null = null;
  private target: { entity: WidgetEntity | null; sub: DataSubscription } | null = null;
  private readonly timeseries: boolean;
  /** The widget paints the first entity only: a multiple-entity alias is asked for one entity, not a page. */
  private readonly firstEntityOnly: boolean;
  /** The page a table paging on the server shows (null: the datasource asks for all its entities). */
  private pageRequest: WidgetPageRequest | null;
  private stopSandboxWait: (() => void) | null = null;
  /** The widget runs user functions, and the sandbox they run in had not loaded yet when it started. */
  private waitsForSandbox = false;
  /** What the subscription was started for (see signature). */
  private startedWith = '';
  /** The window last computed (start, tick, refresh, compute): its shape serves reduceOptions at message rate. */
  private lastWindow: SubscriptionWindow | null = null;

  constructor(
    private readonly widget: DashboardWidget,
    private env: SubscriptionEnv,
    private readonly store: WidgetStore<WidgetSnapshot>,
  ) {
    this.timeseries = widget.type === 'timeseries';
    this.firstEntityOnly = showsFirstEntityOnly(widget.bundleAlias, widget.typeAlias);
    this.pageRequest = initialPageRequest(widget);
  }

  /**
   * Take over a subscription started early (from the dashboard JSON, before the widget mounted) under `env`, the
   * running dashboard's environment. It is kept when `env` asks for the same data (entities, key filters,
   * timewindow, datapoint limit); otherwise it restarts under `env`.
   */
  adopt(env: SubscriptionEnv): void {
    this.env = env;
    if (this.signature() === this.startedWith) return;
    this.stop();
    this.start();
  }

  start(): void {
    this.startedWith = this.signature();
    const window = this.window();
    this.slots =
      this.widget.type === 'alarm' ? [] : this.widget.config.datasources.map((ds) => this.openSlot(ds, window));
    if (this.widget.type === 'alarm') this.openAlarms(window);
    if (this.widget.type === 'rpc') this.openTarget();
    this.waitsForSandbox = this.needsSandbox();
    if (this.waitsForSandbox)
      this.stopSandboxWait = whenSandboxLoaded(() => {
        this.waitsForSandbox = false;
        this.tick(); // function datasources generate their first values now
        this.invalidate(); // post-processing applies to the data already there
      });
    this.invalidate();
  }

  /** The timewindow changed: re-send the timeseries parts of every subscription. */
  refreshWindow(): void {
    const window = this.window();
    for (const s of this.slots) {
      if (s.kind === 'entity' && (this.timeseries || this.widget.type === 'alarm')) s.sub.update(this.cmdOf(s, window));
    }
    if (this.alarms) {
      this.alarms.stop();
      this.openAlarms(window);
    }
    this.invalidate();
  }

  /** A table paging on the server asks for another page, order or search: its datasource re-sends its query. */
  changePage(request: WidgetPageRequest): void {
    if (!this.pageRequest || samePageRequest(this.pageRequest, request)) return;
    this.pageRequest = request;
    const s = this.slots[0];
    if (s?.kind === 'entity') s.sub.update(this.cmdOf(s, this.lastWindow ?? this.window()));
    this.invalidate();
  }

  /** Periodic tick (1 s): realtime windows slide and function datasources generate. */
  tick(): void {
    const window = this.window();
    const now = this.env.now() + this.env.serverOffset();
    for (const s of this.slots) {
      if (s.kind !== 'function') continue;
      s.series.tick(now, this.timeseries ? window.aggregation.interval : 1000, window.realtimeWindowMs, (k) =>
        userFunction(k.funcBody, ['time', 'prevValue']),
      );
    }
    if (this.timeseries || this.slots.some((s) => s.kind === 'function')) this.invalidate();
  }

  stop(): void {
    for (const s of this.slots) {
      if (s.kind === 'entity') s.sub.unsubscribe();
      if (s.kind === 'count') s.stop();
    }
    this.slots = [];
    this.alarms?.stop();
    this.target?.sub.unsubscribe();
    this.stopSandboxWait?.();
  }

  /**
   * What `start` would ask for under the current env, apart from the clock: the alias and key filters of every
   * source and what the window is computed from.
   */
  private signature(): string {
    const { config } = this.widget;
    const source = (aliasId: string | null | undefined, filterId?: string | null) => [
      this.env.resolveAlias(aliasId),
      this.env.keyFilters(filterId),
    ];
    const alarm = config.alarmSource ? source(config.alarmSource.entityAliasId, config.alarmSource.filterId) : null;
    const window = [this.env.timewindow(), this.env.dataSource.maxDatapointsLimit()];
    return JSON.stringify([
      config.datasources.map((ds) => source(ds.entityAliasId, ds.filterId)),
      alarm,
      source(config.targetDeviceAliasIds?.[0]),
      window,
    ]);
  }

  private needsSandbox(): boolean {
    return this.widget.config.datasources.some(
      (ds) =>
        ds.type === 'function' || ds.dataKeys.some((k) => !!k.postFuncBody?.trim() && k.usePostProcessing !== false),
    );
  }

  private window(): SubscriptionWindow {
    const { env } = this;
    return (this.lastWindow = subscriptionWindow(
      env.timewindow(),
      env.now(),
      env.serverOffset(),
      env.dataSource.maxDatapointsLimit(),
    ));
  }

  /**
   * Called for every message: uses the last computed window (at most one tick old) instead of computing one; only
   * its shape (realtime, quick interval, length, interval) is read, and a timewindow change refreshes it first.
   */
  private reduceOptions() {
    const w = this.lastWindow ?? this.window();
    if (!w.realtime || w.quickInterval) return {};
    return { minTs: this.env.now() + this.env.serverOffset() - w.realtimeWindowMs - w.aggregation.interval };
  }

  private openSlot(ds: DatasourceConfig, window: SubscriptionWindow): Slot {
    if (ds.type === 'function' || ds.type === 'static')
      return {
        kind: 'function',
        ds,
        series: new FunctionSeries(
          ds.dataKeys.filter((k) => k.type === 'function'),
          this.timeseries,
        ),
      };
    const alias = this.env.resolveAlias(ds.entityAliasId);
    if (!alias?.resolved.entityFilter) return { kind: 'none', ds };
    const filter = alias.resolved.entityFilter;
    const keyFilters = this.env.keyFilters(ds.filterId);
    if (ds.type === 'entityCount') {
      const slot: Slot = {
        kind: 'count',
        ds,
        aliasName: alias.aliasName,
        count: 0,
        stop: () => undefined,
        loaded: false,
      };
      slot.stop = this.env.dataSource.subscribeEntityCount({ entityFilter: filter, keyFilters }, (count) => {
        slot.count = count;
        slot.loaded = true;
        this.invalidate();
      });
      return slot;
    }
    const resolveMultiple = alias.resolved.resolveMultiple && !this.firstEntityOnly;
    const slot = {
      kind: 'entity',
      ds,
      aliasName: alias.aliasName,
      state: emptyEntityDataState(),
      filter,
      resolveMultiple,
      loaded: false,
    } as Extract<Slot, { kind: 'entity' }>;
    slot.sub = this.env.dataSource.subscribeEntityData(
      this.cmdOf(slot, window),
      (state) => {
        slot.state = state;
        slot.loaded = true;
        this.invalidate();
      },
      () => this.reduceOptions(),
    );
    return slot;
  }

  /** The entity data command of an entity slot: its query (the requested page when paged) and its parts. */
  private cmdOf(s: Extract<Slot, { kind: 'entity' }>, window: SubscriptionWindow) {
    const query = entityDataQuery(
      s.ds,
      s.filter,
      s.resolveMultiple,
      this.env.keyFilters(s.ds.filterId),
      this.timeseries,
    );
    if (this.pageRequest && s.resolveMultiple) query.pageLink = pageLinkOf(this.pageRequest, s.ds);
    return entityDataCmd(query, s.ds, this.timeseries, window);
  }

  private openAlarms(window: SubscriptionWindow): void {
    const src = this.widget.config.alarmSource;
    const alias = this.env.resolveAlias(src?.entityAliasId);
    const holder: { state: AlarmDataState | null; stop: () => void } = { state: null, stop: () => undefined };
    this.alarms = holder;
    if (!src || !alias?.resolved.entityFilter) return;
    const query = alarmDataQuery(
      this.widget.config,
      alias.resolved.entityFilter,
      this.env.keyFilters(src.filterId),
      window,
    );
    holder.stop = this.env.dataSource.subscribeAlarmData(query, (state) => {
      holder.state = state;
      this.invalidate();
    });
  }

  private openTarget(): void {
    const aliasId = this.widget.config.targetDeviceAliasIds?.[0];
    const alias = this.env.resolveAlias(aliasId);
    if (!alias?.resolved.entityFilter) return;
    const ds: DatasourceConfig = { type: 'entity', dataKeys: [] };
    const holder = { entity: null as WidgetEntity | null, sub: null as unknown as DataSubscription };
    holder.sub = this.env.dataSource.subscribeEntityData(
      { query: entityDataQuery(ds, alias.resolved.entityFilter, false, [], false) },
      (state) => {
        holder.entity = state.data[0] ? entityOf(state.data[0]) : null;
        this.invalidate();
      },
      () => ({}),
    );
    this.target = holder;
  }

  private pageOf(): WidgetSnapshot['page'] {
    const s = this.slots[0];
    if (!this.pageRequest || s?.kind !== 'entity' || !s.resolveMultiple) return null;
    return { request: this.pageRequest, totalElements: s.state.totalElements };
  }

  private invalidate(): void {
    this.store.invalidate(() => this.compute());
  }

  private compute(): WidgetSnapshot {
    const window = this.window();
    const offset = this.env.serverOffset();
    const range = visibleRange(window, this.env.now(), offset);
    const data: DatasourceData[] = [];
    this.slots.forEach((s, index) => {
      if (s.kind === 'entity') data.push(...entityDatasourceData(index, s.ds, s.aliasName, s.state, this.timeseries));
      else if (s.kind === 'count')
        data.push(countDatasourceData(index, s.ds, s.aliasName, s.count, this.env.now() + offset));
      else if (s.kind === 'function')
        data.push({
          index,
          type: s.ds.type,
          name: s.ds.name ?? '',
          aliasName: null,
          entity: null,
          keys: s.series.data(),
        });
    });
    for (const d of data)
      d.keys = d.keys.map((k) =>
        wantsPostProcessing(k) ? postProcess(k, userFunction(k.key.postFuncBody, POST_PROCESS_ARGS)) : k,
      );
    const loaded =
      !this.waitsForSandbox &&
      this.slots.every((s) => s.kind === 'none' || s.kind === 'function' || s.loaded) &&
      (!this.alarms || this.alarms.state !== null || !this.widget.config.alarmSource);
    return {
      data,
      alarms: this.alarms?.state
        ? alarmPageOf(this.alarms.state)
        : this.widget.type === 'alarm'
          ? { rows: [], total: 0 }
          : null,
      timeRange: {
        minTime: range.startTimeMs,
        maxTime: range.endTimeMs,
        interval: window.aggregation.interval,
        aggregation: window.aggregation.type,
        realtime: window.realtime,
        timezone: window.timezone,
      },
      targetDevice: this.target?.entity ?? null,
      page: this.pageOf(),
      loaded,
    };
  }
}
