#!/usr/bin/env node
// `npm run bench`: two independent benchmarks, each run even when the other fails.
//  1. bundle-size budget table (builds the web bundles first if dist/elements is missing);
//  2. embedded-server benchmark (tests/bench/server-bench.ts: 10k devices, list/create latency vs a bare Fastify
//     route) — needs no dist/ build. `npm run bench -- --only=bundle|server` runs one of them.
// Further benchmarks go here as more steps.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);

function bundleSize() {
  if (!existsSync(path.join(root, 'dist/elements'))) {
    console.log('dist/elements missing: building the web bundles…');
    const b = spawnSync('npm', ['run', '--silent', 'build:web'], { cwd: root, stdio: 'inherit' });
    if (b.status !== 0) return b.status ?? 1;
  }
  return spawnSync(process.execPath, [path.join(root, 'tests/bench/bundle-size.mjs')], { cwd: root, stdio: 'inherit' }).status ?? 1;
}

function server() {
  return spawnSync(process.execPath, [path.join(root, 'tests/bench/run-server-bench.mjs')], { cwd: root, stdio: 'inherit' }).status ?? 1;
}

const results = [];
if (!only || only === 'bundle') results.push(['bundle size', bundleSize()]);
if (!only || only === 'server') results.push(['server', server()]);
for (const [name, status] of results) if (status !== 0) console.log(`BENCH FAILED: ${name}`);
process.exit(results.some(([, status]) => status !== 0) ? 1 : 0);
