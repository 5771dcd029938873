/**
 * Numbers, dates and relative times in a console language (`de_DE`, `fa_IR`, …), through Intl. Formatters are cached
 * per language and options: building an Intl formatter costs far more than using one, and tables format thousands
 * of cells.
 *
 * en_US keeps ThingsBoard 3.3.1's own fixed formats (`yyyy-MM-dd HH:mm:ss`, `12.5`), so the default console reads
 * exactly like ThingsBoard; every other language gets its own separators, digits, date order and calendar.
 */

/** ThingsBoard's language code → BCP-47 tag: `de_DE` → `de-DE`; `ja_JA` (ThingsBoard's code) → `ja-JP`. */
export function toBcp47(code: string | null | undefined): string {
  if (!code) return 'en-US';
  if (/^ja[_-]JA$/i.test(code)) return 'ja-JP';
  return code.replace('_', '-');
}

const isDefault = (lng: string | null | undefined) => !lng || /^en([_-]US)?$/i.test(lng);

/** Intl formatters by language and options (shared with intl-styles.ts). */
export const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
export function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => T,
): T {
  let f = cache.get(key) as T | undefined;
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f;
}

interface NumberSymbols {
  decimal: string;
  minus: string;
  digits: string[] | null;
}

function symbols(lng: string): NumberSymbols {
  const tag = toBcp47(lng);
  const nf = cached(`s|${tag}`, () => new Intl.NumberFormat(tag, { useGrouping: false }));
  const parts = nf.formatToParts(-1.5);
  const zero = nf.format(0);
  const digits = zero === '0' ? null : Array.from({ length: 10 }, (_, i) => nf.format(i));
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    // Everything before the digits: fa_IR writes a left-to-right mark before its minus sign.
    minus:
      parts
        .slice(
          0,
          parts.findIndex((p) => p.type === 'integer'),
        )
        .map((p) => p.value)
        .join('') || '-',
    digits,
  };
}
const symbolCache = new Map<string, NumberSymbols>();

/**
 * A plain decimal string (`-12.50`, as `toFixed` writes it) in the language's symbols: `-12,50` in de_DE,
 * `‎−۱۲٫۵۰` in fa_IR. No grouping, as ThingsBoard's widgets show values; rounding stays `toFixed`'s.
 */
export function localizeDecimal(text: string, lng: string): string {
  if (isDefault(lng) || !/^-?\d+(\.\d+)?$/.test(text)) return text;
  let s = symbolCache.get(lng);
  if (!s) {
    s = symbols(lng);
    symbolCache.set(lng, s);
  }
  const { decimal, minus, digits } = s;
  let out = '';
  for (const ch of text) {
    if (ch === '.') out += decimal;
    else if (ch === '-') out += minus;
    else out += digits ? digits[Number(ch)] : ch;
  }
  return out;
}

const two = (n: number) => String(n).padStart(2, '0');

/** Wall-clock fields of `ms` in `timeZone` (the browser's when absent). */
function fieldsIn(ms: number, timeZone?: string) {
  if (!timeZone) {
    const d = new Date(ms);
    return {
      y: d.getFullYear(),
      M: d.getMonth() + 1,
      d: d.getDate(),
      h: d.getHours(),
      m: d.getMinutes(),
      s: d.getSeconds(),
    };
  }
  const f = cached(
    `z|${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }),
  );
  const p = Object.fromEntries(f.formatToParts(ms).map((x) => [x.type, Number(x.value)]));
  return { y: p.year ?? 0, M: p.month ?? 1, d: p.day ?? 1, h: (p.hour ?? 0) % 24, m: p.minute ?? 0, s: p.second ?? 0 };
}

export interface DateTimeOptions {
  /** IANA zone; the browser's zone when absent (the user's time zone). */
  timeZone?: string | null;
  /** Leave the seconds out. */
  noSeconds?: boolean;
  /** Show milliseconds after the seconds. */
  millis?: boolean;
  /** Only the date / only the time. */
  part?: 'date' | 'time';
}

/**
 * Date and time of a table cell or a label: `2021-11-22 10:15:30` in en_US (ThingsBoard's format), the language's
 * numeric date and time elsewhere (`22.11.2021, 10:15:30` in de_DE, `2021/11/22 10:15:30` in zh_CN, the Persian
 * calendar in fa_IR).
 */
export function formatDateTime(ms: number | null | undefined, lng: string, options: DateTimeOptions = {}): string {
  if (ms == null || !Number.isFinite(ms)) return '';
  const timeZone = options.timeZone || undefined;
  if (isDefault(lng)) {
    const f = fieldsIn(ms, timeZone);
    const date = `${f.y}-${two(f.M)}-${two(f.d)}`;
    const ms3 = String(((ms % 1000) + 1000) % 1000).padStart(3, '0');
    const time = `${two(f.h)}:${two(f.m)}${options.noSeconds ? '' : `:${two(f.s)}${options.millis ? `.${ms3}` : ''}`}`;
    return options.part === 'date' ? date : options.part === 'time' ? time : `${date} ${time}`;
  }
  const tag = toBcp47(lng);
  const dateOpts: Intl.DateTimeFormatOptions =
    options.part === 'time' ? {} : { year: 'numeric', month: '2-digit', day: '2-digit' };
  const timeOpts: Intl.DateTimeFormatOptions =
    options.part === 'date'
      ? {}
      : {
          hour: '2-digit',
          minute: '2-digit',
          ...(options.noSeconds
            ? {}
            : { second: '2-digit', ...(options.millis ? { fractionalSecondDigits: 3 as const } : {}) }),
        };
  const opts = { ...dateOpts, ...timeOpts, ...(timeZone ? { timeZone } : {}) };
  return cached(`d|${tag}|${JSON.stringify(opts)}`, () => new Intl.DateTimeFormat(tag, opts)).format(ms);
}
