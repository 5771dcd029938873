/** Timewindow maths: realtime / history windows, quick intervals in a timezone, aggregation limits. */
import { beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { calendarReady, loadCalendar, needsCalendar } from '../../../../src/features/dashboards/time/calendar';
import {
  aggregationLimit,
  quickIntervalRange,
  quickIntervalWindowMs,
  subscriptionWindow,
  visibleRange,
  widgetTimewindow,
} from '../../../../src/features/dashboards/time/subscription-window';

const NOW = Date.UTC(2026, 10, 18, 13, 37, 12, 345); // Wednesday 18 Nov 2026 13:37:12.345 UTC

describe('calendar loading', () => {
  it('luxon is loaded only on demand, for quick intervals and timezones', async () => {
    expect(calendarReady()).toBe(false);
    const day = quickIntervalRange('CURRENT_DAY', NOW, 'UTC');
    expect(day.endTimeMs - day.startTimeMs).toBe(86_400_000 - 1); // local-calendar fallback
    expect(needsCalendar({ realtime: { realtimeType: 1 } })).toBe(true);
    expect(needsCalendar({ selectedTab: 1, history: { historyType: 0 } })).toBe(false);
    expect(needsCalendar({ timezone: 'Europe/Berlin' })).toBe(true);
    await loadCalendar();
    expect(calendarReady()).toBe(true);
  });
});

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

describe('realtime windows', () => {
  beforeAll(() => loadCalendar());
  it('last interval: the window ends now; aggregated windows start on an interval boundary', () => {
    const w = subscriptionWindow(
      { realtime: { interval: 30_000, timewindowMs: HOUR }, aggregation: { type: 'AVG', limit: 25_000 } },
      NOW,
    );
    expect(w.realtime).toBe(true);
    expect(w.aggregation).toEqual({ type: 'AVG', interval: 30_000, limit: Math.ceil((HOUR + 30_000) / 30_000) });
    expect(w.startTs % 30_000).toBe(0);
    expect(w.startTs).toBeLessThanOrEqual(NOW - HOUR);
    expect(w.realtimeWindowMs).toBe(HOUR + 30_000);
  });

  it('without aggregation the interval is 1 s and the stored limit applies within [7, max]', () => {
    const w = subscriptionWindow(
      { realtime: { interval: 1000, timewindowMs: DAY }, aggregation: { type: 'NONE', limit: 25_000 } },
      NOW,
      0,
      50_000,
    );
    expect(w.aggregation).toEqual({ type: 'NONE', interval: 1000, limit: 25_000 });
    expect(w.startTs).toBe(NOW - DAY);
    expect(subscriptionWindow({ aggregation: { type: 'NONE', limit: 3 } }, NOW).aggregation.limit).toBe(7);
    expect(subscriptionWindow({ aggregation: { type: 'NONE', limit: 90_000 } }, NOW, 0, 500).aggregation.limit).toBe(
      500,
    );
  });

  it('uses the server clock offset', () => {
    const w = subscriptionWindow(
      { realtime: { timewindowMs: MIN }, aggregation: { type: 'NONE', limit: 100 } },
      NOW,
      5000,
    );
    expect(w.startTs).toBe(NOW + 5000 - MIN);
    expect(visibleRange(w, NOW, 5000)).toEqual({ startTimeMs: NOW + 5000 - MIN, endTimeMs: NOW + 5000 });
  });

  it('bounds the grouping interval to the window: at least window/max datapoints, at most window/7', () => {
    const tooSmall = subscriptionWindow(
      { realtime: { interval: 1000, timewindowMs: 30 * DAY }, aggregation: { type: 'AVG', limit: 100 } },
      NOW,
      0,
      500,
    );
    expect(tooSmall.aggregation.interval).toBeGreaterThanOrEqual((30 * DAY) / 500);
    const tooBig = subscriptionWindow(
      { realtime: { interval: DAY, timewindowMs: HOUR }, aggregation: { type: 'MAX', limit: 100 } },
      NOW,
    );
    expect(tooBig.aggregation.interval).toBeLessThanOrEqual(Math.floor(HOUR / 7 / 1000) * 1000);
  });

  it('quick interval CURRENT_DAY_SO_FAR: from midnight in the timezone, a day-long window', () => {
    const w = subscriptionWindow(
      {
        realtime: { realtimeType: 1, quickInterval: 'CURRENT_DAY_SO_FAR' },
        timezone: 'Europe/Berlin',
        aggregation: { type: 'NONE', limit: 100 },
      },
      NOW,
    );
    expect(w.quickInterval).toBe('CURRENT_DAY_SO_FAR');
    expect(w.startTs).toBe(DateTime.fromMillis(NOW, { zone: 'Europe/Berlin' }).startOf('day').toMillis());
    expect(w.realtimeWindowMs).toBe(DAY);
    expect(w.timezone).toBe('Europe/Berlin');
  });
});

describe('history windows', () => {
  it('last interval, fixed and quick interval', () => {
    const last = subscriptionWindow(
      {
        selectedTab: 1,
        history: { historyType: 0, timewindowMs: 2 * HOUR, interval: MIN },
        aggregation: { type: 'SUM', limit: 10 },
      },
      NOW,
    );
    expect(last.fixedWindow).toEqual({ startTimeMs: NOW - 2 * HOUR, endTimeMs: NOW });
    expect(last.aggregation).toEqual({ type: 'SUM', interval: MIN, limit: 120 });
    const fixed = subscriptionWindow(
      {
        selectedTab: 1,
        history: { historyType: 1, fixedTimewindow: { startTimeMs: 1000, endTimeMs: 1000 + DAY } },
        aggregation: { type: 'COUNT', limit: 10 },
      },
      NOW,
    );
    expect([fixed.startTs, fixed.endTs]).toEqual([1000, 1000 + DAY]);
    expect(fixed.realtime).toBe(false);
    const quick = subscriptionWindow(
      {
        selectedTab: 1,
        history: { historyType: 2, quickInterval: 'YESTERDAY' },
        timezone: 'UTC',
        aggregation: { type: 'MIN', limit: 10 },
      },
      NOW,
    );
    expect(quick.fixedWindow).toEqual({ startTimeMs: Date.UTC(2026, 10, 17), endTimeMs: Date.UTC(2026, 10, 18) - 1 });
  });
});

describe('quick intervals', () => {
  const r = (q: string, tz = 'UTC') => quickIntervalRange(q, NOW, tz);
  it('days, weeks (Sunday / ISO Monday), months, years', () => {
    expect(r('DAY_BEFORE_YESTERDAY').startTimeMs).toBe(Date.UTC(2026, 10, 16));
    expect(r('THIS_DAY_LAST_WEEK').startTimeMs).toBe(Date.UTC(2026, 10, 11));
    expect(r('CURRENT_WEEK').startTimeMs).toBe(Date.UTC(2026, 10, 15)); // Sunday
    expect(r('CURRENT_WEEK_ISO').startTimeMs).toBe(Date.UTC(2026, 10, 16)); // Monday
    expect(r('PREVIOUS_WEEK_ISO')).toEqual({
      startTimeMs: Date.UTC(2026, 10, 9),
      endTimeMs: Date.UTC(2026, 10, 16) - 1,
    });
    expect(r('CURRENT_MONTH_SO_FAR')).toEqual({ startTimeMs: Date.UTC(2026, 10, 1), endTimeMs: NOW });
    expect(r('PREVIOUS_MONTH')).toEqual({ startTimeMs: Date.UTC(2026, 9, 1), endTimeMs: Date.UTC(2026, 10, 1) - 1 });
    expect(r('PREVIOUS_YEAR')).toEqual({ startTimeMs: Date.UTC(2025, 0, 1), endTimeMs: Date.UTC(2026, 0, 1) - 1 });
    expect(r('CURRENT_HOUR')).toEqual({
      startTimeMs: Date.UTC(2026, 10, 18, 13),
      endTimeMs: Date.UTC(2026, 10, 18, 14) - 1,
    });
    expect(r('CURRENT_YEAR_SO_FAR').startTimeMs).toBe(Date.UTC(2026, 0, 1));
  });
  it('follow the timezone', () => {
    expect(r('CURRENT_DAY', 'America/New_York').startTimeMs).toBe(Date.UTC(2026, 10, 18, 5));
  });
  it('realtime window lengths', () => {
    expect(quickIntervalWindowMs('CURRENT_HOUR', NOW, 'UTC')).toBe(HOUR);
    expect(quickIntervalWindowMs('CURRENT_MONTH', NOW, 'UTC')).toBe(30 * DAY);
    expect(quickIntervalWindowMs('CURRENT_YEAR_SO_FAR', NOW, 'UTC')).toBe(365 * DAY);
  });
});

describe('aggregation settings', () => {
  it('limit = window / interval when aggregating, else the stored limit kept in [7, max]', () => {
    expect(aggregationLimit('AVG', HOUR, MIN, 5, 500)).toBe(60);
    expect(aggregationLimit('NONE', HOUR, MIN, 5, 500)).toBe(7);
    expect(aggregationLimit('NONE', HOUR, MIN, undefined, 500)).toBe(250);
    expect(aggregationLimit('NONE', HOUR, MIN, 1000, 500)).toBe(500);
  });
  it('server max datapoints: missing → 500, 7 or less → 8', () => {
    expect(subscriptionWindow({ aggregation: { type: 'NONE', limit: 10_000 } }, NOW, 0, null).aggregation.limit).toBe(
      500,
    );
    expect(subscriptionWindow({ aggregation: { type: 'NONE', limit: 10_000 } }, NOW, 0, 5).aggregation.limit).toBe(8);
  });
  it('the defaults: realtime, last minute, AVG with half the max datapoints', () => {
    const w = subscriptionWindow(null, NOW, 0, 500);
    expect(w.realtime).toBe(true);
    expect(w.aggregation.type).toBe('AVG');
  });
});

describe('per-widget timewindow override', () => {
  it('a widget with useDashboardTimewindow false uses its own timewindow', () => {
    const dash = { realtime: { timewindowMs: MIN } };
    const own = { realtime: { timewindowMs: HOUR } };
    expect(widgetTimewindow(dash, { useDashboardTimewindow: false, timewindow: own })).toBe(own);
    expect(widgetTimewindow(dash, { useDashboardTimewindow: true, timewindow: own })).toBe(dash);
    expect(widgetTimewindow(dash, undefined)).toBe(dash);
  });
});
