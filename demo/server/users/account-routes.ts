/** Activation link/mail, credentials on/off and "login as". */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context.js';
import { currentUser, requireAuthority } from '../security/guard.js';
import { principalOf } from './principal.js';
import { EmptyResponseError, badRequest, forbidden, notFound } from '../http/errors.js';
import { boolParam, uuidParam } from '../http/params.js';
import { writeAudit } from '../audit-logs/repo.js';
import { findCredentials, findUserByEmail, resetFailedLogins, setCredentialsEnabled } from './repo.js';
import { canReadUser } from './routes.js';
import { activationLink, canWriteUser, loadUserFor, sendActivationMail } from './service.js';

/** Registers the account routes. */
export const userAccountRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const admins = { preHandler: requireAuthority('SYS_ADMIN', 'TENANT_ADMIN') };

  async function pendingToken(userId: string): Promise<string> {
    const creds = await findCredentials(db, userId);
    if (!creds) throw notFound();
    if (creds.enabled || !creds.activate_token) throw badRequest('User is already activated!');
    return creds.activate_token;
  }

  app.get<{ Params: { userId: string } }>('/api/user/:userId/activationLink', admins, async (request, reply) => {
    const user = await loadUserFor(db, currentUser(request), uuidParam(request.params.userId, 'userId'), canReadUser);
    const link = await activationLink(db, request, await pendingToken(user.id));
    return reply.type('text/plain;charset=UTF-8').send(link);
  });

  app.post<{ Querystring: { email?: string } }>('/api/user/sendActivationMail', admins, async (request, reply) => {
    const email = request.query.email;
    if (email === undefined) throw new EmptyResponseError();
    const found = await findUserByEmail(db, email);
    if (!found) throw notFound();
    const user = await loadUserFor(db, currentUser(request), found.id, canReadUser);
    await sendActivationMail(db, request, user.email, await pendingToken(user.id));
    if (user.tenant_id) ctx.usage.record(user.tenant_id, 'EMAIL');
    return reply.code(200).send();
  });

  app.post<{ Params: { userId: string }; Querystring: { userCredentialsEnabled?: string } }>(
    '/api/user/:userId/userCredentialsEnabled',
    admins,
    async (request, reply) => {
      const principal = currentUser(request);
      const user = await loadUserFor(db, principal, uuidParam(request.params.userId, 'userId'), canWriteUser);
      const enabled = boolParam(request.query.userCredentialsEnabled, true);
      await setCredentialsEnabled(db, user.id, enabled);
      if (enabled) await resetFailedLogins(db, user.id);
      else await ctx.outdating.outdate(user.id);
      await writeAudit(
        db,
        principal,
        { entityType: 'USER', id: user.id, name: user.email, customerId: user.customer_id },
        enabled ? 'ACTIVATED' : 'SUSPENDED',
      );
      return reply.code(200).send();
    },
  );

  app.get<{ Params: { userId: string } }>('/api/user/:userId/token', admins, async (request) => {
    if (!ctx.config.userTokenAccessEnabled) throw forbidden();
    const principal = currentUser(request);
    const user = await loadUserFor(db, principal, uuidParam(request.params.userId, 'userId'), canReadUser);
    // TB: a system administrator may act as tenant administrators only (never as another system administrator).
    if (principal.authority === 'SYS_ADMIN' && user.authority !== 'TENANT_ADMIN') throw forbidden();
    const creds = await findCredentials(db, user.id);
    return ctx.jwt.issuePair(principalOf(user, creds?.enabled ?? false));
  });
};
