/**
 * Key filters of device-profile alarm conditions evaluated in memory (ThingsBoard 3.3.1 facts): NUMERIC, STRING,
 * BOOLEAN and COMPLEX predicates; the compared value is `userValue`, else the dynamic value (an attribute of the
 * device, its customer or its tenant; customer falls back to tenant with `inherit`), else `defaultValue`. A missing
 * key makes the filter false.
 */
import { valueAsString, type KvEntry } from '../../telemetry/kv.js';
import type { DeviceSnapshot, KeyType, OwnerAttributes } from './snapshot.js';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});

/** Number of a value (booleans 1/0, numeric strings), else null. */
export function numberOf(kv: KvEntry | undefined): number | null {
  if (!kv) return null;
  if (kv.type === 'LONG' || kv.type === 'DOUBLE') return Number(kv.value);
  if (kv.type === 'BOOLEAN') return kv.value ? 1 : 0;
  const n = Number(valueAsString(kv));
  return valueAsString(kv).trim() !== '' && Number.isFinite(n) ? n : null;
}

function boolOf(kv: KvEntry | undefined): boolean | null {
  if (!kv) return null;
  if (kv.type === 'BOOLEAN') return kv.value;
  if (kv.type === 'LONG' || kv.type === 'DOUBLE') return Number(kv.value) !== 0;
  const s = valueAsString(kv).toLowerCase();
  return s === 'true' ? true : s === 'false' ? false : null;
}

/** Resolves a predicate value to a typed entry. */
export async function predicateValue(raw: unknown, snap: DeviceSnapshot, owners: OwnerAttributes): Promise<unknown> {
  const v = obj(raw);
  if (v['userValue'] !== null && v['userValue'] !== undefined) return v['userValue'];
  const dyn = obj(v['dynamicValue']);
  const attr = typeof dyn['sourceAttribute'] === 'string' ? dyn['sourceAttribute'] : '';
  if (attr) {
    let kv: KvEntry | undefined;
    if (dyn['sourceType'] === 'CURRENT_DEVICE') kv = snap.attribute(attr);
    else if (dyn['sourceType'] === 'CURRENT_CUSTOMER')
      kv = (await owners.customer(attr)) ?? (dyn['inherit'] === true ? await owners.tenant(attr) : undefined);
    else if (dyn['sourceType'] === 'CURRENT_TENANT') kv = await owners.tenant(attr);
    if (kv) return kv.type === 'LONG' || kv.type === 'DOUBLE' || kv.type === 'BOOLEAN' ? kv.value : valueAsString(kv);
  }
  return v['defaultValue'];
}

async function evalPredicate(
  pred: Json,
  kv: KvEntry | undefined,
  snap: DeviceSnapshot,
  owners: OwnerAttributes,
): Promise<boolean> {
  const op = String(pred['operation'] ?? '');
  switch (pred['type']) {
    case 'COMPLEX': {
      const list = Array.isArray(pred['predicates']) ? pred['predicates'].map(obj) : [];
      for (const p of list) {
        const r = await evalPredicate(p, kv, snap, owners);
        if (op === 'OR' && r) return true;
        if (op !== 'OR' && !r) return false;
      }
      return op !== 'OR' || list.length === 0;
    }
    case 'NUMERIC': {
      const a = numberOf(kv);
      const bRaw = await predicateValue(pred['value'], snap, owners);
      const b = typeof bRaw === 'number' ? bRaw : typeof bRaw === 'string' && bRaw.trim() !== '' ? Number(bRaw) : NaN;
      if (a === null || !Number.isFinite(b)) return false;
      const cmp: Record<string, boolean> = {
        EQUAL: a === b,
        NOT_EQUAL: a !== b,
        GREATER: a > b,
        LESS: a < b,
        GREATER_OR_EQUAL: a >= b,
        LESS_OR_EQUAL: a <= b,
      };
      return cmp[op] ?? false;
    }
    case 'BOOLEAN': {
      const a = boolOf(kv);
      const bRaw = await predicateValue(pred['value'], snap, owners);
      const b = typeof bRaw === 'boolean' ? bRaw : String(bRaw).toLowerCase() === 'true';
      if (a === null) return false;
      return op === 'NOT_EQUAL' ? a !== b : a === b;
    }
    case 'STRING': {
      if (!kv) return false;
      const ic = pred['ignoreCase'] === true;
      const a = ic ? valueAsString(kv).toLowerCase() : valueAsString(kv);
      const bRaw = String((await predicateValue(pred['value'], snap, owners)) ?? '');
      const b = ic ? bRaw.toLowerCase() : bRaw;
      const cmp: Record<string, boolean> = {
        EQUAL: a === b,
        NOT_EQUAL: a !== b,
        STARTS_WITH: a.startsWith(b),
        ENDS_WITH: a.endsWith(b),
        CONTAINS: a.includes(b),
        NOT_CONTAINS: !a.includes(b),
      };
      return cmp[op] ?? false;
    }
    default:
      return false;
  }
}

/** The key (type and name) of a key filter. */
export function filterKey(filter: unknown): { type: KeyType; key: string } {
  const k = obj(obj(filter)['key']);
  return { type: String(k['type'] ?? 'TIME_SERIES') as KeyType, key: String(k['key'] ?? '') };
}

/** True when every key filter of a condition holds. */
export async function evalFilters(filters: unknown[], snap: DeviceSnapshot, owners: OwnerAttributes): Promise<boolean> {
  if (filters.length === 0) return false;
  for (const f of filters) {
    const { type, key } = filterKey(f);
    const kv: KvEntry | undefined = type === 'CONSTANT' ? constantOf(obj(f)['value'], key) : snap.get(type, key);
    if (!(await evalPredicate(obj(obj(f)['predicate']), kv, snap, owners))) return false;
  }
  return true;
}

function constantOf(v: unknown, key: string): KvEntry | undefined {
  if (typeof v === 'number') return { key, type: 'DOUBLE', value: v };
  if (typeof v === 'boolean') return { key, type: 'BOOLEAN', value: v };
  if (typeof v === 'string') return { key, type: 'STRING', value: v };
  return undefined;
}
