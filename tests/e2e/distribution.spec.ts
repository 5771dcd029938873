/**
 * The package as a partner gets it: one `npm pack` of this build, installed into a React 19 + TypeScript host
 * (tests/e2e/partner-host) from the npm cache (the registry is asked only for what the cache lacks). The tarball holds the distribution only; installing it adds
 * React and nothing of our server; the host type-checks strictly (skipLibCheck off) with both `bundler` and `node16`
 * resolution; esbuild and Vite bundle it with one React, and both pages show the device list's translated text and
 * data from our server, and pass its events to React.
 */
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { shot } from './rest-support';
import { screenshot } from './support/screenshot';

const root = process.cwd();
const rootPkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
};
/** What installing the package may bring: itself, its peers, and the host's own typings. */
const HOST_PACKAGES = ['@types/react', '@types/react-dom', 'csstype', 'iot-console', 'react', 'react-dom', 'scheduler'];
const SERVER_PACKAGES = [
  'fastify',
  'aedes',
  'pg',
  '@electric-sql/pglite',
  'nodemailer',
  'jose',
  '@fastify/static',
  'mqtt',
];

let tmp: string;
let host: string;
let tarball: string;
let files: Server;
let filesUrl: string;

function run(cmd: string, args: string[], cwd: string): string {
  try {
    return execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${cmd} ${args.join(' ')} failed:\n${err.stdout ?? ''}${err.stderr ?? ''}`, { cause: e });
  }
}

/** Serves the host's build folders, as a partner's web server would. */
async function serveHost(dir: string): Promise<void> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.json': 'application/json',
    '.wasm': 'application/wasm',
    '.css': 'text/css',
  };
  files = createServer((req, res) => {
    const rel = decodeURIComponent((req.url ?? '/').split('?')[0]!);
    const file = path.join(dir, path.normalize(rel));
    try {
      const body = readFileSync(file.startsWith(dir) ? file : dir);
      res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
  filesUrl = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  tmp = mkdtempSync(path.join(os.tmpdir(), 'iot-package-'));
  // prepack rebuilds only when dist/ is stale; the e2e setup has just built it.
  const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', tmp], root)) as { filename: string }[];
  tarball = path.join(tmp, packed[0]!.filename);
  host = path.join(tmp, 'partner-portal');
  cpSync(path.join(root, 'tests/e2e/partner-host'), host, { recursive: true });
  const dependencies = {
    'iot-console': `file:${tarball}`,
    ...Object.fromEntries(
      ['react', 'react-dom', '@types/react', '@types/react-dom'].map((n) => [n, rootPkg.devDependencies[n]]),
    ),
  };
  writeFileSync(
    path.join(host, 'package.json'),
    JSON.stringify({ name: 'partner-portal', private: true, type: 'module', dependencies }, null, 2),
  );
  // The tarballs come from the cache our own install filled; `npm ci` caches no package documents, so a fresh
  // machine's first run fetches those six from the registry (--offline would fail there).
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], host);
  await serveHost(host);
});

test.afterAll(async () => {
  await new Promise((r) => (files ? files.close(r) : r(undefined)));
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

test('the tarball holds the distribution only, as a public package with React as its only peers', () => {
  const entries = run('tar', ['-tzf', tarball], tmp)
    .split('\n')
    .filter(Boolean)
    .map((e) => e.replace(/^package\//, ''));
  for (const banned of [
    'src/',
    'tests/',
    'demo/',
    'dist/server/',
    'dist/demo/',
    'locales/glossary/',
    'node_modules/',
    'elements/',
  ]) {
    expect(
      entries.filter((e) => e.startsWith(banned)),
      banned,
    ).toEqual([]);
  }
  for (const needed of [
    'package.json',
    'README.md',
    'LICENSE',
    'locales/en_US.json',
    'dist/custom-elements.json',
    'dist/widget-sandbox.html',
    'dist/elements/loader.js',
    'dist/elements/iot-dashboard.js',
    'dist/chunks/emscripten-module.wasm',
    'dist/bundler/loader.js',
    'dist/bundler/iot-device-list.js',
    'dist/types/elements/loader.d.ts',
    'dist/types/react.d.ts',
  ]) {
    expect(entries, needed).toContain(needed);
  }
  const pkg = JSON.parse(readFileSync(path.join(host, 'node_modules/iot-console/package.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  expect(pkg['private']).toBeUndefined();
  expect(pkg['dependencies']).toBeUndefined();
  expect(Object.keys(pkg['peerDependencies'] as object).sort()).toEqual(['react', 'react-dom']);
});

test('installing it adds React and none of the server packages', () => {
  const lock = JSON.parse(readFileSync(path.join(host, 'node_modules/.package-lock.json'), 'utf8')) as {
    packages: Record<string, unknown>;
  };
  const installed = Object.keys(lock.packages)
    .map((p) => p.replace(/^.*node_modules\//, ''))
    .sort();
  expect(installed).toEqual(HOST_PACKAGES);
  for (const p of SERVER_PACKAGES) expect(installed).not.toContain(p);
});

test('a strict React 19 + TypeScript host type-checks with moduleResolution bundler and node16', async () => {
  test.setTimeout(180_000);
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
  const check = (config: string) =>
    new Promise<string>((resolve) => {
      execFile(process.execPath, [tsc, '-p', config], { cwd: host }, (err, stdout, stderr) =>
        resolve(err ? `${config}:\n${stdout}${stderr}` : ''),
      );
    });
  expect((await Promise.all([check('tsconfig.json'), check('tsconfig.node16.json')])).join('')).toBe('');
});

/** Opens a built host page signed in through the element's token properties; checks text, data and events. */
async function checkHostPage(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  url: string,
  name: string,
): Promise<void> {
  const login = await request.post('/api/auth/login', {
    data: { username: 'tenant@thingsboard.org', password: 'tenant' },
  });
  const { token, refreshToken } = (await login.json()) as { token: string; refreshToken: string };
  await page.addInitScript((cfg) => Object.assign(window, { partner: cfg }), {
    api: new URL(baseURL).origin,
    token,
    refreshToken,
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  const list = page.locator('iot-device-list');
  await expect(list.locator('tbody tr[data-index]')).toHaveCount(25, { timeout: 30_000 });
  // Translated from the en_US inlined in the bundler build: nothing on the page serves locale files.
  await expect(list.getByRole('columnheader', { name: 'Created time' })).toBeVisible();
  await expect(list.getByText('Devices', { exact: true })).toBeVisible();
  expect(
    await list.evaluate((el) => /\b(device|common|entity)\.[a-z-]+\b/.test(el.shadowRoot!.textContent ?? '')),
  ).toBe(false);
  const nameColumn = (await list.getByRole('columnheader').allTextContents()).findIndex((h) => h.trim() === 'Name');
  const first = list.locator('tbody tr[data-index]').first();
  const deviceName = (await first.locator('td').nth(nameColumn).textContent())!;
  await first.click();
  await expect(page.getByTestId('selected')).toHaveText(`Selected: DEVICE ${deviceName}`);
  // The API is on another origin: its tokens are kept under a key of their own, never under the page origin's.
  const keys = await page.evaluate(() => ({
    jwt: localStorage.getItem('jwt_token'),
    scoped: Object.keys(localStorage).filter((k) => k.startsWith('TB-TOKENS@')),
  }));
  expect(keys).toEqual({ jwt: null, scoped: [`TB-TOKENS@${new URL(baseURL).origin}`] });
  await screenshot(page, shot(`partner-host-${name}`));
  expect(errors).toEqual([]);
}

/** Package folders (`react`, `react-dom`) that module paths come from, e.g. `node_modules/react`. */
function reactCopies(modules: string[]): string[] {
  const roots = modules
    .map((m) => /(?:^|[\\/])((?:[^\\/]+[\\/])*node_modules[\\/]react(?:-dom)?)[\\/]/.exec(m)?.[1])
    .filter((r): r is string => !!r);
  return [...new Set(roots.map((r) => r.replaceAll('\\', '/').replace(/^.*?(node_modules\/)/, '$1')))].sort();
}

test('an esbuild-bundled host carries one React and shows translated text and data', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const outdir = path.join(host, 'dist-esbuild');
  const result = await esbuild({
    absWorkingDir: host,
    entryPoints: ['src/main.tsx'],
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    logLevel: 'error',
  });
  const inputs = Object.keys(result.metafile.inputs);
  expect(reactCopies(inputs)).toEqual(['node_modules/react', 'node_modules/react-dom']);
  expect(
    inputs.filter(
      (i) => i.includes('node_modules/iot-console/') && !i.includes('node_modules/iot-console/dist/bundler/'),
    ),
  ).toEqual([]);
  writeFileSync(
    path.join(outdir, 'index.html'),
    readFileSync(path.join(host, 'index.html'), 'utf8').replace('/src/main.tsx', './main.js'),
  );
  await checkHostPage(page, request, baseURL!, `${filesUrl}/dist-esbuild/index.html`, 'esbuild');
});

test('a Vite-built host carries one React and shows translated text and data', async ({ page, request, baseURL }) => {
  test.setTimeout(150_000);
  const output = await viteBuild({
    root: host,
    base: './',
    configFile: false,
    logLevel: 'error',
    build: { outDir: 'dist-vite', emptyOutDir: true },
  });
  const bundles = (Array.isArray(output) ? output : [output]) as {
    output: { type: string; moduleIds?: string[]; modules?: Record<string, unknown> }[];
  }[];
  const modules = bundles
    .flatMap((b) => b.output)
    .flatMap((o) => (o.type === 'chunk' ? (o.moduleIds ?? Object.keys(o.modules ?? {})) : []));
  expect(reactCopies(modules)).toEqual(['node_modules/react', 'node_modules/react-dom']);
  expect(modules.some((m) => m.includes('node_modules/iot-console/dist/bundler/'))).toBe(true);
  await checkHostPage(page, request, baseURL!, `${filesUrl}/dist-vite/index.html`, 'vite');
});
