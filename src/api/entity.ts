import type { z } from './zod';
import type { entityIdSchema } from './schemas';

/** ThingsBoard's nil-style UUID: system tenant, "no customer", public users. */
export const NULL_UUID = '13814000-1dd2-11b2-8080-808080808080';

/** `{entityType, id}` — both fields always present on the wire. */
export type EntityId = z.infer<typeof entityIdSchema>;

export function isNullId(id: { id: string } | null | undefined): boolean {
  return !id || id.id === NULL_UUID;
}
