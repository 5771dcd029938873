/**
 * The widget walk: every system widget type is placed on a dashboard with its own default configuration
 * (src/features/dashboards/model/sample-dashboard.ts, shared with the add-widget preview) and rendered with sample
 * data — function datasources run in the script sandbox, entity datasources come from the test data source. A type
 * counts as native when our registry has it and it renders without the 'widget type not found' / 'load error'
 * placeholder. Takes a gallery screenshot per bundle in light and dark.
 * Default: the system catalogue the embedded server serves (`/real`; our own descriptors, whose empty default configs
 * get the sample datasource, as in the add-widget dialog). With IOT_TB_COMPAT_DIR: the 14 bundle files of
 * ThingsBoard 3.3.1 with ThingsBoard's own default configs, all 94 types native.
 */
import { expect } from '@open-wc/testing';
import { NULL_UUID } from '../../../src/api/entity';
import { sampleDashboard, sampleWidget } from '../../../src/features/dashboards/model/sample-dashboard';
import { registeredWidgetTypes } from '../../../src/widgets/registry';
import { api, asTenant } from '../features/real-server';
import { qa, unmountAll, until } from '../ui/harness';
import { corpus, mountDashboard, screenshot, untilFirstData, viewport } from './dashboard-harness';
import { TestDataSource } from './test-data-source';

/** Types whose data must come from an entity (forms, tables, trees): their function keys become telemetry keys. */
const ENTITY_BOUND =
  /^(input_widgets|entity_admin_widgets|gateway_widgets|edge_widgets)\.|^cards\.(entities_table|entities_hierarchy|timeseries_table)$/;

interface WidgetTypeLike {
  alias: string;
  name: string;
  descriptor: { type: string; sizeX: number; sizeY: number; defaultConfig: string };
}
interface Bundle {
  alias: string;
  types: WidgetTypeLike[];
}

function dashboardOf(bundle: string, types: WidgetTypeLike[], sampleWhenEmpty: boolean) {
  const widgets = types.map((t, i) =>
    sampleWidget(bundle, t, {
      id: `walk-${bundle}-${i}`,
      isSystemType: true,
      showTitle: true,
      devicesAliasId: 'walk-devices',
      deviceAliasId: 'walk-device',
      entityBound: ENTITY_BOUND.test(`${bundle}.${t.alias}`),
      sampleWhenEmpty,
    }),
  );
  return sampleDashboard(widgets, {
    title: `Widget walk: ${bundle}`,
    gridSettings: { backgroundColor: '#eeeeee' },
    settings: { showTitle: true },
    entityAliases: {
      'walk-devices': {
        id: 'walk-devices',
        alias: 'Devices',
        filter: { type: 'deviceType', deviceType: 'thermostat', resolveMultiple: true },
      },
      'walk-device': {
        id: 'walk-device',
        alias: 'Device',
        filter: { type: 'deviceType', deviceType: 'thermostat', resolveMultiple: false },
      },
    },
  });
}

/** Renders every type of every bundle; returns the native types and the failures (type: reason). */
async function walk(bundles: Bundle[], sampleWhenEmpty: boolean, shotPrefix: string) {
  const native: string[] = [];
  const failed: string[] = [];
  for (const { alias, types } of bundles) {
    for (const theme of ['light', 'dark'] as const) {
      const ds = new TestDataSource({ updateIntervalMs: 0 });
      const rows = Math.ceil(types.length / 4);
      const height = 120 + rows * 5 * 63;
      // The whole dashboard on screen: a widget out of view is not painted, so it would never show its data.
      await viewport(1440, Math.max(1000, height + 40));
      const { el } = await mountDashboard(dashboardOf(alias, types, sampleWhenEmpty), {
        ds,
        theme,
        width: 1440,
        height,
      });
      await until(
        () =>
          qa(el, '[data-testid="widget"]').length === types.length &&
          qa(el, '[data-testid="widget"] [role="progressbar"]').length === 0,
        30_000,
        `${alias} widgets loaded`,
      );
      // Function datasources generate once the script sandbox has loaded (on demand); entity ones answer from the
      // test data source. Every card says when its datasources delivered their first data.
      await untilFirstData(el, `${alias} (${theme})`);
      const waiting = qa(el, '[data-testid="widget"]:not([data-first-data])').map((c) => c.dataset.widgetType);
      expect(waiting, `${alias}: every widget on screen has its first data`).to.deep.equal([]);
      if (theme === 'light') {
        for (const card of qa(el, '[data-testid="widget"]')) {
          const type = card.dataset.widgetType!;
          const bad = card.querySelector(
            '[data-testid="widget-type-not-found"], [data-testid="widget-type-load-error"]',
          );
          if (!bad && registeredWidgetTypes.includes(type)) native.push(type);
          else failed.push(`${type}: ${bad?.textContent ?? 'not registered'}`);
        }
      }
      await screenshot(`${shotPrefix}-${alias}-${theme}`, true);
      ds.dispose();
      unmountAll();
    }
  }
  return { native, failed };
}

describe('widget walk', function () {
  this.timeout(300_000);
  before(() => viewport(1440, 1000));
  afterEach(() => unmountAll());

  it("renders every type of the embedded server's system catalogue natively with sample data", async () => {
    const token = await asTenant();
    const all = (await api<{ alias: string; tenantId: { id: string } }[]>(token, 'GET', '/api/widgetsBundles')).body;
    const system = all.filter((b) => b.tenantId.id === NULL_UUID);
    const bundles: Bundle[] = [];
    for (const b of system) {
      const types = (
        await api<WidgetTypeLike[]>(token, 'GET', `/api/widgetTypesDetails?isSystem=true&bundleAlias=${b.alias}`)
      ).body;
      bundles.push({ alias: b.alias, types });
    }
    const total = bundles.reduce((n, b) => n + b.types.length, 0);
    const { native, failed } = await walk(bundles, true, 'gallery');
    console.log(`[widget walk] ${native.length}/${total} system widget types native`);
    expect(bundles.length).to.equal(14);
    expect(failed).to.deep.equal([]);
    expect(native.length).to.equal(total);
  });

  it('renders every type of the 14 ThingsBoard 3.3.1 bundle files natively with their own default configs (IOT_TB_COMPAT_DIR)', async function () {
    const files = await corpus('compat', 'widget_bundles');
    if (!files) this.skip();
    const bundles = files!.map((f) => {
      const json = f.json as { widgetsBundle: { alias: string }; widgetTypes: WidgetTypeLike[] };
      return { alias: json.widgetsBundle.alias, types: json.widgetTypes };
    });
    const total = bundles.reduce((n, b) => n + b.types.length, 0);
    const { native, failed } = await walk(bundles, false, 'gallery-tb');
    console.log(`[widget walk] ${native.length}/${total} ThingsBoard widget types native`);
    expect(failed).to.deep.equal([]);
    expect(total).to.equal(94);
    expect(native.length).to.equal(94);
  });
});
