#!/usr/bin/env node
// Entity table benchmark: a tenant with 10 000 devices on the real embedded server, the production
// bundle in Chromium. Wall times of the devices page: first page render, page switch, sort change, search; and
// long tasks while a 1000-row page scrolls. Budgets (tests/bench/perf-budgets.json "entity-table-…"): median page
// switch and the longest task during the scroll, enforced as in report.ts (load < 1.5 per core or IOT_BENCH_ENFORCE=1;
// under heavier load only 4x the budget); virtualisation (rows in the DOM) and reaching the last row always. The devices go into the server's database directly (one SQL insert
// into the stopped server's PGlite data dir), not through 10 000 REST calls.
// Usage: node tests/bench/entity-table-bench.mjs   (needs `npm run build`)
/* global document, MutationObserver, requestAnimationFrame -- functions passed to page.evaluate run in Chromium */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os, { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../config/chromium.mjs';
import { startServer, stopServer } from './bench-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const budgets = JSON.parse(readFileSync(path.join(root, 'tests/bench/perf-budgets.json'), 'utf8'));
const PAGE_SWITCH = 'entity-table-page-switch-median-ms';
const LONG_TASK = 'entity-table-scroll-longest-task-ms';
const OVERLOAD_CEILING = 4;
const DEVICES = 10_000;
const ROUNDS = 10;
const MAX_ROWS_IN_DOM = 80; // 900 px viewport / 48 px rows + overscan

async function seedDevices(dataDir) {
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
  const { rows } = await db.query(
    `SELECT u.tenant_id, p.id AS profile FROM tb_user u JOIN device_profile p ON p.tenant_id = u.tenant_id AND p.is_default
     WHERE u.email = 'tenant@thingsboard.org'`,
  );
  const { tenant_id: tenant, profile } = rows[0];
  await db.query(
    `INSERT INTO device (id, created_time, tenant_id, customer_id, device_profile_id, name, type, label, additional_info, device_data)
     SELECT gen_random_uuid(), 1600000000000 + g, $1, '13814000-1dd2-11b2-8080-808080808080', $2, 'Bench ' || lpad(g::text, 5, '0'),
            'default', 'L' || (g % 97), '{"gateway": false}'::jsonb, '{"configuration":{"type":"DEFAULT"},"transportConfiguration":{"type":"DEFAULT"}}'::jsonb
     FROM generate_series(1, ${DEVICES}) g`,
    [tenant, profile],
  );
  await db.query(
    `INSERT INTO device_credentials (id, created_time, device_id, credentials_type, credentials_id)
     SELECT gen_random_uuid(), created_time, id, 'ACCESS_TOKEN', 'BENCH_' || replace(name, ' ', '_') FROM device WHERE name LIKE 'Bench %'`,
  );
  await db.close();
}

/** In-page: run `action`, then resolve with the ms until `done()` holds (checked on every DOM mutation). */
const measure = (page, action, done) =>
  page.evaluate(
    ([actionSrc, doneSrc]) =>
      new Promise((resolve, reject) => {
        const root = document.querySelector('iot-console').shadowRoot;
        const $ = (s) => root.querySelector(s);
        const $$ = (s) => [...root.querySelectorAll(s)];
        const act = new Function('$', '$$', actionSrc);
        const check = new Function('$', '$$', `return (${doneSrc});`);
        const timer = setTimeout(() => reject(new Error(`timeout: ${doneSrc}`)), 20_000);
        const t0 = performance.now();
        const observer = new MutationObserver(() => {
          if (!check($, $$)) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(performance.now() - t0);
        });
        observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
        act($, $$);
      }),
    [action, done],
  );

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (ms) => `${ms.toFixed(1)} ms`;

async function run() {
  if (!existsSync(path.join(root, 'dist/server/main.mjs')) || !existsSync(path.join(root, 'dist/elements/iot-console.js'))) {
    throw new Error('dist/ is missing: run `npm run build` first');
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'iot-bench-'));
  let server = await startServer(dataDir); // migrations + demo data
  await stopServer(server.child);
  const t0 = Date.now();
  await seedDevices(dataDir);
  console.log(`seeded ${DEVICES} devices in ${Date.now() - t0} ms`);
  server = await startServer(dataDir);
  const browser = await chromium.launch(chromiumLaunchOptions);
  const results = {};
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${server.url}/login`);
    await page.getByRole('textbox', { name: 'Username (email)' }).fill('tenant@thingsboard.org');
    await page.locator('input[type="password"]').first().fill('tenant');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('home-page').waitFor();

    const range = `$('[data-testid="page-range"]')?.textContent`;
    results.firstRender = await measure(
      page,
      `history.pushState({}, '', '/devices'); dispatchEvent(new PopStateEvent('popstate'));`,
      `${range} === '1 – 10 of ${DEVICES + 30}' && $$('tbody tr[data-index]').length === 10`,
    );
    const switches = [];
    for (let i = 1; i <= ROUNDS; i++) {
      const expect = `'${i * 10 + 1} – ${i * 10 + 10} of ${DEVICES + 30}'`;
      switches.push(await measure(page, `$('[data-testid="next-page"]').click();`, `${range} === ${expect} && !$('[data-loading]')`));
    }
    results.pageSwitch = median(switches);
    results.pageSwitchMax = Math.max(...switches);
    results.sortChange = await measure(page, `$('button[data-sort="name"]').click();`, `$('tbody tr[data-index="0"] td:nth-child(3)')?.textContent === 'Bench 00001' && !$('[data-loading]')`);
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await page.getByTestId('search-input').fill('Bench 0999');
    results.search = await measure(
      page,
      `const i = $('[data-testid="search-input"]'); const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set; set.call(i, 'Bench 09999'); i.dispatchEvent(new Event('input', { bubbles: true }));`,
      `${range} === '1 – 1 of 1' && !$('[data-loading]')`,
    );
    await page.getByTestId('search-close').click();
    results.pageSize1000 = await measure(
      page,
      `const s = $('[data-testid="page-size"]'); s.value = '1000'; s.dispatchEvent(new Event('change', { bubbles: true }));`,
      `${range} === '1 – 1000 of ${DEVICES + 30}' && !$('[data-loading]')`,
    );
    results.scroll = await page.evaluate(async () => {
      const root = document.querySelector('iot-console').shadowRoot;
      const scroller = root.querySelector('[role="grid"]').parentElement;
      const tasks = [];
      const obs = new PerformanceObserver((list) => tasks.push(...list.getEntries().map((e) => e.duration)));
      obs.observe({ type: 'longtask', buffered: false });
      const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
      const t0 = performance.now();
      let frames = 0;
      while (scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1) {
        scroller.scrollTop += 480;
        await frame();
        frames++;
      }
      const last = root.querySelector('tbody tr[data-index="999"]') !== null;
      await frame();
      obs.disconnect();
      return { frames, ms: performance.now() - t0, longTasks: tasks.length, longestTask: Math.max(0, ...tasks), lastRowRendered: last, rowsInDom: root.querySelectorAll('tbody tr[data-index]').length };
    });
  } finally {
    await browser.close();
    await stopServer(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

const r = await run();
const cores = availableParallelism();
const load = loadavg()[0] ?? 0;
const enforce = process.env.IOT_BENCH_ENFORCE === '1' || load / cores < 1.5;
const failures = [];
// `ceiling`: a median keeps its meaning under load (4x the budget still catches a regression); a maximum over a
// hundred frames mostly measures the scheduler of an overloaded box, so it is only printed there.
function check(name, value, ceiling = OVERLOAD_CEILING) {
  const budget = budgets[name];
  const ok = value <= budget || (!enforce && value <= budget * ceiling);
  const note = value <= budget || enforce ? '' : ` — over, not enforced: load ${load.toFixed(1)} on ${cores} cores (${Number.isFinite(ceiling) ? `ceiling ${budget * ceiling} ms` : 'printed only'})`;
  if (!ok) failures.push(`${name}: ${fmt(value)} > ${budget} ms`);
  return `budget ${budget} ms ${ok ? 'PASS' : 'FAIL'}${note}`;
}
console.log(`devices page, ${DEVICES + 30} devices (production bundle, Chromium, loopback):`);
console.log(`  first page render   ${fmt(r.firstRender)}`);
console.log(`  page switch         ${fmt(r.pageSwitch)} median of ${ROUNDS} (max ${fmt(r.pageSwitchMax)})   ${check(PAGE_SWITCH, r.pageSwitch)}`);
console.log(`  sort change         ${fmt(r.sortChange)}`);
console.log(`  search              ${fmt(r.search)} from the keystroke (includes the 150 ms debounce)`);
console.log(`  1000-row page       ${fmt(r.pageSize1000)}`);
console.log(`  scroll 1000 rows    ${r.scroll.frames} frames in ${fmt(r.scroll.ms)}; ${r.scroll.longTasks} long tasks, longest ${fmt(r.scroll.longestTask)}   ${check(LONG_TASK, r.scroll.longestTask, Infinity)}`);
console.log(`  rows in the DOM     ${r.scroll.rowsInDom} of 1000 (virtualised: at most ${MAX_ROWS_IN_DOM})`);
if (!r.scroll.lastRowRendered) failures.push('the last row of the 1000-row page was not rendered at the bottom');
if (r.scroll.rowsInDom > MAX_ROWS_IN_DOM) failures.push(`${r.scroll.rowsInDom} rows in the DOM: the 1000-row page is not virtualised`);
for (const f of failures) console.error(`BENCH FAILED: ${f}`);
process.exit(failures.length ? 1 : 0);
