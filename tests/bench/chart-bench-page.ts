/**
 * Chart benchmark page: draws the same series with our timeseries chart (uPlot with the options of
 * charts.basic_timeseries), with bare uPlot (the limit: the engine with its defaults) and with flot 4 (ThingsBoard's
 * engine, the peer; loaded as classic scripts by the runner).
 */
import uPlot from 'uplot';
import { chartOptions } from '../../src/widgets/charts/uplot-options';

declare global {
  interface Window {
    jQuery: { plot(el: HTMLElement, data: unknown, opts: unknown): unknown };
    bench: {
      data(n: number): { xs: number[]; ys: number[] };
      ours(n: number): Promise<number>;
      bare(n: number): Promise<number>;
      flot(n: number): Promise<number>;
    };
  }
}

let cache: { xs: number[]; ys: number[] } | null = null;

function data(n: number) {
  if (cache?.xs.length === n) return cache;
  const t0 = Date.UTC(2026, 0, 1);
  const xs = new Array<number>(n);
  const ys = new Array<number>(n);
  let v = 50;
  for (let i = 0; i < n; i++) {
    xs[i] = t0 + i * 1000;
    v += Math.sin(i / 500) * 0.5 + (((i * 7919) % 101) - 50) / 100;
    ys[i] = v;
  }
  return (cache = { xs, ys });
}

function box(): HTMLElement {
  document.body.replaceChildren();
  const el = document.createElement('div');
  el.style.cssText = 'width:1200px;height:500px';
  document.body.append(el);
  return el;
}

/** Draw time of our chart in ms: from construction to the end of uPlot's draw (it commits in a microtask). */
function ours(n: number): Promise<number> {
  const { xs, ys } = data(n);
  const el = box();
  const t = performance.now();
  const key = {
    name: 'v',
    type: 'timeseries' as const,
    label: 'Temperature',
    color: '#2196f3',
    settings: { showLines: true, fillLines: true },
  };
  const opts = chartOptions({
    variant: 'line',
    aligned: { xs, series: [{ kd: { key, ts: xs, values: ys }, label: 'Temperature', ys }] },
    settings: {},
    theme: 'light',
    width: 1200,
    height: 500,
    hidden: new Set(),
    decimals: 1,
  });
  return new Promise((resolve) => {
    opts.hooks = {
      draw: [
        (u) => {
          (u.ctx as CanvasRenderingContext2D).getImageData(0, 0, 1, 1); // flush the canvas work
          const ms = performance.now() - t;
          queueMicrotask(() => u.destroy());
          resolve(ms);
        },
      ],
    };
    new uPlot(opts, [xs, ys], el);
  });
}

/**
 * Draw time of bare uPlot: the same canvas size, data and a filled line, with uPlot's defaults for everything else
 * (its own axes, no theme, no settings mapping). What the chart engine alone costs: the limit for ours.
 */
function bare(n: number): Promise<number> {
  const { xs, ys } = data(n);
  const el = box();
  const t = performance.now();
  return new Promise((resolve) => {
    const opts: uPlot.Options = {
      width: 1200,
      height: 500,
      scales: { x: { time: true } },
      legend: { show: false },
      series: [
        {},
        { label: 'Temperature', stroke: '#2196f3', fill: 'rgba(33, 150, 243, 0.4)', width: 2, points: { show: false } },
      ],
      hooks: {
        draw: [
          (u) => {
            (u.ctx as CanvasRenderingContext2D).getImageData(0, 0, 1, 1);
            const ms = performance.now() - t;
            queueMicrotask(() => u.destroy());
            resolve(ms);
          },
        ],
      },
    };
    // uPlot's time scale is in seconds unless told otherwise; ours passes ms with `ms: 1` in its options.
    new uPlot({ ...opts, ms: 1 } as uPlot.Options, [xs, ys], el);
  });
}

/** Draw time of flot 4 with ThingsBoard's basic timeseries options (time axis, line with fill). */
async function flot(n: number): Promise<number> {
  const { xs, ys } = data(n);
  const el = box();
  const points = new Array(n);
  const t = performance.now();
  for (let i = 0; i < n; i++) points[i] = [xs[i], ys[i]];
  window.jQuery.plot(
    el,
    [{ data: points, label: 'Temperature', color: '#2196f3', lines: { show: true, fill: true, lineWidth: 2 } }],
    {
      xaxis: { mode: 'time', timeBase: 'milliseconds' },
      grid: { hoverable: true, borderWidth: 1, color: '#545454' },
      legend: { show: false },
    },
  );
  el.querySelector('canvas')?.getContext('2d')?.getImageData(0, 0, 1, 1);
  return performance.now() - t;
}

window.bench = { data, ours, bare, flot };
