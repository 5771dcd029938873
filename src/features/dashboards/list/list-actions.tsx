/**
 * Commands of the dashboards list: the tenant administrator's dialogs (add, import, public link, customers,
 * delete one or many), export, and the group assign/unassign dialog.
 */
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router-dom';
import { addDashboardCustomers, removeDashboardCustomers } from '../../../api/dashboard-management';
import type { DashboardInfo } from '../../../api/dashboards';
import { useDialogs } from '../../../ui/dialog/dialog-service';
import { saveFile } from '../../../ui/file-input/save-file';
import { makeIcon } from '../../../ui/icons/icons';
import { exportDashboardJson, publicCustomerId, useAssignableCustomers, useDashboardMutations } from './list-api';
import { AddDashboardDialog, ImportDashboardDialog, ManageCustomersDialog, PublicLinkDialog } from './list-dialogs';

export const ShareIcon = makeIcon(
  'share',
  'M18 16.1c-.8 0-1.4.3-2 .8l-7.1-4.2c.1-.2.1-.5.1-.7s0-.5-.1-.7L16 7.2c.5.5 1.2.8 2 .8 1.7 0 3-1.3 3-3s-1.3-3-3-3-3 1.3-3 3c0 .2 0 .5.1.7L8 9.8C7.5 9.3 6.8 9 6 9c-1.7 0-3 1.3-3 3s1.3 3 3 3c.8 0 1.5-.3 2-.8l7.1 4.2c-.1.2-.1.4-.1.6 0 1.6 1.3 2.9 2.9 2.9s2.9-1.3 2.9-2.9-1.2-2.9-2.8-2.9z',
);
export const UnassignIcon = makeIcon(
  'assignment_return',
  'M19 3h-4.2A3 3 0 0 0 9.2 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zm-7 0a1 1 0 1 1 0 2 1 1 0 0 1 0-2zm4 12h-4v3l-5-5 5-5v3h4v4z',
);

/** Download a dashboard as a ThingsBoard export file. */
export function exportDashboard(d: Pick<DashboardInfo, 'id'>): Promise<void> {
  return exportDashboardJson(d.id.id).then(({ fileName, json }) =>
    saveFile(new Blob([json], { type: 'application/json' }), fileName),
  );
}

/** The tenant administrator's commands: add, import, sharing and customers dialogs, delete after confirmation. */
export interface TenantCommands {
  add(): void;
  importJson(): void;
  /** Makes the dashboard public (then shows its link), or shows the link of a public one. */
  togglePublic(d: DashboardInfo): void;
  manageCustomers(d: DashboardInfo): void;
  /** Resolves true once the dashboard was deleted. */
  remove(d: DashboardInfo): Promise<boolean>;
  removeMany(ids: string[]): Promise<boolean>;
}

type Mutations = ReturnType<typeof useDashboardMutations>;
type Dialogs = ReturnType<typeof useDialogs>;

/** Add and import: both open the saved dashboard. */
function createCommands(m: Mutations, dialogs: Dialogs, navigate: (to: string) => void) {
  const saveAndOpen = async (d: Record<string, unknown>, close: () => void) => {
    const saved = await m.save(d);
    close();
    navigate(`/dashboards/${saved.id.id}`);
  };
  return {
    add: () =>
      void dialogs.open<void>((close) => (
        <AddDashboardDialog
          onClose={() => close()}
          onSubmit={(title, description) =>
            saveAndOpen(
              { title, configuration: { description, widgets: {}, states: {}, entityAliases: {}, filters: {} } },
              close,
            )
          }
        />
      )),
    importJson: () =>
      void dialogs.open<void>((close) => (
        <ImportDashboardDialog
          onClose={() => close()}
          onImport={(d) =>
            saveAndOpen({ title: d.title, image: d.image ?? null, configuration: d.configuration }, close)
          }
        />
      )),
  };
}

/** Make public (then show the link), show the link of a public dashboard, and its customers. */
function sharingCommands(m: Mutations, dialogs: Dialogs): Pick<TenantCommands, 'togglePublic' | 'manageCustomers'> {
  const origin = globalThis.location?.origin ?? '';
  const showLink = (id: string, publicId: string) =>
    void dialogs.open<void>((close) => (
      <PublicLinkDialog
        dashboardId={id}
        publicId={publicId}
        origin={origin}
        onClose={() => close()}
        onMakePrivate={() => {
          void m.setPublic(id, false).catch(() => undefined);
          close();
        }}
      />
    ));
  return {
    togglePublic: (d) => {
      const publicId = publicCustomerId(d);
      if (publicId) return showLink(d.id.id, publicId);
      void m.setPublic(d.id.id, true).then(
        (info) => {
          const id = info ? publicCustomerId(info) : null;
          if (id) showLink(d.id.id, id);
        },
        () => undefined,
      );
    },
    manageCustomers: (d) => {
      const assigned = (d.assignedCustomers ?? []).filter((c) => c.public !== true).map((c) => c.customerId.id);
      const publicId = publicCustomerId(d);
      void dialogs.open<void>((close) => (
        <CustomersDialogLoader
          assigned={assigned}
          onClose={() => close()}
          onSave={async (ids) => {
            await m.setCustomers(d.id.id, publicId ? [...ids, publicId] : ids);
            close();
          }}
        />
      ));
    },
  };
}

/** Delete one or many after confirming; a refused delete is reported by the console's error presenter. */
function deleteCommands(m: Mutations, dialogs: Dialogs, t: TFunction): Pick<TenantCommands, 'remove' | 'removeMany'> {
  const confirm = (title: string, message: string) =>
    dialogs.confirm({
      title,
      message,
      okLabel: t('dashboard.delete'),
      cancelLabel: t('action.cancel'),
      testId: 'dashboard-delete-confirm',
    });
  return {
    remove: async (d) => {
      const ok = await confirm(
        t('dashboard.delete-dashboard-title', { dashboardTitle: d.title ?? '' }),
        t('dashboard.delete-dashboard-text'),
      );
      return ok
        ? m.remove(d.id.id).then(
            () => true,
            () => false,
          )
        : false;
    },
    removeMany: async (ids) => {
      const ok = await confirm(
        t('dashboard.delete-dashboards-title', { count: ids.length }),
        t('dashboard.delete-dashboards-text'),
      );
      if (!ok) return false;
      for (const id of ids) await m.remove(id).catch(() => undefined);
      return true;
    },
  };
}

/** The tenant administrator's commands of the list (the same functions across renders). */
export function useTenantActions(): TenantCommands {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const m = useDashboardMutations();
  return useMemo(
    () => ({
      ...createCommands(m, dialogs, navigate),
      ...sharingCommands(m, dialogs),
      ...deleteCommands(m, dialogs, t),
    }),
    [m, dialogs, navigate, t],
  );
}

/** Loads the customers inside the dialog, so it fills in once the list arrives. */
function CustomersDialogLoader(p: { assigned: string[]; onSave(ids: string[]): Promise<void>; onClose(): void }) {
  const customers = useAssignableCustomers(true);
  return (
    <ManageCustomersDialog customers={customers.data} assigned={p.assigned} onSave={p.onSave} onClose={p.onClose} />
  );
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
