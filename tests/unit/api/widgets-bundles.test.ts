import { describe, expect, it } from 'vitest';
import { NULL_UUID } from '../../../src/api/entity';
import {
  bundleExportFileName,
  isSystemBundle,
  parseBundleExport,
  toBundleExport,
  type WidgetsBundle,
  type WidgetType,
} from '../../../src/api/widgets-bundles';

const bundle: WidgetsBundle = {
  id: { entityType: 'WIDGETS_BUNDLE', id: 'b1' },
  createdTime: 1,
  tenantId: { entityType: 'TENANT', id: 't1' },
  alias: 'my_cards',
  title: 'My cards',
  image: null,
  description: 'Some',
};
const type: WidgetType = {
  id: { entityType: 'WIDGET_TYPE', id: 'w1' },
  tenantId: null,
  bundleAlias: 'my_cards',
  alias: 'card',
  name: 'Card',
  image: 'data:image/png;base64,AA',
  description: null,
  descriptor: { type: 'latest', sizeX: 7 },
};

describe('widgets bundles', () => {
  it('tells system bundles by the null tenant id', () => {
    expect(isSystemBundle({ tenantId: { entityType: 'TENANT', id: NULL_UUID } })).toBe(true);
    expect(isSystemBundle(bundle)).toBe(false);
  });

  it('exports without ids and parses its own export back', () => {
    const out = toBundleExport(bundle, [type]);
    expect(out).toEqual({
      widgetsBundle: { alias: 'my_cards', title: 'My cards', image: null, description: 'Some' },
      widgetTypes: [
        {
          alias: 'card',
          name: 'Card',
          image: 'data:image/png;base64,AA',
          description: null,
          descriptor: { type: 'latest', sizeX: 7 },
        },
      ],
    });
    expect(parseBundleExport(JSON.stringify(out))).toEqual(out);
  });

  it('refuses text that is not a bundle export', () => {
    expect(parseBundleExport('not json')).toBeNull();
    expect(parseBundleExport('[]')).toBeNull();
    expect(parseBundleExport('{"widgetsBundle":{"title":""}}')).toBeNull();
    expect(
      parseBundleExport('{"widgetsBundle":{"title":"A"},"widgetTypes":[{"name":"x","descriptor":{}}]}'),
    ).toBeNull();
    expect(parseBundleExport('{"widgetsBundle":{"title":"A"},"widgetTypes":[{"name":"x"}]}')).toBeNull();
    expect(parseBundleExport('{"widgetsBundle":{"title":"A"}}')).toEqual({
      widgetsBundle: { alias: '', title: 'A', image: null, description: null },
      widgetTypes: [],
    });
  });

  it('names the file after the bundle', () => {
    expect(bundleExportFileName({ title: 'A/B: c' })).toBe('A_B_ c.json');
    expect(bundleExportFileName({ title: ' ' })).toBe('widgets-bundle.json');
  });
});
