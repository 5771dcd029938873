#!/usr/bin/env node
// `npm run build`: the self-contained web bundles (rollup), the bundler build (esbuild), the server bundle, and the
// element manifest followed by the typings generated from it, in parallel; then dist/.build-stamp, which start.mjs
// compares against the inputs.
// Parallel because the steps are independent and each leaves a core idle part of the time (2-core CI).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { newestInput, root, writeStamp } from './build-stamp.mjs';

/** Run one step with its output prefixed, so parallel logs stay readable. Resolves to the exit code. */
function run(label, cmd, args) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    const pipe = (stream, out) => {
      let rest = '';
      stream.on('data', (d) => {
        const lines = (rest + d).split('\n');
        rest = lines.pop();
        for (const l of lines) out.write(`[${label}] ${l}\n`);
      });
      stream.on('end', () => rest && out.write(`[${label}] ${rest}\n`));
    };
    pipe(child.stdout, process.stdout);
    pipe(child.stderr, process.stderr);
    child.on('error', (e) => {
      console.error(`[${label}] ${e.message}`);
      resolve(1);
    });
    child.on('close', (code) => {
      console.log(
        `[${label}] ${code === 0 ? 'done' : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      resolve(code ?? 1);
    });
  });
}

const inputs = newestInput(); // before building: edits made during the build must trigger the next one
const t0 = Date.now();
rmSync(path.join(root, 'dist/types'), { recursive: true, force: true });
rmSync(path.join(root, 'dist/.build-stamp'), { force: true }); // a failed build must never look fresh

// Each step is the package.json script of the same name, so `npm run build:<step>` and this stay identical.
// Steps of one chain run in order (the typings are generated from the manifest).
const chains = [['web'], ['bundler'], ['server'], ['manifest', 'types']];
const codes = await Promise.all(
  chains.map(async (chain) => {
    for (const step of chain) {
      const code = await run(step, 'npm', ['run', '--silent', `build:${step}`]);
      if (code !== 0) return code;
    }
    return 0;
  }),
);

if (codes.some((c) => c !== 0)) {
  console.error(`build FAILED after ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  process.exit(1);
}
writeStamp(inputs.mtimeMs);
console.log(`build done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
