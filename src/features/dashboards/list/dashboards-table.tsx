/**
 * The dashboards table: created time, title, assigned customers and the public flag, with per-row actions. A row
 * click opens the dashboard. Columns and actions follow the user's role (customers see open and export only).
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DashboardInfo } from '../../../api/dashboards';
import { formatDateStyle } from '../../../lib/intl-styles';
import { IconButton } from '../../../ui/button/button';
import { FileDownloadIcon } from '../../../ui/icons/action-icons';
import { ChevronRightIcon, DeleteIcon } from '../../../ui/icons/control-icons';
import { PeopleIcon } from '../../../ui/icons/extra-icons';
import { v } from '../../../ui/theme/tokens';
import { publicCustomerId } from './list-api';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  color: ${v('color-text')};
  th {
    text-align: start;
    font-weight: 500;
    font-size: 12px;
    color: ${v('color-text-secondary')};
    padding: 0 12px;
    height: 56px;
    border-bottom: 1px solid ${v('color-divider')};
    white-space: nowrap;
  }
  th button {
    font: inherit;
    color: inherit;
    background: none;
    border: none;
    padding: 0;
    cursor: pointer;
  }
  td {
    padding: 0 12px;
    height: 48px;
    border-bottom: 1px solid ${v('color-divider')};
  }
  tbody tr {
    cursor: pointer;
  }
  tbody tr:hover {
    background: ${v('color-surface-2')};
  }
  td.actions {
    text-align: end;
    white-space: nowrap;
    width: 1%;
  }
  td.title {
    font-weight: 500;
  }
`;

/** Sort state of the table. */
export interface SortState {
  property: 'title' | 'createdTime';
  order: 'ASC' | 'DESC';
}

/** What a row can do; the page passes only the actions the user's role allows. */
export interface RowActions {
  open(d: DashboardInfo): void;
  exportJson(d: DashboardInfo): void;
  togglePublic?(d: DashboardInfo): void;
  manageCustomers?(d: DashboardInfo): void;
  remove?(d: DashboardInfo): void;
}

interface Props {
  rows: readonly DashboardInfo[];
  sort: SortState;
  onSort(s: SortState): void;
  actions: RowActions;
  /** Tenant view: the customers and public columns. */
  tenant: boolean;
}


function customersText(d: DashboardInfo): string {
  return (d.assignedCustomers ?? []).filter((c) => c.public !== true).map((c) => c.title ?? c.customerId.id).join(', ');
}

/** The table; renders the rows it is given (paging is the page's job). */
export function DashboardsTable({ rows, sort, onSort, actions, tenant }: Props) {
  const { t, i18n } = useTranslation();
  const header = (property: SortState['property'], label: string) => {
    const active = sort.property === property;
    const next: SortState = { property, order: active && sort.order === 'ASC' ? 'DESC' : 'ASC' };
    return (
      <th aria-sort={active ? (sort.order === 'ASC' ? 'ascending' : 'descending') : 'none'}>
        <button type="button" onClick={() => onSort(next)}>
          {label}
          {active ? (sort.order === 'ASC' ? ' ↑' : ' ↓') : ''}
        </button>
      </th>
    );
  };
  const stop = (f: () => void) => (e: { stopPropagation(): void }) => {
    e.stopPropagation();
    f();
  };
  return (
    <Table data-testid="dashboards-table">
      <thead>
        <tr>
          {header('createdTime', t('dashboard.created-time'))}
          {header('title', t('dashboard.title'))}
          {tenant ? <th>{t('dashboard.assigned-customers')}</th> : null}
          {tenant ? <th>{t('dashboard.public')}</th> : null}
          <th aria-label={t('dashboard.actions')} />
        </tr>
      </thead>
      <tbody>
        {rows.map((d) => {
          const title = d.title ?? d.id.id;
          const isPublic = publicCustomerId(d) !== null;
          return (
            <tr key={d.id.id} data-testid="dashboard-row" onClick={() => actions.open(d)}>
              <td>{d.createdTime ? formatDateStyle(d.createdTime, i18n.language, { dateStyle: 'medium', timeStyle: 'short' }) : ''}</td>
              <td className="title">{title}</td>
              {tenant ? <td>{customersText(d)}</td> : null}
              {tenant ? (
                <td>
                  <input type="checkbox" checked={isPublic} readOnly tabIndex={-1} aria-label={t('dashboard.public')} data-testid="dashboard-public-flag" />
                </td>
              ) : null}
              <td className="actions">
                <IconButton title={t('dashboard.open')} aria-label={`${t('dashboard.open')}: ${title}`} onClick={stop(() => actions.open(d))}>
                  <ChevronRightIcon />
                </IconButton>
                <IconButton title={t('dashboard.export')} aria-label={`${t('dashboard.export')}: ${title}`} data-testid="dashboard-export" onClick={stop(() => actions.exportJson(d))}>
                  <FileDownloadIcon />
                </IconButton>
                {actions.togglePublic ? (
                  <IconButton
                    title={t(isPublic ? 'dashboard.public-link' : 'dashboard.make-public')}
                    aria-label={`${t(isPublic ? 'dashboard.public-link' : 'dashboard.make-public')}: ${title}`}
                    data-testid="dashboard-share"
                    onClick={stop(() => actions.togglePublic!(d))}
                  >
                    <ShareGlyph />
                  </IconButton>
                ) : null}
                {actions.manageCustomers ? (
                  <IconButton title={t('dashboard.manage-assigned-customers')} aria-label={`${t('dashboard.manage-assigned-customers')}: ${title}`} data-testid="dashboard-customers" onClick={stop(() => actions.manageCustomers!(d))}>
                    <PeopleIcon />
                  </IconButton>
                ) : null}
                {actions.remove ? (
                  <IconButton title={t('dashboard.delete')} aria-label={`${t('dashboard.delete')}: ${title}`} data-testid="dashboard-delete" onClick={stop(() => actions.remove!(d))}>
                    <DeleteIcon />
                  </IconButton>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

/** A "share" glyph (three linked nodes; not in the shared icon set). */
function ShareGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="currentColor" stroke="currentColor">
      <circle cx="18" cy="5" r="3" stroke="none" />
      <circle cx="6" cy="12" r="3" stroke="none" />
      <circle cx="18" cy="19" r="3" stroke="none" />
      <path d="M8.6 10.5l6.8-4M8.6 13.5l6.8 4" strokeWidth="2" fill="none" />
    </svg>
  );
}
