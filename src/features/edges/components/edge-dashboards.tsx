/**
 * An edge's dashboards (`/edgeInstances/:edgeId/dashboards`): title; open, unassign, and assign more
 * of the tenant's dashboards (tenant admins; customer users see their customer's dashboards on the edge).
 */
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router-dom';
import {
  assignDashboardToEdge,
  getEdgeDashboards,
  unassignDashboardFromEdge,
  type DashboardListItem,
} from '../../../api/dashboard-assignments';
import type { EntityLookup } from '../../../api/entity-lookup';
import { useDialogs } from '../../../ui/dialog/dialog-service';
import { AddEntitiesDialog } from '../../../ui/entity-details/assign-dialogs';
import { createdTimeColumn, textColumn } from '../../../ui/entity-details/columns';
import type { CellAction, EntityTableConfig } from '../../../ui/entity-table/entity-table-types';
import { OpenInNewIcon, UnassignIcon } from '../../../ui/icons/entity-icons';

export function useEdgeDashboardsConfig(
  edgeId: string,
  title: string,
  lookup: EntityLookup,
  manage: boolean,
): EntityTableConfig<DashboardListItem> {
  const { t, i18n } = useTranslation();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  return useMemo(() => {
    const cellActions: CellAction<DashboardListItem>[] = [
      {
        id: 'open',
        label: t('dashboard.open-dashboard'),
        icon: OpenInNewIcon,
        onAction: (d) => navigate(`/dashboards/${d.id.id}`),
      },
    ];
    if (manage) {
      cellActions.push({
        id: 'unassign',
        label: t('entity-action.unassign-from-edge'),
        icon: UnassignIcon,
        onAction: async (d, api) => {
          if (
            !(await dialogs.confirm({
              title: t('edge.unassign-dashboard-title', { name: d.title ?? '' }),
              message: t('edge.unassign-dashboard-text'),
              okLabel: t('action.yes'),
              cancelLabel: t('action.no'),
            }))
          )
            return;
          await unassignDashboardFromEdge(edgeId, d.id.id);
          api.reload();
        },
      });
    }
    return {
      id: 'edge-dashboards',
      title,
      queryKey: ['edge-dashboards', edgeId],
      getId: (d) => d.id.id,
      getName: (d) => d.title ?? '',
      columns: [
        createdTimeColumn(t('table.created-time'), i18n.language, { hideOnSmall: true }),
        textColumn('title', t('dashboard.title'), (d) => d.title),
      ],
      fetchPage: (link, _f, signal) => getEdgeDashboards(edgeId, link, { signal }),
      selectable: false,
      onRowClick: (d) => navigate(`/dashboards/${d.id.id}`),
      cellActions,
      addActions: manage
        ? [
            {
              id: 'assign-dashboards',
              label: t('edge.assign-dashboards'),
              onAction: (api) =>
                dialogs.open<void>((close) => (
                  <AddEntitiesDialog
                    entityType="DASHBOARD"
                    title={t('edge.assign-dashboards')}
                    text={t('edge.assign-dashboards-text')}
                    search={lookup.search}
                    loadMany={lookup.loadMany}
                    onAssign={async (ids) => {
                      for (const id of ids) await assignDashboardToEdge(edgeId, id);
                      api.reload();
                    }}
                    onClose={() => close()}
                  />
                )),
            },
          ]
        : [],
      texts: { noEntities: t('dashboard.no-dashboards-text'), selected: () => '' },
    };
  }, [edgeId, title, lookup, manage, t, i18n.language, dialogs, navigate]);
}
