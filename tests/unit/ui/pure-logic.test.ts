import { describe, expect, it } from 'vitest';
import { addUnique, moveItem, normaliseKeys, splitChipText } from '../../../src/ui/chip-list/chips';
import {
  checkJsonObject,
  formatJson,
  jsonParseError,
  minifyJson,
  tidyJson,
} from '../../../src/ui/code-editor/json-format';
import { rowsToMap, rowsValid, mapToRows } from '../../../src/ui/key-value-map/key-value';
import { inferValueType, parseTyped, resetValue } from '../../../src/ui/value-input/value-type';
import { NULL_UUID, resolveEntitySelection } from '../../../src/ui/entity/entity-types';

describe('chips', () => {
  it('separators comma and semicolon split; entries trimmed; the unfinished tail is kept', () => {
    expect(splitChipText(' a , b;c')).toEqual({ entries: ['a', 'b'], rest: 'c' });
    expect(splitChipText('a,,;')).toEqual({ entries: ['a'], rest: '' });
  });
  it('duplicates and empties ignored', () => {
    expect(addUnique(['a'], ['a', 'b', 'b', ''], (s) => s)).toEqual(['a', 'b']);
    expect(normaliseKeys([' x ', 'x', '', 'y'])).toEqual(['x', 'y']);
  });
  it('draggable chips reorder', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['c', 'a', 'b']);
  });
});

describe('JSON formatting', () => {
  it("parse failure 'Error: name: message'", () => {
    expect(jsonParseError('{"a":')).toMatch(/^Error: SyntaxError: /);
    expect(jsonParseError('{}')).toBe(null);
  });
  it('tidy: indent 4, wrap 60 (short scalar arrays inline, long ones expanded)', () => {
    expect(tidyJson('{"a":[1,2],"b":{"c":true}}')).toBe('{\n    "a": [1, 2],\n    "b": {\n        "c": true\n    }\n}');
    const long = JSON.stringify({ values: Array.from({ length: 20 }, (_, i) => i * 1000) });
    expect(tidyJson(long).split('\n')[1]).toBe('    "values": [');
    expect(formatJson({ a: 1 }, 2)).toBe('{\n  "a": 1\n}');
    expect(tidyJson('not json')).toBe('not json');
  });
  it('minify', () => {
    expect(minifyJson('{\n  "a": [1, 2]\n}')).toBe('{"a":[1,2]}');
  });
  it('JSON object editor valid when text parses to an object, or when empty and not required', () => {
    expect(checkJsonObject('', false)).toEqual({ ok: true, value: null });
    expect(checkJsonObject(' ', true)).toEqual({ ok: false, error: 'required' });
    expect(checkJsonObject('5', false)).toEqual({ ok: false, error: 'not-object' });
    expect(checkJsonObject('{"a":1}', true)).toEqual({ ok: true, value: { a: 1 } });
  });
});

describe('value input', () => {
  it('type inferred on load: boolean, then integer (no decimal point), then double, then JSON for objects, else string', () => {
    expect([true, 3, -3, 3.5, { a: 1 }, [1], 'x', null].map(inferValueType)).toEqual([
      'BOOLEAN',
      'INTEGER',
      'INTEGER',
      'DOUBLE',
      'JSON',
      'JSON',
      'STRING',
      'STRING',
    ]);
  });
  it('resets to false for boolean, {} for JSON, empty otherwise', () => {
    expect(resetValue('BOOLEAN')).toBe(false);
    expect(resetValue('JSON')).toEqual({});
    expect(resetValue('STRING')).toBe('');
    expect(resetValue('INTEGER')).toBe(null);
  });
  it('integer: optional minus then digits; invalid value reported as null except booleans', () => {
    expect(parseTyped('INTEGER', '-12', false, true)).toEqual({ value: -12, error: null });
    expect(parseTyped('INTEGER', '1.5', false, true)).toEqual({ value: null, error: 'value.invalid-integer-value' });
    expect(parseTyped('INTEGER', '+1', false, true).value).toBe(null);
    expect(parseTyped('DOUBLE', '', false, true)).toEqual({ value: null, error: 'value.double-value-required' });
    expect(parseTyped('JSON', '{', false, false)).toEqual({ value: null, error: 'value.json-value-invalid' });
    expect(parseTyped('BOOLEAN', '', false, true)).toEqual({ value: false, error: null });
  });
});

describe('key-value map', () => {
  it('duplicate keys collapse to the last; every entry needs a non-empty key and value', () => {
    expect(
      rowsToMap([
        { key: 'a', value: '1' },
        { key: 'a', value: '2' },
      ]),
    ).toEqual({ a: '2' });
    expect(rowsValid([{ key: 'a', value: '' }])).toBe(false);
    expect(rowsValid([{ key: 'a', value: '1' }])).toBe(true);
    expect(rowsValid([], true)).toBe(false);
    expect(mapToRows({ x: 'y' })).toEqual([{ key: 'x', value: 'y' }]);
  });
});

describe('entity select', () => {
  it('emits nothing unless type and id are both set; pseudo types get the null id', () => {
    expect(resolveEntitySelection('DEVICE', null)).toBe(null);
    expect(resolveEntitySelection(null, 'x')).toBe(null);
    expect(resolveEntitySelection('DEVICE', 'x')).toEqual({ entityType: 'DEVICE', id: 'x' });
    expect(resolveEntitySelection('CURRENT_USER', 'x')).toEqual({ entityType: 'CURRENT_USER', id: NULL_UUID });
    expect(resolveEntitySelection('CURRENT_CUSTOMER', null)).toEqual({ entityType: 'CURRENT_CUSTOMER', id: NULL_UUID });
  });
});

import { extensionAllowed, formatFileSize, parseExtensions } from '../../../src/ui/file-input/file-utils';

describe('file helpers', () => {
  it('file size units bytes, KB, MB, GB, TB, PB with step 1024 and decimals 0, 1, 1, 1, 2, 2', () => {
    expect(formatFileSize(1000)).toBe('1000 bytes');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 ** 2)).toBe('5.0 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3.0 GB');
    expect(formatFileSize(1.234 * 1024 ** 4)).toBe('1.23 TB');
    expect(formatFileSize(2 * 1024 ** 5)).toBe('2.00 PB');
  });
  it('allowed extensions: comma-separated, dots optional', () => {
    const exts = parseExtensions(' JSON, .csv ,');
    expect(exts).toEqual(['json', 'csv']);
    expect(extensionAllowed('a.Json', exts)).toBe(true);
    expect(extensionAllowed('a.txt', exts)).toBe(false);
    expect(extensionAllowed('a.txt', [])).toBe(true);
  });
});

import { formatColor, hslToRgb, parseColor, rgbToHsl } from '../../../src/ui/color-picker/color';

describe('colour conversions', () => {
  it('parses hex and rgba, formats back', () => {
    expect(parseColor('#abc')).toEqual({ r: 170, g: 187, b: 204, a: 1 });
    expect(parseColor('rgba(1, 2, 3, 0.5)')).toEqual({ r: 1, g: 2, b: 3, a: 0.5 });
    expect(parseColor('rgb(300, 0, 0)')).toBe(null);
    expect(parseColor('red')).toBe(null);
    expect(formatColor({ r: 33, g: 150, b: 243, a: 1 })).toBe('#2196f3');
    expect(formatColor({ r: 1, g: 2, b: 3, a: 0.5 })).toBe('rgba(1, 2, 3, 0.5)');
  });
  it('HSL round trip', () => {
    const c = parseColor('#2196f3')!;
    const back = hslToRgb(rgbToHsl(c));
    for (const k of ['r', 'g', 'b'] as const) expect(Math.abs(back[k] - c[k])).toBeLessThanOrEqual(3);
  });
});
