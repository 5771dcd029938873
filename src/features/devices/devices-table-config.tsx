/**
 * The devices table (ThingsBoard's devices page): columns, device profile filter,
 * assignment actions per list scope, credentials, claim (customer users), CSV import, and the details drawer with
 * the standard tabs. Used by the console pages and by `<iot-device-list>`.
 */
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isAssigned } from '../../api/assignable';
import {
  assignDeviceToCustomer,
  assignDeviceToEdge,
  deleteDevice,
  makeDevicePublic,
  reclaimDevice,
  unassignDeviceFromCustomer,
  unassignDeviceFromEdge,
  type DeviceInfo,
} from '../../api/devices';
import { NULL_UUID } from '../../api/entity';
import { entityTabSources } from '../../api/entity-tab-sources';
import { relationEntityTypes } from '../../api/entity-lookup';
import { useSession } from '../../session/use-session';
import { useDialogs } from '../../ui/dialog/dialog-service';
import { assignableActions, type ListScope } from '../../ui/entity-details/assignable-actions';
import { checkColumn, createdTimeColumn, textColumn } from '../../ui/entity-details/columns';
import { standardTabs } from '../../ui/entity-details/standard-tabs';
import type { CellAction, EntityColumn, EntityTableConfig } from '../../ui/entity-table/entity-table-types';
import { AddIcon } from '../../ui/icons/control-icons';
import { FileUploadIcon, ReplyIcon } from '../../ui/icons/entity-icons';
import { SecurityIcon } from '../../ui/icons/nav-icons';
import { useToast } from '../../ui/toast/toast-context';
import { deviceKeys, fetchDevice, fetchDevicePage, saveDeviceDraft } from './api/device-queries';
import { DeviceDetailsExtras } from './components/device-details-extras';
import type { DeviceDraft } from './components/device-form';
import { DeviceProfileSelect, type ProfileOption } from './components/device-profile-select';

// Forms and dialogs load on first use: the table itself is what `<iot-device-list>` shows first.
const DeviceForm = lazy(() => import('./components/device-form').then((m) => ({ default: m.DeviceForm })));
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

export interface DevicesTableOptions {
  scope: ListScope;
  /** Header title (default "Devices"). */
  title?: string;
  readonly?: boolean;
  /** Fixed filter from an element attribute: only this device profile / type. */
  deviceProfileId?: string | null;
  type?: string | null;
}

const isPublic = (d: DeviceInfo) => d.customerIsPublic === true;

export function useDevicesTableConfig(o: DevicesTableOptions): EntityTableConfig<DeviceDraft> {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const dialogs = useDialogs();
  const toast = useToast();
  const auth = session.authUser;
  const viewer = useMemo(
    () => ({ authority: auth?.authority, tenantId: auth?.tenantId, customerId: auth?.customerId }),
    [auth?.authority, auth?.tenantId, auth?.customerId],
  );
  const sources = useMemo(() => entityTabSources(viewer, { pageOrigin: globalThis.location.origin }), [viewer]);
  const isTenant = auth?.authority === 'TENANT_ADMIN';
  const { scope, readonly } = o;
  const scopeKey = JSON.stringify(scope);

  return useMemo<EntityTableConfig<DeviceDraft>>(() => {
    const names = { one: t('device.device-lower'), many: t('device.devices-lower') };
    const actions = assignableActions<DeviceInfo>(
      {
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
        customers: { search: sources.lookup.search, load: sources.lookup.load },
        entities: { search: sources.lookup.search, loadMany: sources.lookup.loadMany },
      },
      isTenant ? scope : { kind: 'customer-user' },
      names,
      t,
      dialogs,
    );
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
    const cellActions: CellAction<DeviceInfo>[] = [...actions.cellActions, credentials];
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
    const addActions = [...actions.addActions];
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
    const columns: EntityColumn<DeviceInfo>[] = [
      createdTimeColumn(t('table.created-time'), i18n.language, { hideOnSmall: true }),
      textColumn('name', t('device.name'), (d) => d.name),
      textColumn('deviceProfileName', t('device-profile.device-profile'), (d) => d.deviceProfileName ?? d.type, {
        sortable: scope.kind !== 'edge',
      }),
      textColumn('label', t('device.label'), (d) => d.label, { hideOnSmall: true }),
    ];
    if (scope.kind === 'tenant') {
      columns.push(
        textColumn(
          'customerTitle',
          t('device.customer'),
          (d) => (isAssigned(d) && !isPublic(d) ? d.customerTitle : ''),
          { hideOnSmall: true },
        ),
      );
      columns.push(checkColumn('public', t('device.public'), isPublic, t('device.public'), { hideOnSmall: true }));
    }
    columns.push(
      checkColumn(
        'gateway',
        t('device.is-gateway'),
        (d) => d.additionalInfo?.['gateway'] === true,
        t('device.is-gateway'),
        { hideOnSmall: true },
      ),
    );
    const fixed = !!(o.deviceProfileId || o.type);
    return {
      id: `devices-${scope.kind}`,
      title: o.title ?? t('device.devices'),
      queryKey: [...deviceKeys.list(scope), { deviceProfileId: o.deviceProfileId ?? null, type: o.type ?? null }], // a new profile or type is a new list
      getId: (d) => d.id.id,
      getName: (d) => d.name,
      columns,
      filters: fixed
        ? []
        : [
            {
              key: 'profile',
              initial: null,
              render: (value, onChange) => (
                <DeviceProfileSelect
                  value={value as ProfileOption | null}
                  onChange={onChange}
                  label={t('device-profile.device-profile')}
                  testId="filter-device-profile"
                />
              ),
            },
          ],
      fetchPage: (link, f, signal) => {
        const profile = f.profile as ProfileOption | null;
        return fetchDevicePage(
          scope,
          auth?.customerId ?? null,
          link,
          {
            deviceProfileId: o.deviceProfileId ?? profile?.id,
            type: o.type ?? (scope.kind === 'edge' ? profile?.name : null),
          },
          signal,
        );
      },
      cellActions,
      groupActions: actions.groupActions,
      addActions,
      add:
        isTenant && scope.kind === 'tenant'
          ? {
              label: t('device.add'),
              dialogTitle: t('device.add'),
              initial: () => ({
                id: { entityType: 'DEVICE', id: '' },
                name: '',
                customerId: { entityType: 'CUSTOMER', id: NULL_UUID },
                additionalInfo: {},
              }),
              save: saveDeviceDraft,
            }
          : undefined,
      deleteEntity: isTenant && scope.kind !== 'edge' ? (d) => deleteDevice(d.id.id) : undefined,
      readonly,
      texts: {
        noEntities: t('device.no-devices-text'),
        selected: (count) => t('device.selected-devices', { count }),
        deleteTitle: (d) => t('device.delete-device-title', { name: d.name }),
        deleteText: () => t('device.delete-device-text'),
        deleteManyTitle: (count) => t('device.delete-devices-title', { count }),
        deleteManyText: () => t('device.delete-devices-text'),
      },
      details: {
        load: fetchDevice,
        save: isTenant ? saveDeviceDraft : undefined,
        title: (d) => d.name,
        subtitle: t('device.device-details'),
        form: DeviceForm,
        actions: (ctx) => <DeviceDetailsExtras device={ctx.entity} />,
        tabs: standardTabs<DeviceInfo>({
          ref: (d) => ({ entityType: 'DEVICE', id: d.id.id }),
          sources,
          alarmsLabel: t('alarm.alarms'),
          labels: {
            events: t('event.events'),
            relations: t('relation.relations'),
            auditLogs: t('audit-log.audit-logs'),
          },
          relationTypes: relationEntityTypes(auth?.authority, session.edgesSupportEnabled),
          auditLogs: isTenant,
        }),
      },
    };
  }, [
    t,
    i18n.language,
    scopeKey,
    readonly,
    o.title,
    o.deviceProfileId,
    o.type,
    isTenant,
    sources,
    dialogs,
    toast,
    auth?.customerId,
    auth?.authority,
    session.edgesSupportEnabled,
  ]);
}
