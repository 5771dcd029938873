#!/usr/bin/env node
// `npm run bench`: bundle-size budget table (builds the web bundles first if dist/elements is missing), then the
// browser benchmarks (rule chain editor: open time and drag frame rate of a 300-node chain; needs dist/server).
// `npm run bench -- --budget-only` (what `npm test` runs) stops after the budget table: the browser benchmarks take
// a minute and their figures depend on the machine's load, so they are run and read on purpose.
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
const r = spawnSync(process.execPath, [path.join(root, 'tests/bench/bundle-size.mjs')], { cwd: root, stdio: 'inherit' });
if (r.status !== 0 || process.argv.includes('--budget-only')) process.exit(r.status ?? 1);
if (!existsSync(path.join(root, 'dist/server/main.mjs'))) {
  console.error('dist/server/main.mjs missing: run `npm run build` first');
  process.exit(1);
}
const e = spawnSync(process.execPath, [path.join(root, 'tests/bench/rule-chain-editor.mjs')], { cwd: root, stdio: 'inherit' });
process.exit(e.status ?? 1);
