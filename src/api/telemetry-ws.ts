/**
 * The page's one telemetry WebSocket: every dashboard and widget of the page shares it. Entity-data,
 * alarm-data and count subscriptions and the v1 attribute / time-series subscriptions of the detail tabs are
 * multiplexed by `cmdId`; the socket opens on the first subscription,
 * closes 90 s after the last one ends, reconnects with back-off after an abnormal close and re-sends every live
 * subscription. The access token comes from the API config (refreshed first when it has expired), so a refresh
 * elsewhere on the page is picked up at the next connect. The protocol itself is in telemetry-ws-protocol.ts.
 */
import { apiConfig } from './http';
import type { AlarmDataQuery, EntityCountQuery } from './entity-query';
import {
  batchCommands,
  emptyAlarmDataState,
  emptyEntityDataState,
  isErrorClose,
  reconnectDelayMs,
  reduceAlarmData,
  reduceCount,
  reduceEntityData,
  routeMessage,
  telemetryWsUrl,
  unsubscribeCommand,
  v1Changes,
  v1Command,
  type AlarmDataState,
  type EntityDataCmd,
  type EntityDataState,
  type QueuedCommand,
  type ReduceOptions,
  type V1Change,
  type V1Kind,
  type V1Target,
  type V1UpdateMsg,
  type V2UpdateMsg,
} from './telemetry-ws-protocol';

/** Connection state shown per dashboard: live, stale (data no longer refreshing) or reconnecting. */
export type WsStatus = 'idle' | 'connecting' | 'live' | 'reconnecting' | 'stale';

export interface TelemetrySocketOptions {
  /** Origin of the page (src/api never reads the page URL itself). */
  pageOrigin: string;
  /** Injected for tests; defaults to the global WebSocket. */
  WebSocketImpl?: typeof WebSocket;
  /** Close the socket this long after the last subscription ended (ThingsBoard: 90 s). */
  idleCloseMs?: number;
  /** After this many failed attempts the status turns from reconnecting to stale. */
  staleAfterAttempts?: number;
  /** Reports error closes and error replies (the UI's toast). */
  onError?: (message: string) => void;
}

/** A live entity-data subscription; `update` replaces its latest/ts/history parts (same cmdId). */
export interface EntityDataSubscription {
  readonly cmdId: number;
  update(cmd: Omit<EntityDataCmd, 'cmdId'>): void;
  unsubscribe(): void;
}

interface Sub {
  kind: 'entityData' | 'alarmData' | 'entityCount' | 'v1';
  /** The full command re-sent on reconnect. */
  command: QueuedCommand;
  onMessage(msg: V2UpdateMsg): void;
  /** v1 subscriptions (attributes / time series of one entity) and their unsubscribe command. */
  onV1?(msg: V1UpdateMsg): void;
  unsubscribe?: QueuedCommand;
}

const listKind = { entityData: 'entityDataCmds', alarmData: 'alarmDataCmds', entityCount: 'entityCountCmds' } as const;

export class TelemetryWebSocket {
  private socket: WebSocket | null = null;
  private readonly subs = new Map<number, Sub>();
  private readonly queue: QueuedCommand[] = [];
  private nextCmdId = 1;
  private attempt = 0;
  private flushScheduled = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private current: WsStatus = 'idle';
  private warming = false;
  private readonly listeners = new Set<(s: WsStatus) => void>();

  constructor(private readonly options: TelemetrySocketOptions) {
    globalThis.addEventListener?.('offline', () => this.subs.size && this.setStatus('stale'));
    globalThis.addEventListener?.('online', () => this.subs.size && this.reconnectNow());
  }

  /** Current connection state. */
  get status(): WsStatus {
    return this.current;
  }

  /** Listen to status changes; returns the unsubscribe function. */
  onStatus(listener: (s: WsStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Subscribe an entity data query (with latest / ts / history parts); `onState` gets every reduced state. */
  subscribeEntityData(
    cmd: Omit<EntityDataCmd, 'cmdId'>,
    onState: (state: EntityDataState) => void,
    reduceOptions: () => ReduceOptions = () => ({}),
  ): EntityDataSubscription {
    const cmdId = this.nextCmdId++;
    let state = emptyEntityDataState();
    const sub: Sub = {
      kind: 'entityData',
      command: { kind: 'entityDataCmds', cmd: { ...cmd, cmdId } },
      onMessage: (msg) => {
        if (msg.cmdUpdateType !== 'ENTITY_DATA') return;
        const next = reduceEntityData(state, msg, reduceOptions());
        if (next !== state) onState((state = next));
        if (msg.errorCode) this.options.onError?.(msg.errorMsg ?? `Error ${msg.errorCode}`);
      },
    };
    this.add(cmdId, sub);
    return {
      cmdId,
      update: (next) => {
        if (!this.subs.has(cmdId)) return;
        // A re-sent query keeps the entity set; the parts replace the previous ones.
        sub.command = { kind: 'entityDataCmds', cmd: { ...next, cmdId } };
        this.enqueue(sub.command);
      },
      unsubscribe: () => this.remove(cmdId),
    };
  }

  /** Subscribe an alarm data query. */
  subscribeAlarmData(query: AlarmDataQuery, onState: (state: AlarmDataState) => void): () => void {
    const cmdId = this.nextCmdId++;
    let state = emptyAlarmDataState();
    this.add(cmdId, {
      kind: 'alarmData',
      command: { kind: listKind.alarmData, cmd: { cmdId, query } },
      onMessage: (msg) => {
        if (msg.cmdUpdateType !== 'ALARM_DATA') return;
        onState((state = reduceAlarmData(state, msg)));
      },
    });
    return () => this.remove(cmdId);
  }

  /** Subscribe an entity count query. */
  subscribeEntityCount(query: EntityCountQuery, onCount: (count: number) => void): () => void {
    const cmdId = this.nextCmdId++;
    let count = 0;
    this.add(cmdId, {
      kind: 'entityCount',
      command: { kind: listKind.entityCount, cmd: { cmdId, query } },
      onMessage: (msg) => {
        if (msg.cmdUpdateType !== 'COUNT_DATA') return;
        onCount((count = reduceCount(count, msg)));
      },
    });
    return () => this.remove(cmdId);
  }

  /**
   * Subscribe the attributes (optionally of one scope) or latest time series of one entity with a v1 command
   * (`attrSubCmds` / `tsSubCmds`); no keys = every key, so keys created later arrive too. `onChanges` gets the
   * snapshot, then each change (value null = key deleted); `onError` gets error replies. Returns the unsubscribe
   * function.
   */
  subscribeV1(
    kind: V1Kind,
    target: V1Target,
    onChanges: (changes: V1Change[]) => void,
    onError?: (message: string) => void,
  ): () => void {
    const cmdId = this.nextCmdId++;
    this.add(cmdId, {
      kind: 'v1',
      command: v1Command(kind, cmdId, target),
      unsubscribe: v1Command(kind, cmdId, target, true),
      onMessage: () => undefined,
      onV1: (msg) => {
        if (msg.errorCode) return onError?.(msg.errorMsg ?? `Error ${msg.errorCode}`);
        const changes = v1Changes(msg);
        if (changes.length) onChanges(changes);
      },
    });
    return () => this.remove(cmdId);
  }

  /**
   * Open the socket before the first subscription (a dashboard that is about to subscribe saves the handshake);
   * with nothing subscribed it closes after the usual idle time.
   */
  preconnect(): void {
    if (this.socket || this.reconnectTimer || this.current !== 'idle') return;
    this.warming = true;
    void this.connect().finally(() => (this.warming = false));
    if (this.subs.size === 0) this.scheduleIdleClose();
  }

  /** Close now and forget every subscription (page teardown, sign-out). */
  close(): void {
    this.subs.clear();
    this.queue.length = 0;
    this.clearTimers();
    this.socket?.close(1000);
    this.socket = null;
    this.setStatus('idle');
  }

  private add(cmdId: number, sub: Sub): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    this.subs.set(cmdId, sub);
    this.enqueue(sub.command);
    this.ensureSocket();
  }

  private remove(cmdId: number): void {
    const sub = this.subs.get(cmdId);
    if (!sub) return;
    this.subs.delete(cmdId);
    // A command still waiting in the queue is simply dropped; one already sent needs an unsubscribe.
    const queued = this.queue.findIndex((q) => q.cmd.cmdId === cmdId);
    if (queued >= 0) this.queue.splice(queued, 1);
    else if (this.socket?.readyState === 1) {
      const unsubscribe = sub.kind === 'v1' ? sub.unsubscribe : unsubscribeCommand(sub.kind, cmdId);
      if (unsubscribe) this.enqueue(unsubscribe);
    }
    if (this.subs.size === 0) this.scheduleIdleClose();
  }

  private enqueue(cmd: QueuedCommand): void {
    const i = this.queue.findIndex((q) => q.kind === cmd.kind && q.cmd.cmdId === cmd.cmd.cmdId);
    if (i >= 0) this.queue[i] = cmd;
    else this.queue.push(cmd);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    queueMicrotask(() => this.flush());
  }

  private flush(): void {
    this.flushScheduled = false;
    const ws = this.socket;
    if (!ws || ws.readyState !== 1 || this.queue.length === 0) return;
    for (const frame of batchCommands(this.queue.splice(0))) ws.send(JSON.stringify(frame));
  }

  private ensureSocket(): void {
    if (this.socket || this.reconnectTimer) return;
    void this.connect();
  }

  private async connect(): Promise<void> {
    const config = apiConfig();
    this.setStatus(
      this.attempt === 0
        ? 'connecting'
        : this.attempt >= (this.options.staleAfterAttempts ?? 3)
          ? 'stale'
          : 'reconnecting',
    );
    const token = config.getToken() ?? (await config.refreshToken().catch(() => null));
    if (this.subs.size === 0 && !this.warming) return this.setStatus('idle');
    if (!token) return this.subs.size ? this.scheduleReconnect() : this.setStatus('idle');
    const Impl = this.options.WebSocketImpl ?? globalThis.WebSocket;
    const ws = new Impl(telemetryWsUrl(config.baseUrl, this.options.pageOrigin, token));
    this.socket = ws;
    ws.onopen = () => {
      if (this.socket !== ws) return;
      this.attempt = 0;
      // Re-send every live subscription (after a reconnect the server knows none of them).
      this.queue.length = 0;
      for (const sub of this.subs.values()) this.queue.push(sub.command);
      this.setStatus('live');
      this.flush();
    };
    ws.onmessage = (e: MessageEvent) => this.dispatch(String(e.data));
    ws.onclose = (e: CloseEvent) => {
      if (this.socket !== ws) return;
      this.socket = null;
      if (isErrorClose(e.code)) this.options.onError?.(e.reason || `WebSocket closed with code ${e.code}`);
      if (this.subs.size > 0) this.scheduleReconnect();
      else this.setStatus('idle');
    };
  }

  private dispatch(text: string): void {
    const routed = routeMessage(text);
    if (routed.version === 1) {
      const sub = this.subs.get(routed.msg.subscriptionId);
      if (sub?.onV1) sub.onV1(routed.msg);
      if (routed.msg.errorCode) this.options.onError?.(routed.msg.errorMsg ?? 'Error');
      return;
    }
    if (routed.version !== 2) return;
    this.subs.get(routed.msg.cmdId)?.onMessage(routed.msg);
  }

  private scheduleReconnect(): void {
    this.attempt += 1;
    this.setStatus(this.attempt >= (this.options.staleAfterAttempts ?? 3) ? 'stale' : 'reconnecting');
    const delay = reconnectDelayMs(this.attempt - 1);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.subs.size > 0) void this.connect();
    }, delay);
  }

  private reconnectNow(): void {
    if (this.socket?.readyState === 1) return;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    if (!this.socket) void this.connect();
  }

  private scheduleIdleClose(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.subs.size > 0) return;
      this.socket?.close(1000);
      this.socket = null;
      if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
      this.reconnectTimer = null;
      this.setStatus('idle');
    }, this.options.idleCloseMs ?? 90_000);
  }

  private clearTimers(): void {
    for (const t of [this.reconnectTimer, this.idleTimer]) if (t) clearTimeout(t);
    this.reconnectTimer = this.idleTimer = null;
  }

  private setStatus(s: WsStatus): void {
    if (s === this.current) return;
    this.current = s;
    for (const l of this.listeners) l(s);
  }
}

const KEY = Symbol.for('iot-console.telemetry-ws@1');
type WithSocket = typeof globalThis & { [KEY]?: TelemetryWebSocket };

/** The page's shared socket (one per page, across elements and bundles). */
export function getTelemetrySocket(options: TelemetrySocketOptions): TelemetryWebSocket {
  const g = globalThis as WithSocket;
  return (g[KEY] ??= new TelemetryWebSocket(options));
}
