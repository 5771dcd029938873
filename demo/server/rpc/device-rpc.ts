/**
 * Server-side RPC to devices: the REST API hands a call to
 * {@link DeviceRpcService.call}; the device transports deliver it. A transport that can receive RPC for a device
 * (an MQTT session subscribed to `v1/devices/me/rpc/request/+`, an HTTP long poll on `GET /api/v1/{token}/rpc`)
 * registers an {@link RpcChannel}. Calls made while the device has no channel but was seen recently (an HTTP device
 * between two polls) wait in a queue until the next channel or their deadline; a device seen by no transport for
 * {@link RECENT_MS} has "no active connection", except for persistent calls (`queueOffline`), which wait for the device
 * until their deadline. Request ids are per-device integers, as ThingsBoard's. Gateways register one channel per
 * connected sub-device (transport/gateway.ts).
 */

/** The RPC request a device receives. */
export interface RpcRequest {
  id: number;
  method: string;
  params: unknown;
}

/**
 * Something that can hand one RPC request to a connected device; returns false when it could not. A channel that
 * accepted the request calls `delivered` once the transport has written it to the device.
 */
export type RpcChannel = (request: RpcRequest, delivered: () => void) => boolean;

/** Options of {@link DeviceRpcService.call} (persistent RPC uses them to follow the call's progress). */
export interface RpcCallOptions {
  /** Queue the call until its deadline even when no transport can reach the device now. */
  queueOffline?: boolean;
  /** A channel accepted the call. */
  onSent?: (request: RpcRequest) => void;
  /** The transport wrote the call to the device. */
  onDelivered?: (request: RpcRequest) => void;
}

/** Outcome of a call. */
export type RpcOutcome =
  | { status: 'DELIVERED' }
  | { status: 'REPLIED'; reply: string }
  | { status: 'TIMEOUT'; sent: boolean }
  | { status: 'NO_ACTIVE_CONNECTION' };

/** A device counts as connected this long after a transport last saw it (covers the gap between HTTP polls). */
export const RECENT_MS = 10_000;

interface Pending {
  request: RpcRequest;
  oneway: boolean;
  /** A channel accepted it (it is not offered again). */
  delivered: boolean;
  options: RpcCallOptions;
  settle: (outcome: RpcOutcome) => void;
  timer: ReturnType<typeof setTimeout>;
}

interface DeviceState {
  nextId: number;
  channels: Set<RpcChannel>;
  pending: Map<number, Pending>;
  lastSeen: number;
}

/** A server→device call handed to the rule engine (`ctx.ruleEngine.sendRpcToDevice`). */
export interface ServerRpcCall {
  tenantId: string;
  deviceId: string;
  method: string;
  params: unknown;
  oneway: boolean;
  persistent: boolean;
  /** Epoch ms; the call times out then. */
  expirationTime: number;
  /** The call's id (a persistent call's rpcId); a fresh time-based UUID when absent. */
  requestUUID?: string;
  retries?: number | null;
  additionalInfo?: unknown;
}

/** In-process RPC dispatcher shared by REST and the transports. */
export class DeviceRpcService {
  private readonly devices = new Map<string, DeviceState>();

  private state(deviceId: string): DeviceState {
    let s = this.devices.get(deviceId);
    if (!s) {
      s = { nextId: 0, channels: new Set(), pending: new Map(), lastSeen: 0 };
      this.devices.set(deviceId, s);
    }
    return s;
  }

  /** Marks a device as seen by a transport (any message, poll or session activity). */
  touch(deviceId: string): void {
    this.state(deviceId).lastSeen = Date.now();
  }

  /** True when a transport can reach the device now or saw it recently. */
  isReachable(deviceId: string): boolean {
    const s = this.devices.get(deviceId);
    return !!s && (s.channels.size > 0 || Date.now() - s.lastSeen < RECENT_MS);
  }

  /** Registers a channel; queued calls are offered to it at once. Returns the unregister function. */
  attach(deviceId: string, channel: RpcChannel): () => void {
    const s = this.state(deviceId);
    s.channels.add(channel);
    for (const p of s.pending.values()) if (!p.delivered) this.offer(s, p);
    // A closed MQTT session means "offline" at once; HTTP devices call touch() on every request.
    return () => {
      s.channels.delete(channel);
    };
  }

  private offer(s: DeviceState, p: Pending): void {
    for (const channel of [...s.channels]) {
      if (!channel(p.request, () => p.options.onDelivered?.(p.request))) continue;
      p.delivered = true;
      p.options.onSent?.(p.request);
      if (p.oneway) this.finish(s, p.request.id, { status: 'DELIVERED' });
      return;
    }
  }

  private finish(s: DeviceState, id: number, outcome: RpcOutcome): boolean {
    const p = s.pending.get(id);
    if (!p) return false;
    s.pending.delete(id);
    clearTimeout(p.timer);
    p.settle(outcome);
    return true;
  }

  /**
   * Sends a call; resolves on delivery (one-way), on the device's reply (two-way), on timeout, or at once when offline
   * (unless `options.queueOffline`).
   */
  call(
    deviceId: string,
    method: string,
    params: unknown,
    oneway: boolean,
    timeoutMs: number,
    options: RpcCallOptions = {},
  ): Promise<RpcOutcome> {
    if (!options.queueOffline && !this.isReachable(deviceId))
      return Promise.resolve({ status: 'NO_ACTIVE_CONNECTION' });
    const s = this.state(deviceId);
    const request: RpcRequest = { id: s.nextId, method, params };
    s.nextId += 1;
    return new Promise((resolve) => {
      const p: Pending = {
        request,
        oneway,
        delivered: false,
        options,
        settle: resolve,
        timer: setTimeout(() => this.finish(s, request.id, { status: 'TIMEOUT', sent: p.delivered }), timeoutMs),
      };
      p.timer.unref?.();
      s.pending.set(request.id, p);
      this.offer(s, p);
    });
  }

  /** A device's reply to request `id` (JSON text). Returns false when no such call waits (late or unknown reply). */
  reply(deviceId: string, id: number, replyJson: string): boolean {
    const s = this.devices.get(deviceId);
    return !!s && this.finish(s, id, { status: 'REPLIED', reply: replyJson });
  }

  /** Fails every waiting call (server shutdown). */
  close(): void {
    for (const s of this.devices.values())
      for (const [id, p] of [...s.pending]) this.finish(s, id, { status: 'TIMEOUT', sent: p.delivered });
  }
}

declare module '../telemetry/services.js' {
  interface TelemetryServices {
    /** Server-side RPC dispatcher. */
    readonly rpc: DeviceRpcService;
  }
}
