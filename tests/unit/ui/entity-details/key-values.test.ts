/** Attribute / latest telemetry rows: value display, in-memory page/sort/search, live merge, key rules. */
import { describe, expect, it } from 'vitest';
import {
  applyLiveChanges,
  formatKeyValue,
  keyError,
  keyValuePage,
  type KeyValueRow,
} from '../../../../src/ui/entity-details/key-values';

const rows: KeyValueRow[] = [
  { key: 'temperature', lastUpdateTs: 30, value: 21.5 },
  { key: 'active', lastUpdateTs: 10, value: true },
  { key: 'config', lastUpdateTs: 20, value: { a: 1, b: [1, 2] } },
  { key: 'Target10', lastUpdateTs: 40, value: 'x' },
  { key: 'target9', lastUpdateTs: 40, value: 'y' },
];
const link = (p: Partial<Parameters<typeof keyValuePage>[1]> = {}) => ({
  page: 0,
  pageSize: 10,
  textSearch: null,
  sortOrder: { property: 'key', direction: 'ASC' as const },
  ...p,
});

describe('formatKeyValue', () => {
  it('shows JSON compact, booleans as true/false, numbers and strings as text', () => {
    expect(formatKeyValue({ a: 1, b: [1, 2] })).toBe('{"a":1,"b":[1,2]}');
    expect(formatKeyValue([1, 'x'])).toBe('[1,"x"]');
    expect(formatKeyValue(false)).toBe('false');
    expect(formatKeyValue(true)).toBe('true');
    expect(formatKeyValue(21.5)).toBe('21.5');
    expect(formatKeyValue('')).toBe('');
    expect(formatKeyValue(null)).toBe('');
  });
});

describe('keyValuePage', () => {
  it('sorts by key (case-insensitive, numeric aware) and pages', () => {
    const p = keyValuePage(rows, link({ pageSize: 2, page: 1 }));
    expect(p.data.map((r) => r.key)).toEqual(['target9', 'Target10']);
    expect(p).toMatchObject({ totalElements: 5, totalPages: 3, hasNext: true });
    expect(keyValuePage(rows, link({ pageSize: 2, page: 2 })).data.map((r) => r.key)).toEqual(['temperature']);
  });
  it('sorts by last update time descending (key breaks ties) and by value', () => {
    expect(
      keyValuePage(rows, link({ sortOrder: { property: 'lastUpdateTs', direction: 'DESC' } })).data.map((r) => r.key),
    ).toEqual(['Target10', 'target9', 'temperature', 'config', 'active']);
    expect(
      keyValuePage(rows, link({ sortOrder: { property: 'value', direction: 'ASC' } })).data.map((r) => r.key),
    ).toEqual(['config', 'temperature', 'active', 'Target10', 'target9']);
  });
  it('searches by key only', () => {
    expect(keyValuePage(rows, link({ textSearch: 'TARG' })).data.map((r) => r.key)).toEqual(['target9', 'Target10']);
    expect(keyValuePage(rows, link({ textSearch: 'true' })).totalElements).toBe(0);
  });
});

describe('applyLiveChanges', () => {
  it('adds new keys, replaces newer values, keeps typed rows on equal timestamps, removes deleted keys', () => {
    const map = new Map(rows.map((r) => [r.key, r]));
    expect(applyLiveChanges(map, [{ key: 'temperature', ts: 30, value: '21.5' }])).toBe(false);
    expect(map.get('temperature')!.value).toBe(21.5);
    expect(
      applyLiveChanges(map, [
        { key: 'temperature', ts: 31, value: '22' },
        { key: 'humidity', ts: 31, value: '40' },
      ]),
    ).toBe(true);
    expect(map.get('temperature')).toEqual({ key: 'temperature', lastUpdateTs: 31, value: '22' });
    expect(map.has('humidity')).toBe(true);
    expect(applyLiveChanges(map, [{ key: 'active', ts: 0, value: null }])).toBe(true);
    expect(map.has('active')).toBe(false);
    expect(applyLiveChanges(map, [{ key: 'missing', ts: 0, value: null }])).toBe(false);
  });
});

describe('keyError', () => {
  it('requires a key of at most 255 characters', () => {
    expect(keyError('  ')).toBe('attribute.key-required');
    expect(keyError('k'.repeat(255))).toBeNull();
    expect(keyError('k'.repeat(256))).toBe('attribute.key-max-length');
  });
});
