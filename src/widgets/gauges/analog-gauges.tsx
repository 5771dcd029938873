/**
 * Analogue gauges (analogue_gauges.*) in SVG with the canvas-gauges settings names: radial (temperature radial,
 * speed, radial: minValue, maxValue, startAngle / ticksAngle measured from 6 o'clock, majorTicksCount, minorTicks,
 * highlights, highlightsWidth, colorPlate, colorMajorTicks, colorMinorTicks, colorNeedle, needleCircleSize,
 * valueBox, valueInt / valueDec, units, title, showBorder), the thermometer scale (linear) and the compass
 * (majorTicks labels, needle to the heading). The needle eases to the new value (animation, animationDuration; see
 * needle-easing.ts).
 */
import { memo } from 'react';
import { chartPalette, themed } from '../common/colors';
import { latestValue, numSetting, strSetting, toNumber } from '../common/format';
import { NoData } from '../common/widget-ui';
import type { WidgetProps } from '../widget-contract';
import { arc, majorTicks, polar, ratio } from './gauge-math';
import { useNeedle } from './needle-easing';
import { useWidgetFormat } from '../common/use-format';

type Highlight = { from: number; to: number; color: string };
type Font = { color?: string; size?: number } | undefined;

function plateColor(settings: Record<string, unknown>, theme: 'light' | 'dark'): string {
  return themed(strSetting(settings.colorPlate, '#fff'), 'bg', theme) ?? '#fff';
}

function inkColor(c: unknown, theme: 'light' | 'dark', fallback: string): string {
  return themed(typeof c === 'string' ? c : fallback, 'fg', theme) ?? fallback;
}

interface DialProps {
  settings: Record<string, unknown>;
  size: number;
  theme: 'light' | 'dark';
  title: string;
  units: string;
}

function radialGeometry(settings: Record<string, unknown>, size: number) {
  const min = numSetting(settings.minValue, 0);
  const max = numSetting(settings.maxValue, 100);
  const from = 180 + numSetting(settings.startAngle, 45);
  const sweep = numSetting(settings.ticksAngle, 270);
  const c = size / 2;
  return { min, max, c, r: c - 6, deg: (v: number) => from + ratio(v, min, max) * sweep };
}

/** The static part of a radial gauge (plate, highlights, ticks, labels): memoised, so a new value repaints only the needle. */
const RadialDial = memo(function RadialDial({ settings, size, theme, title, units }: DialProps) {
  const fmt = useWidgetFormat();
  const { min, max, c, r, deg } = radialGeometry(settings, size);
  const ticks = majorTicks(min, max, numSetting(settings.majorTicksCount, 10));
  const minor = Math.max(0, numSetting(settings.minorTicks, 2));
  const highlights = Array.isArray(settings.highlights) ? (settings.highlights as Highlight[]) : [];
  const hw = numSetting(settings.highlightsWidth, 15) * (size / 300);
  const pal = chartPalette(theme);
  const major = inkColor(settings.colorMajorTicks, theme, '#444');
  const minorColor = inkColor(settings.colorMinorTicks, theme, '#666');
  const numbers = inkColor((settings.numbersFont as Font)?.color, theme, '#616161');
  return (
    <g>
      <circle
        cx={c}
        cy={c}
        r={r}
        fill={plateColor(settings, theme)}
        stroke={settings.showBorder === false ? 'none' : pal.axis}
        strokeWidth={settings.showBorder === false ? 0 : 3}
      />
      {highlights.map((h, i) => (
        <path key={i} d={arc(c, c, r * 0.82, deg(h.from), deg(h.to))} stroke={h.color} strokeWidth={hw} fill="none" />
      ))}
      {ticks.map((t, i) => {
        const [x1, y1] = polar(c, c, r * 0.9, deg(t));
        const [x2, y2] = polar(c, c, r * 0.76, deg(t));
        const [tx, ty] = polar(c, c, r * 0.63, deg(t));
        const next = ticks[i + 1];
        return (
          <g key={t}>
            <line x1={x1} y1={y1} x2={x2} y2={y2} stroke={major} strokeWidth={2} />
            <text
              x={tx}
              y={ty}
              textAnchor="middle"
              dominantBaseline="middle"
              fontSize={Math.max(9, size / 20)}
              fill={numbers}
            >
              {fmt.value(t, 0)}
            </text>
            {next !== undefined
              ? Array.from({ length: minor - 1 }, (_, m) => {
                  const v = t + ((next - t) * (m + 1)) / minor;
                  const [a1, b1] = polar(c, c, r * 0.9, deg(v));
                  const [a2, b2] = polar(c, c, r * 0.84, deg(v));
                  return <line key={m} x1={a1} y1={b1} x2={a2} y2={b2} stroke={minorColor} strokeWidth={1} />;
                })
              : null}
          </g>
        );
      })}
      <text
        x={c}
        y={c - r * 0.3}
        textAnchor="middle"
        fontSize={Math.max(10, size / 16)}
        fill={inkColor((settings.titleFont as Font)?.color, theme, '#888')}
      >
        {title}
      </text>
      {settings.showUnitTitle !== false && units ? (
        <text x={c} y={c + r * 0.32} textAnchor="middle" fontSize={Math.max(9, size / 18)} fill={numbers}>
          {units}
        </text>
      ) : null}
    </g>
  );
});

/** Easing length of a needle: `animation: false` turns it off, `animationDuration` in ms (ThingsBoard default 500). */
function needleMs(settings: Record<string, unknown>): number {
  return settings.animation === false ? 0 : Math.max(0, numSetting(settings.animationDuration, 500));
}

export function RadialGaugeWidget({ data, settings, width, height, theme, config }: WidgetProps) {
  const kd = data[0]?.keys[0];
  const value = kd ? toNumber(latestValue(kd)) : null;
  const size = Math.min(width, height);
  const { min, max, c, r, deg } = radialGeometry(settings, size);
  const needleRef = useNeedle(deg(value ?? min), c, c, needleMs(settings));
  const fmt = useWidgetFormat();
  if (!kd) return <NoData />;
  const units = strSetting(settings.units) || kd.key.units || config.units || '';
  const dec = numSetting(settings.valueDec, kd.key.decimals ?? 0);
  const pal = chartPalette(theme);
  const needle = strSetting(settings.colorNeedle, strSetting(settings.defaultColor, '#e65100'));
  const title = strSetting(settings.title) || kd.key.label;
  return (
    <svg
      width={width}
      height={height}
      viewBox={`${-(width - size) / 2} ${-(height - size) / 2} ${width} ${height}`}
      role="meter"
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={value ?? undefined}
      aria-label={title}
      data-testid="gauge-radial"
    >
      <RadialDial settings={settings} size={size} theme={theme} title={title} units={units} />
      <g ref={needleRef} data-testid="gauge-needle">
        <polygon points={`${c - 3},${c} ${c + 3},${c} ${c},${c - r * 0.78}`} fill={needle} />
      </g>
      <circle
        cx={c}
        cy={c}
        r={numSetting(settings.needleCircleSize, 10) * (size / 200)}
        fill={strSetting(settings.colorNeedleCircle, '#e8e8e8')}
        stroke={pal.axis}
      />
      {settings.valueBox !== false ? (
        <g>
          <rect
            x={c - r * 0.32}
            y={c + r * 0.45}
            width={r * 0.64}
            height={Math.max(16, size / 9)}
            rx={4}
            fill={theme === 'dark' ? '#0f1318' : '#babab2'}
            opacity={0.9}
          />
          <text
            x={c}
            y={c + r * 0.45 + Math.max(16, size / 9) / 2}
            textAnchor="middle"
            dominantBaseline="middle"
            fontSize={Math.max(10, size / 14)}
            fill={theme === 'dark' ? '#e0e0e0' : '#444'}
            data-testid="gauge-value"
          >
            {value === null ? '–' : fmt.value(value, dec)}
          </text>
        </g>
      ) : null}
    </svg>
  );
}

export function LinearGaugeWidget({ data, settings, width, height, theme, config }: WidgetProps) {
  const fmt = useWidgetFormat();
  const kd = data[0]?.keys[0];
  if (!kd) return <NoData />;
  const value = toNumber(latestValue(kd));
  const min = numSetting(settings.minValue, 0);
  const max = numSetting(settings.maxValue, 100);
  const r = ratio(value ?? min, min, max);
  const horizontal = width > height * 1.3;
  const len = (horizontal ? width : height) - 70;
  const bulb = Math.min(horizontal ? height : width, 60) * 0.28;
  const tube = bulb * 0.55;
  const color = strSetting(settings.colorBarProgress, strSetting(settings.defaultColor, kd.key.color || '#e64a19'));
  const ticks = majorTicks(min, max, numSetting(settings.majorTicksCount, 8));
  const pal = chartPalette(theme);
  const ink = inkColor(settings.colorMajorTicks, theme, '#444');
  const units = strSetting(settings.units) || kd.key.units || config.units || '';
  const x0 = horizontal ? 20 + bulb : width / 2;
  const y0 = horizontal ? height / 2 : height - 20 - bulb;
  const along = (t: number) => ratio(t, min, max) * len;
  const fillLen = len * r;
  return (
    <svg
      width={width}
      height={height}
      role="meter"
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={value ?? undefined}
      aria-label={kd.key.label}
      data-testid="gauge-linear"
    >
      <rect
        x={horizontal ? x0 : x0 - tube / 2}
        y={horizontal ? y0 - tube / 2 : y0 - len}
        width={horizontal ? len : tube}
        height={horizontal ? tube : len}
        rx={tube / 2}
        fill={theme === 'dark' ? '#2b323b' : '#eceff1'}
        stroke={pal.axis}
      />
      <rect
        x={horizontal ? x0 : x0 - tube / 2 + 2}
        y={horizontal ? y0 - tube / 2 + 2 : y0 - fillLen}
        width={horizontal ? fillLen : tube - 4}
        height={horizontal ? tube - 4 : fillLen}
        fill={color}
        data-testid="gauge-bar"
      />
      <circle cx={horizontal ? x0 - 4 : x0} cy={horizontal ? y0 : y0 + 4} r={bulb} fill={color} stroke={pal.axis} />
      {ticks.map((t) => {
        const p = along(t);
        return horizontal ? (
          <g key={t}>
            <line x1={x0 + p} x2={x0 + p} y1={y0 + tube / 2 + 2} y2={y0 + tube / 2 + 8} stroke={ink} />
            <text x={x0 + p} y={y0 + tube / 2 + 20} textAnchor="middle" fontSize={10} fill={pal.text}>
              {fmt.value(t, 0)}
            </text>
          </g>
        ) : (
          <g key={t}>
            <line x1={x0 + tube / 2 + 2} x2={x0 + tube / 2 + 8} y1={y0 - p} y2={y0 - p} stroke={ink} />
            <text x={x0 + tube / 2 + 12} y={y0 - p} dominantBaseline="middle" fontSize={10} fill={pal.text}>
              {fmt.value(t, 0)}
            </text>
          </g>
        );
      })}
      <text
        x={horizontal ? width - 8 : x0 - tube / 2 - 8}
        y={horizontal ? 16 : 18}
        textAnchor="end"
        fontSize={14}
        fontWeight={500}
        fill={pal.text}
        data-testid="gauge-value"
      >
        {value === null
          ? '–'
          : fmt.value(
              value,
              numSetting(settings.valueDec, kd.key.decimals ?? 1),
              settings.showUnitTitle === false ? undefined : units,
            )}
      </text>
    </svg>
  );
}

export function CompassWidget({ data, settings, width, height, theme }: WidgetProps) {
  const kd = data[0]?.keys[0];
  const heading = kd ? (((toNumber(latestValue(kd)) ?? 0) % 360) + 360) % 360 : 0;
  const size = Math.min(width, height);
  const c = size / 2;
  const needleRef = useNeedle(heading, c, c, needleMs(settings));
  if (!kd) return <NoData />;
  const r = c - 6;
  const labels = Array.isArray(settings.majorTicks)
    ? (settings.majorTicks as string[])
    : ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];
  const minor = numSetting(settings.minorTicks, 22);
  const plate = strSetting(settings.colorPlate, '#222');
  const tickColor = strSetting(settings.colorMajorTicks, '#f5f5f5');
  const fontColor = strSetting((settings.majorTickFont as Font)?.color, '#ccc');
  const needle = strSetting(settings.colorNeedle, '#f08080');
  return (
    <svg
      width={width}
      height={height}
      viewBox={`${-(width - size) / 2} ${-(height - size) / 2} ${width} ${height}`}
      role="img"
      aria-label={`${Math.round(heading)}°`}
      data-testid="gauge-compass"
    >
      <circle
        cx={c}
        cy={c}
        r={r}
        fill={plate}
        stroke={settings.showBorder === false ? 'none' : strSetting(settings.colorBorder, '#ccc')}
        strokeWidth={numSetting(settings.borderOuterWidth, 10) * (size / 300)}
      />
      {Array.from({ length: labels.length * Math.max(1, Math.round(minor / labels.length)) }, (_, i) => {
        const d = (i * 360) / (labels.length * Math.max(1, Math.round(minor / labels.length)));
        const [x1, y1] = polar(c, c, r * 0.9, d);
        const [x2, y2] = polar(c, c, r * 0.84, d);
        return (
          <line
            key={i}
            x1={x1}
            y1={y1}
            x2={x2}
            y2={y2}
            stroke={strSetting(settings.colorMinorTicks, '#ddd')}
            strokeWidth={1}
          />
        );
      })}
      {labels.map((l, i) => {
        const d = (i * 360) / labels.length;
        const [x, y] = polar(c, c, r * 0.68, d);
        const [x1, y1] = polar(c, c, r * 0.92, d);
        const [x2, y2] = polar(c, c, r * 0.8, d);
        return (
          <g key={l}>
            <line x1={x1} y1={y1} x2={x2} y2={y2} stroke={tickColor} strokeWidth={2} />
            <text
              x={x}
              y={y}
              textAnchor="middle"
              dominantBaseline="middle"
              fontSize={Math.max(10, size / 14)}
              fontWeight={500}
              fill={fontColor}
            >
              {l}
            </text>
          </g>
        );
      })}
      <g ref={needleRef} data-testid="gauge-needle">
        <polygon points={`${c - 6},${c} ${c + 6},${c} ${c},${c - r * 0.55}`} fill={needle} />
        <polygon
          points={`${c - 6},${c} ${c + 6},${c} ${c},${c + r * 0.55}`}
          fill={theme === 'dark' ? '#9e9e9e' : '#ccc'}
        />
      </g>
      <circle
        cx={c}
        cy={c}
        r={numSetting(settings.needleCircleSize, 15) * (size / 300)}
        fill={strSetting(settings.colorNeedleCircle, '#e8e8e8')}
      />
    </svg>
  );
}
