/**
 * The table of the table widgets (entities, alarms, timeseries): title bar with search, sortable columns
 * (`defaultSortOrder`, `-` prefix = descending), client-side paging (`displayPagination`, `defaultPageSize`) or,
 * without paging, a virtualised body (@tanstack/react-virtual) so thousands of rows stay cheap; sticky header;
 * row click and per-row action buttons.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { naturalCompare } from '../../lib/natural-compare';

export interface Column<R> {
  id: string;
  title: string;
  width?: string;
  align?: 'left' | 'right' | 'center';
  sortValue(row: R): string | number | null | undefined;
  render(row: R): ReactNode;
  style?(row: R): CSSProperties | undefined;
}

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
}

const ROW_HEIGHT = 40;
const PAGE_SIZES = [5, 10, 15, 20, 25, 50];

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

const Pager = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 8px;
  min-height: 36px;
  font-size: 12px;
  & button, & select {
    font: inherit;
    color: inherit;
    background: transparent;
    border: 1px solid var(--iot-color-divider, rgba(0, 0, 0, 0.12));
    border-radius: 4px;
    padding: 2px 8px;
    cursor: pointer;
  }
  & button:disabled {
    opacity: 0.4;
    cursor: default;
  }
`;

function compare(a: string | number | null | undefined, b: string | number | null | undefined): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return naturalCompare(String(a), String(b));
}

export function DataTable<R>(p: DataTableProps<R>) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [searching, setSearching] = useState(false);
  const [sort, setSort] = useState(() => ({
    id: (p.defaultSort ?? '').replace(/^[-+]/, ''),
    desc: (p.defaultSort ?? '').startsWith('-'),
  }));
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(p.pageSize ?? 10);
  const scroll = useRef<HTMLDivElement>(null);
  const rows = useMemo(() => {
    const q = search.trim().toLowerCase();
    let out = q && p.searchText ? p.rows.filter((r) => p.searchText!(r).toLowerCase().includes(q)) : [...p.rows];
    const col = p.columns.find((c) => c.id === sort.id);
    if (col) out = out.sort((a, b) => (sort.desc ? -1 : 1) * compare(col.sortValue(a), col.sortValue(b)));
    return out;
  }, [p.rows, p.columns, p.searchText, search, sort]);
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(page, pages - 1);
  const visible = p.pagination ? rows.slice(current * pageSize, current * pageSize + pageSize) : rows;
  const virtual = useVirtualizer({
    count: p.pagination ? 0 : visible.length,
    getScrollElement: () => scroll.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const items = p.pagination ? visible.map((_, i) => ({ index: i, start: i * ROW_HEIGHT })) : virtual.getVirtualItems();
  const total = visible.length * ROW_HEIGHT;
  const cols = [
    ...p.columns.map((c) => (c.width && c.width !== '0px' ? c.width : 'minmax(90px, 1fr)')),
    ...(p.rowActions ? ['max-content'] : []),
  ].join(' ');
  const padTop = items[0]?.start ?? 0;
  const padBottom = Math.max(0, total - (items.length ? items[items.length - 1]!.start + ROW_HEIGHT : 0));
  return (
    <Root data-testid={p.testId}>
      {p.enableSearch && p.searchSlot
        ? createPortal(
            <button
              type="button"
              className="iot-search-toggle"
              aria-label={t('action.search')}
              title={t('action.search')}
              onClick={() => setSearching((v) => !v)}
              data-testid="table-search-toggle"
            >
              <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                <path d="M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14z" />
              </svg>
            </button>,
            p.searchSlot,
          )
        : null}
      {(p.enableSearch && (searching || !p.searchSlot)) || p.headerExtra ? (
        <Top>
          {p.enableSearch && (searching || !p.searchSlot) ? (
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
        <Grid $cols={cols} role="table" aria-rowcount={rows.length}>
          <div className="row" role="row">
            {p.columns.map((c) => (
              <div
                key={c.id}
                role="columnheader"
                className="cell head"
                style={{
                  justifyContent: c.align === 'right' ? 'flex-end' : c.align === 'center' ? 'center' : 'flex-start',
                }}
                aria-sort={sort.id === c.id ? (sort.desc ? 'descending' : 'ascending') : 'none'}
                onClick={() => setSort((s) => ({ id: c.id, desc: s.id === c.id ? !s.desc : false }))}
              >
                {c.title}
                {sort.id === c.id ? (sort.desc ? ' ↓' : ' ↑') : ''}
              </div>
            ))}
            {p.rowActions ? <div className="cell head" role="columnheader" /> : null}
          </div>
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
              <div
                key={p.rowKey(r)}
                className={`row${p.onRowClick ? ' clickable' : ''}`}
                role="row"
                data-testid="table-row"
                onClick={() => p.onRowClick?.(r)}
              >
                {p.columns.map((c) => (
                  <div
                    key={c.id}
                    role="cell"
                    className="cell"
                    style={{
                      justifyContent: c.align === 'right' ? 'flex-end' : c.align === 'center' ? 'center' : 'flex-start',
                      ...p.rowStyle?.(r),
                      ...c.style?.(r),
                    }}
                  >
                    {c.render(r)}
                  </div>
                ))}
                {p.rowActions ? (
                  <div className="cell" role="cell" onClick={(e) => e.stopPropagation()}>
                    {p.rowActions(r)}
                  </div>
                ) : null}
              </div>
            );
          })}
          {padBottom > 0 ? <div style={{ gridColumn: '1 / -1', height: padBottom }} /> : null}
        </Grid>
      </Scroll>
      {p.pagination ? (
        <Pager>
          <label>
            {t('widget.rows-per-page')}{' '}
            <select value={pageSize} onChange={(e) => setPageSize(Number(e.target.value))}>
              {[...new Set([...PAGE_SIZES, pageSize])]
                .sort((a, b) => a - b)
                .map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
            </select>
          </label>
          <span data-testid="table-range">
            {t('widget.page-range', {
              from: rows.length ? current * pageSize + 1 : 0,
              to: Math.min(rows.length, (current + 1) * pageSize),
              total: rows.length,
            })}
          </span>
          <button
            type="button"
            aria-label={t('widget.previous-page')}
            disabled={current === 0}
            onClick={() => setPage(current - 1)}
          >
            ‹
          </button>
          <button
            type="button"
            aria-label={t('widget.next-page')}
            disabled={current >= pages - 1}
            onClick={() => setPage(current + 1)}
          >
            ›
          </button>
        </Pager>
      ) : null}
    </Root>
  );
}
