/** Credential checks behind the login, refresh and public-login endpoints. */
import type { Db } from '../db/types.js';
import { Msg, unauthorized } from '../http/errors.js';
import { NULL_UUID, isUuid } from '../lib/uuid.js';
import { findCustomerById, isPublicCustomer, type CustomerRow } from '../customers/repo.js';
import type { UserRow } from '../users/model.js';
import { principalOf } from '../users/principal.js';
import {
  findCredentials,
  findUserByEmail,
  findUserById,
  incrementFailedLogins,
  mergeUserAdditionalInfo,
  recordSuccessfulLogin,
  setCredentialsEnabled,
} from '../users/repo.js';
import { getSecuritySettings } from '../system/settings.js';
import type { RefreshSubject, SecurityUser } from '../security/jwt.js';
import { verifyPassword } from '../security/password.js';

/** Principal of a public (dashboard) visitor of `customer`. */
export function publicPrincipalOf(customer: CustomerRow): SecurityUser {
  return {
    userId: NULL_UUID,
    sub: customer.id,
    authority: 'CUSTOMER_USER',
    tenantId: customer.tenant_id,
    customerId: customer.id,
    firstName: 'Public',
    lastName: 'Public',
    enabled: true,
    isPublic: true,
  };
}

async function onBadPassword(db: Db, user: UserRow): Promise<never> {
  const attempts = await incrementFailedLogins(db, user.id);
  await mergeUserAdditionalInfo(db, user.id, { failedLoginAttempts: attempts });
  const { maxFailedLoginAttempts } = await getSecuritySettings(db);
  if (maxFailedLoginAttempts && maxFailedLoginAttempts > 0 && attempts > maxFailedLoginAttempts) {
    await setCredentialsEnabled(db, user.id, false);
    throw unauthorized(Msg.LOCKED);
  }
  throw unauthorized(Msg.BAD_CREDENTIALS);
}

/**
 * Checks a username/password login and returns the principal.
 * @throws ApiError 401/10 with "Invalid username or password", "User account is not active" or the lockout message.
 */
export async function authenticatePassword(db: Db, username: string, password: string): Promise<SecurityUser> {
  const user = await findUserByEmail(db, username);
  const creds = user ? await findCredentials(db, user.id) : null;
  const ok = await verifyPassword(password, creds?.password);
  if (!user || !creds) throw unauthorized(Msg.BAD_CREDENTIALS);
  // Password first, then the enabled flag (as TB does): the account state is only revealed to its owner.
  if (!ok) return onBadPassword(db, user);
  if (!creds.enabled) throw unauthorized(Msg.NOT_ACTIVE);
  await recordSuccessfulLogin(db, user.id, Date.now());
  return principalOf(user, true);
}

/**
 * Resolves a public-login id to the public customer's principal.
 * @throws ApiError 401/10 when the id is not a public customer.
 */
export async function authenticatePublic(db: Db, publicId: string): Promise<SecurityUser> {
  const customer = isUuid(publicId) ? await findCustomerById(db, publicId.toLowerCase()) : null;
  if (!customer || !isPublicCustomer(customer)) throw unauthorized(Msg.BAD_CREDENTIALS);
  return publicPrincipalOf(customer);
}

/**
 * Re-reads the subject of a refresh token from the database (a disabled user cannot refresh).
 * @throws ApiError 401/10 when the user/customer is gone, or "User account is not active".
 */
export async function principalForRefresh(db: Db, subject: RefreshSubject): Promise<SecurityUser> {
  if (subject.isPublic) return authenticatePublic(db, subject.sub);
  const user = isUuid(subject.userId) ? await findUserById(db, subject.userId) : null;
  const creds = user ? await findCredentials(db, user.id) : null;
  if (!user || !creds) throw unauthorized(Msg.BAD_CREDENTIALS);
  if (!creds.enabled) throw unauthorized(Msg.NOT_ACTIVE);
  return principalOf(user, true);
}
