/**
 * Counts real API usage per tenant and writes it as time series of the tenant's API usage state entity
 * (keys in keys.ts). Recording is a map increment; every `flushMs` (and on close) the pending counts of each tenant
 * are added to its monthly and hourly totals and saved in one write, together with the limits of the tenant
 * profile and the resulting states (also kept in the `api_usage_state` row).
 *
 * Sources: device transports call {@link UsageMeter.record} (messages, data points), stored time series and created
 * alarms arrive over the change bus, mail and script call sites record their own executions.
 */
import type { Db } from '../db/types.js';
import type { EntityId } from '../lib/entity-id.js';
import type { ChangeBus, ChangeEvent } from '../telemetry/bus.js';
import type { TsKvEntry } from '../telemetry/kv.js';
import type { TimeseriesService } from '../telemetry/timeseries-service.js';
import {
  ALL_USAGE_KEYS,
  FEATURES,
  HOURLY,
  USAGE_KEYS,
  counterState,
  hourStart,
  monthStart,
  worst,
  type UsageFeature,
  type UsageKey,
  type UsageState,
} from './keys.js';

/** What the meter needs from the server. */
export interface UsageDeps {
  db: Db;
  timeseries: TimeseriesService;
  bus: ChangeBus;
}

export interface UsageOptions {
  /** Flush period, ms (default 5000; 0 = only explicit flushes). */
  flushMs?: number;
  now?: () => number;
}

interface TenantTotals {
  entityId: EntityId;
  monthTs: number;
  hourTs: number;
  month: Map<UsageKey, number>;
  hour: Map<UsageKey, number>;
  limits: Map<UsageKey, number> | null;
  states: Map<UsageFeature, UsageState> | null;
}

/** Receives a tenant's API usage states after a flush changed them. */
export type StatesListener = (tenantId: string, states: Partial<Record<UsageFeature, UsageState>>) => void;

const SKIPPED_TYPES = new Set(['API_USAGE_STATE', 'ENTITY_VIEW']);

export class UsageMeter {
  private pending = new Map<string, Map<UsageKey, number>>();
  private readonly totals = new Map<string, TenantTotals>();
  private readonly timer: NodeJS.Timeout | null;
  private readonly unsubscribe: () => void;
  private flushing: Promise<void> = Promise.resolve();
  private forward: ((tenantId: string, counts: Partial<Record<UsageKey, number>>) => void) | null = null;
  /** States learnt from the cluster's leader (a follower keeps no totals of its own). */
  private readonly leaderStates = new Map<string, Map<UsageFeature, UsageState>>();
  private readonly stateListeners = new Set<StatesListener>();
  private readonly now: () => number;

  constructor(
    private readonly deps: UsageDeps,
    opts: UsageOptions = {},
  ) {
    this.now = opts.now ?? Date.now;
    this.unsubscribe = deps.bus.on((e) => this.onChange(e));
    const ms = opts.flushMs ?? 5000;
    this.timer = ms > 0 ? setInterval(() => void this.flush().catch(report), ms) : null;
    this.timer?.unref();
  }

  /** Adds `n` to a tenant's counter (kept in memory until the next flush). */
  record(tenantId: string, key: UsageKey, n = 1): void {
    if (!(n > 0)) return;
    let m = this.pending.get(tenantId);
    if (!m) this.pending.set(tenantId, (m = new Map()));
    m.set(key, (m.get(key) ?? 0) + n);
  }

  /** One device message with `dataPoints` values (TB counts both per transport message). */
  recordTransport(tenantId: string, dataPoints: number): void {
    this.record(tenantId, 'TRANSPORT_MSG');
    this.record(tenantId, 'TRANSPORT_DP', dataPoints);
  }

  /** True when the tenant's feature is DISABLED: its monthly count reached the profile's limit (as of the last flush). */
  isDisabled(tenantId: string, feature: UsageFeature): boolean {
    const states = this.totals.get(tenantId)?.states ?? this.leaderStates.get(tenantId);
    return states?.get(feature) === 'DISABLED';
  }

  /** Calls `listener` with a tenant's states whenever a flush changes them; returns the function that stops it. */
  onStatesChanged(listener: StatesListener): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /** Takes a tenant's states as the cluster's leader computed them (a follower). */
  applyStates(tenantId: string, states: Partial<Record<UsageFeature, UsageState>>): void {
    this.leaderStates.set(tenantId, new Map(Object.entries(states) as [UsageFeature, UsageState][]));
  }

  /** Reads every tenant's stored states (a follower joining a running cluster); what the leader sent first wins. */
  async loadStates(): Promise<void> {
    const features = Object.keys(FEATURES) as UsageFeature[];
    const columns = features.map((f) => FEATURES[f].column).join(', ');
    const { rows } = await this.deps.db.query<Record<string, string | null>>(
      `SELECT tenant_id, ${columns} FROM api_usage_state`,
    );
    for (const row of rows) {
      const states: Partial<Record<UsageFeature, UsageState>> = {};
      for (const f of features) {
        const v = row[FEATURES[f].column];
        if (v) states[f] = v as UsageState;
      }
      const tenantId = String(row['tenant_id']);
      if (!this.leaderStates.has(tenantId)) this.applyStates(tenantId, states);
    }
  }

  /** Re-reads a tenant's limits on the next flush (its profile changed, or it was just created). */
  touch(tenantId: string): void {
    const t = this.totals.get(tenantId);
    if (t) t.limits = null;
    if (!this.pending.has(tenantId)) this.pending.set(tenantId, new Map());
  }

  /** Queues every tenant for a first write of its limits and states (server start). */
  async touchAll(): Promise<void> {
    const { rows } = await this.deps.db.query<{ tenant_id: string }>('SELECT tenant_id FROM api_usage_state');
    for (const r of rows) this.touch(r.tenant_id);
  }

  /** Writes everything recorded so far; resolves once it is stored. Flushes never overlap. */
  flush(): Promise<void> {
    this.flushing = this.flushing.catch(() => undefined).then(() => this.flushNow());
    return this.flushing;
  }

  /** Stops the timer and the bus listener, then flushes. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.unsubscribe();
    await this.flush();
  }

  private onChange(e: ChangeEvent): void {
    if (e.remote || SKIPPED_TYPES.has(e.entityId.entityType)) return;
    if (e.type === 'TS_UPDATED') this.record(e.tenantId, 'STORAGE_DP', e.entries.length);
    else if (e.type === 'ALARM_CREATED') this.record(e.tenantId, 'ALARM');
  }

  /**
   * Hands every flush's counts to `forward` instead of storing them (a cluster follower: the leader keeps the
   * totals, cluster/bridge.ts).
   */
  forwardTo(forward: (tenantId: string, counts: Partial<Record<UsageKey, number>>) => void): void {
    this.forward = forward;
  }

  private async flushNow(): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    const forward = this.forward;
    if (forward) {
      for (const [tenantId, counts] of batch) forward(tenantId, Object.fromEntries(counts));
      return;
    }
    for (const [tenantId, counts] of batch) {
      try {
        await this.flushTenant(tenantId, counts);
      } catch (err) {
        report(err);
      }
    }
    await this.deps.timeseries.drain();
  }

  private async flushTenant(tenantId: string, counts: Map<UsageKey, number>): Promise<void> {
    const now = this.now();
    const t = this.totals.get(tenantId) ?? (await this.load(tenantId, now));
    if (!t) return; // no such tenant (deleted, or the system tenant)
    const entries: TsKvEntry[] = [];
    const month = monthStart(now);
    const hour = hourStart(now);
    if (t.monthTs !== month) Object.assign(t, { monthTs: month, month: new Map() });
    if (t.hourTs !== hour) Object.assign(t, { hourTs: hour, hour: new Map() });
    for (const [key, n] of counts) {
      t.month.set(key, (t.month.get(key) ?? 0) + n);
      t.hour.set(key, (t.hour.get(key) ?? 0) + n);
      entries.push(
        long(USAGE_KEYS[key].countKey, t.month.get(key) ?? 0, month),
        long(USAGE_KEYS[key].countKey + HOURLY, t.hour.get(key) ?? 0, hour),
      );
    }
    const { limits, warn } = await this.profileLimits(tenantId);
    const states = new Map<UsageFeature, UsageState>();
    for (const key of ALL_USAGE_KEYS) {
      const limit = limits.get(key) ?? 0;
      if (t.limits?.get(key) !== limit) entries.push(long(USAGE_KEYS[key].limitKey, limit, now));
      const feature = USAGE_KEYS[key].feature;
      states.set(feature, worst(states.get(feature) ?? 'ENABLED', counterState(t.month.get(key) ?? 0, limit, warn)));
    }
    t.limits = limits;
    const changed = [...states].some(([feature, state]) => t.states?.get(feature) !== state);
    for (const [feature, state] of states) {
      if (t.states?.get(feature) === state) continue;
      entries.push({ key: FEATURES[feature].stateKey, type: 'STRING', value: state, ts: now });
      await this.deps.db.query(`UPDATE api_usage_state SET ${FEATURES[feature].column} = $1 WHERE tenant_id = $2`, [
        state,
        tenantId,
      ]);
    }
    t.states = states;
    if (changed) for (const listener of this.stateListeners) listener(tenantId, Object.fromEntries(states));
    if (entries.length > 0)
      await this.deps.timeseries.save(tenantId, t.entityId, entries, { origin: { kind: 'system' } });
  }

  /** The tenant's usage state entity and its stored totals of this month and hour. */
  private async load(tenantId: string, now: number): Promise<TenantTotals | null> {
    const { rows } = await this.deps.db.query<{ id: string }>('SELECT id FROM api_usage_state WHERE tenant_id = $1', [
      tenantId,
    ]);
    const id = rows[0]?.id;
    if (!id) return null;
    const entityId: EntityId = { entityType: 'API_USAGE_STATE', id };
    const t: TenantTotals = {
      entityId,
      monthTs: monthStart(now),
      hourTs: hourStart(now),
      month: new Map(),
      hour: new Map(),
      limits: null,
      states: null,
    };
    const names = ALL_USAGE_KEYS.flatMap((k) => [USAGE_KEYS[k].countKey, USAGE_KEYS[k].countKey + HOURLY]);
    const latest = new Map((await this.deps.timeseries.findLatest(entityId, names)).map((e) => [e.key, e]));
    for (const key of ALL_USAGE_KEYS) {
      const m = latest.get(USAGE_KEYS[key].countKey);
      if (m && m.ts === t.monthTs) t.month.set(key, Number(m.value));
      const h = latest.get(USAGE_KEYS[key].countKey + HOURLY);
      if (h && h.ts === t.hourTs) t.hour.set(key, Number(h.value));
    }
    this.totals.set(tenantId, t);
    return t;
  }

  private async profileLimits(tenantId: string): Promise<{ limits: Map<UsageKey, number>; warn: number }> {
    const { rows } = await this.deps.db.query<{ profile_data: { configuration?: Record<string, unknown> } | null }>(
      'SELECT p.profile_data FROM tenant t JOIN tenant_profile p ON p.id = t.tenant_profile_id WHERE t.id = $1',
      [tenantId],
    );
    const c = rows[0]?.profile_data?.configuration ?? {};
    const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0);
    return {
      limits: new Map(ALL_USAGE_KEYS.map((k) => [k, num(c[USAGE_KEYS[k].profileField])])),
      warn: num(c['warnThreshold']),
    };
  }
}

const long = (key: string, value: number, ts: number): TsKvEntry => ({
  key,
  type: 'LONG',
  value: Math.round(value),
  ts,
});

function report(err: unknown): void {
  process.stderr.write(`[iot-console] usage flush failed: ${String(err)}\n`);
}

declare module '../context.js' {
  interface ServerContext {
    /** API usage counters of the tenants. */
    usage: UsageMeter;
  }
}
