/** The devices table's own actions beside assignment: credentials, reclaim, CSV import and claim. */
import type { TFunction } from 'i18next';
import { lazy, Suspense, type ReactNode } from 'react';
import { isAssigned } from '../../api/assignable';
import {
  assignDeviceToCustomer,
  assignDeviceToEdge,
  makeDevicePublic,
  reclaimDevice,
  unassignDeviceFromCustomer,
  unassignDeviceFromEdge,
  type DeviceInfo,
} from '../../api/devices';
import type { EntityLookup } from '../../api/entity-lookup';
import type { DialogService } from '../../ui/dialog/dialog-service';
import type { AssignableOps, ListScope } from '../../ui/entity-details/assignable-actions';
import type { AddAction, CellAction } from '../../ui/entity-table/entity-table-types';
import { AddIcon } from '../../ui/icons/control-icons';
import { FileUploadIcon, ReplyIcon } from '../../ui/icons/entity-icons';
import { SecurityIcon } from '../../ui/icons/nav-icons';
import type { useToast } from '../../ui/toast/toast-context';

// Dialogs load on first use: the table itself is what `<iot-device-list>` shows first.
const ClaimDeviceDialog = lazy(() =>
  import('./components/claim-device-dialog').then((m) => ({ default: m.ClaimDeviceDialog })),
);
const CredentialsDialog = lazy(() =>
  import('./components/credentials-dialog').then((m) => ({ default: m.CredentialsDialog })),
);
const DeviceImportDialog = lazy(() =>
  import('./components/device-import-dialog').then((m) => ({ default: m.DeviceImportDialog })),
);
const later = (node: ReactNode) => <Suspense fallback={null}>{node}</Suspense>;

type Toast = ReturnType<typeof useToast>;

export const isPublic = (d: DeviceInfo) => d.customerIsPublic === true;

/** How the assign/unassign/public actions reach devices. */
export function deviceAssignOps(lookup: Pick<EntityLookup, 'search' | 'load' | 'loadMany'>): AssignableOps<DeviceInfo> {
  return {
    entityType: 'DEVICE',
    getId: (d) => d.id.id,
    getName: (d) => d.name,
    isAssigned,
    isPublic,
    makePublic: makeDevicePublic,
    assignToCustomer: assignDeviceToCustomer,
    unassignFromCustomer: unassignDeviceFromCustomer,
    assignToEdge: assignDeviceToEdge,
    unassignFromEdge: unassignDeviceFromEdge,
    customers: { search: lookup.search, load: lookup.load },
    entities: { search: lookup.search, loadMany: lookup.loadMany },
  };
}

/** Credentials for everyone (read-only below the tenant), reclaim on a customer user's list. */
export function deviceCellActions(
  t: TFunction,
  dialogs: DialogService,
  scope: ListScope,
  isTenant: boolean,
): CellAction<DeviceInfo>[] {
  const credentials: CellAction<DeviceInfo> = {
    id: 'credentials',
    label: isTenant ? t('device.manage-credentials') : t('device.view-credentials'),
    icon: SecurityIcon,
    onAction: (d, api) =>
      dialogs.open<void>((close) =>
        later(
          <CredentialsDialog
            deviceId={d.id.id}
            readonly={!isTenant}
            onClose={(saved) => {
              close();
              if (saved) api.reload();
            }}
          />,
        ),
      ),
  };
  const cellActions: CellAction<DeviceInfo>[] = [credentials];
  if (scope.kind === 'customer-user') {
    cellActions.push({
      id: 'reclaim',
      label: t('device.reclaim'),
      icon: ReplyIcon,
      onAction: async (d, api) => {
        const ok = await dialogs.confirm({
          title: t('device.reclaim-title', { name: d.name }),
          message: t('device.reclaim-text'),
          okLabel: t('action.yes'),
          cancelLabel: t('action.no'),
        });
        if (!ok) return;
        await reclaimDevice(d.name);
        api.reload();
      },
    });
  }
  return cellActions;
}

/** CSV import on the tenant's own list, claim on a customer user's list. */
export function deviceAddActions(
  t: TFunction,
  dialogs: DialogService,
  toast: Toast,
  scope: ListScope,
  isTenant: boolean,
): AddAction[] {
  const addActions: AddAction[] = [];
  if (scope.kind === 'tenant' && isTenant) {
    addActions.push({
      id: 'import',
      label: t('device.import'),
      icon: FileUploadIcon,
      onAction: (api) =>
        dialogs.open<void>((close) =>
          later(<DeviceImportDialog onClose={(changed) => (close(), changed && api.reload())} />),
        ),
    });
  }
  if (scope.kind === 'customer-user') {
    addActions.push({
      id: 'claim',
      label: t('device.claim-device'),
      icon: AddIcon,
      onAction: (api) =>
        dialogs.open<void>((close) =>
          later(
            <ClaimDeviceDialog
              onClose={(claimed) => {
                close();
                if (!claimed) return;
                toast.show({ message: t('device.claim-success'), type: 'success' });
                api.reload();
              }}
            />,
          ),
        ),
    });
  }
  return addActions;
}
