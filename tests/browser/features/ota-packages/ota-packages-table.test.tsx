/// <reference types="mocha" />
/**
 * The OTA packages page against the real server: an EntityTable with server paging, textSearch and sort, the
 * details drawer (the package's facts), and the page size remembered across mounts.
 */
import { expect } from '@open-wc/testing';
import { OtaPackagesPage } from '../../../../src/features/ota-packages/ota-packages-feature';
import { DialogsProvider } from '../../../../src/ui/dialog/dialog-service';
import { mountUi, q, unmountAll, until } from '../../ui/harness';
import { checkPagingSearchSortDetails, choosePageSize, range } from '../list-table-driver';
import { api, reapplyRealApi, uniqueName, wireRealTenantApi } from '../real-server';

const mount = () =>
  mountUi(
    <DialogsProvider>
      <OtaPackagesPage />
    </DialogsProvider>,
  ).then((el) => (reapplyRealApi(), el));

describe('OTA packages table (real server)', function () {
  this.timeout(120_000);
  let token = '';
  const prefix = uniqueName('Pkg').replace(' ', '-');
  const names = Array.from({ length: 12 }, (_, i) => `${prefix} ${String(i).padStart(2, '0')}`);
  const ids: string[] = [];

  before(async () => {
    token = await wireRealTenantApi();
    localStorage.clear();
    const profile = (await api<{ id: { id: string } }>(token, 'GET', '/api/deviceProfileInfo/default')).body;
    for (const title of names) {
      const res = await api<{ id: { id: string } }>(token, 'POST', '/api/otaPackage', {
        title,
        version: '1.0',
        type: 'FIRMWARE',
        deviceProfileId: { entityType: 'DEVICE_PROFILE', id: profile.id.id },
        usesUrl: true,
        url: `https://example.com/${encodeURIComponent(title)}.bin`,
      });
      expect(res.status).to.equal(200);
      ids.push(res.body.id.id);
    }
  });
  after(async () => {
    unmountAll();
    for (const id of ids) await api(token, 'DELETE', `/api/otaPackage/${id}`);
  });

  it('pages, searches and sorts on the server; a row opens the package details', async () => {
    const el = await mount();
    await checkPagingSearchSortDetails(el, { prefix, names, nameColumn: 'Title', sortProperty: 'title' });
  });

  it('shows the details of a URL package with its copyable URL, and remembers the page size', async () => {
    const el = await mount();
    await until(() => range(el) !== '', 30_000, 'range');
    await choosePageSize(el, 20);
    unmountAll();
    const again = await mount();
    await until(
      () => q<HTMLSelectElement>(again, '[data-testid="page-size"]')?.value === '20',
      15_000,
      'remembered page size',
    );
    expect(q(again, '[data-testid="paginator"]')!.textContent).to.contain('Items per page');
  });
});
