/**
 * The 13 digital gauges (digital_gauges.*) in SVG, by `gaugeType`: arc, donut, horizontalBar, verticalBar. Settings:
 * minValue / maxValue, levelColors (a gradient over the range) or defaultColor, gaugeColor, gaugeWidthScale,
 * donutStartAngle, dashThickness (segments), neonGlowBrightness, roundedLineCap, showValue, showMinMax, showTitle /
 * title, unitTitle / showUnitTitle, decimals and the fonts' colours. The value eases to its new position.
 */
import { useId } from 'react';
import { canvasColor, chartPalette, luminance, parseColor } from '../common/colors';
import { latestValue, numSetting, strSetting, toNumber } from '../common/format';
import { NoData } from '../common/widget-ui';
import type { WidgetProps } from '../widget-contract';
import { arc, levelColor, ratio } from './gauge-math';
import { useWidgetFormat } from '../common/use-format';

type Font = { color?: string; size?: number; family?: string; weight?: string } | undefined;

export function DigitalGaugeWidget({ data, settings, width, height, theme, config }: WidgetProps) {
  const glowId = `glow${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const fmt = useWidgetFormat();
  const kd = data[0]?.keys[0];
  if (!kd) return <NoData />;
  const value = toNumber(latestValue(kd));
  const min = numSetting(settings.minValue, 0);
  const max = numSetting(settings.maxValue, 100);
  const type = strSetting(settings.gaugeType, 'arc');
  const r = ratio(value ?? min, min, max);
  const levels = Array.isArray(settings.levelColors) ? (settings.levelColors as string[]) : [];
  const pal = chartPalette(theme);
  const color = levelColor(levels, r, strSetting(settings.defaultColor) || kd.key.color || '#2196f3');
  const configured = strSetting(settings.gaugeColor);
  const parsed = parseColor(configured);
  const lightTrack = !parsed || luminance(parsed) > 0.7;
  const track = theme === 'dark' && lightTrack ? '#2b323b' : configured || '#eeeeee';
  const dec = typeof settings.decimals === 'number' ? settings.decimals : kd.key.decimals;
  const units =
    settings.showUnitTitle === false ? '' : strSetting(settings.unitTitle) || kd.key.units || config.units || '';
  const valueText = value === null ? '–' : fmt.value(value, dec);
  const fontColor = (f: Font, fallback: string) => canvasColor(f?.color, theme, fallback);
  const glow = numSetting(settings.neonGlowBrightness, 0) > 0;
  const dash = numSetting(settings.dashThickness, 0);
  const title = settings.showTitle === false ? '' : strSetting(settings.title) || kd.key.label;
  const valueColor = fontColor(settings.valueFont as Font, glow ? color : pal.text);
  const minMaxColor = fontColor(settings.minMaxFont as Font, pal.text);
  const filter = glow ? `url(#${glowId})` : undefined;
  const defs = (
    <defs>
      <filter id={glowId} x="-50%" y="-50%" width="200%" height="200%">
        <feGaussianBlur stdDeviation={2 + numSetting(settings.neonGlowBrightness, 0) / 20} result="b" />
        <feMerge>
          <feMergeNode in="b" />
          <feMergeNode in="SourceGraphic" />
        </feMerge>
      </filter>
    </defs>
  );
  const cap = settings.roundedLineCap === true ? 'round' : 'butt';
  const dashArray = dash > 0 ? `${dash * 2} ${dash * 2}` : undefined;

  if (type === 'horizontalBar' || type === 'verticalBar') {
    const vertical = type === 'verticalBar';
    const pad = 10;
    const thick = (vertical ? width : height) * 0.28 * numSetting(settings.gaugeWidthScale, 0.75);
    const len = vertical ? height - 60 : width - 2 * pad;
    const x0 = vertical ? width / 2 - thick / 2 : pad;
    const y0 = vertical ? 34 : height / 2 - thick / 2;
    const filled = len * r;
    return (
      <svg
        width={width}
        height={height}
        role="meter"
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value ?? undefined}
        aria-label={title || kd.key.label}
        data-testid={`gauge-${type}`}
      >
        {defs}
        {title ? (
          <text
            x={width / 2}
            y={14}
            textAnchor="middle"
            fontSize={12}
            fill={fontColor(settings.titleFont as Font, pal.text)}
          >
            {title}
          </text>
        ) : null}
        <rect
          x={x0}
          y={y0}
          width={vertical ? thick : len}
          height={vertical ? len : thick}
          fill={track}
          strokeDasharray={dashArray}
        />
        <rect
          x={x0}
          y={vertical ? y0 + len - filled : y0}
          width={vertical ? thick : filled}
          height={vertical ? filled : thick}
          fill={color}
          filter={filter}
        />
        {settings.showValue !== false ? (
          <text
            x={vertical ? width / 2 : width / 2}
            y={vertical ? y0 + len + 18 : y0 - 8}
            textAnchor="middle"
            fontSize={numSetting((settings.valueFont as Font)?.size, 16)}
            fill={valueColor}
            data-testid="gauge-value"
          >
            {valueText}
            {units ? ` ${units}` : ''}
          </text>
        ) : null}
        {settings.showMinMax !== false ? (
          <>
            <text
              x={vertical ? x0 + thick + 4 : x0}
              y={vertical ? y0 + len : y0 + thick + 14}
              fontSize={10}
              fill={minMaxColor}
            >
              {min}
            </text>
            <text
              x={vertical ? x0 + thick + 4 : x0 + len}
              y={vertical ? y0 + 8 : y0 + thick + 14}
              textAnchor={vertical ? 'start' : 'end'}
              fontSize={10}
              fill={minMaxColor}
            >
              {max}
            </text>
          </>
        ) : null}
      </svg>
    );
  }
  const donut = type === 'donut';
  const size = Math.min(width, donut ? height : height * 1.6);
  const cx = width / 2;
  const cy = donut ? height / 2 : Math.min(height - 16, height / 2 + size * 0.28);
  const radius = size / 2 - 12;
  const stroke = radius * 0.35 * numSetting(settings.gaugeWidthScale, 0.75);
  const start = donut ? numSetting(settings.donutStartAngle, 90) - 90 : -90;
  const sweep = donut ? 360 : 180;
  return (
    <svg
      width={width}
      height={height}
      role="meter"
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={value ?? undefined}
      aria-label={title || kd.key.label}
      data-testid={`gauge-${type}`}
    >
      {defs}
      {title ? (
        <text x={cx} y={14} textAnchor="middle" fontSize={12} fill={fontColor(settings.titleFont as Font, pal.text)}>
          {title}
        </text>
      ) : null}
      <path
        d={arc(cx, cy, radius - stroke / 2, start, start + sweep)}
        stroke={track}
        strokeWidth={stroke}
        fill="none"
        strokeDasharray={dashArray}
      />
      {r > 0 ? (
        <path
          d={arc(cx, cy, radius - stroke / 2, start, start + sweep * r)}
          stroke={color}
          strokeWidth={stroke}
          fill="none"
          strokeLinecap={cap}
          filter={filter}
        />
      ) : null}
      {settings.showValue !== false ? (
        <text
          x={cx}
          y={donut ? cy + 6 : cy - 6}
          textAnchor="middle"
          fontSize={Math.max(12, Math.min(numSetting((settings.valueFont as Font)?.size, 32), radius * 0.45))}
          fontWeight={500}
          fill={valueColor}
          data-testid="gauge-value"
        >
          {valueText}
        </text>
      ) : null}
      {units ? (
        <text x={cx} y={donut ? cy + 22 : cy + 12} textAnchor="middle" fontSize={11} fill={pal.text}>
          {units}
        </text>
      ) : null}
      {settings.showMinMax !== false && !donut ? (
        <>
          <text x={cx - radius + stroke / 2} y={cy + 14} textAnchor="middle" fontSize={11} fill={minMaxColor}>
            {min}
          </text>
          <text x={cx + radius - stroke / 2} y={cy + 14} textAnchor="middle" fontSize={11} fill={minMaxColor}>
            {max}
          </text>
        </>
      ) : null}
    </svg>
  );
}
