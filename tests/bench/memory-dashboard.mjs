#!/usr/bin/env node
/* global window, document -- functions passed to page.evaluate run in the page */
// A dashboard left open: the live bench's dashboard (tests/bench/live-bench-page.tsx) with 50 widgets, each fed 10
// updates per second, in headless Chromium for MEMORY_BENCH_SECONDS (default 600). Every 30 s the page's JS heap is
// measured after a full garbage collection (Chromium's HeapProfiler.collectGarbage, then Runtime.getHeapUsage);
// target: the used heap at the end is within 10 % of the heap after the first minute (charts' 60 s windows are full
// by then). Prints the samples and the verdict.
import { bundle, launch, serve } from './bench-support.mjs';

// IOT_BENCH_SMOKE=1: smoke size, proof that the bench still runs end to end; its targets are not checked.
const SMOKE = process.env.IOT_BENCH_SMOKE === '1';
// Smoke: 5 s, one heap sample after the one at the start (samples every 5 s at that size).
const SECONDS = Number(process.env.MEMORY_BENCH_SECONDS ?? (SMOKE ? 5 : 600));
const WIDGETS = Number(process.env.MEMORY_BENCH_WIDGETS ?? (SMOKE ? 5 : 50));
const EVERY_S = Math.min(30, Math.max(5, SECONDS / 10));
const BASELINE_S = 60;
const TARGET_GROWTH = 0.1;
const mib = (b) => `${(b / 2 ** 20).toFixed(1)} MiB`;

const entry = await bundle('tests/bench/live-bench-page.tsx', 'live');
const { server, origin } = await serve();
const browser = await launch();
const samples = [];
let updates;
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${origin}/bench.html?n=${WIDGETS}`);
  await page.addScriptTag({ url: `${origin}${entry}`, type: 'module' });
  await page.waitForFunction(
    (n) =>
      window.liveBench &&
      document
        .querySelector('iot-live-bench')
        ?.shadowRoot?.querySelectorAll(
          '[data-testid="widget"] canvas, [data-testid="widget"] svg, [data-testid="simple-card"]',
        ).length >= n,
    WIDGETS,
    { timeout: 60_000 },
  );
  const cdp = await page.context().newCDPSession(page);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  const t0 = Date.now();
  const u0 = await page.evaluate(() => window.liveBench.updates());
  samples.push({ t: 0, used: await heap() });
  while ((Date.now() - t0) / 1000 < SECONDS) {
    await page.waitForTimeout(Math.min(EVERY_S * 1000, SECONDS * 1000 - (Date.now() - t0)));
    const t = (Date.now() - t0) / 1000;
    samples.push({ t, used: await heap() });
    console.log(`  ${t.toFixed(0).padStart(4)} s: JS heap ${mib(samples.at(-1).used)} after GC`);
  }
  updates = (await page.evaluate(() => window.liveBench.updates())) - u0;
  await page.evaluate(() => window.liveBench.stop());
  if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
} finally {
  await browser.close();
  server.close();
}

const elapsed = samples.at(-1).t;
const base = samples.reduce(
  (best, s) => (Math.abs(s.t - BASELINE_S) < Math.abs(best.t - BASELINE_S) ? s : best),
  samples[0],
);
const end = samples.at(-1).used;
const growth = (end - base.used) / base.used;
console.log(
  `dashboard of ${WIDGETS} live widgets open ${elapsed.toFixed(0)} s (${updates} updates): JS heap ${mib(samples[0].used)} at start, ${mib(base.used)} at ${base.t.toFixed(0)} s, ${mib(end)} at the end: growth ${(growth * 100).toFixed(1)} % after the first minute`,
);
const judged = elapsed >= BASELINE_S * 2;
const ok = !judged || growth <= TARGET_GROWTH;
console.log(
  `  target ≤ ${TARGET_GROWTH * 100} % ${judged ? (ok ? 'PASS' : 'MISSED') : '(run too short to judge: not checked)'}`,
);
process.exit(ok ? 0 : 1);
