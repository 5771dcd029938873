/// <reference types="mocha" />
// The entities table pages on the server, as ThingsBoard's does: its subscription asks for the page it shows (size,
// order, search text), and paging, sorting or searching asks the server again instead of filtering every entity
// of the alias in the browser.
import { expect } from '@open-wc/testing';
import type { EntityDataCmd } from '../../../src/api/telemetry-ws-protocol';
import type { DashboardDataSource } from '../../../src/features/dashboards/data/data-source';
import { q, qa, typeInto, unmountAll, until } from '../ui/harness';
import { mountDashboard, widgetsSettled } from './dashboard-harness';
import { TestDataSource, type TestEntity } from './test-data-source';

const DEVICES: TestEntity[] = Array.from({ length: 25 }, (_, i) => ({
  id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
  entityType: 'DEVICE',
  name: `Meter ${String(i + 1).padStart(2, '0')}`,
  label: i % 2 ? 'odd' : 'even',
  type: 'meter',
  attributes: { active: i % 3 === 0 },
}));

/** The test data source keeping every entity data command it was sent (first ones and updates). */
class RecordingSource extends TestDataSource {
  cmds: Omit<EntityDataCmd, 'cmdId'>[] = [];
  override subscribeEntityData(...args: Parameters<DashboardDataSource['subscribeEntityData']>) {
    this.cmds.push(args[0]);
    const sub = super.subscribeEntityData(...args);
    return {
      update: (cmd: Omit<EntityDataCmd, 'cmdId'>) => {
        this.cmds.push(cmd);
        sub.update(cmd);
      },
      unsubscribe: sub.unsubscribe,
    };
  }
}

function dashboard(settings: Record<string, unknown>) {
  return {
    title: 'Meters',
    configuration: {
      entityAliases: {
        m: { id: 'm', alias: 'Meters', filter: { type: 'deviceType', deviceType: 'meter', resolveMultiple: true } },
      },
      widgets: {
        t: {
          id: 't',
          bundleAlias: 'cards',
          typeAlias: 'entities_table',
          type: 'latest',
          sizeX: 12,
          sizeY: 9,
          config: {
            title: 'Meters',
            showTitle: true,
            datasources: [
              {
                type: 'entity',
                entityAliasId: 'm',
                dataKeys: [{ name: 'active', type: 'attribute', label: 'active', settings: {} }],
              },
            ],
            settings,
          },
        },
      },
      states: {
        default: {
          name: 'Meters',
          root: true,
          layouts: { main: { widgets: { t: { sizeX: 24, sizeY: 12, row: 0, col: 0 } } } },
        },
      },
    },
  };
}

const names = (el: HTMLElement) => qa(el, '[data-testid="table-row"]').map((r) => r.textContent?.slice(0, 8));
const range = (el: HTMLElement) => q(el, '[data-testid="table-range"]')?.textContent ?? '';

describe('entities table paged on the server', () => {
  afterEach(() => unmountAll());

  it('asks for the page it shows, and asks again to page, sort and search', async () => {
    const ds = new RecordingSource({ entities: DEVICES, updateIntervalMs: 0 });
    const { el } = await mountDashboard(dashboard({ defaultPageSize: 10, enableSearch: true }), { ds });
    await widgetsSettled(el, 1);
    await until(() => (range(el) === '1 – 10 of 25' ? true : null), 5000, 'first page of 25');
    expect(ds.cmds[0]!.query!.pageLink).to.deep.include({ page: 0, pageSize: 10 });
    expect(ds.cmds[0]!.query!.pageLink.sortOrder).to.deep.equal({
      key: { type: 'ENTITY_FIELD', key: 'name' },
      direction: 'ASC',
    });
    expect(names(el)).to.deep.equal(DEVICES.slice(0, 10).map((d) => d.name));

    q<HTMLButtonElement>(el, 'button[aria-label="Next page"]')!.click();
    await until(() => (range(el) === '11 – 20 of 25' ? true : null), 5000, 'second page');
    await until(() => (names(el)[0] === 'Meter 11' ? true : null), 5000, 'second page rows');
    expect(ds.cmds.at(-1)!.query!.pageLink).to.deep.include({ page: 1, pageSize: 10 });

    // A second click on the name column sorts descending, from the first page.
    const nameHeader = qa(el, '[role="columnheader"]')[0]!;
    nameHeader.click();
    await until(() => (names(el)[0] === 'Meter 25' ? true : null), 5000, 'descending order');
    expect(range(el)).to.equal('1 – 10 of 25');
    expect(ds.cmds.at(-1)!.query!.pageLink.sortOrder!.direction).to.equal('DESC');

    // Search goes to the server: the total is what matches.
    q<HTMLButtonElement>(el, '[data-testid="table-search-toggle"]')?.click();
    const input = await until(() => q<HTMLInputElement>(el, '[data-testid="table-search"]'), 5000, 'search box');
    await typeInto(input, 'meter 1');
    await until(() => (range(el) === '1 – 10 of 10' ? true : null), 5000, 'searched total');
    expect(ds.cmds.at(-1)!.query!.pageLink.textSearch).to.equal('meter 1');
    expect(names(el)[0]).to.equal('Meter 19');
    ds.dispose();
  });

  it('without pagination it asks for every entity and scrolls them', async () => {
    const ds = new RecordingSource({ entities: DEVICES, updateIntervalMs: 0 });
    const { el } = await mountDashboard(dashboard({ displayPagination: false }), { ds });
    await widgetsSettled(el, 1);
    await until(() => (names(el).length > 10 ? true : null), 5000, 'all rows');
    expect(ds.cmds[0]!.query!.pageLink.pageSize).to.be.greaterThan(25);
    expect(q(el, '[data-testid="table-range"]')).to.equal(null);
    ds.dispose();
  });
});
