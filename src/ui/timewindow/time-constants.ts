/** Time constants of the timewindow controls. */

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** Fixed-length calendar units where a fixed length is needed. */
export const WEEK = 7 * DAY;

/** Smallest grouping interval: 1 s. */
export const MIN_INTERVAL = SECOND;
/** Upper bound of every interval: 7300 days (20 years). */
export const MAX_INTERVAL = 7300 * DAY;
/** Fewest points a window may be split into: max interval = window / 7. */
export const MIN_LIMIT = 7;
/** Default max datapoints (the server value wins; see normaliseMaxDatapoints). */
export const DEFAULT_MAX_DATAPOINTS = 500;
/** Default grouping interval = window / 200. */
export const AVG_INTERVAL_DIVIDER = 200;

/** A predefined interval: translation key + count for its label, and its length. */
export interface PredefinedInterval {
  value: number;
  unit: 'second' | 'minute' | 'hour' | 'day';
  count: number;
}

const unitMs = { second: SECOND, minute: MINUTE, hour: HOUR, day: DAY } as const;
const make = (unit: PredefinedInterval['unit'], counts: number[]) =>
  counts.map((count) => ({ unit, count, value: count * unitMs[unit] }));

/** Interval choices: seconds 1, 5, 10, 15, 30; minutes 1, 2, 5, 10, 15, 30; hours 1, 2, 5, 10, 12; days 1, 7, 30. */
export const PREDEFINED_INTERVALS: readonly PredefinedInterval[] = [
  ...make('second', [1, 5, 10, 15, 30]),
  ...make('minute', [1, 2, 5, 10, 15, 30]),
  ...make('hour', [1, 2, 5, 10, 12]),
  ...make('day', [1, 7, 30]),
];

export const QUICK_INTERVALS = [
  'YESTERDAY',
  'DAY_BEFORE_YESTERDAY',
  'THIS_DAY_LAST_WEEK',
  'PREVIOUS_WEEK',
  'PREVIOUS_WEEK_ISO',
  'PREVIOUS_MONTH',
  'PREVIOUS_YEAR',
  'CURRENT_HOUR',
  'CURRENT_DAY',
  'CURRENT_DAY_SO_FAR',
  'CURRENT_WEEK',
  'CURRENT_WEEK_ISO',
  'CURRENT_WEEK_SO_FAR',
  'CURRENT_WEEK_ISO_SO_FAR',
  'CURRENT_MONTH',
  'CURRENT_MONTH_SO_FAR',
  'CURRENT_YEAR',
  'CURRENT_YEAR_SO_FAR',
] as const;
export type QuickInterval = (typeof QUICK_INTERVALS)[number];

/** Quick intervals offered; only CURRENT_* ones when only the current interval is allowed. */
export function quickIntervalChoices(onlyCurrent = false): QuickInterval[] {
  return QUICK_INTERVALS.filter((q) => !onlyCurrent || q.startsWith('CURRENT_'));
}

/** 'CURRENT_DAY_SO_FAR' → 'timewindow.quick.current-day-so-far'. */
export function quickIntervalKey(q: string): string {
  return `timewindow.quick.${q.toLowerCase().replace(/_/g, '-')}`;
}

export const AGGREGATION_TYPES = ['MIN', 'MAX', 'AVG', 'SUM', 'COUNT', 'NONE'] as const;
export type AggregationType = (typeof AGGREGATION_TYPES)[number];

/** Timewindow tab / window types, numbered as ThingsBoard stores them in dashboard JSON. */
export const TimewindowType = { REALTIME: 0, HISTORY: 1 } as const;
export const RealtimeWindowType = { LAST_INTERVAL: 0, INTERVAL: 1 } as const;
export const HistoryWindowType = { LAST_INTERVAL: 0, FIXED: 1, INTERVAL: 2 } as const;
