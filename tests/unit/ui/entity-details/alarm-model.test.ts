import { describe, expect, it } from 'vitest';
import {
  ackedStatus,
  actionable,
  applyAlarmAction,
  clearedStatus,
  isAcked,
  isCleared,
  lastMonthWindow,
  parseSearchStatus,
  searchStatusKey,
  SEVERITY_COLORS,
  severityKey,
  statusesOfSearch,
  statusKey,
  type AlarmRow,
} from '../../../../src/ui/entity-details/alarm-model';
import { historyRange } from '../../../../src/ui/entity-details/history-window';
import en from '../../../../locales/en_US.json';

const row = (status: string, extra: Partial<AlarmRow> = {}): AlarmRow => ({
  id: { id: status },
  createdTime: 1,
  originator: { entityType: 'DEVICE', id: 'd' },
  type: 'High temperature',
  severity: 'MAJOR',
  status,
  ...extra,
});

describe('alarm statuses', () => {
  it('maps statuses, severities and search statuses to locale keys that exist', () => {
    const alarm = (en as { alarm: Record<string, string> }).alarm;
    const leaf = (key: string) => alarm[key.slice('alarm.'.length)];
    expect(statusKey('ACTIVE_UNACK')).toBe('alarm.status-active-unack');
    expect(leaf(statusKey('CLEARED_ACK'))).toBe('Cleared Acknowledged');
    expect(severityKey('INDETERMINATE')).toBe('alarm.severity-indeterminate');
    for (const s of ['ANY', 'ACTIVE', 'CLEARED', 'ACK', 'UNACK']) expect(leaf(searchStatusKey(s))).toBeTruthy();
    for (const s of Object.keys(SEVERITY_COLORS)) expect(leaf(severityKey(s))).toBeTruthy();
  });

  it('knows acknowledged and cleared statuses', () => {
    expect([isAcked('ACTIVE_ACK'), isAcked('CLEARED_ACK'), isAcked('ACTIVE_UNACK'), isAcked('CLEARED_UNACK')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([isCleared('CLEARED_UNACK'), isCleared('CLEARED_ACK'), isCleared('ACTIVE_ACK')]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('moves a status on ack and clear as the server does', () => {
    expect(ackedStatus('ACTIVE_UNACK')).toBe('ACTIVE_ACK');
    expect(ackedStatus('CLEARED_UNACK')).toBe('CLEARED_ACK');
    expect(clearedStatus('ACTIVE_UNACK')).toBe('CLEARED_UNACK');
    expect(clearedStatus('ACTIVE_ACK')).toBe('CLEARED_ACK');
  });

  it('applies an action to a shown alarm, keeping times already set', () => {
    expect(applyAlarmAction(row('ACTIVE_UNACK'), 'ack', 50)).toMatchObject({ status: 'ACTIVE_ACK', ackTs: 50 });
    expect(applyAlarmAction(row('ACTIVE_ACK', { ackTs: 7 }), 'clear', 60)).toMatchObject({
      status: 'CLEARED_ACK',
      ackTs: 7,
      clearTs: 60,
    });
  });

  it('selects the search statuses of the server', () => {
    expect(statusesOfSearch('ACTIVE')).toEqual(['ACTIVE_UNACK', 'ACTIVE_ACK']);
    expect(statusesOfSearch('UNACK')).toEqual(['ACTIVE_UNACK', 'CLEARED_UNACK']);
    expect(statusesOfSearch('ANY')).toHaveLength(4);
  });

  it('parses the search-status attribute leniently', () => {
    expect(parseSearchStatus('active')).toBe('ACTIVE');
    expect(parseSearchStatus(' Unack ')).toBe('UNACK');
    expect(parseSearchStatus('nope')).toBe('ANY');
    expect(parseSearchStatus(undefined)).toBe('ANY');
  });

  it('bulk actions skip the rows they no longer apply to', () => {
    const rows = [row('ACTIVE_UNACK'), row('ACTIVE_ACK'), row('CLEARED_UNACK'), row('CLEARED_ACK')];
    expect(actionable(rows, 'ack').map((r) => r.status)).toEqual(['ACTIVE_UNACK', 'CLEARED_UNACK']);
    expect(actionable(rows, 'clear').map((r) => r.status)).toEqual(['ACTIVE_UNACK', 'ACTIVE_ACK']);
  });

  it('defaults to the last 30 days', () => {
    const now = 1_700_000_000_000;
    expect(historyRange(lastMonthWindow(), now)).toEqual({ startTime: now - 30 * 86_400_000, endTime: now });
  });
});
