/// <reference types="mocha" />
/**
 * EntityTable's optional config in Chromium, with an in-memory data source (our own fetchPage interface): row data
 * attributes and cell action test ids, rows that cannot be selected (select-all skips them), the search-aware empty
 * text, and a config's own question before a delete instead of the table's yes/no.
 */
import { expect } from '@open-wc/testing';
import { DialogsProvider } from '../../../src/ui/dialog/dialog-service';
import { EntityTable } from '../../../src/ui/entity-table/entity-table';
import type { EntityTableConfig } from '../../../src/ui/entity-table/entity-table-types';
import { FlagIcon } from '../../../src/ui/icons/entity-icons';
import { $, mountUi, q, qa, sleep, unmountAll, until } from './harness';

interface Item {
  id: string;
  name: string;
  locked: boolean;
}

let store: Item[] = [];
let asked: string[][] = [];
let answer = false;
let seq = 0;

function config(): EntityTableConfig<Item> {
  return {
    id: `options-${++seq}`,
    title: 'Items',
    queryKey: ['test-options', seq],
    getId: (i) => i.id,
    getName: (i) => i.name,
    columns: [{ key: 'name', title: 'Name', sortable: true, cell: (i) => i.name }],
    search: 'inline',
    defaultSort: { property: 'name', direction: 'ASC' },
    fetchPage: async (link) => {
      const list = store.filter((i) => !link.textSearch || i.name.startsWith(link.textSearch));
      return { data: list, totalElements: list.length, totalPages: 1, hasNext: false };
    },
    cellActions: [{ id: 'flag', label: 'Flag', icon: FlagIcon, onAction: () => undefined, testId: 'item-flag' }],
    deleteEntity: async (i) => {
      store = store.filter((x) => x.id !== i.id);
    },
    canDelete: (i) => !i.locked,
    canSelect: (i) => !i.locked,
    confirmDelete: async (rows) => {
      asked.push(rows.map((r) => r.name));
      return answer;
    },
    rowAttributes: (i) => ({ 'data-testid': 'item-row', 'data-locked': String(i.locked) }),
    texts: {
      noEntities: 'No items',
      noMatches: (text) => `Nothing matches ${text}`,
      selected: (n) => `Selected: ${n}`,
    },
  };
}

async function mountTable() {
  const el = await mountUi(
    <DialogsProvider>
      <div style={{ height: '500px', display: 'flex', flexDirection: 'column' }}>
        <EntityTable config={config()} scope="u1" />
      </div>
    </DialogsProvider>,
  );
  await until(() => qa(el, 'tbody tr[data-index]').length > 0, 5000, 'rows');
  return el;
}

describe('EntityTable options', () => {
  afterEach(unmountAll);
  beforeEach(() => {
    store = [
      { id: 'a', name: 'Alpha', locked: true },
      { id: 'b', name: 'Beta', locked: false },
      { id: 'c', name: 'Gamma', locked: false },
    ];
    asked = [];
    answer = false;
    localStorage.clear();
  });

  it('marks rows with their data attributes and action test ids; locked rows cannot be selected', async () => {
    const el = await mountTable();
    const rows = qa(el, '[data-testid="item-row"]');
    expect(rows.map((r) => r.getAttribute('data-locked'))).to.deep.equal(['true', 'false', 'false']);
    expect(qa(el, '[data-testid="item-flag"]')).to.have.length(3);
    const boxes = rows.map((r) => r.querySelector<HTMLInputElement>('input[type="checkbox"]')!);
    expect(boxes.map((b) => b.disabled)).to.deep.equal([true, false, false]);
    q<HTMLInputElement>(el, '[data-testid="select-all"]')!.click();
    const bar = await $(el, '[data-testid="selection-bar"]');
    expect(bar.textContent).to.contain('Selected: 2');
    expect(q<HTMLInputElement>(el, '[data-testid="select-all"]')!.checked).to.equal(true);
  });

  it('words the empty table after the search when a search is on', async () => {
    const el = await mountTable();
    q<HTMLElement>(el, '[data-testid="table-search"]')!.click();
    const input = await $<HTMLInputElement>(el, '[data-testid="table-search-input"]');
    const type = (text: string) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    type('Zeta');
    await until(() => q(el, '[data-testid="table-empty"]')?.textContent === 'Nothing matches Zeta', 3000, 'no match');
    type('');
    await until(() => qa(el, '[data-testid="item-row"]').length === 3, 3000, 'rows back');
    store = [];
    q<HTMLElement>(el, '[data-testid="table-refresh"]')!.click();
    await until(() => q(el, '[data-testid="table-empty"]')?.textContent === 'No items', 3000, 'no items');
  });

  it("asks the config's question before a delete, and deletes only on yes", async () => {
    const el = await mountTable();
    const beta = () => q(el, '[data-testid="item-row"][data-id="b"]');
    beta()!.querySelector<HTMLElement>('[data-action="delete"]')!.click();
    await until(() => asked.length === 1, 3000, 'asked');
    expect(asked[0]).to.deep.equal(['Beta']);
    await sleep(100);
    expect(beta()).to.exist;
    expect(q(el, '[data-testid="confirm-delete"]')).to.equal(null);
    answer = true;
    beta()!.querySelector<HTMLElement>('[data-action="delete"]')!.click();
    await until(() => !beta(), 3000, 'deleted');
    expect(store.map((i) => i.id)).to.deep.equal(['a', 'c']);
  });
});
