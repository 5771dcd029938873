/**
 * v2 `entityDataCmds`: a query defines the page of entities (sent as ENTITY_DATA `data`), then
 * `latestCmd` subscribes to latest values, `tsCmd` sends a time window and subscribes to new points, `historyCmd`
 * sends history once. Changes arrive as `update` lists holding only the changed entities and keys. A later command
 * with the same cmdId replaces the subscription parts; a dynamic page link re-runs the query every
 * `wsDynamicRefreshMs` and re-sends the page when its entities change.
 */
import type { EntityId } from '../lib/entity-id.js';
import type { PageData } from '../http/page.js';
import { findEntityData, type EntityData } from '../entity-query/query.js';
import { dataQueryOf, keyOf, type DataQuery, type EntityKey } from '../entity-query/types.js';
import { latestKey, type TsValue } from '../entity-query/latest.js';
import { AGGREGATIONS } from '../telemetry/aggregate.js';
import type { ChangeEvent } from '../telemetry/bus.js';
import { valueAsString } from '../telemetry/kv.js';
import type { WsContext } from './context.js';
import { Gate } from './buffered.js';
import { WsError, dict, entityDataUpdate, v2Error } from './protocol.js';
import type { Subscription } from './session.js';

type Cmd = Record<string, unknown>;

const SCOPE_TYPE = {
  CLIENT_SCOPE: 'CLIENT_ATTRIBUTE',
  SERVER_SCOPE: 'SERVER_ATTRIBUTE',
  SHARED_SCOPE: 'SHARED_ATTRIBUTE',
} as const;

function n(o: Cmd, k: string, fallback = 0): number {
  const v = Number(o[k] ?? fallback);
  return Number.isFinite(v) ? v : fallback;
}

function tsKeys(o: Cmd): string[] {
  const k = o['keys'];
  return Array.isArray(k) ? k.filter((x): x is string => typeof x === 'string') : [];
}

/** State of one entityDataCmd. */
class EntityDataSub implements Subscription {
  query: DataQuery | null = null;
  data: PageData<EntityData> | null = null;
  initialSent = false;
  latestKeys: EntityKey[] = [];
  tsKeyList: string[] = [];
  private stopWatch: (() => void) | null = null;
  private timer: NodeJS.Timeout | null = null;
  /** Entity id → latest key (see latestKey) → timestamp of the value last sent. */
  private readonly lastTs = new Map<string, Map<string, number>>();
  chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly ctx: WsContext,
    readonly cmdId: number,
  ) {}

  get allowed(): number {
    return this.ctx.services.config.maxEntitiesPerDataSubscription;
  }

  send(data: PageData<EntityData> | null, update: EntityData[] | null): void {
    this.ctx.session.send(entityDataUpdate(this.cmdId, data, update, this.allowed));
  }

  sendPage(): void {
    if (!this.data) return;
    if (this.initialSent) this.send(null, this.data.data);
    else this.send(this.data, null);
    this.initialSent = true;
  }

  ids(): string[] {
    return this.data?.data.map((d) => d.entityId.id) ?? [];
  }

  /** (Re)watches the page's entities; events are held until `open()` of the returned gate. */
  watch(): Gate {
    this.stopWatch?.();
    const gate = new Gate((e) => this.onEvent(e));
    this.stopWatch = this.ctx.hub.watch(this.ids(), gate.listener);
    return gate;
  }

  clearParts(): void {
    this.latestKeys = [];
    this.tsKeyList = [];
  }

  private onEvent(e: ChangeEvent): void {
    const entityId: EntityId = e.entityId;
    if (e.type === 'TS_UPDATED') {
      const latest = this.latestUpdate(
        entityId.id,
        'TIME_SERIES',
        e.entries.map((x) => ({ key: x.key, ts: x.ts, value: valueAsString(x) })),
      );
      const ts = dict<TsValue[]>();
      for (const x of e.entries)
        if (this.tsKeyList.includes(x.key)) (ts[x.key] ??= []).push({ ts: x.ts, value: valueAsString(x) });
      if (latest) this.send(null, [{ entityId, latest, timeseries: null as unknown as EntityData['timeseries'] }]);
      if (Object.keys(ts).length > 0)
        this.send(null, [{ entityId, latest: null as unknown as EntityData['latest'], timeseries: ts }]);
    } else if (e.type === 'ATTRS_UPDATED' || e.type === 'ATTRS_DELETED') {
      const values =
        e.type === 'ATTRS_UPDATED'
          ? e.entries.map((a) => ({ key: a.key, ts: a.lastUpdateTs, value: valueAsString(a) }))
          : e.keys.map((key) => ({ key, ts: 0, value: '', deleted: true }));
      const latest = {
        ...this.latestUpdate(entityId.id, 'ATTRIBUTE', values),
        ...this.latestUpdate(entityId.id, SCOPE_TYPE[e.scope], values),
      };
      if (Object.keys(latest).length > 0)
        this.send(null, [{ entityId, latest, timeseries: null as unknown as EntityData['timeseries'] }]);
    } else if (e.type === 'TS_DELETED') {
      const values = [
        ...e.latest.map((x) => ({ key: x.key, ts: x.ts, value: valueAsString(x), deleted: true })),
        ...e.removedLatest.map((key) => ({ key, ts: 0, value: '', deleted: true })),
      ];
      const latest = this.latestUpdate(entityId.id, 'TIME_SERIES', values);
      if (latest) this.send(null, [{ entityId, latest, timeseries: null as unknown as EntityData['timeseries'] }]);
    }
  }

  /** `{TYPE: {key: {ts, value}}}` of subscribed keys, newer values only (deletes always pass); null when empty. */
  private latestUpdate(
    entityId: string,
    type: EntityKey['type'],
    values: { key: string; ts: number; value: string; deleted?: boolean }[],
  ) {
    const out = dict<TsValue>();
    for (const v of values) {
      if (!this.latestKeys.some((k) => k.type === type && k.key === v.key)) continue;
      const id = latestKey({ type, key: v.key });
      let seen = this.lastTs.get(entityId);
      if (!seen) this.lastTs.set(entityId, (seen = new Map()));
      const prev = seen.get(id) ?? 0;
      if (!v.deleted && v.ts < prev) continue;
      seen.set(id, v.ts);
      out[v.key] = { ts: v.ts, value: v.value };
    }
    if (Object.keys(out).length === 0) return null;
    const latest = dict<Record<string, TsValue>>();
    latest[type] = out;
    return latest;
  }

  /**
   * Remembers latest timestamps of the page (so older updates are skipped). Entity fields are left out: no event
   * updates them, and a page of 1000 entities would spend milliseconds remembering them.
   */
  rememberPage(): void {
    for (const d of this.data?.data ?? []) {
      let seen: Map<string, number> | undefined;
      for (const [type, values] of Object.entries(d.latest)) {
        if (type === 'ENTITY_FIELD') continue;
        for (const [key, v] of Object.entries(values)) {
          if (!seen && !(seen = this.lastTs.get(d.entityId.id))) this.lastTs.set(d.entityId.id, (seen = new Map()));
          seen.set(latestKey({ type: type as EntityKey['type'], key }), v.ts);
        }
      }
    }
  }

  startRefresh(intervalMs: number, refresh: () => Promise<void>): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = setInterval(() => {
      this.chain = this.chain.then(refresh).catch(() => undefined);
    }, intervalMs);
    this.timer.unref();
  }

  close(): void {
    this.stopWatch?.();
    this.stopWatch = null;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

/** History reads of one command running at once: a page's entities are read in parallel on a connection pool. */
const HISTORY_READS_AT_ONCE = 4;

/** Runs `fn` over `items`, at most `limit` at a time. */
async function forEachLimited<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

async function fetchHistory(ctx: WsContext, sub: EntityDataSub, o: Cmd, startTs: number, endTs: number): Promise<void> {
  const keys = tsKeys(o);
  const aggName = typeof o['agg'] === 'string' && o['agg'] !== '' ? o['agg'] : 'NONE';
  const agg = AGGREGATIONS.find((a) => a === aggName) ?? 'NONE';
  const interval = n(o, 'interval');
  await forEachLimited(sub.data?.data ?? [], HISTORY_READS_AT_ONCE, async (d) => {
    const history = await ctx.services.timeseries.findHistory(d.entityId, {
      keys,
      startTs,
      endTs,
      interval,
      limit: n(o, 'limit', 100) || 100,
      agg: interval === 0 ? 'NONE' : agg,
      orderBy: 'DESC',
    });
    const ts = dict<TsValue[]>();
    for (const key of keys) {
      const points = (history.get(key) ?? []).map((p) => ({ ts: p.ts, value: valueAsString(p) }));
      if (o['fetchLatestPreviousPoint'] === true) {
        const prev = await ctx.services.timeseries.findHistory(d.entityId, {
          keys: [key],
          startTs: 0,
          endTs: startTs,
          interval: 0,
          limit: 1,
          agg: 'NONE',
          orderBy: 'DESC',
        });
        const p = prev.get(key)?.[0];
        if (p) points.push({ ts: p.ts, value: valueAsString(p) });
      }
      ts[key] = points;
    }
    d.timeseries = ts;
  });
}

async function runQuery(ctx: WsContext, sub: EntityDataSub): Promise<void> {
  if (!sub.query) return;
  sub.data = await findEntityData(ctx.deps, ctx.session.user, {
    ...sub.query,
    latestValues: [...sub.query.latestValues],
  });
  sub.rememberPage();
}

function parseCmdQuery(sub: EntityDataSub, cmd: Cmd): void {
  const q = dataQueryOf(cmd['query']);
  const latest = cmd['latestCmd'] as Cmd | undefined;
  const extra = latest && Array.isArray(latest['keys']) ? latest['keys'].map(keyOf) : [];
  for (const k of extra) if (!q.latestValues.some((x) => x.type === k.type && x.key === k.key)) q.latestValues.push(k);
  q.pageLink.pageSize = Math.min(q.pageLink.pageSize, sub.allowed);
  sub.query = q;
  sub.initialSent = false;
}

/** Handles one `entityDataCmds` entry. */
export async function handleEntityDataCmd(ctx: WsContext, cmd: Cmd): Promise<void> {
  const cmdId = Number(cmd['cmdId']);
  if (!Number.isFinite(cmdId) || cmdId < 0)
    return ctx.session.send(v2Error(cmdId, 'ENTITY_DATA', WsError.BAD_REQUEST, 'Cmd id is negative value!'));
  const isObj = (k: string) => typeof cmd[k] === 'object' && cmd[k] !== null;
  if (!['query', 'latestCmd', 'tsCmd', 'historyCmd'].some(isObj))
    return ctx.session.send(v2Error(cmdId, 'ENTITY_DATA', WsError.BAD_REQUEST, 'Query is empty!'));
  const key = `ed:${cmdId}`;
  let sub = ctx.session.get(key) as EntityDataSub | undefined;
  if (!sub) {
    sub = new EntityDataSub(ctx, cmdId);
    if (!ctx.session.add(key, sub)) return;
  }
  const s = sub;
  s.chain = s.chain
    .then(() => applyCmd(ctx, s, cmd, isObj))
    .catch((err: unknown) => {
      ctx.session.send(
        v2Error(
          cmdId,
          'ENTITY_DATA',
          WsError.BAD_REQUEST,
          err instanceof Error && err.message ? err.message : 'Bad request',
        ),
      );
    });
  await s.chain;
}

async function applyCmd(ctx: WsContext, sub: EntityDataSub, cmd: Cmd, isObj: (k: string) => boolean): Promise<void> {
  if (isObj('latestCmd') || isObj('tsCmd') || isObj('historyCmd')) sub.clearParts();
  if (isObj('query')) {
    parseCmdQuery(sub, cmd);
    await runQuery(ctx, sub);
  }
  if (!sub.data) throw new Error('Query is empty!');
  const gate = sub.watch();
  if (isObj('historyCmd')) {
    const h = cmd['historyCmd'] as Cmd;
    await fetchHistory(ctx, sub, h, n(h, 'startTs'), n(h, 'endTs'));
    sub.sendPage();
  }
  if (isObj('latestCmd')) {
    sub.latestKeys = (((cmd['latestCmd'] as Cmd)['keys'] as unknown[] | undefined) ?? []).map(keyOf);
    if (!sub.initialSent) sub.sendPage();
  }
  if (isObj('tsCmd')) {
    const t = cmd['tsCmd'] as Cmd;
    const start = n(t, 'startTs');
    await fetchHistory(ctx, sub, t, start, start + n(t, 'timeWindow'));
    sub.tsKeyList = tsKeys(t);
    sub.sendPage();
  }
  if (!sub.initialSent) sub.sendPage();
  gate.open();
  if (sub.query?.pageLink.dynamic)
    sub.startRefresh(ctx.services.config.wsDynamicRefreshMs, () => refreshDynamic(ctx, sub));
}

async function refreshDynamic(ctx: WsContext, sub: EntityDataSub): Promise<void> {
  if (ctx.session.isClosed) return;
  const before = sub.ids().join(',');
  const keepTs = new Map(sub.data?.data.map((d) => [d.entityId.id, d.timeseries]) ?? []);
  await runQuery(ctx, sub);
  if (sub.ids().join(',') === before) return;
  for (const d of sub.data?.data ?? []) d.timeseries = keepTs.get(d.entityId.id) ?? {};
  const gate = sub.watch();
  sub.send(sub.data, null);
  gate.open();
}

/** Handles `entityDataUnsubscribeCmds`. */
export function handleEntityDataUnsubscribe(ctx: WsContext, cmd: Cmd): void {
  ctx.session.remove(`ed:${Number(cmd['cmdId'])}`);
}
