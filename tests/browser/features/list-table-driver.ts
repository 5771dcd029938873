/**
 * Drives an EntityTable page of a feature mounted against the real server: rows, inline search, sort headers,
 * paginator and the details drawer, and one shared check of paging, search, sort and details that each migrated
 * list runs over entities it created (names sharing a unique prefix, so the search isolates them).
 */
import { expect } from '@open-wc/testing';
import { fill } from './real-server';
import { q, qa, until } from '../ui/harness';

export const rows = (el: HTMLElement) => qa<HTMLTableRowElement>(el, 'tbody tr[data-id]');

/** Names of the rows on screen, read from the column whose header text is `column`. */
export function columnTexts(el: HTMLElement, column: string): string[] {
  const heads = qa(el, 'thead th');
  const index = heads.findIndex((h) => h.textContent?.trim() === column);
  if (index < 0) throw new Error(`no column ${column}`);
  return rows(el).map((r) => r.querySelectorAll('td')[index]?.textContent?.trim() ?? '');
}

/** Type into the header's search field (opened first). */
export async function search(el: HTMLElement, text: string): Promise<void> {
  if (!q(el, '[data-testid="table-search-input"]'))
    (await until(() => q<HTMLElement>(el, '[data-testid="table-search"]'), 5000, 'search button')).click();
  const input = await until(() => q<HTMLInputElement>(el, '[data-testid="table-search-input"]'), 3000, 'search input');
  fill(input, text);
}

export const range = (el: HTMLElement) => q(el, '[data-testid="page-range"]')?.textContent?.trim() ?? '';

/**
 * Paging, textSearch, sort and details over `names` (12 entities whose names start with `prefix`, created by the
 * test): 10 rows per page then 2, the sort header flips the order as the server sorts it, a row opens its drawer.
 */
export async function checkPagingSearchSortDetails(
  el: HTMLElement,
  o: { prefix: string; names: string[]; nameColumn: string; sortProperty: string },
): Promise<void> {
  const sorted = [...o.names].sort();
  await until(() => rows(el).length > 0, 30_000, 'first rows');
  await search(el, o.prefix);
  await until(() => range(el) === `1 – 10 of ${o.names.length}`, 15_000, `range after search: ${range(el)}`);
  expect(columnTexts(el, o.nameColumn).every((n) => n.startsWith(o.prefix))).to.equal(true);
  // Sort by name, ascending then descending: the server's order.
  const sortButton = await until(
    () => q<HTMLElement>(el, `button[data-sort="${o.sortProperty}"]`),
    3000,
    'sort header',
  );
  sortButton.click();
  await until(
    () => JSON.stringify(columnTexts(el, o.nameColumn)) === JSON.stringify(sorted.slice(0, 10)),
    15_000,
    `ascending: ${columnTexts(el, o.nameColumn).join()}`,
  );
  expect(q(el, `th[aria-sort="ascending"] button[data-sort="${o.sortProperty}"]`)).to.exist;
  q(el, `button[data-sort="${o.sortProperty}"]`)!.click();
  const desc = [...sorted].reverse();
  await until(
    () => JSON.stringify(columnTexts(el, o.nameColumn)) === JSON.stringify(desc.slice(0, 10)),
    15_000,
    `descending: ${columnTexts(el, o.nameColumn).join()}`,
  );
  // The next page holds the last two.
  q(el, '[data-testid="next-page"]')!.click();
  await until(() => range(el) === `11 – 12 of ${o.names.length}`, 15_000, `second page: ${range(el)}`);
  // The previous page stays on screen until the next one arrives.
  await until(
    () => JSON.stringify(columnTexts(el, o.nameColumn)) === JSON.stringify(desc.slice(10)),
    15_000,
    `second page rows: ${columnTexts(el, o.nameColumn).join()}`,
  );
  // A row opens the details drawer with the entity's name.
  rows(el)[0]!.click();
  await until(() => q(el, '[data-testid="details-title"]')?.textContent === desc[10], 15_000, 'details drawer title');
  expect(q(el, '[data-testid="details-drawer"]')).to.exist;
  q(el, '[data-testid="details-close"]')!.click();
  await until(() => !q(el, '[data-testid="details-drawer"]'), 5000, 'drawer closed');
}

/** The page size chosen in the paginator is remembered (per user and table). */
export async function choosePageSize(el: HTMLElement, size: number): Promise<void> {
  const select = q<HTMLSelectElement>(el, '[data-testid="page-size"]')!;
  select.value = String(size);
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await until(() => range(el).startsWith('1 – '), 5000, 'range after page size');
}
