/**
 * The widget configuration panel's pure model: datasource and key edits, actions, validation, and that what it
 * writes is what the dashboard runtime reads back (normaliseWidget), with unknown fields untouched.
 */
import { describe, expect, it } from 'vitest';
import { normaliseWidget } from '../../../../../../src/features/dashboards/model/widget-config';
import {
  actionSourcesOf,
  addAction,
  changeActionType,
  newAction,
  openInOf,
  removeAction,
  updateAction,
  withOpenIn,
} from '../../../../../../src/features/dashboards/editor/widget-config/model/actions';
import {
  allowedKeyTypes,
  createDataKey,
  keyCandidates,
  KEY_PALETTE,
} from '../../../../../../src/features/dashboards/editor/widget-config/model/data-keys';
import {
  addDataKey,
  addDatasource,
  changeDatasourceType,
  datasourcesOf,
  moveDatasource,
  removeDataKey,
  removeDatasource,
  updateDataKey,
  updateDatasource,
} from '../../../../../../src/features/dashboards/editor/widget-config/model/datasources';
import { patchConfig, type Json } from '../../../../../../src/features/dashboards/editor/widget-config/model/json';
import {
  decimalsError,
  validateWidget,
} from '../../../../../../src/features/dashboards/editor/widget-config/model/validation';
import {
  parseDescriptor,
  parseSchemaSpec,
  widgetTypeRef,
} from '../../../../../../src/features/dashboards/editor/widget-config/model/widget-type';

const KEY_SCHEMA = JSON.stringify({
  schema: {
    type: 'object',
    properties: { showLines: { type: 'boolean', default: true }, lineWidth: { type: 'number', default: 2 } },
  },
  form: ['showLines', 'lineWidth'],
});

function chart(): Json {
  return {
    id: 'w1',
    isSystemType: true,
    bundleAlias: 'charts',
    typeAlias: 'basic_timeseries',
    type: 'timeseries',
    title: 'New widget',
    sizeX: 8,
    sizeY: 5,
    futureField: { keep: true },
    config: {
      datasources: [
        {
          type: 'entity',
          entityAliasId: 'a1',
          filterId: null,
          dataKeys: [
            {
              name: 'temperature',
              type: 'timeseries',
              label: 'Temp',
              color: '#f00',
              settings: {},
              _hash: 0.5,
              unknownKeyField: 7,
            },
          ],
          extraDs: 'x',
        },
      ],
      title: 'Temperature',
      settings: { smoothLines: true },
      someNewConfigField: [1, 2],
      actions: {},
    },
  };
}

describe('datasources', () => {
  it('adds, updates, reorders and removes datasources, keeping unknown fields', () => {
    let w = addDatasource(chart(), 'entity');
    expect(datasourcesOf(w)).toHaveLength(2);
    expect(datasourcesOf(w)[1]).toEqual({
      type: 'entity',
      name: null,
      entityAliasId: null,
      filterId: null,
      dataKeys: [],
    });
    w = updateDatasource(w, 1, { entityAliasId: 'a2', filterId: 'f1' });
    w = moveDatasource(w, 1, 0);
    expect(datasourcesOf(w).map((d) => d.entityAliasId)).toEqual(['a2', 'a1']);
    expect(datasourcesOf(w)[1]!.extraDs).toBe('x');
    w = removeDatasource(w, 0);
    expect(datasourcesOf(w)).toEqual(chart().config && (chart().config as Json).datasources);
    expect(w.futureField).toEqual({ keep: true });
    expect((w.config as Json).someNewConfigField).toEqual([1, 2]);
  });

  it('an entity count datasource starts with its count key; changing type drops keys the new type cannot hold', () => {
    let w = addDatasource(chart(), 'entityCount');
    const ds = datasourcesOf(w)[1]!;
    expect((ds.dataKeys as Json[]).map((k) => [k.name, k.type])).toEqual([['count', 'count']]);
    w = changeDatasourceType(w, 0, 'function');
    expect(datasourcesOf(w)[0]).toMatchObject({ type: 'function', name: 'function', dataKeys: [] });
    expect(datasourcesOf(w)[0]).not.toHaveProperty('entityAliasId');
    w = changeDatasourceType(w, 1, 'entity');
    expect(datasourcesOf(w)[1]).toMatchObject({ type: 'entity', dataKeys: [] });
  });

  it('does not mutate its input', () => {
    const w = chart();
    const before = JSON.stringify(w);
    addDataKey(
      updateDatasource(addDatasource(w, 'function'), 0, { name: 'x' }),
      { datasource: 0 },
      { name: 'humidity', type: 'timeseries' },
    );
    expect(JSON.stringify(w)).toBe(before);
  });
});

describe('data keys', () => {
  it('a new key gets the name as label, the next palette colour, schema defaults and a hash', () => {
    const spec = parseSchemaSpec(KEY_SCHEMA);
    const w = addDataKey(
      chart(),
      { datasource: 0 },
      { name: 'humidity', type: 'timeseries' },
      { settingsSchema: spec, random: () => 0.25 },
    );
    const keys = datasourcesOf(w)[0]!.dataKeys as Json[];
    expect(keys[1]).toEqual({
      name: 'humidity',
      type: 'timeseries',
      label: 'humidity',
      color: KEY_PALETTE[1],
      settings: { showLines: true, lineWidth: 2 },
      _hash: 0.25,
    });
    expect(keys[0]!.unknownKeyField).toBe(7);
  });

  it('function keys get a body; key types follow the widget kind and datasource', () => {
    expect(createDataKey({ name: 'f(x)', type: 'function' }, { index: 0 }).funcBody).toMatch(/return/);
    expect(allowedKeyTypes('timeseries', 'entity')).toEqual(['timeseries']);
    expect(allowedKeyTypes('latest', 'entity')).toEqual(['attribute', 'timeseries', 'entityField']);
    expect(allowedKeyTypes('latest', 'entityCount')).toEqual(['count']);
    expect(allowedKeyTypes('alarm', 'alarmSource')[0]).toBe('alarm');
  });

  it('candidates: matching server keys and fields, then the typed text as a new key per free type', () => {
    const server = { timeseries: ['temperature', 'humidity'], attribute: ['targetTemperature', 'firmware'] };
    expect(keyCandidates('temp', ['attribute', 'timeseries', 'entityField'], server)).toEqual([
      { name: 'targetTemperature', type: 'attribute' },
      { name: 'temperature', type: 'timeseries' },
      { name: 'temp', type: 'attribute', isNew: true },
      { name: 'temp', type: 'timeseries', isNew: true },
    ]);
    expect(keyCandidates('humidity', ['timeseries'], server)).toEqual([{ name: 'humidity', type: 'timeseries' }]);
    expect(keyCandidates('typ', ['alarm'], server)).toEqual([
      { name: 'type', type: 'alarm' },
      { name: 'originatorType', type: 'alarm' },
    ]);
  });

  it('key edits: label, colour, decimals, post-processing; removal', () => {
    const w0 = chart();
    const key = {
      ...(datasourcesOf(w0)[0]!.dataKeys as Json[])[0]!,
      label: 'Outside',
      color: '#00ff00',
      decimals: 1,
      usePostProcessing: true,
      postFuncBody: 'return value * 2;',
    };
    const w = updateDataKey(w0, { datasource: 0 }, 0, key);
    const runtime = normaliseWidget(w);
    expect(runtime.config.datasources[0]!.dataKeys[0]).toMatchObject({
      name: 'temperature',
      label: 'Outside',
      color: '#00ff00',
      decimals: 1,
      usePostProcessing: true,
      postFuncBody: 'return value * 2;',
    });
    expect(datasourcesOf(removeDataKey(w, { datasource: 0 }, 0))[0]!.dataKeys).toEqual([]);
  });
});

describe('actions', () => {
  it('sources: headerButton first, the type’s own, then those present in the JSON', () => {
    expect(actionSourcesOf(chart())).toEqual(['headerButton']);
    const table = { ...chart(), bundleAlias: 'cards', typeAlias: 'entities_table' };
    expect(actionSourcesOf(patchConfig(table, { actions: { custom1: [] } }))).toEqual([
      'headerButton',
      'actionCellButton',
      'rowClick',
      'custom1',
    ]);
    expect(actionSourcesOf({ ...chart(), bundleAlias: 'maps_v2', typeAlias: 'openstreetmap' })).toEqual([
      'headerButton',
      'markerClick',
      'tooltipAction',
    ]);
  });

  it('add, update (also across sources) and remove; the runtime reads them', () => {
    const a: Json = {
      ...newAction('openDashboardState', 'Details'),
      targetDashboardStateId: 'chart',
      icon: 'insert_chart',
    };
    let w = addAction(chart(), 'headerButton', a);
    let runtime = normaliseWidget(w);
    expect(runtime.config.actions.headerButton).toEqual([
      expect.objectContaining({
        id: a.id,
        name: 'Details',
        type: 'openDashboardState',
        targetDashboardStateId: 'chart',
        setEntityId: true,
        icon: 'insert_chart',
      }),
    ]);
    w = updateAction(w, 'headerButton', { ...a, name: 'Open chart' });
    expect(normaliseWidget(w).config.actions.headerButton![0]!.name).toBe('Open chart');
    w = updateAction(w, 'rowClick', { ...a, name: 'Row' }, 'headerButton');
    runtime = normaliseWidget(w);
    expect(runtime.config.actions.headerButton).toEqual([]);
    expect(runtime.config.actions.rowClick!.map((x) => x.name)).toEqual(['Row']);
    expect(normaliseWidget(removeAction(w, 'rowClick', a.id as string)).config.actions.rowClick).toEqual([]);
  });

  it('changing the type keeps id, name, icon and unknown fields, drops the old type’s own fields', () => {
    const a: Json = { ...newAction('openDashboardState', 'Go'), targetDashboardStateId: 's1', mystery: 1 };
    const c = changeActionType(a, 'custom');
    expect(c).toMatchObject({
      id: a.id,
      name: 'Go',
      icon: 'more_horiz',
      type: 'custom',
      customFunction: '',
      mystery: 1,
    });
    expect(c).not.toHaveProperty('targetDashboardStateId');
    expect(changeActionType(c, 'openDashboard')).toMatchObject({ targetDashboardId: null, openNewBrowserTab: false });
  });

  it('open in: one of state, right layout, dialog, popover', () => {
    const a = newAction('openDashboardState');
    expect(openInOf(a)).toBe('state');
    const d = withOpenIn(a, 'dialog');
    expect([d.openInSeparateDialog, d.openInPopover, d.openRightLayout]).toEqual([true, false, false]);
    expect(openInOf(withOpenIn(d, 'popover'))).toBe('popover');
  });
});

describe('validation', () => {
  it('decimals are whole numbers 0–15; unset is fine', () => {
    expect([undefined, null, 0, 15, 2].map(decimalsError)).toEqual([null, null, null, null, null]);
    expect([16, -1, 1.5, '2'].map(decimalsError)).toEqual(Array(4).fill('widget-config.decimals-range'));
  });

  it('reports per tab: decimals, missing alias, key decimals, action name and target state, mobile height', () => {
    let w = patchConfig(chart(), { decimals: 20, mobileHeight: 0 });
    w = addDatasource(w, 'entity');
    w = updateDataKey(w, { datasource: 0 }, 0, { ...(datasourcesOf(w)[0]!.dataKeys as Json[])[0]!, decimals: 99 });
    w = addAction(w, 'headerButton', newAction('openDashboardState', ''));
    const issues = validateWidget(w);
    expect(issues.map((i) => [i.tab, i.field.replace(/action\.headerButton\..*/, 'action'), i.message])).toEqual([
      ['settings', 'decimals', 'widget-config.decimals-range'],
      ['data', 'ds.0.key.0', 'widget-config.decimals-range'],
      ['data', 'ds.1.alias', 'datasource.alias-required'],
      ['advanced', 'mobileHeight', 'widget-config.whole-number-min'],
      ['actions', 'action', 'widget-config.action-name-required'],
      ['actions', 'action', 'widget-action.target-dashboard-state-required'],
    ]);
    expect(validateWidget(chart())).toEqual([]);
  });

  it('duplicate action names in one source; settings that break the type schema', () => {
    let w = addAction(chart(), 'headerButton', { ...newAction('custom', 'A') });
    w = addAction(w, 'headerButton', { ...newAction('custom', 'A') });
    expect(validateWidget(w).map((i) => i.message)).toEqual([
      'widget-config.action-name-not-unique',
      'widget-config.action-name-not-unique',
    ]);
    const type = parseDescriptor({
      settingsSchema: JSON.stringify({
        schema: { type: 'object', properties: { size: { type: 'number', minimum: 1 } } },
      }),
    });
    expect(validateWidget(patchConfig(chart(), { settings: { size: 0 } }), type).map((i) => i.message)).toEqual([
      'widget-config.settings-invalid',
    ]);
    expect(validateWidget(patchConfig(chart(), { settings: { size: 3 } }), type)).toEqual([]);
  });
});

describe('widget type', () => {
  it('reads refs and descriptors; an empty schema counts as none', () => {
    expect(widgetTypeRef(chart())).toEqual({ isSystem: true, bundleAlias: 'charts', alias: 'basic_timeseries' });
    expect(widgetTypeRef({ typeFullFqn: 'tenant.my_bundle.gauge' })).toEqual({
      isSystem: false,
      bundleAlias: 'my_bundle',
      alias: 'gauge',
    });
    const d = parseDescriptor({
      settingsSchema: '{}',
      dataKeySettingsSchema: KEY_SCHEMA,
      defaultConfig: '{"showTitle":true}',
    });
    expect(d.settings).toBeNull();
    expect(d.dataKeySettings?.form).toEqual(['showLines', 'lineWidth']);
    expect(d.defaultConfig).toEqual({ showTitle: true });
    expect(parseSchemaSpec('not json')).toBeNull();
  });
});
