/**
 * Alarm vocabulary of the alarm table: severities with their colours, statuses and the
 * search statuses that select them, what a user may still do with an alarm, and the table's default timewindow.
 * Pure: no React, no I/O.
 */
import { DAY, HistoryWindowType, TimewindowType } from '../timewindow/time-constants';
import type { Timewindow } from '../timewindow/timewindow-model';

/** An alarm as the table shows it (ThingsBoard's AlarmInfo). */
export interface AlarmRow {
  id: { id: string };
  createdTime: number;
  originator: { entityType: string; id: string };
  originatorName?: string | null;
  type: string;
  severity: string;
  status: string;
  startTs?: number | null;
  endTs?: number | null;
  ackTs?: number | null;
  clearTs?: number | null;
  details?: unknown;
  propagate?: boolean | null;
}

export const ALARM_SEVERITIES = ['CRITICAL', 'MAJOR', 'MINOR', 'WARNING', 'INDETERMINATE'] as const;
export const ALARM_STATUSES = ['ACTIVE_UNACK', 'ACTIVE_ACK', 'CLEARED_UNACK', 'CLEARED_ACK'] as const;
export const ALARM_SEARCH_STATUSES = ['ANY', 'ACTIVE', 'CLEARED', 'ACK', 'UNACK'] as const;
export type AlarmSearchStatusName = (typeof ALARM_SEARCH_STATUSES)[number];

/**
 * ThingsBoard's severity colours (red, orange, yellow, olive, green), drawn as the severity's dot. The label next
 * to it uses a tone of the same hue with 4.5:1 contrast on the light surface (ThingsBoard's yellow and olive are below
 * 2.5:1 on white) and on the dark one; a host may override each with `--iot-severity-<name>`.
 */
export const SEVERITY_COLORS: Record<string, string> = {
  CRITICAL: '#ff0000',
  MAJOR: '#ffa500',
  MINOR: '#ffca3d',
  WARNING: '#abab00',
  INDETERMINATE: '#008000',
};

/** Label tones [light theme, dark theme]. */
export const SEVERITY_TEXT: Record<string, readonly [string, string]> = {
  CRITICAL: ['#c62828', '#ff6b6b'],
  MAJOR: ['#a35200', '#ffa500'],
  MINOR: ['#7a6000', '#ffca3d'],
  WARNING: ['#6b6b00', '#c4c400'],
  INDETERMINATE: ['#006400', '#5cb85c'],
};

const kebab = (s: string) => s.toLowerCase().replace(/_/g, '-');

/** 'CRITICAL' → 'alarm.severity-critical'. */
export const severityKey = (severity: string) => `alarm.severity-${kebab(severity)}`;
/** 'ACTIVE_UNACK' → 'alarm.status-active-unack'. */
export const statusKey = (status: string) => `alarm.status-${kebab(status)}`;
/** 'ANY' → 'alarm.search-status-any'. */
export const searchStatusKey = (status: string) => `alarm.search-status-${kebab(status)}`;

export const isAcked = (status: string) => status === 'ACTIVE_ACK' || status === 'CLEARED_ACK';
export const isCleared = (status: string) => status === 'CLEARED_UNACK' || status === 'CLEARED_ACK';

/** Statuses a search status selects (the server's mapping, shown here for filtering updates client-side). */
export function statusesOfSearch(search: string): readonly string[] {
  switch (search) {
    case 'ACTIVE':
      return ['ACTIVE_UNACK', 'ACTIVE_ACK'];
    case 'CLEARED':
      return ['CLEARED_UNACK', 'CLEARED_ACK'];
    case 'ACK':
      return ['ACTIVE_ACK', 'CLEARED_ACK'];
    case 'UNACK':
      return ['ACTIVE_UNACK', 'CLEARED_UNACK'];
    default:
      return ALARM_STATUSES;
  }
}

/** A search status from an attribute value (case-insensitive); anything else is ANY. */
export function parseSearchStatus(value: string | null | undefined): AlarmSearchStatusName {
  const v = (value ?? '').trim().toUpperCase();
  return (ALARM_SEARCH_STATUSES as readonly string[]).includes(v) ? (v as AlarmSearchStatusName) : 'ANY';
}

/** The status after acknowledging (ackTs is set by the server). */
export function ackedStatus(status: string): string {
  return isCleared(status) ? 'CLEARED_ACK' : 'ACTIVE_ACK';
}

/** The status after clearing. */
export function clearedStatus(status: string): string {
  return isAcked(status) ? 'CLEARED_ACK' : 'CLEARED_UNACK';
}

/** The alarm as it reads after a successful ack or clear at `now` (the dialog updates without a reload). */
export function applyAlarmAction<T extends AlarmRow>(alarm: T, action: 'ack' | 'clear', now = Date.now()): T {
  return action === 'ack'
    ? { ...alarm, status: ackedStatus(alarm.status), ackTs: alarm.ackTs || now }
    : { ...alarm, status: clearedStatus(alarm.status), clearTs: alarm.clearTs || now };
}

/** The rows of a selection an action still applies to (bulk ack skips acknowledged ones, clear cleared ones). */
export function actionable<T extends AlarmRow>(rows: readonly T[], action: 'ack' | 'clear'): T[] {
  return rows.filter((r) => (action === 'ack' ? !isAcked(r.status) : !isCleared(r.status)));
}

/** ThingsBoard's alarm table default: history, the last 30 days. */
export function lastMonthWindow(): Timewindow {
  return {
    selectedTab: TimewindowType.HISTORY,
    history: { historyType: HistoryWindowType.LAST_INTERVAL, timewindowMs: 30 * DAY },
  };
}
