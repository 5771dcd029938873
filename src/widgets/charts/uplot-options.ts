/**
 * uPlot options from ThingsBoard's chart settings (the flot settings names of charts.basic_timeseries /
 * timeseries_bars_flot / state_chart): font colour and size, x/y axis labels and colours, grid lines and colours,
 * y min/max, smooth lines, stacking; per key showLines / fillLines / showPoints / lineWidth, separate axes on the
 * left or right, hidden by default. Colours adapt to the dark theme.
 */
import uPlot from 'uplot';
import { formatDateTime as formatLocaleDateTime } from '../../lib/intl-format';
import { formatDateStyle } from '../../lib/intl-styles';
import { canvasColor, chartPalette, withAlpha } from '../common/colors';
import { formatDateTime, formatValue, numSetting } from '../common/format';
import type { AlignedData } from './chart-series';

export type ChartVariant = 'line' | 'bars' | 'state';

type Obj = Record<string, unknown>;
const o = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});

export interface ChartOptionsInput {
  variant: ChartVariant;
  aligned: AlignedData;
  settings: Obj;
  theme: 'light' | 'dark';
  width: number;
  height: number;
  hidden: ReadonlySet<number>;
  units?: string;
  decimals?: number;
  yTickFormatter?: ((v: number) => string) | null;
  /** Language of the axis labels, tooltips and values (en_US: ThingsBoard's formats). */
  lng?: string;
}

function pathsFor(variant: ChartVariant, smooth: boolean, barWidthMs: number): uPlot.Series.PathBuilder | undefined {
  const p = uPlot.paths;
  if (variant === 'bars') return p.bars?.({ size: [0.8, Infinity, 1], align: 0, ...(barWidthMs > 0 ? {} : {}) });
  if (variant === 'state') return p.stepped?.({ align: 1 });
  return smooth ? p.spline?.() : p.linear?.();
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * Time-axis labels, detailed as the tick step needs (seconds, minutes, days): 24-hour `HH:mm` and `MM-dd` in en_US,
 * the language's own time and day-month order elsewhere (`10:15`, `22.11.` in de_DE).
 */
export function timeTicks(lng = 'en_US') {
  const en = lng.startsWith('en');
  const time = (ms: number, seconds: boolean) => formatLocaleDateTime(ms, lng, { part: 'time', noSeconds: !seconds });
  const day = (d: Date) =>
    en
      ? `${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`
      : formatDateStyle(d.getTime(), lng, { month: '2-digit', day: '2-digit' });
  return (_u: uPlot, splits: number[], _axis: number, _space: number, incr: number): string[] =>
    splits.map((ms, i) => {
      const d = new Date(ms);
      if (incr < 60_000) return time(ms, true);
      if (incr < 86_400_000)
        return i === 0 || (d.getHours() === 0 && d.getMinutes() === 0)
          ? `${day(d)}\n${time(ms, false)}`
          : time(ms, false);
      return day(d);
    });
}

/** What the axes and series share: font, grid colour, the language and value formatting, which keys get an axis. */
interface ChartStyle {
  font: string;
  gridColor: string;
  axisColor: (a: Obj) => string;
  separate: boolean[];
  lng: string;
  fmt: (v: number, dec?: number, units?: string) => string;
  yValues: (dec?: number, units?: string) => (u: uPlot, ticks: number[]) => string[];
}

function chartStyle(input: ChartOptionsInput): ChartStyle {
  const { settings: s, theme, aligned } = input;
  const pal = chartPalette(theme);
  const fontColor = canvasColor(s.fontColor as string, theme, pal.text);
  const fontSize = numSetting(s.fontSize, 10);
  const font = `${fontSize + 1}px Roboto, "Helvetica Neue", Arial, sans-serif`;
  const grid = o(s.grid);
  const gridColor = theme === 'dark' ? pal.grid : withAlpha((grid.tickColor as string) || '#DDDDDD', 0.9);
  const axisColor = (a: Obj) => canvasColor(a.color as string, theme, fontColor);
  const separate = aligned.series.map((x) => o(x.kd.key.settings).showSeparateAxis === true);
  const lng = input.lng ?? 'en_US';
  const fmt = (v: number, dec?: number, units?: string) =>
    formatValue(v, dec ?? input.decimals, units ?? input.units, false, lng);
  const yValues = (dec?: number, units?: string) => (_u: uPlot, ticks: number[]) =>
    ticks.map((v) => (input.yTickFormatter ? input.yTickFormatter(v) : fmt(v, dec, units)));
  return { font, gridColor, axisColor, separate, lng, fmt, yValues };
}

/** The x (time) axis, the main y axis, then one axis per key shown on a separate axis. */
function chartAxes(input: ChartOptionsInput, st: ChartStyle): uPlot.Axis[] {
  const { settings: s, aligned } = input;
  const { font, gridColor, axisColor, yValues } = st;
  const grid = o(s.grid);
  const xaxis = o(s.xaxis);
  const yaxis = o(s.yaxis);
  const axes: uPlot.Axis[] = [
    {
      show: xaxis.showLabels !== false,
      stroke: axisColor(xaxis),
      font,
      grid: { show: grid.verticalLines !== false, stroke: gridColor, width: 1 },
      ticks: { stroke: gridColor, width: 1 },
      space: 70,
      values: timeTicks(st.lng),
    },
    {
      show: yaxis.showLabels !== false,
      stroke: axisColor(yaxis),
      font,
      grid: { show: grid.horizontalLines !== false, stroke: gridColor, width: 1 },
      ticks: { stroke: gridColor, width: 1 },
      values: yValues(),
      size: 56,
      ...(input.variant === 'state' ? { incrs: [1, 2, 5, 10] } : {}),
      ...(typeof yaxis.title === 'string' && yaxis.title ? { label: yaxis.title, labelFont: font } : {}),
    },
  ];
  aligned.series.forEach((x, i) => {
    if (!st.separate[i]) return;
    const ks = o(x.kd.key.settings);
    axes.push({
      scale: `y${i}`,
      side: ks.axisPosition === 'right' ? 1 : 3,
      stroke: x.kd.key.color,
      font,
      grid: { show: false },
      values: yValues(x.kd.key.decimals, x.kd.key.units),
      size: 56,
    });
  });
  return axes;
}

/** Time on x; y fixed when both y min and max are set, else automatic; an automatic scale per separate axis. */
function chartScales(input: ChartOptionsInput, st: ChartStyle): uPlot.Scales {
  const yaxis = o(input.settings.yaxis);
  const yMin = yaxis.min === undefined || yaxis.min === null || yaxis.min === '' ? null : numSetting(yaxis.min, 0);
  const yMax = yaxis.max === undefined || yaxis.max === null || yaxis.max === '' ? null : numSetting(yaxis.max, 0);
  const scales: uPlot.Scales = {
    x: { time: true },
    y: {
      auto: yMin === null || yMax === null,
      ...(yMin !== null && yMax !== null ? { range: [yMin, yMax] as uPlot.Range.MinMax } : {}),
    },
  };
  input.aligned.series.forEach((_x, i) => {
    if (st.separate[i]) scales[`y${i}`] = { auto: true };
  });
  return scales;
}

/** The time series, then one series per key: lines, fill, points, visibility and value format from its settings. */
function chartSeries(input: ChartOptionsInput, st: ChartStyle): uPlot.Series[] {
  const { settings: s, aligned } = input;
  const { fmt, lng } = st;
  const smooth = s.smoothLines === true;
  const barWidthMs = numSetting(s.defaultBarWidth, 0);
  return [
    { value: (_u, v) => (v === null ? '' : formatDateTime(v, false, lng)) },
    ...aligned.series.map((x, i): uPlot.Series => {
      const ks = o(x.kd.key.settings);
      const color = x.kd.key.color;
      const showLines = input.variant === 'bars' ? true : ks.showLines !== false;
      const fill =
        input.variant === 'bars' ? withAlpha(color, 0.85) : ks.fillLines === true ? withAlpha(color, 0.25) : undefined;
      return {
        label: x.label,
        scale: st.separate[i] ? `y${i}` : 'y',
        stroke: color,
        width: showLines ? numSetting(ks.lineWidth, input.variant === 'bars' ? 1 : 2) : 0,
        ...(fill ? { fill } : {}),
        paths: pathsFor(input.variant, smooth, barWidthMs),
        points: {
          show: ks.showPoints === true ? true : loneValue,
          size: numSetting(ks.showPointsRadius, 3) * 2,
          stroke: color,
          fill: color,
        },
        show: !input.hidden.has(i),
        spanGaps: input.variant !== 'bars',
        value: (_u, v) => (v === null ? '' : fmt(v, x.kd.key.decimals, x.kd.key.units)),
      };
    }),
  ];
}

/** Build the uPlot options of a chart. */
export function chartOptions(input: ChartOptionsInput): uPlot.Options {
  const st = chartStyle(input);
  return {
    width: Math.max(10, Math.floor(input.width)),
    height: Math.max(10, Math.floor(input.height)),
    ms: 1,
    // Path coordinates on whole pixels (uPlot's default): lines stay crisp, and a series of many more points than
    // pixels draws several times faster than with fractional coordinates (1M points: ~3.5×, measured in the chart
    // bench).
    pxAlign: 1,
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { size: 7 }, focus: { prox: 16 } },
    focus: { alpha: 0.35 },
    scales: chartScales(input, st),
    axes: chartAxes(input, st),
    series: chartSeries(input, st),
  };
}

/** Points off: still mark a series that has one value only, which no line can show (a series just started). */
function loneValue(u: uPlot, seriesIdx: number): boolean {
  let seen = 0;
  for (const v of u.data[seriesIdx] ?? []) if (v !== null && v !== undefined && ++seen > 1) return false;
  return seen === 1;
}

/** Cumulative sums for stacked charts (keys with excludeFromStacking stay as they are). */
export function stackSeries(aligned: AlignedData): AlignedData {
  const acc = new Array<number>(aligned.xs.length).fill(0);
  return {
    xs: aligned.xs,
    series: aligned.series.map((x) => {
      if (o(x.kd.key.settings).excludeFromStacking === true) return x;
      const ys = x.ys.map((y, i) => (y === null ? null : (acc[i] = acc[i]! + y)));
      return { ...x, ys };
    }),
  };
}
