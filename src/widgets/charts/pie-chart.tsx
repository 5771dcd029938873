/**
 * Latest-value charts in SVG: charts.pie / pie_chart_js (slices; flot settings radius, innerRadius, showLabels,
 * showPercentages, stroke.width, decimals, legend), doughnut_chart_js (borderWidth, borderColor, legend),
 * polar_area_chart_js (equal angles, radius by value), radar_chart_js (one polygon per entity), charts.bars (one
 * bar per key). Hover shows the value; a slice click is the `sliceClick` action.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { canvasColor, chartPalette, withAlpha } from '../common/colors';
import { latestValue, numSetting, toNumber } from '../common/format';
import { NoData } from '../common/widget-ui';
import type { KeyData, WidgetProps } from '../widget-contract';
import { arcSlice, niceTicks, pieSlices } from './pie-math';
import { useWidgetFormat } from '../common/use-format';

const Wrap = styled.div<{ $row: boolean }>`
  display: flex;
  flex-direction: ${(p) => (p.$row ? 'row' : 'column')};
  align-items: center;
  justify-content: center;
  height: 100%;
  gap: 8px;
  & svg path,
  & svg rect {
    transition: opacity 120ms ease;
    cursor: pointer;
  }
  & svg [data-dim='true'] {
    opacity: 0.45;
  }
`;

const LegendList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: 12px;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  & li {
    display: flex;
    align-items: center;
    gap: 6px;
  }
  & i {
    width: 12px;
    height: 12px;
    border-radius: 2px;
    display: inline-block;
  }
`;

interface Item {
  kd: KeyData;
  label: string;
  value: number;
}

function items(props: WidgetProps): Item[] {
  return props.data.flatMap((d) =>
    d.keys.map((kd) => ({
      kd,
      label: props.data.length > 1 ? `${d.name} ${kd.key.label}` : kd.key.label,
      value: toNumber(latestValue(kd)) ?? 0,
    })),
  );
}

function PieLike({ props, kind }: { props: WidgetProps; kind: 'pie' | 'doughnut' | 'polar' }) {
  const { settings, width, height, theme, services, config } = props;
  const [hover, setHover] = useState<number | null>(null);
  const fmt = useWidgetFormat();
  const pc = (v: number, dec: number) => `${fmt.value(v, dec, undefined, true)}%`;
  const list = items(props);
  if (list.length === 0) return <NoData />;
  const legend = settings.legend as { show?: boolean; display?: boolean } | undefined;
  const showLegend = config.showLegend || legend?.show === true || legend?.display === true;
  const side = width > height * 1.4;
  const size = Math.max(40, Math.min(side ? width * 0.7 : width, showLegend && !side ? height - 40 : height) - 8);
  const r = (size / 2) * Math.min(1, numSetting(settings.radius, 1));
  const inner = kind === 'doughnut' ? r * 0.5 : r * Math.min(0.9, numSetting(settings.innerRadius, 0));
  const pal = chartPalette(theme);
  const stroke = kind === 'doughnut' ? canvasColor(settings.borderColor as string, theme, pal.surface) : pal.surface;
  const strokeWidth = numSetting(
    kind === 'doughnut' ? settings.borderWidth : (settings.stroke as { width?: number } | undefined)?.width,
    1,
  );
  const slices = pieSlices(list.map((i) => (kind === 'polar' ? 1 : Math.max(0, i.value))));
  const maxValue = Math.max(...list.map((i) => Math.abs(i.value)), 1);
  const total = list.reduce((s, i) => s + Math.max(0, i.value), 0);
  const dec = typeof settings.decimals === 'number' ? settings.decimals : 1;
  const fontColor = canvasColor(settings.fontColor as string, theme, pal.text);
  return (
    <Wrap $row={side} data-testid={`chart-${kind}`}>
      <svg
        width={size}
        height={size}
        viewBox={`${-size / 2} ${-size / 2} ${size} ${size}`}
        role="img"
        aria-label={config.title}
      >
        {slices.map((sl, i) => {
          const it = list[i]!;
          const outer =
            kind === 'polar' ? Math.max(inner + 2, (r * Math.abs(it.value)) / maxValue) : hover === i ? r + 3 : r;
          const mid = (sl.start + sl.end) / 2;
          const pct = total ? (Math.max(0, it.value) / total) * 100 : 0;
          return (
            <g key={i}>
              <path
                d={arcSlice(outer, inner, sl.start, sl.end)}
                fill={kind === 'polar' ? withAlpha(it.kd.key.color, 0.75) : it.kd.key.color}
                stroke={stroke}
                strokeWidth={strokeWidth}
                data-dim={hover !== null && hover !== i}
                onMouseEnter={() => setHover(i)}
                onMouseLeave={() => setHover(null)}
                onClick={() =>
                  services.action('sliceClick', props.data[0]?.entity ?? null, {
                    additionalParams: { label: it.label, value: it.value },
                  })
                }
              >
                <title>{`${it.label}: ${fmt.value(it.value, it.kd.key.decimals, it.kd.key.units)}${kind === 'polar' ? '' : ` (${pc(pct, dec)})`}`}</title>
              </path>
              {settings.showLabels !== false && kind === 'pie' && sl.end - sl.start > 0.3 ? (
                <text
                  x={Math.sin(mid) * (inner + (outer - inner) * 0.6)}
                  y={-Math.cos(mid) * (inner + (outer - inner) * 0.6)}
                  textAnchor="middle"
                  dominantBaseline="middle"
                  fontSize={numSetting(settings.fontSize, 10) + 2}
                  fill="#fff"
                  pointerEvents="none"
                >
                  {settings.showPercentages !== false ? pc(pct, dec) : fmt.value(it.value, it.kd.key.decimals)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      {showLegend ? (
        <LegendList style={{ color: fontColor, flexDirection: side ? 'column' : 'row' }} data-testid="widget-legend">
          {list.map((it, i) => (
            <li key={i} onMouseEnter={() => setHover(i)} onMouseLeave={() => setHover(null)}>
              <i style={{ background: it.kd.key.color }} />
              {it.label}: {fmt.value(it.value, it.kd.key.decimals, it.kd.key.units)}
            </li>
          ))}
        </LegendList>
      ) : null}
    </Wrap>
  );
}

export const PieChartWidget = (p: WidgetProps) => <PieLike props={p} kind="pie" />;
export const DoughnutChartWidget = (p: WidgetProps) => <PieLike props={p} kind="doughnut" />;
export const PolarAreaChartWidget = (p: WidgetProps) => <PieLike props={p} kind="polar" />;

export function LatestBarsWidget(props: WidgetProps) {
  const { width, height, theme } = props;
  const fmt = useWidgetFormat();
  const list = items(props);
  if (list.length === 0) return <NoData />;
  const pal = chartPalette(theme);
  const left = 44;
  const bottom = 28;
  const w = Math.max(20, width - left - 8);
  const h = Math.max(20, height - bottom - 8);
  const ticks = niceTicks(Math.min(0, ...list.map((i) => i.value)), Math.max(0, ...list.map((i) => i.value)), 5);
  const lo = ticks[0]!;
  const hi = ticks[ticks.length - 1]!;
  const y = (v: number) => 8 + h - ((v - lo) / (hi - lo || 1)) * h;
  const slot = w / list.length;
  return (
    <svg width={width} height={height} role="img" aria-label={props.config.title} data-testid="chart-bars">
      {ticks.map((t) => (
        <g key={t}>
          <line x1={left} x2={left + w} y1={y(t)} y2={y(t)} stroke={pal.grid} />
          <text x={left - 6} y={y(t)} textAnchor="end" dominantBaseline="middle" fontSize={11} fill={pal.text}>
            {fmt.value(t, 2)}
          </text>
        </g>
      ))}
      {list.map((it, i) => {
        const x = left + i * slot + slot * 0.15;
        const top = y(Math.max(0, it.value));
        return (
          <g key={i}>
            <rect
              x={x}
              width={slot * 0.7}
              y={top}
              height={Math.max(1, Math.abs(y(it.value) - y(0)))}
              fill={withAlpha(it.kd.key.color, 0.85)}
              stroke={it.kd.key.color}
            >
              <title>{`${it.label}: ${fmt.value(it.value, it.kd.key.decimals, it.kd.key.units)}`}</title>
            </rect>
            <text x={x + slot * 0.35} y={8 + h + 16} textAnchor="middle" fontSize={11} fill={pal.text}>
              {it.label.length > 14 ? `${it.label.slice(0, 13)}…` : it.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

export function RadarChartWidget(props: WidgetProps) {
  const { data, width, height, theme, config } = props;
  const fmt = useWidgetFormat();
  const axes = data[0]?.keys ?? [];
  if (axes.length === 0) return <NoData />;
  const pal = chartPalette(theme);
  const r = Math.max(20, Math.min(width, height) / 2 - 28);
  const max = Math.max(1, ...data.flatMap((d) => d.keys.map((k) => toNumber(latestValue(k)) ?? 0)));
  const ticks = niceTicks(0, max, 4);
  const top = ticks[ticks.length - 1]!;
  const point = (i: number, v: number): [number, number] => {
    const a = (i / axes.length) * Math.PI * 2;
    return [(Math.sin(a) * (r * v)) / top, (-Math.cos(a) * (r * v)) / top];
  };
  return (
    <svg
      width={width}
      height={height}
      viewBox={`${-width / 2} ${-height / 2} ${width} ${height}`}
      role="img"
      aria-label={config.title}
      data-testid="chart-radar"
    >
      {ticks.slice(1).map((t) => (
        <polygon key={t} points={axes.map((_, i) => point(i, t).join(',')).join(' ')} fill="none" stroke={pal.grid} />
      ))}
      {axes.map((k, i) => {
        const [x, y] = point(i, top * 1.12);
        return (
          <g key={`${i}-${k.key.name}`}>
            <line x1={0} y1={0} x2={point(i, top)[0]} y2={point(i, top)[1]} stroke={pal.grid} />
            <text x={x} y={y} textAnchor="middle" dominantBaseline="middle" fontSize={11} fill={pal.text}>
              {k.key.label}
            </text>
          </g>
        );
      })}
      {data.map((d, di) => {
        const color = d.keys[0]?.key.color ?? '#2196f3';
        const pts = d.keys.map((k, i) => point(i, Math.max(0, toNumber(latestValue(k)) ?? 0)));
        return (
          <polygon
            key={di}
            points={pts.map((p) => p.join(',')).join(' ')}
            fill={withAlpha(color, 0.2)}
            stroke={color}
            strokeWidth={2}
          >
            <title>{`${d.name}: ${d.keys.map((k) => `${k.key.label} ${fmt.value(latestValue(k), k.key.decimals, k.key.units)}`).join(', ')}`}</title>
          </polygon>
        );
      })}
    </svg>
  );
}
