/**
 * Input hygiene at the edge, before any route or query runs:
 * - text that PostgreSQL cannot store — the NUL character (U+0000) and unpaired UTF-16 surrogates — in a path
 *   parameter, a query parameter or a JSON body is refused with 400/31. ThingsBoard 3.3.1 lets such text reach
 *   PostgreSQL and answers 500; later versions refuse it ("… should not contain 0x00 symbol!"). Telemetry and
 *   attribute values are the exception: ThingsBoard strips NUL from them before insert (`sql.remove_null_chars`),
 *   and so does telemetry/kv.ts;
 * - a repeated query parameter counts once, with its first value, as Spring binds it;
 * - a malformed percent-encoding in the query string drops that parameter, as Tomcat does.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

/** NUL, or a surrogate that is not part of a pair. */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const INVALID = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** JSON text that may decode to {@link INVALID} text: a `\u0000` escape or a surrogate escape. */
const INVALID_ESCAPE = /\\u0000|\\u[dD][89a-fA-F]/;

/** Why a string is refused, or null when it is fine. */
function problemOf(text: string): string | null {
  const m = INVALID.exec(text);
  if (!m) return null;
  return m[0] === '\u0000' ? 'should not contain 0x00 symbol!' : 'should not contain unpaired surrogate characters!';
}

/** The first refused string of a JSON value (keys included): `[field, problem]`, or null. */
export function findInvalidText(value: unknown, field = 'Request body'): [string, string] | null {
  if (typeof value === 'string') {
    const p = problemOf(value);
    return p ? [field, p] : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findInvalidText(item, field);
      if (found) return found;
    }
    return null;
  }
  for (const [k, v] of Object.entries(value)) {
    const keyProblem = problemOf(k);
    if (keyProblem) return [`Field name '${printable(k)}'`, keyProblem];
    const found = findInvalidText(v, `Field '${k}'`);
    if (found) return found;
  }
  return null;
}

/** Cheap pre-check on JSON text: only when it may hold refused text is the parsed value walked. */
export function mayHoldInvalidText(jsonText: string): boolean {
  return INVALID_ESCAPE.test(jsonText) || INVALID.test(jsonText);
}

/** @throws ApiError 400/31 when the parsed JSON body holds refused text. */
export function assertCleanJson(jsonText: string, parsed: unknown): void {
  if (!mayHoldInvalidText(jsonText)) return;
  const found = findInvalidText(parsed);
  if (found) throw badRequest(`${found[0]} ${found[1]}`);
}

function printable(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what gets masked
  return text.replace(/[\u0000-\u001f]|[\ud800-\udfff]/g, '?');
}

function decode(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/**
 * Query-string parser: the first value of a repeated parameter wins (Spring's `@RequestParam String`), a parameter
 * whose name or value is not valid percent-encoding is dropped (Tomcat ignores it).
 */
export function parseQueryFirstWins(qs: string): Record<string, string> {
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  if (qs === '') return out;
  for (const pair of qs.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const name = decode(eq < 0 ? pair : pair.slice(0, eq));
    const value = decode(eq < 0 ? '' : pair.slice(eq + 1));
    if (name === null || value === null || name === '' || name in out) continue;
    out[name] = value;
  }
  return out;
}

/** Installs the check of path and query parameters (bodies are checked by their parsers, http/body.ts). */
export function installInputHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [kind, values] of [
      ['Path parameter', request.params],
      ['Parameter', request.query],
    ] as const) {
      if (typeof values !== 'object' || values === null) continue;
      for (const [name, value] of Object.entries(values as Record<string, unknown>)) {
        const problem = (typeof value === 'string' ? problemOf(value) : null) ?? problemOf(name);
        if (problem) throw badRequest(`${kind} '${printable(name)}' ${problem}`);
      }
    }
  });
}
