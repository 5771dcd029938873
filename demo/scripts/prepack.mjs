#!/usr/bin/env node
// `npm pack` / `npm publish` (the prepack script): the tarball takes dist/ as it is, so build first when dist/ is
// missing or older than its inputs (the same check `npm start` makes).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root, staleReason } from './build-stamp.mjs';

const reason = staleReason();
if (reason) {
  console.log(`prepack: building… (${reason})`);
  const r = spawnSync(process.execPath, [path.join(root, 'demo/scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
  process.exit(r.status ?? 1);
}
