#!/usr/bin/env node
// `npm start`: build if dist/ is missing or older than its inputs, then run the server in the foreground.
// The server owns PORT (default 8080) and the other IOT_* settings; we pass the environment through.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { root, staleReason } from './build-stamp.mjs';

const serverMain = path.join(root, 'dist/server/main.mjs');
let child = null;

// Children run detached (own process group) and we forward each signal to that whole group once.
// Without this a terminal Ctrl-C reaches the server twice (terminal group + our forward), and a server
// that treats a second SIGINT as "force quit" skips its clean shutdown (closing the database).
// Forwarding to the group also stops rollup/tsc under the build, not only build.mjs.
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    if (child && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, sig);
  });
}
// If this wrapper dies of an error, do not leave a detached child running.
process.on('exit', () => {
  if (child && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGTERM');
});

/** Run node with args in the foreground; resolve to a shell-style exit status (128+n for a signal). */
function runNode(args) {
  return new Promise((resolve) => {
    child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env, detached: true });
    child.on('error', (e) => {
      console.error(e.message);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(signal ? 128 + (os.constants.signals[signal] ?? 0) : (code ?? 0)));
  });
}

const reason = staleReason();
if (reason) {
  console.log(`building… (${reason})`);
  const status = await runNode([path.join(root, 'demo/scripts/build.mjs')]);
  if (status !== 0) {
    console.error('build failed; not starting the server');
    process.exit(status);
  }
}
process.exit(await runNode([serverMain]));
