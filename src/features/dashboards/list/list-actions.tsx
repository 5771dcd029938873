/**
 * Commands of the dashboards list: the tenant administrator's dialogs (add, import, public link, customers,
 * delete one or many), the drawer's action buttons, and the group assign/unassign dialog.
 */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { addDashboardCustomers, removeDashboardCustomers } from '../../../api/dashboard-management';
import type { Dashboard, DashboardInfo } from '../../../api/dashboards';
import { useDialogs } from '../../../ui/dialog/dialog-service';
import type { CellAction } from '../../../ui/entity-table/entity-table-types';
import { DeleteIcon } from '../../../ui/icons/control-icons';
import { PeopleIcon } from '../../../ui/icons/extra-icons';
import { makeIcon } from '../../../ui/icons/icons';
import type { RowActions } from './dashboards-table';
import { publicCustomerId, useAssignableCustomers, useDashboardMutations } from './list-api';
import { AddDashboardDialog, ImportDashboardDialog, ManageCustomersDialog, PublicLinkDialog } from './list-dialogs';
import { FileDownloadIcon } from '../../../ui/icons/entity-icons';
import { ChevronRightIcon } from '../../../ui/icons/frame-icons';

export const ShareIcon = makeIcon(
  'share',
  'M18 16.1c-.8 0-1.4.3-2 .8l-7.1-4.2c.1-.2.1-.5.1-.7s0-.5-.1-.7L16 7.2c.5.5 1.2.8 2 .8 1.7 0 3-1.3 3-3s-1.3-3-3-3-3 1.3-3 3c0 .2 0 .5.1.7L8 9.8C7.5 9.3 6.8 9 6 9c-1.7 0-3 1.3-3 3s1.3 3 3 3c.8 0 1.5-.3 2-.8l7.1 4.2c-.1.2-.1.4-.1.6 0 1.6 1.3 2.9 2.9 2.9s2.9-1.3 2.9-2.9-1.2-2.9-2.8-2.9z',
);
export const UnassignIcon = makeIcon(
  'assignment_return',
  'M19 3h-4.2A3 3 0 0 0 9.2 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zm-7 0a1 1 0 1 1 0 2 1 1 0 0 1 0-2zm4 12h-4v3l-5-5 5-5v3h4v4z',
);

/** Row actions for the tenant view: dialogs for sharing and customers, confirmation for delete. */
export function useTenantActions(): Pick<RowActions, 'togglePublic' | 'manageCustomers' | 'remove'> & {
  add(): void;
  importJson(): void;
  removeMany(ids: string[]): Promise<boolean>;
} {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const m = useDashboardMutations();
  const origin = globalThis.location?.origin ?? '';
  const showLink = (id: string, publicId: string) =>
    dialogs.open<void>((close) => (
      <PublicLinkDialog
        dashboardId={id}
        publicId={publicId}
        origin={origin}
        onClose={() => close()}
        onMakePrivate={() => {
          m.setPublic.mutate({ id, on: false });
          close();
        }}
      />
    ));
  return {
    add: () =>
      void dialogs.open<void>((close) => (
        <AddDashboardDialog
          onClose={() => close()}
          onSubmit={async (title, description) => {
            const saved = await m.save.mutateAsync({
              title,
              configuration: { description, widgets: {}, states: {}, entityAliases: {}, filters: {} },
            });
            close();
            navigate(`/dashboards/${saved.id.id}`);
          }}
        />
      )),
    importJson: () =>
      void dialogs.open<void>((close) => (
        <ImportDashboardDialog
          onClose={() => close()}
          onImport={async (d) => {
            const saved = await m.save.mutateAsync({
              title: d.title,
              image: d.image ?? null,
              configuration: d.configuration,
            });
            close();
            navigate(`/dashboards/${saved.id.id}`);
          }}
        />
      )),
    togglePublic: (d) => {
      const publicId = publicCustomerId(d);
      if (publicId) void showLink(d.id.id, publicId);
      else {
        void m.setPublic.mutateAsync({ id: d.id.id, on: true }).then((info) => {
          const id = info ? publicCustomerId(info) : null;
          if (id) void showLink(d.id.id, id);
        });
      }
    },
    manageCustomers: (d) => {
      const assigned = (d.assignedCustomers ?? []).filter((c) => c.public !== true).map((c) => c.customerId.id);
      const publicId = publicCustomerId(d);
      void dialogs.open<void>((close) => (
        <CustomersDialogLoader
          assigned={assigned}
          onClose={() => close()}
          onSave={async (ids) => {
            await m.setCustomers.mutateAsync({ id: d.id.id, ids: publicId ? [...ids, publicId] : ids });
            close();
          }}
        />
      ));
    },
    remove: async (d) => {
      const ok = await dialogs.confirm({
        title: t('dashboard.delete-dashboard-title', { dashboardTitle: d.title ?? '' }),
        message: t('dashboard.delete-dashboard-text'),
        okLabel: t('dashboard.delete'),
        cancelLabel: t('action.cancel'),
        testId: 'dashboard-delete-confirm',
      });
      if (ok) m.remove.mutate(d.id.id);
      return ok;
    },
    removeMany: async (ids) => {
      const ok = await dialogs.confirm({
        title: t('dashboard.delete-dashboards-title', { count: ids.length }),
        message: t('dashboard.delete-dashboards-text'),
        okLabel: t('dashboard.delete'),
        cancelLabel: t('action.cancel'),
        testId: 'dashboard-delete-confirm',
      });
      if (!ok) return false;
      for (const id of ids) await m.remove.mutateAsync(id).catch(() => undefined);
      return true;
    },
  };
}

/** Loads the customers inside the dialog, so it fills in once the list arrives. */
function CustomersDialogLoader(p: { assigned: string[]; onSave(ids: string[]): Promise<void>; onClose(): void }) {
  const customers = useAssignableCustomers(true);
  return (
    <ManageCustomersDialog customers={customers.data} assigned={p.assigned} onSave={p.onSave} onClose={p.onClose} />
  );
}

/** The row's actions again, as buttons of the details drawer (ThingsBoard's details action row). */
export function useDrawerActions(
  actions: RowActions,
  tenant: boolean,
  closeDrawer: () => void,
): CellAction<Dashboard>[] {
  const { t } = useTranslation();
  const info = (d: Dashboard) => d as unknown as DashboardInfo;
  const out: CellAction<Dashboard>[] = [
    {
      id: 'open',
      label: t('dashboard.open-dashboard'),
      icon: ChevronRightIcon,
      onAction: (d) => actions.open(info(d)),
    },
    {
      id: 'export',
      label: t('dashboard.export'),
      icon: FileDownloadIcon,
      onAction: (d) => actions.exportJson(info(d)),
    },
  ];
  if (tenant) {
    out.push(
      {
        id: 'make-public',
        label: t('dashboard.make-public'),
        icon: ShareIcon,
        isEnabled: (d) => !publicCustomerId(info(d)),
        onAction: (d) => actions.togglePublic?.(info(d)),
      },
      {
        id: 'public-link',
        label: t('dashboard.public-link'),
        icon: ShareIcon,
        isEnabled: (d) => !!publicCustomerId(info(d)),
        onAction: (d) => actions.togglePublic?.(info(d)),
      },
      {
        id: 'customers',
        label: t('dashboard.manage-assigned-customers'),
        icon: PeopleIcon,
        onAction: (d) => actions.manageCustomers?.(info(d)),
      },
      {
        id: 'delete',
        label: t('dashboard.delete'),
        icon: DeleteIcon,
        onAction: (d) => void Promise.resolve(actions.remove?.(info(d))).then((gone) => gone && closeDrawer()),
      },
    );
  }
  return out;
}

/** Assign the selected dashboards to customers, or unassign them, one dashboard call each (as ThingsBoard). */
export function GroupCustomersDialog({
  mode,
  dashboardIds,
  onDone,
}: {
  mode: 'assign' | 'unassign';
  dashboardIds: string[];
  onDone(changed: boolean): void;
}) {
  const customers = useAssignableCustomers(true);
  return (
    <ManageCustomersDialog
      mode={mode}
      customers={customers.data}
      assigned={[]}
      onClose={() => onDone(false)}
      onSave={async (ids) => {
        for (const id of dashboardIds)
          await (mode === 'assign' ? addDashboardCustomers(id, ids) : removeDashboardCustomers(id, ids));
        onDone(true);
      }}
    />
  );
}
