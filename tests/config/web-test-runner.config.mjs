// Browser tests: @web/test-runner + Playwright driving Debian's Chromium (no browser download: /usr/bin/chromium or CHROME_PATH).
//   npm run test:browser                       all groups (default + csp)
//   npm run test:browser -- --group csp        strict-CSP pages only (files *.csp.test.ts)
//   npm run test:browser -- --files tests/browser/config/runner.test.ts
// Test files: tests/browser/**/*.test.{ts,tsx}. Files named *.csp.test.ts run in the `csp` group, whose
// page is served with a strict Content-Security-Policy (see wtr-csp.mjs for the policy and the nonce meta).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { fromRollup } from '@web/dev-server-rollup';
import rollupReplace from '@rollup/plugin-replace';
import { cssTextWds } from './css-text-plugins.mjs';
import { prebundleCjs } from './wtr-prebundle.mjs';
import { cspMiddleware, cspTestRunnerHtml } from './wtr-csp.mjs';
import { chromiumLaunchOptions } from './chromium.mjs';
import { summaryFileReporter } from './wtr-summary-reporter.mjs';
import { fileTimesReporter } from './wtr-file-times-reporter.mjs';
import { iotCommands } from './wtr-commands.mjs';
import { telemetryWsEndpoint } from './wtr-ws-endpoint.mjs';
import { realServerMiddleware } from './wtr-real-server.mjs';
import { sharedContext } from './wtr-shared-context.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const replace = fromRollup(rollupReplace);

export default {
  rootDir,
  files: ['tests/browser/**/*.test.{ts,tsx}', '!tests/browser/**/*.csp.test.{ts,tsx}'],
  groups: [{ name: 'csp', files: 'tests/browser/**/*.csp.test.{ts,tsx}', testRunnerHtml: cspTestRunnerHtml }],
  nodeResolve: { browser: true, exportConditions: ['browser', 'development'] },
  concurrency: 1, // 2-core CI: a second page only adds flakiness to focus/pointer tests; wtr-shared-context.mjs relies on it
  browserStartTimeout: 60_000,
  testsFinishTimeout: 180_000,
  testFramework: { config: { timeout: 10_000 } },
  // `/real/…` reaches the real embedded server (opt-in per test with api-url="/real"); see wtr-real-server.mjs.
  middleware: [cspMiddleware(), realServerMiddleware()],
  plugins: [
    iotCommands(rootDir), // ThingsBoard-format fixtures (and opt-in exports), screenshots, viewport size
    telemetryWsEndpoint(), // a real WebSocket endpoint for the telemetry socket client
    // Every CommonJS-only package the browser code reaches must be listed here. Symptom of a missing one:
    // "SyntaxError: The requested module '…/x.js' does not provide an export named 'y'" in the browser logs.
    prebundleCjs({
      rootDir,
      modules: [
        'react',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'react-dom',
        'react-dom/client',
        'use-sync-external-store/shim',
        'use-sync-external-store/shim/with-selector.js',
        'cookie',
        'set-cookie-parser', // imported by react-router 7
      ],
    }),
    // styled-components' ESM build reads process.env.NODE_ENV unguarded: "process is not defined" in a browser without this replacement.
    replace({
      include: ['**/node_modules/**'],
      preventAssignment: true,
      values: { 'process.env.NODE_ENV': '"development"' },
    }),
    cssTextWds(),
    // No `json: true`: it would serve every .json as a JS module, breaking the runtime fetch of locales/*.json.
    esbuildPlugin({ ts: true, tsx: true, target: 'auto', tsconfig: path.join(rootDir, 'tsconfig.json') }),
  ],
  browsers: [playwrightLauncher({ product: 'chromium', launchOptions: chromiumLaunchOptions, ...sharedContext() })],
  // The second writes counts for tests/run-all.mjs; the third prints per-file times when WTR_FILE_TIMES is set.
  reporters: [defaultReporter(), summaryFileReporter(), fileTimesReporter()],
  filterBrowserLogs: ({ args }) => !String(args[0] ?? '').includes('Lit is in dev mode'),
};
