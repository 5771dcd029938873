/**
 * The HTTP device API `/api/v1/{accessToken}/…`: no JWT; every request re-validates the
 * token (401, empty body); successful POSTs answer 200 with an empty body; unusable payloads answer an empty 400.
 * Long polls (`attributes/updates`, `rpc`) answer 408 on timeout. Provisioning is `POST /api/v1/provision`.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { RouteOptions, ServerContext } from '../context.js';
import { tbStringify } from '../telemetry/json.js';
import type { DeviceRef } from '../telemetry/sink.js';
import { deviceByAccessToken } from './device-auth.js';
import {
  DevicePayloadError,
  TransportLimitError,
  attributeResponse,
  claimDevice,
  postAttributes,
  postRpcRequest,
  postTelemetry,
  sharedAttributeUpdate,
} from './device-api.js';
import { provisionDevice } from './provision.js';

/** `transport.http.request_timeout`: the long-poll default when `timeout` is absent or 0, ms. */
export const HTTP_DEFAULT_TIMEOUT_MS = 60_000;
const MAX_TIMEOUT_MS = 3_600_000;

type TokenParams = { token: string };
type Query = Record<string, string | undefined>;

class NoDevice extends Error {}

function timeoutOf(q: Query): number {
  const t = Number(q['timeout'] ?? 0);
  return Number.isFinite(t) && t > 0 ? Math.min(t, MAX_TIMEOUT_MS) : HTTP_DEFAULT_TIMEOUT_MS;
}

const text = (body: unknown): string =>
  typeof body === 'string' ? body : body === undefined || body === null ? '' : JSON.stringify(body);

/** Waits for the first value `subscribe` offers, or null after `ms` or when the client goes away. */
function longPoll<T>(
  reply: FastifyReply,
  ms: number,
  subscribe: (offer: (v: T) => boolean) => () => void,
): Promise<T | null> {
  return new Promise((resolve) => {
    let done = false;
    let unsubscribe: (() => void) | null = null;
    const finish = (v: T | null) => {
      if (done) return false;
      done = true;
      clearTimeout(timer);
      unsubscribe?.();
      reply.raw.off('close', onClose);
      resolve(v);
      return true;
    };
    const onClose = () => finish(null);
    const timer = setTimeout(() => finish(null), ms);
    reply.raw.on('close', onClose);
    // `subscribe` may offer a value synchronously (a queued RPC): unsubscribe once it has returned.
    unsubscribe = subscribe((v) => finish(v));
    if (done) unsubscribe();
  });
}

async function device(ctx: ServerContext, token: string): Promise<DeviceRef> {
  const d = await deviceByAccessToken(ctx.db, token);
  if (!d) throw new NoDevice();
  ctx.telemetry.rpc.touch(d.deviceId);
  await ctx.telemetry.deviceState.activity(d);
  return d;
}

const META = { transport: 'HTTP' };
/** Request ids of HTTP client-side RPC (each request is its own session). */
let clientRpcSeq = 0;

/** Registers the device API (own raw-text body parser: payloads are parsed with number kinds preserved). */
export const deviceHttpRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.setErrorHandler((err, _req, reply) => {
    if (err instanceof NoDevice) return reply.code(401).send();
    if (err instanceof DevicePayloadError) return reply.code(400).send();
    // ThingsBoard's HTTP transport answers a rate-limited message with 500 and no body; 429 tells the device to slow
    // down instead of reporting a server fault.
    if (err instanceof TransportLimitError) return reply.code(429).send();
    throw err;
  });
  const P = '/api/v1/:token';

  app.post<{ Params: TokenParams }>(`${P}/telemetry`, async (req, reply) => {
    await postTelemetry(ctx, await device(ctx, req.params.token), text(req.body), META);
    return reply.code(200).send();
  });
  app.post<{ Params: TokenParams }>(`${P}/attributes`, async (req, reply) => {
    await postAttributes(ctx, await device(ctx, req.params.token), text(req.body), META);
    return reply.code(200).send();
  });
  app.get<{ Params: TokenParams; Querystring: Query }>(`${P}/attributes`, async (req, reply) => {
    const d = await device(ctx, req.params.token);
    return reply
      .type('application/json')
      .send(tbStringify(await attributeResponse(ctx, d, req.query['clientKeys'], req.query['sharedKeys'])));
  });
  app.get<{ Params: TokenParams; Querystring: Query }>(`${P}/attributes/updates`, async (req, reply) => {
    const d = await device(ctx, req.params.token);
    const update = await longPoll<Record<string, unknown>>(reply, timeoutOf(req.query), (offer) =>
      ctx.telemetry.bus.on((event) => {
        const u = sharedAttributeUpdate(d.deviceId, event);
        if (u) offer(u);
      }),
    );
    if (!update) return reply.code(408).send();
    return reply.type('application/json').send(tbStringify(update));
  });
  app.get<{ Params: TokenParams; Querystring: Query }>(`${P}/rpc`, async (req, reply) => {
    const d = await device(ctx, req.params.token);
    const request = await longPoll<{ id: number; method: string; params: unknown }>(
      reply,
      timeoutOf(req.query),
      (offer) =>
        ctx.telemetry.rpc.attach(d.deviceId, (r, delivered) => {
          if (!offer(r)) return false;
          reply.raw.once('finish', delivered);
          return true;
        }),
    );
    if (!request) return reply.code(408).send();
    return reply.type('application/json').send(JSON.stringify(request));
  });
  app.post<{ Params: TokenParams & { requestId: string } }>(`${P}/rpc/:requestId`, async (req, reply) => {
    const d = await device(ctx, req.params.token);
    const id = Number(req.params.requestId);
    const body = text(req.body);
    if (!Number.isInteger(id)) throw new DevicePayloadError('Bad request id');
    ctx.telemetry.rpc.reply(d.deviceId, id, body);
    return reply.code(200).send();
  });
  // Client-side RPC: 200 with the rule chain's reply, 408 when no "rpc call reply" node answers in time.
  app.post<{ Params: TokenParams; Querystring: Query }>(`${P}/rpc`, async (req, reply) => {
    const d = await device(ctx, req.params.token);
    const body = text(req.body);
    clientRpcSeq += 1;
    const id = clientRpcSeq;
    const ms = timeoutOf(req.query);
    const answer = await longPoll<{ reply: string } | { error: unknown }>(reply, ms, (offer) => {
      postRpcRequest(ctx, d, id, body, META, (r) => void offer({ reply: r }), ms).catch((error: unknown) =>
        offer({ error }),
      );
      return () => {};
    });
    if (answer === null) return reply.code(408).send();
    if ('error' in answer) throw answer.error;
    return reply.type('application/json').send(answer.reply);
  });
  app.post<{ Params: TokenParams }>(`${P}/claim`, async (req, reply) => {
    await claimDevice(ctx, await device(ctx, req.params.token), text(req.body));
    return reply.code(200).send();
  });
  app.post('/api/v1/provision', async (req, reply) => {
    let body: unknown;
    try {
      body = JSON.parse(text(req.body)) as unknown;
    } catch {
      throw new DevicePayloadError('Bad provision request');
    }
    return reply.type('application/json').send(JSON.stringify(await provisionDevice(ctx.db, body)));
  });
};
