/**
 * One error handler and one not-found handler for the whole server: every failure becomes a ThingsBoard error
 * body `{status, message, errorCode, timestamp}`; stack traces never leave the process.
 */
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, EmptyResponseError, ErrorCode, Msg, tbErrorBody } from './errors.js';

/** Options for {@link installErrorHandling}. */
export interface ErrorHandlingOptions {
  /** Tried first for unmatched routes (e.g. the SPA fallback); return true when it answered. */
  fallback?: (request: FastifyRequest, reply: FastifyReply) => boolean;
  /** Where unexpected (5xx) errors are reported. Defaults to one line on stderr. */
  onUnexpected?: (err: unknown, request: FastifyRequest) => void;
}

function hasStatus(err: unknown): err is FastifyError & { statusCode: number } {
  return typeof err === 'object' && err !== null && typeof (err as { statusCode?: unknown }).statusCode === 'number';
}

/** SQLSTATE classes of input problems that slipped past route validation → 400/31 instead of 500. */
const SQL_INPUT_ERRORS: Record<string, string> = {
  '22001': 'Field value length must be equal or less than 255',
  '22003': 'Numeric value out of range',
  '22P02': 'Invalid value format',
  '23505': 'Entity with such unique values already exists!',
  '23503': 'Referenced entity does not exist!',
  '23502': 'Required field should be specified!',
  '54000': 'Value is too large',
};

function sqlState(err: unknown): string | null {
  const code = typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
}

/** Maps any thrown value to `[status, errorCode, message]`. */
function classify(err: unknown): [number, number, string, Record<string, unknown>] {
  if (err instanceof ApiError) return [err.status, err.errorCode, err.message, err.extra];
  const state = sqlState(err);
  if (state && SQL_INPUT_ERRORS[state]) return [400, ErrorCode.BAD_REQUEST_PARAMS, SQL_INPUT_ERRORS[state] ?? '', {}];
  if (hasStatus(err) && err.statusCode >= 400 && err.statusCode < 500) {
    const code = err.statusCode === 429 ? ErrorCode.TOO_MANY_REQUESTS : ErrorCode.BAD_REQUEST_PARAMS;
    return [err.statusCode, code, err.message, {}];
  }
  return [500, ErrorCode.GENERAL, Msg.GENERAL, {}];
}

function defaultReport(err: unknown, request: FastifyRequest): void {
  const detail = err instanceof Error ? (err.stack ?? err.message) : String(err);
  process.stderr.write(`[iot-console] ${request.method} ${request.url} failed: ${detail}\n`);
}

/** Installs the error and not-found handlers on the root instance. */
export function installErrorHandling(app: FastifyInstance, opts: ErrorHandlingOptions = {}): void {
  const report = opts.onUnexpected ?? defaultReport;

  app.setErrorHandler((err: unknown, request, reply) => {
    if (err instanceof EmptyResponseError && !request.routeOptions.config.authEndpoint)
      return reply.code(err.status).send();
    let [status, errorCode, message, extra] = classify(err);
    // TB's login/refresh filters answer any unreadable request with 401 "Authentication failed".
    if (request.routeOptions.config.authEndpoint && status >= 400 && status < 500 && status !== 401) {
      [status, errorCode, message, extra] = [401, ErrorCode.AUTHENTICATION, Msg.AUTH_FAILED, {}];
    }
    if (status >= 500) report(err, request);
    return reply
      .code(status)
      .type('application/json; charset=utf-8')
      .send(tbErrorBody(status, errorCode, message, extra));
  });

  app.setNotFoundHandler((request, reply) => {
    if (opts.fallback?.(request, reply)) return reply;
    return reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send(tbErrorBody(404, ErrorCode.ITEM_NOT_FOUND, Msg.ITEM_NOT_FOUND));
  });
}

/**
 * Fastify `frameworkErrors`: errors the router raises before any route or hook (a malformed percent-encoding in the
 * path, a parameter over the length limit) get a ThingsBoard body too, instead of Fastify's own.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const message =
    err.code === 'FST_ERR_BAD_URL'
      ? 'Invalid URL encoding'
      : status === 414
        ? 'Request URI is too long'
        : 'Bad request';
  void reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(tbErrorBody(status, ErrorCode.BAD_REQUEST_PARAMS, message));
}

/**
 * Fastify `clientErrorHandler`: malformed HTTP (bad framing, oversized headers) also gets a TB body, then the
 * socket is closed with `Connection: close` so keep-alive clients know not to reuse it.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const timeout = err.code === 'ERR_HTTP_REQUEST_TIMEOUT';
  const status = timeout ? 408 : 400;
  const payload = JSON.stringify(
    tbErrorBody(status, ErrorCode.BAD_REQUEST_PARAMS, timeout ? 'Request timeout' : 'Bad request'),
  );
  socket.end(
    `HTTP/1.1 ${status} ${timeout ? 'Request Timeout' : 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(payload)}\r\nConnection: close\r\n\r\n${payload}`,
  );
}
