/**
 * Typed key-value entries as ThingsBoard stores them (BOOLEAN, STRING, LONG, DOUBLE, JSON), their conversions from
 * request JSON (Gson/Jackson typing rules, optional string→number type cast) and to the wire (string values as
 * `getValueAsString`, native values for strict types and attributes).
 */
import { JsonDouble, TbDouble, isTbObject, javaDouble, toPlain, type TbJson } from './json.js';

/** ThingsBoard's DataType. */
export type DataType = 'BOOLEAN' | 'STRING' | 'LONG' | 'DOUBLE' | 'JSON';

/** One typed value. LONG values beyond 2^53 are kept as bigint on the way in. */
export type KvValue =
  | { type: 'BOOLEAN'; value: boolean }
  | { type: 'STRING'; value: string }
  | { type: 'LONG'; value: number | bigint }
  | { type: 'DOUBLE'; value: number }
  | { type: 'JSON'; value: unknown };

/** A key with a typed value. */
export type KvEntry = KvValue & { key: string };

/** A time-series point. */
export type TsKvEntry = KvEntry & { ts: number };

/** An attribute with its last update time. */
export type AttributeKvEntry = KvEntry & { lastUpdateTs: number };

/** The typed columns of ts_kv / ts_kv_latest / attribute_kv rows. */
export interface KvColumns {
  bool_v: boolean | null;
  str_v: string | null;
  long_v: number | null;
  dbl_v: number | null;
  json_v: unknown;
}

/** Raised for values ThingsBoard refuses ("Big integer values are not supported!", "Can't parse value: …"). */
export class KvError extends Error {}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
/** commons-lang `NumberUtils.isParsable`: optional minus, digits with at most one inner dot, no exponent. */
const PARSABLE = /^-?(?:\d+(?:\.\d+)?|\.\d+)$/;

function longValue(text: string): number | bigint {
  const big = BigInt(text);
  if (big < INT64_MIN || big > INT64_MAX) throw new KvError('Big integer values are not supported!');
  const n = Number(big);
  return Number.isSafeInteger(n) ? n : big;
}

function numericFromText(key: string, text: string): KvEntry {
  if (text.includes('.')) return { key, type: 'DOUBLE', value: Number(text) };
  return { key, type: 'LONG', value: longValue(text) };
}

/** Short JSON text of a value for error messages. */
function show(v: TbJson): string {
  return JSON.stringify(toPlain(v)) ?? String(v);
}

/**
 * Converts one parsed JSON value to a typed entry (ThingsBoard's JsonConverter rules). Returns null for JSON null.
 * @param typeCast - `transport.json.type_cast_enabled` (default true in TB): numeric strings become numbers.
 * @throws KvError for big integers.
 */
export function kvFromJson(key: string, v: TbJson, typeCast: boolean): KvEntry | null {
  if (v === null) return null;
  if (typeof v === 'string') {
    if (typeCast && PARSABLE.test(v)) {
      try {
        return numericFromText(key, v);
      } catch {
        return { key, type: 'STRING', value: v };
      }
    }
    return { key, type: 'STRING', value: v };
  }
  if (typeof v === 'boolean') return { key, type: 'BOOLEAN', value: v };
  if (typeof v === 'number') return { key, type: 'LONG', value: v };
  if (typeof v === 'bigint') return { key, type: 'LONG', value: longValue(v.toString()) };
  if (v instanceof TbDouble) return { key, type: 'DOUBLE', value: v.value };
  return { key, type: 'JSON', value: toPlain(v) };
}

/** Entries of a JSON object's fields (JSON nulls skipped). */
export function kvsFromObject(obj: { [key: string]: TbJson }, typeCast: boolean): KvEntry[] {
  const out: KvEntry[] = [];
  for (const [k, v] of Object.entries(obj)) {
    if (k.includes('\u0000')) throw new KvError('Key should not contain 0x00 symbol!');
    const kv = kvFromJson(k, v, typeCast);
    if (kv) out.push(kv);
  }
  return out;
}

/** Points grouped by timestamp, as parsed from a telemetry payload. */
export interface TsBatch {
  ts: number;
  values: KvEntry[];
}

function parseTs(v: TbJson | undefined): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  if (v instanceof TbDouble) return Math.trunc(v.value);
  if (typeof v === 'string' && /^-?\d+$/.test(v.trim())) return Number(v.trim());
  throw new KvError(`Can't parse value: ${show(v ?? null)}`);
}

function telemetryObject(obj: { [key: string]: TbJson }, now: number, typeCast: boolean): TsBatch {
  if ('ts' in obj && 'values' in obj) {
    const values = obj['values'] ?? null;
    if (!isTbObject(values)) throw new KvError(`Can't parse value: ${show(values)}`);
    return { ts: parseTs(obj['ts']), values: kvsFromObject(values, typeCast) };
  }
  return { ts: now, values: kvsFromObject(obj, typeCast) };
}

/**
 * Converts a telemetry payload (`{k:v}`, `{ts, values}` or an array of either, contract §6.1) to batches.
 * @throws KvError ("Can't parse value: …") for other shapes.
 */
export function parseTelemetry(json: TbJson, now: number, typeCast = true): TsBatch[] {
  if (isTbObject(json)) return [telemetryObject(json, now, typeCast)];
  if (Array.isArray(json)) {
    return json.map((item) => {
      if (!isTbObject(item)) throw new KvError(`Can't parse value: ${show(item)}`);
      return telemetryObject(item, now, typeCast);
    });
  }
  throw new KvError(`Can't parse value: ${show(json)}`);
}

/** Typed value of a storage row (bool → str → long → dbl → json, as TB reads them). */
export function kvFromRow(key: string, row: KvColumns): KvEntry {
  if (row.bool_v !== null && row.bool_v !== undefined) return { key, type: 'BOOLEAN', value: row.bool_v };
  if (row.str_v !== null && row.str_v !== undefined) return { key, type: 'STRING', value: row.str_v };
  if (row.long_v !== null && row.long_v !== undefined) return { key, type: 'LONG', value: row.long_v };
  if (row.dbl_v !== null && row.dbl_v !== undefined) return { key, type: 'DOUBLE', value: row.dbl_v };
  return { key, type: 'JSON', value: row.json_v ?? null };
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Text as PostgreSQL can store it: NUL characters removed (ThingsBoard's `sql.remove_null_chars`, on by default, does
 * this to string and JSON values before insert) and unpaired surrogates replaced by U+FFFD.
 */
export function storableText(text: string): string {
  const clean = text.includes('\u0000') ? text.replaceAll('\u0000', '') : text;
  return /[\ud800-\udfff]/.test(clean) ? clean.replace(LONE_SURROGATE, '\ufffd') : clean;
}

function storableJson(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value);
  if (Array.isArray(value)) return value.map(storableJson);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [storableText(k), storableJson(v)]));
}

/** Column values for storing an entry (long as text so 64-bit values survive parameter passing). */
export function kvColumns(kv: KvValue): [boolean | null, string | null, string | null, number | null, string | null] {
  switch (kv.type) {
    case 'BOOLEAN':
      return [kv.value, null, null, null, null];
    case 'STRING':
      return [null, storableText(kv.value), null, null, null];
    case 'LONG':
      return [null, null, kv.value.toString(), null, null];
    case 'DOUBLE':
      return [null, null, null, kv.value, null];
    case 'JSON':
      return [null, null, null, null, JSON.stringify(storableJson(kv.value ?? null))];
  }
}

/** `KvEntry.getValueAsString()`: what the WebSocket API and non-strict REST return. */
export function valueAsString(kv: KvValue): string {
  switch (kv.type) {
    case 'BOOLEAN':
      return String(kv.value);
    case 'STRING':
      return kv.value;
    case 'LONG':
      return kv.value.toString();
    case 'DOUBLE':
      return javaDouble(kv.value);
    case 'JSON':
      return JSON.stringify(kv.value ?? null);
  }
}

/** Native JSON value (strict data types, attribute values); doubles marked so they serialise as `25.0`. */
export function nativeValue(kv: KvValue): unknown {
  switch (kv.type) {
    case 'LONG':
      return typeof kv.value === 'bigint' ? Number(kv.value) : kv.value;
    case 'DOUBLE':
      return new JsonDouble(kv.value);
    default:
      return kv.value;
  }
}
