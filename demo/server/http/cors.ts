/**
 * Cross-origin requests to `/api/**`, as ThingsBoard 3.3.1 answers them with its default `spring.mvc.cors` mapping
 * (allowed origins, methods and headers `*`, max-age 1800, credentials allowed) through Spring's CorsFilter:
 * - only a cross-origin request counts (an `Origin` that differs from the request's own scheme, host and port);
 * - the request's origin is echoed (`*` plus credentials makes Spring echo it), never a literal `*`;
 * - a preflight (`OPTIONS` with `Access-Control-Request-Method`) is answered here with 200 and an empty body,
 *   echoing the requested method and headers, `Access-Control-Max-Age: 1800`; it never reaches authentication;
 * - an origin that is not allowed gets 403 `Invalid CORS request` (the browser then reports a network error);
 * - every answer to `/api/**` varies on `Origin` and the two request headers.
 * `allowedOrigins` restricts it (`IOT_CORS_ALLOWED_ORIGINS`: a comma list; `*` = any origin; empty = no CORS at all).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** ThingsBoard's `max-age` for preflight results, seconds. */
export const CORS_MAX_AGE_S = 1800;

/** Parses `IOT_CORS_ALLOWED_ORIGINS`: unset → any origin (ThingsBoard's default); empty → CORS off. */
export function parseAllowedOrigins(raw: string | undefined): string[] {
  if (raw === undefined) return ['*'];
  return raw
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

const first = (h: string | string[] | undefined): string | undefined => (Array.isArray(h) ? h[0] : h);

function defaultPort(protocol: string): string {
  return protocol === 'https' || protocol === 'https:' ? '443' : '80';
}

/** True when `origin` names another scheme, host or port than the one the request was sent to. */
export function isCrossOrigin(request: FastifyRequest, origin: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return true; // "null" (sandboxed frames, file: pages) and malformed origins are never our own
  }
  const own = new URL(`${request.protocol}://${request.host}`);
  const port = (u: URL) => u.port || defaultPort(u.protocol);
  return (
    parsed.protocol !== own.protocol ||
    parsed.hostname.toLowerCase() !== own.hostname.toLowerCase() ||
    port(parsed) !== port(own)
  );
}

/** As Spring: `*`, or an entry equal to the origin ignoring case and a trailing slash. */
function allowOrigin(allowed: readonly string[], origin: string): boolean {
  const norm = (o: string) => o.replace(/\/+$/, '').toLowerCase();
  return allowed.includes('*') || allowed.some((o) => norm(o) === norm(origin));
}

function reject(reply: FastifyReply): FastifyReply {
  return reply.code(403).header('content-type', 'text/plain;charset=UTF-8').send('Invalid CORS request');
}

/** Installs the `onRequest` hook (register it before authentication: preflights carry no token). */
export function installCors(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  if (allowedOrigins.length === 0) return;
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    if (!path.startsWith('/api/')) return;
    reply.header('vary', 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers');
    const origin = first(request.headers.origin);
    if (!origin || !isCrossOrigin(request, origin)) return;
    const requestedMethod = first(request.headers['access-control-request-method']);
    const preflight = request.method === 'OPTIONS' && requestedMethod !== undefined;
    if (!allowOrigin(allowedOrigins, origin)) return reject(reply);
    reply.header('access-control-allow-origin', origin).header('access-control-allow-credentials', 'true');
    if (!preflight) return;
    const requestedHeaders = first(request.headers['access-control-request-headers'])?.trim();
    reply.header('access-control-allow-methods', requestedMethod.trim());
    if (requestedHeaders) reply.header('access-control-allow-headers', requestedHeaders);
    return reply.header('access-control-max-age', String(CORS_MAX_AGE_S)).code(200).send();
  });
}
