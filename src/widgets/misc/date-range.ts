/** Date range maths of the date range navigator: the range of an interval ending at a time, and stepping. Pure. */
export type RangeInterval = 'hour' | 'day' | 'week' | 'twoWeeks' | 'month' | 'threeMonths' | 'sixMonths';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Length of an interval (months counted as 30 days). */
export function intervalMs(i: RangeInterval): number {
  switch (i) {
    case 'hour':
      return HOUR;
    case 'day':
      return DAY;
    case 'week':
      return 7 * DAY;
    case 'twoWeeks':
      return 14 * DAY;
    case 'month':
      return 30 * DAY;
    case 'threeMonths':
      return 90 * DAY;
    case 'sixMonths':
      return 180 * DAY;
    default:
      return 7 * DAY;
  }
}

/**
 * The range of `interval` containing `at`: whole hours and days; weeks start on `firstDayOfWeek` (0 = Sunday,
 * 1 = Monday); months on the 1st.
 */
export function rangeFor(interval: RangeInterval, at: number, firstDayOfWeek = 1): { start: number; end: number } {
  const d = new Date(at);
  if (interval === 'hour') {
    d.setMinutes(0, 0, 0);
    return { start: d.getTime(), end: d.getTime() + HOUR - 1 };
  }
  d.setHours(0, 0, 0, 0);
  if (interval === 'week' || interval === 'twoWeeks') {
    const back = (d.getDay() - firstDayOfWeek + 7) % 7;
    d.setDate(d.getDate() - back);
    const start = d.getTime();
    d.setDate(d.getDate() + (interval === 'week' ? 7 : 14));
    return { start, end: d.getTime() - 1 };
  }
  if (interval === 'month' || interval === 'threeMonths' || interval === 'sixMonths') {
    d.setDate(1);
    const start = d.getTime();
    d.setMonth(d.getMonth() + (interval === 'month' ? 1 : interval === 'threeMonths' ? 3 : 6));
    return { start, end: d.getTime() - 1 };
  }
  return { start: d.getTime(), end: d.getTime() + DAY - 1 };
}

/** Move a range by one step forward (+1) or back (-1), keeping its length. */
export function navigateRange(
  r: { start: number; end: number },
  step: RangeInterval,
  dir: 1 | -1,
): { start: number; end: number } {
  const s = intervalMs(step) * dir;
  return { start: r.start + s, end: r.end + s };
}
