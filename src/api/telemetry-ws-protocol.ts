/**
 * The telemetry WebSocket protocol of ThingsBoard 3.3.1 as pure functions: command envelopes,
 * batching (the UI sends at most 10 commands per frame), message routing (v2 by `cmdUpdateType` + `cmdId`,
 * v1 by `subscriptionId`), the reducers that fold update messages into per-subscription state, the socket URL
 * and the reconnect back-off. No I/O here: telemetry-ws.ts owns the socket.
 */
import type {
  AlarmData,
  AlarmDataQuery,
  EntityCountQuery,
  EntityData,
  EntityDataQuery,
  EntityKey,
  PageData,
  TsValue,
} from './entity-query';

export type AggregationType = 'MIN' | 'MAX' | 'AVG' | 'SUM' | 'COUNT' | 'NONE';

/** `latestCmd`: subscribe to the latest values of the page's entities. */
export interface LatestValueCmd {
  keys: EntityKey[];
}

/** `tsCmd`: a sliding timeseries window (history first, then live points). */
export interface TimeSeriesCmd {
  keys: string[];
  startTs: number;
  timeWindow: number;
  interval: number;
  limit: number;
  agg: AggregationType;
  fetchLatestPreviousPoint?: boolean;
}

/** `historyCmd`: a one-shot fixed window. */
export interface EntityHistoryCmd {
  keys: string[];
  startTs: number;
  endTs: number;
  interval: number;
  limit: number;
  agg: AggregationType;
  fetchLatestPreviousPoint?: boolean;
}

export interface EntityDataCmd {
  cmdId: number;
  query?: EntityDataQuery;
  latestCmd?: LatestValueCmd;
  tsCmd?: TimeSeriesCmd;
  historyCmd?: EntityHistoryCmd;
}

export interface AlarmDataCmd {
  cmdId: number;
  query: AlarmDataQuery;
}

export interface EntityCountCmd {
  cmdId: number;
  query: EntityCountQuery;
}

/** v1 single-entity commands (attributes / timeseries): the entity detail tabs subscribe with them. */
export interface V1SubscriptionCmd {
  cmdId: number;
  entityType: string;
  entityId: string;
  keys: string;
  scope?: string;
  unsubscribe?: boolean;
  startTs?: number;
  timeWindow?: number;
  interval?: number;
  limit?: number;
  agg?: AggregationType;
}

/** The commands wrapper: one JSON text frame. */
export interface CommandsWrapper {
  attrSubCmds?: V1SubscriptionCmd[];
  tsSubCmds?: V1SubscriptionCmd[];
  historyCmds?: V1SubscriptionCmd[];
  entityDataCmds?: EntityDataCmd[];
  entityDataUnsubscribeCmds?: { cmdId: number }[];
  alarmDataCmds?: AlarmDataCmd[];
  alarmDataUnsubscribeCmds?: { cmdId: number }[];
  entityCountCmds?: EntityCountCmd[];
  entityCountUnsubscribeCmds?: { cmdId: number }[];
}

export type CommandKind = keyof CommandsWrapper;

/** One queued command with the wrapper array it belongs to. */
export interface QueuedCommand {
  kind: CommandKind;
  cmd: { cmdId: number; [field: string]: unknown };
}

/** The UI never puts more than 10 commands in one frame. */
export const MAX_COMMANDS_PER_FRAME = 10;

/** Split queued commands into frames of at most `max` commands, keeping their order. */
export function batchCommands(queue: readonly QueuedCommand[], max = MAX_COMMANDS_PER_FRAME): CommandsWrapper[] {
  const frames: CommandsWrapper[] = [];
  for (let i = 0; i < queue.length; i += max) {
    const frame: Record<string, object[]> = {};
    for (const q of queue.slice(i, i + max)) (frame[q.kind] ??= []).push(q.cmd);
    frames.push(frame as CommandsWrapper);
  }
  return frames;
}

/** Unsubscribe command for a v2 subscription kind. */
export function unsubscribeCommand(kind: 'entityData' | 'alarmData' | 'entityCount', cmdId: number): QueuedCommand {
  const map = {
    entityData: 'entityDataUnsubscribeCmds',
    alarmData: 'alarmDataUnsubscribeCmds',
    entityCount: 'entityCountUnsubscribeCmds',
  } as const;
  return { kind: map[kind], cmd: { cmdId } };
}

export interface EntityDataUpdateMsg {
  cmdId: number;
  errorCode: number;
  errorMsg: string | null;
  cmdUpdateType: 'ENTITY_DATA';
  data: PageData<EntityData> | null;
  update: EntityData[] | null;
  allowedEntities?: number;
}

export interface AlarmDataUpdateMsg {
  cmdId: number;
  errorCode: number;
  errorMsg: string | null;
  cmdUpdateType: 'ALARM_DATA';
  data: PageData<AlarmData> | null;
  update: AlarmData[] | null;
  allowedEntities?: number;
  totalEntities?: number;
}

export interface CountUpdateMsg {
  cmdId: number;
  errorCode: number;
  errorMsg: string | null;
  cmdUpdateType: 'COUNT_DATA';
  count: number;
}

export interface V1UpdateMsg {
  subscriptionId: number;
  errorCode: number;
  errorMsg: string | null;
  data: Record<string, [number, string | null][]> | null;
  latestValues?: Record<string, number>;
}

/** The two v1 subscriptions the entity detail tabs use: attributes (`attrSubCmds`) and time series (`tsSubCmds`). */
export type V1Kind = 'attributes' | 'timeseries';

/** What a v1 subscription watches: one entity, an optional attribute scope, optional keys (none = every key). */
export interface V1Target {
  entityType: string;
  entityId: string;
  scope?: string;
  keys?: readonly string[];
}

/**
 * The v1 command for `target`. Time series subscribe to latest values (`timeWindow` 0, agg NONE);
 * an unsubscribe repeats the entity (without it the server cancels every subscription of the session).
 */
export function v1Command(kind: V1Kind, cmdId: number, target: V1Target, unsubscribe = false): QueuedCommand {
  const cmd: V1SubscriptionCmd = {
    cmdId,
    entityType: target.entityType,
    entityId: target.entityId,
    keys: (target.keys ?? []).join(','),
  };
  if (kind === 'attributes' && target.scope) cmd.scope = target.scope;
  if (kind === 'timeseries' && !unsubscribe)
    Object.assign(cmd, { startTs: 0, timeWindow: 0, interval: 0, limit: 100, agg: 'NONE' });
  if (unsubscribe) cmd.unsubscribe = true;
  return { kind: kind === 'attributes' ? 'attrSubCmds' : 'tsSubCmds', cmd: { ...cmd } };
}

/** One key's newest value from a v1 message; `value` null means the key was deleted. */
export interface V1Change {
  key: string;
  ts: number;
  value: string | null;
}

/** The newest point of every key of a v1 update (the first message is the snapshot, later ones the changes). */
export function v1Changes(msg: V1UpdateMsg): V1Change[] {
  if (msg.errorCode || !msg.data) return [];
  const out: V1Change[] = [];
  for (const [key, points] of Object.entries(msg.data)) {
    let newest: [number, string | null] | undefined;
    for (const p of points ?? []) if (!newest || p[0] >= newest[0]) newest = p;
    if (newest) out.push({ key, ts: newest[0], value: newest[1] ?? null });
  }
  return out;
}

export type V2UpdateMsg = EntityDataUpdateMsg | AlarmDataUpdateMsg | CountUpdateMsg;
export type RoutedMessage =
  { version: 2; msg: V2UpdateMsg } | { version: 1; msg: V1UpdateMsg } | { version: 0; error: string };

/** Parse one text frame and say where it goes: `cmdUpdateType` → v2 handler by cmdId, else `subscriptionId` → v1. */
export function routeMessage(text: string): RoutedMessage {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { version: 0, error: 'Unparsable message' };
  }
  if (!parsed || typeof parsed !== 'object') return { version: 0, error: 'Unexpected message' };
  const m = parsed as Record<string, unknown>;
  if (typeof m.cmdUpdateType === 'string' && typeof m.cmdId === 'number')
    return { version: 2, msg: m as unknown as V2UpdateMsg };
  if (typeof m.subscriptionId === 'number') return { version: 1, msg: m as unknown as V1UpdateMsg };
  return { version: 0, error: 'Unknown message' };
}

/** State of one entity-data subscription: the current page plus the error of the last message, if any. */
export interface EntityDataState {
  data: EntityData[];
  totalElements: number;
  hasNext: boolean;
  error: string | null;
  /** Bumped by every reduction that changed something. */
  version: number;
}

export const emptyEntityDataState = (): EntityDataState => ({
  data: [],
  totalElements: 0,
  hasNext: false,
  error: null,
  version: 0,
});

/** Options of the entity-data reducer. */
export interface ReduceOptions {
  /** Timeseries points older than this are dropped (the sliding window of a tsCmd). */
  minTs?: number;
  /** Keep at most this many points per key (the newest ones). */
  maxPoints?: number;
}

function mergeSeries(prev: TsValue[] | undefined, incoming: TsValue[], opts: ReduceOptions): TsValue[] {
  let out: TsValue[];
  if (!prev || prev.length === 0) out = [...incoming].sort((a, b) => a.ts - b.ts);
  else {
    const sorted = [...incoming].sort((a, b) => a.ts - b.ts);
    const last = prev[prev.length - 1]!.ts;
    if (sorted[0]!.ts > last) out = prev.concat(sorted);
    else {
      // Out-of-order or overlapping points: merge by timestamp, a newer value replacing an older one.
      const byTs = new Map<number, TsValue>();
      for (const p of prev) byTs.set(p.ts, p);
      for (const p of sorted) byTs.set(p.ts, p);
      out = [...byTs.values()].sort((a, b) => a.ts - b.ts);
    }
  }
  if (opts.minTs !== undefined) {
    let i = 0;
    while (i < out.length && out[i]!.ts < opts.minTs) i++;
    if (i > 0) out = out.slice(i);
  }
  if (opts.maxPoints !== undefined && out.length > opts.maxPoints) out = out.slice(out.length - opts.maxPoints);
  return out;
}

function mergeEntity(prev: EntityData, upd: EntityData, opts: ReduceOptions): EntityData {
  const latest = { ...prev.latest };
  for (const [type, values] of Object.entries(upd.latest ?? {}) as [
    keyof EntityData['latest'],
    Record<string, TsValue>,
  ][]) {
    const merged = { ...latest[type] };
    for (const [key, v] of Object.entries(values)) {
      const old = merged[key];
      if (!old || v.ts >= old.ts) merged[key] = v;
    }
    latest[type] = merged;
  }
  const timeseries = { ...prev.timeseries };
  for (const [key, points] of Object.entries(upd.timeseries ?? {})) {
    if (points.length) timeseries[key] = mergeSeries(timeseries[key], points, opts);
  }
  return { ...prev, latest, timeseries };
}

function normaliseEntity(e: EntityData, opts: ReduceOptions): EntityData {
  const timeseries: Record<string, TsValue[]> = {};
  for (const [key, points] of Object.entries(e.timeseries ?? {}))
    timeseries[key] = mergeSeries(undefined, points ?? [], opts);
  return { entityId: e.entityId, latest: e.latest ?? {}, timeseries };
}

/**
 * Fold an ENTITY_DATA message into the state: `data` replaces the page (keeping timeseries already received for
 * entities still present, so a dynamic re-query does not blank charts), `update` merges changed entities/keys.
 */
export function reduceEntityData(
  state: EntityDataState,
  msg: EntityDataUpdateMsg,
  opts: ReduceOptions = {},
): EntityDataState {
  if (msg.errorCode && msg.errorCode !== 0)
    return { ...state, error: msg.errorMsg ?? `Error ${msg.errorCode}`, version: state.version + 1 };
  let data = state.data;
  let { totalElements, hasNext } = state;
  if (msg.data) {
    const prevById = new Map(state.data.map((e) => [e.entityId.id, e]));
    data = msg.data.data.map((e) => {
      const fresh = normaliseEntity(e, opts);
      const prev = prevById.get(e.entityId.id);
      return prev ? mergeEntity({ ...fresh, timeseries: prev.timeseries }, fresh, opts) : fresh;
    });
    totalElements = msg.data.totalElements;
    hasNext = msg.data.hasNext;
  }
  if (msg.update?.length) {
    const index = new Map(data.map((e, i) => [e.entityId.id, i]));
    data = [...data];
    for (const upd of msg.update) {
      const i = index.get(upd.entityId.id);
      if (i === undefined) continue; // not in the page: the server sends a new `data` when the page changes
      data[i] = mergeEntity(data[i]!, upd, opts);
    }
  }
  if (!msg.data && !msg.update?.length) return state;
  return { data, totalElements, hasNext, error: null, version: state.version + 1 };
}

/** State of one alarm-data subscription. */
export interface AlarmDataState {
  data: AlarmData[];
  totalElements: number;
  hasNext: boolean;
  allowedEntities: number;
  totalEntities: number;
  error: string | null;
  version: number;
}

export const emptyAlarmDataState = (): AlarmDataState => ({
  data: [],
  totalElements: 0,
  hasNext: false,
  allowedEntities: 0,
  totalEntities: 0,
  error: null,
  version: 0,
});

/** Fold an ALARM_DATA message: `data` replaces the page; `update` replaces alarms by id, new ones go first. */
export function reduceAlarmData(state: AlarmDataState, msg: AlarmDataUpdateMsg): AlarmDataState {
  if (msg.errorCode && msg.errorCode !== 0)
    return { ...state, error: msg.errorMsg ?? `Error ${msg.errorCode}`, version: state.version + 1 };
  const next = { ...state, error: null, version: state.version + 1 };
  if (msg.data) {
    next.data = msg.data.data;
    next.totalElements = msg.data.totalElements;
    next.hasNext = msg.data.hasNext;
  }
  if (msg.allowedEntities !== undefined) next.allowedEntities = msg.allowedEntities;
  if (msg.totalEntities !== undefined) next.totalEntities = msg.totalEntities;
  if (msg.update?.length) {
    const data = [...next.data];
    for (const alarm of msg.update) {
      const i = data.findIndex((a) => a.id.id === alarm.id.id);
      if (i >= 0) data[i] = { ...data[i], ...alarm };
      else {
        data.unshift(alarm);
        next.totalElements += 1;
      }
    }
    next.data = data;
  }
  return next;
}

/** COUNT_DATA carries the whole count; errors keep the last count. */
export function reduceCount(prev: number, msg: CountUpdateMsg): number {
  return msg.errorCode ? prev : msg.count;
}

/**
 * `ws[s]://host/api/ws/plugins/telemetry?token=…`: from the API base URL ('' = the page origin, which the caller
 * passes in because src/api never reads the page URL).
 */
export function telemetryWsUrl(baseUrl: string, pageOrigin: string, token: string): string {
  const base = new URL(baseUrl || pageOrigin, pageOrigin);
  const scheme = base.protocol === 'https:' ? 'wss:' : 'ws:';
  const path = base.pathname.replace(/\/+$/, '');
  return `${scheme}//${base.host}${path}/api/ws/plugins/telemetry?token=${encodeURIComponent(token)}`;
}

/** Reconnect delay: 1 s doubling to 30 s, ±20 % jitter so a server restart is not hit by every tab at once. */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** Close codes the UI reports as errors: above 1001 except 1006 (abnormal, retried silently). */
export function isErrorClose(code: number): boolean {
  return code > 1001 && code !== 1006;
}
