/**
 * Paginator after Material's mat-paginator, as ThingsBoard shows it: "Items per page" select, "1 – 10 of 31",
 * first/previous/next/last buttons.
 */
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { IconButton } from '../button/button';
import { FirstPageIcon, LastPageIcon } from '../icons/control-icons';
import { ChevronLeftIcon } from '../icons/entity-icons';
import { v } from '../theme/tokens';
import { ChevronRightIcon } from '../icons/frame-icons';

const Bar = styled.nav`
  flex: none;
  display: flex;
  align-items: center;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: 4px 24px;
  min-height: 56px;
  padding: 0 8px;
  font-size: 12px;
  color: ${v('color-text-secondary')};
  border-top: 1px solid ${v('color-divider')};
  label {
    display: inline-flex;
    align-items: center;
    gap: 12px;
  }
  select {
    font: inherit;
    font-size: 12px;
    color: ${v('color-text')};
    background: transparent;
    border: none;
    border-bottom: 1px solid ${v('color-divider')};
    padding: 4px 2px;
    min-width: 56px;
    cursor: pointer;
  }
  select:focus-visible {
    outline: 2px solid ${v('color-focus')};
  }
  option {
    background: ${v('color-surface')};
    color: ${v('color-text')};
  }
  .buttons {
    display: inline-flex;
    color: ${v('color-text')};
  }
`;

export interface PaginatorProps {
  page: number;
  pageSize: number;
  total: number;
  pageSizes: readonly number[];
  onPage(page: number): void;
  onPageSize(size: number): void;
}

/** "1 – 10 of 31"; "0 of 0" when empty. */
export function rangeLabel(page: number, pageSize: number, total: number, of: string): string {
  if (total === 0 || pageSize === 0) return `0 ${of} ${total}`;
  const start = page * pageSize;
  const end = Math.min(start + pageSize, total);
  return `${start + 1} – ${end} ${of} ${total}`;
}

export function Paginator({ page, pageSize, total, pageSizes, onPage, onPageSize }: PaginatorProps) {
  const { t } = useTranslation();
  const id = useId();
  const last = Math.max(0, Math.ceil(total / pageSize) - 1);
  return (
    <Bar part="paginator" aria-label={t('table.paginator')} data-testid="paginator">
      <label htmlFor={id}>
        {t('table.items-per-page')}
        <select id={id} value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))} data-testid="page-size">
          {pageSizes.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <span data-testid="page-range" aria-live="polite">
        {rangeLabel(page, pageSize, total, t('table.of'))}
      </span>
      <span className="buttons">
        <IconButton
          aria-label={t('table.first-page')}
          title={t('table.first-page')}
          disabled={page <= 0}
          onClick={() => onPage(0)}
          data-testid="first-page"
        >
          <FirstPageIcon />
        </IconButton>
        <IconButton
          aria-label={t('table.previous-page')}
          title={t('table.previous-page')}
          disabled={page <= 0}
          onClick={() => onPage(page - 1)}
          data-testid="prev-page"
        >
          <ChevronLeftIcon />
        </IconButton>
        <IconButton
          aria-label={t('table.next-page')}
          title={t('table.next-page')}
          disabled={page >= last}
          onClick={() => onPage(page + 1)}
          data-testid="next-page"
        >
          <ChevronRightIcon />
        </IconButton>
        <IconButton
          aria-label={t('table.last-page')}
          title={t('table.last-page')}
          disabled={page >= last}
          onClick={() => onPage(last)}
          data-testid="last-page"
        >
          <LastPageIcon />
        </IconButton>
      </span>
    </Bar>
  );
}
