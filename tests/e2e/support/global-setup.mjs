// Playwright globalSetup: make sure dist/ is current, then start ONE server for the whole run:
// PORT=0 (free port), a fresh temp IOT_DATA_DIR, IOT_TEST_ROUTES=1; IOT_JWT_TTL_S passes through from the
// environment. The URL it prints becomes IOT_E2E_BASE_URL (→ `use.baseURL`); global-teardown stops it.
import { createWriteStream, mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../../../demo/scripts/build-stamp.mjs';
import { prepareDataDir } from '../../config/seeded-data-dir.mjs';
import { buildIfStale, startBuiltServer } from '../../config/start-built-server.mjs';

const resultsDir = path.join(root, 'tests/e2e/.results');

export default async function globalSetup() {
  buildIfStale('e2e');
  mkdirSync(path.join(root, 'tests/e2e/screenshots'), { recursive: true });
  mkdirSync(resultsDir, { recursive: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'iot-e2e-'));
  await prepareDataDir(dataDir); // within npm test: a copy of the run's seeded data dir instead of a first start
  const logFile = path.join(resultsDir, 'server.log');
  // Should the runner die without teardown, startBuiltServer does not leave the server behind.
  const { child, url } = await startBuiltServer({
    dataDir,
    env: { IOT_TEST_ROUTES: '1' },
    stderr: 'pipe',
    log: createWriteStream(logFile),
    what: `e2e: server (log: ${path.relative(root, logFile)})`,
  });
  // Teardown finds the server and the temp dir through the environment (same runner process).
  process.env.IOT_E2E_SERVER_PID = String(child.pid);
  process.env.IOT_E2E_DATA_DIR = dataDir;
  process.env.IOT_E2E_BASE_URL = url;
  console.log(`e2e: server ${url} (pid ${child.pid}, data ${dataDir}, log ${path.relative(root, logFile)})`);
}
