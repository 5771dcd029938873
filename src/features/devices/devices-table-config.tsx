/**
 * The devices table (ThingsBoard's devices page): columns, device profile filter,
 * assignment actions per list scope, credentials, claim (customer users), CSV import, and the details drawer with
 * the standard tabs. Used by the console pages and by `<iot-device-list>`.
 */
import type { TFunction } from 'i18next';
import { lazy, useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { isAssigned } from '../../api/assignable';
import { deleteDevice, type DeviceInfo } from '../../api/devices';
import { NULL_UUID } from '../../api/entity';
import type { EntityLookup, LookupViewer } from '../../api/entity-lookup';
import { useSession } from '../../session/use-session';
import { useDialogs } from '../../ui/dialog/dialog-service';
import { assignableActions, type ListScope } from '../../ui/entity-details/assignable-actions';
import { checkColumn, createdTimeColumn, textColumn } from '../../ui/entity-details/columns';
import type {
  DetailsConfig,
  EntityColumn,
  EntityTableConfig,
  HeaderFilter,
  TableTexts,
} from '../../ui/entity-table/entity-table-types';
import { useToast } from '../../ui/toast/toast-context';
import { fetchDevice, saveDeviceDraft } from './api/device-queries';
import { DeviceDetailsExtras } from './components/device-details-extras';
import type { DeviceDraft } from './components/device-form';
import { DeviceProfileSelect, type ProfileOption } from './components/device-profile-select';
import { devicesListSource, PROFILE_FILTER } from './devices-list-source';
import { deviceAddActions, deviceAssignOps, deviceCellActions, isPublic } from './devices-table-actions';

// The form loads on first use: the table itself is what `<iot-device-list>` shows first.
const DeviceForm = lazy(() => import('./components/device-form').then((m) => ({ default: m.DeviceForm })));

export interface DevicesTableOptions {
  scope: ListScope;
  /** Header title (default "Devices"). */
  title?: string;
  readonly?: boolean;
  /** Fixed filter from an element attribute: only this device profile / type. */
  deviceProfileId?: string | null;
  type?: string | null;
}

/** The columns: customer and public only on the tenant's own list; profile not sortable on an edge's list. */
function deviceColumns(t: TFunction, language: string, scope: ListScope): EntityColumn<DeviceInfo>[] {
  const columns: EntityColumn<DeviceInfo>[] = [
    createdTimeColumn(t('table.created-time'), language, { hideOnSmall: true }),
    textColumn('name', t('device.name'), (d) => d.name),
    textColumn('deviceProfileName', t('device-profile.device-profile'), (d) => d.deviceProfileName ?? d.type, {
      sortable: scope.kind !== 'edge',
    }),
    textColumn('label', t('device.label'), (d) => d.label, { hideOnSmall: true }),
  ];
  if (scope.kind === 'tenant') {
    columns.push(
      textColumn('customerTitle', t('device.customer'), (d) => (isAssigned(d) && !isPublic(d) ? d.customerTitle : ''), {
        hideOnSmall: true,
      }),
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
  return columns;
}

/** The device profile picker in the table header (absent when an attribute fixes the profile or type). */
function profileFilter(t: TFunction): HeaderFilter {
  return {
    key: PROFILE_FILTER,
    initial: null,
    render: (value, onChange) => (
      <DeviceProfileSelect
        value={value as ProfileOption | null}
        onChange={onChange}
        label={t('device-profile.device-profile')}
        testId="filter-device-profile"
      />
    ),
  };
}

function deviceTexts(t: TFunction): TableTexts<DeviceInfo> {
  return {
    noEntities: t('device.no-devices-text'),
    selected: (count) => t('device.selected-devices', { count }),
    deleteTitle: (d) => t('device.delete-device-title', { name: d.name }),
    deleteText: () => t('device.delete-device-text'),
    deleteManyTitle: (count) => t('device.delete-devices-title', { count }),
    deleteManyText: () => t('device.delete-devices-text'),
  };
}

/** The details drawer: the device form, its extra buttons and the standard tabs (loaded with the first drawer). */
function deviceDetails(
  t: TFunction,
  viewer: LookupViewer,
  isTenant: boolean,
  edgesEnabled: boolean,
): DetailsConfig<DeviceDraft> {
  return {
    load: fetchDevice,
    save: isTenant ? saveDeviceDraft : undefined,
    title: (d) => d.name,
    subtitle: t('device.device-details'),
    form: DeviceForm,
    actions: (ctx) => <DeviceDetailsExtras device={ctx.entity} />,
    tabs: () =>
      import('./device-tabs').then((m) =>
        m.deviceTabs({ viewer, alarmsLabel: t('alarm.alarms'), edgesEnabled, auditLogs: isTenant }),
      ),
  };
}

/** Entity lookups for the assign dialogs, loaded with the first dialog: the list itself does without them. */
function lazyLookup(viewer: LookupViewer): Pick<EntityLookup, 'search' | 'load' | 'loadMany'> {
  const lookup = () => import('../../api/entity-lookup').then((m) => m.entityLookup(viewer));
  return {
    search: (...a: Parameters<EntityLookup['search']>) => lookup().then((l) => l.search(...a)),
    load: (...a: Parameters<EntityLookup['load']>) => lookup().then((l) => l.load(...a)),
    loadMany: (...a: Parameters<EntityLookup['loadMany']>) => lookup().then((l) => l.loadMany(...a)),
  };
}

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
  const lookup = useMemo(() => lazyLookup(viewer), [viewer]);
  const isTenant = auth?.authority === 'TENANT_ADMIN';
  const { scope, readonly } = o;
  const scopeKey = JSON.stringify(scope);

  return useMemo<EntityTableConfig<DeviceDraft>>(() => {
    const names = { one: t('device.device-lower'), many: t('device.devices-lower') };
    const actions = assignableActions<DeviceInfo>(
      deviceAssignOps(lookup),
      isTenant ? scope : { kind: 'customer-user' },
      names,
      t,
      dialogs,
    );
    const cellActions = [...actions.cellActions, ...deviceCellActions(t, dialogs, scope, isTenant)];
    const addActions = [...actions.addActions, ...deviceAddActions(t, dialogs, toast, scope, isTenant)];
    const columns = deviceColumns(t, i18n.language, scope);
    const source = devicesListSource(scope, auth?.customerId ?? null, {
      deviceProfileId: o.deviceProfileId,
      type: o.type,
    });
    return {
      ...source,
      title: o.title ?? t('device.devices'),
      getId: (d) => d.id.id,
      getName: (d) => d.name,
      columns,
      // The same filter list as the source's, with the picker that renders it.
      filters: source.filters?.length ? [profileFilter(t)] : [],
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
      texts: deviceTexts(t),
      details: deviceDetails(t, viewer, isTenant, session.edgesSupportEnabled),
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
    viewer,
    lookup,
    dialogs,
    toast,
    auth?.customerId,
    auth?.authority,
    session.edgesSupportEnabled,
  ]);
}
