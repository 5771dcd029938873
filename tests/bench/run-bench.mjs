#!/usr/bin/env node
// `npm run bench`: the bundle-size budget table (builds the web bundles first if dist/elements is missing), then the
// browser benchmarks in headless Chromium: 100k-point chart draw time vs flot 4 (target ≥ 3× faster) and 50 live
// widgets × 10 updates/s for 20 s (target ≥ 55 fps, no task > 50 ms). `--budget-only` runs the budget alone
// (what `npm test` does: frame rates on a shared CI box are not a pass/fail signal for a test run).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
if (!existsSync(path.join(root, 'dist/elements'))) {
  console.log('dist/elements missing: building the web bundles…');
  const b = spawnSync('npm', ['run', '--silent', 'build:web'], { cwd: root, stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
const run = (file) => spawnSync(process.execPath, [path.join(root, 'tests/bench', file)], { cwd: root, stdio: 'inherit' }).status ?? 1;
let status = run('bundle-size.mjs');
if (!process.argv.includes('--budget-only')) {
  status = run('chart-bench.mjs') || status;
  status = run('live-bench.mjs') || status;
}
process.exit(status);
