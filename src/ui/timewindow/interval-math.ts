/**
 * Interval maths of the timewindow: bounds min = window/500 (max datapoints), max = window/7,
 * default = window/200, rounded to whole seconds, clamped to [1 s, 7300 days] and to the predefined intervals; and
 * the interval picker's carries (60 s → 1 min, 60 min → 1 h, 24 h → 1 day), borrowing, floors at 0.
 */
import {
  AVG_INTERVAL_DIVIDER,
  DAY,
  DEFAULT_MAX_DATAPOINTS,
  HOUR,
  MAX_INTERVAL,
  MIN_INTERVAL,
  MIN_LIMIT,
  MINUTE,
  PREDEFINED_INTERVALS,
  SECOND,
  type PredefinedInterval,
} from './time-constants';

const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), hi);

/** Server max datapoints: missing → 500; 7 or less → 8. */
export function normaliseMaxDatapoints(server?: number | null): number {
  if (server == null || !Number.isFinite(server)) return DEFAULT_MAX_DATAPOINTS;
  return server <= MIN_LIMIT ? MIN_LIMIT + 1 : Math.floor(server);
}

/** Lower bound: rounded up to whole seconds, within [1 s, 7300 days]. */
export function boundMinInterval(ms: number): number {
  return clamp(Math.ceil(ms / SECOND) * SECOND, MIN_INTERVAL, MAX_INTERVAL);
}

/** Upper bound: rounded down to whole seconds, within [1 s, 7300 days]. */
export function boundMaxInterval(ms: number): number {
  return clamp(Math.floor(ms / SECOND) * SECOND, MIN_INTERVAL, MAX_INTERVAL);
}

/** Smallest grouping interval for a window: window / max datapoints. */
export function minIntervalLimit(windowMs: number, maxDatapoints = DEFAULT_MAX_DATAPOINTS): number {
  return boundMinInterval(windowMs / maxDatapoints);
}

/** Largest grouping interval for a window: window / 7. */
export function maxIntervalLimit(windowMs: number): number {
  return boundMaxInterval(windowMs / MIN_LIMIT);
}

/** Default grouping interval for a window: window / 200. */
export function avgInterval(windowMs: number): number {
  return boundMinInterval(windowMs / AVG_INTERVAL_DIVIDER);
}

/** Predefined intervals within [min, max]. */
export function intervalsBetween(min: number, max: number): PredefinedInterval[] {
  const lo = boundMinInterval(min);
  const hi = boundMaxInterval(max);
  return PREDEFINED_INTERVALS.filter((i) => i.value >= lo && i.value <= hi);
}

/** Snap to the nearest predefined interval within [min, max] (the first one wins ties); none in range → the value. */
export function boundToPredefinedInterval(min: number, max: number, ms: number): number {
  const choices = intervalsBetween(min, max);
  const target = ms || min;
  if (choices.length === 0) return target;
  let best = choices[0]!;
  for (const c of choices) if (Math.abs(c.value - target) < Math.abs(best.value - target)) best = c;
  return best.value;
}

/** The grouping interval for a window: 1 s without aggregation, else the value clamped to the window's limits. */
export function boundIntervalToWindow(
  windowMs: number,
  intervalMs: number | null | undefined,
  aggregation: string,
  maxDatapoints?: number,
): number {
  if (aggregation === 'NONE') return SECOND;
  const min = minIntervalLimit(windowMs, maxDatapoints);
  const max = maxIntervalLimit(windowMs);
  if (intervalMs) return clamp(intervalMs, min, Math.max(min, max));
  return boundToPredefinedInterval(min, max, avgInterval(windowMs));
}

/** Aggregation limit rule: at least 7, at most the max datapoints. */
export function aggregationLimitValid(
  limit: number | null | undefined,
  maxDatapoints = DEFAULT_MAX_DATAPOINTS,
): boolean {
  return limit != null && Number.isInteger(limit) && limit >= MIN_LIMIT && limit <= maxDatapoints;
}

/** The interval picker's fields. */
export interface IntervalParts {
  days: number;
  hours: number;
  mins: number;
  secs: number;
}

export function msToParts(ms: number): IntervalParts {
  const s = Math.max(0, Math.floor(ms / SECOND));
  return {
    days: Math.floor(s / 86400),
    hours: Math.floor((s % 86400) / 3600),
    mins: Math.floor((s % 3600) / 60),
    secs: s % 60,
  };
}

export function partsToMs(p: IntervalParts): number {
  return p.days * DAY + p.hours * HOUR + p.mins * MINUTE + p.secs * SECOND;
}

/**
 * Carry and borrow: secs ≥ 60 add minutes, mins ≥ 60 add hours, hours ≥ 24 add days; a negative field borrows one
 * from the next larger non-zero unit, and floors at 0 when nothing larger is left. Days never go negative.
 */
export function normaliseParts(input: IntervalParts): IntervalParts {
  const p = { ...input };
  for (const k of ['days', 'hours', 'mins', 'secs'] as const) p[k] = Number.isFinite(p[k]) ? Math.trunc(p[k]) : 0;
  if (p.secs < 0) {
    if (p.days + p.hours + p.mins <= 0) p.secs = 0;
    else {
      const n = Math.ceil(-p.secs / 60);
      p.secs += n * 60;
      p.mins -= n;
    }
  }
  if (p.mins < 0) {
    if (p.days + p.hours <= 0) p.mins = 0;
    else {
      const n = Math.ceil(-p.mins / 60);
      p.mins += n * 60;
      p.hours -= n;
    }
  }
  if (p.hours < 0) {
    if (p.days <= 0) p.hours = 0;
    else {
      const n = Math.ceil(-p.hours / 24);
      p.hours += n * 24;
      p.days -= n;
    }
  }
  p.mins += Math.floor(p.secs / 60);
  p.secs %= 60;
  p.hours += Math.floor(p.mins / 60);
  p.mins %= 60;
  p.days += Math.floor(p.hours / 24);
  p.hours %= 24;
  p.days = Math.max(0, p.days);
  return p;
}

/**
 * The picker's value: zero or invalid → null; otherwise clamped to [min, max], and snapped to a predefined
 * interval in basic mode.
 */
export function pickerValue(ms: number, min: number, max: number, basic: boolean): number | null {
  if (!Number.isFinite(ms) || ms <= 0) return null;
  const v = clamp(ms, min, Math.max(min, max));
  return basic ? boundToPredefinedInterval(min, max, v) : v;
}
