/// <reference types="mocha" />
/**
 * Formats follow the element's language on a real dashboard: with `locale="de_DE"` a timeseries table shows decimal
 * commas, the chart's value axis and time axis (drawn on a canvas: read through fillText) and its legend use them,
 * while the same dashboard in en_US keeps ThingsBoard's `21.5` and `MM-dd` labels.
 */
import { expect } from '@open-wc/testing';
import { DashboardRuntime } from '../../../src/features/dashboards/runtime/dashboard-runtime';
import { parseDashboard } from '../../../src/features/dashboards/model/dashboard-model';
import { sampleDashboard } from '../../../src/features/dashboards/model/sample-dashboard';
import { ToastProvider } from '../../../src/ui/toast/toast-context';
import { TestDataSource } from '../dashboards/test-data-source';
import { mountUi, q, qa, unmountAll, until } from '../ui/harness';

const key = {
  name: 'temperature',
  type: 'timeseries',
  label: 'Temperature',
  color: '#2196f3',
  settings: {},
  decimals: 1,
};
const datasources = [{ type: 'entity', entityAliasId: 'one', dataKeys: [key] }];
// One hour, so the time axis steps in minutes and labels its first tick with the day.
const timewindow = {
  selectedTab: 0,
  realtime: { realtimeType: 1, interval: 60_000, timewindowMs: 3_600_000 },
  aggregation: { type: 'NONE', limit: 200 },
};

const widget = (id: string, bundleAlias: string, typeAlias: string, type: string, config: Record<string, unknown>) => ({
  id,
  isSystemType: true,
  bundleAlias,
  typeAlias,
  type,
  sizeX: 12,
  sizeY: 7,
  config: { title: id, showTitle: true, datasources, useDashboardTimewindow: false, timewindow, ...config },
});

function dashboard() {
  return sampleDashboard(
    [
      widget('chart', 'charts', 'basic_timeseries', 'timeseries', {
        showLegend: true,
        legendConfig: {
          direction: 'column',
          position: 'bottom',
          sortDataKeys: false,
          showMin: true,
          showMax: true,
          showAvg: true,
          showTotal: false,
        },
        // A value axis of one degree: its ticks are fractions.
        settings: { yaxis: { min: 18, max: 19 } },
      }),
      widget('table', 'cards', 'timeseries_table', 'timeseries', { settings: { showTimestamp: true } }),
    ],
    {
      title: 'Formats',
      perRow: 2,
      entityAliases: {
        one: {
          id: 'one',
          alias: 'T1',
          filter: { type: 'deviceType', deviceType: 'thermostat', resolveMultiple: false },
        },
      },
    },
  );
}

/** Every text a canvas draws from now on. */
function recordCanvasText(): { texts: string[]; stop(): void } {
  const texts: string[] = [];
  const original = CanvasRenderingContext2D.prototype.fillText;
  CanvasRenderingContext2D.prototype.fillText = function (text: string, x: number, y: number, max?: number) {
    texts.push(String(text));
    return max === undefined ? original.call(this, text, x, y) : original.call(this, text, x, y, max);
  };
  return { texts, stop: () => (CanvasRenderingContext2D.prototype.fillText = original) };
}

async function mountIn(locale: string) {
  const raw = dashboard();
  const ds = new TestDataSource({ updateIntervalMs: 0, historyStepMs: 60_000 });
  const canvas = recordCanvasText();
  const el = await mountUi(
    () => (
      <div style={{ width: 1280, height: 700, display: 'flex', flexDirection: 'column' }}>
        <ToastProvider>
          <DashboardRuntime
            model={parseDashboard(raw)}
            raw={raw}
            dataSource={ds}
            user={{ tenantId: 't', customerId: null, userId: 'u', authority: 'TENANT_ADMIN' }}
            theme="light"
          />
        </ToastProvider>
      </div>
    ),
    `theme="light" locale="${locale}"`,
  );
  const cells = await until(
    () => {
      const rows = qa(el, '[data-widget-id="table"] [data-testid="table-row"]');
      return rows.length > 0 ? rows.map((r) => r.textContent ?? '') : null;
    },
    15_000,
    'table rows',
  );
  await until(() => canvas.texts.length > 5, 10_000, 'chart drawn');
  await until(
    () => qa(el, '[data-testid="widget-legend"]').length > 0 || q(el, '[data-widget-id="chart"] table'),
    5000,
    'legend',
  );
  canvas.stop();
  return { el, ds, cells, texts: canvas.texts };
}

describe('formats follow the element language', function () {
  // A dashboard with two widgets: its own waits (table rows 15 s, chart 10 s) are longer than mocha's 10 s default.
  this.timeout(30_000);
  afterEach(() => unmountAll());

  it('de_DE: decimal commas in the table, the value axis and the legend; day-month on the time axis', async () => {
    const { el, ds, cells, texts } = await mountIn('de_DE');
    // Values (after the timestamp): 20,9 — never 20.9 (whole values such as 20 have no decimals, as in ThingsBoard).
    const values = cells.map((c) => c.replace(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}:\d{2}/, ''));
    expect(
      values.some((v) => /^\d+,\d$/.test(v)),
      values.join(' | '),
    ).to.equal(true);
    expect(
      values.every((v) => /^\d+(,\d)?$/.test(v)),
      values.join(' | '),
    ).to.equal(true);
    // Table timestamps in German order: 22.11.2021, 10:15:30
    expect(cells[0]).to.match(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}:\d{2}/);
    const ticks = texts.filter((t) => /^1[89](,\d+)?$/.test(t));
    expect(
      ticks.some((t) => t.includes(',')),
      texts.join(' | '),
    ).to.equal(true);
    expect(texts.some((t) => /^18\.\d/.test(t))).to.equal(false);
    expect(
      texts.some((t) => /^\d{2}\.\d{2}\.$/.test(t)),
      texts.join(' | '),
    ).to.equal(true);
    const legend =
      q(el, '[data-widget-id="chart"] [data-testid="widget-legend"]')?.textContent ??
      q(el, '[data-widget-id="chart"] table')!.textContent!;
    expect(legend).to.match(/\d,\d/);
    ds.dispose();
  });

  it('en_US keeps ThingsBoard formats', async () => {
    const { ds, cells, texts } = await mountIn('en_US');
    expect(cells[0]).to.match(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    const values = cells.map((c) => c.replace(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/, ''));
    expect(
      values.some((v) => /^\d+\.\d$/.test(v)),
      values.join(' | '),
    ).to.equal(true);
    expect(texts.some((t) => /^18\.\d+$/.test(t))).to.equal(true);
    expect(
      texts.some((t) => /^\d{2}-\d{2}$/.test(t)),
      texts.join(' | '),
    ).to.equal(true);
    ds.dispose();
  });
});
