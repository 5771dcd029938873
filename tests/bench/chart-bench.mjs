#!/usr/bin/env node
/* global window -- functions passed to page.evaluate run in the page */
// Chart draw time at 1M points (CHART_BENCH_POINTS, default 1 000 000): our timeseries chart (uPlot with the options of
// charts.basic_timeseries) against flot 4 (ThingsBoard's engine, the peer) and bare uPlot (the engine with its
// defaults, the limit), same data, same page, headless Chromium. The three draw in alternation, round after round
// (the order rotates), so a burst of load from elsewhere hits all of them; medians and ranges of 7 rounds after 2
// warm-ups, each after a full garbage collection. Targets: ≥ 20× faster than flot, ≤ 1.5× bare uPlot's time. Exits 1 when one is missed.
// Smoke size (IOT_BENCH_SMOKE=1): 5000 points, 1 round, targets not checked.
import path from 'node:path';
import { figure, size, verdict } from './bench-env.mjs';
import { bundle, launch, root, serve } from './bench-support.mjs';

export const TARGET_VS_FLOT = 20;
export const TARGET_VS_LIMIT = 1.5;
const ROUNDS = 7;

export async function runChartBench(points = 1_000_000, rounds = ROUNDS) {
  const entry = await bundle('tests/bench/chart-bench-page.ts', 'chart');
  const { server, origin } = await serve();
  const browser = await launch(['--js-flags=--expose-gc']);
  try {
    const page = await browser.newPage({ viewport: { width: 1300, height: 700 } });
    await page.goto(`${origin}/bench.html`);
    await page.addScriptTag({ path: path.join(root, 'node_modules/flot/source/jquery.js') });
    await page.addScriptTag({ path: path.join(root, 'node_modules/flot/dist/es5/jquery.flot.js') });
    await page.addScriptTag({ url: `${origin}${entry}`, type: 'module' });
    await page.waitForFunction(() => !!window.bench);
    const times = await page.evaluate(
      async ({ count, rounds }) => {
        const names = ['ours', 'bare', 'flot'];
        const out = { ours: [], bare: [], flot: [] };
        window.bench.data(count);
        for (const n of names) {
          await window.bench[n](count);
          await window.bench[n](count);
        }
        for (let r = 0; r < rounds; r++) {
          for (let k = 0; k < names.length; k++) {
            const n = names[(r + k) % names.length];
            // Each draw starts with an empty young generation: the garbage of the previous draw (flot's 1M point
            // pairs) is not collected on the next one's time.
            window.gc();
            await new Promise((resolve) => setTimeout(resolve, 50));
            out[n].push(await window.bench[n](count));
          }
        }
        return out;
      },
      { count: points, rounds },
    );
    const stat = (a) => {
      const s = [...a].sort((x, y) => x - y);
      return { median: s[Math.floor(s.length / 2)], min: s[0], max: s.at(-1) };
    };
    const ours = stat(times.ours);
    const bare = stat(times.bare);
    const flot = stat(times.flot);
    return { points, ours, bare, flot, vsFlot: flot.median / ours.median, vsLimit: ours.median / bare.median };
  } finally {
    await browser.close();
    server.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const r = await runChartBench(
    Number(process.env.CHART_BENCH_POINTS ?? size(1_000_000, 5_000)),
    Number(process.env.CHART_BENCH_ROUNDS ?? size(ROUNDS, 1)),
  );
  const f = (s) => `${s.median.toFixed(1)} ms (${s.min.toFixed(1)}–${s.max.toFixed(1)})`;
  figure('our chart draw', r.ours.median, 'ms');
  figure('flot 4 draw', r.flot.median, 'ms');
  figure('bare uPlot draw', r.bare.median, 'ms');
  console.log(`chart ${r.points.toLocaleString('en')} points, median (range) of alternated draws:`);
  console.log(`  ours ${f(r.ours)}   flot 4 (peer) ${f(r.flot)}   bare uPlot (limit) ${f(r.bare)}`);
  // Both are ratios of draws alternated in one page, so machine load hits each side alike: enforced as they are.
  const okFlot = verdict('vs peer: flot 4 time / our time', r.vsFlot, '×', TARGET_VS_FLOT, true, 1);
  const okLimit = verdict("vs limit: our time / bare uPlot's time", r.vsLimit, '×', TARGET_VS_LIMIT, false, 1);
  process.exit(okFlot && okLimit ? 0 : 1);
}
