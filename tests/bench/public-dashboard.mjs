#!/usr/bin/env node
// Public dashboard cold load: the CMS article (demo/cms.html, strict CSP) with `<iot-dashboard public-id>`
// showing the greenhouse dashboard (tests/fixtures/dashboards, ThingsBoard 3.3.1's format: an entities table of the
// thermostats, an alarm table, a note; it and the seeded thermostats made public over REST) on the built embedded
// server, loopback. Each run is a fresh browser context (empty HTTP cache, no session), so it pays for
// every script, the public-user sign-in, the dashboard fetch and the first data. Measured from navigation start to the
// frame after the first data row of a widget is in the DOM; JS bytes are the scripts the page fetched, gzipped.
// Budget: tests/bench/perf-budgets.json "public-dashboard-first-data-median-ms" (enforced below load 1.5 per core or
// with IOT_BENCH_ENFORCE=1, else 4x as a ceiling). Smoke size (IOT_BENCH_SMOKE=1): one measured load.
// Usage: node tests/bench/public-dashboard.mjs   (needs `npm run build`)
/* global document, requestAnimationFrame -- functions passed to Playwright run in Chromium */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../config/chromium.mjs';
import { figure, size, verdict } from './bench-env.mjs';
import { root, startServer, stopServer } from './bench-support.mjs';

const BUDGET = 'public-dashboard-first-data-median-ms';
const budget = JSON.parse(readFileSync(path.join(root, 'tests/bench/perf-budgets.json'), 'utf8'))[BUDGET];
const RUNS = size(7, 1);
const dashboard = JSON.parse(readFileSync(path.join(root, 'tests/fixtures/dashboards/greenhouse.json'), 'utf8'));

async function publicDashboard(url) {
  const login = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'tenant@thingsboard.org', password: 'tenant' }) });
  const headers = { 'content-type': 'application/json', 'x-authorization': `Bearer ${(await login.json()).token}` };
  // The dashboard's alias lists the tenant's thermostats; the public user sees only what is public.
  const thermostats = await (await fetch(`${url}/api/tenant/devices?pageSize=100&page=0&type=thermostat`, { headers })).json();
  for (const d of thermostats.data) await fetch(`${url}/api/customer/public/device/${d.id.id}`, { method: 'POST', headers });
  const created = await (await fetch(`${url}/api/dashboard`, { method: 'POST', headers, body: JSON.stringify({ title: dashboard.title, configuration: dashboard.configuration }) })).json();
  const pub = await (await fetch(`${url}/api/customer/public/dashboard/${created.id.id}`, { method: 'POST', headers })).json();
  return { id: created.id.id, publicId: pub.assignedCustomers.find((c) => c.public).customerId.id };
}

/**
 * Before any page script: watch every frame for the first widget data row inside the dashboard's shadow root and
 * report the frame after it on the console. The harness only listens until then: polling from Playwright
 * (waitForFunction) would compile its injected script in the page's main thread in the middle of the load.
 */
function watchFirstData() {
  const tick = () => {
    const row = document.querySelector('iot-dashboard')?.shadowRoot?.querySelector('[data-testid="widget"] [data-testid="table-row"]');
    if (row && /\d/.test(row.textContent ?? '')) requestAnimationFrame(() => console.log(`__firstData ${performance.now()}`));
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

async function once(browser, pageUrl) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(watchFirstData);
  const painted = new Promise((resolve) => page.on('console', (m) => m.text().startsWith('__firstData ') && resolve(Number(m.text().split(' ')[1]))));
  let timer;
  const timeout = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('no widget data painted within 30 s')), 30_000)));
  await page.goto(pageUrl, { waitUntil: 'commit' });
  const firstData = await Promise.race([painted, timeout]).finally(() => clearTimeout(timer));
  const r = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource');
    const scripts = resources.filter((e) => /\.m?js(\?|$)/.test(e.name));
    return {
      scripts: scripts.map((e) => new URL(e.name).pathname),
      // Where the time goes: the last script in, and each API call's start and end (ms from navigation start).
      lastScript: Math.max(...scripts.map((e) => e.responseEnd)),
      api: resources.filter((e) => e.name.includes('/api/')).map((e) => `${new URL(e.name).pathname.replace(/[0-9a-f-]{36}/g, ':id')} ${e.startTime.toFixed(0)}–${e.responseEnd.toFixed(0)}`),
    };
  });
  await context.close();
  return { ...r, firstData };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'iot-bench-public-'));
const { child, url } = await startServer(dataDir);
const times = [];
let scripts = [];
try {
  const { id, publicId } = await publicDashboard(url);
  const pageUrl = `${url}/cms.html?dashboardId=${id}&publicId=${publicId}`;
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const first = await once(browser, pageUrl); // the server's first answer of each call: printed, not in the median
    console.log(`first load after server start: ${first.firstData.toFixed(0)} ms`);
    for (let i = 0; i < RUNS; i++) {
      const r = await once(browser, pageUrl);
      times.push(r.firstData);
      scripts = r.scripts;
      if (i === RUNS - 1) console.log(`last run: scripts loaded by ${r.lastScript.toFixed(0)} ms; API calls ${r.api.join(', ')}; first data ${r.firstData.toFixed(0)} ms`);
    }
  } finally {
    await browser.close();
  }
} finally {
  await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}

// The server serves dist/ from the project root and the demo pages (cms.js) from demo/.
const fileOf = (p) => path.join(root, p.startsWith('/dist/') ? '' : 'demo', p);
const gz = scripts.reduce((sum, p) => sum + gzipSync(readFileSync(fileOf(p))).length, 0);
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
console.log(`public dashboard in a CMS page (cold context, loopback): ${scripts.length} scripts, ${(figure('JS loaded, gzip', gz / 1024, 'KiB')).toFixed(1)} KiB gzip`);
console.log(`  first widget data painted: median of ${RUNS} (min ${times[0].toFixed(0)} ms, max ${times.at(-1).toFixed(0)} ms)`);
process.exit(verdict(BUDGET, median, 'ms', budget) ? 0 : 1);
