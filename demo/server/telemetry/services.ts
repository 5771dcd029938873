/**
 * The data plane's services, created once per server and shared through `ctx.telemetry` (ServerContext):
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
import { AlarmService } from '../alarms/service.js';
import { ChangeBus } from './bus.js';
import { TimeseriesService } from './timeseries-service.js';
import { AttributeService } from './attribute-service.js';
import { DirectDeviceMessageSink, type DeviceMessageSink } from './sink.js';
import { DeviceRpcService } from '../transport/device-rpc.js';
import { DeviceStateService } from '../transport/device-state.js';

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

/** The shared services (see the table above). */
export interface TelemetryServices {
  readonly bus: ChangeBus;
  readonly timeseries: TimeseriesService;
  readonly attributes: AttributeService;
  readonly alarms: AlarmService;
  /** Server-side RPC dispatcher (transport/device-rpc.ts). */
  readonly rpc: DeviceRpcService;
  /** Device connectivity state (transport/device-state.ts). */
  readonly deviceState: DeviceStateService;
  /** Device data entry point; the rule-engine issue assigns its own implementation here. */
  sink: DeviceMessageSink;
  readonly config: TelemetryConfig;
  /** Stops background work and waits for queued writes. */
  close(): Promise<void>;
}

/** Creates the services over a database (and starts the TTL cleanup timer). */
export function createTelemetryServices(db: Db, config: Partial<TelemetryConfig> = {}): TelemetryServices {
  const cfg = { ...DEFAULT_TELEMETRY_CONFIG, ...config };
  const bus = new ChangeBus();
  const timeseries = new TimeseriesService(db, bus);
  const attributes = new AttributeService(db, bus);
  const alarms = new AlarmService(db, bus);
  const rpc = new DeviceRpcService();
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
  const services: TelemetryServices = {
    bus,
    timeseries,
    attributes,
    alarms,
    rpc,
    get deviceState() {
      return deviceState;
    },
    sink: new DirectDeviceMessageSink(timeseries, attributes),
    config: cfg,
    async close() {
      clearInterval(timer);
      rpc.close();
      await deviceState.close();
      await timeseries.drain();
    },
  };
  const deviceState = new DeviceStateService({ db, telemetry: services }, cfg.deviceStateCheckMs, cfg.defaultInactivityTimeoutMs);
  return services;
}
