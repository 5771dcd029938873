#!/usr/bin/env node
/* global window, document, requestAnimationFrame -- functions passed to page.evaluate run in the page */
// 50 live widgets × 10 updates/s for 20 s in headless Chromium: frames per second (requestAnimationFrame count)
// and long tasks (PerformanceObserver 'longtask'). Targets: ≥ 55 fps, no task longer than 50 ms after start-up.
// Smoke size (IOT_BENCH_SMOKE=1): 5 widgets for 2 s.
import path from 'node:path';
import { figure, size, verdict } from './bench-env.mjs';
import { bundle, launch, serve } from './bench-support.mjs';

export const TARGET_FPS = 55;
export const MAX_TASK_MS = 50;

export async function runLiveBench(seconds = 20, widgets = 50) {
  const entry = await bundle('tests/bench/live-bench-page.tsx', 'live');
  const { server, origin } = await serve();
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${origin}/bench.html?widgets=${widgets}${process.env.LIVE_BENCH_ONLY ? `&only=${process.env.LIVE_BENCH_ONLY}` : ''}`);
    await page.addScriptTag({ url: `${origin}${entry}`, type: 'module' });
    await page.waitForFunction((n) => window.liveBench && document.querySelector('iot-live-bench')?.shadowRoot?.querySelectorAll('[data-testid="widget"] canvas, [data-testid="widget"] svg, [data-testid="simple-card"]').length >= n, widgets, { timeout: 30_000 });
    await page.waitForTimeout(size(2000, 500)); // start-up (chunks, first data) is not part of the measurement
    const r = await page.evaluate(async (ms) => {
      const tasks = [];
      const obs = new PerformanceObserver((list) => tasks.push(...list.getEntries().map((e) => e.duration)));
      obs.observe({ type: 'longtask' });
      const u0 = window.liveBench.updates();
      const f0 = window.liveBench.frames();
      let frames = 0;
      const t0 = performance.now();
      await new Promise((resolve) => {
        const tick = () => {
          frames++;
          if (performance.now() - t0 < ms) requestAnimationFrame(tick);
          else resolve();
        };
        requestAnimationFrame(tick);
      });
      const elapsed = performance.now() - t0;
      obs.disconnect();
      window.liveBench.stop();
      return { fps: (frames * 1000) / elapsed, tasks, updates: window.liveBench.updates() - u0, flushes: window.liveBench.frames() - f0, seconds: elapsed / 1000 };
    }, seconds * 1000);
    return { ...r, longTasks: r.tasks.length, maxTaskMs: r.tasks.length ? Math.max(...r.tasks) : 0, errors };
  } finally {
    await browser.close();
    server.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const widgets = size(50, 5);
  const r = await runLiveBench(Number(process.env.LIVE_BENCH_SECONDS ?? size(20, 2)), widgets);
  console.log(`live ${widgets} widgets × 10 updates/s, ${r.seconds.toFixed(0)} s: ${r.updates} updates, ${r.flushes} paint frames, ${r.longTasks} long tasks`);
  if (r.errors.length) console.log(`FAIL page errors: ${r.errors.join('; ')}`);
  if (r.updates === 0) console.log('FAIL no live update reached the widgets');
  figure('updates per second', r.updates / r.seconds, '/s');
  const fps = verdict('frames per second', r.fps, 'fps', TARGET_FPS, true, 1);
  const tasks = verdict('longest task', r.maxTaskMs, 'ms', MAX_TASK_MS, false, 1);
  process.exit(fps && tasks && r.errors.length === 0 && r.updates > 0 ? 0 : 1);
}
