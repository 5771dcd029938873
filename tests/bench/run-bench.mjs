#!/usr/bin/env node
// `npm run bench`: bundle-size budget table (builds the web bundles first if dist/elements is missing).
// Further benchmarks go here as more steps.
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
process.exit(r.status ?? 1);
