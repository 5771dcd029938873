/**
 * THE entry point for data coming from devices (MQTT, HTTP device API, gateways, the simulator).
 *
 * Transports never write telemetry or client attributes directly: they call a {@link DeviceMessageSink}. Until a
 * rule engine exists, {@link DirectDeviceMessageSink} saves the message straight away (what TB's default root rule
 * chain does: "Save Timeseries" / "Save Client Attributes"). The rule-engine issue replaces the sink on
 * `ctx.telemetry.sink` with one that pushes the message through the tenant's root rule chain (POST_TELEMETRY_REQUEST
 * / POST_ATTRIBUTES_REQUEST with the same payloads); transports do not change.
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

/** Receives every device message. Implementations must resolve only once the data is stored (or routed). */
export interface DeviceMessageSink {
  /** Time series from a device (`v1/devices/me/telemetry`, `POST /api/v1/{token}/telemetry`). */
  postTelemetry(device: DeviceRef, batches: TsBatch[], meta?: DeviceMessageMeta): Promise<void>;
  /** Client-side attributes from a device (`v1/devices/me/attributes`, `POST /api/v1/{token}/attributes`). */
  postAttributes(device: DeviceRef, entries: KvEntry[], meta?: DeviceMessageMeta): Promise<void>;
}

function originOf(meta: DeviceMessageMeta | undefined): ChangeOrigin {
  return meta?.sessionId ? { kind: 'device', id: meta.sessionId } : { kind: 'device' };
}

/** Saves device messages directly (no rule engine yet). */
export class DirectDeviceMessageSink implements DeviceMessageSink {
  constructor(
    private readonly timeseries: TimeseriesService,
    private readonly attributes: AttributeService,
  ) {}

  async postTelemetry(device: DeviceRef, batches: TsBatch[], meta?: DeviceMessageMeta): Promise<void> {
    const entries = batches.flatMap((b) => b.values.map((v) => ({ ...v, ts: b.ts })));
    const entityId: EntityId = { entityType: 'DEVICE', id: device.deviceId };
    await this.timeseries.save(device.tenantId, entityId, entries, { origin: originOf(meta), ...(meta?.ttlSeconds ? { ttlSeconds: meta.ttlSeconds } : {}) });
  }

  async postAttributes(device: DeviceRef, entries: KvEntry[], meta?: DeviceMessageMeta): Promise<void> {
    await this.attributes.save(device.tenantId, { entityType: 'DEVICE', id: device.deviceId }, 'CLIENT_SCOPE', entries, { origin: originOf(meta) });
  }
}
