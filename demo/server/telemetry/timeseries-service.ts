/**
 * TimeseriesService: stores points (micro-batched: concurrent saves share one SQL batch, which is what makes
 * transport ingest fast), keeps latest values and rollups, mirrors latest values onto entity views, reads latest
 * values and history (raw or aggregated) and deletes ranges. Every successful write is announced on the bus.
 */
import type { Db, Queryable } from '../db/types.js';
import type { EntityId } from '../lib/entity-id.js';
import type { ChangeBus, ChangeOrigin } from './bus.js';
import { kvFromRow, type TsKvEntry } from './kv.js';
import { aggregate, intervalCount, type Aggregation } from './aggregate.js';
import { InFlightReads } from './in-flight.js';
import {
  KeyDictionary,
  deleteExpired,
  deleteLatestIn,
  deleteRange,
  rewriteLatest,
  selectLatest,
  selectLatestWithOwner,
  selectRange,
  upsertLatest,
  writePoints,
  type EntityOwner,
  type OwnedTable,
  type StoredPoint,
} from './ts-repo.js';
import { PlainError, plainBadRequest } from './errors.js';

/** Options of a save. */
export interface SaveTsOptions {
  /** Time to live in seconds (REST `…/timeseries/{scope}/{ttl}`); 0/absent = the tenant profile's default. */
  ttlSeconds?: number;
  origin?: ChangeOrigin;
}

/** A history request for several keys. */
export interface HistoryQuery {
  keys: string[];
  startTs: number;
  endTs: number;
  /** Interval width for aggregation (ms). */
  interval: number;
  /** Max points per key (NONE only). */
  limit: number;
  agg: Aggregation;
  orderBy: 'ASC' | 'DESC';
}

/** `database.ts_max_intervals` of ThingsBoard. */
export const MAX_TS_INTERVALS = 700;
/** Hard cap on the number of intervals one key may produce (ours; keeps responses bounded). */
export const MAX_INTERVALS = 50_000;

interface Pending {
  tenantId: string;
  entityId: EntityId;
  entries: TsKvEntry[];
  opts: SaveTsOptions;
  resolve: () => void;
  reject: (err: unknown) => void;
}

interface ViewRow {
  id: string;
  tenant_id: string;
  entity_id: string;
  keys: { timeseries?: unknown } | null;
  start_ts: number;
  end_ts: number;
}

const MAX_BATCH_POINTS = 20_000;

/** Time-series storage service. */
export class TimeseriesService {
  readonly keys: KeyDictionary;
  private queue: Pending[] = [];
  private running: Promise<void> | null = null;
  private readonly ttlCache = new Map<string, { days: number; at: number }>();
  private readonly reads = new InFlightReads();

  constructor(
    private readonly db: Db,
    private readonly bus: ChangeBus,
  ) {
    this.keys = new KeyDictionary(db);
  }

  /** Whether a tenant's DB storage API usage is disabled (set by the server once the usage meter exists). */
  storageDisabled: (tenantId: string) => boolean = () => false;

  /**
   * Stores points of one entity. Resolves once they are committed (and announced on the bus).
   * Entity views are read-only (TB: "Telemetry data can't be stored for entity view. Read only").
   */
  save(tenantId: string, entityId: EntityId, entries: TsKvEntry[], opts: SaveTsOptions = {}): Promise<void> {
    if (entityId.entityType === 'ENTITY_VIEW')
      return Promise.reject(plainBadRequest("Telemetry data can't be stored for entity view. Read only"));
    // A tenant whose stored data points reached its profile's limit stores nothing more (the usage state's own
    // counters still are); ThingsBoard fails such writes with this message.
    if (opts.origin?.kind !== 'system' && this.storageDisabled(tenantId)) {
      return Promise.reject(new PlainError(403, 'DB storage writes are disabled due to API limits!'));
    }
    if (entries.length === 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.queue.push({ tenantId, entityId, entries, opts, resolve, reject });
      this.kick();
    });
  }

  /** Waits until every queued save is stored. */
  async drain(): Promise<void> {
    while (this.running || this.queue.length > 0) {
      this.kick();
      await this.running;
    }
  }

  private kick(): void {
    if (this.running) return;
    this.running = new Promise<void>((done) => setImmediate(done)).then(async () => {
      while (this.queue.length > 0) {
        const batch: Pending[] = [];
        let size = 0;
        while (this.queue.length > 0 && (batch.length === 0 || size < MAX_BATCH_POINTS)) {
          const p = this.queue.shift() as Pending;
          batch.push(p);
          size += p.entries.length;
        }
        await this.flush(batch);
      }
      this.running = null;
    });
  }

  private async flush(batch: Pending[]): Promise<void> {
    let copies: { tenantId: string; view: EntityId; entries: TsKvEntry[]; origin?: ChangeOrigin }[];
    try {
      copies = await this.write(batch);
    } catch (err) {
      for (const p of batch) p.reject(err);
      return;
    }
    for (const p of batch) this.reads.forget(p.entityId.id);
    for (const p of batch) {
      p.resolve();
      this.bus.emit({
        type: 'TS_UPDATED',
        tenantId: p.tenantId,
        entityId: p.entityId,
        entries: p.entries,
        ...(p.opts.origin ? { origin: p.opts.origin } : {}),
      });
    }
    for (const c of copies) {
      this.bus.emit({
        type: 'TS_UPDATED',
        tenantId: c.tenantId,
        entityId: c.view,
        entries: c.entries,
        ...(c.origin ? { origin: c.origin } : {}),
      });
    }
  }

  private async write(batch: Pending[]) {
    const keyIds = await this.keys.ensure(batch.flatMap((p) => p.entries.map((e) => e.key)));
    const now = Date.now();
    const unique = new Map<string, StoredPoint>();
    for (const p of batch) {
      const expireTs = await this.expireTs(p.tenantId, p.opts.ttlSeconds, now);
      for (const entry of p.entries) {
        const keyId = keyIds.get(entry.key) as number;
        unique.set(`${p.entityId.id}|${keyId}|${entry.ts}`, { entityId: p.entityId.id, keyId, entry, expireTs });
      }
    }
    const points = [...unique.values()];
    await this.db.transaction((tx) => writePoints(tx, points));
    return this.copyToViews(batch, keyIds);
  }

  /** Mirrors latest values onto entity views of devices/assets (TB's copyLatestToEntityViews). */
  private async copyToViews(batch: Pending[], keyIds: Map<string, number>) {
    const targets = [
      ...new Set(
        batch
          .filter((p) => p.entityId.entityType === 'DEVICE' || p.entityId.entityType === 'ASSET')
          .map((p) => p.entityId.id),
      ),
    ];
    if (targets.length === 0) return [];
    const { rows } = await this.db.query<ViewRow>(
      'SELECT id, tenant_id, entity_id, keys, start_ts, end_ts FROM entity_view WHERE entity_id = ANY($1::uuid[])',
      [targets],
    );
    const out: { tenantId: string; view: EntityId; entries: TsKvEntry[]; origin?: ChangeOrigin }[] = [];
    for (const view of rows) {
      const allowed = Array.isArray(view.keys?.timeseries)
        ? (view.keys.timeseries as unknown[]).filter((k): k is string => typeof k === 'string')
        : [];
      const entries = batch
        .filter((p) => p.entityId.id === view.entity_id)
        .flatMap((p) => p.entries)
        .filter(
          (e) =>
            (allowed.length === 0 || allowed.includes(e.key)) &&
            (view.start_ts === 0 || e.ts >= view.start_ts) &&
            (view.end_ts === 0 || e.ts < view.end_ts),
        );
      if (entries.length === 0) continue;
      await upsertLatest(
        this.db,
        view.id,
        entries.map((entry) => ({ keyId: keyIds.get(entry.key) as number, entry })),
      );
      const origin = batch.find((p) => p.entityId.id === view.entity_id)?.opts.origin;
      out.push({
        tenantId: view.tenant_id,
        view: { entityType: 'ENTITY_VIEW', id: view.id },
        entries,
        ...(origin ? { origin } : {}),
      });
    }
    return out;
  }

  private async expireTs(tenantId: string, ttlSeconds: number | undefined, now: number): Promise<number | null> {
    if (ttlSeconds && ttlSeconds > 0) return now + ttlSeconds * 1000;
    const cached = this.ttlCache.get(tenantId);
    let days = cached && now - cached.at < 60_000 ? cached.days : null;
    if (days === null) {
      const { rows } = await this.db.query<{ days: unknown }>(
        `SELECT tp.profile_data->'configuration'->'defaultStorageTtlDays' AS days FROM tenant t JOIN tenant_profile tp ON tp.id = t.tenant_profile_id
         WHERE t.id = $1`,
        [tenantId],
      );
      days = Number(rows[0]?.days ?? 0) || 0;
      this.ttlCache.set(tenantId, { days, at: now });
    }
    return days > 0 ? now + days * 86_400_000 : null;
  }

  /** Latest values of an entity: every key, or only `keys` (missing keys are omitted). Sorted by key. */
  async findLatest(entityId: EntityId, keys: readonly string[] | null = null): Promise<TsKvEntry[]> {
    let ids: number[] | null = null;
    if (keys) {
      const map = await this.keys.lookup(keys);
      ids = [...map.values()];
      if (ids.length === 0) return [];
    }
    return this.entriesOf(await selectLatest(this.db, entityId.id, ids));
  }

  /** Latest rows as entries, sorted by key. */
  private async entriesOf(rows: Awaited<ReturnType<typeof selectLatest>>): Promise<TsKvEntry[]> {
    const names = await this.keys.namesOf(rows.map((r) => r.key));
    return rows
      .map((r) => ({ ...kvFromRow(names.get(r.key) ?? '', r), ts: r.ts }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  /**
   * {@link findLatest} of an entity of `table` together with its owner, read in one statement so the caller can check
   * access without a round trip of its own. Owner null: no such entity (and no values).
   */
  async findLatestWithOwner(
    table: OwnedTable,
    entityId: EntityId,
    keys: readonly string[] | null,
  ): Promise<{ owner: EntityOwner | null; latest: TsKvEntry[] }> {
    const ids = keys ? [...(await this.keys.lookup(keys)).values()] : null;
    const { owner, rows } = await selectLatestWithOwner(this.db, table, entityId.id, ids);
    return { owner, latest: await this.entriesOf(rows) };
  }

  /** Keys that have a latest value. */
  async findLatestKeys(entityId: EntityId): Promise<string[]> {
    return (await this.findLatest(entityId)).map((e) => e.key);
  }

  /**
   * History per key (keys without data are absent). Aggregated results come in interval order; raw ones in
   * `orderBy` order, at most `limit` per key. Entity views read their target within their keys and time window.
   * @throws PlainError 400 for too many intervals (TB: `database.ts_max_intervals`).
   */
  async findHistory(entityId: EntityId, q: HistoryQuery): Promise<Map<string, TsKvEntry[]>> {
    validateHistory(q);
    const target = await this.resolveView(entityId, q);
    const out = new Map<string, TsKvEntry[]>();
    if (!target) return out;
    const ids = await this.keys.lookup(target.keys);
    for (const key of target.keys) {
      const keyId = ids.get(key);
      if (keyId === undefined || out.has(key)) continue;
      const points = await this.readSeries(target, key, keyId, q);
      if (points.length > 0) out.set(key, points);
    }
    return out;
  }

  /** One key's history (raw or aggregated), shared with an identical read in flight; the caller's own copy. */
  private async readSeries(
    target: { entityId: string; startTs: number; endTs: number },
    key: string,
    keyId: number,
    q: HistoryQuery,
  ): Promise<TsKvEntry[]> {
    const { entityId, startTs, endTs } = target;
    const shape =
      q.agg === 'NONE' ? [keyId, startTs, endTs, q.limit, q.orderBy] : [keyId, startTs, endTs, q.interval, q.agg];
    const points = await this.reads.share(entityId, JSON.stringify(shape), async () =>
      q.agg === 'NONE'
        ? selectRange(this.db, entityId, keyId, startTs, endTs, q.limit, q.orderBy, key)
        : (await aggregate(this.db, entityId, keyId, startTs, endTs, q.interval, q.agg)).map((p): TsKvEntry => ({
            ...p.value,
            key,
            ts: p.ts,
          })),
    );
    return points.map((p) => ({ ...p }));
  }

  private async resolveView(
    entityId: EntityId,
    q: HistoryQuery,
  ): Promise<{ entityId: string; keys: string[]; startTs: number; endTs: number } | null> {
    if (entityId.entityType !== 'ENTITY_VIEW')
      return { entityId: entityId.id, keys: q.keys, startTs: q.startTs, endTs: q.endTs };
    const { rows } = await this.db.query<ViewRow>(
      'SELECT id, tenant_id, entity_id, keys, start_ts, end_ts FROM entity_view WHERE id = $1',
      [entityId.id],
    );
    const view = rows[0];
    if (!view) return null;
    const allowed = Array.isArray(view.keys?.timeseries)
      ? (view.keys.timeseries as unknown[]).filter((k): k is string => typeof k === 'string')
      : [];
    const startTs = view.start_ts !== 0 ? Math.max(q.startTs, view.start_ts) : q.startTs;
    const endTs = view.end_ts !== 0 ? Math.min(q.endTs, view.end_ts) : q.endTs;
    if (endTs <= startTs) return null;
    return {
      entityId: view.entity_id,
      keys: q.keys.filter((k) => allowed.length === 0 || allowed.includes(k)),
      startTs,
      endTs,
    };
  }

  /**
   * Deletes points of `keys` in [startTs, endTs); latest values inside the range are removed and, with
   * `rewriteLatest`, replaced by the newest remaining point.
   */
  async delete(
    tenantId: string,
    entityId: EntityId,
    keys: readonly string[],
    startTs: number,
    endTs: number,
    rewrite: boolean,
    origin?: ChangeOrigin,
  ): Promise<void> {
    await this.drain();
    const ids = await this.keys.lookup(keys);
    const latest: TsKvEntry[] = [];
    const removedLatest: string[] = [];
    for (const key of new Set(keys)) {
      const keyId = ids.get(key);
      if (keyId === undefined) continue;
      await this.db.transaction(async (tx: Queryable) => {
        await deleteRange(tx, entityId.id, keyId, startTs, endTs);
        if (!(await deleteLatestIn(tx, entityId.id, keyId, startTs, endTs))) return;
        const e = rewrite ? await rewriteLatest(tx, entityId.id, keyId, key) : null;
        if (e) latest.push(e);
        else removedLatest.push(key);
      });
      this.reads.forget(entityId.id);
    }
    this.bus.emit({
      type: 'TS_DELETED',
      tenantId,
      entityId,
      keys: [...new Set(keys)],
      startTs,
      endTs,
      latest,
      removedLatest,
      ...(origin ? { origin } : {}),
    });
  }

  /** Removes points whose TTL elapsed. */
  async cleanupExpired(now = Date.now()): Promise<number> {
    await this.drain();
    let total = 0;
    for (;;) {
      const n = await deleteExpired(this.db, now);
      if (n > 0) this.reads.clear();
      total += n;
      if (n === 0) return total;
    }
  }
}

/** TB's checks of a history query. @throws PlainError 400. */
export function validateHistory(q: HistoryQuery): void {
  if (q.keys.some((k) => k.trim() === '')) throw plainBadRequest("Incorrect ReadTsKvQuery. Key can't be empty");
  if (q.agg === 'NONE') {
    if (q.limit < 1) throw plainBadRequest("Incorrect TsKvQuery. Limit can't be less than 1");
    return;
  }
  const step = Math.max(q.interval, 1000);
  const counts = Math.floor((q.endTs - q.startTs) / step);
  const actual = q.interval > 0 ? intervalCount(q.startTs, q.endTs, q.interval) : 0;
  if (counts > MAX_TS_INTERVALS || counts < 0 || actual > MAX_INTERVALS) {
    throw plainBadRequest(
      `Incorrect TsKvQuery. Number of intervals is to high - ${Math.max(counts, actual)}. Please increase 'interval' parameter for your query or reduce the time range of the query.`,
    );
  }
}
