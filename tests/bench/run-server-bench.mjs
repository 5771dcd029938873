#!/usr/bin/env node
// Bundles tests/bench/server-bench.ts (TypeScript, imports demo/server) with esbuild into .tmp/ and runs it with node.
// Needs no dist/ build, so it runs even when the web bundles are not built.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outfile = path.join(root, '.tmp/bench/server-bench.mjs');
await build({
  absWorkingDir: root,
  entryPoints: [path.join(root, 'tests/bench/server-bench.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
  tsconfig: path.join(root, 'tsconfig.json'),
});
const r = spawnSync(process.execPath, [outfile], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
