import { describe, expect, it } from 'vitest';
import { alarmQueryString, ALARM_SEARCH_STATUSES, ALARM_SEVERITIES, ALARM_STATUSES } from '../../../src/api/alarms';
import * as ui from '../../../src/ui/entity-details/alarm-model';

describe('alarm list query', () => {
  const link = {
    pageSize: 10,
    page: 1,
    textSearch: 'high',
    sortOrder: { property: 'createdTime', direction: 'DESC' as const },
    startTime: 100,
    endTime: 200,
  };

  it('builds the time page link plus searchStatus and fetchOriginator', () => {
    expect(alarmQueryString(link, { searchStatus: 'ACTIVE' })).toBe(
      '?pageSize=10&page=1&textSearch=high&sortProperty=createdTime&sortOrder=DESC&startTime=100&endTime=200&searchStatus=ACTIVE&fetchOriginator=true',
    );
  });

  it('never sends searchStatus and status together (the server answers 400): a status wins', () => {
    const q = alarmQueryString(
      { pageSize: 5, page: 0 },
      { searchStatus: 'ANY', status: 'CLEARED_ACK', fetchOriginator: false },
    );
    expect(q).toBe('?pageSize=5&page=0&status=CLEARED_ACK&fetchOriginator=false');
  });

  it('leaves out an unset search status', () => {
    expect(alarmQueryString({ pageSize: 5, page: 0 })).toBe('?pageSize=5&page=0&fetchOriginator=true');
  });

  it('shares its enums with the UI vocabulary', () => {
    expect([...ui.ALARM_SEVERITIES]).toEqual([...ALARM_SEVERITIES]);
    expect([...ui.ALARM_STATUSES]).toEqual([...ALARM_STATUSES]);
    expect([...ui.ALARM_SEARCH_STATUSES]).toEqual([...ALARM_SEARCH_STATUSES]);
  });
});
