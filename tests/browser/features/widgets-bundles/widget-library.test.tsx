/// <reference types="mocha" />
/**
 * The widget library and the widget type editor against the real server, as a tenant
 * administrator (our fake session for the role, the real API with the tenant's token): cards of a tenant bundle's
 * widget types, create (kind dialog → add route), delete after confirmation; a system bundle is read only; the
 * editor loads a type, runs it in the sandbox frame, saves a new name, and is read only for a system type.
 */
import { expect } from '@open-wc/testing';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { WidgetEditorFeature } from '../../../../src/features/widgets-bundles/widget-editor-feature';
import { WidgetLibraryFeature } from '../../../../src/features/widgets-bundles/widget-library-feature';
import { DialogsProvider } from '../../../../src/ui/dialog/dialog-service';
import { ToastProvider } from '../../../../src/ui/toast/toast-context';
import { installFakeSession } from '../../app/fake-session';
import { mountUi, q, qa, unmountAll, until } from '../../ui/harness';
import { api, fill, uniqueName, wireRealTenantApi } from '../real-server';
import { untilAsync } from '../../helpers';

const fake = installFakeSession();
let token = '';
let location = '';

function Where() {
  location = useLocation().pathname;
  return null;
}

async function mountAt(path: string): Promise<HTMLElement> {
  const el = await mountUi(
    <ToastProvider>
      <DialogsProvider>
        <MemoryRouter initialEntries={[path]}>
          <Where />
          <Routes>
            <Route path="/widgets-bundles/:bundleId/widgetTypes" element={<WidgetLibraryFeature />} />
            <Route path="/widgets-bundles/:bundleId/widgetTypes/add/:kind" element={<WidgetEditorFeature />} />
            <Route path="/widgets-bundles/:bundleId/widgetTypes/:widgetTypeId" element={<WidgetEditorFeature />} />
          </Routes>
        </MemoryRouter>
      </DialogsProvider>
    </ToastProvider>,
  );
  return el;
}

type Bundle = { id: { id: string }; alias: string; title: string };
type WType = { id: { id: string }; name: string; descriptor: Record<string, unknown> };

function bundleCases() {
  it('tenant bundle: cards, create by kind, delete after confirmation', async () => {
    const bundle = (await api<Bundle>(token, 'POST', '/api/widgetsBundle', { title: uniqueName('Lib') })).body;
    const type = (
      await api<WType>(token, 'POST', '/api/widgetType', {
        bundleAlias: bundle.alias,
        name: 'Gauge A',
        descriptor: { type: 'timeseries', sizeX: 8, sizeY: 5 },
      })
    ).body;
    const el = await mountAt(`/widgets-bundles/${bundle.id.id}/widgetTypes`);
    const card = await until(() => q(el, '[data-testid="widget-type-card"]'), 10_000, 'card');
    expect(card.textContent).to.contain('Gauge A');
    expect(card.textContent).to.contain('Time series');
    expect(q(el, '[data-testid="widget-library-readonly"]')).to.equal(null);

    q<HTMLButtonElement>(el, '[data-testid="widget-library-add"]')!.click();
    (await until(() => q<HTMLButtonElement>(el, '[data-testid="widget-kind-static"]'), 3000, 'kind dialog')).click();
    await until(() => location === `/widgets-bundles/${bundle.id.id}/widgetTypes/add/static`, 3000, 'add route');
    unmountAll();

    const again = await mountAt(`/widgets-bundles/${bundle.id.id}/widgetTypes`);
    (
      await until(() => q<HTMLButtonElement>(again, '[data-testid="widget-type-delete"]'), 10_000, 'delete button')
    ).click();
    const confirm = await until(() => q(again, '[data-testid="widget-type-delete-confirm"]'), 3000, 'confirm');
    expect(confirm.textContent).to.contain("Delete widget type 'Gauge A'?");
    [...confirm.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Yes')!.click();
    await until(() => q(again, '[data-testid="widget-library-empty"]'), 10_000, 'empty library');
    expect((await api(token, 'GET', `/api/widgetType/${type.id.id}`)).status).to.equal(404);
  });

  it('system bundle: read only for a tenant', async () => {
    const bundles = (await api<Bundle[]>(token, 'GET', '/api/widgetsBundles')).body;
    const charts = bundles.find((b) => b.alias === 'charts')!;
    const el = await mountAt(`/widgets-bundles/${charts.id.id}/widgetTypes`);
    await until(() => qa(el, '[data-testid="widget-type-card"]').length > 3, 10_000, 'cards');
    expect(q(el, '[data-testid="widget-library-readonly"]')).not.to.equal(null);
    expect(q(el, '[data-testid="widget-library-add"]')).to.equal(null);
    expect(q(el, '[data-testid="widget-type-delete"]')).to.equal(null);
  });
}

function editorCases() {
  it('editor: loads a type, runs it in the sandbox, saves a new name', async () => {
    const bundle = (await api<Bundle>(token, 'POST', '/api/widgetsBundle', { title: uniqueName('Ed') })).body;
    const descriptor = {
      type: 'static',
      sizeX: 4,
      sizeY: 3,
      resources: [],
      templateHtml: '<p>x</p>',
      templateCss: '',
      controllerScript: 'self.onInit = () => {};',
      settingsSchema: '{}',
      dataKeySettingsSchema: '{}',
      defaultConfig: '{}',
    };
    const type = (
      await api<WType>(token, 'POST', '/api/widgetType', { bundleAlias: bundle.alias, name: 'Static one', descriptor })
    ).body;
    const el = await mountAt(`/widgets-bundles/${bundle.id.id}/widgetTypes/${type.id.id}`);
    const name = await until(() => q<HTMLInputElement>(el, '[data-testid="widget-editor-name"]'), 10_000, 'editor');
    expect(name.value).to.equal('Static one');
    const frame = await until(
      () => q<HTMLIFrameElement>(el, '[data-testid="widget-sandbox-frame"]'),
      10_000,
      'preview frame',
    );
    expect(frame.getAttribute('sandbox')).to.equal('allow-scripts');
    expect(frame.src).to.match(/\/dist\/widget-sandbox\.html$/);
    const save = q<HTMLButtonElement>(el, '[data-testid="widget-editor-save"]')!;
    expect(save.disabled).to.equal(true);
    fill(name, 'Static two');
    await until(() => !save.disabled, 3000, 'save enabled');
    save.click();
    // The button is disabled both while the save runs and after it; the server's copy tells them apart.
    const stored = await untilAsync(
      async () => {
        const body = (await api<WType>(token, 'GET', `/api/widgetType/${type.id.id}`)).body;
        return body.name === 'Static two' && body;
      },
      10_000,
      'saved',
    );
    expect(save.disabled).to.equal(true);
    expect(stored.descriptor['templateHtml']).to.equal('<p>x</p>');
  });

  it('editor: a system widget type is read only (save as only)', async () => {
    const types = (
      await api<{ id: { id: string }; alias: string }[]>(
        token,
        'GET',
        '/api/widgetTypesInfos?isSystem=true&bundleAlias=cards',
      )
    ).body;
    const bundles = (await api<Bundle[]>(token, 'GET', '/api/widgetsBundles')).body;
    const cards = bundles.find((b) => b.alias === 'cards')!;
    const html = types.find((t) => t.alias === 'html_card')!;
    const el = await mountAt(`/widgets-bundles/${cards.id.id}/widgetTypes/${html.id.id}`);
    await until(() => q(el, '[data-testid="widget-editor-readonly"]'), 10_000, 'read only note');
    expect(q<HTMLInputElement>(el, '[data-testid="widget-editor-name"]')!.disabled).to.equal(true);
    expect(q(el, '[data-testid="widget-editor-save"]')).to.equal(null);
    expect(q(el, '[data-testid="widget-editor-save-as"]')).not.to.equal(null);
  });
}

describe('widget library and editor (real server)', function () {
  this.timeout(60_000);
  before(async function () {
    this.timeout(240_000); // the first /real call may (re)build the server
    fake.signInAs('TENANT_ADMIN');
    token = await wireRealTenantApi();
  });
  afterEach(unmountAll);

  describe('bundles', bundleCases);
  describe('the widget editor', editorCases);
});
