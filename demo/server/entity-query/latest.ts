/**
 * Latest values of a page of entities for entity-data queries (attributes of one scope or any scope, time series),
 * with ThingsBoard's string normalisation of `EntityDataAdapter.convertValue`: values come out of SQL as text and
 * are re-printed as a Java long or double when they parse as one (so a double 25.0 reads "25", 1e20 reads
 * "1.0E20", a string "007" reads "7"). Missing values are `{ts: 0, value: ""}`.
 */
import { finiteOrText, jsonRows } from '../db/json-rows.js';
import type { Queryable } from '../db/types.js';
import { javaDouble } from '../telemetry/json.js';
import { kvFromRow, type KvColumns, type KvValue } from '../telemetry/kv.js';
import type { KeyDictionary } from '../telemetry/ts-repo.js';
import type { EntityKey, KeyType } from './types.js';

/** `{ts, value}` with a string value. */
export interface TsValue {
  ts: number;
  value: string | null;
}

const LONG = /^[+-]?\d+$/;
const DOUBLE = /^\s*[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?[fFdD]?\s*$/;

/** TB's convertValue of a text value. */
export function normalise(text: string): string {
  if (text.length === 0) return text;
  if (LONG.test(text)) {
    const big = BigInt(text);
    if (big >= -(2n ** 63n) && big < 2n ** 63n) return big.toString();
  }
  if (DOUBLE.test(text)) {
    const d = Number(text.trim().replace(/[fFdD]$/, ''));
    if (Number.isFinite(d)) return javaDouble(d);
  }
  return text;
}

/** Text of a typed value as PostgreSQL casts it to varchar, then normalised. */
export function entityDataValue(kv: KvValue): string {
  switch (kv.type) {
    case 'BOOLEAN':
      return String(kv.value);
    case 'LONG':
      return kv.value.toString();
    case 'DOUBLE':
      return Number.isInteger(kv.value) && Math.abs(kv.value) < 1e15 ? String(kv.value) : javaDouble(kv.value);
    case 'STRING':
      return normalise(kv.value);
    case 'JSON':
      return JSON.stringify(kv.value ?? null);
  }
}

/** The value of one entity's key (`undefined` = missing). */
export type LatestMap = Map<string, Map<string, TsValue>>;

const SCOPE_OF: Partial<Record<KeyType, string>> = {
  CLIENT_ATTRIBUTE: 'CLIENT_SCOPE',
  SHARED_ATTRIBUTE: 'SHARED_SCOPE',
  SERVER_ATTRIBUTE: 'SERVER_SCOPE',
};

/** Map key of a latest value. */
export function latestKey(k: EntityKey): string {
  return `${k.type}\u0000${k.key}`;
}

type JsonKv = Omit<KvColumns, 'dbl_v'> & { dbl_v: number | string | null };
type AttrRow = JsonKv & { entity_id: string; attribute_type: string; attribute_key: string; last_update_ts: number };
type TsRow = JsonKv & { entity_id: string; key: number; ts: number };

/** Fetches the requested latest values (attributes and time series) of the given entities. */
export async function fetchLatest(
  db: Queryable,
  dict: KeyDictionary,
  ids: readonly string[],
  keys: readonly EntityKey[],
): Promise<LatestMap> {
  const out: LatestMap = new Map(ids.map((id) => [id, new Map<string, TsValue>()]));
  if (ids.length === 0) return out;
  const attrKeys = keys.filter((k) => k.type === 'ATTRIBUTE' || SCOPE_OF[k.type]);
  if (attrKeys.length > 0) {
    const rows = await jsonRows<AttrRow>(
      db,
      `SELECT entity_id, attribute_type, attribute_key, bool_v, str_v, long_v, dbl_v, json_v, last_update_ts FROM attribute_kv
       WHERE entity_id = ANY($1::uuid[]) AND attribute_key = ANY($2::varchar[])`,
      [ids, [...new Set(attrKeys.map((k) => k.key))]],
    );
    for (const k of attrKeys) {
      const scope = SCOPE_OF[k.type];
      for (const r of rows) {
        if (r.attribute_key !== k.key || (scope && r.attribute_type !== scope)) continue;
        const map = out.get(r.entity_id);
        const prev = map?.get(latestKey(k));
        if (prev && prev.ts >= r.last_update_ts) continue;
        map?.set(latestKey(k), {
          ts: r.last_update_ts,
          value: entityDataValue(kvFromRow(k.key, { ...r, dbl_v: finiteOrText(r.dbl_v) })),
        });
      }
    }
  }
  const tsKeys = keys.filter((k) => k.type === 'TIME_SERIES');
  if (tsKeys.length > 0) {
    const keyIds = await dict.lookup(tsKeys.map((k) => k.key));
    if (keyIds.size > 0) {
      const rows = await jsonRows<TsRow>(
        db,
        'SELECT entity_id, key, ts, bool_v, str_v, long_v, dbl_v, json_v FROM ts_kv_latest WHERE entity_id = ANY($1::uuid[]) AND key = ANY($2::int[])',
        [ids, [...keyIds.values()]],
      );
      const byId = new Map([...keyIds.entries()].map(([name, id]) => [id, name]));
      for (const r of rows) {
        const name = byId.get(r.key) ?? '';
        out.get(r.entity_id)?.set(latestKey({ type: 'TIME_SERIES', key: name }), {
          ts: r.ts,
          value: entityDataValue(kvFromRow(name, { ...r, dbl_v: finiteOrText(r.dbl_v) })),
        });
      }
    }
  }
  return out;
}
