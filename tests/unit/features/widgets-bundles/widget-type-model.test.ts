/** Widget descriptor editing and the preview's sample data. */
import { describe, expect, it } from 'vitest';
import { nextSample } from '../../../../src/features/widgets-bundles/model/sample-data';
import {
  invalidJsonField,
  newDescriptor,
  previewConfig,
  readDescriptor,
  toStoredDescriptor,
  WIDGET_KINDS,
} from '../../../../src/features/widgets-bundles/model/widget-type-model';

describe('widget descriptor', () => {
  it('reads stored descriptors, keeping unknown keys and turning objects into editable JSON text', () => {
    const d = readDescriptor({
      type: 'rpc',
      sizeX: 4,
      resources: [{ url: 'https://cdn/x.js' }, 'https://cdn/y.css'],
      defaultConfig: { a: 1 },
      custom: true,
    });
    expect(d.type).toBe('rpc');
    expect([d.sizeX, d.sizeY]).toEqual([4, 6]);
    expect(d.resources).toEqual([{ url: 'https://cdn/x.js' }, { url: 'https://cdn/y.css' }]);
    expect(JSON.parse(d.defaultConfig)).toEqual({ a: 1 });
    expect(d['custom']).toBe(true);
    expect(readDescriptor({ type: 'nonsense' }).type).toBe('latest');
  });

  it('finds invalid JSON fields; empty is fine; blank resources are dropped on save', () => {
    const d = newDescriptor('latest');
    expect(invalidJsonField(d)).toBeNull();
    expect(invalidJsonField({ ...d, dataKeySettingsSchema: '' })).toBeNull();
    expect(invalidJsonField({ ...d, settingsSchema: '{ nope' })).toBe('settingsSchema');
    expect(toStoredDescriptor({ ...d, resources: [{ url: ' ' }, { url: ' https://a/b.js ' }] })['resources']).toEqual([
      { url: 'https://a/b.js' },
    ]);
  });

  it('every kind has a template whose default config parses; data kinds get two sample keys', () => {
    for (const k of WIDGET_KINDS) {
      const d = newDescriptor(k);
      expect(d.type).toBe(k);
      expect(d.controllerScript).toContain('self.onInit');
      const cfg = previewConfig(d);
      expect(cfg.keys.length).toBe(k === 'timeseries' || k === 'latest' ? 2 : 0);
    }
    expect(previewConfig(newDescriptor('static')).settings).toEqual({ text: 'Hello from a static widget' });
    expect(previewConfig({ ...newDescriptor('latest'), defaultConfig: 'broken' }).keys).toEqual([]);
  });
});

describe('sample data', () => {
  const keys = previewConfig(newDescriptor('timeseries')).keys;

  it('random walk within -1000..1000, one point per key for latest widgets', () => {
    let data = nextSample([], keys, 'latest', 1000, () => 1);
    expect(data[0]!.keys.map((k) => k.values)).toEqual([[50], [50]]);
    for (let i = 0; i < 30; i++) data = nextSample(data, keys, 'latest', 1000 + i, () => 1);
    expect(data[0]!.keys[0]!.values).toEqual([1000]);
    expect(data[0]!.keys[0]!.ts).toEqual([1029]);
  });

  it('time series keep the last points; alarm and static widgets get none', () => {
    let data = nextSample([], keys, 'timeseries', 0, () => 0);
    for (let i = 1; i < 5; i++) data = nextSample(data, keys, 'timeseries', i, () => 0, 3);
    expect(data[0]!.keys[1]!.ts).toEqual([2, 3, 4]);
    expect(data[0]!.keys[1]!.values).toEqual([-150, -200, -250]);
    expect(nextSample([], keys, 'alarm', 0)).toEqual([]);
    expect(nextSample([], keys, 'static', 0)).toEqual([]);
  });
});
