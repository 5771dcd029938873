/** SQL for `tb_user` and `user_credentials`. All statements are parameterised. */
import type { Queryable } from '../db/types.js';
import { jsonParam } from '../db/types.js';
import { uuidV1, uuidV1Time } from '../lib/uuid.js';
import { runPaged, type PageData, type PageLink } from '../http/page.js';
import { toUser, type Authority, type UserCredentialsRow, type UserRow } from './model.js';

const USER_COLUMNS =
  'id, created_time, tenant_id, customer_id, email, authority, first_name, last_name, additional_info';

/** Fields needed to create a user. */
export interface NewUser {
  tenantId: string;
  customerId: string;
  email: string;
  authority: Authority;
  firstName?: string | null;
  lastName?: string | null;
  additionalInfo?: Record<string, unknown> | null;
}

/** Finds a user by id. */
export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM tb_user WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** Finds a user by e-mail (exact match: logins are case-sensitive as in ThingsBoard's default). */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM tb_user WHERE email = $1`, [email]);
  return rows[0] ?? null;
}

/** Inserts a user with a new time-based id and returns the row. */
export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow> {
  const id = uuidV1();
  const { rows } = await db.query<UserRow>(
    `INSERT INTO tb_user (${USER_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb) RETURNING ${USER_COLUMNS}`,
    [
      id,
      uuidV1Time(id),
      user.tenantId,
      user.customerId,
      user.email,
      user.authority,
      user.firstName ?? null,
      user.lastName ?? null,
      jsonParam(user.additionalInfo ?? {}),
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('INSERT INTO tb_user returned no row');
  return row;
}

/** Merges keys into a user's additionalInfo (creating the object when null). */
export async function mergeUserAdditionalInfo(
  db: Queryable,
  userId: string,
  patch: Record<string, unknown>,
): Promise<void> {
  await db.query(
    "UPDATE tb_user SET additional_info = COALESCE(additional_info, '{}'::jsonb) || $2::jsonb WHERE id = $1",
    [userId, jsonParam(patch)],
  );
}

/** Credentials of a user, or null when none exist. */
export async function findCredentials(db: Queryable, userId: string): Promise<UserCredentialsRow | null> {
  const { rows } = await db.query<UserCredentialsRow>('SELECT * FROM user_credentials WHERE user_id = $1', [userId]);
  return rows[0] ?? null;
}

/** Creates credentials for a user. */
export async function insertCredentials(
  db: Queryable,
  userId: string,
  fields: { enabled: boolean; passwordHash: string | null; activateToken?: string | null },
): Promise<void> {
  const id = uuidV1();
  await db.query(
    `INSERT INTO user_credentials (id, created_time, user_id, enabled, password, activate_token, password_changed_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      id,
      uuidV1Time(id),
      userId,
      fields.enabled,
      fields.passwordHash,
      fields.activateToken ?? null,
      fields.passwordHash ? Date.now() : null,
    ],
  );
}

/** Records a failed login and returns the new attempt count. */
export async function incrementFailedLogins(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ failed_login_attempts: number }>(
    `UPDATE user_credentials SET failed_login_attempts = failed_login_attempts + 1
     WHERE user_id = $1 RETURNING failed_login_attempts`,
    [userId],
  );
  return rows[0]?.failed_login_attempts ?? 0;
}

/** Enables or disables a user's credentials. */
export async function setCredentialsEnabled(db: Queryable, userId: string, enabled: boolean): Promise<void> {
  await db.query('UPDATE user_credentials SET enabled = $2 WHERE user_id = $1', [userId, enabled]);
}

/** Resets the failed-login counter of a user's credentials. */
export async function resetFailedLogins(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE user_credentials SET failed_login_attempts = 0 WHERE user_id = $1', [userId]);
}

/** Resets the failed-login counter and stamps `lastLoginTs` (as ThingsBoard does on a successful login). */
export async function recordSuccessfulLogin(db: Queryable, userId: string, ts: number): Promise<void> {
  await resetFailedLogins(db, userId);
  await mergeUserAdditionalInfo(db, userId, { lastLoginTs: ts, failedLoginAttempts: 0 });
}

/** Finds credentials by activation token. */
export async function findCredentialsByActivateToken(db: Queryable, token: string): Promise<UserCredentialsRow | null> {
  const { rows } = await db.query<UserCredentialsRow>('SELECT * FROM user_credentials WHERE activate_token = $1', [
    token,
  ]);
  return rows[0] ?? null;
}

/** Finds credentials by reset token. */
export async function findCredentialsByResetToken(db: Queryable, token: string): Promise<UserCredentialsRow | null> {
  const { rows } = await db.query<UserCredentialsRow>('SELECT * FROM user_credentials WHERE reset_token = $1', [token]);
  return rows[0] ?? null;
}

/** Stores a new password hash: enables the credentials and clears activation/reset tokens. */
export async function setPassword(db: Queryable, userId: string, hash: string): Promise<void> {
  await db.query(
    `UPDATE user_credentials SET password = $2, enabled = true, activate_token = NULL, reset_token = NULL,
       failed_login_attempts = 0, password_changed_time = $3 WHERE user_id = $1`,
    [userId, hash, Date.now()],
  );
}

/** Sets a fresh reset token. */
export async function setResetToken(db: Queryable, userId: string, token: string): Promise<void> {
  await db.query('UPDATE user_credentials SET reset_token = $2, reset_token_time = $3 WHERE user_id = $1', [
    userId,
    token,
    Date.now(),
  ]);
}

/** Updates a user in place (full replace of the editable columns). */
export async function updateUser(db: Queryable, id: string, user: NewUser & { createdTime: number }): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `UPDATE tb_user SET created_time = $2, tenant_id = $3, customer_id = $4, email = $5, authority = $6, first_name = $7,
       last_name = $8, additional_info = $9::jsonb WHERE id = $1 RETURNING ${USER_COLUMNS}`,
    [
      id,
      user.createdTime,
      user.tenantId,
      user.customerId,
      user.email,
      user.authority,
      user.firstName ?? null,
      user.lastName ?? null,
      jsonParam(user.additionalInfo ?? null),
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('UPDATE tb_user returned no row');
  return row;
}

/** SELECT list of users, for paged queries. */
export const USER_SELECT = `SELECT ${USER_COLUMNS} FROM tb_user`;

/** Deletes a user (its credentials go with it). */
export async function deleteUser(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM tb_user WHERE id = $1', [id]);
}

/** True when a dashboard with this id exists (a user's default or home dashboard may point to a deleted one). */
export async function dashboardExists(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM dashboard WHERE id = $1', [id]);
  return rows.length > 0;
}

const USER_SORT = {
  createdTime: 'created_time',
  email: 'email',
  firstName: 'first_name',
  lastName: 'last_name',
  authority: 'authority',
  name: 'email',
};

/** Which users a page lists: a tenant's, or a customer's; optionally only tenant admins or only customer users. */
export interface UserFilter {
  tenantId: string;
  customerId?: string;
  authority?: 'TENANT_ADMIN' | 'CUSTOMER_USER';
}

/** One page of users, searched by e-mail prefix. */
export async function findUsersPage(db: Queryable, link: PageLink, f: UserFilter): Promise<PageData<unknown>> {
  const where = ['tenant_id = $1'];
  const params: unknown[] = [f.tenantId];
  if (f.customerId !== undefined) {
    params.push(f.customerId);
    where.push('customer_id = $2');
  }
  if (f.authority === 'TENANT_ADMIN') where.push("authority = 'TENANT_ADMIN'");
  if (f.authority === 'CUSTOMER_USER') where.push("authority = 'CUSTOMER_USER'");
  return runPaged<UserRow>(db, link, {
    select: USER_SELECT,
    where,
    params,
    searchColumn: 'email',
    sortMap: USER_SORT,
    defaultOrder: 'id',
    map: toUser,
  });
}
