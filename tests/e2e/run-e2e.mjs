#!/usr/bin/env node
// `npm run test:e2e [-- playwright args]`: runs @playwright/test with tests/config/playwright.config.mjs.
// The server lifecycle lives in the config's globalSetup/globalTeardown, so `npx playwright test
// --config tests/config/playwright.config.mjs` works the same; this wrapper only fixes the config path
// and passes the exit code on. Machine-readable results: tests/e2e/.results/report.json.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
const r = spawnSync(
  process.execPath,
  [cli, 'test', '--config', path.join(root, 'tests/config/playwright.config.mjs'), ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
process.exit(r.status ?? 1);
