#!/usr/bin/env node
/* global window -- functions passed to page.evaluate run in the page */
// 100k-point timeseries: draw time of our chart (uPlot, charts.basic_timeseries options) vs flot 4 (ThingsBoard's
// engine, npm `flot`), same data, same page, headless Chromium. Median of 7 draws each after 2 warm-ups.
// Prints the ratio; exits 1 when it is below the target (3×). Smoke size (IOT_BENCH_SMOKE=1): 5000 points, 2 draws.
import path from 'node:path';
import { figure, size, verdict } from './bench-env.mjs';
import { bundle, launch, root, serve } from './bench-support.mjs';

export const TARGET_RATIO = 3;

export async function runChartBench() {
  const entry = await bundle('tests/bench/chart-bench-page.ts', 'chart');
  const { server, origin } = await serve();
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1300, height: 700 } });
    await page.goto(`${origin}/bench.html`);
    await page.addScriptTag({ path: path.join(root, 'node_modules/flot/source/jquery.js') });
    await page.addScriptTag({ path: path.join(root, 'node_modules/flot/dist/es5/jquery.flot.js') });
    await page.addScriptTag({ url: `${origin}${entry}`, type: 'module' });
    await page.waitForFunction(() => !!window.bench);
    const n = size(100_000, 5_000);
    const result = await page.evaluate(
      async ({ count, draws, warmups }) => {
        const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
        window.bench.data(count);
        const run = async (f) => {
          for (let i = 0; i < warmups; i++) await f(count);
          const times = [];
          for (let i = 0; i < draws; i++) times.push(await f(count));
          return median(times);
        };
        return { ours: await run(window.bench.ours), flot: await run(window.bench.flot) };
      },
      { count: n, draws: size(7, 2), warmups: size(2, 1) },
    );
    return { points: n, ours: result.ours, flot: result.flot, ratio: result.flot / result.ours };
  } finally {
    await browser.close();
    server.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const r = await runChartBench();
  console.log(`chart ${r.points} points: ours ${figure('our chart draw', r.ours, 'ms').toFixed(1)} ms, flot 4 ${figure('flot 4 draw', r.flot, 'ms').toFixed(1)} ms`);
  process.exit(verdict('flot 4 time / our time', r.ratio, '×', TARGET_RATIO, true, 1) ? 0 : 1);
}
