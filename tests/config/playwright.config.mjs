// End-to-end tests (`npm run test:e2e`): @playwright/test against ONE real server (dist/server/main.mjs)
// on a free port with a fresh temporary data dir, started by tests/e2e/support/global-setup.mjs.
// Specs: tests/e2e/*.spec.ts. They use relative URLs (`page.goto('/')`, `request.get('/api/…')`).
// Screenshots that specs take on purpose go to tests/e2e/screenshots/ (git-ignored).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const resultsDir = path.join(root, 'tests/e2e/.results');

export default defineConfig({
  testDir: path.join(root, 'tests/e2e'),
  testMatch: '*.spec.ts',
  outputDir: path.join(resultsDir, 'artifacts'), // failure screenshots/traces; wiped by Playwright each run
  globalSetup: path.join(root, 'tests/e2e/support/global-setup.mjs'),
  globalTeardown: path.join(root, 'tests/e2e/support/global-teardown.mjs'),
  // One shared server and database: two workers at most locally, one on the 2-core CI.
  workers: process.env.CI ? 1 : 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: path.join(resultsDir, 'report.json') }]],
  use: {
    // Set by global-setup in the runner process; workers inherit the environment and load this file again.
    baseURL: process.env.IOT_E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
});
