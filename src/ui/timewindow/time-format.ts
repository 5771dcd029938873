/** Human text for durations and intervals ("1 day 2 hours", "5 minutes"), through the caller's `t`. */
import { DAY, HOUR, MINUTE, SECOND } from './time-constants';

type T = (key: string, options?: Record<string, unknown>) => string;

// Plural keys: i18next picks the language's form from `count` (`timewindow.days_one`, `_few`, `_other`, …).
const units = [
  { ms: DAY, key: 'timewindow.days' },
  { ms: HOUR, key: 'timewindow.hours' },
  { ms: MINUTE, key: 'timewindow.minutes' },
  { ms: SECOND, key: 'timewindow.seconds' },
] as const;

/** '1 day 2 hours 30 minutes'; under a second → '0 seconds'. */
export function formatDuration(ms: number, t: T): string {
  let rest = Math.max(0, Math.round(ms / SECOND) * SECOND);
  const parts: string[] = [];
  for (const u of units) {
    const n = Math.floor(rest / u.ms);
    rest -= n * u.ms;
    if (n > 0) parts.push(t(u.key, { count: n }));
  }
  return parts.length ? parts.join(' ') : t('timewindow.seconds', { count: 0 });
}
