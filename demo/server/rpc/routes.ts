/**
 * Server-side RPC REST: `POST /api/plugins/rpc/{oneway|twoway}/{deviceId}` (v1: 408 timeout, 409 no
 * active connection) and `POST /api/rpc/{oneway|twoway}/{deviceId}` (v2, the UI's: 504 for both). Two-way calls
 * answer the device's JSON reply; a reply that is not JSON gets 406. Access failures are plain text (TB's async
 * controllers), an unusable body is 400/31 "Invalid request body". A body with `"persistent": true` is stored and
 * answered at once with `{"rpcId"}` (persistent.ts); its progress is read through persistent-routes.ts. Every call
 * reaches the device through the rule engine (RuleEngine.sendRpcToDevice): a tenant chain with no path to an "rpc call
 * request" node times out, as in ThingsBoard.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteOptions, ServerContext } from '../context.js';
import { currentUser, requireAuthority } from '../security/guard.js';
import { isJsonObject } from '../http/body.js';
import { badRequest } from '../http/errors.js';
import { parseEntityRef, validateEntity } from '../telemetry/access.js';
import { PlainError } from '../telemetry/errors.js';
import { PersistentRpcService } from './persistent.js';
import { isUuid } from '../lib/uuid.js';

/** RPC body defaults: `timeout` 10 s, never under 5 s. */
export const RPC_DEFAULT_TIMEOUT_MS = 10_000;
export const RPC_MIN_TIMEOUT_MS = 5_000;

type Params = { deviceId: string };

/** Deadline of a call (epoch ms): `expirationTime` when given, else now + `timeout`; never under 5 s from now. */
function expirationOf(body: Record<string, unknown>): number {
  return Date.now() + timeoutOf(body);
}

function timeoutOf(body: Record<string, unknown>): number {
  const exp = body['expirationTime'];
  if (typeof exp === 'number' && exp > 0) return Math.max(RPC_MIN_TIMEOUT_MS, exp - Date.now());
  const t = body['timeout'];
  return Math.max(RPC_MIN_TIMEOUT_MS, typeof t === 'number' && Number.isFinite(t) ? t : RPC_DEFAULT_TIMEOUT_MS);
}

async function handle(
  ctx: ServerContext,
  persistent: PersistentRpcService,
  req: FastifyRequest<{ Params: Params }>,
  reply: FastifyReply,
  oneway: boolean,
  v2: boolean,
) {
  const user = currentUser(req);
  const ref = parseEntityRef('DEVICE', req.params.deviceId);
  const body = req.body;
  if (!isJsonObject(body) || typeof body['method'] !== 'string') throw badRequest('Invalid request body');
  const retries = body['retries'];
  if (retries !== undefined && retries !== null && !Number.isInteger(retries)) throw badRequest('Invalid request body');
  const target = await validateEntity(ctx.db, user, ref, 'WRITE_TELEMETRY');
  if (body['persistent'] === true) {
    const rpcId = await persistent.create({
      tenantId: target.tenantId,
      deviceId: ref.id,
      oneway,
      expirationTime: expirationOf(body),
      method: body['method'],
      params: body['params'] ?? null,
      retries: typeof retries === 'number' ? retries : null,
      additionalInfo: body['additionalInfo'] ?? null,
    });
    return reply.code(200).send({ rpcId });
  }
  const requestUUID = body['requestUUID'];
  const outcome = await ctx.ruleEngine.sendRpcToDevice({
    tenantId: target.tenantId,
    deviceId: ref.id,
    method: body['method'],
    params: body['params'] ?? null,
    oneway,
    persistent: false,
    expirationTime: expirationOf(body),
    requestUUID: isUuid(requestUUID) ? requestUUID.toLowerCase() : undefined,
    retries: typeof retries === 'number' ? retries : null,
    additionalInfo: body['additionalInfo'] ?? null,
  });
  switch (outcome.status) {
    case 'DELIVERED':
      return reply.code(200).send();
    case 'TIMEOUT':
      return reply.code(v2 ? 504 : 408).send();
    case 'NO_ACTIVE_CONNECTION':
      return reply.code(v2 ? 504 : 409).send();
    case 'REPLIED':
      if (oneway) return reply.code(200).send();
      try {
        JSON.parse(outcome.reply);
      } catch {
        return reply.code(406).send();
      }
      return reply.code(200).type('application/json').send(outcome.reply);
  }
}

/** Registers the v1 and v2 RPC routes. */
export const rpcRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.setErrorHandler((err, _req, reply) => {
    if (err instanceof PlainError) return reply.code(err.status).type('text/plain; charset=utf-8').send(err.message);
    throw err;
  });
  const roles = { preHandler: requireAuthority('SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER') };
  const persistent = new PersistentRpcService(
    ctx.db,
    (call, options) => ctx.ruleEngine.sendRpcToDevice(call, options),
    (msg) => app.log.warn(msg),
  );
  await persistent.resume();
  app.addHook('onClose', () => persistent.stop());
  for (const [prefix, v2] of [
    ['/api/plugins/rpc', false],
    ['/api/rpc', true],
  ] as const) {
    app.post<{ Params: Params }>(`${prefix}/oneway/:deviceId`, roles, (req, reply) =>
      handle(ctx, persistent, req, reply, true, v2),
    );
    app.post<{ Params: Params }>(`${prefix}/twoway/:deviceId`, roles, (req, reply) =>
      handle(ctx, persistent, req, reply, false, v2),
    );
  }
};
