/// <reference types="mocha" />
/**
 * The add-widget dialog in edit mode (bundles and widget types from the real server, the dashboard over the test
 * data source): choosing a card (click, or Enter from the keyboard) selects it and runs the real widget in the
 * preview pane with sample data from its default config, without adding anything; "Add" adds the chosen type; a
 * double click on a card adds at once. The dialog with a preview passes axe. A custom type of a tenant bundle runs
 * in the widget sandbox frame.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { useSyncExternalStore } from 'react';
import { createEditMode, type EditController } from '../../../../../src/features/dashboards/editor/edit-mode';
import { DashboardRuntime } from '../../../../../src/features/dashboards/runtime/dashboard-runtime';
import { DialogsProvider } from '../../../../../src/ui/dialog/dialog-service';
import { ToastProvider } from '../../../../../src/ui/toast/toast-context';
import { installFakeSession } from '../../../app/fake-session';
import { TestDataSource } from '../../../dashboards/test-data-source';
import { mountUi, q, unmountAll, until } from '../../../ui/harness';
import { api, fill, uniqueName, wireRealTenantApi } from '../../real-server';
import { axeViolations, screenshot } from '../editor-harness';

const fake = installFakeSession();
let token = '';

function dashboard() {
  return {
    id: { entityType: 'DASHBOARD', id: `wtr-${Math.random()}` },
    title: 'Add widget test',
    configuration: {
      widgets: {},
      states: {
        default: {
          name: 'Add widget test',
          root: true,
          layouts: { main: { widgets: {}, gridSettings: { columns: 24, margin: 10 } } },
        },
      },
      settings: { showTitle: true },
    },
  };
}

function Harness({ ctl, ds, theme }: { ctl: EditController; ds: TestDataSource; theme: 'light' | 'dark' }) {
  useSyncExternalStore(ctl.session.subscribe, ctl.session.getSnapshot);
  return (
    <DialogsProvider>
      <ToastProvider>
        <div style={{ width: 1240, height: 760, display: 'flex', flexDirection: 'column' }}>
          <DashboardRuntime
            model={ctl.model()}
            raw={ctl.session.raw}
            dataSource={ds}
            user={{ userId: 'u', authority: 'TENANT_ADMIN' }}
            theme={theme}
            layoutView={ctl.Layout}
            banner={<ctl.Toolbar />}
          />
        </div>
      </ToastProvider>
    </DialogsProvider>
  );
}

const widgetsOf = (ctl: EditController) =>
  Object.values(
    (ctl.session.raw as { configuration: { widgets: Record<string, { typeAlias: string }> } }).configuration.widgets,
  ).map((w) => w.typeAlias);

async function openBundle(title: string, theme: 'light' | 'dark' = 'light') {
  const raw = dashboard();
  const ctl = createEditMode({ base: raw, userId: 'u', dashboardId: raw.id.id, onExit: () => undefined });
  const ds = new TestDataSource({ updateIntervalMs: 0 });
  const el = await mountUi(() => <Harness ctl={ctl} ds={ds} theme={theme} />, `theme="${theme}"`);
  (await until(() => q<HTMLButtonElement>(el, '[data-testid="edit-add-widget"]'), 8000, 'add widget button')).click();
  const dialog = await until(() => q(el, '[data-testid="add-widget-dialog"]'), 3000, 'dialog');
  fill(
    await until(() => dialog.querySelector<HTMLInputElement>('[data-testid="add-widget-search"]'), 3000, 'search'),
    title.slice(0, 4).toLowerCase(),
  );
  const bundle = await until(
    () =>
      [...dialog.querySelectorAll<HTMLButtonElement>('[data-testid="add-widget-bundles"] button')].find((b) =>
        b.textContent?.startsWith(title),
      ),
    20_000,
    `bundle ${title}`,
  );
  bundle.click();
  await until(() => dialog.querySelectorAll('[data-testid="add-widget-type"]').length > 0, 10_000, `types of ${title}`);
  const card = (alias: string) =>
    dialog.querySelector<HTMLButtonElement>(`[data-testid="add-widget-type"][data-type-alias="${alias}"]`)!;
  return { el, ctl, ds, dialog, card };
}

function previewCases() {
  it('a click selects a type and previews the real widget with sample data; Add adds it', async () => {
    const { ctl, ds, dialog, card } = await openBundle('Cards');
    expect(dialog.querySelector('[data-testid="add-widget-preview-stage"]')).to.equal(null);
    card('simple_card').click();
    await until(() => card('simple_card').getAttribute('aria-pressed') === 'true', 2000, 'selected');
    expect(widgetsOf(ctl)).to.deep.equal([]); // a click no longer adds
    const stage = await until(
      () => dialog.querySelector('[data-testid="add-widget-preview-stage"][data-type-alias="simple_card"]'),
      3000,
      'preview stage',
    );
    const widget = await until(
      () => stage.querySelector<HTMLElement>('[data-testid="widget"][data-widget-type="cards.simple_card"]'),
      8000,
      'native widget in preview',
    );
    expect(
      widget.querySelector('[data-testid="widget-type-not-found"], [data-testid="widget-type-load-error"]'),
    ).to.equal(null);
    // The server's type has no datasource: the preview gives it the sample random keys, run in the script sandbox.
    await until(
      () => /First/.test(widget.textContent ?? '') && /\d/.test(widget.textContent ?? ''),
      15_000,
      'sample value shown',
    );
    await screenshot('add-widget-preview');
    expect(widget.offsetHeight).to.be.greaterThan(150);

    dialog.querySelector<HTMLButtonElement>('[data-testid="add-widget-confirm"]')!.click();
    await until(() => widgetsOf(ctl).length === 1, 3000, 'added');
    expect(widgetsOf(ctl)).to.deep.equal(['simple_card']);
    await until(() => !dialog.isConnected, 3000, 'dialog closed');
    ds.dispose();
  });

  it('Enter on a focused card previews it; the dialog passes axe; a double click adds at once', async () => {
    const { ctl, ds, dialog, card } = await openBundle('Cards');
    card('markdown_card').focus();
    await sendKeys({ press: 'Enter' });
    await until(
      () => dialog.querySelector('[data-testid="add-widget-preview-stage"][data-type-alias="markdown_card"]'),
      3000,
      'markdown previewed',
    );
    const widget = await until(
      () =>
        dialog.querySelector<HTMLElement>(
          '[data-testid="add-widget-preview-stage"] [data-testid="widget"][data-widget-type="cards.markdown_card"]',
        ),
      8000,
      'markdown widget',
    );
    expect(
      widget.querySelector('[data-testid="widget-type-not-found"], [data-testid="widget-type-load-error"]'),
    ).to.equal(null);
    expect(widgetsOf(ctl)).to.deep.equal([]);
    expect(await axeViolations(dialog as HTMLElement)).to.deep.equal([]);

    card('label_widget').dispatchEvent(new MouseEvent('dblclick', { bubbles: true, composed: true }));
    await until(() => widgetsOf(ctl).length === 1, 3000, 'added by double click');
    expect(widgetsOf(ctl)).to.deep.equal(['label_widget']);
    ds.dispose();
  });

  it('dark theme: the dialog with a preview passes axe', async () => {
    const { ds, dialog, card } = await openBundle('Cards', 'dark');
    card('simple_card').click();
    const widget = await until(
      () =>
        dialog.querySelector<HTMLElement>(
          '[data-testid="add-widget-preview-stage"] [data-testid="widget"][data-widget-type="cards.simple_card"]',
        ),
      8000,
      'simple card',
    );
    await until(() => /\d/.test(widget.textContent ?? ''), 15_000, 'sample value');
    expect(await axeViolations(dialog as HTMLElement)).to.deep.equal([]);
    await screenshot('add-widget-preview-dark');
    ds.dispose();
  });
}

function customTypeCases() {
  it('a custom widget type of a tenant bundle previews through the sandbox frame', async () => {
    const title = uniqueName('Zz preview');
    const bundle = (await api<{ id: { id: string }; alias: string }>(token, 'POST', '/api/widgetsBundle', { title }))
      .body;
    const descriptor = {
      type: 'static',
      sizeX: 6,
      sizeY: 3,
      resources: [],
      templateHtml: '<div class="hello"></div>',
      templateCss: '',
      controllerScript: "self.onInit = () => self.ctx.$container.find('.hello').text('custom preview');",
      settingsSchema: '{}',
      dataKeySettingsSchema: '{}',
      defaultConfig: '{}',
    };
    const type = (
      await api<{ alias: string }>(token, 'POST', '/api/widgetType', {
        bundleAlias: bundle.alias,
        name: 'Custom hello',
        descriptor,
      })
    ).body;
    try {
      const { ctl, ds, dialog, card } = await openBundle(title);
      card(type.alias).click();
      const stage = await until(
        () => dialog.querySelector('[data-testid="add-widget-preview-stage"]'),
        3000,
        'preview stage',
      );
      const frame = await until(
        () => stage.querySelector<HTMLIFrameElement>('[data-testid="custom-widget"] iframe'),
        10_000,
        'sandbox frame',
      );
      expect(frame.getAttribute('sandbox')).to.equal('allow-scripts');
      expect(widgetsOf(ctl)).to.deep.equal([]);
      ds.dispose();
    } finally {
      await api(token, 'DELETE', `/api/widgetsBundle/${bundle.id.id}`);
    }
  });
}

describe('add widget dialog: select and preview', function () {
  this.timeout(60_000);
  before(async function () {
    this.timeout(240_000); // the first /real call may (re)build the server
    fake.signInAs('TENANT_ADMIN');
    token = await wireRealTenantApi();
  });
  afterEach(unmountAll);

  describe('selection, preview and accessibility', previewCases);
  describe('custom widget types', customTypeCases);
});
