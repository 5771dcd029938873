/**
 * The dashboards table, as ThingsBoard 3.3.1's: created time and title for every user; for tenant administrators
 * also the customers a dashboard is assigned to and whether it is public. Server paging, textSearch and sort
 * (created time, title); a row opens the dashboard's details; the role's actions come from
 * dashboards-table-actions.tsx. Customer users list their customer's dashboards.
 */
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { checkColumn, createdTimeColumn, textColumn } from '../../../ui/entity-details/columns';
import type { EntityColumn, EntityTableConfig } from '../../../ui/entity-table/entity-table-types';
import { flatPageQuery } from '../../../ui/entity-table/page-query';
import type { DashboardsTableActions } from './dashboards-table-actions';
import { useDashboardDetails } from './dashboard-details';
import {
  DASHBOARDS_LIST_KEY,
  fetchDashboardPage,
  publicCustomerId,
  type DashboardRow,
  type ListScope,
} from './list-api';

/** Rows per page until the user picks another size (then remembered per user). */
export const DEFAULT_DASHBOARDS_PAGE_SIZE = 20;

/** The titles of the customers a dashboard is assigned to (the public customer shows in its own column). */
export function customersText(d: DashboardRow): string {
  return (d.assignedCustomers ?? [])
    .filter((c) => c.public !== true)
    .map((c) => c.title ?? c.customerId.id)
    .join(', ');
}

/** The public column: ThingsBoard's check box cell, exposed as a read-only checkbox. */
function publicColumn(t: TFunction): EntityColumn<DashboardRow> {
  const check = checkColumn<DashboardRow>('dashboardIsPublic', t('dashboard.public'), isPublic, t('dashboard.public'));
  return {
    ...check,
    cell: (d) => (
      <span
        role="checkbox"
        aria-checked={isPublic(d)}
        aria-readonly="true"
        aria-label={t('dashboard.public')}
        data-testid="dashboard-public-flag"
      >
        {check.cell(d)}
      </span>
    ),
  };
}

const isPublic = (d: DashboardRow) => publicCustomerId(d) !== null;

function dashboardColumns(t: TFunction, locale: string, tenant: boolean): EntityColumn<DashboardRow>[] {
  const columns = [
    createdTimeColumn<DashboardRow>(t('table.created-time'), locale, { hideOnSmall: true }),
    textColumn<DashboardRow>('title', t('dashboard.title'), (d) => d.title ?? d.id.id),
  ];
  if (!tenant) return columns;
  return [
    ...columns,
    textColumn<DashboardRow>('customersTitle', t('dashboard.assigned-customers'), customersText, {
      sortable: false,
      hideOnSmall: true,
    }),
    publicColumn(t),
  ];
}

export interface DashboardsTableOptions {
  /** Whose dashboards: the tenant's, a customer's, or none (the same object across renders). */
  scope: ListScope | null;
  /** Tenant view: the customers and public columns. */
  tenant: boolean;
  actions: DashboardsTableActions;
}

/** The table's configuration for the user's role. */
export function useDashboardsTableConfig({
  scope,
  tenant,
  actions,
}: DashboardsTableOptions): EntityTableConfig<DashboardRow> {
  const { t, i18n } = useTranslation();
  const details = useDashboardDetails();
  return useMemo<EntityTableConfig<DashboardRow>>(
    () => ({
      id: 'dashboards',
      title: t('dashboard.dashboards'),
      queryKey: DASHBOARDS_LIST_KEY,
      rowTestId: 'dashboard-row',
      getId: (d) => d.id.id,
      getName: (d) => d.title ?? d.id.id,
      columns: dashboardColumns(t, i18n.language, tenant),
      fetchPage: (link, _filters, signal) => fetchDashboardPage(scope, flatPageQuery(link), signal),
      defaultPageSize: DEFAULT_DASHBOARDS_PAGE_SIZE,
      ...actions,
      texts: {
        noEntities: t('dashboard.no-dashboards-text'),
        selected: (count) => t('dashboard.selected-dashboards', { count }),
      },
      details,
    }),
    [t, i18n.language, tenant, scope, actions, details],
  );
}
