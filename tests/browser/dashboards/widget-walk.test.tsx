/// <reference types="mocha" />
/**
 * The widget walk: every widget type of the 14 bundle files in ../shared/compat/widget_bundles (read at test time)
 * is placed on a dashboard with its own default configuration (src/features/dashboards/model/sample-dashboard.ts,
 * shared with the add-widget preview) and rendered with sample data — its function
 * datasources run in the script sandbox, entity datasources come from the test data source. A type counts as
 * native when our registry has it and it renders without the 'widget type not found' / 'load error' placeholder.
 * Prints N/94 and takes a gallery screenshot per bundle in light and dark.
 */
import { expect } from '@open-wc/testing';
import { sampleDashboard, sampleWidget } from '../../../src/features/dashboards/model/sample-dashboard';
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

function dashboardOf(bundle: string, file: BundleFile) {
  const widgets = file.widgetTypes.map((t, i) =>
    sampleWidget(bundle, t, { id: `walk-${bundle}-${i}`, isSystemType: true, showTitle: true, devicesAliasId: 'walk-devices', deviceAliasId: 'walk-device', entityBound: ENTITY_BOUND.test(`${bundle}.${t.alias}`) }),
  );
  return sampleDashboard(widgets, {
    title: `Widget walk: ${bundle}`,
    gridSettings: { backgroundColor: '#eeeeee' },
    settings: { showTitle: true },
    entityAliases: {
      'walk-devices': { id: 'walk-devices', alias: 'Devices', filter: { type: 'deviceType', deviceType: 'thermostat', resolveMultiple: true } },
      'walk-device': { id: 'walk-device', alias: 'Device', filter: { type: 'deviceType', deviceType: 'thermostat', resolveMultiple: false } },
    },
  });
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
