/**
 * One WebSocket session: the authenticated user, its subscriptions (v1 by cmdId, v2 by cmdId per kind), the
 * outbound queue accounting (`server.ws.limits.max_queue_per_ws_session`: too many unsent messages close the socket
 * with 1008 "Max pending updates limit reached!"), keep-alive pings, and subscription limits.
 */
import { randomUUID } from 'node:crypto';
import type WebSocket from 'ws';
import type { SecurityUser } from '../security/jwt.js';
import type { TelemetryConfig } from '../telemetry/services.js';

/** Anything a session holds that must be stopped when replaced/unsubscribed/closed. */
export interface Subscription {
  close(): void;
}

/** Counters shared by all sessions of a server (TB's per tenant / customer / user limits). */
export class LimitCounters {
  private readonly counts = new Map<string, number>();

  /** Tries to take a slot under `scope` with `max` (0 = unlimited). */
  take(scope: string, max: number): boolean {
    if (max <= 0) return true;
    const n = this.counts.get(scope) ?? 0;
    if (n >= max) return false;
    this.counts.set(scope, n + 1);
    return true;
  }

  /** Returns a slot. */
  release(scope: string, max: number): void {
    if (max <= 0) return;
    const n = (this.counts.get(scope) ?? 1) - 1;
    if (n <= 0) this.counts.delete(scope);
    else this.counts.set(scope, n);
  }
}

/** A connected client. */
export class WsSession {
  readonly id = randomUUID();
  private readonly subs = new Map<string, Subscription>();
  private pending = 0;
  private closed = false;
  private readonly ping: NodeJS.Timeout;

  constructor(
    readonly socket: WebSocket,
    readonly user: SecurityUser,
    private readonly config: TelemetryConfig,
    private readonly limits: LimitCounters,
  ) {
    this.ping = setInterval(() => {
      if (this.socket.readyState === this.socket.OPEN) this.socket.ping();
    }, config.wsPingIntervalMs);
    this.ping.unref();
  }

  /** True once the socket closed. */
  get isClosed(): boolean {
    return this.closed;
  }

  /** Sends one message (JSON), closing the session when the client does not keep up. */
  send(message: unknown): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    if (this.pending >= this.config.wsMaxPendingMessages) {
      this.close(1008, 'Max pending updates limit reached!');
      return;
    }
    this.pending += 1;
    this.socket.send(JSON.stringify(message), () => {
      this.pending -= 1;
    });
  }

  private scopes(): [string, number][] {
    const u = this.user;
    const c = this.config;
    const out: [string, number][] = [[`tenant:${u.tenantId}`, c.wsMaxSubscriptionsPerTenant]];
    if (u.authority === 'CUSTOMER_USER') {
      out.push([`customer:${u.customerId}`, c.wsMaxSubscriptionsPerCustomer]);
      out.push(
        u.isPublic
          ? [`public:${u.customerId}`, c.wsMaxSubscriptionsPerPublicUser]
          : [`user:${u.userId}`, c.wsMaxSubscriptionsPerRegularUser],
      );
    }
    return out;
  }

  /**
   * Registers (or replaces) the subscription `key`. Returns false — and closes the socket with 1008 as TB does —
   * when a limit is reached.
   */
  add(key: string, sub: Subscription): boolean {
    const existing = this.subs.get(key);
    if (existing) {
      existing.close();
      this.subs.set(key, sub);
      return true;
    }
    if (this.subs.size >= this.config.wsMaxSubscriptionsPerSession) {
      sub.close();
      this.close(1008, 'Max session subscriptions limit reached!');
      return false;
    }
    const taken: [string, number][] = [];
    for (const [scope, max] of this.scopes()) {
      if (!this.limits.take(scope, max)) {
        for (const [s, m] of taken) this.limits.release(s, m);
        sub.close();
        this.close(1008, `Max ${scope.split(':')[0]} subscriptions limit reached!`);
        return false;
      }
      taken.push([scope, max]);
    }
    this.subs.set(key, sub);
    return true;
  }

  /** True when a subscription with this key exists. */
  has(key: string): boolean {
    return this.subs.has(key);
  }

  /** The subscription under `key`. */
  get(key: string): Subscription | undefined {
    return this.subs.get(key);
  }

  /** Stops and forgets one subscription. */
  remove(key: string): void {
    const sub = this.subs.get(key);
    if (!sub) return;
    sub.close();
    this.subs.delete(key);
    for (const [scope, max] of this.scopes()) this.limits.release(scope, max);
  }

  /** Stops every subscription whose key starts with `prefix` ('' = all). */
  removeAll(prefix = ''): void {
    for (const key of [...this.subs.keys()]) if (key.startsWith(prefix)) this.remove(key);
  }

  /** Closes the socket (idempotent) and drops all subscriptions. */
  close(code?: number, reason?: string): void {
    if (!this.closed && this.socket.readyState === this.socket.OPEN) this.socket.close(code, reason);
    this.dispose();
  }

  /** Releases everything after the socket closed. */
  dispose(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.ping);
    this.removeAll();
  }
}
