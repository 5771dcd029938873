/**
 * Timeseries charts on uPlot (canvas): charts.basic_timeseries (lines), charts.timeseries_bars_flot (bars, stacked
 * by default) and charts.state_chart (stepped lines with a tick formatter). The plot is created once per shape
 * (series, theme, settings) and then only receives setData / setScale / setSize, so a live update costs one redraw.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import uplotCss from 'uplot/dist/uPlot.min.css';
import styled, { createGlobalStyle } from 'styled-components';
import { formatDateTime } from '../common/format';
import { Legend, type LegendItem } from '../common/legend';
import { callSafely, NoData, useUserFunction } from '../common/widget-ui';
import type { WidgetProps } from '../widget-contract';
import { alignSeries, seriesStats, toUplotData } from './chart-series';
import { chartOptions, stackSeries, type ChartVariant } from './uplot-options';
import { useWidgetFormat } from '../common/use-format';

const UplotStyles = createGlobalStyle`
  ${uplotCss}
  .iot-chart-tip {
    position: absolute;
    z-index: 2;
    pointer-events: none;
    padding: 6px 8px;
    border-radius: 4px;
    font-size: 12px;
    line-height: 1.4;
    white-space: nowrap;
    background: rgba(33, 33, 33, 0.92);
    color: #fff;
    box-shadow: 0 2px 6px rgba(0, 0, 0, 0.3);
  }
  .iot-chart-tip i { display: inline-block; width: 8px; height: 8px; border-radius: 50%; margin-right: 6px; }
`;

const Layout = styled.div<{ $dir: string }>`
  display: flex;
  flex-direction: ${(p) => p.$dir};
  width: 100%;
  height: 100%;
  gap: 4px;
`;

const PlotArea = styled.div`
  position: relative;
  flex: 1 1 auto;
  min-width: 0;
  min-height: 0;
  overflow: hidden;
`;

const LegendArea = styled.div<{ $side: boolean }>`
  flex: 0 0 auto;
  overflow: auto;
  max-height: ${(p) => (p.$side ? '100%' : '45%')};
  max-width: ${(p) => (p.$side ? '45%' : '100%')};
`;

function useAreaSize(ref: React.RefObject<HTMLDivElement | null>): { w: number; h: number } {
  const [size, setSize] = useState({ w: 0, h: 0 });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const ro = new ResizeObserver(() => setSize({ w: el.clientWidth, h: el.clientHeight }));
    ro.observe(el);
    setSize({ w: el.clientWidth, h: el.clientHeight });
    return () => ro.disconnect();
  }, [ref]);
  return size;
}

function tooltipHook(tip: HTMLDivElement, area: HTMLDivElement, lng: string) {
  return (u: uPlot) => {
    const idx = u.cursor.idx;
    if (idx === null || idx === undefined || u.cursor.left === undefined || u.cursor.left < 0) {
      tip.style.display = 'none';
      return;
    }
    tip.replaceChildren();
    const head = document.createElement('div');
    head.textContent = formatDateTime(u.data[0]![idx]!, false, lng);
    tip.append(head);
    u.series.forEach((s, i) => {
      if (i === 0 || !s.show) return;
      const v = u.data[i]![idx];
      if (v === null || v === undefined) return;
      const line = document.createElement('div');
      const dot = document.createElement('i');
      dot.style.background = String(s.stroke && typeof s.stroke === 'function' ? s.stroke(u, i) : s.stroke);
      line.append(dot, `${String(s.label)}: ${typeof s.value === 'function' ? s.value(u, v, i, idx) : v}`);
      tip.append(line);
    });
    tip.style.display = 'block';
    const left = u.cursor.left + u.over.offsetLeft;
    const w = tip.offsetWidth;
    tip.style.left = `${left + 12 + w > area.clientWidth ? left - w - 12 : left + 12}px`;
    tip.style.top = `${Math.max(0, (u.cursor.top ?? 0) + u.over.offsetTop - 10)}px`;
  };
}

/** The keys' series on one time axis; stacked ones as cumulative sums, drawn from the top down. */
function useAlignedSeries(data: WidgetProps['data'], stacked: boolean) {
  return useMemo(() => {
    const a = alignSeries(data);
    if (!stacked) return a;
    // Cumulative series are drawn from the top down, so each layer stays visible above the next.
    const s = stackSeries(a);
    return { xs: s.xs, series: [...s.series].reverse() };
  }, [data, stacked]);
}

type Aligned = ReturnType<typeof useAlignedSeries>;

/** The chart's shape: labels, colours and key settings of its series (a change rebuilds the plot). */
const shapeOf = (aligned: Aligned) =>
  aligned.series.map((s) => `${s.label}|${s.kd.key.color}|${JSON.stringify(s.kd.key.settings)}`).join(';');

/** Series hidden through the legend; reset to the keys' hideDataByDefault whenever the shape changes. */
function useHiddenSeries(aligned: Aligned, shape: string) {
  const [hidden, setHidden] = useState<Set<number>>(() => new Set());
  useEffect(() => {
    const initial = new Set<number>();
    aligned.series.forEach(
      (s, i) => (s.kd.key.settings as { hideDataByDefault?: boolean }).hideDataByDefault && initial.add(i),
    );
    setHidden(initial);
  }, [shape]);
  const toggle = (i: number) =>
    setHidden((prev) => {
      const next = new Set(prev);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return next;
    });
  return { hidden, toggle };
}

interface PlotInput {
  variant: ChartVariant;
  props: WidgetProps;
  aligned: Aligned;
  shape: string;
  hidden: ReadonlySet<number>;
  area: React.RefObject<HTMLDivElement | null>;
  tip: React.RefObject<HTMLDivElement | null>;
  size: { w: number; h: number };
}

/** The uPlot instance: created once per shape, then only given new data, x range and size. */
function usePlot({ variant, props, aligned, shape, hidden, area, tip, size: { w, h } }: PlotInput) {
  const { settings, config, theme, timeRange } = props;
  const plot = useRef<uPlot | null>(null);
  const tickBody = (settings.yaxis as { ticksFormatter?: string } | undefined)?.ticksFormatter;
  const tickFn = useUserFunction(tickBody, ['value']);
  const { lng } = useWidgetFormat();
  const settingsKey = JSON.stringify(settings);
  useEffect(() => {
    if (!area.current || w < 10 || h < 10 || aligned.series.length === 0) return;
    const opts = chartOptions({
      variant,
      aligned,
      settings,
      theme,
      width: w,
      height: h,
      hidden,
      units: config.units,
      decimals: config.decimals,
      yTickFormatter: tickFn ? (v) => String(callSafely(tickFn, '', v)) : null,
      lng,
    });
    opts.hooks = { setCursor: [tooltipHook(tip.current!, area.current, lng)] };
    const u = new uPlot(opts, toUplotData(aligned), area.current);
    u.setScale('x', { min: timeRange.minTime, max: timeRange.maxTime });
    plot.current = u;
    return () => {
      u.destroy();
      plot.current = null;
    };
    // Rebuilt only when the chart's shape changes; data, range and size are applied below.
  }, [variant, shape, theme, settingsKey, hidden, tickFn, aligned.series.length > 0, lng]);

  useEffect(() => {
    const u = plot.current;
    if (!u) return;
    u.setData(toUplotData(aligned), false);
    u.setScale('x', { min: timeRange.minTime, max: timeRange.maxTime });
  }, [aligned, timeRange.minTime, timeRange.maxTime]);

  useEffect(() => {
    if (plot.current && w >= 10 && h >= 10) plot.current.setSize({ width: w, height: h });
  }, [w, h]);
}

/** Legend rows of the series not removed from the legend, with their min / max / average / total. */
function legendItems(aligned: Aligned, hidden: ReadonlySet<number>): LegendItem[] {
  return aligned.series
    .map((s, i) => ({ s, i }))
    .filter(({ s }) => (s.kd.key.settings as { removeFromLegend?: boolean }).removeFromLegend !== true)
    .map(({ s, i }) => ({
      label: s.label,
      color: s.kd.key.color,
      hidden: hidden.has(i),
      disableHiding: (s.kd.key.settings as { disableDataHiding?: boolean }).disableDataHiding === true,
      decimals: s.kd.key.decimals,
      units: s.kd.key.units,
      ...seriesStats(s.ys),
    }));
}

function ChartWidget({ variant, props }: { variant: ChartVariant; props: WidgetProps }) {
  const { data, settings, config } = props;
  const area = useRef<HTMLDivElement>(null);
  const tip = useRef<HTMLDivElement>(null);
  const size = useAreaSize(area);
  const stacked = variant === 'bars' ? settings.stack !== false : settings.stack === true;
  const aligned = useAlignedSeries(data, stacked);
  const shape = shapeOf(aligned);
  const { hidden, toggle } = useHiddenSeries(aligned, shape);
  usePlot({ variant, props, aligned, shape, hidden, area, tip, size });

  const legendCfg = config.legendConfig;
  const showLegend = config.showLegend && aligned.series.length > 0;
  const items: LegendItem[] = showLegend ? legendItems(aligned, hidden) : [];
  const pos = legendCfg.position;
  const dir = pos === 'left' ? 'row-reverse' : pos === 'right' ? 'row' : pos === 'top' ? 'column-reverse' : 'column';
  const empty = aligned.series.every((s) => s.kd.ts.length === 0);
  return (
    <Layout $dir={dir} data-testid={`chart-${variant}`}>
      <UplotStyles />
      {/* Time runs left to right in every language: the plot keeps its direction, the legend mirrors. */}
      <PlotArea ref={area} dir="ltr">
        <div ref={tip} className="iot-chart-tip" style={{ display: 'none' }} />
        {empty ? <NoData /> : null}
      </PlotArea>
      {showLegend ? (
        <LegendArea $side={pos === 'left' || pos === 'right'}>
          <Legend items={items} config={legendCfg} onToggle={toggle} />
        </LegendArea>
      ) : null}
    </Layout>
  );
}

export function TimeseriesLineWidget(props: WidgetProps) {
  return <ChartWidget variant="line" props={props} />;
}

export function TimeseriesBarsWidget(props: WidgetProps) {
  return <ChartWidget variant="bars" props={props} />;
}

export function StateChartWidget(props: WidgetProps) {
  return <ChartWidget variant="state" props={props} />;
}

/** For the benchmark: draw aligned data into `el` and return the plot. */
export function drawTimeseries(el: HTMLElement, xs: number[], ys: number[], width: number, height: number): uPlot {
  const opts = chartOptions({
    variant: 'line',
    aligned: {
      xs,
      series: [
        {
          kd: {
            key: { name: 'v', type: 'timeseries', label: 'v', color: '#2196f3', settings: {} },
            ts: xs,
            values: ys,
          },
          label: 'v',
          ys,
        },
      ],
    },
    settings: {},
    theme: 'light',
    width,
    height,
    hidden: new Set(),
  });
  return new uPlot(opts, [xs, ys], el);
}
