/** Pure logic of the widgets: QR encoding, chart geometry and series alignment, input validation, patterns, colours, maps, date ranges. */
import { describe, expect, it } from 'vitest';
import { alignSeries, seriesStats } from '../../../src/widgets/charts/chart-series';
import { arcSlice, niceTicks, pieSlices } from '../../../src/widgets/charts/pie-math';
import { luminance, parseColor, themed } from '../../../src/widgets/common/colors';
import { formatValue } from '../../../src/widgets/common/format';
import { renderMarkdown } from '../../../src/widgets/common/markdown';
import { fillPattern, rowVariables } from '../../../src/widgets/common/pattern';
import {
  dataCodewords,
  encodeQr,
  formatBits,
  rawDataModules,
  rsRemainder,
} from '../../../src/widgets/common/qr-encoder';
import { parseCommand } from '../../../src/widgets/controls/rpc-terminal';
import { levelColor, ratio } from '../../../src/widgets/gauges/gauge-math';
import { updateTarget, validateValue } from '../../../src/widgets/inputs/value-types';
import { mapMarkers, mapSettings } from '../../../src/widgets/maps/map-model';
import { navigateRange, rangeFor } from '../../../src/widgets/misc/date-range';
import type { DatasourceData, KeyData } from '../../../src/widgets/widget-contract';

const kd = (name: string, ts: number[], values: unknown[], extra: Partial<KeyData['key']> = {}): KeyData => ({
  key: { name, type: 'timeseries', label: name, color: '#000', settings: {}, ...extra },
  ts,
  values,
});
const row = (name: string, keys: KeyData[]): DatasourceData => ({
  index: 0,
  type: 'entity',
  name,
  aliasName: 'al',
  entity: { id: name, entityType: 'DEVICE', name, label: '' },
  keys,
});

describe('QR encoder', () => {
  it('has the standard capacities (byte mode, level M) and format bits', () => {
    expect([1, 2, 3, 4, 5, 10, 40].map(dataCodewords)).toEqual([16, 28, 44, 64, 86, 216, 2334]);
    expect(rawDataModules(1)).toBe(208);
    expect(formatBits(0).toString(2).padStart(15, '0')).toBe('101010000010010');
    expect(
      rsRemainder(
        [0x40, 0xd2, 0x75, 0x47, 0x76, 0x17, 0x32, 0x06, 0x27, 0x26, 0x96, 0xc6, 0xc6, 0x96, 0x70, 0xec],
        [0xd8, 0x21, 0x79, 0x0f, 0x84, 0x47, 0xbc, 0x73, 0xd4, 0xe6],
      ).length,
    ).toBe(10);
  });
  it('draws a version 1 symbol with its finder patterns, growing with the text', () => {
    const m = encodeQr('Thermostat T1');
    expect(m).toHaveLength(21);
    const finder = [0, 1, 2, 3, 4, 5, 6].map((i) => m[0]![i]);
    expect(finder).toEqual([true, true, true, true, true, true, true]);
    expect(m[1]!.slice(0, 7)).toEqual([true, false, false, false, false, false, true]);
    expect(encodeQr('x'.repeat(100)).length).toBe(4 * 6 + 17); // 102 codewords need version 6 at level M
    expect(() => encodeQr('x'.repeat(3000))).toThrow();
  });
});

describe('charts', () => {
  it('aligns series with different timestamps on one x axis, with nulls', () => {
    const a = alignSeries([row('A', [kd('t', [1, 3], ['1', '3']), kd('h', [2, 3], [20, 30])])]);
    expect(a.xs).toEqual([1, 2, 3]);
    expect(a.series.map((s) => s.ys)).toEqual([
      [1, null, 3],
      [null, 20, 30],
    ]);
    const shared = alignSeries([row('A', [kd('t', [1, 2], [1, 2])])]);
    expect(shared.xs).toEqual([1, 2]);
    expect(
      alignSeries([row('A', [kd('t', [1], [1])]), row('B', [kd('t', [1], [2])])]).series.map((s) => s.label),
    ).toEqual(['A t', 'B t']);
    expect(seriesStats([1, null, 5])).toEqual({ min: 1, max: 5, avg: 3, total: 6 });
  });
  it('pie slices, arcs and nice ticks', () => {
    const s = pieSlices([1, 1, 2]);
    expect(s[2]!.end).toBeCloseTo(Math.PI * 2);
    expect(s[2]!.start).toBeCloseTo(Math.PI);
    expect(arcSlice(10, 0, 0, Math.PI)).toMatch(/^M 0 0 L /);
    expect(arcSlice(10, 5, 0, Math.PI * 2)).toContain('Z M 0 -5');
    expect(niceTicks(0, 93, 5)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(-3, 7, 4)).toEqual([-5, -2.5, 0, 2.5, 5, 7.5]);
  });
});

describe('inputs, gauges, formatting, patterns, colours', () => {
  it('update widgets: value type and destination from the type alias; validation', () => {
    expect(updateTarget('update_shared_double_attribute')).toEqual({ type: 'double', scope: 'SHARED_SCOPE' });
    expect(updateTarget('update_integer_timeseries')).toEqual({ type: 'integer', scope: 'TIMESERIES' });
    expect(updateTarget('update_server_location_attribute')).toEqual({ type: 'location', scope: 'SERVER_SCOPE' });
    expect(validateValue('integer', '4.5', {})).toBe('invalid');
    expect(validateValue('integer', '', {})).toBe('required');
    expect(validateValue('integer', '', { isRequired: false })).toBeNull();
    expect(validateValue('double', '12', { maxValue: 10 })).toBe('max');
    expect(validateValue('string', 'ab', { minLength: 3 })).toBe('min');
  });
  it('gauge ratio and level colours', () => {
    expect(ratio(150, 0, 100)).toBe(1);
    expect(ratio(25, 0, 100)).toBe(0.25);
    expect(levelColor(['#000000', '#ffffff'], 0.5, 'red')).toBe('rgba(128, 128, 128, 1)');
    expect(levelColor([], 0.5, 'red')).toBe('red');
  });
  it('formats values with decimals (trailing zeros dropped) and units', () => {
    expect(formatValue(21.456, 1, '°C')).toBe('21.5 °C');
    expect(formatValue('20.00', 2)).toBe('20');
    expect(formatValue(20, 2, undefined, true)).toBe('20.00');
    expect(formatValue('on')).toBe('on');
    expect(formatValue(null)).toBe('');
  });
  it('fills ${label}, ${label:dec}, ${entityName} patterns; escapes for HTML', () => {
    const vars = rowVariables(row('T<1>', [kd('temperature', [1], [21.456], { label: 'Temp', decimals: 2 })]));
    expect(fillPattern('${entityName}: ${Temp:1} / ${temperature} ${missing}', vars)).toBe('T<1>: 21.5 / 21.46 ');
    expect(fillPattern('<b>${entityName}</b>', vars, { escape: true })).toBe('<b>T&lt;1&gt;</b>');
  });
  it('adapts light backgrounds and dark text to the dark theme only', () => {
    expect(themed('#fff', 'bg', 'light')).toBe('#fff');
    expect(themed('#ffffff', 'bg', 'dark')).toContain('--iot-color-surface');
    expect(themed('rgba(0,0,0,0.87)', 'fg', 'dark')).toContain('--iot-color-text');
    expect(themed('#ff5722', 'bg', 'dark')).toBe('#ff5722');
    expect(luminance(parseColor('#000')!)).toBe(0);
  });
  it('renders markdown with escaped text', () => {
    expect(renderMarkdown('# T\n- **a** <x>\n- `b`')).toBe(
      '<h1>T</h1>\n<ul><li><strong>a</strong> &lt;x&gt;</li><li><code>b</code></li></ul>',
    );
    expect(renderMarkdown('| a | b |\n|---|---|\n| 1 | 2 |')).toBe(
      '<table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>',
    );
  });
});

describe('maps, terminal, date ranges', () => {
  it('markers from the position keys; routes from their history', () => {
    const st = mapSettings({}, 'maps_v2.openstreetmap');
    const [m] = mapMarkers(
      [row('A', [kd('latitude', [1, 2], ['37.1', '37.2']), kd('longitude', [1, 2], [-122, -122.5])])],
      st,
    );
    expect(m!.position).toEqual([37.2, -122.5]);
    expect(m!.route).toEqual([
      [37.1, -122],
      [37.2, -122.5],
    ]);
    expect(
      mapSettings(
        { defaultCenterPosition: '10, 20', draggableMarker: false },
        'input_widgets.markers_placement_openstreetmap',
      ),
    ).toMatchObject({ defaultCenter: [10, 20], draggable: true });
    expect(mapSettings({}, 'maps_v2.image_map').image).toBe(true);
  });
  it('parses terminal commands', () => {
    expect(parseCommand('getTemp')).toEqual({ method: 'getTemp', params: {} });
    expect(parseCommand('set {"v":1}')).toEqual({ method: 'set', params: { v: 1 } });
    expect(parseCommand('echo hello world')).toEqual({ method: 'echo', params: 'hello world' });
  });
  it('date range navigator: weeks start on the configured day; steps keep the length', () => {
    const wed = new Date(2026, 10, 18, 15).getTime();
    const w = rangeFor('week', wed, 1);
    expect(new Date(w.start).getDay()).toBe(1);
    expect(w.end - w.start).toBe(7 * 86_400_000 - 1);
    const next = navigateRange(w, 'day', 1);
    expect(next.start - w.start).toBe(86_400_000);
    expect(new Date(rangeFor('month', wed).start).getDate()).toBe(1);
  });
});
