/**
 * Entity data query REST: `POST /api/entitiesQuery/find`, `/count`, `/find/keys` and
 * `POST /api/alarmsQuery/find`. Tenant administrators and customer users only (TB @PreAuthorize).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context.js';
import { currentUser, requireAuthority } from '../security/guard.js';
import { EmptyResponseError } from '../http/errors.js';
import { objectBody } from '../http/validate.js';
import { optBoolean } from '../telemetry/params.js';
import { alarmEntities, alarmQueryOf, findAlarmData } from './alarm-query.js';
import { countEntities, findEntityData, findEntityKeys, type QueryDeps } from './query.js';
import { dataQueryOf } from './types.js';

/** Registers the entity and alarm query routes. */
export const entityQueryRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const taCu = { preHandler: requireAuthority('TENANT_ADMIN', 'CUSTOMER_USER') };
  const deps: QueryDeps = { db: ctx.db, keys: ctx.telemetry.timeseries.keys };

  app.post('/api/entitiesQuery/find', taCu, async (req) =>
    findEntityData(deps, currentUser(req), dataQueryOf(objectBody(req.body))),
  );

  app.post('/api/entitiesQuery/count', taCu, async (req) =>
    countEntities(deps, currentUser(req), dataQueryOf(objectBody(req.body))),
  );

  app.post<{ Querystring: { timeseries?: string; attributes?: string } }>(
    '/api/entitiesQuery/find/keys',
    taCu,
    async (req) => {
      const { timeseries, attributes } = req.query;
      if (timeseries === undefined || attributes === undefined) throw new EmptyResponseError();
      const q = dataQueryOf(objectBody(req.body));
      return findEntityKeys(deps, currentUser(req), q, optBoolean(timeseries, false), optBoolean(attributes, false));
    },
  );

  app.post('/api/alarmsQuery/find', taCu, async (req) => {
    const user = currentUser(req);
    const q = alarmQueryOf(objectBody(req.body));
    const entities = await alarmEntities(deps, user, q, ctx.config.telemetry.maxEntitiesPerAlarmSubscription);
    return findAlarmData(deps, user, q, entities);
  });
};
