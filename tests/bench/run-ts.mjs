#!/usr/bin/env node
// Runs a TypeScript bench entry (tests/bench/*.ts) in Node: bundles it with esbuild (dependencies external, as the
// server build does) into .tmp/bench/ and imports it. Usage: node tests/bench/run-ts.mjs tests/bench/<name>.ts
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const entry = path.resolve(root, process.argv[2] ?? '');
const outfile = path.join(root, '.tmp/bench', `${path.basename(entry, '.ts')}.mjs`);
await build({
  absWorkingDir: root,
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
  tsconfig: path.join(root, 'tsconfig.json'),
});
await import(pathToFileURL(outfile).href);
