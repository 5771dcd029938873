// Playwright globalSetup: make sure dist/ is current, then start ONE server for the whole run:
// PORT=0 (free port), a fresh temp IOT_DATA_DIR, IOT_TEST_ROUTES=1; IOT_JWT_TTL_S passes through from the
// environment. The URL it prints becomes IOT_E2E_BASE_URL (→ `use.baseURL`); global-teardown stops it.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, staleReason } from '../../../demo/scripts/build-stamp.mjs';
import { prepareDataDir } from '../../config/seeded-data-dir.mjs';

const READY = /iot-console ready at (http:\/\/\S+)/;
const resultsDir = path.join(root, 'tests/e2e/.results');

function buildIfStale() {
  const reason = staleReason();
  if (!reason) return;
  console.log(`e2e: building… (${reason})`);
  const b = spawnSync(process.execPath, [path.join(root, 'demo/scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
  if (b.status !== 0) throw new Error('e2e: build failed');
}

export default async function globalSetup() {
  buildIfStale();
  mkdirSync(path.join(root, 'tests/e2e/screenshots'), { recursive: true });
  mkdirSync(resultsDir, { recursive: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'iot-e2e-'));
  await prepareDataDir(dataDir); // within npm test: a copy of the run's seeded data dir instead of a first start
  const logFile = path.join(resultsDir, 'server.log');
  const log = createWriteStream(logFile);

  const server = spawn(process.execPath, [path.join(root, 'dist/server/main.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: '0', MQTT_PORT: '0', IOT_DATA_DIR: dataDir, IOT_TEST_ROUTES: '1', IOT_SIMULATOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Teardown finds the server and the temp dir through the environment (same runner process).
  process.env.IOT_E2E_SERVER_PID = String(server.pid);
  process.env.IOT_E2E_DATA_DIR = dataDir;
  // Should the runner die without teardown, do not leave the server behind.
  process.on('exit', () => server.exitCode === null && server.kill('SIGKILL'));
  server.stderr.pipe(log);

  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('e2e: server did not print its ready line within 60 s')), 60_000);
    let buffered = '';
    server.stdout.on('data', (d) => {
      log.write(d);
      buffered += d;
      const m = READY.exec(buffered);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    server.on('exit', (code, signal) => {
      clearTimeout(timer);
      reject(
        new Error(
          `e2e: server exited before ready (code ${code}, signal ${signal}); see ${path.relative(root, logFile)}`,
        ),
      );
    });
  });
  process.env.IOT_E2E_BASE_URL = url;
  console.log(`e2e: server ${url} (pid ${server.pid}, data ${dataDir}, log ${path.relative(root, logFile)})`);
}
