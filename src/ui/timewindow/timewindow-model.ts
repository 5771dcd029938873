/**
 * The timewindow value in ThingsBoard's stored shape, its defaults and the
 * panel's validity rule: aggregation limit 7..max; interval inputs required only for the active tab and type.
 */
import { aggregationLimitValid } from './interval-math';
import {
  DAY,
  DEFAULT_MAX_DATAPOINTS,
  HistoryWindowType,
  MINUTE,
  RealtimeWindowType,
  SECOND,
  TimewindowType,
  type AggregationType,
} from './time-constants';

export interface Timewindow {
  displayValue?: string;
  hideInterval?: boolean;
  hideAggregation?: boolean;
  hideAggInterval?: boolean;
  hideTimezone?: boolean;
  selectedTab?: number;
  realtime?: { realtimeType?: number; interval?: number; timewindowMs?: number; quickInterval?: string };
  history?: {
    historyType?: number;
    interval?: number;
    timewindowMs?: number;
    fixedTimewindow?: { startTimeMs: number; endTimeMs: number };
    quickInterval?: string;
  };
  aggregation?: { type: AggregationType; limit: number };
  timezone?: string | null;
}

/**
 * Defaults: realtime interval 1 s, window 1 min, quick interval CURRENT_DAY; history interval 1 s, window 1 min,
 * fixed window the last day; aggregation AVG with limit half the max datapoints.
 */
export function defaultTimewindow(maxDatapoints = DEFAULT_MAX_DATAPOINTS, now = Date.now()): FullTimewindow {
  return {
    displayValue: '',
    hideInterval: false,
    hideAggregation: false,
    hideAggInterval: false,
    hideTimezone: false,
    selectedTab: TimewindowType.REALTIME,
    realtime: {
      realtimeType: RealtimeWindowType.LAST_INTERVAL,
      interval: SECOND,
      timewindowMs: MINUTE,
      quickInterval: 'CURRENT_DAY',
    },
    history: {
      historyType: HistoryWindowType.LAST_INTERVAL,
      interval: SECOND,
      timewindowMs: MINUTE,
      fixedTimewindow: { startTimeMs: now - DAY, endTimeMs: now },
      quickInterval: 'CURRENT_DAY',
    },
    aggregation: { type: 'AVG', limit: Math.floor(maxDatapoints / 2) },
  };
}

/** A timewindow with every part present. */
export interface FullTimewindow extends Timewindow {
  selectedTab: number;
  realtime: { realtimeType: number; interval: number; timewindowMs: number; quickInterval: string };
  history: {
    historyType: number;
    interval: number;
    timewindowMs: number;
    fixedTimewindow: { startTimeMs: number; endTimeMs: number };
    quickInterval: string;
  };
  aggregation: { type: AggregationType; limit: number };
}

/** Fill the missing parts of a stored timewindow with the defaults. */
export function withDefaults(
  tw: Timewindow | null | undefined,
  maxDatapoints = DEFAULT_MAX_DATAPOINTS,
  now = Date.now(),
): FullTimewindow {
  const d = defaultTimewindow(maxDatapoints, now);
  return {
    ...d,
    ...tw,
    selectedTab: tw?.selectedTab ?? d.selectedTab,
    realtime: { ...d.realtime, ...tw?.realtime },
    history: {
      ...d.history,
      ...tw?.history,
      fixedTimewindow: { ...d.history.fixedTimewindow, ...tw?.history?.fixedTimewindow },
    },
    aggregation: { ...d.aggregation, ...tw?.aggregation },
  };
}

/** Panel validity: the active tab's chosen inputs are set, the fixed window is ordered, the limit is 7..max. */
export function timewindowValid(tw: FullTimewindow, maxDatapoints = DEFAULT_MAX_DATAPOINTS): boolean {
  if (tw.selectedTab === TimewindowType.REALTIME) {
    const r = tw.realtime;
    if (r.realtimeType === RealtimeWindowType.LAST_INTERVAL && !(r.timewindowMs! > 0)) return false;
    if (r.realtimeType === RealtimeWindowType.INTERVAL && !r.quickInterval) return false;
  } else {
    const h = tw.history;
    if (h.historyType === HistoryWindowType.LAST_INTERVAL && !(h.timewindowMs! > 0)) return false;
    if (h.historyType === HistoryWindowType.INTERVAL && !h.quickInterval) return false;
    if (h.historyType === HistoryWindowType.FIXED && !(h.fixedTimewindow.endTimeMs > h.fixedTimewindow.startTimeMs))
      return false;
  }
  if (tw.aggregation.type === 'NONE' && !aggregationLimitValid(tw.aggregation.limit, maxDatapoints)) return false;
  return true;
}

/** The window length in ms of the active tab (for interval bounds). */
export function activeWindowMs(tw: FullTimewindow, now = Date.now()): number {
  if (tw.selectedTab === TimewindowType.REALTIME) return tw.realtime.timewindowMs ?? MINUTE;
  if (tw.history.historyType === HistoryWindowType.FIXED) {
    return Math.max(SECOND, tw.history.fixedTimewindow.endTimeMs - tw.history.fixedTimewindow.startTimeMs);
  }
  if (tw.history.historyType === HistoryWindowType.INTERVAL) return DAY;
  return tw.history.timewindowMs ?? Math.max(SECOND, now - tw.history.fixedTimewindow.startTimeMs);
}
