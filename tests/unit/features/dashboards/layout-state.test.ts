/**
 * Grid layout maths, the dashboard model parser (on our fixture dashboards, and on ThingsBoard 3.3.1's demo exports
 * when IOT_TB_COMPAT_DIR is set) and state navigation.
 */
import { describe, expect, it } from 'vitest';
import { COMPAT_SKIP, compatDir, readCorpus, type CorpusSource } from '../../../fixtures/corpus.mjs';
import {
  isMobileWidth,
  layoutGrid,
  mobileSort,
  MOBILE_BREAKPOINT,
} from '../../../../src/features/dashboards/layout/grid-math';
import {
  DEFAULT_GRID,
  parseDashboard,
  parseGridSettings,
  stateDisplayName,
} from '../../../../src/features/dashboards/model/dashboard-model';
import {
  defaultLegendConfig,
  normaliseDatasource,
  normaliseWidget,
} from '../../../../src/features/dashboards/model/widget-config';
import {
  actionStateParams,
  decodeState,
  encodeState,
  initialStack,
  navigateToIndex,
  openState,
  stateCrumbs,
  updateState,
} from '../../../../src/features/dashboards/state/state-controller';

/** One dashboard file of a corpus source, parsed JSON. */
const dashboard = (source: CorpusSource, name: string) =>
  readCorpus(source, 'dashboards').find((f) => f.name === name)!.json;

describe('grid maths', () => {
  const settings = { ...DEFAULT_GRID };
  const items = {
    a: { sizeX: 12, sizeY: 6, row: 0, col: 0 },
    b: { sizeX: 12, sizeY: 3, row: 0, col: 12, mobileOrder: 1 },
    c: { sizeX: 24, sizeY: 2, row: 6, col: 0, mobileHide: true },
  };

  it('desktop: 24 columns, margins around and between cells, square rows', () => {
    const r = layoutGrid({ items, settings, width: 1210, height: 800 });
    const colW = (1210 - 10 * 25) / 24;
    expect(r.mobile).toBe(false);
    expect(r.colWidth).toBeCloseTo(colW);
    expect(r.rowHeight).toBeCloseTo(colW);
    const a = r.rects.find((x) => x.id === 'a')!;
    expect(a).toMatchObject({ x: 10, y: 10 });
    expect(a.width).toBeCloseTo(12 * colW + 11 * 10);
    const b = r.rects.find((x) => x.id === 'b')!;
    expect(b.x).toBeCloseTo(10 + 12 * (colW + 10));
    expect(r.contentHeight).toBeCloseTo(8 * colW + 9 * 10);
  });

  it('autoFillHeight stretches the rows to the viewport', () => {
    const r = layoutGrid({ items, settings: { ...settings, autoFillHeight: true }, width: 1210, height: 810 });
    expect(r.rowHeight).toBeCloseTo((810 - 10 * 9) / 8);
    expect(r.contentHeight).toBeCloseTo(810);
  });

  it('below 960 px: one column in mobile order, hidden widgets dropped, mobileHeight × mobileRowHeight', () => {
    expect(MOBILE_BREAKPOINT).toBe(960);
    expect(isMobileWidth(959)).toBe(true);
    expect(mobileSort(items)).toEqual(['b', 'a']);
    const r = layoutGrid({
      items: { ...items, a: { ...items.a, mobileHeight: 4 } },
      settings,
      width: 400,
      height: 700,
    });
    expect(r.mobile).toBe(true);
    expect(r.rects.map((x) => x.id)).toEqual(['b', 'a']);
    expect(r.rects[0]).toMatchObject({ x: 10, y: 10, width: 380, height: 3 * 70 });
    expect(r.rects[1]).toMatchObject({ y: 10 + 210 + 10, height: 4 * 70 });
  });

  it('mobileAutoFillHeight stretches the column but never below the row height', () => {
    const r = layoutGrid({ items, settings: { ...settings, mobileAutoFillHeight: true }, width: 400, height: 1000 });
    expect(r.rowHeight).toBeCloseTo((1000 - 10 * 3) / 9);
    const small = layoutGrid({ items, settings: { ...settings, mobileAutoFillHeight: true }, width: 400, height: 100 });
    expect(small.rowHeight).toBe(70);
  });

  it('grid settings defaults and the legacy margins array', () => {
    expect(parseGridSettings({})).toMatchObject({
      columns: 24,
      margin: 10,
      mobileRowHeight: 70,
      backgroundColor: '#eeeeee',
    });
    expect(parseGridSettings({ margins: [5, 5] }).margin).toBe(5);
  });
});

function fixtureCases() {
  it('parses the greenhouse fixture: 13 widgets, 4 states, entity state controller, aliases, filters, a right layout', () => {
    const m = parseDashboard(dashboard('fixtures', 'greenhouse.json'));
    expect(Object.keys(m.widgets)).toHaveLength(13);
    expect(Object.keys(m.states)).toEqual(['default', 'map', 'trend', 'controls']);
    expect(m.rootStateId).toBe('default');
    expect(m.settings.stateControllerId).toBe('entity');
    expect(
      Object.values(m.entityAliases)
        .map((a) => a.filter.type)
        .sort(),
    ).toEqual(['deviceType', 'stateEntity']);
    expect(m.states.trend!.layouts.main.gridSettings.autoFillHeight).toBe(true);
    expect(Object.keys(m.states.controls!.layouts.right!.widgets)).toHaveLength(1);
    const chart = Object.values(m.widgets).find((w) => w.typeAlias === 'basic_timeseries')!;
    expect(chart.config.datasources[0]!.dataKeys[0]).toMatchObject({
      name: 'temperature',
      type: 'timeseries',
      units: '°C',
      decimals: 1,
    });
    expect(stateDisplayName(m.states.trend!.name, { entityName: 'Thermostat T1' })).toBe('Thermostat T1 trend');
  });

  it('parses the site overview fixture: every alias filter type, a root state not called default', () => {
    const m = parseDashboard(dashboard('fixtures', 'site_overview.json'));
    expect(Object.keys(m.widgets)).toHaveLength(12);
    expect(m.rootStateId).toBe('overview');
    expect(new Set(Object.values(m.entityAliases).map((a) => a.filter.type)).size).toBe(15);
    expect(new Set(Object.values(m.widgets).map((w) => w.type))).toEqual(
      new Set(['latest', 'timeseries', 'rpc', 'alarm', 'static']),
    );
    expect(stateDisplayName(m.states.__entityname__details!.name, { entityName: 'Building A' })).toBe(
      'Building A details',
    );
  });
}

function conversionCases() {
  it('converts arrays of widgets, legacy device datasources and aliases, and forces one root state', () => {
    const m = parseDashboard({
      title: 'Old',
      configuration: {
        widgets: [
          {
            id: 'w1',
            bundleAlias: 'cards',
            typeAlias: 'simple_card',
            type: 'latest',
            row: 1,
            col: 2,
            sizeX: 4,
            sizeY: 3,
            config: { datasources: [{ type: 'device', deviceAliasId: 'al', dataKeys: [{ name: 't' }] }] },
          },
        ],
        deviceAliases: { al: { alias: 'Dev', deviceId: 'd1' } },
      },
    });
    expect(m.states.default!.layouts.main.widgets.w1).toMatchObject({ row: 1, col: 2, sizeX: 4, sizeY: 3 });
    expect(m.widgets.w1!.config.datasources[0]).toMatchObject({ type: 'entity', entityAliasId: 'al' });
    expect(m.entityAliases.al!.filter).toEqual({
      type: 'singleEntity',
      singleEntity: { entityType: 'DEVICE', id: 'd1' },
    });
    const two = parseDashboard({
      configuration: {
        states: {
          a: { name: 'A', root: false, layouts: { main: {} } },
          b: { name: 'B', root: true, layouts: { main: {} } },
        },
      },
    });
    expect(two.rootStateId).toBe('b');
    expect(parseDashboard({ configuration: { states: { a: { layouts: { main: {} } } } } }).rootStateId).toBe('a');
  });

  it('widget defaults: 8×6, decimals 2, label from name, legend defaults per kind', () => {
    const w = normaliseWidget({
      type: 'timeseries',
      config: { datasources: [{ type: 'entity', dataKeys: [{ name: 'x' }] }] },
    });
    expect([w.sizeX, w.sizeY]).toEqual([8, 6]);
    expect(w.config.datasources[0]!.dataKeys[0]).toMatchObject({ label: 'x', decimals: 2 });
    expect(w.config.showLegend).toBe(true);
    expect(defaultLegendConfig('timeseries')).toEqual({
      direction: 'column',
      position: 'bottom',
      sortDataKeys: false,
      showMin: false,
      showMax: false,
      showAvg: true,
      showTotal: false,
    });
    expect(defaultLegendConfig('latest').showAvg).toBe(false);
    expect(
      normaliseDatasource({ dataKeys: [{ name: 'y', decimals: 0 }] }, { decimals: 3, units: 'V' }).dataKeys[0],
    ).toMatchObject({ decimals: 0, units: 'V' });
  });
}

describe('dashboard model', () => {
  describe('our fixtures', fixtureCases);
  describe.skipIf(!compatDir())(
    `ThingsBoard 3.3.1 demo exports (${compatDir() ? 'IOT_TB_COMPAT_DIR' : COMPAT_SKIP})`,
    () => {
      it('parses the Thermostats export: 8 widgets, 3 states, entity state controller, aliases', () => {
        const m = parseDashboard(dashboard('compat', 'thermostats.json'));
        expect(Object.keys(m.widgets)).toHaveLength(8);
        expect(Object.keys(m.states)).toEqual(['default', 'map', 'chart']);
        expect(m.rootStateId).toBe('default');
        expect(m.settings.stateControllerId).toBe('entity');
        expect(
          Object.values(m.entityAliases)
            .map((a) => a.filter.type)
            .sort(),
        ).toEqual(['deviceType', 'stateEntity']);
        expect(m.states.chart!.layouts.main.gridSettings.autoFillHeight).toBe(true);
        const chart = Object.values(m.widgets).find((w) => w.typeAlias === 'basic_timeseries')!;
        expect(chart.config.datasources[0]!.dataKeys[0]).toMatchObject({
          name: 'temperature',
          type: 'timeseries',
          units: '°C',
          decimals: 1,
        });
      });

      it('parses the Gateways export with its three states', () => {
        const m = parseDashboard(dashboard('compat', 'gateways.json'));
        expect(Object.keys(m.widgets)).toHaveLength(11);
        expect(m.rootStateId).toBe('main_gateway');
        expect(stateDisplayName(m.states.__entityname__config!.name, { entityName: 'GW 1' })).toBe(
          'GW 1 Configuration',
        );
      });
    },
  );

  describe('conversion and widget defaults', conversionCases);
});

describe('state navigation', () => {
  const states = parseDashboard(dashboard('fixtures', 'greenhouse.json')).states;
  const p = { entityId: { entityType: 'DEVICE', id: 'd1' }, entityName: 'T1' };

  it('encodes the stack as ThingsBoard does (base64 of UTF-8 JSON) and decodes it back', () => {
    const stack = [
      { id: 'default', params: {} },
      { id: 'trend', params: { ...p, entityName: 'Ünïcødé' } },
    ];
    const enc = encodeState(stack);
    expect(JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(enc), (c) => c.charCodeAt(0))))).toEqual(stack);
    expect(decodeState(enc)).toEqual(stack);
    expect(decodeState(encodeURIComponent(enc))).toEqual(stack);
    expect(decodeState('%%%')).toBeNull();
  });

  it('starts from the state parameter, a bare state id, or the root', () => {
    expect(initialStack(states, 'default', encodeState([{ id: 'trend', params: p }]))).toEqual([
      { id: 'trend', params: p },
    ]);
    expect(initialStack(states, 'default', 'map')).toEqual([{ id: 'map', params: {} }]);
    expect(initialStack(states, 'default', encodeState([{ id: 'nope', params: {} }]))).toEqual([
      { id: 'default', params: {} },
    ]);
  });

  it('entity controller pushes, the root resets, breadcrumbs walk back; default controller replaces', () => {
    let s = initialStack(states, 'default');
    s = openState(s, 'entity', states, 'trend', p);
    expect(s.map((x) => x.id)).toEqual(['default', 'trend']);
    expect(stateCrumbs(s, states).map((c) => c.name)).toEqual(['Greenhouse', 'T1 trend']);
    s = updateState(s, states, 'map', p);
    expect(s.map((x) => x.id)).toEqual(['default', 'map']);
    expect(navigateToIndex(s, 0)).toEqual([{ id: 'default', params: {} }]);
    expect(openState(s, 'entity', states, 'default', {})).toEqual([{ id: 'default', params: {} }]);
    expect(openState(s, 'default', states, 'trend', p)).toEqual([{ id: 'trend', params: p }]);
    expect(openState(s, 'entity', states, 'missing', p)).toEqual(s);
  });

  it('state action parameters: the clicked entity, under a named parameter when configured', () => {
    const e = { id: { entityType: 'DEVICE', id: 'x' }, name: 'X', label: 'L' };
    expect(actionStateParams({ a: 1 } as never, { setEntityId: true }, e)).toEqual({
      a: 1,
      entityId: e.id,
      entityName: 'X',
      entityLabel: 'L',
    });
    expect(actionStateParams({}, { setEntityId: true, stateEntityParamName: 'gw' }, e)).toEqual({
      gw: { entityId: e.id, entityName: 'X', entityLabel: 'L' },
      targetEntityParamName: 'gw',
    });
    expect(actionStateParams({ q: 2 } as never, { setEntityId: false }, e)).toEqual({ q: 2 });
  });
});
