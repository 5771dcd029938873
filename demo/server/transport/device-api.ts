/**
 * Transport-independent device operations (the same for HTTP `/api/v1/{token}/…` and MQTT `v1/devices/me/…`):
 * parsing device payloads, the attribute request answer, shared-attribute update messages and device claiming.
 * Device data goes through `ctx.telemetry.sink` only (the rule-engine hook, see telemetry/sink.ts).
 */
import type { Db } from '../db/types.js';
import type { TelemetryServices } from '../telemetry/services.js';
import type { ChangeEvent } from '../telemetry/bus.js';
import { TbJsonError, isTbObject, parseTbJson, toPlain, type TbJson } from '../telemetry/json.js';
import { KvError, kvsFromObject, nativeValue, parseTelemetry } from '../telemetry/kv.js';
import type { DeviceMessageMeta, DeviceRef } from '../telemetry/sink.js';
import type { UsageMeter } from '../api-usage/meter.js';
import type { LimitedEntity, TenantLimits } from '../limits/tenant-limits.js';

/** Device payloads nest no deeper than this (hostile payloads cannot exhaust the parser). */
const MAX_DEPTH = 32;

/** What the device operations need (a ServerContext or an IotServer both fit). */
export interface DevicePlane {
  db: Db;
  telemetry: TelemetryServices;
  /** Counts transport messages and data points (API usage). */
  usage?: UsageMeter;
  /** Transport rate limits of the tenant profiles. */
  limits?: TenantLimits;
}

/** A device payload that cannot be used (malformed JSON, wrong shape or value). */
export class DevicePayloadError extends Error {}

/**
 * A device message refused by a transport rate limit (or by the tenant's disabled transport API usage): HTTP answers
 * 429, MQTT closes the session, as ThingsBoard closes it.
 */
export class TransportLimitError extends Error {
  constructor(readonly entity: LimitedEntity) {
    super(`Too many requests for current ${entity.toLowerCase()}!`);
  }
}

/** Takes the transport rate-limit tokens of one message with `dataPoints` values. @throws TransportLimitError */
export async function checkTransportLimits(ctx: DevicePlane, device: DeviceRef, dataPoints = 0): Promise<void> {
  const limited = await ctx.limits?.checkTransport(device.tenantId, device.deviceId, dataPoints);
  if (limited) throw new TransportLimitError(limited);
}

/** Parses a device payload (number kinds kept, nesting bounded). @throws DevicePayloadError */
export function parseDevicePayload(text: string): TbJson {
  try {
    return parseTbJson(text, MAX_DEPTH);
  } catch (err) {
    if (err instanceof TbJsonError) throw new DevicePayloadError(err.message);
    throw err;
  }
}

const parse = parseDevicePayload;

/** Stores a telemetry payload (`{}`, `{k:v}`, `{ts,values}`, arrays). @throws DevicePayloadError */
export async function postTelemetry(
  ctx: DevicePlane,
  device: DeviceRef,
  text: string,
  meta: DeviceMessageMeta,
): Promise<void> {
  await postTelemetryJson(ctx, device, parse(text), meta);
}

/** {@link postTelemetry} of an already parsed payload (a gateway message carries one per sub-device). */
export async function postTelemetryJson(
  ctx: DevicePlane,
  device: DeviceRef,
  json: TbJson,
  meta: DeviceMessageMeta,
): Promise<void> {
  try {
    const batches = parseTelemetry(json, Date.now(), true).filter((b) => b.values.length > 0);
    const dataPoints = batches.reduce((n, b) => n + b.values.length, 0);
    await checkTransportLimits(ctx, device, dataPoints);
    ctx.usage?.recordTransport(device.tenantId, dataPoints);
    if (batches.length > 0) await ctx.telemetry.sink.postTelemetry(device, batches, meta);
  } catch (err) {
    if (err instanceof KvError) throw new DevicePayloadError(err.message);
    throw err;
  }
}

/** Stores client attributes (a flat JSON object). @throws DevicePayloadError */
export async function postAttributes(
  ctx: DevicePlane,
  device: DeviceRef,
  text: string,
  meta: DeviceMessageMeta,
): Promise<void> {
  await postAttributesJson(ctx, device, parse(text), meta);
}

/** {@link postAttributes} of an already parsed payload. @throws DevicePayloadError */
export async function postAttributesJson(
  ctx: DevicePlane,
  device: DeviceRef,
  json: TbJson,
  meta: DeviceMessageMeta,
): Promise<void> {
  if (!isTbObject(json)) throw new DevicePayloadError('Attributes must be a JSON object');
  try {
    const entries = kvsFromObject(json, true);
    await checkTransportLimits(ctx, device, entries.length);
    ctx.usage?.recordTransport(device.tenantId, entries.length);
    if (entries.length > 0) await ctx.telemetry.sink.postAttributes(device, entries, meta);
  } catch (err) {
    if (err instanceof KvError) throw new DevicePayloadError(err.message);
    throw err;
  }
}

/** TB's client-side RPC timeout (`transport.*.client_side_rpc.timeout` default), ms. */
export const CLIENT_RPC_TIMEOUT_MS = 60_000;

/**
 * Sends a device→server RPC request (`{"method": string, "params"?: any}`) into the rule engine; `respond` gets the
 * reply of an "rpc call reply" node. @throws DevicePayloadError for a body without a method
 */
export async function postRpcRequest(
  ctx: DevicePlane,
  device: DeviceRef,
  requestId: number,
  text: string,
  meta: DeviceMessageMeta,
  respond: (replyJson: string) => void,
  timeoutMs = CLIENT_RPC_TIMEOUT_MS,
): Promise<void> {
  const json = parse(text);
  if (!isTbObject(json) || typeof json['method'] !== 'string')
    throw new DevicePayloadError('RPC request must be {"method": …, "params": …}');
  await checkTransportLimits(ctx, device);
  const body = JSON.stringify({ method: json['method'], params: toPlain(json['params'] ?? null) });
  await ctx.telemetry.sink.postRpcRequest(device, { requestId, body, respond, timeoutMs }, meta);
}

const keyList = (v: unknown): string[] | null =>
  typeof v === 'string'
    ? v
        .split(',')
        .map((k) => k.trim())
        .filter((k) => k !== '')
    : null;

/**
 * The attribute request answer `{"client": {…}, "shared": {…}}` (empty sections omitted). No keys at all → every
 * client and shared attribute; keys for one scope only → nothing of the other.
 */
export async function attributeResponse(
  ctx: DevicePlane,
  device: DeviceRef,
  clientKeysRaw: unknown,
  sharedKeysRaw: unknown,
): Promise<Record<string, unknown>> {
  await checkTransportLimits(ctx, device);
  const clientKeys = keyList(clientKeysRaw);
  const sharedKeys = keyList(sharedKeysRaw);
  const all = clientKeys === null && sharedKeys === null;
  const out: Record<string, Record<string, unknown>> = {};
  const id = { entityType: 'DEVICE' as const, id: device.deviceId };
  for (const [scope, section, keys] of [
    ['CLIENT_SCOPE', 'client', clientKeys],
    ['SHARED_SCOPE', 'shared', sharedKeys],
  ] as const) {
    if (!all && (keys === null || keys.length === 0)) continue;
    const attrs = await ctx.telemetry.attributes.find(id, scope, all ? null : keys);
    if (attrs.length === 0) continue;
    out[section] = Object.fromEntries(attrs.map((a) => [a.key, nativeValue(a)]));
  }
  return out;
}

/** A shared-attribute change of this device as the device sees it (`{k:v}` or `{"deleted":[…]}`), else null. */
export function sharedAttributeUpdate(deviceId: string, event: ChangeEvent): Record<string, unknown> | null {
  if (event.entityId.id !== deviceId) return null;
  if (event.type === 'ATTRS_UPDATED' && event.scope === 'SHARED_SCOPE')
    return Object.fromEntries(event.entries.map((e) => [e.key, nativeValue(e)]));
  if (event.type === 'ATTRS_DELETED' && event.scope === 'SHARED_SCOPE') return { deleted: event.keys };
  return null;
}

/** TB's `security.claim.duration` default: a device may be claimed for a day after it asked. */
export const DEFAULT_CLAIM_DURATION_MS = 86_400_000;

/** Registers a claim request `{secretKey?, durationMs?}` (body optional). @throws DevicePayloadError */
export async function claimDevice(ctx: DevicePlane, device: DeviceRef, text: string): Promise<void> {
  await claimDeviceJson(ctx, device, text.trim() === '' ? {} : parse(text));
}

/** {@link claimDevice} of an already parsed request. @throws DevicePayloadError */
export async function claimDeviceJson(ctx: DevicePlane, device: DeviceRef, json: TbJson): Promise<void> {
  if (!isTbObject(json)) throw new DevicePayloadError('Claim request must be a JSON object');
  await checkTransportLimits(ctx, device);
  const secret = json['secretKey'];
  const duration = json['durationMs'];
  const ms = typeof duration === 'number' && duration > 0 ? duration : DEFAULT_CLAIM_DURATION_MS;
  const claim = { secretKey: typeof secret === 'string' ? secret : '', expirationTime: Date.now() + ms };
  await ctx.db.query('UPDATE device SET claim_data = $2::jsonb WHERE id = $1', [
    device.deviceId,
    JSON.stringify(claim),
  ]);
}
