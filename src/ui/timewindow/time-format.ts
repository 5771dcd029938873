/** Human text for durations and intervals ("1 day 2 hours", "5 minutes"), through the caller's `t`. */
import { DAY, HOUR, MINUTE, SECOND } from './time-constants';

type T = (key: string, options?: Record<string, unknown>) => string;

const units = [
  { ms: DAY, one: 'timewindow.day', many: 'timewindow.days' },
  { ms: HOUR, one: 'timewindow.hour', many: 'timewindow.hours' },
  { ms: MINUTE, one: 'timewindow.minute', many: 'timewindow.minutes' },
  { ms: SECOND, one: 'timewindow.second', many: 'timewindow.seconds' },
] as const;

/** The message keys this module uses (listed so the locale check sees them). */
export const TIME_FORMAT_KEYS = [
  'timewindow.day', 'timewindow.days', 'timewindow.hour', 'timewindow.hours',
  'timewindow.minute', 'timewindow.minutes', 'timewindow.second', 'timewindow.seconds',
];

/** '1 day 2 hours 30 minutes'; under a second → '0 seconds'. */
export function formatDuration(ms: number, t: T): string {
  let rest = Math.max(0, Math.round(ms / SECOND) * SECOND);
  const parts: string[] = [];
  for (const u of units) {
    const n = Math.floor(rest / u.ms);
    rest -= n * u.ms;
    if (n > 0) parts.push(t(n === 1 ? u.one : u.many, { count: n }));
  }
  return parts.length ? parts.join(' ') : t('timewindow.seconds', { count: 0 });
}
