#!/usr/bin/env node
/**
 * Bundles the embedded server (demo/server/main.ts) into dist/server/main.mjs with esbuild.
 * Dependencies stay external (resolved from node_modules at run time). Usage: node demo/scripts/build-server.mjs
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Builds the server bundle.
 * @param {{ outfile?: string, minify?: boolean }} [opts]
 * @returns {Promise<string>} the output file path
 */
export async function buildServer(opts = {}) {
  const outfile = opts.outfile ?? resolve(root, 'dist/server/main.mjs');
  await build({
    absWorkingDir: root,
    entryPoints: [resolve(root, 'demo/server/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    minify: opts.minify ?? false,
    logLevel: 'warning',
    tsconfig: resolve(root, 'tsconfig.json'),
  });
  return outfile;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  buildServer().then(
    (file) => console.log(`built ${file} in ${Date.now() - started} ms`),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
