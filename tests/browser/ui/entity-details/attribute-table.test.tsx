/// <reference types="mocha" />
/**
 * Attributes and Latest telemetry tabs against the REAL server's REST (`/real`; the socket is not
 * proxied there, so the live part is covered by tests/e2e/entities-attributes.spec.ts): scope select and defaults,
 * client scope read-only, add with validation, edit with the inferred value type, delete, readonly, JSON / boolean
 * display, telemetry delete (key search and sorting: tests/unit/ui/entity-details/key-values.test.ts).
 */
import { expect } from '@open-wc/testing';
import { entityTabSources } from '../../../../src/api/entity-tab-sources';
import { DialogsProvider } from '../../../../src/ui/dialog/dialog-service';
import { AttributeTable, LatestTelemetryTable } from '../../../../src/ui/entity-details/attribute-table';
import type { EntityRef } from '../../../../src/ui/entity/entity-types';
import { api, asTenant, fill, reapplyRealApi, REAL, uniqueName, useRealApi } from '../../features/real-server';
import { $, mountUi, q, qa, unmountAll } from '../harness';
import { until } from '../../helpers';

let token = '';
const sources = entityTabSources({ authority: 'TENANT_ADMIN', tenantId: null, customerId: null });

async function newDevice(): Promise<{ ref: EntityRef; accessToken: string }> {
  const accessToken = `T${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const d = await api<{ id: { id: string } }>(token, 'POST', `/api/device?accessToken=${accessToken}`, {
    name: uniqueName('attr-dev'),
    type: 'default',
  });
  expect(d.status).to.equal(200);
  return { ref: { entityType: 'DEVICE', id: d.body.id.id }, accessToken };
}

const keysShown = (el: HTMLElement) => {
  const col = qa(el, 'thead th').findIndex((th) => th.textContent?.startsWith('Key'));
  return qa(el, 'tbody tr[data-index]').map((r) => r.children[col]?.textContent ?? '');
};
const rowOf = (el: HTMLElement, key: string) =>
  qa(el, 'tbody tr[data-index]').find((r) => [...r.querySelectorAll('td')].some((td) => td.textContent === key));

async function pickScope(el: HTMLElement, label: string) {
  (await $(el, '[data-testid="attribute-scope"] [role="combobox"]')).click();
  (await until(() => qa(el, '[role="option"]').find((o) => o.textContent === label), 3000, label)).click();
}

function deviceAttributeCases() {
  it('device: client scope first and read-only; server scope add / edit / delete', async () => {
    const { ref } = await newDevice();
    const el = await mountUi(
      <DialogsProvider>
        <AttributeTable entity={ref} source={sources.attributes} />
      </DialogsProvider>,
    );
    reapplyRealApi();
    await until(() => q(el, '[data-testid="table-empty"]'), 5000, 'empty client scope');
    expect((await $(el, '[data-testid="attribute-scope"] [role="combobox"]')).textContent).to.contain(
      'Client attributes',
    );
    expect(q(el, '[data-testid="table-add"]')).to.equal(null);
    expect(q(el, 'table')?.getAttribute('aria-label')).to.equal('Attributes');

    await pickScope(el, 'Server attributes');
    (await $(el, '[data-testid="table-add"]')).click();
    const dialog = await $(el, '[data-testid="add-attribute-dialog"]');
    (await $(el, '[data-testid="add-attribute-save"]')).click();
    await until(() => dialog.textContent?.includes('Enter an attribute key.'), 3000, 'key required');
    fill(dialog.querySelector<HTMLInputElement>('[data-testid="attribute-key"]')!, 'k'.repeat(256));
    await until(() => dialog.textContent?.includes('at most 255 characters'), 3000, 'max length');
    fill(dialog.querySelector<HTMLInputElement>('[data-testid="attribute-key"]')!, 'config');
    dialog.querySelector<HTMLElement>('[data-testid="attribute-value"] [role="combobox"]')!.click();
    (await until(() => qa(el, '[role="option"]').find((o) => o.textContent === 'JSON'), 3000, 'JSON option')).click();
    await until(
      () => dialog.querySelector('[data-testid="attribute-value"] [role="combobox"]')!.textContent?.includes('JSON'),
      3000,
      'JSON type',
    );
    fill(dialog.querySelector<HTMLInputElement>('[data-testid="attribute-value"] input')!, '{"a": [1, 2]}');
    (await $(el, '[data-testid="add-attribute-save"]')).click();
    await until(() => rowOf(el, 'config'), 5000, 'config row');
    expect(rowOf(el, 'config')!.textContent).to.contain('{"a":[1,2]}');
    const stored = await api<{ key: string; value: unknown }[]>(
      token,
      'GET',
      `/api/plugins/telemetry/DEVICE/${ref.id}/values/attributes/SERVER_SCOPE`,
    );
    expect(stored.body).to.have.length(1);
    expect(stored.body[0]!.value).to.deep.equal({ a: [1, 2] });

    // Edit: the value type comes from the stored value (JSON), switch to boolean true.
    rowOf(el, 'config')!.querySelector<HTMLElement>('button[aria-label="Edit attribute value"]')!.click();
    const edit = await $(el, '[data-testid="edit-attribute-dialog"]');
    expect(edit.querySelector('[data-testid="attribute-value"] [role="combobox"]')!.textContent).to.contain('JSON');
    edit.querySelector<HTMLElement>('[data-testid="attribute-value"] [role="combobox"]')!.click();
    (
      await until(() => qa(el, '[role="option"]').find((o) => o.textContent === 'Boolean'), 3000, 'Boolean option')
    ).click();
    (
      await until(
        () => edit.querySelector<HTMLInputElement>('[data-testid="attribute-value"] [role="switch"]'),
        3000,
        'boolean switch',
      )
    ).click();
    (await $(el, '[data-testid="edit-attribute-save"]')).click();
    await until(() => rowOf(el, 'config')?.textContent?.includes('true'), 5000, 'edited to true');

    // Delete through the row action and the confirmation.
    rowOf(el, 'config')!.querySelector<HTMLElement>('button[aria-label="Delete"]')!.click();
    (
      await until(() => qa(el, '[role="alertdialog"] button').find((b) => b.textContent === 'Yes'), 3000, 'confirm')
    ).click();
    await until(() => q(el, '[data-testid="table-empty"]'), 5000, 'deleted');
    expect(
      (await api<unknown[]>(token, 'GET', `/api/plugins/telemetry/DEVICE/${ref.id}/values/attributes/SERVER_SCOPE`))
        .body,
    ).to.deep.equal([]);
  });
}

function readonlyCases() {
  it('readonly hides add / edit / delete; non-device entities have server attributes only', async () => {
    const asset = await api<{ id: { id: string } }>(token, 'POST', '/api/asset', {
      name: uniqueName('attr-asset'),
      type: 'building',
    });
    const ref: EntityRef = { entityType: 'ASSET', id: asset.body.id.id };
    await api(token, 'POST', `/api/plugins/telemetry/ASSET/${ref.id}/SERVER_SCOPE`, { floors: 3, open: false });
    const el = await mountUi(
      <DialogsProvider>
        <AttributeTable entity={ref} source={sources.attributes} readonly />
      </DialogsProvider>,
    );
    reapplyRealApi();
    await until(() => keysShown(el).length === 2, 5000, 'asset attributes');
    expect(keysShown(el)).to.deep.equal(['floors', 'open']);
    expect(rowOf(el, 'open')!.textContent).to.contain('false');
    const scope = await $(el, '[data-testid="attribute-scope"] [role="combobox"]');
    expect(scope.textContent).to.contain('Server attributes');
    expect(scope.getAttribute('aria-disabled') === 'true' || (scope as HTMLButtonElement).disabled).to.equal(true);
    expect(q(el, '[data-testid="table-add"]')).to.equal(null);
    expect(q(el, 'button[aria-label="Edit attribute value"], button[aria-label="Delete"]')).to.equal(null);
  });
}

function telemetryCases() {
  it('latest telemetry: typed values, delete of all data of a key', async () => {
    const { ref, accessToken } = await newDevice();
    const post = await fetch(`${REAL}/api/v1/${accessToken}/telemetry`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ temperature: 21.5, on: true, cfg: { m: 'eco' } }),
    });
    expect(post.status).to.equal(200);
    const el = await mountUi(
      <DialogsProvider>
        <LatestTelemetryTable entity={ref} source={sources.telemetry} />
      </DialogsProvider>,
    );
    reapplyRealApi();
    await until(() => keysShown(el).length === 3, 5000, 'telemetry rows');
    expect(keysShown(el)).to.deep.equal(['cfg', 'on', 'temperature']);
    expect(rowOf(el, 'cfg')!.textContent).to.contain('{"m":"eco"}');
    expect(rowOf(el, 'on')!.textContent).to.contain('true');
    expect(q(el, '[data-testid="table-add"]')).to.equal(null);

    rowOf(el, 'temperature')!.querySelector<HTMLElement>('button[aria-label="Delete"]')!.click();
    (
      await until(() => qa(el, '[role="alertdialog"] button').find((b) => b.textContent === 'Yes'), 3000, 'confirm')
    ).click();
    await until(() => keysShown(el).length === 2, 5000, 'temperature deleted');
    const keys = await api<string[]>(token, 'GET', `/api/plugins/telemetry/DEVICE/${ref.id}/keys/timeseries`);
    expect(keys.body.sort()).to.deep.equal(['cfg', 'on']);
  });
}

describe('AttributeTable / LatestTelemetryTable (real server)', function () {
  this.timeout(30_000);
  before(async function () {
    this.timeout(240_000); // the first /real call may (re)build the server
    token = await asTenant();
    useRealApi(token);
    // The first mount wires src/api to the page session: mount once, then point it at the real server again.
    await mountUi(<span />);
    reapplyRealApi();
    unmountAll();
  });
  afterEach(unmountAll);

  describe('device attributes', deviceAttributeCases);
  describe('read-only and other entities', readonlyCases);
  describe('latest telemetry', telemetryCases);
});
