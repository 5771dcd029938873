/// <reference types="mocha" />
/**
 * The dashboards list page against the real server (our fake session for the role, the real API with that user's
 * token): an EntityTable with server paging, textSearch and sort, the details drawer, the remembered page size;
 * the tenant administrator's actions (make public with its link and flag, the selection's group actions) and the
 * customer user's read-only list of its customer's dashboards (open and export only). With IOT_SCREENSHOTS=1 the
 * list is saved light and dark, to be looked at beside the device list (list-screens.test.tsx).
 */
import { expect } from '@open-wc/testing';
import { MemoryRouter } from 'react-router-dom';
import { DashboardsListFeature } from '../../../../src/features/dashboards/dashboards-list-feature';
import { authUserFromToken } from '../../../../src/session/auth-user';
import { DialogsProvider } from '../../../../src/ui/dialog/dialog-service';
import { ToastProvider } from '../../../../src/ui/toast/toast-context';
import { installFakeSession } from '../../app/fake-session';
import { screenshot, viewport } from '../../dashboards/dashboard-harness';
import { mountUi, q, qa, unmountAll, until } from '../../ui/harness';
import { checkPagingSearchSortDetails, choosePageSize, columnTexts, range, rows, search } from '../list-table-driver';
import { api, login, reapplyRealApi, uniqueName, useRealApi, wireRealTenantApi } from '../real-server';

const fake = installFakeSession();

const mount = (theme = 'light') =>
  mountUi(
    <ToastProvider>
      <DialogsProvider>
        <MemoryRouter initialEntries={['/dashboards']}>
          <div style={{ height: '600px', display: 'flex', flexDirection: 'column' }}>
            <DashboardsListFeature />
          </div>
        </MemoryRouter>
      </DialogsProvider>
    </ToastProvider>,
    `theme="${theme}"`,
  ).then((el) => (reapplyRealApi(), el));

const rowActions = (row: Element) =>
  [...row.querySelectorAll('[data-action]')].map((b) => b.getAttribute('data-action'));
const headTexts = (el: HTMLElement) => qa(el, 'thead th').map((h) => h.textContent?.trim() ?? '');

let token = '';
const prefix = uniqueName('Dash').replace(' ', '-');
const names = Array.from({ length: 12 }, (_, i) => `${prefix} ${String(i).padStart(2, '0')}`);
const ids: string[] = [];

type RowOf = () => HTMLElement | undefined;

/** Make public: the share button takes the public link's place, the dialog shows the link, the row is flagged. */
async function checkMakePublic(el: HTMLElement, row: RowOf): Promise<void> {
  expect(rowActions(row()!)).to.deep.equal(['open', 'export', 'make-public', 'customers', 'delete']);
  // Make public and public link take turns in one place: no empty slot for the other.
  expect(row()!.querySelector('td.actions .wide')!.children.length).to.equal(5);
  expect(row()!.querySelector('[data-testid="dashboard-public-flag"]')!.getAttribute('aria-checked')).to.equal('false');
  row()!.querySelector<HTMLElement>('[data-testid="dashboard-share"]')!.click();
  const link = await until(() => q(el, '[data-testid="dashboard-public-link"]'), 15_000, 'public link');
  expect(link.textContent).to.match(new RegExp(`/dashboard/${ids[3]}\\?publicId=[0-9a-f-]{36}$`));
  const ok = () => qa(el, '[data-testid="dashboard-public-dialog"] button').find((b) => b.textContent === 'OK');
  (await until(ok, 3000, 'OK button')).click();
  await until(
    () => row()?.querySelector('[data-testid="dashboard-public-flag"]')?.getAttribute('aria-checked') === 'true',
    15_000,
    'public flag',
  );
  expect(rowActions(row()!)).to.deep.equal(['open', 'export', 'public-link', 'customers', 'delete']);
}

/** Manage assigned customers: the dialog lists the tenant's customers to tick. */
async function checkCustomersDialog(el: HTMLElement, row: RowOf): Promise<void> {
  row()!.querySelector<HTMLElement>('[data-testid="dashboard-customers"]')!.click();
  const box = await until(
    () => q<HTMLInputElement>(el, '[data-testid="dashboard-customers-dialog"] input[type="checkbox"]'),
    15_000,
    'customers dialog',
  );
  box.click();
  await until(() => box.isConnected && box.checked, 3000, 'ticked customer');
  qa(el, '[data-testid="dashboard-customers-dialog"] button')
    .find((b) => b.textContent === 'Cancel')!
    .click();
  await until(() => !q(el, '[data-testid="dashboard-customers-dialog"]'), 5000, 'customers dialog closed');
}

/** Selecting the row turns the header into the selection bar with assign, unassign and delete. */
async function checkSelectionBar(el: HTMLElement, row: RowOf): Promise<void> {
  row()!.querySelector<HTMLInputElement>('td.select input')!.click();
  const bar = await until(() => q(el, '[data-testid="selection-bar"]'), 5000, 'selection bar');
  expect(
    [...bar.querySelectorAll('[data-group-action]')].map((b) => b.getAttribute('data-group-action')),
  ).to.deep.equal(['assign', 'unassign', 'delete']);
}

describe('dashboards list (real server)', function () {
  this.timeout(180_000);

  before(async function () {
    this.timeout(240_000); // the first /real call may (re)build the server
    fake.signInAs('TENANT_ADMIN');
    token = await wireRealTenantApi();
    localStorage.clear();
    await viewport(1280, 640);
    for (const title of names) {
      const res = await api<{ id: { id: string } }>(token, 'POST', '/api/dashboard', { title, configuration: {} });
      expect(res.status).to.equal(200);
      ids.push(res.body.id.id);
    }
  });
  afterEach(unmountAll);
  after(async () => {
    for (const id of ids) await api(token, 'DELETE', `/api/dashboard/${id}`);
  });

  it('tenant: pages, searches and sorts on the server; a row opens the dashboard details', async () => {
    const el = await mount();
    await until(() => rows(el).length > 0, 30_000, 'first rows');
    await choosePageSize(el, 10); // the driver pages by 10 (20 is the list's default)
    await checkPagingSearchSortDetails(el, { prefix, names, nameColumn: 'Title', sortProperty: 'title' });
    expect(headTexts(el)).to.include.members(['Created time', 'Title', 'Assigned customers', 'Public']);
  });

  it('tenant: remembers the page size per user', async () => {
    const el = await mount();
    await until(() => range(el) !== '', 30_000, 'range');
    await choosePageSize(el, 30);
    unmountAll();
    const again = await mount();
    await until(
      () => q<HTMLSelectElement>(again, '[data-testid="page-size"]')?.value === '30',
      15_000,
      'remembered page size',
    );
    expect(q(again, '[data-testid="paginator"]')!.textContent).to.contain('Items per page');
    await choosePageSize(again, 20);
  });

  it('tenant: make public shows the link and flags the row; selected rows get the group actions', async () => {
    const el = await mount();
    await search(el, names[3]!);
    const row = () => rows(el).find((r) => r.textContent?.includes(names[3]!));
    await until(() => rows(el).length === 1 && row(), 15_000, 'the searched row');
    await checkMakePublic(el, row);
    await checkCustomersDialog(el, row);
    await checkSelectionBar(el, row);
    await api(token, 'DELETE', `/api/customer/public/dashboard/${ids[3]}`);
  });

  it('looks like the other entity tables (light and dark)', async () => {
    for (const theme of ['light', 'dark']) {
      const el = await mount(theme);
      await until(() => rows(el).length > 0, 30_000, 'rows');
      expect(q(el, '[part="card"] [part="paginator"]')!.textContent).to.contain('Items per page');
      expect(q(el, 'thead button[data-sort="createdTime"]')).to.exist;
      await screenshot(`list-dashboards-${theme}`);
      unmountAll();
    }
  });

  it("customer user: its customer's dashboards, open and export only, details read-only", async () => {
    const customerToken = await login('customer@thingsboard.org', 'customer');
    const user = authUserFromToken(customerToken)!;
    expect(user.customerId).to.be.a('string');
    const title = `${prefix} for the customer`;
    const created = await api<{ id: { id: string } }>(token, 'POST', '/api/dashboard', { title, configuration: {} });
    ids.push(created.body.id.id);
    const assigned = await api(token, 'POST', `/api/customer/${user.customerId}/dashboard/${created.body.id.id}`);
    expect(assigned.status).to.equal(200);
    fake.signInAs('CUSTOMER_USER', { authUser: user });
    useRealApi(customerToken);
    try {
      const el = await mount();
      await search(el, prefix);
      await until(() => JSON.stringify(columnTexts(el, 'Title')) === JSON.stringify([title]), 15_000, 'own dashboard');
      expect(headTexts(el)).to.deep.equal(['Created time', 'Title', 'Actions']);
      expect(rowActions(rows(el)[0]!)).to.deep.equal(['open', 'export']);
      expect(q(el, '[data-testid="table-add"]')).to.equal(null);
      expect(q(el, 'td.select')).to.equal(null);
      rows(el)[0]!.click();
      await until(() => q(el, '[data-testid="details-title"]')?.textContent === title, 15_000, 'details');
      expect(q(el, '[data-testid="details-edit"]')).to.equal(null);
      expect(qa(el, '[data-detail-action]').map((b) => b.getAttribute('data-detail-action'))).to.deep.equal([
        'open',
        'export',
      ]);
    } finally {
      fake.signInAs('TENANT_ADMIN');
      useRealApi(token);
    }
  });
});
