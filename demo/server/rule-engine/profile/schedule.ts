/**
 * Alarm rule schedules (ThingsBoard 3.3.1 facts): ANY_TIME; SPECIFIC_TIME (`timezone`, `daysOfWeek` 1 = Monday …
 * 7 = Sunday, `startsOn`/`endsOn` in ms from local midnight; `endsOn` before `startsOn` spans midnight, both 0 =
 * the whole day); CUSTOM (per-day `items` with `enabled`, `dayOfWeek`, `startsOn`, `endsOn`).
 */
import { DateTime } from 'luxon';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v ?? 0) || 0);

function inWindow(msOfDay: number, startsOn: number, endsOn: number): boolean {
  if (startsOn === 0 && endsOn === 0) return true;
  if (startsOn <= endsOn) return startsOn <= msOfDay && msOfDay < endsOn;
  return msOfDay >= startsOn || msOfDay < endsOn;
}

/** True when the schedule is active at `ts`. */
export function scheduleActive(schedule: unknown, ts: number): boolean {
  const s = obj(schedule);
  const type = s['type'] ?? 'ANY_TIME';
  if (type === 'ANY_TIME') return true;
  const zone = typeof s['timezone'] === 'string' && s['timezone'] ? s['timezone'] : 'UTC';
  let local = DateTime.fromMillis(ts, { zone });
  if (!local.isValid) local = DateTime.fromMillis(ts, { zone: 'UTC' });
  const msOfDay = local.diff(local.startOf('day')).as('milliseconds');
  if (type === 'SPECIFIC_TIME') {
    const days = Array.isArray(s['daysOfWeek']) ? s['daysOfWeek'].map(num) : [];
    if (days.length > 0 && days.length !== 7 && !days.includes(local.weekday)) return false;
    return inWindow(msOfDay, num(s['startsOn']), num(s['endsOn']));
  }
  if (type === 'CUSTOM') {
    const items = Array.isArray(s['items']) ? s['items'].map(obj) : [];
    const item = items.find((i) => num(i['dayOfWeek']) === local.weekday);
    if (!item || item['enabled'] === false) return false;
    return inWindow(msOfDay, num(item['startsOn']), num(item['endsOn']));
  }
  return false;
}
