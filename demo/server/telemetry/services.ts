/**
 * The data plane's services, created once per server and shared through `ctx.telemetry` (ServerContext). This file
 * builds the core (bus, time series, attributes, sink); `alarms`, `rpc` and `deviceState` are added to the
 * interface by their own modules (alarms/service.ts, transport/device-rpc.ts, transport/device-state.ts) and built
 * in app.ts, so telemetry/ imports neither alarms/ nor transport/.
 *
 * | member | what it is | who uses it |
 * |---|---|---|
 * | `bus` | {@link ChangeBus}: typed change events after every write | WebSocket layer, rule engine (entity events), transports (shared-attribute pushes), usage meter |
 * | `timeseries` | {@link TimeseriesService} | REST, WS, entity queries, sink |
 * | `attributes` | {@link AttributeService} | REST, WS, entity queries, sink, transports (attribute requests) |
 * | `alarms` | {@link AlarmService} | REST, WS, the rule engine's alarm nodes and device profile alarm rules |
 * | `rpc` | {@link DeviceRpcService}: server-side RPC to connected devices | RPC REST, device transports |
 * | `deviceState` | {@link DeviceStateService}: active/inactive and connect/activity times | device transports |
 * | `sink` | {@link DeviceMessageSink}: the ONE entry point for device data | transports (MQTT/HTTP/simulator); the server installs the rule engine's |
 */
import type { Db } from '../db/types.js';
import { ChangeBus } from './bus.js';
import { TimeseriesService } from './timeseries-service.js';
import { AttributeService } from './attribute-service.js';
import { DirectDeviceMessageSink, type DeviceMessageSink } from './sink.js';

/** Tunables of telemetry storage and the WebSocket API (ThingsBoard's `server.ws.*` defaults). */
export interface TelemetryConfig {
  /** `server.ws.dynamic_page_link.refresh_interval` (dynamic entity queries, entity counts), ms. */
  wsDynamicRefreshMs: number;
  /** Subscriptions one WebSocket session may hold (ours; TB only limits per tenant/customer/user). */
  wsMaxSubscriptionsPerSession: number;
  /** `server.ws.limits.max_subscriptions_per_tenant|customer|regular_user|public_user` (0 = unlimited). */
  wsMaxSubscriptionsPerTenant: number;
  wsMaxSubscriptionsPerCustomer: number;
  wsMaxSubscriptionsPerRegularUser: number;
  wsMaxSubscriptionsPerPublicUser: number;
  /** `server.ws.limits.max_queue_per_ws_session`: unsent messages before the session is closed (1008). */
  wsMaxPendingMessages: number;
  /** `server.ws.ping_timeout`: ping after this much silence, ms. */
  wsPingIntervalMs: number;
  /** `server.ws.max_entities_per_data_subscription` / `…_alarm_subscription`. */
  maxEntitiesPerDataSubscription: number;
  maxEntitiesPerAlarmSubscription: number;
  /** How often expired (TTL) points are removed, ms. */
  ttlCleanupIntervalMs: number;
  /** Device state: TB `state.defaultStateCheckIntervalInSec` and `state.defaultInactivityTimeoutInSec`, ms. */
  deviceStateCheckMs: number;
  defaultInactivityTimeoutMs: number;
}

/** Defaults. */
export const DEFAULT_TELEMETRY_CONFIG: TelemetryConfig = {
  wsDynamicRefreshMs: 6000,
  wsMaxSubscriptionsPerSession: 1000,
  wsMaxSubscriptionsPerTenant: 0,
  wsMaxSubscriptionsPerCustomer: 0,
  wsMaxSubscriptionsPerRegularUser: 0,
  wsMaxSubscriptionsPerPublicUser: 0,
  wsMaxPendingMessages: 1000,
  wsPingIntervalMs: 30_000,
  maxEntitiesPerDataSubscription: 10_000,
  maxEntitiesPerAlarmSubscription: 10_000,
  ttlCleanupIntervalMs: 3_600_000,
  deviceStateCheckMs: 60_000,
  defaultInactivityTimeoutMs: 600_000,
};

/** What this file builds: the services every other part of the data plane stands on. */
export interface TelemetryCore {
  readonly bus: ChangeBus;
  readonly timeseries: TimeseriesService;
  readonly attributes: AttributeService;
  /** Device data entry point; app.ts installs the rule engine's. */
  sink: DeviceMessageSink;
  readonly config: TelemetryConfig;
  /** Stops background work and waits for queued writes. */
  close(): Promise<void>;
}

/** The shared services (see the table above); alarms/ and transport/ add their members. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- extended by module augmentation
export interface TelemetryServices extends TelemetryCore {}

/** Creates the core services over a database (and starts the TTL cleanup timer). */
export function createTelemetryServices(db: Db, config: Partial<TelemetryConfig> = {}): TelemetryCore {
  const cfg = { ...DEFAULT_TELEMETRY_CONFIG, ...config };
  const bus = new ChangeBus();
  const timeseries = new TimeseriesService(db, bus);
  const attributes = new AttributeService(db, bus);
  let cleaning = false;
  const timer = setInterval(() => {
    if (cleaning) return;
    cleaning = true;
    timeseries
      .cleanupExpired()
      .catch((err: unknown) => process.stderr.write(`[iot-console] TTL cleanup failed: ${String(err)}\n`))
      .finally(() => {
        cleaning = false;
      });
  }, cfg.ttlCleanupIntervalMs);
  timer.unref();
  return {
    bus,
    timeseries,
    attributes,
    sink: new DirectDeviceMessageSink(timeseries, attributes),
    config: cfg,
    async close() {
      clearInterval(timer);
      await timeseries.drain();
    },
  };
}

declare module '../context.js' {
  interface ServerConfig {
    /** Telemetry storage and WebSocket tunables. */
    telemetry: TelemetryConfig;
  }
  interface ServerContext {
    /** Data plane: change bus, time series, attributes, alarms and the device message sink. */
    telemetry: TelemetryServices;
  }
}
