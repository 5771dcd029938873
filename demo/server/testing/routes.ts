/**
 * Test-only routes (enabled by `testRoutes` / `IOT_TEST_ROUTES=1`, never in production): `GET|POST
 * /api/test/status/:code` answers with that HTTP status and a ThingsBoard error body, so frontend tests can
 * exercise every outcome. Query: `errorCode`, `message` override the body; `delayMs` (≤ 10000) delays the answer;
 * `key` + `times=N` answer the status only for the first N calls with that key, then 200 `{"ok":true,"calls":n}`
 * (retry paths: 429 then success, 401/11 then success after a refresh).
 * `POST /api/test/updates` plays the update feed's answer (see admin/updates.ts). These paths need no token.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context.js';
import { ErrorCode, Msg, tbErrorBody } from '../http/errors.js';

/** Path prefix the auth hook treats as public when test routes are on. */
export const TEST_ROUTE_PREFIX = '/api/test/';

const DEFAULTS: Record<number, { errorCode: number; message: string }> = {
  400: { errorCode: ErrorCode.BAD_REQUEST_PARAMS, message: 'Bad request params' },
  401: { errorCode: ErrorCode.AUTHENTICATION, message: Msg.AUTH_FAILED },
  403: { errorCode: ErrorCode.PERMISSION_DENIED, message: Msg.PERMISSION_DENIED },
  404: { errorCode: ErrorCode.ITEM_NOT_FOUND, message: Msg.ITEM_NOT_FOUND },
  429: { errorCode: ErrorCode.TOO_MANY_REQUESTS, message: Msg.TOO_MANY_REQUESTS },
  500: { errorCode: ErrorCode.GENERAL, message: Msg.GENERAL },
};

interface StatusRoute {
  Params: { code: string };
  Querystring: { errorCode?: string; message?: string; delayMs?: string; key?: string; times?: string };
}

/** Calls seen per `key` (bounded: test runs are short-lived). */
const calls = new Map<string, number>();

function countCall(key: string): number {
  if (calls.size > 1000) calls.clear();
  const n = (calls.get(key) ?? 0) + 1;
  calls.set(key, n);
  return n;
}

/** Registers the status echo routes. */
export const testRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  // Plays the remote update feed (unreachable from tests): body = the feed's JSON, or null to stop playing.
  app.post('/api/test/updates', async (request, reply) => {
    ctx.updates.play(request.body ?? null);
    return reply.code(200).send();
  });

  // Which process answered (multi-process mode: tells the workers apart).
  app.get('/api/test/process', async () => ({ pid: process.pid }));

  app.route<StatusRoute>({
    method: ['GET', 'POST'],
    url: '/api/test/status/:code',
    handler: async (request, reply) => {
      const code = Number(request.params.code);
      if (!Number.isInteger(code) || code < 200 || code > 599) {
        return reply.code(400).send(tbErrorBody(400, ErrorCode.BAD_REQUEST_PARAMS, 'Status must be 200..599'));
      }
      const delay = Math.min(Number(request.query.delayMs ?? 0) || 0, 10_000);
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      const { key, times } = request.query;
      if (key !== undefined && times !== undefined) {
        const n = countCall(key);
        if (n > Number(times)) return reply.code(200).send({ ok: true, calls: n });
      }
      if (code < 400) return reply.code(code).send();
      const fallback = DEFAULTS[code] ?? { errorCode: ErrorCode.GENERAL, message: `Status ${code}` };
      const errorCode = request.query.errorCode !== undefined ? Number(request.query.errorCode) : fallback.errorCode;
      return reply.code(code).send(tbErrorBody(code, errorCode, request.query.message ?? fallback.message));
    },
  });
};
