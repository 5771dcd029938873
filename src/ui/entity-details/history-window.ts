/**
 * The time range of a history-only timewindow (audit logs and events are time-bounded lists):
 * last interval, fixed window or a quick interval, in the browser's time zone. Default: the last day.
 */
import { DAY, HistoryWindowType, TimewindowType } from '../timewindow/time-constants';
import { withDefaults, type Timewindow } from '../timewindow/timewindow-model';

/** The default of the audit-log and event tables: history, last 1 day. */
export function lastDayWindow(): Timewindow {
  return {
    selectedTab: TimewindowType.HISTORY,
    history: { historyType: HistoryWindowType.LAST_INTERVAL, timewindowMs: DAY },
  };
}

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
const addDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);

/** Start of the week containing `d`; ISO weeks start on Monday, others on Sunday. */
function startOfWeek(d: Date, iso: boolean): Date {
  const day = d.getDay();
  return addDays(startOfDay(d), -(iso ? (day + 6) % 7 : day));
}

/** [start, end) of a quick interval at `now`. */
export function quickIntervalRange(q: string, now: Date): { startTime: number; endTime: number } {
  const so = (start: Date) => ({ startTime: start.getTime(), endTime: now.getTime() });
  const span = (start: Date, end: Date) => ({ startTime: start.getTime(), endTime: end.getTime() });
  const today = startOfDay(now);
  const month = new Date(now.getFullYear(), now.getMonth(), 1);
  const year = new Date(now.getFullYear(), 0, 1);
  const hour = new Date(now.getFullYear(), now.getMonth(), now.getDate(), now.getHours());
  switch (q) {
    case 'CURRENT_HOUR':
      return span(hour, new Date(hour.getTime() + 3600_000));
    case 'CURRENT_DAY':
      return span(today, addDays(today, 1));
    case 'CURRENT_DAY_SO_FAR':
      return so(today);
    case 'CURRENT_WEEK':
    case 'CURRENT_WEEK_ISO':
      return span(startOfWeek(now, q.endsWith('ISO')), addDays(startOfWeek(now, q.endsWith('ISO')), 7));
    case 'CURRENT_WEEK_SO_FAR':
    case 'CURRENT_WEEK_ISO_SO_FAR':
      return so(startOfWeek(now, q.includes('ISO')));
    case 'CURRENT_MONTH':
      return span(month, new Date(now.getFullYear(), now.getMonth() + 1, 1));
    case 'CURRENT_MONTH_SO_FAR':
      return so(month);
    case 'CURRENT_YEAR':
      return span(year, new Date(now.getFullYear() + 1, 0, 1));
    case 'CURRENT_YEAR_SO_FAR':
      return so(year);
    case 'YESTERDAY':
      return span(addDays(today, -1), today);
    case 'DAY_BEFORE_YESTERDAY':
      return span(addDays(today, -2), addDays(today, -1));
    case 'THIS_DAY_LAST_WEEK':
      return span(addDays(today, -7), addDays(today, -6));
    case 'PREVIOUS_WEEK':
    case 'PREVIOUS_WEEK_ISO': {
      const start = addDays(startOfWeek(now, q.endsWith('ISO')), -7);
      return span(start, addDays(start, 7));
    }
    case 'PREVIOUS_MONTH':
      return span(new Date(now.getFullYear(), now.getMonth() - 1, 1), month);
    case 'PREVIOUS_YEAR':
      return span(new Date(now.getFullYear() - 1, 0, 1), year);
    default:
      return so(addDays(now, -1));
  }
}

/** Start and end (ms) of a history timewindow at `now`. */
export function historyRange(
  tw: Timewindow | null | undefined,
  now = Date.now(),
): { startTime: number; endTime: number } {
  const full = withDefaults(tw ?? lastDayWindow(), undefined, now);
  const h = full.history;
  if (h.historyType === HistoryWindowType.FIXED)
    return { startTime: h.fixedTimewindow.startTimeMs, endTime: h.fixedTimewindow.endTimeMs };
  if (h.historyType === HistoryWindowType.INTERVAL) return quickIntervalRange(h.quickInterval, new Date(now));
  return { startTime: now - h.timewindowMs, endTime: now };
}
