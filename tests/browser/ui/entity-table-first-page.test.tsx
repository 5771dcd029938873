/// <reference types="mocha" />
/**
 * An entity table's first page requested before the table exists (ui/entity-table/table-page-query.ts, what a console
 * page does while the table's code loads): the table finds that request under its own query key (remembered page
 * size and sort included) and sends none of its own, whether the answer is already there or still on its way; and
 * detail tabs given as a loader appear once the drawer opens.
 */
import { expect } from '@open-wc/testing';
import { getQueryClient } from '../../../src/host/query-client';
import { DialogsProvider } from '../../../src/ui/dialog/dialog-service';
import { EntityTable } from '../../../src/ui/entity-table/entity-table';
import type { EntityTableConfig, TablePageLink } from '../../../src/ui/entity-table/entity-table-types';
import { prefetchTablePage } from '../../../src/ui/entity-table/table-page-query';
import { writeTablePrefs } from '../../../src/ui/entity-table/table-prefs';
import { $, mountUi, q, qa, unmountAll, until } from './harness';

interface Item {
  id: string;
  name: string;
}

const ITEMS: Item[] = Array.from({ length: 45 }, (_, i) => ({
  id: `id-${i}`,
  name: `Item ${String(i).padStart(2, '0')}`,
}));
let seq = 0;

/** A config whose page requests are recorded and answered when the test says so. */
function gatedConfig() {
  const fetches: { link: TablePageLink; filters: unknown }[] = [];
  const gates: (() => void)[] = [];
  const config: EntityTableConfig<Item> = {
    id: `first-page-${++seq}`,
    title: 'Items',
    queryKey: ['first-page-items', seq],
    getId: (i) => i.id,
    getName: (i) => i.name,
    columns: [{ key: 'name', title: 'Name', sortable: true, cell: (i) => i.name }],
    filters: [{ key: 'kind', initial: null, render: () => null }],
    search: 'inline',
    fetchPage: async (link, filters) => {
      fetches.push({ link, filters });
      await new Promise<void>((open) => gates.push(open));
      const sorted = link.sortOrder?.direction === 'DESC' ? [...ITEMS].reverse() : ITEMS;
      const start = link.page * link.pageSize;
      return {
        data: sorted.slice(start, start + link.pageSize),
        totalElements: sorted.length,
        totalPages: Math.ceil(sorted.length / link.pageSize),
        hasNext: start + link.pageSize < sorted.length,
      };
    },
    texts: { noEntities: 'No items', selected: (n) => `Selected items: ${n}` },
    details: {
      load: async (id) => ITEMS.find((i) => i.id === id)!,
      title: (i) => i.name,
      subtitle: 'Item details',
      form: ({ entity }) => <span data-testid="form-name">{entity.name}</span>,
      tabs: async () => [
        { key: 'extra', label: 'Extra', render: ({ entity }) => <p data-testid="extra">{entity.id}</p> },
      ],
    },
  };
  const openAll = () => gates.splice(0).forEach((open) => open());
  return { config, fetches, openAll };
}

function mountTable(config: EntityTableConfig<Item>) {
  return mountUi(
    <DialogsProvider>
      <div style={{ height: '600px', display: 'flex', flexDirection: 'column' }}>
        <EntityTable config={config} scope="u1" />
      </div>
    </DialogsProvider>,
  );
}

const rowNames = (el: HTMLElement) => qa(el, 'tbody tr[data-index] td').map((td) => td.textContent);

describe('entity table first page, requested ahead', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => unmountAll());

  it('shows an answered prefetch on its first render, with the remembered size and sort, and fetches nothing', async () => {
    const { config, fetches, openAll } = gatedConfig();
    writeTablePrefs('u1', config.id, { pageSize: 20, sort: { property: 'name', direction: 'DESC' } });
    prefetchTablePage(getQueryClient(), config, 'u1');
    expect(fetches).to.have.length(1);
    expect(fetches[0]!.link).to.deep.equal({
      page: 0,
      pageSize: 20,
      textSearch: null,
      sortOrder: { property: 'name', direction: 'DESC' },
    });
    expect(fetches[0]!.filters).to.deep.equal({ kind: null });
    openAll();
    const answered = () =>
      getQueryClient()
        .getQueryCache()
        .findAll({ queryKey: config.queryKey })
        .some((query) => query.state.status === 'success');
    await until(answered, 2000, 'answered');
    const el = await mountTable(config);
    // Mounted and committed in one go: the rows are there at once, no loading state in between.
    expect(qa(el, 'tbody tr[data-index]')).to.have.length(20);
    expect(q(el, '[data-loading]')).to.equal(null);
    expect(rowNames(el).includes('Item 44')).to.equal(true);
    expect(fetches).to.have.length(1);
  });

  it('joins a prefetch still on its way instead of sending a second request', async () => {
    const { config, fetches, openAll } = gatedConfig();
    prefetchTablePage(getQueryClient(), config, 'u1');
    const el = await mountTable(config);
    expect(q(el, '[data-loading]')).to.not.equal(null);
    openAll();
    await until(() => qa(el, 'tbody tr[data-index]').length === 10 && !q(el, '[data-loading]'), 2000, 'first page');
    expect(fetches).to.have.length(1);
    // Default sort: created time, newest first (the fake reverses the list).
    expect(rowNames(el)[0]).to.equal('Item 44');
  });

  it('loads tabs given as a loader when the drawer opens', async () => {
    const { config, openAll } = gatedConfig();
    const el = await mountTable(config);
    openAll();
    await until(() => qa(el, 'tbody tr[data-index]').length === 10, 2000, 'rows');
    q(el, 'tbody tr[data-index="3"]')!.click();
    const drawer = await $(el, '[data-testid="details-drawer"]');
    const tab = await until(
      () => [...drawer.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent === 'Extra'),
      3000,
      'extra tab',
    );
    tab.click();
    const extra = await $(el, '[data-testid="extra"]');
    expect(extra.textContent).to.equal('id-41');
  });
});
