/** Small readers and writers over ThingsBoard widget JSON: every write copies, and keys it does not name survive. */
import type { TbJson } from '../../panel-contract';

export type Json = TbJson;

export const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
export const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
export const str = (v: unknown, d = ''): string => (typeof v === 'string' ? v : d);
export const bool = (v: unknown, d: boolean): boolean => (typeof v === 'boolean' ? v : d);

/** The widget's `config` object ({} when missing). */
export const configOf = (widget: Json): Json => obj(widget.config);

/** The widget with `patch` merged into its config; `undefined` values remove the key. */
export function patchConfig(widget: Json, patch: Json): Json {
  const config: Json = { ...configOf(widget) };
  for (const [k, v] of Object.entries(patch)) {
    if (v === undefined) delete config[k];
    else config[k] = v;
  }
  return { ...widget, config };
}

/** A copy of the list with the item at `from` moved to `to` (out-of-range moves return the list unchanged). */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** An RFC 4122 version-4 id (action ids, as ThingsBoard writes them). */
export function uuid(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = new Uint8Array(16);
  crypto.getRandomValues(b);
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
