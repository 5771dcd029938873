import { describe, expect, it } from 'vitest';
import {
  aggregationLimitValid,
  avgInterval,
  boundIntervalToWindow,
  boundMaxInterval,
  boundMinInterval,
  boundToPredefinedInterval,
  intervalsBetween,
  maxIntervalLimit,
  minIntervalLimit,
  msToParts,
  normaliseMaxDatapoints,
  normaliseParts,
  partsToMs,
  pickerValue,
} from '../../../src/ui/timewindow/interval-math';
import {
  DAY,
  HOUR,
  MINUTE,
  PREDEFINED_INTERVALS,
  quickIntervalChoices,
  SECOND,
} from '../../../src/ui/timewindow/time-constants';
import { defaultTimewindow, timewindowValid, withDefaults } from '../../../src/ui/timewindow/timewindow-model';

describe('time window constants', () => {
  it('default max datapoints 500; server value used, and if 7 or less it becomes 8', () => {
    expect(normaliseMaxDatapoints(undefined)).toBe(500);
    expect(normaliseMaxDatapoints(1000)).toBe(1000);
    expect(normaliseMaxDatapoints(7)).toBe(8);
    expect(normaliseMaxDatapoints(2)).toBe(8);
  });

  it('interval bounds: min window/500, max window/7, default window/200, rounded to whole seconds', () => {
    expect(minIntervalLimit(DAY)).toBe(Math.ceil(DAY / 500 / 1000) * 1000); // 172.8 s → 173 s
    expect(minIntervalLimit(DAY)).toBe(173 * SECOND);
    expect(maxIntervalLimit(DAY)).toBe(Math.floor(DAY / 7 / 1000) * 1000);
    expect(avgInterval(DAY)).toBe(432 * SECOND);
    expect(minIntervalLimit(MINUTE)).toBe(SECOND); // 120 ms → at least 1 s
  });

  it('upper bound 7300 days', () => {
    expect(boundMaxInterval(10_000 * DAY)).toBe(7300 * DAY);
    expect(boundMinInterval(10_000 * DAY)).toBe(7300 * DAY);
    expect(maxIntervalLimit(100_000 * DAY)).toBe(7300 * DAY);
  });

  it('interval choices: seconds 1, 5, 10, 15, 30; minutes 1, 2, 5, 10, 15, 30; hours 1, 2, 5, 10, 12; days 1, 7, 30', () => {
    expect(PREDEFINED_INTERVALS.map((i) => `${i.count}${i.unit[0]}`).join(' ')).toBe(
      '1s 5s 10s 15s 30s 1m 2m 5m 10m 15m 30m 1h 2h 5h 10h 12h 1d 7d 30d',
    );
  });

  it('clamped to predefined intervals', () => {
    expect(intervalsBetween(MINUTE, HOUR).map((i) => i.value)).toEqual(
      [1, 2, 5, 10, 15, 30].map((m) => m * MINUTE).concat(HOUR),
    );
    expect(boundToPredefinedInterval(SECOND, DAY, 7 * MINUTE)).toBe(5 * MINUTE);
    expect(boundToPredefinedInterval(SECOND, DAY, 9 * MINUTE)).toBe(10 * MINUTE);
    expect(boundToPredefinedInterval(SECOND, 3 * SECOND, 9 * MINUTE)).toBe(SECOND);
    // Default group interval of a 1-day window: 432 s → nearest predefined choice 5 min.
    expect(boundIntervalToWindow(DAY, null, 'AVG')).toBe(5 * MINUTE);
    expect(boundIntervalToWindow(DAY, SECOND, 'AVG')).toBe(173 * SECOND);
    expect(boundIntervalToWindow(DAY, 30 * DAY, 'AVG')).toBe(maxIntervalLimit(DAY));
    expect(boundIntervalToWindow(DAY, 30 * DAY, 'NONE')).toBe(SECOND);
  });

  it('aggregation limit at least 7 and at most the max', () => {
    expect(aggregationLimitValid(6)).toBe(false);
    expect(aggregationLimitValid(7)).toBe(true);
    expect(aggregationLimitValid(500)).toBe(true);
    expect(aggregationLimitValid(501)).toBe(false);
    expect(aggregationLimitValid(900, 1000)).toBe(true);
    expect(aggregationLimitValid(null)).toBe(false);
  });

  it('defaults: realtime 1 s / 1 min / CURRENT_DAY; history 1 s / 1 min / last day; AVG with limit half the max', () => {
    const d = defaultTimewindow(500, 10 * DAY);
    expect(d.realtime).toEqual({
      realtimeType: 0,
      interval: SECOND,
      timewindowMs: MINUTE,
      quickInterval: 'CURRENT_DAY',
    });
    expect(d.history.interval).toBe(SECOND);
    expect(d.history.timewindowMs).toBe(MINUTE);
    expect(d.history.fixedTimewindow).toEqual({ startTimeMs: 9 * DAY, endTimeMs: 10 * DAY });
    expect(d.aggregation).toEqual({ type: 'AVG', limit: 250 });
  });

  it('quick interval list is filtered to CURRENT_ values when only the current interval is allowed', () => {
    expect(quickIntervalChoices()).toHaveLength(18);
    expect(quickIntervalChoices(true).every((q) => q.startsWith('CURRENT_'))).toBe(true);
    expect(quickIntervalChoices(true)).toHaveLength(11);
  });

  it('timewindow validity: interval inputs required only for the active tab and type; limit 7..max when shown', () => {
    const tw = withDefaults({ history: { timewindowMs: 0 } });
    expect(timewindowValid(tw)).toBe(true); // history not active
    expect(timewindowValid({ ...tw, selectedTab: 1 })).toBe(false);
    expect(timewindowValid(withDefaults({ aggregation: { type: 'NONE', limit: 3 } }))).toBe(false);
    expect(timewindowValid(withDefaults({ aggregation: { type: 'NONE', limit: 100 } }))).toBe(true);
  });
});

describe('interval picker', () => {
  const p = (days: number, hours: number, mins: number, secs: number) => ({ days, hours, mins, secs });

  it('overflow carries: secs 60 or more add a minute, mins 60 or more add an hour, hours 24 or more add a day', () => {
    expect(normaliseParts(p(0, 0, 0, 60))).toEqual(p(0, 0, 1, 0));
    expect(normaliseParts(p(0, 0, 60, 0))).toEqual(p(0, 1, 0, 0));
    expect(normaliseParts(p(0, 24, 0, 0))).toEqual(p(1, 0, 0, 0));
    expect(normaliseParts(p(0, 23, 59, 60))).toEqual(p(1, 0, 0, 0));
    expect(normaliseParts(p(0, 0, 0, 125))).toEqual(p(0, 0, 2, 5));
  });

  it('negatives borrow from larger units, floor at 0; days cannot be negative', () => {
    expect(normaliseParts(p(0, 1, 0, -1))).toEqual(p(0, 0, 59, 59));
    expect(normaliseParts(p(1, 0, -1, 0))).toEqual(p(0, 23, 59, 0));
    expect(normaliseParts(p(0, 0, 0, -5))).toEqual(p(0, 0, 0, 0));
    expect(normaliseParts(p(0, 0, -5, 10))).toEqual(p(0, 0, 0, 10));
    expect(normaliseParts(p(-2, 3, 0, 0))).toEqual(p(0, 3, 0, 0));
  });

  it('value clamped between min and max; basic mode snaps to a predefined interval; zero or invalid gives no value', () => {
    expect(pickerValue(0, SECOND, DAY, false)).toBe(null);
    expect(pickerValue(Number.NaN, SECOND, DAY, false)).toBe(null);
    expect(pickerValue(2 * DAY, SECOND, DAY, false)).toBe(DAY);
    expect(pickerValue(500, SECOND, DAY, false)).toBe(SECOND);
    expect(pickerValue(7 * MINUTE, SECOND, DAY, true)).toBe(5 * MINUTE);
    expect(pickerValue(7 * MINUTE, SECOND, DAY, false)).toBe(7 * MINUTE);
  });

  it('parts and milliseconds convert both ways', () => {
    expect(msToParts(DAY + 2 * HOUR + 3 * MINUTE + 4 * SECOND)).toEqual(p(1, 2, 3, 4));
    expect(partsToMs(p(1, 2, 3, 4))).toBe(DAY + 2 * HOUR + 3 * MINUTE + 4 * SECOND);
  });
});
