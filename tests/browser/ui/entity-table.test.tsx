/// <reference types="mocha" />
/**
 * EntityTable in Chromium with an in-memory data source (a fake of our own fetchPage interface): default sort,
 * paging, sorting and persisted prefs, selection with group delete (confirmed), keyboard row navigation, the
 * details drawer's view/edit toggle, virtualised 1000-row pages, empty and error states, and the phone layout
 * (secondary columns hidden, header and row actions folded into "more" menus with 44 px targets).
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { useState } from 'react';
import { DialogsProvider } from '../../../src/ui/dialog/dialog-service';
import { EntityTable } from '../../../src/ui/entity-table/entity-table';
import type {
  EntityFormProps,
  EntityTableConfig,
  TablePageLink,
} from '../../../src/ui/entity-table/entity-table-types';
import { readTablePrefs } from '../../../src/ui/entity-table/table-prefs';
import { $, mountUi, press, q, qa, sleep, unmountAll, until } from './harness';

interface Item {
  id: string;
  name: string;
  createdTime: number;
}

let store: Item[] = [];
let fetches: TablePageLink[] = [];
let saved: Item[] = [];
let failNext = false;
let seq = 0;

function reset(count: number) {
  store = Array.from({ length: count }, (_, i) => ({
    id: `id-${i}`,
    name: `Item ${String(i).padStart(4, '0')}`,
    createdTime: 1_000 + i,
  }));
  fetches = [];
  saved = [];
  failNext = false;
  localStorage.clear();
}

function Form({ entity, editing, formId, onSubmit, onDirtyChange }: EntityFormProps<Item>) {
  const [name, setName] = useState(entity.name);
  return (
    <form id={formId} onSubmit={(e) => (e.preventDefault(), void onSubmit({ ...entity, name }))}>
      <input
        aria-label="Name"
        data-testid="form-name"
        disabled={!editing}
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          onDirtyChange?.(true);
        }}
      />
    </form>
  );
}

function config(): EntityTableConfig<Item> {
  return {
    id: `items-${++seq}`,
    title: 'Items',
    queryKey: ['test-items', seq],
    getId: (i) => i.id,
    getName: (i) => i.name,
    columns: [
      { key: 'createdTime', title: 'Created', sortable: true, cell: (i) => String(i.createdTime) },
      { key: 'name', title: 'Name', sortable: true, cell: (i) => i.name },
    ],
    search: 'inline',
    fetchPage: async (link) => {
      fetches.push(link);
      if (failNext) {
        failNext = false;
        throw new Error('down');
      }
      let list = store.filter(
        (i) => !link.textSearch || i.name.toLowerCase().startsWith(link.textSearch.toLowerCase()),
      );
      const s = link.sortOrder;
      if (s)
        list = [...list].sort(
          (a, b) =>
            (s.direction === 'ASC' ? 1 : -1) *
            (s.property === 'name' ? a.name.localeCompare(b.name) : a.createdTime - b.createdTime),
        );
      const start = link.page * link.pageSize;
      return {
        data: list.slice(start, start + link.pageSize),
        totalElements: list.length,
        totalPages: Math.ceil(list.length / link.pageSize),
        hasNext: start + link.pageSize < list.length,
      };
    },
    deleteEntity: async (i) => {
      store = store.filter((x) => x.id !== i.id);
    },
    texts: { noEntities: 'No items', selected: (n) => `Selected items: ${n}` },
    details: {
      load: async (id) => store.find((i) => i.id === id)!,
      save: async (i) => {
        saved.push(i);
        store = store.map((x) => (x.id === i.id ? i : x));
        return i;
      },
      title: (i) => i.name,
      subtitle: 'Item details',
      form: Form,
    },
  };
}

let activated: string[] = [];

async function mountTable(pageSize?: number, height = 600) {
  activated = [];
  const c = config();
  const el = await mountUi(
    <DialogsProvider>
      <div style={{ height: `${height}px`, display: 'flex', flexDirection: 'column' }}>
        <EntityTable config={c} scope="u1" pageSize={pageSize} onRowActivate={(i) => activated.push(i.id)} />
      </div>
    </DialogsProvider>,
  );
  await until(() => qa(el, 'tbody tr[data-index]').length > 0 || q(el, '[data-testid="table-empty"]'), 5000, 'rows');
  return { el, id: c.id };
}

const names = (el: HTMLElement) => qa(el, 'tbody tr[data-index] td:nth-child(3)').map((td) => td.textContent);
const range = (el: HTMLElement) => q(el, '[data-testid="page-range"]')!.textContent;
// The paginator shows the new range at once; the previous rows stay (with a progress bar) until the page arrives.
const settled = (el: HTMLElement) => !q(el, '[data-loading]');

function listCases() {
  it('pages the server list sorted by createdTime descending, with a mat-paginator range', async () => {
    const { el } = await mountTable();
    expect(fetches[0]).to.deep.include({
      page: 0,
      pageSize: 10,
      sortOrder: { property: 'createdTime', direction: 'DESC' },
    });
    expect(range(el)).to.equal('1 – 10 of 31');
    expect(names(el)[0]).to.equal('Item 0030');
    expect(q(el, 'th[aria-sort="descending"]')!.textContent).to.contain('Created');
    q<HTMLButtonElement>(el, '[data-testid="next-page"]')!.click();
    await until(() => range(el) === '11 – 20 of 31' && settled(el), 3000, 'page 2');
    expect(names(el)[0]).to.equal('Item 0020');
    q<HTMLButtonElement>(el, '[data-testid="last-page"]')!.click();
    await until(() => range(el) === '31 – 31 of 31' && settled(el), 3000, 'last page');
    expect(q<HTMLButtonElement>(el, '[data-testid="next-page"]')!.disabled).to.equal(true);
  });

  it('sorts by a clicked column, toggles the direction and remembers sort and page size per user', async () => {
    const { el, id } = await mountTable();
    q<HTMLButtonElement>(el, 'button[data-sort="name"]')!.click();
    await until(() => names(el)[0] === 'Item 0000', 3000, 'name asc');
    expect(q(el, 'th[aria-sort="ascending"]')!.textContent).to.contain('Name');
    q<HTMLButtonElement>(el, 'button[data-sort="name"]')!.click();
    await until(() => names(el)[0] === 'Item 0030', 3000, 'name desc');
    const size = q<HTMLSelectElement>(el, '[data-testid="page-size"]')!;
    size.value = '20';
    size.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => range(el) === '1 – 20 of 31' && settled(el), 3000, 'page size 20');
    expect(readTablePrefs('u1', id)).to.deep.equal({ pageSize: 20, sort: { property: 'name', direction: 'DESC' } });
  });

  it('searches inline (debounced) from the first page', async () => {
    const { el } = await mountTable();
    q<HTMLButtonElement>(el, '[data-testid="table-search"]')!.click();
    const input = await $<HTMLInputElement>(el, '[data-testid="table-search-input"]');
    input.focus();
    await press('I');
    await press('t');
    await press('e');
    await until(() => fetches.some((f) => f.textSearch === 'Ite'), 3000, 'search fetch');
    expect(fetches.filter((f) => f.textSearch === 'I' || f.textSearch === 'It')).to.have.length(0);
  });
}

function selectionCases() {
  it('selects rows and deletes them after confirmation', async () => {
    const { el } = await mountTable();
    const boxes = qa<HTMLInputElement>(el, 'tbody input[type="checkbox"]');
    boxes[0]!.click();
    boxes[1]!.click();
    const bar = await $(el, '[data-testid="selection-bar"]');
    expect(bar.textContent).to.contain('Selected items: 2');
    q<HTMLButtonElement>(el, '[data-group-action="delete"]')!.click();
    const dialog = await $(el, '[data-testid="confirm-delete"]');
    [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Yes')!.click();
    await until(() => range(el) === '1 – 10 of 29' && settled(el), 3000, 'deleted');
    expect(store.some((i) => i.id === 'id-30' || i.id === 'id-29')).to.equal(false);
    expect(q(el, '[data-testid="selection-bar"]')).to.equal(null);
  });

  it('moves the focused row with the keyboard; Space selects, Enter opens the details', async () => {
    const { el } = await mountTable();
    const first = q<HTMLElement>(el, 'tbody tr[data-index="0"]')!;
    expect(first.tabIndex).to.equal(0);
    first.focus();
    await press('ArrowDown');
    await press('ArrowDown');
    const active = () => el.shadowRoot!.activeElement as HTMLElement | null;
    await until(() => active()?.getAttribute('data-index') === '2', 2000, 'row 2 focused');
    await press('End');
    await until(() => active()?.getAttribute('data-index') === '9', 2000, 'last row focused');
    await press('Home');
    await until(() => active()?.getAttribute('data-index') === '0', 2000, 'first row focused');
    await press(' ');
    await until(() => q(el, 'tbody tr[data-index="0"]')!.getAttribute('aria-selected') === 'true', 2000, 'selected');
    await press('Enter');
    const drawer = await $(el, '[data-testid="details-drawer"]');
    expect(activated).to.deep.equal(['id-30']);
    await until(
      () => drawer.querySelector('[data-testid="details-title"]')!.textContent === 'Item 0030',
      2000,
      'title',
    );
  });

  it('edits in the details drawer: view mode, edit toggle, save', async () => {
    const { el } = await mountTable();
    q<HTMLElement>(el, 'tbody tr[data-index="1"]')!.click();
    const input = await $<HTMLInputElement>(el, '[data-testid="form-name"]');
    expect(input.disabled).to.equal(true);
    q<HTMLButtonElement>(el, '[data-testid="details-edit"]')!.click();
    await until(() => !q<HTMLInputElement>(el, '[data-testid="form-name"]')!.disabled, 2000, 'editable');
    expect(q<HTMLButtonElement>(el, '[data-testid="details-save"]')!.disabled).to.equal(true);
    const field = q<HTMLInputElement>(el, '[data-testid="form-name"]')!;
    field.focus();
    await press('X');
    q<HTMLButtonElement>(el, '[data-testid="details-save"]')!.click();
    await until(() => saved.length === 1, 2000, 'saved');
    expect(saved[0]!.name).to.equal('Item 0029X');
    await until(
      () => q(el, '[data-testid="details-drawer"]')!.getAttribute('data-editing') === 'false',
      2000,
      'view mode again',
    );
    await until(() => names(el)[1] === 'Item 0029X', 3000, 'list refreshed');
  });
}

function layoutCases() {
  it('virtualises a 1000-row page: few rows in the DOM, the last one reachable by scrolling', async () => {
    reset(1000);
    const { el } = await mountTable(1000, 500);
    expect(range(el)).to.equal('1 – 1000 of 1000');
    const rendered = qa(el, 'tbody tr[data-index]').length;
    expect(rendered).to.be.greaterThan(5);
    expect(rendered).to.be.lessThan(60);
    const grid = q(el, '[role="grid"]')!;
    expect(grid.getAttribute('aria-rowcount')).to.equal('1001');
    const scroller = grid.parentElement!;
    expect(scroller.scrollHeight).to.be.greaterThan(48 * 1000);
    scroller.scrollTop = scroller.scrollHeight;
    await until(() => q(el, 'tbody tr[data-index="999"]'), 3000, 'last row rendered');
    expect(q(el, 'tbody tr[data-index="999"]')!.getAttribute('aria-rowindex')).to.equal('1001');
    expect(q(el, 'tbody tr[data-index="0"]')).to.equal(null);
  });

  it('shows the empty state, and an error state with retry', async () => {
    reset(0);
    const { el } = await mountTable();
    expect((await $(el, '[data-testid="table-empty"]')).textContent).to.contain('No items');
    reset(3);
    failNext = true;
    q<HTMLButtonElement>(el, '[data-testid="table-refresh"]')!.click();
    const error = await $(el, '[data-testid="table-error"]');
    error.querySelector('button')!.click();
    await until(() => qa(el, 'tbody tr[data-index]').length === 3, 3000, 'retried');
    await sleep(10);
  });

  it('on a phone hides secondary columns and folds header and row actions into 44 px "more" menus', async () => {
    await setViewport({ width: 390, height: 844 });
    try {
      const c = config();
      c.columns = [
        { key: 'createdTime', title: 'Created', sortable: true, hideOnSmall: true, cell: (i) => String(i.createdTime) },
        { key: 'name', title: 'Name', sortable: true, cell: (i) => i.name },
      ];
      c.cellActions = [
        { id: 'poke', label: 'Poke', icon: () => <svg />, onAction: (i) => void activated.push(`poke:${i.id}`) },
      ];
      activated = [];
      const el = await mountUi(
        <DialogsProvider>
          <div style={{ height: '600px', display: 'flex', flexDirection: 'column' }}>
            <EntityTable config={c} scope="u1" />
          </div>
        </DialogsProvider>,
      );
      await until(() => qa(el, 'tbody tr[data-index]').length > 0, 5000, 'rows');
      const shown = (node: Element | null) =>
        !!node && getComputedStyle(node).display !== 'none' && (node as HTMLElement).offsetWidth > 0;
      const created = qa(el, 'thead th').find((th) => th.textContent?.includes('Created'))!;
      expect(shown(created)).to.equal(false);
      expect(shown(q(el, '[data-testid="table-refresh"]'))).to.equal(false);
      const more = q<HTMLButtonElement>(el, '[data-testid="table-header-menu"]')!;
      expect(shown(more)).to.equal(true);
      expect(more.getBoundingClientRect().width).to.be.at.least(44);
      expect(more.getBoundingClientRect().height).to.be.at.least(44);
      const rowMenu = q<HTMLButtonElement>(el, 'tbody tr[data-index] [data-testid="row-actions-menu"]')!;
      expect(shown(rowMenu)).to.equal(true);
      expect(shown(q(el, 'tbody tr[data-index] button[data-action="poke"]'))).to.equal(false);
      rowMenu.click();
      await until(() => q(el, '[data-testid="row-actions-menu-poke"]'), 3000, 'row menu');
      q<HTMLElement>(el, '[data-testid="row-actions-menu-poke"]')!.click();
      await until(() => activated.length === 1, 3000, 'action ran');
      expect(activated[0]).to.match(/^poke:id-/);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });
}

describe('EntityTable', () => {
  afterEach(unmountAll);
  beforeEach(() => reset(31));

  describe('paging, sorting and search', listCases);
  describe('selection, keyboard and the details drawer', selectionCases);
  describe('large pages, empty and error states, phones', layoutCases);
});
