/**
 * Static files of the demo app: `/dist/**` → `<root>/dist`, `/locales/**` → `<root>/locales`, everything else →
 * `<root>/demo` (index.html at `/`), plus the SPA fallback used by the not-found handler. The server's own sources
 * (`demo/server`, `demo/scripts`, `dist/server`) are never served.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const NO_CACHE = 'no-cache';

function allowExcept(prefixes: readonly string[]) {
  return (pathName: string): boolean => {
    const p = pathName.startsWith('/') ? pathName : `/${pathName}`;
    return !prefixes.some((b) => p === b || p.startsWith(`${b}/`));
  };
}

/** Revalidate everything (ETag/Last-Modified make that cheap); unhashed bundle names must never go stale. */
function setHeaders(reply: FastifyReply): void {
  reply.header('cache-control', NO_CACHE);
}

/** Registers the three static roots under `root` (the project root). */
export async function registerStatic(app: FastifyInstance, root: string): Promise<void> {
  const common = { cacheControl: false, dotfiles: 'ignore', redirect: false, setHeaders, suppressWarning: true } as const;
  await app.register(fastifyStatic, {
    ...common,
    root: join(root, 'demo'),
    prefix: '/',
    index: ['index.html'],
    allowedPath: allowExcept(['/server', '/scripts', '/api', '/dist', '/locales']),
  });
  await app.register(fastifyStatic, {
    ...common,
    root: join(root, 'dist'),
    prefix: '/dist/',
    decorateReply: false,
    allowedPath: allowExcept(['/server']),
  });
  await app.register(fastifyStatic, { ...common, root: join(root, 'locales'), prefix: '/locales/', decorateReply: false });
}

/** True for a browser navigation that should get the SPA shell: GET/HEAD, not `/api`, no extension, accepts HTML. */
export function isSpaNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?', 1)[0] ?? '';
  if (path === '/api' || path.startsWith('/api/')) return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (last.includes('.')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Answers with `<root>/demo/index.html` (no-cache). Returns false when the shell does not exist, so the caller
 * falls back to a 404 instead of looping through the not-found handler.
 */
export function sendSpaShell(reply: FastifyReply, root: string): boolean {
  const demoRoot = join(root, 'demo');
  if (!existsSync(join(demoRoot, 'index.html'))) return false;
  reply.header('cache-control', NO_CACHE);
  void reply.sendFile('index.html', demoRoot);
  return true;
}
