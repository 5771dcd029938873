/**
 * Live benchmark page: one dashboard with `?n=` widgets (default 50: line charts, bar charts, digital and radial gauges,
 * simple cards, in turn), each subscription fed 10 updates per second by the test data source, inside a real custom
 * element. All of them fit on the screen (8 per row up to 50 widgets, 12 beyond), since off-screen widgets defer
 * their rendering.
 */
import { parseDashboard } from '../../src/features/dashboards/model/dashboard-model';
import { frameScheduler } from '../../src/features/dashboards/runtime/frame-scheduler';
import { DashboardRuntime } from '../../src/features/dashboards/runtime/dashboard-runtime';
import { createElementClass } from '../../src/host/create-element-class';
import { registerElement } from '../../src/host/register-element';
import { ToastProvider } from '../../src/ui/toast/toast-context';
import { TestDataSource } from '../browser/dashboards/test-data-source';

const TYPES: [string, string, string][] = [
  ['charts', 'basic_timeseries', 'timeseries'],
  ['charts', 'timeseries_bars_flot', 'timeseries'],
  ['digital_gauges', 'gauge_justgage', 'latest'],
  ['analogue_gauges', 'radial_gauge_canvas_gauges', 'latest'],
  ['cards', 'simple_card', 'latest'],
];

const params = new URLSearchParams(location.search);
/** Number of widgets. */
export const WIDGETS = Number(params.get('n') ?? 50);

function dashboard() {
  const widgets: Record<string, unknown> = {};
  const layout: Record<string, unknown> = {};
  const perRow = WIDGETS <= 50 ? 8 : 12;
  for (let i = 0; i < WIDGETS; i++) {
    const only = params.get('only');
    const [bundleAlias, typeAlias, type] = TYPES[only ? Number(only) : i % TYPES.length]!;
    const id = `w${i}`;
    const key = i % 2 ? 'humidity' : 'temperature';
    widgets[id] = {
      id,
      bundleAlias,
      typeAlias,
      type,
      title: `${typeAlias} ${i}`,
      config: {
        datasources: [
          {
            type: 'entity',
            entityAliasId: 'a',
            dataKeys: [{ name: key, type: 'timeseries', color: i % 2 ? '#2196f3' : '#ef5350', decimals: 1 }],
          },
        ],
        timewindow: { realtime: { timewindowMs: 60_000, interval: 1000 }, aggregation: { type: 'NONE', limit: 1000 } },
        useDashboardTimewindow: false,
        displayTimewindow: false,
        showLegend: false,
        showTitle: false,
        enableFullscreen: false,
        settings: {},
      },
    };
    layout[id] = { sizeX: 24 / perRow, sizeY: 1, row: Math.floor(i / perRow), col: (i % perRow) * (24 / perRow) };
  }
  return {
    title: 'Live benchmark',
    configuration: {
      widgets,
      states: {
        default: {
          name: 'Live',
          root: true,
          layouts: { main: { widgets: layout, gridSettings: { columns: 24, margin: 8, autoFillHeight: true } } },
        },
      },
      entityAliases: {
        a: { id: 'a', alias: 'T', filter: { type: 'deviceType', deviceType: 'thermostat', resolveMultiple: false } },
      },
      settings: { stateControllerId: 'entity', showDashboardTimewindow: false, showDashboardExport: false },
    },
  };
}

const ds = new TestDataSource({ updateIntervalMs: 100, historyStepMs: 1000 });
const model = parseDashboard(dashboard());

function Bench() {
  return (
    <div style={{ width: 1400, height: 900, display: 'flex', flexDirection: 'column' }}>
      <ToastProvider>
        <DashboardRuntime
          model={model}
          dataSource={ds}
          user={{ authority: 'TENANT_ADMIN' }}
          theme="light"
          canFullscreen={false}
        />
      </ToastProvider>
    </div>
  );
}

registerElement('iot-live-bench', createElementClass(Bench));

declare global {
  interface Window {
    liveBench: { updates(): number; frames(): number; stop(): void };
  }
}
window.liveBench = { updates: () => ds.updates, frames: () => frameScheduler().frames, stop: () => ds.dispose() };
document.body.innerHTML = '<iot-live-bench></iot-live-bench>';
