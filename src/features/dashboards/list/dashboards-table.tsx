/**
 * The dashboards table: created time, title, assigned customers and the public flag, with per-row actions and, for
 * tenant administrators, row selection for the group actions. A row click opens the dashboard's details (as
 * ThingsBoard); the open action opens the dashboard. Columns and actions follow the user's role (customers see
 * open and export only). On phones the created time and customers columns step aside.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DashboardInfo } from '../../../api/dashboards';
import { formatDateTime } from '../../../ui/entity-details/format';
import { IconButton } from '../../../ui/button/button';
import { DeleteIcon } from '../../../ui/icons/control-icons';
import { PeopleIcon } from '../../../ui/icons/extra-icons';
import { OverflowMenu, type OverflowAction } from '../../../ui/menu/overflow-menu';
import { v } from '../../../ui/theme/tokens';
import { publicCustomerId } from './list-api';
import { FileDownloadIcon } from '../../../ui/icons/entity-icons';
import { ChevronRightIcon } from '../../../ui/icons/frame-icons';

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
  th.select,
  td.select {
    width: 40px;
    padding-inline-end: 0;
  }
  tbody tr[data-open='true'] {
    background: color-mix(in srgb, ${v('color-primary')} 8%, transparent);
  }
  @media (max-width: 599px) {
    .hide-sm {
      display: none;
    }
    td.actions .wide {
      display: none;
    }
  }
  @media (min-width: 600px) {
    td.actions .narrow {
      display: none;
    }
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
  /** Resolves true once the dashboard was deleted. */
  remove?(d: DashboardInfo): Promise<boolean> | void;
}

interface Props {
  rows: readonly DashboardInfo[];
  /** Row click: the dashboard's details. */
  onDetails(d: DashboardInfo): void;
  openId?: string | null;
  /** Selection (tenant administrators' group actions). */
  selection?: { selected: ReadonlySet<string>; toggle(id: string): void; toggleAll(all: boolean): void };
  sort: SortState;
  onSort(s: SortState): void;
  actions: RowActions;
  /** Tenant view: the customers and public columns. */
  tenant: boolean;
}

function customersText(d: DashboardInfo): string {
  return (d.assignedCustomers ?? [])
    .filter((c) => c.public !== true)
    .map((c) => c.title ?? c.customerId.id)
    .join(', ');
}

/** The table; renders the rows it is given (paging is the page's job). */
export function DashboardsTable({ rows, sort, onSort, actions, tenant, onDetails, openId, selection }: Props) {
  const { t, i18n } = useTranslation();
  const header = (property: SortState['property'], label: string, className?: string) => {
    const active = sort.property === property;
    const next: SortState = { property, order: active && sort.order === 'ASC' ? 'DESC' : 'ASC' };
    return (
      <th className={className} aria-sort={active ? (sort.order === 'ASC' ? 'ascending' : 'descending') : 'none'}>
        <button type="button" onClick={() => onSort(next)}>
          {label}
          {active ? (sort.order === 'ASC' ? ' ↑' : ' ↓') : ''}
        </button>
      </th>
    );
  };
  return (
    <Table data-testid="dashboards-table">
      <thead>
        <tr>
          {selection ? (
            <th className="select">
              <input
                type="checkbox"
                aria-label={t('dashboard.select-all')}
                checked={rows.length > 0 && rows.every((d) => selection.selected.has(d.id.id))}
                onChange={(e) => selection.toggleAll(e.target.checked)}
                data-testid="dashboard-select-all"
              />
            </th>
          ) : null}
          {header('createdTime', t('dashboard.created-time'), 'hide-sm')}
          {header('title', t('dashboard.title'))}
          {tenant ? <th className="hide-sm">{t('dashboard.assigned-customers')}</th> : null}
          {tenant ? <th>{t('dashboard.public')}</th> : null}
          <th aria-label={t('dashboard.actions')} />
        </tr>
      </thead>
      <tbody>
        {rows.map((d) => {
          const title = d.title ?? d.id.id;
          const isPublic = publicCustomerId(d) !== null;
          return (
            <tr
              key={d.id.id}
              data-testid="dashboard-row"
              data-open={openId === d.id.id || undefined}
              onClick={() => onDetails(d)}
            >
              {selection ? (
                <td className="select" onClick={(e) => e.stopPropagation()}>
                  <input
                    type="checkbox"
                    aria-label={t('dashboard.select-dashboard', { title })}
                    checked={selection.selected.has(d.id.id)}
                    onChange={() => selection.toggle(d.id.id)}
                    data-testid="dashboard-select"
                  />
                </td>
              ) : null}
              <td className="hide-sm">{d.createdTime ? formatDateTime(d.createdTime, i18n.language) : ''}</td>
              <td className="title">{title}</td>
              {tenant ? <td className="hide-sm">{customersText(d)}</td> : null}
              {tenant ? (
                <td>
                  <input
                    type="checkbox"
                    checked={isPublic}
                    readOnly
                    tabIndex={-1}
                    aria-label={t('dashboard.public')}
                    data-testid="dashboard-public-flag"
                  />
                </td>
              ) : null}
              <td className="actions">
                <RowButtons d={d} title={title} isPublic={isPublic} actions={actions} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

/** A row's actions: icon buttons, folded into a "more" menu on phones (as ThingsBoard folds them on small screens). */
function RowButtons({
  d,
  title,
  isPublic,
  actions,
}: {
  d: DashboardInfo;
  title: string;
  isPublic: boolean;
  actions: RowActions;
}) {
  const { t } = useTranslation();
  const shareLabel = t(isPublic ? 'dashboard.public-link' : 'dashboard.make-public');
  const list: (OverflowAction & { testId?: string; glyph: ReactNode })[] = [
    { id: 'open', label: t('dashboard.open'), glyph: <ChevronRightIcon />, onSelect: () => actions.open(d) },
    {
      id: 'export',
      label: t('dashboard.export'),
      glyph: <FileDownloadIcon />,
      testId: 'dashboard-export',
      onSelect: () => actions.exportJson(d),
    },
  ];
  if (actions.togglePublic)
    list.push({
      id: 'share',
      label: shareLabel,
      glyph: <ShareGlyph />,
      testId: 'dashboard-share',
      onSelect: () => actions.togglePublic!(d),
    });
  if (actions.manageCustomers)
    list.push({
      id: 'customers',
      label: t('dashboard.manage-assigned-customers'),
      glyph: <PeopleIcon />,
      testId: 'dashboard-customers',
      onSelect: () => actions.manageCustomers!(d),
    });
  if (actions.remove)
    list.push({
      id: 'delete',
      label: t('dashboard.delete'),
      glyph: <DeleteIcon />,
      testId: 'dashboard-delete',
      onSelect: () => actions.remove!(d),
    });
  return (
    <>
      <span className="wide">
        {list.map((a) => (
          <IconButton
            key={a.id}
            title={a.label}
            aria-label={`${a.label}: ${title}`}
            data-testid={a.testId}
            onClick={(e) => {
              e.stopPropagation();
              a.onSelect();
            }}
          >
            {a.glyph}
          </IconButton>
        ))}
      </span>
      <span className="narrow">
        <OverflowMenu label={t('table.row-actions', { name: title })} actions={list} testId="dashboard-row-menu" />
      </span>
    </>
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
