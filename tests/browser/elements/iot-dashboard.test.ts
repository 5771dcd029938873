/// <reference types="mocha" />
/**
 * <iot-dashboard>: registration, the `dashboard` and `dataSource` properties (a host's own dashboard JSON and
 * data), attributes (state, hide-toolbar, theme), the `iot-dashboard-state-change` and `iot-widget-action`
 * events (bubbling, composed), styles inside the shadow root, two instances on one page.
 */
import { expect } from '@open-wc/testing';
import '../../../elements/iot-dashboard';
import { encodeState } from '../../../src/features/dashboards/state/state-controller';
import { fixture } from '../dashboards/dashboard-harness';
import { TEST_ENTITIES, TestDataSource } from '../dashboards/test-data-source';
import { shadow, until } from '../helpers';

type DashboardEl = HTMLElementTagNameMap['iot-dashboard'] & { dashboard?: unknown; dataSource?: unknown };

async function mount(
  attrs: Record<string, string> = {},
  raw?: unknown,
): Promise<{ el: DashboardEl; ds: TestDataSource }> {
  const ds = new TestDataSource({ updateIntervalMs: 0 });
  const el = document.createElement('iot-dashboard') as DashboardEl;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.style.height = '700px';
  el.style.width = '1200px';
  // Properties set before the element is attached (and before upgrade) are kept.
  el.dashboard = raw ?? (await fixture('dashboards/greenhouse.json'));
  el.dataSource = ds;
  document.body.append(el);
  await until(() => shadow(el).querySelector('[data-testid="widget"]'), 10_000, 'widgets');
  return { el, ds };
}

describe('<iot-dashboard>', function () {
  this.timeout(30_000);
  afterEach(() => document.querySelectorAll('iot-dashboard').forEach((e) => e.remove()));

  it('is registered with a version and typed in HTMLElementTagNameMap', () => {
    const ctor = customElements.get('iot-dashboard') as unknown as { version: string };
    expect(ctor.version).to.match(/^\d+\.\d+\.\d+/);
    expect(document.createElement('iot-dashboard')).to.be.instanceOf(HTMLElement);
  });

  it('renders a host-given dashboard with its styles in the shadow root only, toolbar and theme by attribute', async () => {
    const headStyles = document.head.querySelectorAll('style').length;
    const { el, ds } = await mount();
    const root = shadow(el);
    expect(root.querySelector('[data-testid="dashboard-toolbar"]')).to.exist;
    expect(root.querySelectorAll('[data-testid="widget"]').length).to.equal(3);
    expect(document.head.querySelectorAll('style').length).to.equal(headStyles);
    const card = root.querySelector<HTMLElement>('[data-testid="widget"]')!;
    expect(getComputedStyle(card).backgroundColor).to.equal('rgb(255, 255, 255)');
    el.setAttribute('theme', 'dark');
    await until(() => getComputedStyle(card).backgroundColor === 'rgb(29, 35, 43)', 3000, 'dark widget background');
    el.setAttribute('hide-toolbar', '');
    await until(() => !root.querySelector('[data-testid="dashboard-toolbar"]'), 3000, 'toolbar hidden');
    ds.dispose();
  });

  it('follows the state attribute and fires iot-dashboard-state-change and iot-widget-action', async () => {
    const { el, ds } = await mount();
    const events: CustomEvent[] = [];
    document.addEventListener('iot-dashboard-state-change', (e) => events.push(e));
    document.addEventListener('iot-widget-action', (e) => events.push(e));
    const row = await until(
      () =>
        [...shadow(el).querySelectorAll<HTMLElement>('[data-testid="table-row"]')].find((r) =>
          r.textContent?.includes('Thermostat T1'),
        ),
      5000,
      'row',
    );
    row.querySelector<HTMLButtonElement>('[title="Trend"]')!.click();
    await until(() => events.length >= 2, 5000, 'events');
    const action = events.find((e) => e.type === 'iot-widget-action')!;
    expect(action.bubbles && action.composed).to.equal(true);
    expect(action.detail).to.deep.include({ actionName: 'Trend', entityName: 'Thermostat T1' });
    const change = events.find((e) => e.type === 'iot-dashboard-state-change')!;
    expect(change.detail.stateId).to.equal('trend');
    const t2 = TEST_ENTITIES[1]!;
    el.setAttribute(
      'state',
      encodeState([{ id: 'trend', params: { entityId: { entityType: 'DEVICE', id: t2.id }, entityName: t2.name } }]),
    );
    await until(
      () => shadow(el).querySelector('[data-testid="state-breadcrumbs"]')?.textContent?.includes('Thermostat T2'),
      5000,
      'state from attribute',
    );
    ds.dispose();
  });

  it('runs two instances on one page independently', async () => {
    const a = await mount();
    const b = await mount({}, await fixture('dashboards/site_overview.json'));
    expect(shadow(a.el).querySelector('[data-testid="dashboard"]')!.getAttribute('data-state')).to.equal('default');
    expect(shadow(b.el).querySelector('[data-testid="dashboard"]')!.getAttribute('data-state')).to.equal('overview');
    a.ds.dispose();
    b.ds.dispose();
  });

  it('asks for a dashboard when it has neither an id nor a dashboard', async () => {
    const el = document.createElement('iot-dashboard');
    document.body.append(el);
    await until(() => shadow(el).textContent?.includes('dashboard-id'), 5000, 'message');
  });
});
