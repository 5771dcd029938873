/** ThingsBoard user endpoints (seed 001 §7 "Users", contract §3.1, §4.1). */
import { z } from 'zod/mini';
import { http, type RequestOptions } from './http';
import { entityIdSchema } from './entity';
import { tokenPairSchema, type TokenPair } from './auth';
import { pageDataSchema, toPageQuery, type PageData, type PageLink } from './page';

export const authoritySchema = z.enum(['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER']);
export type Authority = z.infer<typeof authoritySchema>;

/** Loose: TB's save endpoint takes the whole user back, so unknown keys survive (STYLE §0.2). */
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
const userPage = pageDataSchema(userSchema);

/** GET /api/user/{id} — adds additionalInfo.userCredentialsEnabled (contract §2.8). */
export function getUser(userId: string, opts?: RequestOptions): Promise<User> {
  return http.get(`/api/user/${enc(userId)}`, userSchema, opts);
}

/** GET /api/user/tokenAccessEnabled — may a SYS_ADMIN/TENANT_ADMIN log in as another user. */
export function getTokenAccessEnabled(opts?: RequestOptions): Promise<boolean> {
  return http.get('/api/user/tokenAccessEnabled', z.boolean(), opts);
}

/** POST /api/user — create or update (full replace: send the whole user back). */
export function saveUser(user: Partial<User> & { email: string; authority: string }, sendActivationMail = false, opts?: RequestOptions): Promise<User> {
  return http.post(`/api/user?sendActivationMail=${sendActivationMail}`, user, userSchema, opts);
}

/** DELETE /api/user/{id} */
export function deleteUser(userId: string, opts?: RequestOptions): Promise<void> {
  return http.delete(`/api/user/${enc(userId)}`, opts);
}

/** GET /api/users (PL) — a tenant admin's tenant users, a customer user's customer users. */
export function getUsers(link: PageLink, opts?: RequestOptions): Promise<PageData<User>> {
  return http.get(`/api/users${toPageQuery(link)}`, userPage, opts);
}

/** GET /api/tenant/{tenantId}/users (PL) — the tenant's administrators (system admin). */
export function getTenantAdmins(tenantId: string, link: PageLink, opts?: RequestOptions): Promise<PageData<User>> {
  return http.get(`/api/tenant/${enc(tenantId)}/users${toPageQuery(link)}`, userPage, opts);
}

/** GET /api/customer/{customerId}/users (PL) */
export function getCustomerUsers(customerId: string, link: PageLink, opts?: RequestOptions): Promise<PageData<User>> {
  return http.get(`/api/customer/${enc(customerId)}/users${toPageQuery(link)}`, userPage, opts);
}

/** GET /api/user/{id}/activationLink — text/plain URL; 400 when already activated. */
export function getActivationLink(userId: string, opts?: RequestOptions): Promise<string> {
  return http.getText(`/api/user/${enc(userId)}/activationLink`, opts);
}

/** POST /api/user/sendActivationMail?email= */
export function sendActivationEmail(email: string, opts?: RequestOptions): Promise<void> {
  return http.post(`/api/user/sendActivationMail?email=${enc(email)}`, undefined, undefined, opts);
}

/** POST /api/user/{id}/userCredentialsEnabled?userCredentialsEnabled= — enable or disable the account. */
export function setUserCredentialsEnabled(userId: string, enabled: boolean, opts?: RequestOptions): Promise<void> {
  return http.post(`/api/user/${enc(userId)}/userCredentialsEnabled?userCredentialsEnabled=${enabled}`, undefined, undefined, opts);
}

/** GET /api/user/{id}/token — a token pair to act as that user ("login as"). */
export function getUserToken(userId: string, opts?: RequestOptions): Promise<TokenPair> {
  return http.get(`/api/user/${enc(userId)}/token`, tokenPairSchema, opts);
}
