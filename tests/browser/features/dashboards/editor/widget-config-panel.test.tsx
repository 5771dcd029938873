/// <reference types="mocha" />
/**
 * The widget configuration panel in real Chromium, on the "Temperature" time-series widget of the greenhouse
 * dashboard (tests/fixtures/dashboards/greenhouse.json, ThingsBoard 3.3.1's format): add a data key through the key input, edit its label,
 * colour and decimals, change a settings-schema field, add a "navigate to new dashboard state" action, Apply →
 * the JSON handed to onApply. Invalid decimals block Apply. Every tab passes axe in the light and the dark theme;
 * each tab is screenshotted in both.
 * The server is replaced by a small implementation of the panel's own services interface.
 */
import { expect } from '@open-wc/testing';
import { WidgetConfigEditor } from '../../../../../src/features/dashboards/editor/widget-config/widget-config-editor';
import type { WidgetConfigServices } from '../../../../../src/features/dashboards/editor/widget-config/services';
import type { TbJson } from '../../../../../src/features/dashboards/editor/panel-contract';
import { fixture, screenshot, viewport } from '../../../dashboards/dashboard-harness';
import { fill } from '../../real-server';
import { $, mountUi, q, qa, sleep, typeInto, unmountAll, until } from '../../../ui/harness';

const WIDGET_ID = 'b7e10001-0000-4000-9000-000000000005';

const SETTINGS_SCHEMA = {
  schema: {
    type: 'object',
    properties: {
      smoothLines: { title: 'Smooth lines', type: 'boolean', default: false },
      fontSize: { title: 'Font size', type: 'number', default: 10 },
    },
  },
  form: ['smoothLines', 'fontSize'],
};
const KEY_SETTINGS_SCHEMA = {
  schema: {
    type: 'object',
    properties: {
      showLines: { title: 'Show lines', type: 'boolean', default: true },
      lineWidth: { title: 'Line width', type: 'number', default: 2 },
    },
  },
};

function services(log: string[]): WidgetConfigServices {
  return {
    async loadWidgetType(ref) {
      log.push(`type ${ref.bundleAlias}.${ref.alias}`);
      return {
        type: 'timeseries',
        settingsSchema: JSON.stringify(SETTINGS_SCHEMA),
        dataKeySettingsSchema: JSON.stringify(KEY_SETTINGS_SCHEMA),
        defaultConfig: '{}',
      };
    },
    async findKeys(filter) {
      log.push(`keys ${filter.type}`);
      return { timeseries: ['humidity', 'temperature'], attribute: ['targetTemperature'] };
    },
    async searchDashboards() {
      return [];
    },
    async loadDashboard() {
      return null;
    },
  };
}

interface Mounted {
  el: HTMLElement;
  applied: TbJson[];
  closed: number[];
  log: string[];
}

async function mount(dashboard: TbJson, widget: TbJson, theme: 'light' | 'dark' = 'light'): Promise<Mounted> {
  const applied: TbJson[] = [];
  const closed: number[] = [];
  const log: string[] = [];
  const svc = services(log);
  const el = await mountUi(
    <WidgetConfigEditor
      value={widget}
      context={{ dashboard, stateId: 'default', layoutId: 'main' }}
      services={svc}
      onApply={(w) => applied.push(w)}
      onClose={() => closed.push(1)}
    />,
    `theme="${theme}"`,
  );
  await until(() => q(el, '[data-testid="data-tab"]'), 5000, 'data tab');
  return { el, applied, closed, log };
}

async function choose(el: HTMLElement, scope: Element, testId: string, option: string): Promise<void> {
  const trigger = await until(
    () => scope.querySelector<HTMLElement>(`[data-testid="${testId}"] [role="combobox"]`),
    3000,
    `select ${testId}`,
  );
  trigger.click();
  (
    await until(() => qa(el, '[role="option"]').find((o) => o.textContent?.trim() === option), 3000, `option ${option}`)
  ).click();
  await until(() => !q(el, '[role="listbox"]'), 3000, 'listbox closed');
}

async function openTab(el: HTMLElement, name: string): Promise<void> {
  (await until(() => qa(el, '[role="tab"]').find((t) => t.textContent?.startsWith(name)), 3000, `tab ${name}`)).click();
  await until(
    () => qa(el, '[role="tab"][aria-selected="true"]').some((t) => t.textContent?.startsWith(name)),
    3000,
    `tab ${name} selected`,
  );
}

const applyButton = (el: HTMLElement) => q<HTMLButtonElement>(el, '[data-testid="widget-config-apply"]')!;

interface AxeResult {
  violations: { id: string; impact: string | null; nodes: { target: unknown }[] }[];
}
type AxeWindow = typeof window & { axe?: { run(context: unknown, options: unknown): Promise<AxeResult> } };

/**
 * axe-core over the element (its shadow root and the dialogs portalled into it). floating-ui's focus guards
 * (aria-hidden spans with tabindex 0 that only pass focus on) are left out: a known false positive,
 * https://github.com/dequelabs/axe-core/issues/4832, https://github.com/floating-ui/floating-ui/issues/2462.
 */
async function accessible(el: HTMLElement): Promise<void> {
  const w = window as AxeWindow;
  // @ts-expect-error axe-core's browser build (it registers window.axe) ships no type declarations
  if (!w.axe) await import('axe-core/axe.min.js');
  const guards = [...el.shadowRoot!.querySelectorAll('[data-floating-ui-focus-guard]')];
  const result = await w.axe!.run({ include: [el], exclude: guards }, { resultTypes: ['violations'] });
  expect(
    result.violations.map((v) => `${v.id} (${v.impact}): ${JSON.stringify(v.nodes.map((n) => n.target))}`),
  ).to.deep.equal([]);
}

const rgba = (c: string) => {
  const [r, g, b, a = 1] = c.match(/[\d.]+/g)!.map(Number);
  return [r!, g!, b!, a] as const;
};
const luminance = ([r, g, b]: readonly number[]) => {
  const lin = (x: number) => ((x /= 255) <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
};
/** Contrast of a (possibly translucent) colour drawn over an opaque background. */
function contrastOver(fg: string, bg: string): number {
  const [r, g, b, a] = rgba(fg);
  const base = rgba(bg);
  const mixed = [r, g, b].map((x, i) => x * a + base[i]! * (1 - a));
  const [l1, l2] = [luminance(mixed), luminance(base)].sort((x, y) => y - x);
  return (l1! + 0.05) / (l2! + 0.05);
}

/** The colour swatches' rings stand out (3:1) from the dialog surface, whatever colour they show. */
function swatchRings(el: HTMLElement): number[] {
  const surface =
    getComputedStyle(q(el, '[data-testid="advanced-tab"]')!).getPropertyValue('--iot-color-surface').trim() ||
    '#ffffff';
  const probe = document.createElement('div');
  probe.style.color = surface;
  document.body.append(probe);
  const bg = getComputedStyle(probe).color;
  probe.remove();
  return qa(el, '[data-testid="color-input-open"] > span').map((s) =>
    contrastOver(getComputedStyle(s).borderTopColor, bg),
  );
}

let dashboard: TbJson;
let widget: TbJson;

const keyChips = (el: HTMLElement) => qa(el, '[data-testid="datasource-keys"] [data-chip]');

/** Data tab: adds "humidity" from the suggestions of the alias's keys. */
async function addHumidityKey(el: HTMLElement, log: string[]): Promise<void> {
  const input = await $<HTMLInputElement>(el, '[data-testid="datasource-keys"] input');
  await typeInto(input, 'hum');
  const option = await until(
    () => qa(el, '[role="option"]').find((o) => o.textContent === 'humidityTimeseries'),
    3000,
    'humidity option',
  );
  expect(log).to.include('keys stateEntity');
  option.click();
  await until(() => keyChips(el).length === 2, 3000, 'second chip');
  expect(keyChips(el)[1]!.textContent).to.equal('humidity');
}

/** Data key dialog: label, colour and decimals of the new key (20 is refused, 1 accepted). */
async function editHumidityKey(el: HTMLElement): Promise<void> {
  keyChips(el)[1]!.querySelector<HTMLButtonElement>('[data-testid="data-key-edit"]')!.click();
  const dialog = await $(el, '[data-testid="data-key-dialog"]');
  fill(dialog.querySelector<HTMLInputElement>('[data-testid="data-key-label"]')!, 'Humidity %');
  fill(dialog.querySelector<HTMLInputElement>('[data-testid="data-key-color"] input')!, '#00ff00');
  fill(dialog.querySelector<HTMLInputElement>('[data-testid="data-key-decimals"]')!, '20');
  const keyApply = () => q<HTMLButtonElement>(el, '[data-testid="data-key-apply"]')!;
  await until(() => keyApply().disabled, 2000, 'key apply disabled');
  expect(dialog.textContent).to.contain('Decimals must be a whole number from 0 to 15.');
  fill(dialog.querySelector<HTMLInputElement>('[data-testid="data-key-decimals"]')!, '1');
  await until(() => !keyApply().disabled, 2000, 'key apply enabled');
  expect(dialog.textContent).to.contain('Line width');
  await accessible(el);
  await screenshot('widget-config-data-key');
  keyApply().click();
  await until(() => !q(el, '[data-testid="data-key-dialog"]'), 3000, 'key dialog closed');
  expect(keyChips(el)[1]!.textContent).to.equal('Humidity %');
}

/** Settings tab: a schema field, then invalid widget decimals block Apply. */
async function editSettings(el: HTMLElement): Promise<void> {
  await openTab(el, 'Settings');
  const form = await $(el, '[data-testid="widget-settings-form"]');
  const smooth = [...form.querySelectorAll('label')].find((l) => l.textContent?.includes('Smooth lines'))!;
  const box = (smooth.control ?? smooth.querySelector('input')) as HTMLInputElement;
  expect(box.checked).to.equal(true); // the fixture widget has smoothLines: true
  box.click();
  await until(() => !box.checked, 2000, 'unchecked');
  const decimals = await $<HTMLInputElement>(el, '[data-testid="widget-decimals"]');
  fill(decimals, '16');
  await until(() => applyButton(el).disabled, 2000, 'apply disabled by decimals');
  expect(q(el, '[data-testid="widget-config-summary"]')!.textContent).to.contain(
    'Decimals must be a whole number from 0 to 15.',
  );
  expect(q(el, '[data-testid="tab-error-settings"]')).to.exist;
  await accessible(el);
  await screenshot('widget-config-settings-invalid');
  fill(decimals, '');
  await until(() => !applyButton(el).disabled, 2000, 'apply enabled again');
  await screenshot('widget-config-settings');
}

/** Advanced tab: accessible, and the colour swatches stand out from the surface. */
async function checkAdvancedTab(el: HTMLElement): Promise<void> {
  await openTab(el, 'Advanced');
  await $(el, '[data-testid="advanced-tab"]');
  await accessible(el);
  for (const c of swatchRings(el)) expect(c).to.be.at.least(3);
  await screenshot('widget-config-advanced');
}

/** Actions tab: a header button that navigates to the "trend" state. */
async function addHeaderAction(el: HTMLElement): Promise<void> {
  await openTab(el, 'Actions');
  (await $(el, '[data-testid="actions-headerButton"] [data-testid="action-add"]')).click();
  const actionDialog = await $(el, '[data-testid="action-dialog"]');
  expect(actionDialog.querySelector('[data-testid="action-type"]')!.textContent).to.contain(
    'Navigate to new dashboard state',
  );
  const add = () => q<HTMLButtonElement>(el, '[data-testid="action-apply"]')!;
  expect(add().disabled).to.equal(true);
  fill(actionDialog.querySelector<HTMLInputElement>('[data-testid="action-name"]')!, 'Show chart');
  await choose(el, actionDialog, 'action-target-state', '${entityName} trend (trend)');
  await until(() => !add().disabled, 2000, 'action valid');
  await accessible(el);
  await screenshot('widget-config-action-dialog');
  add().click();
  await until(() => qa(el, '[data-testid="action-row"]').length === 1, 3000, 'action row');
  await accessible(el);
  await screenshot('widget-config-actions');
}

/** The applied widget JSON carries every edit, and untouched fields survive as they were. */
function expectEditedWidget(applied: TbJson[]): void {
  expect(applied).to.have.length(1);
  const out = applied[0]! as { id: string; config: Record<string, unknown> } & TbJson;
  const original = widget as { config: Record<string, unknown> } & TbJson;
  expect(out.id).to.equal(WIDGET_ID);
  expect(out.sizeX).to.equal(original.sizeX);
  const ds = (out.config.datasources as { entityAliasId: string; dataKeys: Record<string, unknown>[] }[])[0]!;
  expect(ds.entityAliasId).to.equal('a1f2c3d4-0001-4a00-9000-000000000002');
  expect(ds.dataKeys[0]).to.deep.equal((original.config.datasources as { dataKeys: unknown[] }[])[0]!.dataKeys[0]);
  const { _hash, ...added } = ds.dataKeys[1]!;
  expect(_hash).to.be.a('number');
  expect(added).to.deep.equal({
    name: 'humidity',
    type: 'timeseries',
    label: 'Humidity %',
    color: '#00ff00',
    settings: { showLines: true, lineWidth: 2 },
    decimals: 1,
  });
  expect(out.config.settings).to.deep.equal({
    ...(original.config.settings as object),
    smoothLines: false,
    fontSize: 10,
  });
  expect(out.config).to.not.have.property('decimals');
  const actions = (out.config.actions as { headerButton: Record<string, unknown>[] }).headerButton;
  expect(actions).to.have.length(1);
  expect(actions[0]).to.include({
    name: 'Show chart',
    type: 'openDashboardState',
    targetDashboardStateId: 'trend',
    setEntityId: true,
    openInSeparateDialog: false,
  });
  expect(actions[0]!.id).to.match(/^[0-9a-f-]{36}$/);
  // Untouched fields survive as they were.
  for (const k of ['timewindow', 'titleStyle', 'mobileHeight', 'legendConfig', 'widgetStyle', 'useDashboardTimewindow'])
    expect(out.config[k], k).to.deep.equal(original.config[k]);
}

describe('widget configuration panel', function () {
  this.timeout(60_000);
  before(async () => {
    await viewport(1280, 900);
    dashboard = (await fixture('dashboards/greenhouse.json')) as TbJson;
    widget = (dashboard.configuration as { widgets: Record<string, TbJson> }).widgets[WIDGET_ID]!;
  });
  afterEach(unmountAll);

  it('edits keys, settings and actions; Apply hands back the edited JSON with unknown fields intact', async () => {
    const { el, applied, log } = await mount(dashboard, widget);
    expect(log).to.include('type charts.basic_timeseries');
    expect(keyChips(el).map((c) => c.textContent)).to.deep.equal(['Temperature']);
    await accessible(el);
    await screenshot('widget-config-data');

    await addHumidityKey(el, log);
    await editHumidityKey(el);
    await editSettings(el);
    await checkAdvancedTab(el);
    await addHeaderAction(el);
    applyButton(el).click();
    expectEditedWidget(applied);
  });

  it('dark theme: the Data (and data key), Settings, Advanced and Actions (and action) views pass axe; screenshots', async () => {
    const { el } = await mount(dashboard, widget, 'dark');
    const text = getComputedStyle(await $(el, '[data-testid="data-tab"]'))
      .color.match(/\d+/g)!
      .map(Number);
    expect(text[0]! + text[1]! + text[2]!, 'dark theme: light text').to.be.greaterThan(450);
    await accessible(el);
    await screenshot('widget-config-data-dark');
    qa(el, '[data-testid="datasource-keys"] [data-chip]')[0]!
      .querySelector<HTMLButtonElement>('[data-testid="data-key-edit"]')!
      .click();
    await $(el, '[data-testid="data-key-dialog"]');
    await accessible(el);
    await screenshot('widget-config-data-key-dark');
    (
      await until(
        () =>
          qa<HTMLButtonElement>(el, '[data-testid="data-key-dialog"] button').find((b) => b.textContent === 'Cancel'),
        3000,
        'key cancel',
      )
    ).click();
    await until(() => !q(el, '[data-testid="data-key-dialog"]'), 3000, 'key dialog closed');

    await openTab(el, 'Settings');
    await $(el, '[data-testid="widget-settings-form"]');
    await accessible(el);
    await screenshot('widget-config-settings-dark');

    await openTab(el, 'Advanced');
    await $(el, '[data-testid="advanced-tab"]');
    await accessible(el);
    const rings = swatchRings(el);
    expect(rings).to.have.length(2);
    for (const c of rings) expect(c).to.be.at.least(3);
    await screenshot('widget-config-advanced-dark');

    await openTab(el, 'Actions');
    (await $(el, '[data-testid="actions-headerButton"] [data-testid="action-add"]')).click();
    const actionDialog = await $(el, '[data-testid="action-dialog"]');
    fill(actionDialog.querySelector<HTMLInputElement>('[data-testid="action-name"]')!, 'Show chart');
    await choose(el, actionDialog, 'action-target-state', '${entityName} trend (trend)');
    await until(() => !q<HTMLButtonElement>(el, '[data-testid="action-apply"]')!.disabled, 2000, 'action valid');
    await accessible(el);
    await screenshot('widget-config-action-dialog-dark');
    q<HTMLButtonElement>(el, '[data-testid="action-apply"]')!.click();
    await until(() => qa(el, '[data-testid="action-row"]').length === 1, 3000, 'action row');
    await accessible(el);
    await screenshot('widget-config-actions-dark');
  });

  it('Cancel closes without applying; the input JSON is never mutated', async () => {
    const before = JSON.stringify(widget);
    const { el, applied, closed } = await mount(dashboard, widget);
    (await $(el, '[data-testid="datasource-remove"]')).click();
    await until(() => qa(el, '[data-testid="datasource-row"]').length === 0, 2000, 'row removed');
    (await $(el, '[data-testid="widget-config-cancel"]')).click();
    await sleep(50);
    expect(closed).to.have.length(1);
    expect(applied).to.have.length(0);
    expect(JSON.stringify(widget)).to.equal(before);
  });

  it('a datasource without an alias blocks Apply with a message on the Data tab', async () => {
    const { el } = await mount(dashboard, widget);
    (await $(el, '[data-testid="datasource-add"]')).click();
    await until(() => qa(el, '[data-testid="datasource-row"]').length === 2, 2000, 'second datasource');
    await until(() => applyButton(el).disabled, 2000, 'apply disabled');
    expect(q(el, '[data-testid="widget-config-summary"]')!.textContent).to.contain(
      'Datasource 2: choose an entity alias.',
    );
    const second = qa(el, '[data-testid="datasource-row"]')[1]!;
    await choose(el, second, 'datasource-alias', 'Greenhouse sensors');
    await until(() => !applyButton(el).disabled, 2000, 'apply enabled');
  });
});
