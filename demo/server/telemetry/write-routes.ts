/**
 * Telemetry writes: save attributes (v1 `/{entityType}/{entityId}/{scope}`, v2
 * `/{entityType}/{entityId}/attributes/{scope}`, device form `/{deviceId}/{scope}`; null values delete the key),
 * delete attributes, save time series (`{k:v}`, `{ts,values}`, arrays; optional TTL path segment) and delete time
 * series (all or a range). Bodies are read as raw text and parsed with number kinds preserved (json.ts), so `25.0`
 * is stored as DOUBLE and `25` as LONG, exactly as ThingsBoard does.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteOptions, ServerContext } from '../context.js';
import { currentUser } from '../security/guard.js';
import type { SecurityUser } from '../security/jwt.js';
import { EmptyResponseError } from '../http/errors.js';
import { writeAudit, type ActionType } from '../audit-logs/repo.js';
import { entityName } from '../relations/access.js';
import { parseEntityRef, validateEntity, type TelemetryOp, type ValidatedEntity } from './access.js';
import { isScope } from './attribute-service.js';
import type { AttributeScope, ChangeOrigin } from './bus.js';
import { plainBadRequest } from './errors.js';
import { TbJsonError, isTbObject, parseTbJson, type TbJson } from './json.js';
import { KvError, kvFromJson, parseTelemetry, type KvEntry, type TsKvEntry } from './kv.js';
import { TELEMETRY_PREFIX, keysList, optBoolean, optLong } from './params.js';

type Query = Record<string, string | undefined>;

async function audit(
  ctx: ServerContext,
  user: SecurityUser,
  e: ValidatedEntity,
  action: ActionType,
  data: Record<string, unknown>,
): Promise<void> {
  const name = await entityName(ctx.db, e.entityId.entityType, e.entityId.id);
  await writeAudit(
    ctx.db,
    user,
    { entityType: e.entityId.entityType, id: e.entityId.id, name, customerId: e.customerId },
    action,
    data,
  );
}

function originOf(user: SecurityUser): ChangeOrigin {
  return { kind: 'rest', id: user.userId, userName: user.sub, customerId: user.customerId };
}

/** Parses a JSON request body; Spring answers unreadable/missing bodies with an empty 400. */
function jsonBody(raw: unknown): TbJson {
  if (typeof raw !== 'string' || raw.trim() === '') throw new EmptyResponseError();
  try {
    return parseTbJson(raw);
  } catch {
    throw new EmptyResponseError();
  }
}

async function validated(
  ctx: ServerContext,
  req: FastifyRequest,
  type: string | undefined,
  id: string | undefined,
  op: TelemetryOp,
) {
  return validateEntity(ctx.db, currentUser(req), parseEntityRef(type, id), op);
}

/** TB's extractRequestAttributes (no string→number cast); JSON nulls become deletes (the UI's "null deletes" rule). */
function attributeChanges(body: TbJson): { save: KvEntry[]; remove: string[] } {
  if (!isTbObject(body)) throw plainBadRequest('Request is not a JSON object');
  const save: KvEntry[] = [];
  const remove: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (value === null) {
      remove.push(key);
      continue;
    }
    try {
      const kv = kvFromJson(key, value, false);
      if (kv) save.push(kv);
    } catch (err) {
      if (err instanceof KvError) throw plainBadRequest(err.message);
      throw err;
    }
  }
  return { save, remove };
}

async function saveAttributes(
  ctx: ServerContext,
  req: FastifyRequest,
  type: string | undefined,
  id: string | undefined,
  scope: string,
): Promise<string> {
  const body = jsonBody(req.body);
  if (scope !== 'SERVER_SCOPE' && scope !== 'SHARED_SCOPE') throw plainBadRequest(`Invalid scope: ${scope}`);
  const { save, remove } = attributeChanges(body);
  if (save.length === 0 && remove.length === 0) throw plainBadRequest('No attributes data found in request body!');
  const user = currentUser(req);
  const e = await validated(ctx, req, type, id, 'WRITE_ATTRIBUTES');
  const origin = originOf(user);
  await ctx.telemetry.attributes.save(e.tenantId, e.entityId, scope, save, { origin });
  if (remove.length > 0) await ctx.telemetry.attributes.delete(e.tenantId, e.entityId, scope, remove, { origin });
  if (save.length > 0)
    await audit(ctx, user, e, 'ATTRIBUTES_UPDATED', {
      scope,
      attributes: Object.fromEntries(save.map((a) => [a.key, a.value])),
    });
  if (remove.length > 0) await audit(ctx, user, e, 'ATTRIBUTES_DELETED', { scope, attributes: remove });
  return '';
}

async function deleteAttributes(
  ctx: ServerContext,
  req: FastifyRequest<{ Querystring: Query }>,
  type: string | undefined,
  id: string | undefined,
  scope: string,
) {
  const raw = req.query['keys'];
  if (raw === undefined) throw new EmptyResponseError();
  const keys = keysList(raw);
  if (keys.length === 0) throw plainBadRequest(`Empty keys: ${raw}`);
  if (!isScope(scope)) throw plainBadRequest(`Invalid attribute scope: ${scope}`);
  const user = currentUser(req);
  const e = await validated(ctx, req, type, id, 'WRITE_ATTRIBUTES');
  await ctx.telemetry.attributes.delete(e.tenantId, e.entityId, scope as AttributeScope, keys, {
    origin: originOf(user),
  });
  await audit(ctx, user, e, 'ATTRIBUTES_DELETED', { scope, attributes: keys });
  return '';
}

function telemetryEntries(raw: unknown): TsKvEntry[] {
  if (typeof raw !== 'string' || raw.trim() === '') throw new EmptyResponseError();
  let json: TbJson;
  try {
    json = parseTbJson(raw);
  } catch (err) {
    if (err instanceof TbJsonError) throw plainBadRequest('Unable to parse timeseries payload: Invalid JSON body!');
    throw err;
  }
  try {
    return parseTelemetry(json, Date.now()).flatMap((b) => b.values.map((v) => ({ ...v, ts: b.ts })));
  } catch (err) {
    if (err instanceof KvError)
      throw plainBadRequest(`Unable to parse timeseries payload. Invalid JSON body: ${err.message}`);
    throw err;
  }
}

async function saveTimeseries(
  ctx: ServerContext,
  req: FastifyRequest,
  type: string | undefined,
  id: string | undefined,
  ttl: number,
) {
  const entries = telemetryEntries(req.body);
  if (entries.length === 0) throw plainBadRequest('No timeseries data found in request body!');
  const user = currentUser(req);
  const e = await validated(ctx, req, type, id, 'WRITE_TELEMETRY');
  await ctx.telemetry.timeseries.save(e.tenantId, e.entityId, entries, { ttlSeconds: ttl, origin: originOf(user) });
  await audit(ctx, user, e, 'TIMESERIES_UPDATED', {
    timeseries: entries.map((x) => ({ ts: x.ts, key: x.key, value: x.value })),
  });
  return '';
}

async function deleteTimeseries(
  ctx: ServerContext,
  req: FastifyRequest<{ Params: { entityType: string; entityId: string }; Querystring: Query }>,
) {
  const q = req.query;
  if (q['keys'] === undefined) throw new EmptyResponseError();
  const all = optBoolean(q['deleteAllDataForKeys'], false);
  const rewrite = optBoolean(q['rewriteLatestIfDeleted'], false);
  const startTs = optLong(q['startTs']);
  const endTs = optLong(q['endTs']);
  const keys = keysList(q['keys']);
  if (keys.length === 0) throw plainBadRequest(`Empty keys: ${q['keys']}`);
  let from = 0;
  let to = Date.now();
  if (!all) {
    if (startTs === null || endTs === null)
      throw plainBadRequest("When deleteAllDataForKeys is false, start and end timestamp values shouldn't be empty");
    from = startTs;
    to = endTs;
  }
  const user = currentUser(req);
  const e = await validated(ctx, req, req.params.entityType, req.params.entityId, 'WRITE_TELEMETRY');
  await ctx.telemetry.timeseries.delete(e.tenantId, e.entityId, keys, from, to, rewrite, originOf(user));
  await audit(ctx, user, e, 'TIMESERIES_DELETED', { timeseries: keys, startTs: from, endTs: to });
  return '';
}

/** Write routes; bodies arrive as raw strings (this plugin's own JSON parser). */
export const telemetryWriteRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  const P = TELEMETRY_PREFIX;
  type E = { entityType: string; entityId: string };

  app.post<{ Params: E & { scope: string } }>(`${P}/:entityType/:entityId/:scope`, (req) =>
    saveAttributes(ctx, req, req.params.entityType, req.params.entityId, req.params.scope),
  );
  app.post<{ Params: E & { scope: string } }>(`${P}/:entityType/:entityId/attributes/:scope`, (req) =>
    saveAttributes(ctx, req, req.params.entityType, req.params.entityId, req.params.scope),
  );
  app.post<{ Params: { deviceId: string; scope: string } }>(`${P}/:deviceId/:scope`, (req) =>
    saveAttributes(ctx, req, 'DEVICE', req.params.deviceId, req.params.scope),
  );

  app.delete<{ Params: E & { scope: string }; Querystring: Query }>(`${P}/:entityType/:entityId/:scope`, (req) =>
    deleteAttributes(ctx, req, req.params.entityType, req.params.entityId, req.params.scope),
  );
  app.delete<{ Params: { deviceId: string; scope: string }; Querystring: Query }>(`${P}/:deviceId/:scope`, (req) =>
    deleteAttributes(ctx, req, 'DEVICE', req.params.deviceId, req.params.scope),
  );

  app.post<{ Params: E & { scope: string } }>(`${P}/:entityType/:entityId/timeseries/:scope`, (req) =>
    saveTimeseries(ctx, req, req.params.entityType, req.params.entityId, 0),
  );
  app.post<{ Params: E & { scope: string; ttl: string } }>(
    `${P}/:entityType/:entityId/timeseries/:scope/:ttl`,
    (req) => {
      const ttl = optLong(req.params.ttl);
      if (ttl === null) throw new EmptyResponseError();
      return saveTimeseries(ctx, req, req.params.entityType, req.params.entityId, ttl);
    },
  );
  app.delete<{ Params: E; Querystring: Query }>(`${P}/:entityType/:entityId/timeseries/delete`, (req) =>
    deleteTimeseries(ctx, req),
  );
};
