/** Parsing of EntityRelationsQuery / entity search query bodies. */
import { badRequest, notFound } from '../http/errors.js';
import { isJsonObject } from '../http/body.js';
import { optBool, optInt, optString, type Json } from '../http/validate.js';
import { ENTITY_TYPES, type EntityType } from '../lib/entity-id.js';
import { isUuid } from '../lib/uuid.js';
import { TYPE_GROUPS, type RelationFilter, type RelationQueryParams, type TypeGroup } from './repo.js';

function entityTypeOf(value: unknown): EntityType {
  const t = ENTITY_TYPES.find((e) => e === value);
  if (!t) throw badRequest(`Invalid entity type: ${String(value)}`);
  return t;
}

/** Parses `parameters` (null → 404 as TB's checkNotNull). */
export function parseQueryParams(body: Json): RelationQueryParams {
  const p = body['parameters'];
  if (p === undefined || p === null) throw notFound();
  if (!isJsonObject(p)) throw badRequest('Invalid request body');
  const rootId = optString(p, 'rootId');
  if (!rootId || !isUuid(rootId)) throw badRequest(`Invalid UUID string: ${rootId ?? ''}`);
  const direction = optString(p, 'direction') ?? 'FROM';
  if (direction !== 'FROM' && direction !== 'TO') throw badRequest(`Invalid direction: ${direction}`);
  const group = optString(p, 'relationTypeGroup');
  if (group !== null && !TYPE_GROUPS.some((g) => g === group))
    throw badRequest(`Invalid relation type group: ${group}`);
  return {
    rootId: rootId.toLowerCase(),
    rootType: entityTypeOf(p['rootType']),
    direction,
    group: group as TypeGroup | null,
    maxLevel: optInt(p, 'maxLevel') ?? 1,
    fetchLastLevelOnly: optBool(p, 'fetchLastLevelOnly'),
  };
}

/** Parses `filters` of an EntityRelationsQuery. */
export function parseFilters(body: Json): RelationFilter[] {
  const raw = body['filters'];
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw badRequest('Invalid request body');
  return raw.map((f: unknown) => {
    if (!isJsonObject(f)) throw badRequest('Invalid request body');
    const types = f['entityTypes'];
    if (types !== undefined && types !== null && !Array.isArray(types)) throw badRequest('Invalid request body');
    return { relationType: optString(f, 'relationType'), entityTypes: (types ?? []).map(entityTypeOf) };
  });
}

/** A string array field (null → 404 as TB's checkNotNull on e.g. `assetTypes`). */
export function stringList(body: Json, key: string): string[] {
  const v = body[key];
  if (v === undefined || v === null) throw notFound();
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) throw badRequest('Invalid request body');
  return v as string[];
}
