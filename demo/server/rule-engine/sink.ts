/**
 * The device message sink of the rule engine (installed on `ctx.telemetry.sink`): turns what the transports
 * received into rule-engine messages with ThingsBoard's types and metadata (`deviceName`, `deviceType`, `ts` for
 * telemetry; `requestId`, `sessionId`, `serviceId` for device→server RPC) and pushes them into the device profile's
 * default chain or the tenant's root chain. Resolves when the chain has finished with the message.
 */
import type { EntityId } from '../lib/entity-id.js';
import type { KvEntry, TsBatch } from '../telemetry/kv.js';
import type {
  ClientRpcRequest,
  DeviceEventType,
  DeviceMessageMeta,
  DeviceMessageSink,
  DeviceRef,
} from '../telemetry/sink.js';
import { SERVER_NAME } from './debug.js';
import type { RuleEngine } from './engine.js';
import { createMsg, kvObjectJson, telemetryData, MSG_TYPES } from './message.js';

function deviceMeta(device: DeviceRef): Record<string, string> {
  const m: Record<string, string> = {};
  if (device.deviceName !== undefined) m['deviceName'] = device.deviceName;
  if (device.deviceType !== undefined) m['deviceType'] = device.deviceType;
  return m;
}

const originator = (device: DeviceRef): EntityId => ({ entityType: 'DEVICE', id: device.deviceId });

let httpSessions = 0;

/** Sink that routes device messages through rule chains. */
export class RuleEngineSink implements DeviceMessageSink {
  constructor(private readonly engine: RuleEngine) {}

  postTelemetry(device: DeviceRef, batches: TsBatch[], meta?: DeviceMessageMeta): Promise<void> {
    const { data, ts } = telemetryData(batches);
    const metadata = deviceMeta(device);
    if (ts !== null) metadata['ts'] = String(ts);
    if (meta?.ttlSeconds) metadata['TTL'] = String(meta.ttlSeconds);
    return this.engine.push(
      createMsg({
        type: MSG_TYPES.POST_TELEMETRY,
        originator: originator(device),
        metadata,
        data,
        tenantId: device.tenantId,
        ...session(meta),
      }),
    );
  }

  postAttributes(device: DeviceRef, entries: KvEntry[], meta?: DeviceMessageMeta): Promise<void> {
    return this.engine.push(
      createMsg({
        type: MSG_TYPES.POST_ATTRIBUTES,
        originator: originator(device),
        metadata: deviceMeta(device),
        data: kvObjectJson(entries),
        tenantId: device.tenantId,
        ...session(meta),
      }),
    );
  }

  postRpcRequest(device: DeviceRef, request: ClientRpcRequest, meta?: DeviceMessageMeta): Promise<void> {
    httpSessions += 1;
    // Each HTTP request is its own "session"; MQTT requests are addressed by the MQTT session.
    const sessionId = meta?.sessionId ?? `rpc-${httpSessions}`;
    this.engine.clientRpc.register(sessionId, request.requestId, request.respond, request.timeoutMs);
    const metadata = { ...deviceMeta(device), requestId: String(request.requestId), sessionId, serviceId: SERVER_NAME };
    return this.engine.push(
      createMsg({
        type: MSG_TYPES.TO_SERVER_RPC,
        originator: originator(device),
        metadata,
        data: request.body,
        tenantId: device.tenantId,
        sessionId,
      }),
    );
  }

  postDeviceEvent(device: DeviceRef, type: DeviceEventType, state: Record<string, unknown>): Promise<void> {
    return this.engine.push(
      createMsg({
        type,
        originator: originator(device),
        metadata: deviceMeta(device),
        data: JSON.stringify(state),
        tenantId: device.tenantId,
      }),
    );
  }
}

function session(meta: DeviceMessageMeta | undefined): { sessionId?: string } {
  return meta?.sessionId ? { sessionId: meta.sessionId } : {};
}
