/**
 * `GET /api/test/mail?to=&limit=` and `GET /api/test/sms?to=&limit=` — the mail and SMS outboxes, for tests and the
 * demo (registered only with test routes on). `/api/test/**` skips the global token hook, so these routes check the
 * token themselves and admit SYS_ADMIN only.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteOptions, ServerContext } from '../context.js';
import { forbidden, unauthorized } from '../http/errors.js';
import { listSms } from '../sms/outbox.js';
import { listMail } from './outbox.js';

async function requireSysadmin(ctx: ServerContext, request: FastifyRequest): Promise<void> {
  const header = request.headers['x-authorization'];
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || value.length < 7) throw unauthorized();
  const user = await ctx.jwt.verifyAccess(value.slice(7));
  if (user.authority !== 'SYS_ADMIN') throw forbidden();
}

/** Registers the outbox routes. */
export const mailTestRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  if (!ctx.config.testRoutes) return;
  app.get<{ Querystring: { to?: string; limit?: string } }>('/api/test/mail', async (request) => {
    await requireSysadmin(ctx, request);
    return listMail(ctx.db, request.query.to ?? null, Number(request.query.limit ?? 50) || 50);
  });
  app.get<{ Querystring: { to?: string; limit?: string } }>('/api/test/sms', async (request) => {
    await requireSysadmin(ctx, request);
    return listSms(ctx.db, request.query.to ?? null, Number(request.query.limit ?? 50) || 50);
  });
};
