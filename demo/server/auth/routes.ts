/** `/api/auth/**` endpoints: login, refresh, public login, logout, user, password and activation flows. */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { writeAudit } from '../audit-logs/repo.js';
import type { RouteOptions } from '../context.js';
import { isJsonObject } from '../http/body.js';
import { Msg, unauthorized } from '../http/errors.js';
import { toUser } from '../users/model.js';
import { findUserByEmail, findUserById } from '../users/repo.js';
import { currentUser } from '../security/guard.js';
import { authenticatePassword, authenticatePublic, principalForRefresh } from './login.js';
import { principalOf } from '../users/principal.js';

/** Reads a JSON object body whatever the content type was (TB's login filters ignore it). */
function bodyObject(body: unknown): Record<string, unknown> | null {
  if (isJsonObject(body)) return body;
  if (typeof body !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(body);
    return isJsonObject(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** A non-blank string field of the body. @throws ApiError 401/10 "Authentication failed". */
function requiredField(body: unknown, field: string): string {
  const value = bodyObject(body)?.[field];
  if (typeof value !== 'string' || value.trim() === '') throw unauthorized(Msg.AUTH_FAILED);
  return value;
}

/** `actionData` of LOGIN/LOGOUT entries. */
function clientInfo(request: FastifyRequest): Record<string, unknown> {
  return { clientAddress: request.ip, browser: String(request.headers['user-agent'] ?? 'Unknown') };
}

const LOGIN_ENDPOINTS = ['/api/auth/login', '/api/auth/login/public', '/api/auth/token'];

/** Registers login, refresh, public login, logout and current-user routes. */
export const authRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const opts = { config: { authEndpoint: true } };

  app.post('/api/auth/login', opts, async (request) => {
    const username = requiredField(request.body, 'username');
    const password = requiredField(request.body, 'password');
    let principal;
    try {
      principal = await authenticatePassword(ctx.db, username, password);
    } catch (err) {
      // TB audits failed logins of existing users (LOCKOUT when the account got locked).
      const user = await findUserByEmail(ctx.db, username);
      if (user && err instanceof Error) {
        const action = err.message === Msg.LOCKED ? 'LOCKOUT' : 'LOGIN';
        await writeAudit(
          ctx.db,
          principalOf(user, false),
          { entityType: 'USER', id: user.id, name: user.email },
          action,
          clientInfo(request),
          err.message,
        );
      }
      throw err;
    }
    await writeAudit(
      ctx.db,
      principal,
      { entityType: 'USER', id: principal.userId, name: principal.sub },
      'LOGIN',
      clientInfo(request),
    );
    return ctx.jwt.issuePair(principal);
  });

  app.post('/api/auth/token', opts, async (request) => {
    const subject = await ctx.jwt.verifyRefresh(requiredField(request.body, 'refreshToken'));
    return ctx.jwt.issuePair(await principalForRefresh(ctx.db, subject));
  });

  app.post('/api/auth/login/public', opts, async (request) => {
    const principal = await authenticatePublic(ctx.db, requiredField(request.body, 'publicId'));
    return ctx.jwt.issuePair(principal);
  });

  for (const url of LOGIN_ENDPOINTS) {
    app.route({
      method: ['GET', 'PUT', 'DELETE', 'PATCH'],
      url,
      config: { authEndpoint: true },
      handler: async () => {
        throw unauthorized(Msg.METHOD_NOT_SUPPORTED);
      },
    });
  }

  // Tokens are stateless; like TB 3.3.1 this only writes the LOGOUT audit entry.
  app.post('/api/auth/logout', async (request, reply) => {
    const principal = currentUser(request);
    if (!principal.isPublic) {
      await writeAudit(
        ctx.db,
        principal,
        { entityType: 'USER', id: principal.userId, name: principal.sub },
        'LOGOUT',
        clientInfo(request),
      );
    }
    return reply.code(200).send();
  });

  // Raw DB user (no computed additionalInfo). Public visitors have no stored user: TB answers 200 with no body.
  app.get('/api/auth/user', async (request, reply) => {
    const principal = currentUser(request);
    const row = principal.isPublic ? null : await findUserById(ctx.db, principal.userId);
    return row ? toUser(row) : reply.code(200).send();
  });
};
