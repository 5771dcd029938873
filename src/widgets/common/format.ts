/**
 * Value and time formatting shared by widgets: numbers with the key's decimals (default 2) and units,
 * trailing zeros dropped unless asked to keep them (ThingsBoard's formatting), dates as `yyyy-MM-dd HH:mm:ss`.
 * Given a language (`lng`), decimals take its separator and digits (`21,5` in de_DE) and dates its own format;
 * en_US reads exactly as ThingsBoard does.
 */
import { formatDateTime as formatLocaleDateTime, localizeDecimal } from '../../lib/intl-format';
import type { DatasourceData, KeyData } from '../widget-contract';

export function isNumeric(v: unknown): boolean {
  if (typeof v === 'number') return Number.isFinite(v);
  if (typeof v !== 'string' || v.trim() === '') return false;
  return Number.isFinite(Number(v));
}

export function toNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'string' && v.trim() !== '') {
    if (v === 'true') return 1;
    if (v === 'false') return 0;
    const n = Number(v);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** Format a value: numbers with `decimals` and ` units` in the language `lng`; other values as text ('' for null). */
export function formatValue(
  value: unknown,
  decimals?: number,
  units?: string,
  keepZeroDecimals = false,
  lng = 'en_US',
): string {
  if (value === null || value === undefined) return '';
  if (isNumeric(value)) {
    let n = Number(value);
    let text: string;
    if (decimals !== undefined && decimals !== null) {
      text = n.toFixed(Math.max(0, Math.min(20, decimals)));
      if (!keepZeroDecimals) {
        n = Number(text);
        text = String(n);
      }
    } else text = String(n);
    text = localizeDecimal(text, lng);
    return units ? `${text} ${units}` : text;
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Latest value of a key (undefined when it has no data). */
export function latestValue(kd: KeyData | undefined): unknown {
  return kd && kd.values.length ? kd.values[kd.values.length - 1] : undefined;
}

/** Formatted latest value of a key with its decimals and units. */
export function formatKey(kd: KeyData | undefined, lng?: string): string {
  if (!kd) return '';
  return formatValue(latestValue(kd), kd.key.decimals, kd.key.units, false, lng);
}

/** Every key data of every datasource, in order. */
export function allKeys(data: readonly DatasourceData[]): KeyData[] {
  return data.flatMap((d) => d.keys);
}

/** `yyyy-MM-dd HH:mm:ss[.SSS]` in local time (en_US), or the language's date and time. */
export function formatDateTime(ts: number, withMillis = false, lng = 'en_US'): string {
  return formatLocaleDateTime(ts, lng, { millis: withMillis });
}

/** Parse a `number` setting that may arrive as text. */
export function numSetting(v: unknown, fallback: number): number {
  const n = toNumber(v);
  return n === null ? fallback : n;
}

export function strSetting(v: unknown, fallback = ''): string {
  return typeof v === 'string' ? v : v === null || v === undefined ? fallback : String(v);
}

export function boolSetting(v: unknown, fallback = false): boolean {
  return typeof v === 'boolean' ? v : v === 'true' ? true : v === 'false' ? false : fallback;
}
