/**
 * Less common formats in a console language, apart from intl-format.ts so that start-up bundles carry only the
 * table formats: grouped counts, Intl's date styles and relative times ("5 minutes ago").
 */
import { cached, toBcp47 } from './intl-format';

/** A number with grouping and the language's separators and digits (counts, sizes). */
export function formatNumber(value: number, lng: string, options: Intl.NumberFormatOptions = {}): string {
  const tag = toBcp47(lng);
  return cached(`n|${tag}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(tag, options)).format(value);
}

/** A date/time with Intl's own styles (`dateStyle: 'medium'`, …) in the language and zone. */
export function formatDateStyle(ms: number, lng: string, options: Intl.DateTimeFormatOptions): string {
  const tag = toBcp47(lng);
  return cached(`ds|${tag}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(tag, options)).format(ms);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/** `ms` relative to `now`: "5 minutes ago", "vor 5 Minuten", "۵ دقیقه پیش", "in 2 days"; "now" under a second. */
export function formatRelativeTime(ms: number, lng: string, now: number = Date.now()): string {
  const tag = toBcp47(lng);
  const rtf = cached(`r|${tag}`, () => new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }));
  const diff = ms - now;
  for (const [unit, size] of UNITS) {
    if (Math.abs(diff) >= size || unit === 'second') return rtf.format(Math.trunc(diff / size), unit);
  }
  return rtf.format(0, 'second');
}
