/// <reference types="mocha" />
/**
 * The Events tab of an entity (ERROR, LC_EVENT and STATS events, as ThingsBoard's event table): the type select
 * changes the columns and the request, each request carries the history window (default: the last day) and the
 * page, long bodies open in the details dialog, and an empty type says so. Events come from fixtures in
 * ThingsBoard's event JSON (tests/fixtures/events), served through the tab's `fetchEvents` (the real server writes
 * only rule node debug events: rule-node-events.test.ts covers those end to end).
 */
import { expect } from '@open-wc/testing';
import { DialogsProvider } from '../../../../src/ui/dialog/dialog-service';
import type { TablePageData, TablePageLink } from '../../../../src/ui/entity-table/entity-table-types';
import { EventTable, type EventRow, type EventTypeName } from '../../../../src/ui/entity-details/event-table';
import { $, mountUi, q, qa, unmountAll } from '../harness';
import { until } from '../../helpers';

type Link = TablePageLink & { startTime: number; endTime: number };

let fixtures: Record<string, EventRow[]> = {};
const requests: { type: EventTypeName; link: Link }[] = [];

async function fetchEvents(type: EventTypeName, link: Link): Promise<TablePageData<EventRow>> {
  requests.push({ type, link });
  const all = fixtures[type] ?? [];
  const data = all.slice(link.page * link.pageSize, (link.page + 1) * link.pageSize);
  return {
    data,
    totalPages: Math.ceil(all.length / link.pageSize),
    totalElements: all.length,
    hasNext: (link.page + 1) * link.pageSize < all.length,
  };
}

const headers = (el: HTMLElement) =>
  qa(el, 'thead th')
    .map((th) => th.textContent?.trim() ?? '')
    .filter(Boolean);
const rows = (el: HTMLElement) => qa(el, 'tbody tr[data-index]');

async function pickType(el: HTMLElement, label: string) {
  (await $(el, '[data-testid="event-type"] [role="combobox"]')).click();
  (await until(() => qa(el, '[role="option"]').find((o) => o.textContent === label), 3000, label)).click();
}

describe('EventTable (the Events tab)', function () {
  this.timeout(20_000);
  before(async () => {
    fixtures = (await (await fetch('/tests/fixtures/events/entity-events.json')).json()) as Record<string, EventRow[]>;
  });
  beforeEach(() => (requests.length = 0));
  afterEach(unmountAll);

  it('starts on errors of the last day, with server, method and the error in a dialog', async () => {
    const before = Date.now();
    const el = await mountUi(
      <DialogsProvider>
        <EventTable queryKey={['events', 'e1']} types={['ERROR', 'LC_EVENT', 'STATS']} fetchEvents={fetchEvents} />
      </DialogsProvider>,
    );
    await until(() => rows(el).length === 2, 5000, 'error rows');
    expect((await $(el, '[data-testid="event-type"] [role="combobox"]')).textContent).to.contain('Error');
    expect(headers(el)).to.deep.equal(['Event time', 'Server', 'Method', 'Error']);
    const first = requests[0]!;
    expect(first.type).to.equal('ERROR');
    expect(first.link.page).to.equal(0);
    expect(first.link.sortOrder).to.deep.equal({ property: 'createdTime', direction: 'DESC' });
    expect(first.link.endTime - first.link.startTime).to.equal(24 * 3600 * 1000);
    expect(first.link.endTime).to.be.within(before - 1000, Date.now() + 1000);
    expect(rows(el)[0]!.textContent).to.contain('ip-10-0-0-12').and.to.contain('onMsg');
    // An error without a message has no details button.
    expect(rows(el)[1]!.querySelector('button')).to.equal(null);
    rows(el)[0]!.querySelector<HTMLElement>('button[aria-label="Error"]')!.click();
    const dialog = await $(el, '[data-testid="event-details"]');
    expect(dialog.textContent).to.contain('java.lang.IllegalArgumentException: Invalid telemetry payload');
  });

  it('switches type: lifecycle shows event and status, statistics the counters; each asks the server again', async () => {
    const el = await mountUi(
      <DialogsProvider>
        <EventTable queryKey={['events', 'e2']} types={['ERROR', 'LC_EVENT', 'STATS']} fetchEvents={fetchEvents} />
      </DialogsProvider>,
    );
    await until(() => rows(el).length === 2, 5000, 'error rows');
    await pickType(el, 'Lifecycle event');
    await until(() => headers(el).includes('Event'), 5000, 'lifecycle columns');
    expect(headers(el)).to.deep.equal(['Event time', 'Server', 'Event', 'Status', 'Error']);
    await until(() => rows(el)[0]?.textContent?.includes('STARTED'), 5000, 'lifecycle rows');
    expect(rows(el)[0]!.textContent).to.contain('Success');
    expect(rows(el)[1]!.textContent).to.contain('UPDATED').and.to.contain('Failure');
    expect(requests.at(-1)!.type).to.equal('LC_EVENT');
    await pickType(el, 'Statistics');
    await until(() => headers(el).includes('Messages processed'), 5000, 'statistics columns');
    await until(() => rows(el)[0]?.textContent?.includes('1520'), 5000, 'statistics row');
    expect(rows(el)[0]!.textContent).to.contain('3');
    expect(requests.at(-1)!.type).to.equal('STATS');
  });

  it('pages through the events and says when a type has none', async () => {
    fixtures['ERROR'] = Array.from({ length: 12 }, (_, i) => ({
      ...fixtures['ERROR']![0]!,
      id: { id: `e-${i}` },
      createdTime: 1644400000000 - i * 1000,
    }));
    const el = await mountUi(
      <DialogsProvider>
        <EventTable queryKey={['events', 'e3']} types={['ERROR', 'DEBUG_RULE_NODE']} fetchEvents={fetchEvents} />
      </DialogsProvider>,
    );
    await until(() => rows(el).length === 10, 5000, 'first page');
    expect(q(el, '[data-testid="page-range"]')!.textContent).to.match(/^1 – 10 of 12$/);
    (await $(el, '[data-testid="next-page"]')).click();
    await until(() => rows(el).length === 2, 5000, 'second page');
    expect(requests.at(-1)!.link.page).to.equal(1);
    await pickType(el, 'Debug');
    await until(() => q(el, '[data-testid="table-empty"]'), 5000, 'empty debug events');
    expect(q(el, '[data-testid="table-empty"]')!.textContent).to.contain('No events found');
    expect(headers(el)).to.include.members(['Message type', 'Data']);
  });
});
