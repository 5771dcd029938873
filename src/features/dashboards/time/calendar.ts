/**
 * Calendar maths in a timezone is done with luxon, which is only loaded when a dashboard needs it (a quick interval
 * or a timezone in one of its timewindows), so the `<iot-dashboard>` entry stays small. Until then, and for
 * dashboards without either, windows are plain millisecond arithmetic on the local clock.
 */
import type { DateTime as LuxonDateTime } from 'luxon';

type Luxon = typeof import('luxon');

let luxon: Luxon | null = null;
let loading: Promise<Luxon> | null = null;

/** Load luxon (once). */
export function loadCalendar(): Promise<Luxon> {
  loading ??= import('luxon').then((m) => (luxon = m));
  return loading;
}

/** Whether luxon is loaded. */
export function calendarReady(): boolean {
  return luxon !== null;
}

/** Wall-clock date of `ms` in `tz` (local when null); null while luxon is not loaded. */
export function zonedDate(ms: number, tz: string | null | undefined): LuxonDateTime | null {
  if (!luxon) return null;
  const d = luxon.DateTime.fromMillis(ms, { zone: tz || 'local' });
  return d.isValid ? d : luxon.DateTime.fromMillis(ms);
}

/** Whether a timewindow needs calendar maths (a quick interval is selected, or a timezone is set). */
export function needsCalendar(
  tw:
    | {
        timezone?: string | null;
        selectedTab?: number;
        realtime?: { realtimeType?: number };
        history?: { historyType?: number };
      }
    | null
    | undefined,
): boolean {
  if (!tw) return false;
  if (tw.timezone) return true;
  return tw.selectedTab === 1 ? tw.history?.historyType === 2 : tw.realtime?.realtimeType === 1;
}
