/**
 * Reading request bodies the way ThingsBoard's Jackson binding does, with TB's 400/31 messages: scalars coerce to
 * strings, entity ids need both `entityType` and `id`, free-form JSON fields (`additionalInfo`, `configuration`) take
 * any JSON value.
 */
import type { EntityId, EntityType } from '../lib/entity-id.js';
import { ENTITY_TYPES } from '../lib/entity-id.js';
import { isUuid } from '../lib/uuid.js';
import { EmptyResponseError, badRequest } from './errors.js';
import { isJsonObject } from './body.js';

/** A JSON object body. */
export type Json = Record<string, unknown>;

/** The request body as a JSON object. @throws 400 (empty body) when absent, 400/31 when not an object. */
export function objectBody(body: unknown): Json {
  if (body === undefined || body === null) throw new EmptyResponseError();
  if (!isJsonObject(body)) throw badRequest('Invalid request body');
  return body;
}

/** Optional string field: absent/null → null; numbers/booleans coerce (Jackson); objects → 400/31. */
export function optString(obj: Json, key: string): string | null {
  const v = obj[key];
  if (v === undefined || v === null) return null;
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  throw badRequest(`Invalid value of field '${key}'`);
}

/** Optional boolean (Jackson accepts true/false and "true"/"false"). */
export function optBool(obj: Json, key: string, fallback = false): boolean {
  const v = obj[key];
  if (v === undefined || v === null) return fallback;
  if (typeof v === 'boolean') return v;
  if (v === 'true' || v === 'false') return v === 'true';
  throw badRequest(`Invalid value of field '${key}'`);
}

/** Optional integer/long. */
export function optInt(obj: Json, key: string): number | null {
  const v = obj[key];
  if (v === undefined || v === null || v === '') return null;
  const n = typeof v === 'string' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isFinite(n) || !Number.isInteger(n))
    throw badRequest(`Invalid value of field '${key}'`);
  return n;
}

/** Any JSON value (absent → null). */
export function optJson(obj: Json, key: string): unknown {
  const v = obj[key];
  return v === undefined ? null : v;
}

/** Optional JSON object (absent/null → null); other JSON types → 400/31. */
export function optObject(obj: Json, key: string): Json | null {
  const v = obj[key];
  if (v === undefined || v === null) return null;
  if (!isJsonObject(v)) throw badRequest(`Invalid value of field '${key}'`);
  return v;
}

/** Optional enum value. @throws 400/31 for values outside `allowed`. */
export function optEnum<T extends string>(obj: Json, key: string, allowed: readonly T[]): T | null {
  const v = obj[key];
  if (v === undefined || v === null) return null;
  const found = allowed.find((a) => a === v);
  if (!found) throw badRequest(`Invalid value of field '${key}': ${String(v)}`);
  return found;
}

/** Parses an EntityId object (any entity type allowed unless `expected` is given). */
export function parseEntityId(value: unknown, expected?: EntityType | readonly EntityType[]): EntityId | null {
  if (value === undefined || value === null) return null;
  if (!isJsonObject(value)) throw badRequest('Missing entityType or id!');
  const { entityType, id } = value;
  if (typeof entityType !== 'string' || typeof id !== 'string') throw badRequest('Missing entityType or id!');
  const type = ENTITY_TYPES.find((t) => t === entityType);
  if (!type) throw badRequest(`Unsupported entity type: ${entityType}`);
  if (!isUuid(id)) throw badRequest(`Invalid UUID string: ${id}`);
  const allowed = expected === undefined ? null : typeof expected === 'string' ? [expected] : expected;
  if (allowed && !allowed.includes(type)) throw badRequest(`Unsupported entity type: ${entityType}`);
  return { entityType: type, id: id.toLowerCase() };
}

/** The uuid of an EntityId field (null when absent). */
export function optEntityUuid(obj: Json, key: string, expected?: EntityType | readonly EntityType[]): string | null {
  return parseEntityId(obj[key], expected)?.id ?? null;
}

/** The `id` of a save request: null → create. */
export function bodyId(obj: Json, expected: EntityType): string | null {
  return optEntityUuid(obj, 'id', expected);
}
