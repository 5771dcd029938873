/// <reference types="mocha" />
/**
 * The widget walk: every widget type of the 14 bundle files in ../shared/compat/widget_bundles (read at test time)
 * is placed on a dashboard with its own default configuration and rendered with sample data — its function
 * datasources run in the script sandbox, entity datasources come from the test data source. A type counts as
 * native when our registry has it and it renders without the 'widget type not found' / 'load error' placeholder.
 * Prints N/94 and takes a gallery screenshot per bundle in light and dark.
 */
import { expect } from '@open-wc/testing';
import { registeredWidgetTypes } from '../../../src/widgets/registry';
import { qa, sleep, unmountAll, until } from '../ui/harness';
import { compat, mountDashboard, screenshot, viewport } from './dashboard-harness';
import { TestDataSource } from './test-data-source';

const BUNDLES = [
  'alarm_widgets', 'analogue_gauges', 'cards', 'charts', 'control_widgets', 'date', 'digital_gauges', 'edge_widgets',
  'entity_admin_widgets', 'gateway_widgets', 'gpio_widgets', 'input_widgets', 'maps', 'navigation_widgets',
];

/** Types whose data must come from an entity (forms, tables, trees): their function keys become telemetry keys. */
const ENTITY_BOUND = /^(input_widgets|entity_admin_widgets|gateway_widgets|edge_widgets)\.|^cards\.(entities_table|entities_hierarchy|timeseries_table)$/;

interface BundleFile {
  widgetsBundle: { alias: string };
  widgetTypes: { alias: string; name: string; descriptor: { type: string; sizeX: number; sizeY: number; defaultConfig: string } }[];
}

type Json = Record<string, unknown>;

function widgetOf(bundle: string, t: BundleFile['widgetTypes'][number], i: number): Json {
  const config = JSON.parse(t.descriptor.defaultConfig || '{}') as Json;
  const typeId = `${bundle}.${t.alias}`;
  const toEntity = (ds: Json) => ({
    ...ds,
    type: 'entity',
    entityAliasId: 'walk-devices',
    dataKeys: ((ds.dataKeys as Json[]) ?? []).map((k) => ({ ...k, type: k.type === 'function' ? 'timeseries' : k.type, name: k.type === 'function' ? String(k.label) : k.name })),
  });
  const datasources = ((config.datasources as Json[] | undefined) ?? []).map((ds) => (ENTITY_BOUND.test(typeId) ? toEntity(ds) : ds));
  if (ENTITY_BOUND.test(typeId) && datasources.length === 0) datasources.push(toEntity({ dataKeys: [] }));
  return {
    id: `walk-${bundle}-${i}`,
    isSystemType: true,
    bundleAlias: bundle,
    typeAlias: t.alias,
    type: t.descriptor.type,
    title: t.name,
    sizeX: 6,
    sizeY: 5,
    config: {
      ...config,
      title: t.name,
      showTitle: true,
      datasources,
      targetDeviceAliasIds: ['walk-device'],
      alarmSource: { type: 'entity', entityAliasId: 'walk-devices', dataKeys: ['createdTime', 'originator', 'type', 'severity', 'status'].map((name) => ({ name, type: 'alarm', label: name })) },
    },
  };
}

function dashboardOf(bundle: string, file: BundleFile): Json {
  const widgets = file.widgetTypes.map((t, i) => widgetOf(bundle, t, i));
  const layout = Object.fromEntries(widgets.map((w, i) => [w.id, { sizeX: 6, sizeY: 5, row: Math.floor(i / 4) * 5, col: (i % 4) * 6 }]));
  return {
    title: `Widget walk: ${bundle}`,
    configuration: {
      widgets: Object.fromEntries(widgets.map((w) => [w.id, w])),
      states: { default: { name: bundle, root: true, layouts: { main: { widgets: layout, gridSettings: { columns: 24, margin: 10, backgroundColor: '#eeeeee' } } } } },
      entityAliases: {
        'walk-devices': { id: 'walk-devices', alias: 'Devices', filter: { type: 'deviceType', deviceType: 'thermostat', resolveMultiple: true } },
        'walk-device': { id: 'walk-device', alias: 'Device', filter: { type: 'deviceType', deviceType: 'thermostat', resolveMultiple: false } },
      },
      settings: { stateControllerId: 'entity', showTitle: true },
    },
  };
}

describe('widget walk: every widget type of the 14 system bundles', function () {
  this.timeout(240_000);
  before(() => viewport(1440, 1000));
  afterEach(() => unmountAll());

  it('renders every type natively with sample data (N/94)', async () => {
    let total = 0;
    const native: string[] = [];
    const failed: string[] = [];
    for (const bundle of BUNDLES) {
      const file = (await compat(`widget_bundles/${bundle}.json`)) as BundleFile;
      const alias = file.widgetsBundle.alias;
      total += file.widgetTypes.length;
      for (const theme of ['light', 'dark'] as const) {
        const ds = new TestDataSource({ updateIntervalMs: 0 });
        const rows = Math.ceil(file.widgetTypes.length / 4);
        const { el } = await mountDashboard(dashboardOf(alias, file), { ds, theme, width: 1440, height: 120 + rows * 5 * 63 });
        await until(() => qa(el, '[data-testid="widget"]').length === file.widgetTypes.length && qa(el, '[data-testid="widget"] [role="progressbar"]').length === 0, 30_000, `${alias} widgets loaded`);
        await sleep(1500); // function datasources tick once a second (sandbox loaded on demand)
        if (theme === 'light') {
          for (const card of qa(el, '[data-testid="widget"]')) {
            const type = card.dataset.widgetType!;
            const bad = card.querySelector('[data-testid="widget-type-not-found"], [data-testid="widget-type-load-error"]');
            if (!bad && registeredWidgetTypes.includes(type)) native.push(type);
            else failed.push(`${type}: ${bad?.textContent ?? 'not registered'}`);
          }
        }
        await screenshot(`gallery-${alias}-${theme}`, true);
        ds.dispose();
        unmountAll();
      }
    }
    console.log(`[widget walk] ${native.length}/${total} widget types native`);
    expect(failed).to.deep.equal([]);
    expect(total).to.equal(94);
    expect(native.length).to.equal(94);
  });
});
