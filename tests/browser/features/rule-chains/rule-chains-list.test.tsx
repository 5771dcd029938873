/// <reference types="mocha" />
/**
 * The rule chains list against the real server: an EntityTable with server paging, textSearch and sort, the details
 * drawer (form and the shared tabs), the remembered page size, make root (asked first; the root chain offers no
 * delete and cannot be selected), multi-select delete, and the edge templates' assignment to new edges.
 */
import { expect } from '@open-wc/testing';
import { MemoryRouter } from 'react-router-dom';
import { EdgeRuleChainsPage, RuleChainsPage } from '../../../../src/features/rule-chains/rule-chains-list-feature';
import { DialogsProvider } from '../../../../src/ui/dialog/dialog-service';
import { ToastProvider } from '../../../../src/ui/toast/toast-context';
import { $, mountUi, q, qa, unmountAll, until } from '../../ui/harness';
import { checkPagingSearchSortDetails, choosePageSize, range, rows, search } from '../list-table-driver';
import { api, reapplyRealApi, uniqueName, wireRealTenantApi } from '../real-server';

interface Chain {
  id: { id: string };
  name: string;
  root: boolean;
}

const mount = (edge = false) =>
  mountUi(
    <MemoryRouter>
      <ToastProvider>
        <DialogsProvider>{edge ? <EdgeRuleChainsPage /> : <RuleChainsPage />}</DialogsProvider>
      </ToastProvider>
    </MemoryRouter>,
  ).then((el) => (reapplyRealApi(), el));

const row = (el: HTMLElement, name: string) =>
  rows(el).find((r) => r.getAttribute('data-name') === name && r.getAttribute('data-testid') === 'rule-chain-row');

/** Click the button labelled `label` in the dialog with test id `testId`. */
async function answer(el: HTMLElement, testId: string, label: string): Promise<HTMLElement> {
  const dialog = await $(el, `[data-testid="${testId}"]`, 5000);
  [...dialog.querySelectorAll('button')].find((b) => b.textContent === label)!.click();
  return dialog;
}

let token = '';
const prefix = uniqueName('Chain').replace(' ', '-');
const names = Array.from({ length: 12 }, (_, i) => `${prefix} ${String(i).padStart(2, '0')}`);
const ids: string[] = [];

async function create(name: string, type = 'CORE'): Promise<Chain> {
  const res = await api<Chain>(token, 'POST', '/api/ruleChain', { name, type, debugMode: false });
  expect(res.status).to.equal(200);
  ids.push(res.body.id.id);
  return res.body;
}

async function rootOf(type: string): Promise<Chain> {
  const page = await api<{ data: Chain[] }>(token, 'GET', `/api/ruleChains?pageSize=1000&page=0&type=${type}`);
  return page.body.data.find((c) => c.root)!;
}

/** Unmounts and deletes the chains the tests created. */
async function cleanUp(): Promise<void> {
  unmountAll();
  for (const id of ids.splice(0)) await api(token, 'DELETE', `/api/ruleChain/${id}`);
}

describe('Rule chains list (real server)', function () {
  this.timeout(120_000);
  before(async () => {
    token = await wireRealTenantApi();
    localStorage.clear();
    for (const name of names) await create(name);
  });
  after(cleanUp);
  afterEach(unmountAll);

  it('pages, searches and sorts on the server; a row opens the details with the shared tabs', async () => {
    const el = await mount();
    await checkPagingSearchSortDetails(el, { prefix, names, nameColumn: 'Name', sortProperty: 'name' });
    row(el, names[0]!)?.click();
    await until(() => q(el, '[data-testid="details-drawer"] [data-testid="rule-chain-form"]'), 15_000, 'form');
    const tabs = qa(el, '[data-testid="details-drawer"] [role="tab"]').map((t) => t.textContent?.trim());
    expect(tabs).to.deep.equal([
      'Details',
      'Attributes',
      'Latest telemetry',
      'Alarms',
      'Events',
      'Relations',
      'Audit logs',
    ]);
    // The row's actions are the drawer's buttons too.
    expect(q(el, '[data-detail-action="open"]')).to.exist;
    expect(q(el, '[data-detail-action="make-root"]')).to.exist;
  });

  it('says when a search matches nothing, and remembers the page size', async () => {
    const el = await mount();
    await until(() => rows(el).length > 0, 30_000, 'rows');
    await choosePageSize(el, 20);
    await search(el, `${prefix} none`);
    await until(
      () => q(el, '[data-testid="table-empty"]')?.textContent === `No rule chains match '${prefix} none'.`,
      15_000,
      'no matches',
    );
    unmountAll();
    const again = await mount();
    await until(() => range(again).startsWith('1 – '), 30_000, 'range');
    expect(q<HTMLSelectElement>(again, '[data-testid="page-size"]')!.value).to.equal('20');
  });

  it('makes a chain root after asking; the root chain offers no delete and cannot be selected', async () => {
    const name = uniqueName(`${prefix} root`);
    await create(name);
    const before = await rootOf('CORE');
    const el = await mount();
    try {
      await search(el, name);
      const target = await until(() => row(el, name), 15_000, 'row');
      expect(target.getAttribute('data-root')).to.equal('false');
      target.querySelector<HTMLElement>('[data-testid="rule-chain-make-root"]')!.click();
      const dialog = await answer(el, 'rule-chain-root-confirm', 'Make root');
      expect(dialog.textContent).to.contain(`Make '${name}' the root rule chain?`);
      await until(() => row(el, name)?.getAttribute('data-root') === 'true', 15_000, 'root mark');
      const root = row(el, name)!;
      expect(root.querySelector('[data-action="delete"]')).to.equal(null);
      expect(root.querySelector('[data-testid="rule-chain-make-root"]')).to.equal(null);
      expect(root.querySelector<HTMLInputElement>('input[type="checkbox"]')!.disabled).to.equal(true);
      expect((await rootOf('CORE')).id.id).to.equal(ids[ids.length - 1]);
    } finally {
      await api(token, 'POST', `/api/ruleChain/${before.id.id}/root`);
    }
  });

  it('deletes the selected chains after one question', async () => {
    const a = await create(uniqueName(`${prefix} del`));
    const b = await create(uniqueName(`${prefix} del`));
    const el = await mount();
    await search(el, `${prefix} del`);
    await until(() => row(el, a.name) && row(el, b.name), 15_000, 'rows to delete');
    for (const name of [a.name, b.name])
      row(el, name)!.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
    const bar = await $(el, '[data-testid="selection-bar"]');
    expect(bar.textContent).to.contain('2 rule chains selected');
    q<HTMLElement>(el, '[data-group-action="delete"]')!.click();
    const dialog = await answer(el, 'rule-chain-delete-confirm', 'Delete');
    expect(dialog.textContent).to.contain('Delete 2 rule chains?');
    await until(() => !row(el, a.name) && !row(el, b.name), 15_000, 'rows gone');
    expect((await api(token, 'GET', `/api/ruleChain/${a.id.id}`)).status).to.equal(404);
    expect((await api(token, 'GET', `/api/ruleChain/${b.id.id}`)).status).to.equal(404);
  });
});

describe('Edge rule chain templates (real server)', function () {
  this.timeout(120_000);
  before(async () => {
    token = await wireRealTenantApi();
  });
  after(cleanUp);

  it('edge templates: the edge template root column and assignment to every new edge', async () => {
    const name = uniqueName(`${prefix} edge`);
    const chain = await create(name, 'EDGE');
    const el = await mount(true);
    try {
      await until(() => q(el, 'h2')?.textContent === 'Rule chain templates', 15_000, 'title');
      const heads = qa(el, 'thead th').map((h) => h.textContent?.trim());
      expect(heads).to.include.members(['Edge template root', 'Assigned to new edges']);
      await search(el, name);
      await until(() => row(el, name)?.getAttribute('data-auto-assign') === 'false', 15_000, 'row');
      row(el, name)!.querySelector<HTMLElement>('[data-testid="rule-chain-auto-assign"]')!.click();
      await until(() => row(el, name)?.getAttribute('data-auto-assign') === 'true', 15_000, 'assigned');
      const assigned = (await api<Chain[]>(token, 'GET', '/api/ruleChain/autoAssignToEdgeRuleChains')).body;
      expect(assigned.map((c) => c.id.id)).to.include(chain.id.id);
      row(el, name)!.querySelector<HTMLElement>('[data-testid="rule-chain-auto-unassign"]')!.click();
      await until(() => row(el, name)?.getAttribute('data-auto-assign') === 'false', 15_000, 'unassigned');
    } finally {
      await api(token, 'DELETE', `/api/ruleChain/${chain.id.id}/autoAssignToEdge`);
    }
  });
});
