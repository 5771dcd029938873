#!/usr/bin/env node
// `npm run bench [step…]`: independent benchmark steps, each run even when another fails, each printing its figures
// and PASS/FAIL against its budget.
//   bundle-size         initial JavaScript per element (tests/bench/budgets.json; builds the web bundles if missing)
//                       and a treemap of where each budgeted element's initial bytes go (dist/module-sizes.json)
//   server              embedded server with 10k devices: list/create latency vs a bare Fastify route (server-bench.ts)
//   rule-engine         telemetry msgs/s through the seeded root chain vs the direct sink (rule-engine-bench.ts)
//   device-transport    MQTT ingest rate and publish → WebSocket latency (device-transport.ts)
//   load                50 clients on device lists + telemetry reads against the server process as `npm start` runs
//                       it, next to a bare Fastify route; 200 WebSocket subscribers' update latency (load-bench.ts;
//                       IOT_BENCH_DATABASE_URL = on PostgreSQL); targets enforced only on a machine that is not overloaded
//   telemetry-history   1M points of one key aggregated into 500 intervals (tests/bench/perf-budgets.json)
//   entities-query      POST /api/entitiesQuery/find over 10k devices, p50/p95 (tests/bench/perf-budgets.json)
//   chart               1M-point chart draw time vs flot 4 (peer, ≥ 20× faster) and bare uPlot (limit, ≤ 1.5×)
//   entity-table        devices page with 10k devices in headless Chromium: first render, page switch, sort, search,
//                       1000-row scroll (tests/bench/perf-budgets.json; needs `npm run build`)
//   live                200 live widgets × 10 updates/s for 20 s in headless Chromium beside a canvas painting the
//                       same values (target ≥ 55 fps, no task > 50 ms; frame budget use ours ÷ limit)
//   editor              rule chain editor: open time, drag frame rate and the drop's longest task (≤ 50 ms) of a
//                       1000-node, 1500-link chain in Chromium against dist/server (needs `npm run build`). Only when asked for (`npm run bench -- editor`):
//                       its drag target (≥ 55 fps) is not met yet on a 2-core machine.
//   public              public dashboard cold load in the CMS page beside its limit page (same network sequence,
//                       first values as text): first data painted, ratio (tests/bench/perf-budgets.json; needs
//                       `npm run build`; only when asked for, like `editor`)
//   sign-in             console sign-in beside a bare form posting /api/auth/login (ratio; needs `npm run build`)
//   scale               embedded server at 1k → 10k → 100k devices (10M points), PGlite and DATABASE_URL: device
//                       list, entity data query, month aggregation, growth table (builds cached data sets once)
//   scale-browser       the console at 1k → 10k → 100k devices: device table first page and page switch, a dashboard
//                       of 20 widgets over 1000 devices (needs `npm run build`)
//   memory-server       server RSS over 10 min of 20k points/s ingest with 200 WebSocket subscribers (needs a build)
//   memory-dashboard    JS heap of a 50-widget live dashboard left open 10 min
// Without arguments every step runs but `editor`, `public`, `scale`, `scale-browser` and the memory steps (name them:
// each takes many minutes at full size); `--only=bundle,server` (comma list; `--budget-only` = bundle) runs a subset,
// `--except=bundle-size,server` all the others.
// `--smoke`: every step (editor and public included) in a tiny size, budgets not checked — proof that each benchmark
// still runs end to end (npm test runs this; see bench-env.mjs).
// Report: the figures of the run go to bench-results/<date>.json (git-ignored; `--report=<file>` elsewhere), with the
// machine, its load and each step's status. `npm run bench -- --compare [a.json b.json]` prints two reports side by
// side (default: the two newest in bench-results/).
// `npm test` runs `bundle-size` and `server` at full size (tests/run-all.mjs), then every other step with `--smoke`.
// Exit code 1 when any step failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bench = (f) => path.join(root, 'tests/bench', f);
const resultsDir = path.join(root, 'bench-results');
const args = process.argv.slice(2);
const smoke = args.includes('--smoke');

/** Runs a benchmark script in its own node process with the run's environment; returns its exit code. */
function node(env, ...argv) {
  return (
    spawnSync(process.execPath, argv, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1
  );
}

const STEPS = {
  'bundle-size': (env) => {
    if (!existsSync(path.join(root, 'dist/elements'))) {
      console.log('dist/elements missing: building the web bundles…');
      const b = spawnSync('npm', ['run', '--silent', 'build:web'], { cwd: root, stdio: 'inherit' });
      if (b.status !== 0) return b.status ?? 1;
    }
    return node(env, bench('bundle-size.mjs'));
  },
  server: (env) => node(env, bench('run-server-bench.mjs')),
  'rule-engine': (env) => node(env, bench('run-ts.mjs'), bench('rule-engine-bench.ts')),
  'device-transport': (env) => node(env, bench('run-ts.mjs'), bench('device-transport.ts')),
  load: (env) => node(env, bench('run-ts.mjs'), bench('load-bench.ts')),
  'telemetry-history': (env) => node(env, bench('run-ts.mjs'), bench('telemetry-history.ts')),
  'entities-query': (env) => node(env, bench('run-ts.mjs'), bench('entities-query.ts')),
  chart: (env) => node(env, bench('chart-bench.mjs')),
  'entity-table': (env) => node(env, bench('entity-table-bench.mjs')),
  live: (env) => node(env, bench('live-bench.mjs')),
  public: (env) => node(env, bench('public-dashboard.mjs')),
  'sign-in': (env) => node(env, bench('sign-in.mjs')),
  scale: (env) => node(env, bench('run-ts.mjs'), bench('scale-server.ts')),
  'scale-browser': (env) => node(env, bench('scale-browser.mjs')),
  'memory-server': (env) => node(env, bench('memory-server.mjs')),
  'memory-dashboard': (env) => node(env, bench('memory-dashboard.mjs')),
  editor: (env) => {
    if (!existsSync(path.join(root, 'dist/server/main.mjs'))) {
      console.error('dist/server/main.mjs missing: run `npm run build` first');
      return 1;
    }
    return node(env, bench('rule-chain-editor.mjs'));
  },
};
/** Steps that run only when named (or in a smoke run): unmet targets, or runs of many minutes at full size. */
const OPT_IN = new Set(['editor', 'public', 'scale', 'scale-browser', 'memory-server', 'memory-dashboard']);
const ALIASES = { bundle: 'bundle-size' };

/** The two newest reports, or the two named ones, side by side: value of each figure and the change. */
function compare(files) {
  const reports =
    files.length >= 2
      ? files.slice(0, 2)
      : readdirSync(resultsDir)
          .filter((f) => f.endsWith('.json'))
          .sort()
          .slice(-2)
          .map((f) => path.join(resultsDir, f));
  if (reports.length < 2) {
    console.error('--compare needs two reports (bench-results/ has fewer)');
    return 2;
  }
  const [a, b] = reports.map((f) => JSON.parse(readFileSync(f, 'utf8')));
  const key = (step, f) => `${step.name} · ${f.name}`;
  const values = (r) => new Map(r.steps.flatMap((s) => s.figures.map((f) => [key(s, f), f])));
  const [va, vb] = [values(a), values(b)];
  console.log(`A: ${reports[0]} (${a.date}, ${a.smoke ? 'smoke, ' : ''}load ${a.machine.load[0]})`);
  console.log(`B: ${reports[1]} (${b.date}, ${b.smoke ? 'smoke, ' : ''}load ${b.machine.load[0]})`);
  console.log(`${'figure'.padEnd(70)} ${'A'.padStart(10)} ${'B'.padStart(10)}  change`);
  for (const k of new Set([...va.keys(), ...vb.keys()])) {
    const x = va.get(k);
    const y = vb.get(k);
    const change =
      x?.value && y?.value !== undefined && y?.value !== null
        ? `${(((y.value - x.value) / x.value) * 100).toFixed(0)} %`
        : '';
    const fmt = (f) => (f?.value === undefined || f?.value === null ? '–' : String(Number(f.value.toFixed(2))));
    console.log(
      `${k.slice(0, 70).padEnd(70)} ${fmt(x).padStart(10)} ${fmt(y).padStart(10)}  ${change} ${(x ?? y).unit}`,
    );
  }
  return 0;
}

if (args.includes('--compare')) process.exit(compare(args.filter((a) => a.endsWith('.json'))));

const only = args.includes('--budget-only')
  ? 'bundle'
  : args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const list = (prefix) =>
  (
    args
      .find((a) => a.startsWith(prefix))
      ?.slice(prefix.length)
      .split(',') ?? []
  ).map((o) => ALIASES[o] ?? o);
const wanted = [
  ...args.filter((a) => !a.startsWith('-')),
  ...(only ? only.split(',').map((o) => ALIASES[o] ?? o) : []),
];
const except = list('--except=');
const unknown = [...wanted, ...except].filter((w) => !(w in STEPS));
if (unknown.length > 0) {
  console.error(`unknown bench step(s): ${unknown.join(', ')}; known: ${Object.keys(STEPS).join(', ')}`);
  process.exit(2);
}
const steps =
  wanted.length > 0 ? wanted : Object.keys(STEPS).filter((n) => (smoke || !OPT_IN.has(n)) && !except.includes(n));
const stamp = new Date()
  .toISOString()
  .replace(/:/g, '-')
  .replace(/\.\d+Z$/, 'Z');
const reportFile = path.resolve(
  root,
  args.find((a) => a.startsWith('--report='))?.slice('--report='.length) ??
    path.join(resultsDir, `${stamp}${smoke ? '-smoke' : ''}.json`),
);
const figuresFile = path.join(root, '.tmp/bench', `figures-${process.pid}.jsonl`);
mkdirSync(path.dirname(figuresFile), { recursive: true });
rmSync(figuresFile, { force: true });

const results = [];
const failed = [];
for (const name of steps) {
  console.log(`\n── bench: ${name}${smoke ? ' (smoke size)' : ''} ──`);
  const started = Date.now();
  const code = STEPS[name]({
    IOT_BENCH_FIGURES: figuresFile,
    IOT_BENCH_STEP: name,
    ...(smoke ? { IOT_BENCH_SMOKE: '1' } : {}),
  });
  results.push({ name, status: code === 0 ? 'pass' : 'fail', seconds: Math.round((Date.now() - started) / 100) / 10 });
  if (code !== 0) failed.push(name);
}

const lines = existsSync(figuresFile)
  ? readFileSync(figuresFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l))
  : [];
rmSync(figuresFile, { force: true });
const git = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
const report = {
  date: new Date().toISOString(),
  smoke,
  commit: git.status === 0 ? git.stdout.trim() : null,
  machine: {
    platform: `${os.platform()} ${os.arch()}`,
    cpus: os.cpus().length,
    load: os.loadavg().map((x) => Number(x.toFixed(2))),
    node: process.version,
  },
  steps: results.map((r) => ({
    ...r,
    figures: lines.filter((l) => l.step === r.name).map(({ step: _step, ...f }) => f),
  })),
};
mkdirSync(path.dirname(reportFile), { recursive: true });
writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
console.log(
  `\nbench report: ${path.relative(root, reportFile)} (${lines.length} figures; compare two with \`npm run bench -- --compare\`)`,
);
for (const r of results) console.log(`${r.name.padEnd(18)} ${r.status.padEnd(5)} ${`${r.seconds} s`.padStart(8)}`);
for (const f of failed) console.log(`BENCH FAILED: ${f}`);
process.exit(failed.length > 0 ? 1 : 0);
