/**
 * Password flows: activation, reset by e-mail, change password. Mails go to the outbox.
 * Every password change outdates the user's earlier tokens and answers with a fresh pair.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { RouteOptions, ServerContext } from '../context.js';
import { EmptyResponseError, badRequest, forbidden, unauthorized } from '../http/errors.js';
import { boolParam } from '../http/params.js';
import { objectBody, optString } from '../http/validate.js';
import { randomAlphanumeric } from '../lib/random.js';
import { baseUrl, sendMail } from '../mail/outbox.js';
import { accountActivatedMail, passwordWasResetMail, resetPasswordMail } from '../mail/templates.js';
import {
  findCredentials,
  findCredentialsByActivateToken,
  findCredentialsByResetToken,
  findUserByEmail,
  findUserById,
  mergeUserAdditionalInfo,
  setPassword,
  setResetToken,
} from '../users/repo.js';
import type { UserRow } from '../users/model.js';
import { currentUser } from '../security/guard.js';
import { principalOf } from '../users/principal.js';
import { hashPassword, verifyPassword } from '../security/password.js';
import { validatePassword } from './policy.js';

function historyOf(user: UserRow): Record<string, unknown> | null {
  const h = user.additional_info?.['userPasswordHistory'];
  return h && typeof h === 'object' && !Array.isArray(h) ? (h as Record<string, unknown>) : null;
}

/** Stores a new password, records it in `userPasswordHistory`, outdates old tokens and issues a new pair. */
async function applyPassword(ctx: ServerContext, user: UserRow, password: string) {
  const hash = await hashPassword(password);
  await setPassword(ctx.db, user.id, hash);
  await mergeUserAdditionalInfo(ctx.db, user.id, {
    userPasswordHistory: { ...(historyOf(user) ?? {}), [String(Date.now())]: hash },
  });
  await ctx.outdating.outdate(user.id);
  return ctx.jwt.issuePair(principalOf(user, true));
}

function redirect(reply: FastifyReply, location: string) {
  return reply.code(303).header('location', location).send();
}

/** Registers the noauth password routes and `POST /api/auth/changePassword`. */
export const passwordRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get<{ Querystring: { activateToken?: string } }>('/api/noauth/activate', async (request, reply) => {
    const token = request.query.activateToken;
    if (token === undefined) throw new EmptyResponseError();
    if (!(await findCredentialsByActivateToken(db, token))) return reply.code(409).send();
    return redirect(reply, `/login/createPassword?activateToken=${encodeURIComponent(token)}`);
  });

  app.post<{ Querystring: { sendActivationMail?: string } }>('/api/noauth/activate', async (request) => {
    const body = objectBody(request.body);
    const token = optString(body, 'activateToken') ?? '';
    const password = optString(body, 'password') ?? '';
    const creds = token ? await findCredentialsByActivateToken(db, token) : null;
    if (!creds) throw badRequest(`Unable to find user credentials by activateToken [${token}]`);
    if (creds.enabled) throw badRequest('User credentials are already activated');
    const user = await findUserById(db, creds.user_id);
    if (!user) throw unauthorized();
    await validatePassword(db, password, historyOf(user));
    const pair = await applyPassword(ctx, user, password);
    if (boolParam(request.query.sendActivationMail, true)) {
      await sendMail(db, accountActivatedMail(user.email, `${await baseUrl(db, request)}/login`));
    }
    return pair;
  });

  app.post('/api/noauth/resetPasswordByEmail', async (request, reply) => {
    try {
      const email = optString(objectBody(request.body), 'email') ?? '';
      const user = await findUserByEmail(db, email);
      const creds = user ? await findCredentials(db, user.id) : null;
      if (user && creds?.enabled) {
        const token = randomAlphanumeric(30);
        await setResetToken(db, user.id, token);
        const link = `${await baseUrl(db, request)}/api/noauth/resetPassword?resetToken=${token}`;
        await sendMail(db, resetPasswordMail(user.email, link));
      }
    } catch {
      // TB swallows every error here, so the answer never reveals whether the address exists.
    }
    return reply.code(200).send();
  });

  app.get<{ Querystring: { resetToken?: string } }>('/api/noauth/resetPassword', async (request, reply) => {
    const token = request.query.resetToken;
    if (token === undefined) throw new EmptyResponseError();
    if (!(await findCredentialsByResetToken(db, token))) return reply.code(409).send();
    return redirect(reply, `/login/resetPassword?resetToken=${encodeURIComponent(token)}`);
  });

  app.post('/api/noauth/resetPassword', async (request) => {
    const body = objectBody(request.body);
    const token = optString(body, 'resetToken') ?? '';
    const password = optString(body, 'password') ?? '';
    const creds = token ? await findCredentialsByResetToken(db, token) : null;
    if (!creds) throw badRequest('Invalid reset token!');
    const user = await findUserById(db, creds.user_id);
    if (!user) throw badRequest('Invalid reset token!');
    await validatePassword(db, password, historyOf(user));
    if (await verifyPassword(password, creds.password))
      throw badRequest('New password should be different from existing!');
    const pair = await applyPassword(ctx, user, password);
    await sendMail(db, passwordWasResetMail(user.email, `${await baseUrl(db, request)}/login`));
    return pair;
  });

  app.post('/api/auth/changePassword', async (request) => {
    const principal = currentUser(request);
    if (principal.isPublic) throw forbidden();
    const body = objectBody(request.body);
    const current = optString(body, 'currentPassword') ?? '';
    const next = optString(body, 'newPassword') ?? '';
    const user = await findUserById(db, principal.userId);
    const creds = user ? await findCredentials(db, user.id) : null;
    if (!user || !creds) throw unauthorized();
    if (!(await verifyPassword(current, creds.password))) throw badRequest("Current password doesn't match!");
    await validatePassword(db, next, historyOf(user));
    if (await verifyPassword(next, creds.password)) throw badRequest('New password should be different from existing!');
    return applyPassword(ctx, user, next);
  });
};
