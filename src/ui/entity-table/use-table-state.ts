/**
 * State of one entity table: page link (page size and sort persisted per user), header filter values, text
 * search, selection, and the page query (react-query, previous page kept while the next loads).
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EntityTableConfig, FilterValues, TablePageLink, TableSort } from './entity-table-types';
import { initialFilters, initialTableLink, tablePageKey, validPageSize } from './table-page-query';
import { writeTablePrefs } from './table-prefs';
import { refreshQueries } from '../query/refresh-queries';

export { DEFAULT_PAGE_SIZES, DEFAULT_SORT, MAX_PAGE_SIZE, validPageSize } from './table-page-query';

/** The page-size choices offered: the table's sizes, plus the current size when it is not one of them. */
export function pageSizeChoices(sizes: readonly number[], current: number): readonly number[] {
  return sizes.includes(current) ? sizes : [...sizes, current].sort((a, b) => a - b);
}

/** Filters whose primitive `initial` changed between two configs (a host changed e.g. `search-status`). */
function changedInitials(
  before: Map<string, unknown>,
  filters: EntityTableConfig<unknown>['filters'],
): [string, unknown][] {
  return (filters ?? []).flatMap((f) => {
    const primitive = f.initial === null || ['string', 'number', 'boolean'].includes(typeof f.initial);
    return primitive && before.has(f.key) && !Object.is(before.get(f.key), f.initial)
      ? [[f.key, f.initial] as [string, unknown]]
      : [];
  });
}

export interface TableState<T> {
  link: TablePageLink;
  filters: FilterValues;
  rows: readonly T[];
  total: number;
  loading: boolean;
  fetching: boolean;
  error: unknown;
  selected: ReadonlySet<string>;
  setPage(page: number): void;
  setPageSize(size: number): void;
  toggleSort(property: string): void;
  setSearch(text: string): void;
  setFilter(key: string, value: unknown): void;
  toggleSelected(id: string): void;
  setSelected(ids: Iterable<string>): void;
  reload(): void;
}

/**
 * The table's state and data. `scope` separates users; `pageSize` (e.g. an element attribute) wins over prefs,
 * also when it changes later, as does a filter's changed `initial` value.
 */
export function useTableState<T>(config: EntityTableConfig<T>, scope: string, pageSize?: number): TableState<T> {
  const client = useQueryClient();
  const [link, setLink] = useState(() => initialTableLink(config as EntityTableConfig<unknown>, scope, pageSize));
  const [filters, setFilters] = useState<FilterValues>(() => initialFilters(config));
  const [selected, setSelectedState] = useState<ReadonlySet<string>>(new Set());
  const hostPageSize = validPageSize(pageSize);
  const firstPageSize = useRef(hostPageSize);
  useEffect(() => {
    if (hostPageSize === firstPageSize.current) return;
    firstPageSize.current = hostPageSize;
    if (hostPageSize !== undefined) setLink((l) => ({ ...l, pageSize: hostPageSize, page: 0 }));
  }, [hostPageSize]);
  const initials = useRef(new Map((config.filters ?? []).map((f) => [f.key, f.initial])));
  useEffect(() => {
    const changed = changedInitials(initials.current, config.filters as EntityTableConfig<unknown>['filters']);
    initials.current = new Map((config.filters ?? []).map((f) => [f.key, f.initial]));
    if (changed.length === 0) return;
    setFilters((f) => ({ ...f, ...Object.fromEntries(changed) }));
    setLink((l) => ({ ...l, page: 0 }));
  }, [config.filters]);
  const query = useQuery({
    queryKey: tablePageKey(config.queryKey, link, filters),
    queryFn: ({ signal }) => config.fetchPage(link, filters, signal),
    placeholderData: keepPreviousData,
  });

  const update = useCallback((patch: Partial<TablePageLink>) => {
    setLink((l) => ({ ...l, ...patch }));
    setSelectedState(new Set());
  }, []);

  const toggleSort = useCallback(
    (property: string) => {
      setLink((l) => {
        const sortOrder: TableSort =
          l.sortOrder?.property === property && l.sortOrder.direction === 'ASC'
            ? { property, direction: 'DESC' }
            : { property, direction: 'ASC' };
        writeTablePrefs(scope, config.id, { sort: sortOrder });
        return { ...l, sortOrder, page: 0 };
      });
      setSelectedState(new Set());
    },
    [scope, config.id],
  );

  return useMemo(
    () => ({
      link,
      filters,
      rows: query.data?.data ?? [],
      total: query.data?.totalElements ?? 0,
      loading: query.isPending,
      fetching: query.isFetching,
      error: query.isError ? query.error : null,
      selected,
      setPage: (page) => update({ page }),
      setPageSize: (size) => {
        writeTablePrefs(scope, config.id, { pageSize: size });
        update({ pageSize: size, page: 0 });
      },
      toggleSort,
      setSearch: (text) => update({ textSearch: text.trim() ? text.trim() : null, page: 0 }),
      setFilter: (key, value) => {
        setFilters((f) => ({ ...f, [key]: value }));
        update({ page: 0 });
      },
      toggleSelected: (id) =>
        setSelectedState((s) => {
          const next = new Set(s);
          if (!next.delete(id)) next.add(id);
          return next;
        }),
      setSelected: (ids) => setSelectedState(new Set(ids)),
      reload: () => void refreshQueries(client, config.queryKey),
    }),
    [
      link,
      filters,
      query.data,
      query.isPending,
      query.isFetching,
      query.isError,
      query.error,
      selected,
      update,
      toggleSort,
      scope,
      config.id,
      config.queryKey,
      client,
    ],
  );
}
