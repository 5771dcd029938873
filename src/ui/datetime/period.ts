/**
 * Date-time period rules: start at most 1 s before the end, end at least 1 s after the
 * start, end not in the future; a missing value defaults to the last 24 hours ending now.
 */
export const PERIOD_MIN_GAP_MS = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface Period {
  startTimeMs: number;
  endTimeMs: number;
}

/** The last 24 hours ending `now`. */
export function defaultPeriod(now = Date.now()): Period {
  return { startTimeMs: now - DAY_MS, endTimeMs: now };
}

/** Apply a new start: kept at most 1 s before the end. */
export function changeStart(p: Period, startTimeMs: number): Period {
  return { ...p, startTimeMs: Math.min(startTimeMs, p.endTimeMs - PERIOD_MIN_GAP_MS) };
}

/** Apply a new end: at least 1 s after the start and not in the future. */
export function changeEnd(p: Period, endTimeMs: number, now = Date.now()): Period {
  return { ...p, endTimeMs: Math.min(Math.max(endTimeMs, p.startTimeMs + PERIOD_MIN_GAP_MS), now) };
}

/** `yyyy-MM-ddTHH:mm:ss` in the browser's zone, for `<input type="datetime-local">`. */
export function toLocalInput(ms: number | null | undefined): string {
  if (ms == null || !Number.isFinite(ms)) return '';
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** Parse a datetime-local value (browser zone); '' or invalid → null. */
export function fromLocalInput(text: string): number | null {
  if (!text) return null;
  const ms = new Date(text).getTime();
  return Number.isFinite(ms) ? ms : null;
}
