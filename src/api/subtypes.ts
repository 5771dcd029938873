/**
 * Entity subtype lists (asset/device/edge/entity-view types) with ThingsBoard's cache rules: one
 * cached list per entity type, de-duplicated and sorted; a failed load gives an empty list (and is not cached);
 * saving an entity of that type clears the cache (`clearSubtypes`).
 */
import { z } from './zod';
import { http } from './http';

export type SubtypeEntityType = 'ASSET' | 'DEVICE' | 'EDGE' | 'ENTITY_VIEW';

const PATHS: Record<SubtypeEntityType, string> = {
  ASSET: '/api/asset/types',
  DEVICE: '/api/device/types',
  EDGE: '/api/edge/types',
  ENTITY_VIEW: '/api/entityView/types',
};

const subtypeSchema = z.array(z.looseObject({ type: z.string() }));

const cache = new Map<SubtypeEntityType, Promise<string[]>>();

/** Unique, sorted subtype names. */
export function uniqueSubtypes(types: readonly string[]): string[] {
  return [...new Set(types.filter((t) => t !== ''))].sort((a, b) => a.localeCompare(b));
}

/** GET /api/{asset|device|edge|entityView}/types, cached per type; failures resolve to []. */
export function getEntitySubtypes(entityType: SubtypeEntityType): Promise<string[]> {
  const hit = cache.get(entityType);
  if (hit) return hit;
  // No caller's abort signal: the request is shared by every caller until the cache is cleared.
  const pending = http.get(PATHS[entityType], subtypeSchema, { ignoreLoading: true, ignoreErrors: true }).then(
    (list) => uniqueSubtypes(list.map((s) => s.type)),
    () => {
      cache.delete(entityType);
      return [];
    },
  );
  cache.set(entityType, pending);
  return pending;
}

/** Forget the cached list (after saving an entity of that type). */
export function clearSubtypes(entityType: SubtypeEntityType): void {
  cache.delete(entityType);
}
