/**
 * What the dashboards table offers, by role, as ThingsBoard 3.3.1's dashboards table: every user opens and exports
 * a dashboard; tenant administrators also make it public (or see its public link), manage its customers and delete
 * it, add or import dashboards, and assign, unassign or delete the selected ones. The row actions are the details
 * drawer's buttons too.
 */
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { AddAction, CellAction, GroupAction, TableApi } from '../../../ui/entity-table/entity-table-types';
import { AddIcon, DeleteIcon, UploadIcon } from '../../../ui/icons/control-icons';
import { FileDownloadIcon } from '../../../ui/icons/entity-icons';
import { PeopleIcon } from '../../../ui/icons/extra-icons';
import { DashboardIcon } from '../../../ui/icons/nav-icons';
import { useDialogs } from '../../../ui/dialog/dialog-service';
import { exportDashboard, GroupCustomersDialog, ShareIcon, UnassignIcon, type TenantCommands } from './list-actions';
import { publicCustomerId, type DashboardRow } from './list-api';

type Dialogs = ReturnType<typeof useDialogs>;

/** The table's actions of one role. */
export interface DashboardsTableActions {
  cellActions: CellAction<DashboardRow>[];
  groupActions: GroupAction<DashboardRow>[];
  addActions: AddAction[];
}

/** Open and export, for every role. */
function commonRowActions(t: TFunction, open: (d: DashboardRow) => void): CellAction<DashboardRow>[] {
  return [
    { id: 'open', label: t('dashboard.open-dashboard'), icon: DashboardIcon, onAction: open },
    {
      id: 'export',
      label: t('dashboard.export'),
      icon: FileDownloadIcon,
      testId: 'dashboard-export',
      onAction: (d) => exportDashboard(d).catch(() => undefined),
    },
  ];
}

/** Make public / public link, customers and delete (which closes the drawer of the deleted dashboard). */
function tenantRowActions(t: TFunction, commands: TenantCommands): CellAction<DashboardRow>[] {
  const isPublic = (d: DashboardRow) => publicCustomerId(d) !== null;
  return [
    {
      id: 'make-public',
      label: t('dashboard.make-public'),
      icon: ShareIcon,
      testId: 'dashboard-share',
      hiddenWhenDisabled: true,
      isEnabled: (d) => !isPublic(d),
      onAction: (d) => commands.togglePublic(d),
    },
    {
      id: 'public-link',
      label: t('dashboard.public-link'),
      icon: ShareIcon,
      testId: 'dashboard-share',
      hiddenWhenDisabled: true,
      isEnabled: isPublic,
      onAction: (d) => commands.togglePublic(d),
    },
    {
      id: 'customers',
      label: t('dashboard.manage-assigned-customers'),
      icon: PeopleIcon,
      testId: 'dashboard-customers',
      onAction: (d) => commands.manageCustomers(d),
    },
    {
      id: 'delete',
      label: t('dashboard.delete'),
      icon: DeleteIcon,
      testId: 'dashboard-delete',
      onAction: (d, api) => commands.remove(d).then((gone) => gone && api.closeDetails()),
    },
  ];
}

/** Assign or unassign the selected dashboards, or delete them, as the selection bar's buttons. */
function tenantGroupActions(t: TFunction, commands: TenantCommands, dialogs: Dialogs): GroupAction<DashboardRow>[] {
  const ids = (rows: readonly DashboardRow[]) => rows.map((d) => d.id.id);
  const editCustomers = (mode: 'assign' | 'unassign') => (rows: readonly DashboardRow[], api: TableApi) =>
    dialogs.open<void>((close) => (
      <GroupCustomersDialog
        mode={mode}
        dashboardIds={ids(rows)}
        onDone={(changed) => {
          close();
          if (!changed) return;
          api.clearSelection();
          api.reload();
        }}
      />
    ));
  return [
    { id: 'assign', label: t('dashboard.assign-dashboards'), icon: PeopleIcon, onAction: editCustomers('assign') },
    {
      id: 'unassign',
      label: t('dashboard.unassign-dashboards'),
      icon: UnassignIcon,
      onAction: editCustomers('unassign'),
    },
    {
      id: 'delete',
      label: t('dashboard.delete'),
      icon: DeleteIcon,
      onAction: (rows, api) =>
        commands.removeMany(ids(rows)).then((done) => {
          if (!done) return;
          api.clearSelection();
          api.closeDetails();
        }),
    },
  ];
}

/** The actions of the user's role; `tenant`: the tenant administrator's `commands` are offered too. */
export function useDashboardsTableActions(
  open: (d: DashboardRow) => void,
  commands: TenantCommands,
  tenant: boolean,
): DashboardsTableActions {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  return useMemo(() => {
    const common = commonRowActions(t, open);
    if (!tenant) return { cellActions: common, groupActions: [], addActions: [] };
    return {
      cellActions: [...common, ...tenantRowActions(t, commands)],
      groupActions: tenantGroupActions(t, commands, dialogs),
      addActions: [
        { id: 'add', label: t('dashboard.add'), icon: AddIcon, onAction: commands.add },
        { id: 'import', label: t('dashboard.import'), icon: UploadIcon, onAction: commands.importJson },
      ],
    };
  }, [t, open, commands, tenant, dialogs]);
}
