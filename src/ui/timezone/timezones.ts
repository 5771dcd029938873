/**
 * Time-zone records (id, name, offset, nOffset, abbr) built from the browser's IANA list and luxon,
 * shown as "name (UTC±hh:mm)".
 */
import { DateTime } from 'luxon';

export interface TimezoneInfo {
  /** IANA id; null for the "browser time" entry. */
  id: string | null;
  name: string;
  /** '+02:00' */
  offset: string;
  /** Offset in minutes. */
  nOffset: number;
  abbr: string;
}

let cache: TimezoneInfo[] | null = null;

/** The browser's own zone id. */
export function browserTimezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Describe one zone at `now`. */
export function timezoneInfo(id: string, now = Date.now()): TimezoneInfo {
  const dt = DateTime.fromMillis(now, { zone: id });
  return { id, name: id.replace(/_/g, ' '), offset: dt.toFormat('ZZ'), nOffset: dt.offset, abbr: dt.toFormat('ZZZZ') };
}

/** Every zone the browser knows, sorted by offset then name. */
export function allTimezones(): TimezoneInfo[] {
  if (!cache) {
    const ids =
      typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [browserTimezone(), 'UTC'];
    cache = ids.map((id) => timezoneInfo(id)).sort((a, b) => a.nOffset - b.nOffset || a.name.localeCompare(b.name));
  }
  return cache;
}

/** 'Europe/Paris (UTC+01:00)'. */
export function timezoneLabel(tz: TimezoneInfo): string {
  return `${tz.name} (UTC${tz.offset})`;
}

/** Zones whose name (or id) contains `text`, case-insensitive. */
export function filterTimezones(text: string, list = allTimezones()): TimezoneInfo[] {
  const q = text.trim().toLowerCase();
  if (!q) return list;
  return list.filter((tz) => tz.name.toLowerCase().includes(q) || (tz.id ?? '').toLowerCase().includes(q));
}

/**
 * What an empty picker falls back to when closed: the default zone, else browser time (null) when that
 * entry is offered, else the user's zone.
 */
export function fallbackTimezone(opts: {
  defaultTimezone?: string | null;
  browserTimeEntry?: boolean;
  userTimezone?: string | null;
}): string | null {
  if (opts.defaultTimezone) return opts.defaultTimezone;
  if (opts.browserTimeEntry) return null;
  return opts.userTimezone ?? browserTimezone();
}
