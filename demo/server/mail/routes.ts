/**
 * `GET /api/test/mail?to=&limit=` — the outbox, for tests and the demo (registered only with test routes on).
 * `/api/test/**` skips the global token hook, so this route checks the token itself and admits SYS_ADMIN only.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context.js';
import { forbidden, unauthorized } from '../http/errors.js';
import { listMail } from './outbox.js';

/** Registers the outbox route. */
export const mailTestRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  if (!ctx.config.testRoutes) return;
  app.get<{ Querystring: { to?: string; limit?: string } }>('/api/test/mail', async (request) => {
    const header = request.headers['x-authorization'];
    const value = Array.isArray(header) ? header[0] : header;
    if (!value || value.length < 7) throw unauthorized();
    const user = await ctx.jwt.verifyAccess(value.slice(7));
    if (user.authority !== 'SYS_ADMIN') throw forbidden();
    return listMail(ctx.db, request.query.to ?? null, Number(request.query.limit ?? 50) || 50);
  });
};
