/**
 * A customer's dashboards (`/customers/:customerId/dashboards`): title and assignment;
 * open, unassign (single and selected), and assign more of the tenant's dashboards.
 */
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router-dom';
import {
  assignDashboardToCustomer,
  getCustomerDashboards,
  unassignDashboardFromCustomer,
  type DashboardListItem,
} from '../../../api/dashboard-assignments';
import type { EntityLookup } from '../../../api/entity-lookup';
import { useDialogs } from '../../../ui/dialog/dialog-service';
import { AddEntitiesDialog } from '../../../ui/entity-details/assign-dialogs';
import { createdTimeColumn, textColumn } from '../../../ui/entity-details/columns';
import type { EntityTableConfig } from '../../../ui/entity-table/entity-table-types';
import { OpenInNewIcon, UnassignIcon } from '../../../ui/icons/entity-icons';

export function useCustomerDashboardsConfig(
  customerId: string,
  title: string,
  lookup: EntityLookup,
): EntityTableConfig<DashboardListItem> {
  const { t, i18n } = useTranslation();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  return useMemo(() => {
    const unassign = async (rows: readonly DashboardListItem[], reload: () => void) => {
      const one = rows.length === 1 ? rows[0]! : null;
      const ok = await dialogs.confirm({
        title: one
          ? t('customer.unassign-dashboard-title', { name: one.title ?? '' })
          : t('customer.unassign-dashboards-title', { count: rows.length }),
        message: t('customer.unassign-dashboards-text'),
        okLabel: t('action.yes'),
        cancelLabel: t('action.no'),
      });
      if (!ok) return;
      for (const d of rows) await unassignDashboardFromCustomer(customerId, d.id.id).catch(() => undefined);
      reload();
    };
    return {
      id: 'customer-dashboards',
      title,
      queryKey: ['customer-dashboards', customerId],
      getId: (d) => d.id.id,
      getName: (d) => d.title ?? '',
      columns: [
        createdTimeColumn(t('table.created-time'), i18n.language, { hideOnSmall: true }),
        textColumn('title', t('dashboard.title'), (d) => d.title),
      ],
      fetchPage: (link, _f, signal) => getCustomerDashboards(customerId, link, { signal }),
      onRowClick: (d) => navigate(`/dashboards/${d.id.id}`),
      cellActions: [
        {
          id: 'open',
          label: t('dashboard.open-dashboard'),
          icon: OpenInNewIcon,
          onAction: (d) => navigate(`/dashboards/${d.id.id}`),
        },
        {
          id: 'unassign',
          label: t('entity-action.unassign-from-customer'),
          icon: UnassignIcon,
          onAction: (d, api) => unassign([d], api.reload),
        },
      ],
      groupActions: [
        {
          id: 'unassign',
          label: t('entity-action.unassign-from-customer'),
          icon: UnassignIcon,
          onAction: (rows, api) => unassign(rows, api.reload),
        },
      ],
      addActions: [
        {
          id: 'assign-dashboards',
          label: t('customer.assign-dashboards'),
          onAction: (api) =>
            dialogs.open<void>((close) => (
              <AddEntitiesDialog
                entityType="DASHBOARD"
                title={t('customer.assign-dashboards')}
                text={t('customer.assign-dashboards-text')}
                search={lookup.search}
                loadMany={lookup.loadMany}
                onAssign={async (ids) => {
                  for (const id of ids) await assignDashboardToCustomer(customerId, id);
                  api.reload();
                }}
                onClose={() => close()}
              />
            )),
        },
      ],
      texts: {
        noEntities: t('dashboard.no-dashboards-text'),
        selected: (count) => t('dashboard.selected-dashboards', { count }),
      },
    };
  }, [customerId, title, lookup, t, i18n.language, dialogs, navigate]);
}
