// Opt-in access to the REAL embedded server from browser tests: requests under `/real/…` are proxied to one
// `dist/server/main.mjs` (fresh temp data dir, IOT_TEST_ROUTES=1, started on the first such request, stopped when
// wtr exits). A test points an element at it with `api-url="/real"`; every other test keeps running without a
// backend. Same origin for the page, so no CORS is involved. WebSocket upgrades are not proxied.
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { prepareDataDir } from './seeded-data-dir.mjs';
import { buildIfStale, startBuiltServer } from './start-built-server.mjs';

export const REAL_PREFIX = '/real';

let starting = null;

async function startServer() {
  buildIfStale('wtr (the server for /real tests)');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'iot-wtr-'));
  await prepareDataDir(dataDir); // within npm test: a copy of the run's seeded data dir instead of a first start
  const started = startBuiltServer({
    dataDir,
    env: { HOST: '127.0.0.1', IOT_TEST_ROUTES: '1' },
    what: 'wtr: real server',
  });
  // When wtr exits, the server is killed first (startBuiltServer registered that on spawn), then its data dir goes.
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  return (await started).port;
}

function proxy(ctx, port) {
  return new Promise((resolve) => {
    const headers = { ...ctx.req.headers, host: `127.0.0.1:${port}` };
    const upstream = request(
      { host: '127.0.0.1', port, method: ctx.method, path: ctx.originalUrl.slice(REAL_PREFIX.length) || '/', headers },
      (res) => {
        ctx.status = res.statusCode ?? 502;
        for (const [k, v] of Object.entries(res.headers))
          if (v !== undefined && k !== 'transfer-encoding') ctx.set(k, v);
        ctx.body = res; // koa streams it
        resolve();
      },
    );
    upstream.on('error', (e) => {
      ctx.status = 502;
      ctx.body = `proxy error: ${e.message}`;
      resolve();
    });
    ctx.req.pipe(upstream);
  });
}

/** Koa middleware for wtr's `middleware` list. */
export function realServerMiddleware() {
  return async (ctx, next) => {
    if (ctx.path !== REAL_PREFIX && !ctx.path.startsWith(`${REAL_PREFIX}/`)) return next();
    starting ??= startServer();
    await proxy(ctx, await starting);
  };
}
