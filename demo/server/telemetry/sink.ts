/**
 * THE entry point for data coming from devices (MQTT, HTTP device API, gateways, the simulator).
 *
 * Transports never write telemetry or client attributes directly: they call a {@link DeviceMessageSink}. The server
 * installs the rule engine's sink (rule-engine/sink.ts) on `ctx.telemetry.sink`: every message goes through the
 * device profile's or the tenant's root rule chain (POST_TELEMETRY_REQUEST, POST_ATTRIBUTES_REQUEST,
 * TO_SERVER_RPC_REQUEST, connectivity events). {@link DirectDeviceMessageSink} is the engine-less variant (what
 * TB's default root chain does with data: "Save Timeseries" / "Save Client Attributes"), used where no rule engine
 * runs (bare telemetry services in tests).
 */
import type { EntityId } from '../lib/entity-id.js';
import type { ChangeOrigin } from './bus.js';
import type { KvEntry, TsBatch } from './kv.js';
import type { TimeseriesService } from './timeseries-service.js';
import type { AttributeService } from './attribute-service.js';

/** The device a message comes from (what a transport knows after authenticating the access token). */
export interface DeviceRef {
  tenantId: string;
  deviceId: string;
  customerId?: string;
  deviceName?: string;
  deviceType?: string;
}

/** Metadata of a device message. */
export interface DeviceMessageMeta {
  /** Transport session that sent it (shared-attribute pushes skip the writer). */
  sessionId?: string;
  /** `MQTT`, `HTTP`, `GATEWAY`, … (rule-engine metadata later). */
  transport?: string;
  /** TTL in seconds for the points (rarely used by devices). */
  ttlSeconds?: number;
}

/** A device→server RPC request (`v1/devices/me/rpc/request/{id}`, `POST /api/v1/{token}/rpc`). */
export interface ClientRpcRequest {
  /** Request id chosen by the device (MQTT topic) or the transport (HTTP). */
  requestId: number;
  /** `{"method": …, "params": …}` as JSON text. */
  body: string;
  /** Sends the reply (JSON text) back to the device. */
  respond(replyJson: string): void;
  /** How long the transport waits for the reply, ms. */
  timeoutMs: number;
}

/** Device connectivity events (DeviceStateService). */
export type DeviceEventType = 'CONNECT_EVENT' | 'DISCONNECT_EVENT' | 'ACTIVITY_EVENT' | 'INACTIVITY_EVENT';

/** Receives every device message. Implementations must resolve only once the data is stored (or routed). */
export interface DeviceMessageSink {
  /** Time series from a device (`v1/devices/me/telemetry`, `POST /api/v1/{token}/telemetry`). */
  postTelemetry(device: DeviceRef, batches: TsBatch[], meta?: DeviceMessageMeta): Promise<void>;
  /** Client-side attributes from a device (`v1/devices/me/attributes`, `POST /api/v1/{token}/attributes`). */
  postAttributes(device: DeviceRef, entries: KvEntry[], meta?: DeviceMessageMeta): Promise<void>;
  /** A device→server RPC request; the answer, if any, comes through `request.respond`. */
  postRpcRequest(device: DeviceRef, request: ClientRpcRequest, meta?: DeviceMessageMeta): Promise<void>;
  /** A connectivity event with the device state as data (`{active, lastConnectTime, …}`). */
  postDeviceEvent(device: DeviceRef, type: DeviceEventType, state: Record<string, unknown>): Promise<void>;
}

function originOf(meta: DeviceMessageMeta | undefined): ChangeOrigin {
  return meta?.sessionId ? { kind: 'device', id: meta.sessionId } : { kind: 'device' };
}

/** Saves device data directly (no rule engine: RPC requests get no answer, connectivity events go nowhere). */
export class DirectDeviceMessageSink implements DeviceMessageSink {
  constructor(
    private readonly timeseries: TimeseriesService,
    private readonly attributes: AttributeService,
  ) {}

  async postTelemetry(device: DeviceRef, batches: TsBatch[], meta?: DeviceMessageMeta): Promise<void> {
    const entries = batches.flatMap((b) => b.values.map((v) => ({ ...v, ts: b.ts })));
    const entityId: EntityId = { entityType: 'DEVICE', id: device.deviceId };
    await this.timeseries.save(device.tenantId, entityId, entries, {
      origin: originOf(meta),
      ...(meta?.ttlSeconds ? { ttlSeconds: meta.ttlSeconds } : {}),
    });
  }

  async postAttributes(device: DeviceRef, entries: KvEntry[], meta?: DeviceMessageMeta): Promise<void> {
    await this.attributes.save(
      device.tenantId,
      { entityType: 'DEVICE', id: device.deviceId },
      'CLIENT_SCOPE',
      entries,
      { origin: originOf(meta) },
    );
  }

  /** Without rule chains nothing replies: the transport's timeout answers the device. */
  async postRpcRequest(): Promise<void> {}

  /** Without rule chains connectivity events have no consumer. */
  async postDeviceEvent(): Promise<void> {}
}
