/** User management calls: save, delete, lists, activation, credentials, login-as token. */
import { http, type RequestOptions } from './http';
import { type TokenPair } from './auth';
import { tokenPairSchema } from './schemas';
import { pageDataSchema, toPageQuery, type PageData, type PageLink } from './page';
import { type User } from './users';
import { userSchema } from './schemas';

const enc = encodeURIComponent;
const userPage = pageDataSchema(userSchema);

/** POST /api/user — create or update (full replace: send the whole user back). */
export function saveUser(
  user: Partial<User> & { email: string; authority: string },
  sendActivationMail = false,
  opts?: RequestOptions,
): Promise<User> {
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
  return http.post(
    `/api/user/${enc(userId)}/userCredentialsEnabled?userCredentialsEnabled=${enabled}`,
    undefined,
    undefined,
    opts,
  );
}

/** GET /api/user/{id}/token — a token pair to act as that user ("login as"). */
export function getUserToken(userId: string, opts?: RequestOptions): Promise<TokenPair> {
  return http.get(`/api/user/${enc(userId)}/token`, tokenPairSchema, opts);
}
