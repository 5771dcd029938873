#!/usr/bin/env node
/* global window, document, requestAnimationFrame -- functions passed to page.evaluate run in the page */
// 50 live widgets × 10 updates/s for 20 s in headless Chromium: frames per second (requestAnimationFrame count)
// and long tasks (PerformanceObserver 'longtask'). Targets: ≥ 55 fps, no task longer than 50 ms after start-up.
import path from 'node:path';
import { bundle, launch, serve } from './bench-support.mjs';

export const TARGET_FPS = 55;
export const MAX_TASK_MS = 50;

export async function runLiveBench(seconds = 20) {
  const entry = await bundle('tests/bench/live-bench-page.tsx', 'live');
  const { server, origin } = await serve();
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${origin}/bench.html${process.env.LIVE_BENCH_ONLY ? `?only=${process.env.LIVE_BENCH_ONLY}` : ''}`);
    await page.addScriptTag({ url: `${origin}${entry}`, type: 'module' });
    await page.waitForFunction(() => window.liveBench && document.querySelector('iot-live-bench')?.shadowRoot?.querySelectorAll('[data-testid="widget"] canvas, [data-testid="widget"] svg, [data-testid="simple-card"]').length >= 50, null, { timeout: 30_000 });
    await page.waitForTimeout(2000); // start-up (chunks, first data) is not part of the measurement
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
  const r = await runLiveBench(Number(process.env.LIVE_BENCH_SECONDS ?? 20));
  console.log(
    `live 50 widgets × 10 updates/s, ${r.seconds.toFixed(0)} s: ${r.fps.toFixed(1)} fps, ${r.updates} updates, ${r.flushes} paint frames, ` +
      `${r.longTasks} long tasks (max ${r.maxTaskMs.toFixed(0)} ms) — targets ≥ ${TARGET_FPS} fps, no task > ${MAX_TASK_MS} ms`,
  );
  if (r.errors.length) console.log(`page errors: ${r.errors.join('; ')}`);
  process.exit(r.fps >= TARGET_FPS && r.maxTaskMs <= MAX_TASK_MS && r.errors.length === 0 ? 0 : 1);
}
