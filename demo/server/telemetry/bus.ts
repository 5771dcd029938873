/**
 * The in-process change bus: every write of telemetry, attributes and alarms is announced here after it is stored.
 *
 * Subscribers (the WebSocket layer, the rule engine's entity events, the device transports' shared-attribute pushes,
 * the usage meter) call {@link ChangeBus.on} and get typed events synchronously, in write order. A throwing listener is
 * reported and skipped; it never breaks the write or other listeners. Listeners must be quick: do I/O
 * asynchronously.
 */
import type { EntityId } from '../lib/entity-id.js';
import type { AttributeKvEntry, TsKvEntry } from './kv.js';

/** Attribute scopes. */
export type AttributeScope = 'CLIENT_SCOPE' | 'SERVER_SCOPE' | 'SHARED_SCOPE';
/** All scopes in ThingsBoard's `DataConstants.allScopes()` order. */
export const ATTRIBUTE_SCOPES: readonly AttributeScope[] = ['CLIENT_SCOPE', 'SHARED_SCOPE', 'SERVER_SCOPE'];

/**
 * Who caused a change: lets a transport avoid echoing a device's own publish back to it (`origin` = the session
 * that wrote), and lets the rule engine tell device messages from REST writes.
 */
export interface ChangeOrigin {
  kind: 'rest' | 'device' | 'rule-engine' | 'system';
  /** Transport session id, REST user id, … */
  id?: string;
  /** REST: the user's name (e-mail) and customer, for the rule-engine message metadata. */
  userName?: string;
  customerId?: string;
}

/** Fields every event carries. */
interface BaseEvent {
  tenantId: string;
  entityId: EntityId;
  origin?: ChangeOrigin;
  /**
   * Relayed from another worker process of a cluster (cluster/bridge.ts): subscribers see it, but the rule engine
   * and the usage meter skip it (the writing worker handled it).
   */
  remote?: boolean;
}

/** Points were stored (latest values may have changed). */
export interface TsUpdatedEvent extends BaseEvent {
  type: 'TS_UPDATED';
  entries: TsKvEntry[];
}
/**
 * Points were deleted. `latest` holds latest values rewritten from remaining points (`rewriteLatestIfDeleted`);
 * `removedLatest` the keys whose latest value is now gone.
 */
export interface TsDeletedEvent extends BaseEvent {
  type: 'TS_DELETED';
  keys: string[];
  /** The deleted interval. */
  startTs?: number;
  endTs?: number;
  latest: TsKvEntry[];
  removedLatest: string[];
}
/** Attributes were saved. */
export interface AttrsUpdatedEvent extends BaseEvent {
  type: 'ATTRS_UPDATED';
  scope: AttributeScope;
  entries: AttributeKvEntry[];
}
/** Attributes were deleted. */
export interface AttrsDeletedEvent extends BaseEvent {
  type: 'ATTRS_DELETED';
  scope: AttributeScope;
  keys: string[];
}
/** An alarm was created or changed (ack, clear, update); `entityId` is the originator. */
export interface AlarmEvent extends BaseEvent {
  type: 'ALARM_CREATED' | 'ALARM_UPDATED' | 'ALARM_DELETED';
  /** The Alarm wire object after the change (before deletion for ALARM_DELETED). */
  alarm: Record<string, unknown> & { id: EntityId };
  /** Every entity the alarm affects: originator plus propagation targets. */
  affected: EntityId[];
}

/** Any bus event. */
export type ChangeEvent = TsUpdatedEvent | TsDeletedEvent | AttrsUpdatedEvent | AttrsDeletedEvent | AlarmEvent;

/** A bus subscriber. */
export type ChangeListener = (event: ChangeEvent) => void;

/** Synchronous typed publish/subscribe. */
export class ChangeBus {
  private readonly listeners = new Set<ChangeListener>();

  constructor(
    private readonly report: (err: unknown) => void = (err) =>
      process.stderr.write(`[iot-console] bus listener failed: ${String(err)}\n`),
  ) {}

  /** Subscribes; returns the unsubscribe function. */
  on(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Delivers an event to every listener. */
  emit(event: ChangeEvent): void {
    for (const l of this.listeners) {
      try {
        l(event);
      } catch (err) {
        this.report(err);
      }
    }
  }

  /** Number of listeners (tests, diagnostics). */
  get size(): number {
    return this.listeners.size;
  }
}
