/**
 * ThingsBoard user endpoints the session needs at start-up: the user
 * shape, the signed-in user, login-as permission. Management calls are in user-management.ts, out of start-up bundles.
 */
import { z } from 'zod/mini';
import { http, type RequestOptions } from './http';
import { entityIdSchema } from './entity';

export const authoritySchema = z.enum(['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER']);
export type Authority = z.infer<typeof authoritySchema>;

/** Loose: TB's save endpoint takes the whole user back, so unknown keys survive. */
export const userSchema = z.looseObject({
  id: entityIdSchema,
  createdTime: z.optional(z.number()),
  tenantId: z.optional(entityIdSchema),
  customerId: z.optional(entityIdSchema),
  email: z.string(),
  authority: z.string(),
  firstName: z.nullish(z.string()),
  lastName: z.nullish(z.string()),
  additionalInfo: z.nullish(z.record(z.string(), z.unknown())),
});
export type User = z.infer<typeof userSchema>;

const enc = encodeURIComponent;

/** GET /api/user/{id} — adds additionalInfo.userCredentialsEnabled. */
export function getUser(userId: string, opts?: RequestOptions): Promise<User> {
  return http.get(`/api/user/${enc(userId)}`, userSchema, opts);
}

/** GET /api/user/tokenAccessEnabled — may a SYS_ADMIN/TENANT_ADMIN log in as another user. */
export function getTokenAccessEnabled(opts?: RequestOptions): Promise<boolean> {
  return http.get('/api/user/tokenAccessEnabled', z.boolean(), opts);
}
