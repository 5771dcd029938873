/// <reference types="mocha" />
/**
 * The states, layouts and settings dialogs driven like a user would: the JSON handed to `onApply`, invalid input
 * keeping Apply disabled, the root state not deletable, axe clean.
 */
import { expect } from '@open-wc/testing';
import LayoutsEditor from '../../../../src/features/dashboards/editor/layouts/layouts-editor';
import SettingsEditor from '../../../../src/features/dashboards/editor/settings/settings-editor';
import StatesEditor from '../../../../src/features/dashboards/editor/states/states-editor';
import { q, qa, unmountAll, until } from '../../ui/harness';
import { axeViolations, byId, click, isDisabled, mountEditor, screenshot, type } from './editor-harness';

const grid = {
  backgroundColor: '#eeeeee',
  color: 'rgba(0,0,0,0.870588)',
  columns: 24,
  margin: 10,
  backgroundSizeMode: '100%',
  autoFillHeight: true,
  mobileAutoFillHeight: false,
  mobileRowHeight: 70,
};
const layouts = { main: { widgets: { w1: { sizeX: 8, sizeY: 6, row: 0, col: 0 } }, gridSettings: grid } };
const states = {
  default: { name: 'Thermostats', root: true, layouts },
  chart: { name: '${entityName}', root: false, layouts, vendor: 1 },
};
const dashboard = { configuration: { states } };

function stateCases() {
  it('states: adds a state with a derived id, makes it the root; duplicate ids and deleting the root are refused', async () => {
    const m = await mountEditor(StatesEditor, states, dashboard);
    const { el } = m;
    const rootRow = () =>
      qa(el, '[data-testid="state-row"]').find(
        (r) => r.querySelector<HTMLInputElement>('[data-testid="state-root"]')!.checked,
      )!;
    expect(rootRow().dataset.stateId).to.equal('default');
    expect(rootRow().querySelector<HTMLButtonElement>('[data-testid="state-delete"]')!.disabled).to.equal(true);

    await click(el, 'state-add');
    await type(el, 'state-name', 'Chart');
    expect((await byId<HTMLInputElement>(el, 'state-id')).value).to.equal('chart');
    expect(await isDisabled(el, 'state-dialog-apply')).to.equal(true);
    expect(q(el, '[data-testid="state-dialog"]')!.textContent).to.contain('A state with this id already exists.');
    await type(el, 'state-name', 'Device details');
    expect((await byId<HTMLInputElement>(el, 'state-id')).value).to.equal('device_details');
    await screenshot('state');
    await click(el, 'state-dialog-apply');
    const row = await until(() =>
      qa(el, '[data-testid="state-row"]').find((r) => r.dataset.stateId === 'device_details'),
    );
    row.querySelector<HTMLInputElement>('[data-testid="state-root"]')!.click();
    await until(() => rootRow().dataset.stateId === 'device_details');
    expect(qa(el, '[data-testid="state-delete"]').map((b) => (b as HTMLButtonElement).disabled)).to.deep.equal([
      false,
      false,
      true,
    ]);
    await screenshot('states');
    expect(await axeViolations(el)).to.deep.equal([]);
    await click(el, 'states-editor-apply');

    const out = m.applied[0] as Record<string, { name: string; root: boolean; layouts: unknown; vendor?: number }>;
    expect(Object.keys(out)).to.deep.equal(['default', 'chart', 'device_details']);
    expect(
      Object.entries(out)
        .filter(([, s]) => s.root)
        .map(([id]) => id),
    ).to.deep.equal(['device_details']);
    expect(out.device_details).to.deep.include({ name: 'Device details', root: true });
    expect(out.chart).to.deep.equal({ ...states.chart });
    expect(out.default!.layouts).to.deep.equal(layouts);
  });
}

function layoutSettingsCases() {
  it('layouts: turns the right layout on and changes the main columns; out-of-range columns block Apply', async () => {
    const m = await mountEditor(LayoutsEditor, layouts, dashboard);
    const { el } = m;
    (await byId<HTMLInputElement>(el, 'layouts-right')).click();
    await until(() => qa(el, '[role="tab"]').length === 2);
    await type(el, 'main-columns', '5');
    await until(() =>
      q(el, '[data-testid="layouts-editor"]')!.textContent!.includes('Columns: a whole number from 10 to 1000.'),
    );
    expect(await isDisabled(el, 'layouts-editor-apply')).to.equal(true);
    await type(el, 'main-columns', '48');
    await until(async () => !(await isDisabled(el, 'layouts-editor-apply')));
    await screenshot('layouts');
    expect(await axeViolations(el)).to.deep.equal([]);
    await click(el, 'layouts-editor-apply');
    const out = m.applied[0] as {
      main: { widgets: unknown; gridSettings: Record<string, unknown> };
      right: { widgets: unknown; gridSettings: Record<string, unknown> };
    };
    expect(out.main.widgets).to.deep.equal(layouts.main.widgets);
    expect(out.main.gridSettings).to.deep.equal({ ...grid, columns: 48 });
    expect(out.right.widgets).to.deep.equal({});
    expect(out.right.gridSettings).to.include({ columns: 24, margin: 10, backgroundColor: '#eeeeee' });
  });

  it('settings: toggles toolbar items and the title; a title without colour blocks Apply', async () => {
    const value = {
      stateControllerId: 'entity',
      showTitle: false,
      showDashboardsSelect: true,
      showEntitiesSelect: true,
      showDashboardTimewindow: true,
      showDashboardExport: true,
      toolbarAlwaysOpen: true,
      vendor: 'kept',
    };
    const m = await mountEditor(SettingsEditor, value, dashboard);
    const { el } = m;
    (await byId<HTMLInputElement>(el, 'settings-show-filters')).click();
    (await byId<HTMLInputElement>(el, 'settings-show-dashboard-export')).click();
    (await byId<HTMLInputElement>(el, 'settings-toolbar-always-open')).click();
    (await byId<HTMLInputElement>(el, 'settings-show-title')).click();
    await type(el, 'settings-title-color', '');
    await until(async () => isDisabled(el, 'settings-editor-apply'));
    await type(el, 'settings-title-color', '#305680');
    await until(async () => !(await isDisabled(el, 'settings-editor-apply')));
    (await byId<HTMLInputElement>(el, 'settings-hide-toolbar')).click();
    await until(() => (q(el, '[data-testid="settings-show-dashboards-select"]') as HTMLInputElement).disabled);
    (await byId<HTMLInputElement>(el, 'settings-hide-toolbar')).click();
    await screenshot('settings');
    expect(await axeViolations(el)).to.deep.equal([]);
    await click(el, 'settings-editor-apply');
    expect(m.applied[0]).to.deep.equal({
      ...value,
      showTitle: true,
      titleColor: '#305680',
      showFilters: false,
      showDashboardExport: false,
      toolbarAlwaysOpen: false,
      hideToolbar: false,
      showDashboardLogo: false,
      dashboardLogoUrl: null,
      showUpdateDashboardImage: true,
    });
  });
}

describe('dashboard editor: states, layouts and settings dialogs', function () {
  this.timeout(30_000);
  afterEach(unmountAll);

  describe('the states dialog', stateCases);
  describe('the layouts and settings dialogs', layoutSettingsCases);
});
