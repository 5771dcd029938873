/**
 * Timewindow → subscription window: realtime last interval and
 * quick interval, history last / fixed / quick interval, the grouping interval bounded to the window, the
 * aggregation limit (window / interval, or the stored limit within [7, max datapoints] without aggregation),
 * calendar intervals in the dashboard's timezone (luxon, see calendar.ts: without it, local calendar days). Pure:
 * `now` and the server clock offset are arguments.
 */
import type { DateTime } from 'luxon';
import { boundIntervalToWindow, normaliseMaxDatapoints } from '../../../ui/timewindow/interval-math';
import {
  DAY,
  HistoryWindowType,
  HOUR,
  MIN_LIMIT,
  RealtimeWindowType,
  SECOND,
  TimewindowType,
  WEEK,
  type AggregationType,
} from '../../../ui/timewindow/time-constants';
import { withDefaults, type FullTimewindow, type Timewindow } from '../../../ui/timewindow/timewindow-model';
import { zonedDate } from './calendar';

export interface Interval {
  startTimeMs: number;
  endTimeMs: number;
}

/** What a subscription needs: a sliding realtime window or a fixed one, and the aggregation. */
export interface SubscriptionWindow {
  realtime: boolean;
  /** Realtime: window length; the window is [now - realtimeWindowMs, now] (grows for quick intervals). */
  realtimeWindowMs: number;
  /** First timestamp of the subscription (realtime: aligned to the interval when aggregating). */
  startTs: number;
  /** History (and realtime quick intervals): the end of the window. */
  endTs: number;
  fixedWindow: Interval | null;
  quickInterval: string | null;
  aggregation: { type: AggregationType; interval: number; limit: number };
  timezone: string | null;
}

/** Local-calendar fallback while luxon is not loaded: whole local days around `now`. */
function localDay(now: number, offsetDays = 0): Interval {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  d.setDate(d.getDate() - offsetDays);
  const start = d.getTime();
  d.setDate(d.getDate() + 1);
  return { startTimeMs: start, endTimeMs: d.getTime() - 1 };
}

/** Start of the week: ISO weeks start on Monday, the others on Sunday (ThingsBoard's default locale). */
function startOfWeek(d: DateTime, iso: boolean): DateTime {
  const day = d.startOf('day');
  return iso ? day.startOf('week') : day.minus({ days: day.weekday % 7 });
}

/** [start, end] of a quick interval at `now` in `tz`; `_SO_FAR` intervals end now. */
export function quickIntervalRange(q: string, now: number, tz?: string | null): Interval {
  const d = zonedDate(now, tz);
  if (!d)
    return q === 'YESTERDAY'
      ? localDay(now, 1)
      : q === 'CURRENT_DAY_SO_FAR'
        ? { startTimeMs: localDay(now).startTimeMs, endTimeMs: now }
        : localDay(now);
  const span = (start: DateTime, end: DateTime): Interval => ({
    startTimeMs: start.toMillis(),
    endTimeMs: end.toMillis(),
  });
  const day = (offsetDays: number) => {
    const s = d.minus({ days: offsetDays }).startOf('day');
    return span(s, s.endOf('day'));
  };
  switch (q) {
    case 'YESTERDAY':
      return day(1);
    case 'DAY_BEFORE_YESTERDAY':
      return day(2);
    case 'THIS_DAY_LAST_WEEK':
      return day(7);
    case 'PREVIOUS_WEEK':
    case 'PREVIOUS_WEEK_ISO': {
      const s = startOfWeek(d, q.endsWith('ISO')).minus({ weeks: 1 });
      return span(s, s.plus({ weeks: 1 }).minus({ milliseconds: 1 }));
    }
    case 'PREVIOUS_MONTH': {
      const s = d.minus({ months: 1 }).startOf('month');
      return span(s, s.endOf('month'));
    }
    case 'PREVIOUS_YEAR': {
      const s = d.minus({ years: 1 }).startOf('year');
      return span(s, s.endOf('year'));
    }
    case 'CURRENT_HOUR':
      return span(d.startOf('hour'), d.endOf('hour'));
    case 'CURRENT_DAY':
      return span(d.startOf('day'), d.endOf('day'));
    case 'CURRENT_DAY_SO_FAR':
      return span(d.startOf('day'), d);
    case 'CURRENT_WEEK':
    case 'CURRENT_WEEK_ISO': {
      const s = startOfWeek(d, q.endsWith('ISO'));
      return span(s, s.plus({ weeks: 1 }).minus({ milliseconds: 1 }));
    }
    case 'CURRENT_WEEK_SO_FAR':
    case 'CURRENT_WEEK_ISO_SO_FAR':
      return span(startOfWeek(d, q === 'CURRENT_WEEK_ISO_SO_FAR'), d);
    case 'CURRENT_MONTH':
      return span(d.startOf('month'), d.endOf('month'));
    case 'CURRENT_MONTH_SO_FAR':
      return span(d.startOf('month'), d);
    case 'CURRENT_YEAR':
      return span(d.startOf('year'), d.endOf('year'));
    case 'CURRENT_YEAR_SO_FAR':
      return span(d.startOf('year'), d);
    default:
      return span(d.startOf('day'), d.endOf('day'));
  }
}

/** Window length a realtime quick interval subscribes to (a whole hour, day, week, month or year). */
export function quickIntervalWindowMs(q: string, now: number, tz?: string | null): number {
  const d = zonedDate(now, tz);
  if (q.startsWith('CURRENT_HOUR')) return HOUR;
  if (q.startsWith('CURRENT_DAY')) return DAY;
  if (q.startsWith('CURRENT_WEEK')) return WEEK;
  if (q.startsWith('CURRENT_MONTH')) return (d?.daysInMonth ?? 30) * DAY;
  if (q.startsWith('CURRENT_YEAR')) return (d?.daysInYear ?? 365) * DAY;
  const r = quickIntervalRange(q, now, tz);
  return r.endTimeMs - r.startTimeMs;
}

/** Limit of points per key: window / interval when aggregating, else the stored limit kept within [7, max]. */
export function aggregationLimit(
  type: AggregationType,
  windowMs: number,
  interval: number,
  storedLimit: number | undefined,
  maxDatapoints: number,
): number {
  if (type !== 'NONE') return Math.max(1, Math.ceil(windowMs / Math.max(interval, 1)));
  const limit = storedLimit ?? Math.floor(maxDatapoints / 2);
  return Math.min(Math.max(limit, MIN_LIMIT), maxDatapoints);
}

/** The effective timewindow of a widget: its own when it does not follow the dashboard's (per-widget override). */
export function widgetTimewindow(
  dashboard: Timewindow | null | undefined,
  widget: { useDashboardTimewindow?: boolean; timewindow?: Timewindow } | null | undefined,
): Timewindow | null | undefined {
  if (widget && widget.useDashboardTimewindow === false && widget.timewindow) return widget.timewindow;
  return dashboard;
}

/**
 * Compute the subscription window. `now` is the local clock, `serverOffsetMs` the server's lead over it (see
 * clock.ts), `maxDatapoints` the server's limit (default 500, ≤ 7 → 8).
 */
export function subscriptionWindow(
  tw: Timewindow | null | undefined,
  now: number,
  serverOffsetMs = 0,
  maxDatapointsLimit?: number | null,
): SubscriptionWindow {
  const max = normaliseMaxDatapoints(maxDatapointsLimit);
  const full: FullTimewindow = withDefaults(tw, max, now);
  const aggType = full.aggregation.type ?? 'AVG';
  const serverNow = now + serverOffsetMs;
  const tz = full.timezone ?? null;
  const realtime = full.selectedTab !== TimewindowType.HISTORY;
  let windowMs: number;
  let startTs: number;
  let endTs: number;
  let fixedWindow: Interval | null = null;
  let quickInterval: string | null = null;
  let interval: number;
  if (realtime) {
    if (full.realtime.realtimeType === RealtimeWindowType.INTERVAL) {
      quickInterval = full.realtime.quickInterval;
      const range = quickIntervalRange(quickInterval, serverNow, tz);
      windowMs = quickIntervalWindowMs(quickInterval, serverNow, tz);
      interval = boundIntervalToWindow(windowMs, full.realtime.interval, aggType, max);
      startTs = range.startTimeMs;
      endTs = range.endTimeMs;
    } else {
      windowMs = full.realtime.timewindowMs;
      interval = boundIntervalToWindow(windowMs, full.realtime.interval, aggType, max);
      startTs = serverNow - windowMs;
      endTs = serverNow;
      // Aggregated buckets start on interval boundaries; the window grows by one interval to keep its length.
      const diff = aggType !== 'NONE' ? startTs % interval : 0;
      if (diff) {
        startTs -= diff;
        windowMs += interval;
      }
    }
  } else {
    const h = full.history;
    if (h.historyType === HistoryWindowType.FIXED) fixedWindow = { ...h.fixedTimewindow };
    else if (h.historyType === HistoryWindowType.INTERVAL) {
      quickInterval = h.quickInterval;
      fixedWindow = quickIntervalRange(h.quickInterval, serverNow, tz);
    } else fixedWindow = { startTimeMs: serverNow - h.timewindowMs, endTimeMs: serverNow };
    windowMs = Math.max(SECOND, fixedWindow.endTimeMs - fixedWindow.startTimeMs);
    interval = boundIntervalToWindow(windowMs, h.interval, aggType, max);
    startTs = fixedWindow.startTimeMs;
    endTs = fixedWindow.endTimeMs;
  }
  return {
    realtime,
    realtimeWindowMs: windowMs,
    startTs,
    endTs,
    fixedWindow,
    quickInterval,
    aggregation: {
      type: aggType,
      interval,
      limit: aggregationLimit(aggType, windowMs, interval, full.aggregation.limit, max),
    },
    timezone: tz,
  };
}

/** The visible [min, max] of a chart for a subscription window at `now` (realtime windows slide). */
export function visibleRange(w: SubscriptionWindow, now: number, serverOffsetMs = 0): Interval {
  if (!w.realtime) return { startTimeMs: w.startTs, endTimeMs: w.endTs };
  if (w.quickInterval) return { startTimeMs: w.startTs, endTimeMs: w.endTs };
  const serverNow = now + serverOffsetMs;
  return { startTimeMs: serverNow - w.realtimeWindowMs, endTimeMs: serverNow };
}
