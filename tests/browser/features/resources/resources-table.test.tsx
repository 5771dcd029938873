/// <reference types="mocha" />
/**
 * The resources library page against the real server: an EntityTable with server paging, textSearch and sort,
 * download and delete row actions, and the details drawer.
 */
import { expect } from '@open-wc/testing';
import { ResourcesPage } from '../../../../src/features/resources/resources-feature';
import { DialogsProvider } from '../../../../src/ui/dialog/dialog-service';
import { mountUi, q, unmountAll } from '../../ui/harness';
import { checkPagingSearchSortDetails, rows, search } from '../list-table-driver';
import { api, reapplyRealApi, uniqueName, wireRealTenantApi } from '../real-server';
import { until } from '../../helpers';

const mount = () =>
  mountUi(
    <DialogsProvider>
      <ResourcesPage />
    </DialogsProvider>,
  ).then((el) => (reapplyRealApi(), el));

describe('Resources table (real server)', function () {
  this.timeout(120_000);
  let token = '';
  const prefix = uniqueName('Res').replace(' ', '-');
  const names = Array.from({ length: 12 }, (_, i) => `${prefix} ${String(i).padStart(2, '0')}`);
  const ids: string[] = [];

  before(async () => {
    token = await wireRealTenantApi();
    localStorage.clear();
    for (const [i, title] of names.entries()) {
      const res = await api<{ id: { id: string } }>(token, 'POST', '/api/resource', {
        title,
        resourceType: 'JKS',
        fileName: `${prefix}-${i}.jks`,
        data: btoa(`key store ${i}`),
      });
      expect(res.status).to.equal(200);
      ids.push(res.body.id.id);
    }
  });
  after(async () => {
    unmountAll();
    for (const id of ids) await api(token, 'DELETE', `/api/resource/${id}`);
  });

  it('pages, searches and sorts on the server; a row opens the resource details', async () => {
    const el = await mount();
    await checkPagingSearchSortDetails(el, { prefix, names, nameColumn: 'Title', sortProperty: 'title' });
  });

  it('deletes a resource after confirmation', async () => {
    const el = await mount();
    await search(el, names[0]!);
    await until(() => rows(el).length === 1, 15_000, 'one row');
    rows(el)[0]!.querySelector<HTMLElement>('[data-action="delete"]')!.click();
    const dialog = await until(() => q(el, '[role="alertdialog"]'), 5000, 'confirm');
    expect(dialog.textContent).to.contain(`Delete the resource '${names[0]}'?`);
    [...dialog.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Yes')!.click();
    await until(() => rows(el).length === 0, 15_000, 'row gone');
    expect((await api(token, 'GET', `/api/resource/info/${ids[0]}`)).status).to.equal(404);
    ids.shift();
  });
});
