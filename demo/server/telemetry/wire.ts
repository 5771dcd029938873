/** Wire shapes of telemetry responses: attribute lists and `{key: [{ts, value}]}` maps. */
import { tbStringify } from './json.js';
import { nativeValue, valueAsString, type KvValue, type TsKvEntry } from './kv.js';
import type { ScopedAttribute } from './attribute-service.js';

/** `[{lastUpdateTs, key, value}]` with native values (doubles written as `25.0`). */
export function attributesJson(attrs: readonly ScopedAttribute[]): string {
  return tbStringify(attrs.map((a) => ({ lastUpdateTs: a.lastUpdateTs, key: a.key, value: nativeValue(a) })));
}

/** `{ts, value}` of a point: string value unless strict. */
export function tsValue(e: { ts: number } & KvValue, strict: boolean): { ts: number; value: unknown } {
  return { ts: e.ts, value: strict ? nativeValue(e) : valueAsString(e) };
}

/** `{key: [{ts, value}, …]}` in key order of the map / list. */
export function timeseriesJson(byKey: Iterable<[string, readonly TsKvEntry[]]>, strict: boolean): string {
  // Null prototype: a key named "__proto__" stays an ordinary property.
  const out = Object.create(null) as Record<string, unknown[]>;
  for (const [key, points] of byKey) out[key] = points.map((p) => tsValue(p, strict));
  return tbStringify(out);
}

/** Groups latest values by key (one element per key). */
export function latestByKey(entries: readonly TsKvEntry[]): [string, TsKvEntry[]][] {
  return entries.map((e) => [e.key, [e]]);
}
