/**
 * The 13 digital gauges (digital_gauges.*) in SVG, by `gaugeType`: arc, donut, horizontalBar, verticalBar. Settings:
 * minValue / maxValue, levelColors (a gradient over the range) or defaultColor, gaugeColor, gaugeWidthScale,
 * donutStartAngle, dashThickness (segments), neonGlowBrightness, roundedLineCap, showValue, showMinMax, showTitle /
 * title, unitTitle / showUnitTitle, decimals and the fonts' colours. The value eases to its new position.
 */
import { useId, type ReactNode } from 'react';
import { canvasColor, chartPalette, luminance, parseColor } from '../common/colors';
import { latestValue, numSetting, strSetting, toNumber } from '../common/format';
import { NoData } from '../common/widget-ui';
import type { KeyData, WidgetProps } from '../widget-contract';
import { arc, levelColor, ratio } from './gauge-math';
import { useWidgetFormat } from '../common/use-format';

type Font = { color?: string; size?: number; family?: string; weight?: string } | undefined;

/** Everything a gauge face draws, resolved from the settings, the key and the theme. */
type GaugeModel = {
  type: string;
  value: number | null;
  min: number;
  max: number;
  r: number;
  color: string;
  track: string;
  units: string;
  valueText: string;
  title: string;
  label: string;
  titleColor: string;
  valueColor: string;
  minMaxColor: string;
  filter: string | undefined;
  cap: 'round' | 'butt';
  dashArray: string | undefined;
};

type FaceProps = { model: GaugeModel; settings: WidgetProps['settings']; width: number; height: number; text: string };

/** The empty track's colour: a light configured colour is swapped for a dark one on the dark theme. */
function trackColor(configured: string, theme: WidgetProps['theme']): string {
  const parsed = parseColor(configured);
  const lightTrack = !parsed || luminance(parsed) > 0.7;
  return theme === 'dark' && lightTrack ? '#2b323b' : configured || '#eeeeee';
}

function gaugeModel(
  kd: KeyData,
  { settings, theme, config }: Pick<WidgetProps, 'settings' | 'theme' | 'config'>,
  formatValue: (value: number, decimals?: number) => string,
  glowId: string,
): GaugeModel {
  const value = toNumber(latestValue(kd));
  const min = numSetting(settings.minValue, 0);
  const max = numSetting(settings.maxValue, 100);
  const r = ratio(value ?? min, min, max);
  const levels = Array.isArray(settings.levelColors) ? (settings.levelColors as string[]) : [];
  const pal = chartPalette(theme);
  const color = levelColor(levels, r, strSetting(settings.defaultColor) || kd.key.color || '#2196f3');
  const dec = typeof settings.decimals === 'number' ? settings.decimals : kd.key.decimals;
  const fontColor = (f: Font, fallback: string) => canvasColor(f?.color, theme, fallback);
  const glow = numSetting(settings.neonGlowBrightness, 0) > 0;
  const dash = numSetting(settings.dashThickness, 0);
  return {
    type: strSetting(settings.gaugeType, 'arc'),
    value,
    min,
    max,
    r,
    color,
    track: trackColor(strSetting(settings.gaugeColor), theme),
    units: settings.showUnitTitle === false ? '' : strSetting(settings.unitTitle) || kd.key.units || config.units || '',
    valueText: value === null ? '–' : formatValue(value, dec),
    title: settings.showTitle === false ? '' : strSetting(settings.title) || kd.key.label,
    label: kd.key.label,
    titleColor: fontColor(settings.titleFont as Font, pal.text),
    valueColor: fontColor(settings.valueFont as Font, glow ? color : pal.text),
    minMaxColor: fontColor(settings.minMaxFont as Font, pal.text),
    filter: glow ? `url(#${glowId})` : undefined,
    cap: settings.roundedLineCap === true ? 'round' : 'butt',
    dashArray: dash > 0 ? `${dash * 2} ${dash * 2}` : undefined,
  };
}

/** The neon glow: the filled part blurred and laid under itself. */
function GlowFilter({ id, brightness }: { id: string; brightness: number }) {
  return (
    <defs>
      <filter id={id} x="-50%" y="-50%" width="200%" height="200%">
        <feGaussianBlur stdDeviation={2 + brightness / 20} result="b" />
        <feMerge>
          <feMergeNode in="b" />
          <feMergeNode in="SourceGraphic" />
        </feMerge>
      </filter>
    </defs>
  );
}

/** The meter's svg with its glow filter and the optional title centred on top. */
function GaugeFrame({
  model,
  width,
  height,
  defs,
  children,
}: {
  model: GaugeModel;
  width: number;
  height: number;
  defs: ReactNode;
  children: ReactNode;
}) {
  return (
    <svg
      width={width}
      height={height}
      role="meter"
      aria-valuemin={model.min}
      aria-valuemax={model.max}
      aria-valuenow={model.value ?? undefined}
      aria-label={model.title || model.label}
      data-testid={`gauge-${model.type}`}
    >
      {defs}
      {model.title ? (
        <text x={width / 2} y={14} textAnchor="middle" fontSize={12} fill={model.titleColor}>
          {model.title}
        </text>
      ) : null}
      {children}
    </svg>
  );
}

/** horizontalBar / verticalBar: a track rectangle filled from the start (left or bottom). */
function BarFace({ model, settings, width, height }: Omit<FaceProps, 'text'>) {
  const vertical = model.type === 'verticalBar';
  const pad = 10;
  const thick = (vertical ? width : height) * 0.28 * numSetting(settings.gaugeWidthScale, 0.75);
  const len = vertical ? height - 60 : width - 2 * pad;
  const x0 = vertical ? width / 2 - thick / 2 : pad;
  const y0 = vertical ? 34 : height / 2 - thick / 2;
  const filled = len * model.r;
  return (
    <>
      <rect
        x={x0}
        y={y0}
        width={vertical ? thick : len}
        height={vertical ? len : thick}
        fill={model.track}
        strokeDasharray={model.dashArray}
      />
      <rect
        x={x0}
        y={vertical ? y0 + len - filled : y0}
        width={vertical ? thick : filled}
        height={vertical ? filled : thick}
        fill={model.color}
        filter={model.filter}
      />
      {settings.showValue !== false ? (
        <text
          x={vertical ? width / 2 : width / 2}
          y={vertical ? y0 + len + 18 : y0 - 8}
          textAnchor="middle"
          fontSize={numSetting((settings.valueFont as Font)?.size, 16)}
          fill={model.valueColor}
          data-testid="gauge-value"
        >
          {model.valueText}
          {model.units ? ` ${model.units}` : ''}
        </text>
      ) : null}
      {settings.showMinMax !== false ? (
        <>
          <text
            x={vertical ? x0 + thick + 4 : x0}
            y={vertical ? y0 + len : y0 + thick + 14}
            fontSize={10}
            fill={model.minMaxColor}
          >
            {model.min}
          </text>
          <text
            x={vertical ? x0 + thick + 4 : x0 + len}
            y={vertical ? y0 + 8 : y0 + thick + 14}
            textAnchor={vertical ? 'start' : 'end'}
            fontSize={10}
            fill={model.minMaxColor}
          >
            {model.max}
          </text>
        </>
      ) : null}
    </>
  );
}

/** arc (a half circle with min / max at its ends) and donut (a full circle from donutStartAngle). */
function ArcFace({ model, settings, width, height, text }: FaceProps) {
  const donut = model.type === 'donut';
  const size = Math.min(width, donut ? height : height * 1.6);
  const cx = width / 2;
  const cy = donut ? height / 2 : Math.min(height - 16, height / 2 + size * 0.28);
  const radius = size / 2 - 12;
  const stroke = radius * 0.35 * numSetting(settings.gaugeWidthScale, 0.75);
  const start = donut ? numSetting(settings.donutStartAngle, 90) - 90 : -90;
  const sweep = donut ? 360 : 180;
  return (
    <>
      <path
        d={arc(cx, cy, radius - stroke / 2, start, start + sweep)}
        stroke={model.track}
        strokeWidth={stroke}
        fill="none"
        strokeDasharray={model.dashArray}
      />
      {model.r > 0 ? (
        <path
          d={arc(cx, cy, radius - stroke / 2, start, start + sweep * model.r)}
          stroke={model.color}
          strokeWidth={stroke}
          fill="none"
          strokeLinecap={model.cap}
          filter={model.filter}
        />
      ) : null}
      {settings.showValue !== false ? (
        <text
          x={cx}
          y={donut ? cy + 6 : cy - 6}
          textAnchor="middle"
          fontSize={Math.max(12, Math.min(numSetting((settings.valueFont as Font)?.size, 32), radius * 0.45))}
          fontWeight={500}
          fill={model.valueColor}
          data-testid="gauge-value"
        >
          {model.valueText}
        </text>
      ) : null}
      {model.units ? (
        <text x={cx} y={donut ? cy + 22 : cy + 12} textAnchor="middle" fontSize={11} fill={text}>
          {model.units}
        </text>
      ) : null}
      {settings.showMinMax !== false && !donut ? (
        <>
          <text x={cx - radius + stroke / 2} y={cy + 14} textAnchor="middle" fontSize={11} fill={model.minMaxColor}>
            {model.min}
          </text>
          <text x={cx + radius - stroke / 2} y={cy + 14} textAnchor="middle" fontSize={11} fill={model.minMaxColor}>
            {model.max}
          </text>
        </>
      ) : null}
    </>
  );
}

export function DigitalGaugeWidget({ data, settings, width, height, theme, config }: WidgetProps) {
  const glowId = `glow${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const fmt = useWidgetFormat();
  const kd = data[0]?.keys[0];
  if (!kd) return <NoData />;
  const model = gaugeModel(kd, { settings, theme, config }, fmt.value, glowId);
  const defs = <GlowFilter id={glowId} brightness={numSetting(settings.neonGlowBrightness, 0)} />;
  const bar = model.type === 'horizontalBar' || model.type === 'verticalBar';
  return (
    <GaugeFrame model={model} width={width} height={height} defs={defs}>
      {bar ? (
        <BarFace model={model} settings={settings} width={width} height={height} />
      ) : (
        <ArcFace model={model} settings={settings} width={width} height={height} text={chartPalette(theme).text} />
      )}
    </GaugeFrame>
  );
}
