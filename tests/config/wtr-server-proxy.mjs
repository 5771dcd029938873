// The real embedded server for browser tests that need data (no in-browser fakes, house rule 3): requests to
// `/__iot/*` are proxied to a demo server (bundled from demo/server on first use into .tmp/, PORT=0, a fresh temp
// data dir). It starts lazily, so test files that never ask for it pay nothing; it stops with the test runner.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../../demo/scripts/build-server.mjs';

export const SERVER_PREFIX = '/__iot';
const READY = /iot-console ready at (http:\/\/\S+)/;

let starting = null;
let child = null;
let dataDir = null;

async function start(rootDir) {
  const outfile = path.join(rootDir, '.tmp/wtr-server/main.mjs');
  await buildServer({ outfile });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'iot-wtr-'));
  child = spawn(process.execPath, [outfile], {
    cwd: rootDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', IOT_DATA_DIR: dataDir, IOT_TEST_ROUTES: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.on('exit', stop);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('wtr: demo server not ready within 90 s')), 90_000);
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = READY.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(new URL(m[1].replace('localhost', '127.0.0.1')));
      }
    });
    child.on('exit', (code) => reject(new Error(`wtr: demo server exited (${code})`)));
  });
}

function stop() {
  if (child && child.exitCode === null) child.kill('SIGTERM');
  child = null;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = null;
}

/** Koa middleware for wtr's `middleware` option (runs before the file server): `/__iot/*` → the demo server. */
export function serverProxyMiddleware({ rootDir }) {
  return async (ctx, next) => {
        if (!ctx.path.startsWith(`${SERVER_PREFIX}/`)) return next();
        starting ??= start(rootDir);
        const target = await starting;
        const body = ['GET', 'HEAD'].includes(ctx.method) ? null : await readBody(ctx.req);
        const res = await new Promise((resolve, reject) => {
          const req = request(
            { host: target.hostname, port: target.port, method: ctx.method, path: ctx.url.slice(SERVER_PREFIX.length), headers: { ...ctx.headers, host: target.host } },
            resolve,
          );
          req.on('error', reject);
          req.end(body);
        });
        ctx.status = res.statusCode;
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined && k !== 'transfer-encoding' && k !== 'connection') ctx.set(k, v);
        ctx.body = await readBody(res);
  };
}

/** wtr plugin that stops the demo server with the test runner. */
export function serverProxyPlugin() {
  return { name: 'iot-server-proxy', serverStop: stop };
}

function readBody(stream) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}
