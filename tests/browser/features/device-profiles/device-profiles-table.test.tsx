/// <reference types="mocha" />
/**
 * The device profiles page against the real server: an EntityTable (no longer the first 100 only) with server
 * paging, textSearch and sort, the default profile protected from delete, and the profile editor in the drawer.
 */
import { expect } from '@open-wc/testing';
import { DeviceProfilesPage, newDeviceProfile } from '../../../../src/features/device-profiles/device-profiles-feature';
import { DialogsProvider } from '../../../../src/ui/dialog/dialog-service';
import { ToastProvider } from '../../../../src/ui/toast/toast-context';
import { mountUi, q, unmountAll } from '../../ui/harness';
import { checkPagingSearchSortDetails, rows, search } from '../list-table-driver';
import { api, reapplyRealApi, uniqueName, wireRealTenantApi } from '../real-server';
import { until } from '../../helpers';

const mount = () =>
  mountUi(
    <ToastProvider>
      <DialogsProvider>
        <DeviceProfilesPage />
      </DialogsProvider>
    </ToastProvider>,
  ).then((el) => (reapplyRealApi(), el));

describe('Device profiles table (real server)', function () {
  this.timeout(120_000);
  let token = '';
  const prefix = uniqueName('Prof').replace(' ', '-');
  const names = Array.from({ length: 12 }, (_, i) => `${prefix} ${String(i).padStart(2, '0')}`);
  const ids: string[] = [];

  before(async () => {
    token = await wireRealTenantApi();
    localStorage.clear();
    for (const name of names) {
      const res = await api<{ id: { id: string } }>(token, 'POST', '/api/deviceProfile', newDeviceProfile(name));
      expect(res.status).to.equal(200);
      ids.push(res.body.id.id);
    }
  });
  after(async () => {
    unmountAll();
    for (const id of ids) await api(token, 'DELETE', `/api/deviceProfile/${id}`);
  });

  it('pages, searches and sorts on the server; a row opens the profile editor in the drawer', async () => {
    const el = await mount();
    await checkPagingSearchSortDetails(el, { prefix, names, nameColumn: 'Name', sortProperty: 'name' });
    rows(el)[0]!.click();
    await until(
      () => q(el, '[data-testid="details-drawer"] [data-testid="device-profile-editor"]'),
      15_000,
      'editor in the drawer',
    );
  });

  it('offers no delete or make-default on the default profile', async () => {
    const el = await mount();
    const def = (await api<{ name: string }>(token, 'GET', '/api/deviceProfileInfo/default')).body;
    await search(el, def.name);
    const row = await until(
      () => rows(el).find((r) => r.textContent?.includes(def.name) && r.querySelector('[data-checked="true"]')),
      15_000,
      'default row',
    );
    expect(row.querySelector('[data-action="delete"]')).to.equal(null);
    expect(row.querySelector('[data-action="set-default"]')).to.equal(null);
    expect(row.querySelector('[data-action="export"]')).to.exist;
  });
});
