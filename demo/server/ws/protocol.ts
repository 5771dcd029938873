/**
 * WebSocket telemetry protocol messages: v1 `{subscriptionId, errorCode, errorMsg, data,
 * latestValues}` and v2 `{cmdId, errorCode, errorMsg, cmdUpdateType, …}` updates, and the command envelope.
 */
import { findInvalidText, mayHoldInvalidText } from '../http/hygiene.js';
import type { PageData } from '../http/page.js';
import { valueAsString, type KvValue } from '../telemetry/kv.js';
import type { EntityData } from '../entity-query/query.js';
import type { AlarmData } from '../entity-query/alarm-query.js';

/** SubscriptionErrorCode with TB's default messages. */
export const WsError = {
  NO_ERROR: 0,
  INTERNAL_ERROR: 1,
  BAD_REQUEST: 2,
  UNAUTHORIZED: 3,
} as const;
/** Default texts per code. */
export const WS_ERROR_MSG: Record<number, string> = {
  1: 'Internal Server error!',
  2: 'Bad request',
  3: 'Unauthorized',
};

/** A null-prototype object for maps keyed by user data (a key "__proto__" stays a plain key). */
export function dict<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** One point of a v1 update. */
export interface V1Point {
  key: string;
  ts: number;
  value: string | null;
}

/** Converts a typed entry to a v1 point. */
export function v1Point(e: KvValue & { key: string; ts: number }): V1Point {
  return { key: e.key, ts: e.ts, value: valueAsString(e) };
}

/** v1 data update (data sorted by key, TB's TreeMap; latestValues = ts of each key's last element). */
export function v1Update(cmdId: number, points: readonly V1Point[]): Record<string, unknown> {
  const data = dict<[number, string | null][]>();
  for (const p of [...points].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)))
    (data[p.key] ??= []).push([p.ts, p.value]);
  const latestValues = dict<number>();
  for (const [k, list] of Object.entries(data)) latestValues[k] = list[list.length - 1]?.[0] ?? 0;
  return { subscriptionId: cmdId, errorCode: 0, errorMsg: null, data, latestValues };
}

/** v1 error. */
export function v1Error(cmdId: number, code: number, msg?: string): Record<string, unknown> {
  return {
    subscriptionId: cmdId,
    errorCode: code,
    errorMsg: msg ?? WS_ERROR_MSG[code] ?? '',
    data: null,
    latestValues: {},
  };
}

/** ENTITY_DATA update. */
export function entityDataUpdate(
  cmdId: number,
  data: PageData<EntityData> | null,
  update: EntityData[] | null,
  allowedEntities: number,
): Record<string, unknown> {
  return { cmdId, errorCode: 0, errorMsg: null, cmdUpdateType: 'ENTITY_DATA', data, update, allowedEntities };
}

/** ALARM_DATA update. */
export function alarmDataUpdate(
  cmdId: number,
  data: PageData<AlarmData> | null,
  update: AlarmData[] | null,
  allowedEntities: number,
  totalEntities: number,
): Record<string, unknown> {
  return {
    cmdId,
    errorCode: 0,
    errorMsg: null,
    cmdUpdateType: 'ALARM_DATA',
    data,
    update,
    allowedEntities,
    totalEntities,
  };
}

/** COUNT_DATA update. */
export function countUpdate(cmdId: number, count: number): Record<string, unknown> {
  return { cmdId, errorCode: 0, errorMsg: null, cmdUpdateType: 'COUNT_DATA', count };
}

/** v2 error of a given update type. */
export function v2Error(
  cmdId: number,
  type: 'ENTITY_DATA' | 'ALARM_DATA' | 'COUNT_DATA',
  code: number,
  msg: string,
): Record<string, unknown> {
  const base = { cmdId, errorCode: code, errorMsg: msg, cmdUpdateType: type };
  if (type === 'COUNT_DATA') return { ...base, count: 0 };
  return { ...base, data: null, update: null };
}

/** The command envelope; every array optional. */
export interface CommandsWrapper {
  attrSubCmds?: unknown[];
  tsSubCmds?: unknown[];
  historyCmds?: unknown[];
  entityDataCmds?: unknown[];
  entityDataUnsubscribeCmds?: unknown[];
  alarmDataCmds?: unknown[];
  alarmDataUnsubscribeCmds?: unknown[];
  entityCountCmds?: unknown[];
  entityCountUnsubscribeCmds?: unknown[];
}

const ENVELOPE_KEYS = [
  'attrSubCmds',
  'tsSubCmds',
  'historyCmds',
  'entityDataCmds',
  'entityDataUnsubscribeCmds',
  'alarmDataCmds',
  'alarmDataUnsubscribeCmds',
  'entityCountCmds',
  'entityCountUnsubscribeCmds',
] as const;

/** Parses a frame; null when it is not a valid envelope ("Failed to parse websocket command!"). */
export function parseEnvelope(text: string): CommandsWrapper | null {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  // Text PostgreSQL cannot hold (NUL, unpaired surrogates) never reaches a query.
  if (mayHoldInvalidText(text) && findInvalidText(v)) return null;
  const o = v as Record<string, unknown>;
  for (const k of ENVELOPE_KEYS) if (o[k] !== undefined && o[k] !== null && !Array.isArray(o[k])) return null;
  return o as CommandsWrapper;
}
