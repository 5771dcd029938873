/**
 * Request body parsing tuned for ThingsBoard clients: an empty body with `Content-Type: application/json`
 * is no body at all (not an error), `{}` is accepted everywhere, and malformed JSON becomes a 400/31 TB body.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, ErrorCode, badRequest } from './errors.js';
import { assertCleanJson } from './hygiene.js';

/** Error code carried by JSON syntax errors, so auth endpoints can turn them into 401s. */
export const BAD_JSON_CODE = 'IOT_BAD_JSON';

/** ApiError raised for an unparsable JSON body. */
export class BadJsonError extends ApiError {
  readonly code = BAD_JSON_CODE;
  constructor(detail: string) {
    super(400, ErrorCode.BAD_REQUEST_PARAMS, `Invalid JSON body: ${detail}`);
  }
}

/** Replaces fastify's JSON parser and adds a catch-all text parser. */
export function installBodyParsers(app: FastifyInstance): void {
  // Fastify's own parser (secure-json-parse: rejects __proto__ / constructor.prototype poisoning) is callback-style.
  const defaultJson = app.getDefaultJsonParser('error', 'error') as (
    req: FastifyRequest,
    body: string,
    done: (err: Error | null, value?: unknown) => void,
  ) => void;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    defaultJson(req, text, (err, parsed) => {
      if (err) return done(new BadJsonError(err.message), undefined);
      try {
        assertCleanJson(text, parsed); // NUL / unpaired surrogates → 400/31 before any route sees them
      } catch (refused) {
        return done(refused as Error, undefined);
      }
      done(null, parsed);
    });
  });
  // Anything else arrives as a string (or undefined when empty); routes validate what they accept.
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.includes('\u0000')) return done(badRequest('Request body should not contain 0x00 symbol!'), undefined);
    done(null, text === '' ? undefined : text);
  });
}

/** True when the value is a plain JSON object (not an array, string or null). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
