import type { z } from './zod';
import type { entityIdSchema } from './schemas';
import { NULL_UUID } from '../lib/null-uuid';

export { NULL_UUID };

/** `{entityType, id}` — both fields always present on the wire. */
export type EntityId = z.infer<typeof entityIdSchema>;

export function isNullId(id: { id: string } | null | undefined): boolean {
  return !id || id.id === NULL_UUID;
}
