/**
 * Parts of the data table: the search toggle in the widget header, the header row with sort arrows, a body row with
 * its action cell, and the pager.
 */
import type { CSSProperties, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { justifyOf, type Column, type TableSort } from './data-table-types';

const PAGE_SIZES = [5, 10, 15, 20, 25, 50];

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

/** The search toggle, portalled into the widget header. */
export function SearchToggle({ slot, onToggle }: { slot: HTMLElement; onToggle(): void }) {
  const { t } = useTranslation();
  return createPortal(
    <button
      type="button"
      className="iot-search-toggle"
      aria-label={t('action.search')}
      title={t('action.search')}
      onClick={onToggle}
      data-testid="table-search-toggle"
    >
      <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        <path d="M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14z" />
      </svg>
    </button>,
    slot,
  );
}

interface HeaderRowProps<R> {
  columns: Column<R>[];
  sort: TableSort;
  onSort(id: string): void;
  /** An empty header over the action cells. */
  actions: boolean;
}

/** Column titles; a click sorts by the column, a second click reverses. */
export function HeaderRow<R>({ columns, sort, onSort, actions }: HeaderRowProps<R>) {
  return (
    <div className="row" role="row">
      {columns.map((c) => (
        <div
          key={c.id}
          role="columnheader"
          className="cell head"
          style={{ justifyContent: justifyOf(c.align) }}
          aria-sort={sort.id === c.id ? (sort.desc ? 'descending' : 'ascending') : 'none'}
          onClick={() => onSort(c.id)}
        >
          {c.title}
          {sort.id === c.id ? (sort.desc ? ' ↓' : ' ↑') : ''}
        </div>
      ))}
      {actions ? <div className="cell head" role="columnheader" /> : null}
    </div>
  );
}

interface BodyRowProps<R> {
  row: R;
  columns: Column<R>[];
  onRowClick?(row: R): void;
  rowActions?(row: R): ReactNode;
  rowStyle?(row: R): CSSProperties | undefined;
}

/** One row: its cells, then the action cell (clicks there do not reach the row). */
export function BodyRow<R>({ row: r, columns, onRowClick, rowActions, rowStyle }: BodyRowProps<R>) {
  return (
    <div
      className={`row${onRowClick ? ' clickable' : ''}`}
      role="row"
      data-testid="table-row"
      onClick={() => onRowClick?.(r)}
    >
      {columns.map((c) => (
        <div
          key={c.id}
          role="cell"
          className="cell"
          style={{
            justifyContent: justifyOf(c.align),
            ...rowStyle?.(r),
            ...c.style?.(r),
          }}
        >
          {c.render(r)}
        </div>
      ))}
      {rowActions ? (
        <div className="cell" role="cell" onClick={(e) => e.stopPropagation()}>
          {rowActions(r)}
        </div>
      ) : null}
    </div>
  );
}

interface TablePagerProps {
  page: number;
  pages: number;
  pageSize: number;
  total: number;
  setPage(page: number): void;
  setPageSize(size: number): void;
}

/** Rows per page, the range shown, previous and next page. */
export function TablePager({ page: current, pages, pageSize, total, setPage, setPageSize }: TablePagerProps) {
  const { t } = useTranslation();
  return (
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
          from: total ? current * pageSize + 1 : 0,
          to: Math.min(total, (current + 1) * pageSize),
          total,
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
  );
}
