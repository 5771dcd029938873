/**
 * Static files of the demo app: `/dist/**` → `<root>/dist`, `/locales/**` → `<root>/locales`, everything else →
 * `<root>/demo` (index.html at `/`), plus the SPA fallback used by the not-found handler. The server's own sources
 * (`demo/server`, `demo/scripts`, `dist/server`) are never served.
 *
 * `/dist/chunks/<file>` has its own route: a page loads dozens of chunks at once, and the static plugin's wildcard
 * route reads every directory on the path for each request (its path-spelling check; ~1.4 ms of event loop per chunk
 * with 200+ chunks, measured under a public dashboard's cold load). A chunk name is one safe path segment, checked
 * here; content-hashed chunks are immutable, so they are kept in memory and may be cached by browsers for a year.
 * They are kept gzipped too and sent so to a browser that accepts it: the scripts are ~3× smaller on the wire, which
 * on a real network is most of a cold load (a public dashboard fetches ~600 KB of script, ~190 KB gzipped).
 *
 * The distribution (`/dist/**`: element modules, chunks, the QuickJS wasm, the widget sandbox page) and `/locales/**`
 * are public files answered with `Access-Control-Allow-Origin: *`, so a partner page on any origin can load the
 * elements as module scripts (which are always fetched in CORS mode) and their locale files.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

function allowExcept(prefixes: readonly string[]) {
  return (pathName: string): boolean => {
    const p = pathName.startsWith('/') ? pathName : `/${pathName}`;
    return !prefixes.some((b) => p === b || p.startsWith(`${b}/`));
  };
}

/** Content-hashed locale files of the build (`dist/locales/<lang>.<hash>.json`): a new translation is a new name. */
const HASHED_LOCALE = /[\\/]dist[\\/]locales[\\/][a-z]{2}_[A-Z]{2}\.[\w-]{10}\.json$/;

/**
 * Revalidate everything (ETag/Last-Modified make that cheap); unhashed bundle names must never go stale. Hashed
 * locale files never change under their name: cached for a year, immutable.
 */
function setHeaders(reply: FastifyReply, filePath?: string): void {
  reply.header('cache-control', filePath && HASHED_LOCALE.test(filePath) ? IMMUTABLE : NO_CACHE);
}

/** `/dist/**` and `/locales/**`: revalidated like everything else, and readable from any origin. */
function setPublicHeaders(reply: FastifyReply, filePath?: string): void {
  setHeaders(reply, filePath);
  reply.header('access-control-allow-origin', '*');
}

/** One path segment of letters, digits, `_`, `-` and dots, not starting with a dot. */
const CHUNK_NAME = /^[\w-][\w.-]*$/;
/** Rollup's `[name]-[hash].js` (8-character base64url hash): the content never changes under that name. */
const HASHED_JS = /-[\w-]{8}\.js$/;
const MEMORY_CAP_BYTES = 64 * 1024 * 1024;
const gzipAsync = promisify(gzip);

/** A chunk held in memory: its bytes, and gzipped once (for the first request that accepts gzip). */
interface HeldChunk {
  body: Buffer;
  gzipped?: Promise<Buffer>;
}

/** Whether the request's Accept-Encoding takes gzip (not refused with q=0). */
function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  const value = (Array.isArray(header) ? header.join(',') : (header ?? '')).toLowerCase();
  return value.split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (!q || Number(q.slice(2)) > 0);
  });
}

function registerChunks(app: FastifyInstance, chunksDir: string): void {
  const memory = new Map<string, HeldChunk>();
  let held = 0;
  app.get<{ Params: { file: string } }>('/dist/chunks/:file', async (request, reply) => {
    const { file } = request.params;
    if (!CHUNK_NAME.test(file)) return reply.callNotFound();
    if (!HASHED_JS.test(file)) {
      setPublicHeaders(reply);
      return reply.sendFile(file, chunksDir);
    }
    let chunk = memory.get(file);
    if (!chunk) {
      let body: Buffer;
      try {
        body = await readFile(join(chunksDir, file));
      } catch {
        return reply.callNotFound();
      }
      // Old builds' chunks pile up in a long-running dev server; start over rather than grow without bound.
      if (held + body.length > MEMORY_CAP_BYTES) {
        memory.clear();
        held = 0;
      }
      chunk = { body };
      memory.set(file, chunk);
      held += body.length;
    }
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', IMMUTABLE)
      .header('access-control-allow-origin', '*')
      .header('vary', 'accept-encoding');
    if (!acceptsGzip(request)) return reply.send(chunk.body);
    // The gzipped copy counts towards the memory cap too (it is kept as long as the plain bytes).
    chunk.gzipped ??= gzipAsync(chunk.body).then((zipped) => {
      held += zipped.length;
      return zipped;
    });
    return reply.header('content-encoding', 'gzip').send(await chunk.gzipped);
  });
}

/** Registers the three static roots under `root` (the project root). */
export async function registerStatic(app: FastifyInstance, root: string): Promise<void> {
  const common = {
    cacheControl: false,
    dotfiles: 'ignore',
    redirect: false,
    setHeaders,
    suppressWarning: true,
  } as const;
  registerChunks(app, join(root, 'dist', 'chunks'));
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
    setHeaders: setPublicHeaders,
    allowedPath: allowExcept(['/server']),
  });
  await app.register(fastifyStatic, {
    ...common,
    root: join(root, 'locales'),
    prefix: '/locales/',
    decorateReply: false,
    setHeaders: setPublicHeaders,
  });
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
