/** User save validation (TB's UserDataValidator) and the activation-mail flow. */
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/types.js';
import type { SecurityUser } from '../security/jwt.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { bodyId, optInt, optString, optEntityUuid, optJson, type Json } from '../http/validate.js';
import { NULL_UUID } from '../lib/uuid.js';
import { isEmail } from '../../../src/lib/email.js';
import { findCustomerById } from '../customers/repo.js';
import { findTenantById } from '../tenants/repo.js';
import { activationMail } from '../mail/templates.js';
import { baseUrl, sendMail } from '../mail/outbox.js';
import { AUTHORITIES, type Authority, type UserRow } from './model.js';
import { findUserById, type NewUser } from './repo.js';

/** A parsed save-user request. */
export interface UserInput extends NewUser {
  id: string | null;
  createdTime: number;
}

/**
 * ThingsBoard's WRITE permission on a user: SA → tenant admins / system admins; TA → users of its tenant;
 * CU → itself only.
 */
export function canWriteUser(
  principal: SecurityUser,
  target: Pick<UserRow, 'id' | 'tenant_id' | 'authority'>,
): boolean {
  switch (principal.authority) {
    case 'SYS_ADMIN':
      return target.authority !== 'CUSTOMER_USER';
    case 'TENANT_ADMIN':
      return target.tenant_id === principal.tenantId && target.authority !== 'SYS_ADMIN';
    case 'CUSTOMER_USER':
      return !principal.isPublic && target.id === principal.userId;
  }
}

/** Parses the body of `POST /api/user`, forcing the caller's tenant (TA/CU) and customer (CU). */
export function parseUserBody(body: Json, principal: SecurityUser): UserInput {
  const authorityRaw = optString(body, 'authority');
  const authority = AUTHORITIES.find((a) => a === authorityRaw) ?? null;
  if (authorityRaw !== null && !authority) throw badRequest(`Invalid value of field 'authority': ${authorityRaw}`);
  let tenantId = optEntityUuid(body, 'tenantId', 'TENANT') ?? NULL_UUID;
  let customerId = optEntityUuid(body, 'customerId', 'CUSTOMER') ?? NULL_UUID;
  if (principal.authority !== 'SYS_ADMIN') tenantId = principal.tenantId;
  if (principal.authority === 'CUSTOMER_USER') customerId = principal.customerId;
  const info = optJson(body, 'additionalInfo');
  return {
    id: bodyId(body, 'USER'),
    createdTime: optInt(body, 'createdTime') ?? 0,
    tenantId,
    customerId,
    email: optString(body, 'email') ?? '',
    authority: authority as Authority,
    firstName: optString(body, 'firstName'),
    lastName: optString(body, 'lastName'),
    additionalInfo: (info ?? null) as Record<string, unknown> | null,
  };
}

/** Runs TB's user validation. @throws ApiError 400/31 with TB's messages. */
export async function validateUser(db: Queryable, user: UserInput): Promise<void> {
  if (user.email.trim() === '') throw badRequest('User email should be specified!');
  if (!isEmail(user.email)) throw badRequest(`Invalid email address format '${user.email}'!`);
  if (!user.authority) throw badRequest("User authority isn't defined!");
  const hasTenant = user.tenantId !== NULL_UUID;
  const hasCustomer = user.customerId !== NULL_UUID;
  switch (user.authority) {
    case 'SYS_ADMIN':
      if (hasTenant || hasCustomer)
        throw badRequest("System administrator can't be assigned neither to tenant nor to customer!");
      break;
    case 'TENANT_ADMIN':
      if (!hasTenant) throw badRequest('Tenant administrator should be assigned to tenant!');
      if (hasCustomer) throw badRequest("Tenant administrator can't be assigned to customer!");
      break;
    case 'CUSTOMER_USER':
      if (!hasTenant || !hasCustomer) throw badRequest('Customer user should be assigned to customer!');
      break;
  }
  const { rows } = await db.query<{ id: string }>('SELECT id FROM tb_user WHERE lower(email) = lower($1)', [
    user.email,
  ]);
  if (rows.some((r) => r.id !== user.id))
    throw badRequest(`User with email '${user.email}'  already present in database!`);
  if (hasTenant && !(await findTenantById(db, user.tenantId)))
    throw badRequest('User is referencing to non-existent tenant!');
  if (hasCustomer) {
    const customer = await findCustomerById(db, user.customerId);
    if (!customer) throw badRequest('User is referencing to non-existent customer!');
    if (customer.tenant_id !== user.tenantId)
      throw badRequest("User can't be assigned to customer from different tenant!");
  }
}

/** Loads a user the principal may read/write. @throws 404/32 or 403/20. */
export async function loadUserFor(
  db: Queryable,
  principal: SecurityUser,
  id: string,
  check: (p: SecurityUser, u: UserRow) => boolean,
): Promise<UserRow> {
  const row = await findUserById(db, id);
  if (!row) throw notFound();
  if (!check(principal, row)) throw forbidden();
  return row;
}

/** The activation link of a user with a pending activation token. */
export async function activationLink(db: Queryable, request: FastifyRequest, token: string): Promise<string> {
  return `${await baseUrl(db, request)}/api/noauth/activate?activateToken=${token}`;
}

/** Mails the activation link. */
export async function sendActivationMail(
  db: Queryable,
  request: FastifyRequest,
  email: string,
  token: string,
): Promise<void> {
  await sendMail(db, activationMail(email, await activationLink(db, request, token)));
}
