/**
 * `/api/plugins/telemetry/**`: attribute and time-series keys and values, latest
 * values, history (raw or aggregated in SQL), and — in write-routes.ts — saves and deletes, including the TB 3.3.1
 * legacy path forms. All roles pass TB's @PreAuthorize; per-entity rules are in access.ts. Failures of this family
 * are plain-text bodies (PlainError), except JSON 400/31 for unparsable entity types/ids (thrown before TB's
 * asynchronous part) and Spring's empty 400s for bad query parameters.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteOptions, ServerContext } from '../context.js';
import { currentUser } from '../security/guard.js';
import { EmptyResponseError } from '../http/errors.js';
import { AGGREGATIONS, type Aggregation } from './aggregate.js';
import {
  assignableSpec,
  checkAssignableOwner,
  checkAssignableRole,
  parseEntityRef,
  validateEntity,
  type TelemetryOp,
  type ValidatedEntity,
} from './access.js';
import type { TsKvEntry } from './kv.js';
import { isScope } from './attribute-service.js';
import { PlainError, plainBadRequest } from './errors.js';
import { TELEMETRY_PREFIX, keysList, optBoolean, optInt32, optLong } from './params.js';
import { attributesJson, latestByKey, timeseriesJson } from './wire.js';
import { telemetryWriteRoutes } from './write-routes.js';

type EntityParams = { entityType: string; entityId: string };
type Query = Record<string, string | undefined>;

/** Parses and validates the `{entityType}/{entityId}` of a request for `op`. */
export async function entityFor(
  ctx: ServerContext,
  req: FastifyRequest<{ Params: EntityParams }>,
  op: TelemetryOp,
): Promise<ValidatedEntity> {
  const ref = parseEntityRef(req.params.entityType, req.params.entityId);
  return validateEntity(ctx.db, currentUser(req), ref, op);
}

/**
 * Latest values of the request's entity after its READ_TELEMETRY check. For devices, assets, entity views and edges
 * the owner and the values come in one statement, the check runs on that owner and the values are used only when it
 * passes: the same answers (403/404 first) with one round trip to the database instead of two.
 */
async function readLatest(
  ctx: ServerContext,
  req: FastifyRequest<{ Params: EntityParams }>,
  keys: string[],
): Promise<TsKvEntry[]> {
  const ref = parseEntityRef(req.params.entityType, req.params.entityId);
  const wanted = keys.length > 0 ? keys : null;
  const spec = assignableSpec(ref.entityType);
  if (!spec) {
    const e = await validateEntity(ctx.db, currentUser(req), ref, 'READ_TELEMETRY');
    return ctx.telemetry.timeseries.findLatest(e.entityId, wanted);
  }
  const user = currentUser(req);
  checkAssignableRole(user);
  const { owner, latest } = await ctx.telemetry.timeseries.findLatestWithOwner(spec.table, ref, wanted);
  checkAssignableOwner(user, ref, owner, spec.notFound);
  return latest;
}

/** Sends a pre-serialised JSON body. */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json').send(json);
}

function parseAgg(value: string | undefined): Aggregation {
  const v = value === undefined || value === '' ? 'NONE' : value;
  const agg = AGGREGATIONS.find((a) => a === v);
  if (!agg) throw plainBadRequest(`No enum constant org.thingsboard.server.common.data.kv.Aggregation.${v}`);
  return agg;
}

function parseOrder(value: string | undefined): 'ASC' | 'DESC' {
  const v = (value ?? 'DESC').toUpperCase();
  if (v !== 'ASC' && v !== 'DESC') {
    throw plainBadRequest(
      `Invalid value '${value ?? ''}' for orders given! Has to be either 'desc' or 'asc' (case insensitive).`,
    );
  }
  return v;
}

/** True when the history variant of `values/timeseries` applies (Spring `params = {"keys","startTs","endTs"}`). */
function isHistory(q: Query): boolean {
  return q['keys'] !== undefined && q['startTs'] !== undefined && q['endTs'] !== undefined;
}

async function getTimeseries(
  ctx: ServerContext,
  req: FastifyRequest<{ Params: EntityParams; Querystring: Query }>,
  reply: FastifyReply,
) {
  const q = req.query;
  const strict = optBoolean(q['useStrictDataTypes'], false);
  if (!isHistory(q)) {
    const keys = keysList(q['keys']);
    return sendJson(reply, timeseriesJson(latestByKey(await readLatest(ctx, req, keys)), strict));
  }
  const startTs = optLong(q['startTs']);
  const endTs = optLong(q['endTs']);
  if (startTs === null || endTs === null) throw new EmptyResponseError();
  const interval = optLong(q['interval']) ?? 0;
  const limit = optInt32(q['limit']) ?? 100;
  const e = await entityFor(ctx, req, 'READ_TELEMETRY');
  // TB: "If interval is 0, convert this to a NONE aggregation"; the enum is parsed after the access check.
  const agg = interval === 0 ? 'NONE' : parseAgg(q['agg']);
  const orderBy = parseOrder(q['orderBy']);
  const keys = keysList(q['keys']);
  const history = await ctx.telemetry.timeseries.findHistory(e.entityId, {
    keys,
    startTs,
    endTs,
    interval,
    limit,
    agg,
    orderBy,
  });
  return sendJson(reply, timeseriesJson(history, strict));
}

/** Registers the read routes and the write routes (sub-plugin with its own body parser). */
export const telemetryRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  // Plain-text errors for this family; everything else goes on to the server's JSON error handler.
  app.setErrorHandler((err, _req, reply) => {
    if (err instanceof PlainError) return reply.code(err.status).type('text/plain; charset=utf-8').send(err.message);
    throw err;
  });

  const attributeKeys = async (req: FastifyRequest<{ Params: EntityParams & { scope?: string } }>) => {
    const e = await entityFor(ctx, req, 'READ_ATTRIBUTES');
    const scope = req.params.scope;
    if (scope !== undefined && !isScope(scope)) return [];
    return ctx.telemetry.attributes.findKeys(e.entityId, scope ?? null);
  };
  app.get<{ Params: EntityParams }>(`${TELEMETRY_PREFIX}/:entityType/:entityId/keys/attributes`, attributeKeys);
  app.get<{ Params: EntityParams & { scope: string } }>(
    `${TELEMETRY_PREFIX}/:entityType/:entityId/keys/attributes/:scope`,
    attributeKeys,
  );

  const attributeValues = async (
    req: FastifyRequest<{ Params: EntityParams & { scope?: string }; Querystring: Query }>,
    reply: FastifyReply,
  ) => {
    const e = await entityFor(ctx, req, 'READ_ATTRIBUTES');
    const scope = req.params.scope;
    const keys = keysList(req.query['keys']);
    if (scope !== undefined && !isScope(scope)) return sendJson(reply, '[]');
    const attrs = await ctx.telemetry.attributes.find(e.entityId, scope ?? null, keys.length > 0 ? keys : null);
    return sendJson(reply, attributesJson(attrs));
  };
  app.get<{ Params: EntityParams; Querystring: Query }>(
    `${TELEMETRY_PREFIX}/:entityType/:entityId/values/attributes`,
    attributeValues,
  );
  app.get<{ Params: EntityParams & { scope: string }; Querystring: Query }>(
    `${TELEMETRY_PREFIX}/:entityType/:entityId/values/attributes/:scope`,
    attributeValues,
  );

  app.get<{ Params: EntityParams }>(`${TELEMETRY_PREFIX}/:entityType/:entityId/keys/timeseries`, async (req) => {
    const e = await entityFor(ctx, req, 'READ_TELEMETRY');
    return ctx.telemetry.timeseries.findLatestKeys(e.entityId);
  });
  app.get<{ Params: EntityParams; Querystring: Query }>(
    `${TELEMETRY_PREFIX}/:entityType/:entityId/values/timeseries`,
    (req, reply) => getTimeseries(ctx, req, reply),
  );

  await app.register(telemetryWriteRoutes, { ctx });
};
