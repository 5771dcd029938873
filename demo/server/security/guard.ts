/**
 * Request authentication and the role/ownership guards routes reuse.
 *
 * Every `/api/**` path needs `X-Authorization: Bearer <jwt>` except the public prefixes below. As in ThingsBoard,
 * the first 7 characters of the header are dropped without checking the word "Bearer".
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { forbidden, unauthorized } from '../http/errors.js';
import type { Authority } from './authority.js';
import type { JwtService, SecurityUser } from './jwt.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated principal; null on public paths. */
    user: SecurityUser | null;
  }
  interface FastifyContextConfig {
    /** Login/refresh endpoints: body errors become 401/10 "Authentication failed" (TB's auth filters). */
    authEndpoint?: boolean;
  }
}

/** Exact public paths. */
const PUBLIC_PATHS = new Set(['/api/auth/login', '/api/auth/login/public', '/api/auth/token']);
/** Public path prefixes. `/api/ws/` authenticates itself (token in the query string, telemetry/ws). */
const PUBLIC_PREFIXES = ['/api/noauth/', '/api/v1/', '/api/license/', '/api/ws/'];

/**
 * POST paths a public (dashboard) user may call: they only read (query bodies) or end the session. Everything else
 * that is not a GET is refused for public users — they read what their public customer owns and change nothing.
 */
const PUBLIC_USER_POSTS = new Set([
  '/api/auth/logout',
  '/api/relations',
  '/api/relations/info',
  '/api/assets',
  '/api/devices',
  '/api/entityViews',
  '/api/edges',
]);
const PUBLIC_USER_POST_PREFIXES = ['/api/events/', '/api/entitiesQuery/', '/api/alarmsQuery/'];

/** True when a public user may send this non-GET request. */
export function isReadOnlyPost(method: string, path: string): boolean {
  return (
    method === 'POST' && (PUBLIC_USER_POSTS.has(path) || PUBLIC_USER_POST_PREFIXES.some((p) => path.startsWith(p)))
  );
}

/** True for paths that need no token. `extraPrefixes` lets test-only routes opt out. */
export function isPublicApiPath(path: string, extraPrefixes: readonly string[] = []): boolean {
  return PUBLIC_PATHS.has(path) || [...PUBLIC_PREFIXES, ...extraPrefixes].some((p) => path.startsWith(p));
}

/** Installs the `onRequest` hook that authenticates `/api/**` requests and sets `request.user`. */
export function installAuth(app: FastifyInstance, jwt: JwtService, extraPublicPrefixes: readonly string[] = []): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?', 1)[0] ?? '';
    if (!path.startsWith('/api/') || isPublicApiPath(path, extraPublicPrefixes)) return;
    const header = request.headers['x-authorization'];
    const value = Array.isArray(header) ? header[0] : header;
    // Blank or shorter than "Bearer " → TB's extractor fails before any token parsing ("Authentication failed").
    if (!value || value.trim() === '' || value.length < 7) throw unauthorized();
    request.user = await jwt.verifyAccess(value.slice(7));
    if (
      request.user.isPublic &&
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      !isReadOnlyPost(request.method, path)
    )
      throw forbidden();
  });
}

/** The authenticated principal of a protected route. @throws ApiError 401/10 when there is none. */
export function currentUser(request: FastifyRequest): SecurityUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * preHandler that lets only the given authorities through (ThingsBoard's `@PreAuthorize("hasAnyAuthority(...)")`).
 * @example app.get('/api/tenants', { preHandler: requireAuthority('SYS_ADMIN') }, handler)
 */
export function requireAuthority(...authorities: Authority[]): preHandlerAsyncHookHandler {
  return async (request) => {
    const user = currentUser(request);
    if (!authorities.includes(user.authority)) throw forbidden();
  };
}
