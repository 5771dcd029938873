// Opt-in access to the REAL embedded server from browser tests: requests under `/real/…` are proxied to one
// `dist/server/main.mjs` (fresh temp data dir, IOT_TEST_ROUTES=1, started on the first such request, stopped when
// wtr exits). A test points an element at it with `api-url="/real"`; every other test keeps running without a
// backend. Same origin for the page, so no CORS is involved. WebSocket upgrades are not proxied.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { root, staleReason } from '../../demo/scripts/build-stamp.mjs';
import { prepareDataDir } from './seeded-data-dir.mjs';

export const REAL_PREFIX = '/real';
const READY = /iot-console ready at http:\/\/[^:]+:(\d+)/;

let starting = null;

function buildIfStale() {
  const reason = staleReason();
  if (!reason) return;
  console.log(`wtr: building the server for /real tests… (${reason})`);
  const b = spawnSync(process.execPath, [path.join(root, 'demo/scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
  if (b.status !== 0) throw new Error('wtr: build failed');
}

async function startServer() {
  buildIfStale();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'iot-wtr-'));
  await prepareDataDir(dataDir); // within npm test: a copy of the run's seeded data dir instead of a first start
  const child = spawn(process.execPath, [path.join(root, 'dist/server/main.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      MQTT_PORT: '0',
      HOST: '127.0.0.1',
      IOT_DATA_DIR: dataDir,
      IOT_TEST_ROUTES: '1',
      IOT_SIMULATOR: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('wtr: real server not ready within 60 s')), 60_000);
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = READY.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`wtr: real server exited (code ${code})`));
    });
  });
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
