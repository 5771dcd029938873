import { describe, expect, it } from 'vitest';
import {
  exportWidget,
  importWidget,
  isWidgetExport,
} from '../../../../../../src/features/dashboards/editor/ops/widget-transfer';
import {
  configOf,
  layoutItems,
  widgetsOf,
  type Json,
} from '../../../../../../src/features/dashboards/editor/ops/tb-json';
import { ids, sampleDashboard } from '../fixtures';

const main = { stateId: 'default', layoutId: 'main' as const };

describe('exportWidget', () => {
  it('carries the widget, its aliases and filters by name, its size and the columns', () => {
    const out = exportWidget(sampleDashboard(), main, 'w1')!;
    expect(out.widget.id).toBe('w1');
    expect(out.aliasesInfo.datasourceAliases).toEqual({
      0: { alias: 'Thermostats', filter: { type: 'deviceType', deviceType: 'thermostat', resolveMultiple: true } },
    });
    expect(out.filtersInfo.datasourceFilters[0]!.filterName).toBe('Hot');
    expect(out.originalSize).toEqual({ sizeX: 6, sizeY: 4 });
    expect(out.originalColumns).toBe(24);
    expect(isWidgetExport(JSON.parse(JSON.stringify(out)))).toBe(true);
    expect(isWidgetExport({ widget: { foo: 1 } })).toBe(false);
    expect(exportWidget(sampleDashboard(), { stateId: 'other', layoutId: 'main' }, 'w1')).toBeNull();
  });
});

describe('importWidget', () => {
  it('reuses an alias and filter of the same name and definition (paste into the same dashboard)', () => {
    const raw = sampleDashboard();
    const next = importWidget(raw, main, exportWidget(raw, main, 'w1')!, ids());
    const c = configOf(next);
    expect(Object.keys(c.entityAliases as Json)).toEqual(['a1']);
    expect(Object.keys(c.filters as Json)).toEqual(['f1']);
    const w = widgetsOf(next).n1 as Json;
    expect(((w.config as Json).datasources as Json[])[0]!.entityAliasId).toBe('a1');
    expect(layoutItems(next, 'default', 'main').n1).toEqual({ sizeX: 6, sizeY: 4, row: 0, col: 14 });
  });
  it('adds a differing alias under a free name and rewires the datasource', () => {
    const src = sampleDashboard();
    const exported = exportWidget(src, main, 'w1')!;
    exported.aliasesInfo.datasourceAliases[0] = {
      alias: 'Thermostats',
      filter: { type: 'entityType', entityType: 'ASSET' },
    };
    const next = importWidget(sampleDashboard(), { stateId: 'other', layoutId: 'main' }, exported, ids());
    const aliases = configOf(next).entityAliases as Record<string, Json>;
    expect(aliases.n1).toEqual({
      id: 'n1',
      alias: 'Thermostats 1',
      filter: { type: 'entityType', entityType: 'ASSET' },
    });
    const w = widgetsOf(next).n2 as Json;
    expect(((w.config as Json).datasources as Json[])[0]!.entityAliasId).toBe('n1');
    expect(((w.config as Json).datasources as Json[])[0]!.filterId).toBe('f1');
    // 24 → 12 columns: half as wide.
    expect(layoutItems(next, 'other', 'main').n2).toMatchObject({ sizeX: 3, sizeY: 4, row: 0, col: 0 });
  });
  it('adds the aliases to a dashboard that has none, and maps target device aliases', () => {
    const exported = exportWidget(sampleDashboard(), main, 'w1')!;
    exported.widget = {
      ...exported.widget,
      config: { ...(exported.widget.config as Json), targetDeviceAliasIds: ['a1'] },
    };
    exported.aliasesInfo.targetDeviceAliases = {
      0: { alias: 'Thermostats', filter: { type: 'deviceType', deviceType: 'thermostat', resolveMultiple: true } },
    };
    const empty = {
      title: 'E',
      configuration: {
        widgets: {},
        states: { default: { name: 'D', root: true, layouts: { main: { widgets: {} } } } },
      },
    };
    const next = importWidget(empty, main, exported, ids());
    const aliases = configOf(next).entityAliases as Record<string, Json>;
    expect(Object.values(aliases).map((a) => a.alias)).toEqual(['Thermostats']);
    const w = Object.values(widgetsOf(next))[0] as Json;
    expect((w.config as Json).targetDeviceAliasIds).toEqual(['n1']);
    expect(configOf(next).filters).toMatchObject({ n2: { filter: 'Hot', editable: true } });
  });
});
