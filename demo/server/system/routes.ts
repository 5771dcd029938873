/** System parameters the UI loads after login, and the unauthenticated login-page helpers. */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context.js';
import { getSecuritySettings } from './settings.js';
import { requireAuthority } from '../security/guard.js';
import { EmptyResponseError, badRequest } from '../http/errors.js';
import { RULE_ENGINE_QUEUES } from './queues.js';

const SERVICE_TYPES = ['TB_CORE', 'TB_RULE_ENGINE', 'TB_TRANSPORT', 'JS_EXECUTOR'];

/** Registers `/api/edges/enabled`, `/api/dashboard/maxDatapointsLimit` and the `/api/noauth` helpers. */
export const systemRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get('/api/edges/enabled', async () => ctx.config.edgesEnabled);

  app.get('/api/dashboard/maxDatapointsLimit', async () => ctx.config.maxDatapointsLimit);

  app.get('/api/noauth/userPasswordPolicy', async () => (await getSecuritySettings(ctx.db)).passwordPolicy);

  app.get<{ Querystring: { serviceType?: string } }>(
    '/api/tenant/queues',
    { preHandler: requireAuthority('TENANT_ADMIN') },
    async (req) => {
      const type = req.query.serviceType;
      if (type === undefined) throw new EmptyResponseError();
      if (!SERVICE_TYPES.includes(type))
        throw badRequest(`No enum constant org.thingsboard.server.common.msg.queue.ServiceType.${type}`);
      return type === 'TB_RULE_ENGINE' ? [...RULE_ENGINE_QUEUES] : [];
    },
  );
};
