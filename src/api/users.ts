/**
 * ThingsBoard user endpoints the session needs at start-up: the user
 * shape, the signed-in user, login-as permission. Management calls are in user-management.ts, out of start-up bundles.
 */
import { http, type RequestOptions } from './http';
import type { authoritySchema, userSchema } from './schemas';
import { guard, hasFields, isBoolean, isEntityId, isNullish, isNumber, isOptional, isRecord, isString } from './shapes';
import type { z } from './zod';

export type Authority = z.infer<typeof authoritySchema>;
/** Loose: TB's save endpoint takes the whole user back, so unknown keys survive. */
export type User = z.infer<typeof userSchema>;

/** The fields of userSchema (schemas.ts), checked without zod: this call runs at every start-up. */
const userShape = guard<User>(
  hasFields({
    id: isEntityId,
    createdTime: isOptional(isNumber),
    tenantId: isOptional(isEntityId),
    customerId: isOptional(isEntityId),
    email: isString,
    authority: isString,
    firstName: isNullish(isString),
    lastName: isNullish(isString),
    additionalInfo: isNullish(isRecord),
  }),
);

const enc = encodeURIComponent;

/** GET /api/user/{id} — adds additionalInfo.userCredentialsEnabled. */
export function getUser(userId: string, opts?: RequestOptions): Promise<User> {
  return http.get(`/api/user/${enc(userId)}`, userShape, opts);
}

/** GET /api/user/tokenAccessEnabled — may a SYS_ADMIN/TENANT_ADMIN log in as another user. */
export function getTokenAccessEnabled(opts?: RequestOptions): Promise<boolean> {
  return http.get('/api/user/tokenAccessEnabled', guard<boolean>(isBoolean), opts);
}
