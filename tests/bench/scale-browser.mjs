#!/usr/bin/env node
// Bench `scale-browser`: the console (production bundle, Chromium) on the built server at 1k → 10k → 100k devices
// (×100 telemetry points each; tests/bench/scale/dataset.ts), on PGlite and, with DATABASE_URL, on PostgreSQL:
// - device table: first page after navigating to it (its chunk not loaded yet), again with the chunk cached, and the
//   median of 10 page switches;
// - a dashboard of 20 widgets over 1000 devices (tests/bench/scale/dashboard.mjs): from navigating to it until every
//   widget has painted its data, first (widget chunks not loaded yet) and again.
// Then how each cost grows, and budgets (tests/bench/perf-budgets.json "scale-…") at 100k devices, enforced as in
// report.ts (load < 1.5 per core or IOT_BENCH_ENFORCE=1, else 4× as a ceiling). Sizes: IOT_BENCH_SCALE_SIZES.
// Usage: node tests/bench/scale-browser.mjs   (needs `npm run build`)
/* global document -- functions passed to page.evaluate run in Chromium */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os, { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { launch, root, startServer, stopServer } from './bench-support.mjs';
import { WIDGET_PAINTED, api, dashboardOpen, navigate, signedInContext, timeUntil } from './scale/console-page.mjs';
import { SCALE_DASHBOARD_WIDGETS, scaleDashboard } from './scale/dashboard.mjs';
import { growthTable } from './scale/growth.mjs';

// IOT_BENCH_SMOKE=1: smoke size, proof that the bench still runs end to end; its targets are not checked.
const SMOKE = process.env.IOT_BENCH_SMOKE === '1';
const SIZES = (process.env.IOT_BENCH_SCALE_SIZES ?? (SMOKE ? '200' : '1000,10000,100000'))
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const SWITCHES = 10;
const BUDGET_SIZE = 100_000;
const budgets = JSON.parse(readFileSync(path.join(root, 'tests/bench/perf-budgets.json'), 'utf8'));

/** This run's copy of the data set (built and cached on first use), through tests/bench/scale/prepare.ts. */
function prepare(n, parent, backend) {
  const r = spawnSync(
    process.execPath,
    [path.join(root, 'tests/bench/run-ts.mjs'), 'tests/bench/scale/prepare.ts', String(n), parent, backend],
    {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 1 << 20,
    },
  );
  const line = r.stdout.split('\n').find((l) => l.startsWith('SCALE_DB '));
  if (r.status !== 0 || !line) throw new Error(`preparing the ${n}-device data set failed`);
  return JSON.parse(line.slice('SCALE_DB '.length));
}

async function dropPg(databaseUrl) {
  const name = new URL(databaseUrl).pathname.slice(1);
  const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await c.connect();
  try {
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await c.end();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function measure(url, browser) {
  const session = await api(url, null, 'POST', '/api/auth/login', {
    username: 'tenant@thingsboard.org',
    password: 'tenant',
  });
  const total = (await api(url, session.token, 'GET', '/api/tenant/deviceInfos?pageSize=1&page=0')).totalElements;
  const dash = await api(url, session.token, 'POST', '/api/dashboard', scaleDashboard());
  const context = await signedInContext(browser, session);
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${url}/home`);
    await page.getByTestId('home-page').waitFor();
    const range = `($('[data-testid="page-range"]')?.textContent ?? '')`;
    const firstPage = `${range}.startsWith('1 – 10 of ') && ${range}.replace(/\\D/g, '').endsWith('${total}') && $$('tbody tr[data-index]').length === 10 && !$('[data-loading]')`;
    const r = {};
    r.firstPage = await timeUntil(page, navigate('/devices'), firstPage);
    await timeUntil(page, navigate('/home'), `!!$('[data-testid="home-page"]')`);
    r.firstPageWarm = await timeUntil(page, navigate('/devices'), firstPage);
    const switches = [];
    for (let i = 1; i <= SWITCHES; i += 1) {
      switches.push(
        await timeUntil(
          page,
          `$('[data-testid="next-page"]').click();`,
          `${range}.startsWith('${i * 10 + 1} – ') && !$('[data-loading]')`,
        ),
      );
    }
    r.pageSwitch = median(switches);
    r.pageSwitchMax = Math.max(...switches);
    const open = dashboardOpen(SCALE_DASHBOARD_WIDGETS);
    r.dashboard = await timeUntil(page, navigate(`/dashboards/${dash.id.id}`), open).catch(async (err) => {
      await page.screenshot({ path: path.join(root, '.tmp/scale-dashboard-timeout.png') });
      const state = await page.evaluate((painted) => {
        const isPainted = new Function(`return ${painted}`)();
        return [...document.querySelector('iot-console').shadowRoot.querySelectorAll('[data-testid="widget"]')].map(
          (w) =>
            `${w.getAttribute('data-widget-type')}: ${isPainted(w) ? 'painted' : 'NOT painted'}: ${(w.textContent ?? '').slice(0, 60)}`,
        );
      }, WIDGET_PAINTED);
      throw new Error(`${err.message}\nwidgets:\n${state.join('\n')}\n(screenshot: .tmp/scale-dashboard-timeout.png)`);
    });
    if (process.env.IOT_BENCH_SHOTS)
      await page.screenshot({ path: path.join(process.env.IOT_BENCH_SHOTS, `scale-dashboard-${total}.png`) });
    await timeUntil(page, navigate('/home'), `!!$('[data-testid="home-page"]')`);
    r.dashboardWarm = await timeUntil(page, navigate(`/dashboards/${dash.id.id}`), open);
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
    return { ...r, total };
  } finally {
    await context.close();
  }
}

const ROWS = [
  [
    'firstPage',
    'device table, first page (cold chunk)',
    'its REST call: see the plan-derived rows of `npm run bench -- scale` (deviceInfos)',
  ],
  ['firstPageWarm', 'device table, first page (warm)', 'as above, without the feature chunk'],
  ['pageSwitch', 'device table, page switch (median)', 'as above; the browser renders 10 rows whatever the size'],
  [
    'dashboard',
    'dashboard 20 widgets / 1000 devices',
    'alias of 1000 devices resolved by one indexed query; widgets page their data',
  ],
  ['dashboardWarm', 'the same, opened again', 'as above, widget chunks cached'],
];

function growth(results) {
  return growthTable(
    ROWS.map(([k, name, why]) => ({ name, why, values: new Map([...results].map(([n, r]) => [n, r[k]])) })),
    SIZES,
  );
}

function check(name, value, failures) {
  const budget = budgets[name];
  const cores = availableParallelism();
  const load = loadavg()[0] ?? 0;
  const enforce = process.env.IOT_BENCH_ENFORCE === '1' || load / cores < 1.5;
  const ok = value <= budget || (!enforce && value <= budget * 4);
  if (!ok) failures.push(`${name}: ${value.toFixed(1)} ms > ${budget} ms`);
  const note =
    value <= budget
      ? ''
      : enforce
        ? ''
        : ` — over, not enforced: load ${load.toFixed(1)} on ${cores} cores (ceiling ${budget * 4} ms)`;
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name}: ${value.toFixed(1)} ms (budget ${budget} ms)${note}`);
}

async function main() {
  if (
    !existsSync(path.join(root, 'dist/server/main.mjs')) ||
    !existsSync(path.join(root, 'dist/elements/iot-console.js'))
  ) {
    throw new Error('dist/ is missing: run `npm run build` first');
  }
  const backends = ['pglite', ...(process.env.DATABASE_URL ? ['pg'] : [])];
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'iot-bench-scale-browser-'));
  const browser = await launch();
  const failures = [];
  try {
    for (const backend of backends) {
      const results = new Map();
      for (const n of SIZES) {
        const db = prepare(n, scratch, backend);
        // The server inherits this process's environment: the PGlite run must not pick up the admin DATABASE_URL.
        const env = db.kind === 'pg' ? { DATABASE_URL: db.databaseUrl } : { DATABASE_URL: '' };
        const server = await startServer(db.kind === 'pg' ? scratch : db.dataDir, env);
        try {
          const r = await measure(server.url, browser);
          results.set(n, r);
          console.log(
            `${backend} ${n} devices (${r.total} in the table): first page ${r.firstPage.toFixed(0)} ms (warm ${r.firstPageWarm.toFixed(0)}), ` +
              `page switch ${r.pageSwitch.toFixed(0)} ms (max ${r.pageSwitchMax.toFixed(0)}), dashboard open ${r.dashboard.toFixed(0)} ms (again ${r.dashboardWarm.toFixed(0)})`,
          );
        } finally {
          await stopServer(server.child);
          if (db.kind === 'pg') await dropPg(db.databaseUrl);
          else rmSync(db.dataDir, { recursive: true, force: true });
        }
      }
      console.log(
        `\n${backend === 'pg' ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded default)'}, console in Chromium: how each cost grows`,
      );
      for (const line of growth(results)) console.log(`  ${line}`);
      const big = results.get(BUDGET_SIZE);
      if (big) {
        check('scale-device-table-first-page-ms', big.firstPage, failures);
        check('scale-device-table-page-switch-median-ms', big.pageSwitch, failures);
        check('scale-dashboard-open-ms', big.dashboard, failures);
      }
    }
  } finally {
    await browser.close();
    rmSync(scratch, { recursive: true, force: true });
  }
  for (const f of failures) console.error(`BENCH FAILED: ${f}`);
  process.exit(failures.length ? 1 : 0);
}

await main();
