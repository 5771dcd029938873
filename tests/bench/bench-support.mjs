// Shared by the browser benchmarks: bundle a page entry with esbuild (ES modules, code splitting, CSS as text),
// serve the project root over HTTP on a free port, launch the test Chromium headless, run the built demo server.
import { createReadStream, existsSync, mkdirSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../config/chromium.mjs';
import { prepareDataDir } from '../config/seeded-data-dir.mjs';
import { startBuiltServer, stopProcess } from '../config/start-built-server.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Bundle `entry` into .tmp/bench/<name>/ (production React). Returns the URL path of the entry module. */
export async function bundle(entry, name) {
  const outdir = path.join(root, '.tmp/bench', name);
  mkdirSync(outdir, { recursive: true });
  await build({
    entryPoints: [path.join(root, entry)],
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    loader: { '.css': 'text' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
    tsconfig: path.join(root, 'tsconfig.json'),
  });
  // Served as /bench/<name>/…: two levels below the root, like dist/chunks/, so `../../locales/` resolves.
  return `/bench/${name}/${path.basename(entry).replace(/\.tsx?$/, '.js')}`;
}

const TYPES = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.html': 'text/html',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
};

/** Serve the project root (GET only). */
export function serve() {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const rel = decodeURIComponent(url.pathname);
    const file = rel.startsWith('/bench/') ? path.join(root, '.tmp', rel) : path.join(root, rel);
    if (url.pathname === '/' || url.pathname === '/bench.html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0"></body></html>');
      return;
    }
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, origin: `http://127.0.0.1:${server.address().port}` })),
  );
}

/** The test Chromium, headless; `extraArgs` are added to the usual flags (e.g. `--js-flags=--expose-gc`). */
export async function launch(extraArgs = []) {
  return chromium.launch({ ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, ...extraArgs] });
}

/**
 * Start the built server (dist/server/main.mjs, or `entry`: another checkout's) on free ports with this data dir, no
 * simulator; resolves when it is ready with its process, URL and MQTT port.
 */
export async function startServer(dataDir, env = {}, entry = undefined) {
  await prepareDataDir(dataDir); // within npm test: a copy of the run's seeded data dir instead of a first start
  const { child, url, mqttPort } = await startBuiltServer({
    dataDir,
    entry,
    env: { HOST: '127.0.0.1', ...env },
    timeoutMs: 120_000,
  });
  return { child, url: url.replace('localhost', '127.0.0.1'), mqttPort };
}

/** SIGTERM to a server of `startServer`; resolves once it has exited. */
export const stopServer = (child) => stopProcess(child);
