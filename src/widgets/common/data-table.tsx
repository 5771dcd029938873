/**
 * The table of the table widgets (entities, alarms, timeseries): title bar with search, sortable columns
 * (`defaultSortOrder`, `-` prefix = descending), client-side paging (`displayPagination`, `defaultPageSize`) or,
 * without paging, a virtualised body (@tanstack/react-virtual) so thousands of rows stay cheap; sticky header;
 * row click and per-row action buttons. With `remote`, the rows are one page the server sorted and searched: page,
 * order and search text go to the server instead of being applied here.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { naturalCompare } from '../../lib/natural-compare';
import { BodyRow, HeaderRow, SearchToggle, TablePager } from './data-table-parts';
import type { WidgetDataPage } from '../widget-contract';
import type { Column, TableSort } from './data-table-types';

export type { Column } from './data-table-types';

export interface DataTableProps<R> {
  /** The widget header slot: the search toggle goes there (ThingsBoard puts it next to the title). */
  searchSlot?: HTMLElement | null;
  rows: readonly R[];
  rowKey(row: R): string;
  columns: Column<R>[];
  searchText?(row: R): string;
  enableSearch?: boolean;
  pagination?: boolean;
  pageSize?: number;
  defaultSort?: string;
  onRowClick?(row: R): void;
  rowActions?(row: R): ReactNode;
  rowStyle?(row: R): CSSProperties | undefined;
  headerExtra?: ReactNode;
  testId?: string;
  /** The rows are this server-side page (paging, sorting and search happen on the server). */
  remote?: WidgetDataPage | null;
}

const ROW_HEIGHT = 40;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
  font-size: 13px;
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  & input {
    flex: 1;
    font: inherit;
    padding: 6px 8px;
    border: 1px solid var(--iot-color-divider, rgba(0, 0, 0, 0.12));
    border-radius: 4px;
    background: transparent;
    color: inherit;
  }
`;

const Scroll = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
`;

const Grid = styled.div<{ $cols: string }>`
  display: grid;
  grid-template-columns: ${(p) => p.$cols};
  min-width: 100%;
  & > .row {
    display: contents;
  }
  & .cell {
    display: flex;
    align-items: center;
    height: ${ROW_HEIGHT}px;
    padding: 0 8px;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
    border-bottom: 1px solid var(--iot-color-divider, rgba(0, 0, 0, 0.12));
  }
  & .head {
    position: sticky;
    top: 0;
    z-index: 1;
    font-weight: 500;
    font-size: 12px;
    color: var(--iot-color-text-secondary, rgba(0, 0, 0, 0.6));
    background: var(--iot-table-header-bg, inherit);
    cursor: pointer;
    user-select: none;
  }
  & .clickable .cell {
    cursor: pointer;
  }
  & .iot-row-btn {
    width: 30px;
    height: 30px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  & .iot-row-btn:hover {
    background: color-mix(in srgb, currentColor 12%, transparent);
  }
  & .row:hover .cell:not(.head) {
    background: color-mix(in srgb, currentColor 5%, transparent);
  }
`;

function compare(a: string | number | null | undefined, b: string | number | null | undefined): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return naturalCompare(String(a), String(b));
}

/** Search, then sort by the sort column (empty values last). */
function useTableRows<R>(p: DataTableProps<R>, search: string, sort: TableSort) {
  const remote = !!p.remote;
  return useMemo(() => {
    if (remote) return p.rows;
    const q = search.trim().toLowerCase();
    let out = q && p.searchText ? p.rows.filter((r) => p.searchText!(r).toLowerCase().includes(q)) : [...p.rows];
    const col = p.columns.find((c) => c.id === sort.id);
    if (col) out = out.sort((a, b) => (sort.desc ? -1 : 1) * compare(col.sortValue(a), col.sortValue(b)));
    return out;
  }, [remote, p.rows, p.columns, p.searchText, search, sort]);
}

/**
 * The rows drawn: with paging the current page, else the virtualiser's window, with spacers above and below standing
 * in for the rows not drawn.
 */
function useRowWindow<R>(
  rows: readonly R[],
  pagination: boolean | undefined,
  initialPageSize: number | undefined,
  remote: WidgetDataPage | null | undefined,
) {
  const [localPage, setLocalPage] = useState(0);
  const [localPageSize, setLocalPageSize] = useState(initialPageSize ?? 10);
  const scroll = useRef<HTMLDivElement>(null);
  const pageSize = remote ? remote.request.pageSize : localPageSize;
  const total = remote ? remote.totalElements : rows.length;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(remote ? remote.request.page : localPage, pages - 1);
  const setPage = remote ? (page: number) => remote.change({ ...remote.request, page }) : setLocalPage;
  const setPageSize = remote
    ? (size: number) => remote.change({ ...remote.request, pageSize: size, page: 0 })
    : setLocalPageSize;
  const visible = pagination && !remote ? rows.slice(current * pageSize, current * pageSize + pageSize) : rows;
  const virtual = useVirtualizer({
    count: pagination ? 0 : visible.length,
    getScrollElement: () => scroll.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const items = pagination ? visible.map((_, i) => ({ index: i, start: i * ROW_HEIGHT })) : virtual.getVirtualItems();
  const height = visible.length * ROW_HEIGHT;
  const padTop = items[0]?.start ?? 0;
  const padBottom = Math.max(0, height - (items.length ? items[items.length - 1]!.start + ROW_HEIGHT : 0));
  const pager = { page: current, pages, pageSize, total, setPage, setPageSize };
  return { scroll, visible, items, padTop, padBottom, pager };
}

export function DataTable<R>(p: DataTableProps<R>) {
  const { t } = useTranslation();
  const { remote } = p;
  const [search, setLocalSearch] = useState(remote?.request.textSearch ?? '');
  const [searching, setSearching] = useState(false);
  const [localSort, setLocalSort] = useState(() => ({
    id: (p.defaultSort ?? '').replace(/^[-+]/, ''),
    desc: (p.defaultSort ?? '').startsWith('-'),
  }));
  const sort = remote ? { id: remote.request.sortId, desc: remote.request.desc } : localSort;
  const setSearch = (text: string) => {
    setLocalSearch(text);
    remote?.change({ ...remote.request, textSearch: text, page: 0 });
  };
  const onSort = (id: string) => {
    if (remote) remote.change({ ...remote.request, sortId: id, desc: sort.id === id ? !sort.desc : false, page: 0 });
    else setLocalSort((s) => ({ id, desc: s.id === id ? !s.desc : false }));
  };
  const rows = useTableRows(p, search, sort);
  const { scroll, visible, items, padTop, padBottom, pager } = useRowWindow(rows, p.pagination, p.pageSize, remote);
  const cols = [
    ...p.columns.map((c) => (c.width && c.width !== '0px' ? c.width : 'minmax(90px, 1fr)')),
    ...(p.rowActions ? ['max-content'] : []),
  ].join(' ');
  const showSearch = !!p.enableSearch && (searching || !p.searchSlot);
  return (
    <Root data-testid={p.testId}>
      {p.enableSearch && p.searchSlot ? (
        <SearchToggle slot={p.searchSlot} onToggle={() => setSearching((v) => !v)} />
      ) : null}
      {showSearch || p.headerExtra ? (
        <Top>
          {showSearch ? (
            <input
              type="search"
              aria-label={t('action.search')}
              placeholder={t('common.enter-search')}
              value={search}
              autoFocus={searching}
              onChange={(e) => setSearch(e.target.value)}
              data-testid="table-search"
            />
          ) : (
            <span style={{ flex: 1 }} />
          )}
          {p.headerExtra}
        </Top>
      ) : null}
      <Scroll ref={scroll}>
        <Grid $cols={cols} role="table" aria-rowcount={pager.total}>
          <HeaderRow columns={p.columns} sort={sort} onSort={onSort} actions={!!p.rowActions} />
          {rows.length === 0 ? (
            <div
              style={{ gridColumn: '1 / -1', padding: '24px 8px', textAlign: 'center', opacity: 0.6 }}
              data-testid="table-empty"
            >
              {t('widget.no-data-found')}
            </div>
          ) : null}
          {padTop > 0 ? <div style={{ gridColumn: '1 / -1', height: padTop }} /> : null}
          {items.map((it) => {
            const r = visible[it.index]!;
            return (
              <BodyRow
                key={p.rowKey(r)}
                row={r}
                columns={p.columns}
                onRowClick={p.onRowClick}
                rowActions={p.rowActions}
                rowStyle={p.rowStyle}
              />
            );
          })}
          {padBottom > 0 ? <div style={{ gridColumn: '1 / -1', height: padBottom }} /> : null}
        </Grid>
      </Scroll>
      {p.pagination ? <TablePager {...pager} /> : null}
    </Root>
  );
}
