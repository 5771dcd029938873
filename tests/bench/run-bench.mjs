#!/usr/bin/env node
// `npm run bench`: independent benchmarks, each run even when another fails.
//  1. bundle: bundle-size budget table (builds the web bundles first if dist/elements is missing);
//  2. server: embedded-server benchmark (tests/bench/server-bench.ts: 10k devices, list/create latency vs a bare
//     Fastify route) — needs no dist/ build;
//  3. chart: 100k-point chart draw time vs flot 4 in headless Chromium (target ≥ 3× faster);
//  4. live: 50 live widgets × 10 updates/s for 20 s in headless Chromium (target ≥ 55 fps, no task > 50 ms).
// `npm run bench -- --only=bundle,server` runs a subset (`--budget-only` = `--only=bundle`). `npm test` runs
// bundle and server only: frame rates on a box shared by the other test steps are not a pass/fail signal there.
// Further benchmarks go here as more steps.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const onlyArg = process.argv.includes('--budget-only')
  ? 'bundle'
  : process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const only = onlyArg ? new Set(onlyArg.split(',')) : undefined;

const node = (file) => spawnSync(process.execPath, [path.join(root, 'tests/bench', file)], { cwd: root, stdio: 'inherit' }).status ?? 1;

function bundleSize() {
  if (!existsSync(path.join(root, 'dist/elements'))) {
    console.log('dist/elements missing: building the web bundles…');
    const b = spawnSync('npm', ['run', '--silent', 'build:web'], { cwd: root, stdio: 'inherit' });
    if (b.status !== 0) return b.status ?? 1;
  }
  return node('bundle-size.mjs');
}

const steps = [
  ['bundle', 'bundle size', bundleSize],
  ['server', 'server', () => node('run-server-bench.mjs')],
  ['chart', 'chart vs flot', () => node('chart-bench.mjs')],
  ['live', 'live widgets', () => node('live-bench.mjs')],
];
const results = [];
for (const [id, name, run] of steps) if (!only || only.has(id)) results.push([name, run()]);
for (const [name, status] of results) if (status !== 0) console.log(`BENCH FAILED: ${name}`);
process.exit(results.some(([, status]) => status !== 0) ? 1 : 0);
