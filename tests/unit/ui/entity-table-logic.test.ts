// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { readTablePrefs, TABLE_PREFS_KEY, writeTablePrefs } from '../../../src/ui/entity-table/table-prefs';
import { rangeLabel } from '../../../src/ui/entity-table/paginator';
import { historyRange, quickIntervalRange } from '../../../src/ui/entity-details/history-window';
import { relationPage, type RelationRow } from '../../../src/ui/entity-details/relations-table';

describe('table preferences (persisted page size and sort per user)', () => {
  beforeEach(() => localStorage.clear());

  it('are kept per user and table under one TB- key', () => {
    writeTablePrefs('u1', 'devices', { pageSize: 30 });
    writeTablePrefs('u1', 'devices', { sort: { property: 'name', direction: 'ASC' } });
    writeTablePrefs('u2', 'devices', { pageSize: 100 });
    expect(readTablePrefs('u1', 'devices')).toEqual({ pageSize: 30, sort: { property: 'name', direction: 'ASC' } });
    expect(readTablePrefs('u2', 'devices')).toEqual({ pageSize: 100 });
    expect(readTablePrefs('u1', 'assets')).toEqual({});
    expect(Object.keys(JSON.parse(localStorage.getItem(TABLE_PREFS_KEY)!))).toEqual(['u1/devices', 'u2/devices']);
  });

  it('ignore garbage in storage', () => {
    localStorage.setItem(
      TABLE_PREFS_KEY,
      JSON.stringify({ 'u/t': { pageSize: -3, sort: { property: 1, direction: 'UP' } } }),
    );
    expect(readTablePrefs('u', 't')).toEqual({});
    localStorage.setItem(TABLE_PREFS_KEY, '{not json');
    expect(readTablePrefs('u', 't')).toEqual({});
  });
});

describe('paginator range', () => {
  it('reads like mat-paginator', () => {
    expect(rangeLabel(0, 10, 31, 'of')).toBe('1 – 10 of 31');
    expect(rangeLabel(3, 10, 31, 'of')).toBe('31 – 31 of 31');
    expect(rangeLabel(0, 10, 0, 'of')).toBe('0 of 0');
  });
});

describe('history windows of audit logs and events', () => {
  const now = new Date(2024, 4, 15, 13, 30).getTime(); // Wednesday
  it('default to the last day', () => {
    expect(historyRange(null, now)).toEqual({ startTime: now - 86_400_000, endTime: now });
  });
  it('resolve quick intervals in local time', () => {
    expect(quickIntervalRange('CURRENT_DAY_SO_FAR', new Date(now))).toEqual({
      startTime: new Date(2024, 4, 15).getTime(),
      endTime: now,
    });
    expect(quickIntervalRange('YESTERDAY', new Date(now))).toEqual({
      startTime: new Date(2024, 4, 14).getTime(),
      endTime: new Date(2024, 4, 15).getTime(),
    });
    expect(quickIntervalRange('CURRENT_WEEK_ISO', new Date(now)).startTime).toBe(new Date(2024, 4, 13).getTime());
    expect(quickIntervalRange('CURRENT_WEEK', new Date(now)).startTime).toBe(new Date(2024, 4, 12).getTime());
    expect(quickIntervalRange('PREVIOUS_MONTH', new Date(now))).toEqual({
      startTime: new Date(2024, 3, 1).getTime(),
      endTime: new Date(2024, 4, 1).getTime(),
    });
  });
  it('use a fixed window as it is', () => {
    expect(
      historyRange(
        { selectedTab: 1, history: { historyType: 1, fixedTimewindow: { startTimeMs: 5, endTimeMs: 9 } } },
        now,
      ),
    ).toEqual({ startTime: 5, endTime: 9 });
  });
});

describe('relations list paging', () => {
  const rel = (type: string, name: string, entityType = 'DEVICE'): RelationRow => ({
    from: { entityType: 'ASSET', id: 'a' },
    to: { entityType, id: name },
    type,
    toName: name,
  });
  it('sorts by type, entity type or name and searches type and name', () => {
    const rows = [rel('Manages', 'T2'), rel('Contains', 'S1'), rel('Contains', 'A1', 'ASSET')];
    const byName = relationPage(
      rows,
      { pageSize: 10, page: 0, textSearch: null, sortOrder: { property: 'name', direction: 'DESC' } },
      'FROM',
    );
    expect(byName.data.map((r) => r.toName)).toEqual(['T2', 'S1', 'A1']);
    const search = relationPage(
      rows,
      { pageSize: 1, page: 0, textSearch: 'contains', sortOrder: { property: 'entityType', direction: 'ASC' } },
      'FROM',
    );
    expect(search).toMatchObject({ totalElements: 2, hasNext: true, data: [{ toName: 'A1' }] });
  });
});
