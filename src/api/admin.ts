/** ThingsBoard system administration endpoints (seed 001 §7 "Admin"). */
import { z } from 'zod/mini';
import { http, type RequestOptions } from './http';

export const updateMessageSchema = z.looseObject({ message: z.string(), updateAvailable: z.boolean() });
/** `UpdateMessage` of `/api/admin/updates`. */
export type UpdateMessage = z.infer<typeof updateMessageSchema>;

/** GET /api/admin/updates — the product update check (SYS_ADMIN only). */
export function getUpdates(opts?: RequestOptions): Promise<UpdateMessage> {
  return http.get('/api/admin/updates', updateMessageSchema, opts);
}
