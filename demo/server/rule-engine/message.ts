/**
 * The rule-engine message (ThingsBoard's TbMsg facts, our shape): a type (`POST_TELEMETRY_REQUEST`, …), an
 * originator entity, string-to-string metadata and the data as JSON text. Messages are immutable: nodes derive new
 * ones with {@link withMsg}. The transport session that caused a message travels along out of band (`sessionId`),
 * so stored changes keep their origin and a device is not echoed its own writes.
 */
import type { EntityId } from '../lib/entity-id.js';
import { uuidV1 } from '../lib/uuid.js';
import { javaDouble } from '../telemetry/json.js';
import type { KvEntry, TsBatch } from '../telemetry/kv.js';

/** Message types the embedded server emits (ThingsBoard's SessionMsgType / DataConstants names). */
export const MSG_TYPES = {
  POST_TELEMETRY: 'POST_TELEMETRY_REQUEST',
  POST_ATTRIBUTES: 'POST_ATTRIBUTES_REQUEST',
  TO_SERVER_RPC: 'TO_SERVER_RPC_REQUEST',
  TO_DEVICE_RPC: 'RPC_CALL_FROM_SERVER_TO_DEVICE',
  ACTIVITY: 'ACTIVITY_EVENT',
  INACTIVITY: 'INACTIVITY_EVENT',
  CONNECT: 'CONNECT_EVENT',
  DISCONNECT: 'DISCONNECT_EVENT',
  ATTRIBUTES_UPDATED: 'ATTRIBUTES_UPDATED',
  ATTRIBUTES_DELETED: 'ATTRIBUTES_DELETED',
  TIMESERIES_DELETED: 'TIMESERIES_DELETED',
  ALARM_ACK: 'ALARM_ACK',
  ALARM_CLEAR: 'ALARM_CLEAR',
  ALARM: 'ALARM',
} as const;

/** One message. */
export interface TbMsg {
  readonly id: string;
  readonly type: string;
  readonly originator: EntityId;
  readonly metadata: Readonly<Record<string, string>>;
  /** JSON text. */
  readonly data: string;
  /** Creation time, ms. */
  readonly ts: number;
  readonly tenantId: string;
  /** Transport session that produced it (not part of the wire message). */
  readonly sessionId?: string;
}

/** Fields of a new message. */
export type NewMsg = Omit<TbMsg, 'id' | 'ts'> & { ts?: number };

/** Creates a message with a fresh id. */
export function createMsg(m: NewMsg): TbMsg {
  return { ...m, id: uuidV1(), ts: m.ts ?? Date.now() };
}

/** A copy with some fields replaced (same id: it is the same message travelling on). */
export function withMsg(msg: TbMsg, patch: Partial<Pick<TbMsg, 'type' | 'originator' | 'metadata' | 'data'>>): TbMsg {
  return { ...msg, ...patch };
}

/** A derived message with a new id (alarm, generated and copied messages). */
export function derivedMsg(
  msg: TbMsg,
  patch: Partial<Pick<TbMsg, 'type' | 'originator' | 'metadata' | 'data'>>,
): TbMsg {
  return { ...msg, ...patch, id: uuidV1(), ts: Date.now() };
}

/** JSON text of one typed value, keeping number kinds (25.0 stays a double, big longs stay exact). */
export function kvValueJson(kv: KvEntry): string {
  switch (kv.type) {
    case 'BOOLEAN':
      return kv.value ? 'true' : 'false';
    case 'STRING':
      return JSON.stringify(kv.value);
    case 'LONG':
      return String(kv.value);
    case 'DOUBLE':
      return Number.isFinite(kv.value) ? javaDouble(kv.value) : 'null';
    case 'JSON':
      return JSON.stringify(kv.value ?? null);
  }
}

/** `{"k": v, …}` of entries. */
export function kvObjectJson(entries: readonly KvEntry[]): string {
  return `{${entries.map((e) => `${JSON.stringify(e.key)}:${kvValueJson(e)}`).join(',')}}`;
}

/**
 * The data of a telemetry message as ThingsBoard builds it: one timestamp → the values object (the timestamp goes to
 * metadata `ts`); several → an array of `{ts, values}`.
 */
export function telemetryData(batches: readonly TsBatch[]): { data: string; ts: number | null } {
  if (batches.length === 1 && batches[0]) return { data: kvObjectJson(batches[0].values), ts: batches[0].ts };
  return { data: `[${batches.map((b) => `{"ts":${b.ts},"values":${kvObjectJson(b.values)}}`).join(',')}]`, ts: null };
}

/** Parses message data as plain JSON; null when it is not JSON. */
export function dataJson(msg: TbMsg): unknown {
  try {
    return JSON.parse(msg.data) as unknown;
  } catch {
    return null;
  }
}
