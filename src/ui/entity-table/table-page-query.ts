/**
 * Which page an entity table asks for first and under which query key, apart from the table itself: a page can
 * start its list's first request while the table's code is still loading (prefetchTablePage), and the table then
 * finds that request under the same key instead of sending its own.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { EntityTableConfig, FilterValues, TablePageLink, TableSort } from './entity-table-types';
import { readTablePrefs } from './table-prefs';

/** ThingsBoard's page sizes plus larger pages (virtualised rows make them cheap). */
export const DEFAULT_PAGE_SIZES: readonly number[] = [10, 20, 30, 50, 100, 1000];
export const DEFAULT_SORT: TableSort = { property: 'createdTime', direction: 'DESC' };
/** The largest page a host may ask for (an element's `page-size`). */
export const MAX_PAGE_SIZE = 1000;

/** A host-given page size: a whole number from 1 to 1000, else none (the remembered or default size applies). */
export function validPageSize(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_PAGE_SIZE
    ? value
    : undefined;
}

/** What decides a table's first page: its config without the parts that render. */
export type TablePageSource<T> = Pick<
  EntityTableConfig<T>,
  'id' | 'queryKey' | 'fetchPage' | 'defaultSort' | 'pageSizes' | 'defaultPageSize'
> & { filters?: readonly { key: string; initial: unknown }[] };

/** The first page link: page 0, the host's or the remembered page size and the remembered sort, no search. */
export function initialTableLink(source: TablePageSource<unknown>, scope: string, pageSize?: number): TablePageLink {
  const prefs = readTablePrefs(scope, source.id);
  const sizes = source.pageSizes ?? DEFAULT_PAGE_SIZES;
  const remembered = prefs.pageSize && sizes.includes(prefs.pageSize) ? prefs.pageSize : undefined;
  const defaultSort = source.defaultSort === undefined ? DEFAULT_SORT : source.defaultSort;
  return {
    page: 0,
    pageSize: validPageSize(pageSize) ?? remembered ?? source.defaultPageSize ?? sizes[0] ?? 10,
    textSearch: null,
    sortOrder: prefs.sort !== undefined ? prefs.sort : defaultSort,
  };
}

/** The header filters' starting values. */
export function initialFilters(source: Pick<TablePageSource<unknown>, 'filters'>): FilterValues {
  return Object.fromEntries((source.filters ?? []).map((f) => [f.key, f.initial]));
}

/** The query key of one page of a table. */
export function tablePageKey(queryKey: readonly unknown[], link: TablePageLink, filters: FilterValues): unknown[] {
  return [...queryKey, 'page', link, filters];
}

/** Start loading the first page `scope`'s table of `source` will show (nothing when it is cached and fresh). */
export function prefetchTablePage<T>(client: QueryClient, source: TablePageSource<T>, scope: string): void {
  const link = initialTableLink(source as TablePageSource<unknown>, scope);
  const filters = initialFilters(source as TablePageSource<unknown>);
  void client.prefetchQuery({
    queryKey: tablePageKey(source.queryKey, link, filters),
    queryFn: ({ signal }) => source.fetchPage(link, filters, signal),
  });
}
