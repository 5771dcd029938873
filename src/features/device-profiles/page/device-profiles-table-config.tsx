/**
 * The device profiles table, as ThingsBoard 3.3.1's: created time, name, profile type, transport type,
 * description and the default flag; export JSON and make default per row; delete one or many (never the default
 * profile); add (the wizard) and import, which the page renders. A row opens the profile editor in the details.
 */
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import {
  deleteDeviceProfile,
  getDeviceProfile,
  getDeviceProfiles,
  setDefaultDeviceProfile,
} from '../../../api/device-profiles';
import { checkColumn, createdTimeColumn, textColumn } from '../../../ui/entity-details/columns';
import type { EntityTableConfig } from '../../../ui/entity-table/entity-table-types';
import { flatPageQuery } from '../../../ui/entity-table/page-query';
import { saveFile } from '../../../ui/file-input/save-file';
import { FileDownloadIcon } from '../../../ui/icons/entity-icons';
import { AddIcon, UploadIcon } from '../../../ui/icons/control-icons';
import { FlagIcon } from '../../../ui/icons/entity-icons';
import { normalizeDeviceProfile, type DeviceProfile } from '../model/device-profile';
import { exportFileName, exportProfileJson } from '../model/profile-json';
import { DeviceProfileDetails } from './device-profile-details';
import { DEVICE_PROFILES_KEY } from './device-profiles-keys';

export interface DeviceProfilesTableOptions {
  /** Opens the add wizard or the import dialog (the page owns them). */
  onModal(kind: 'add' | 'import'): void;
}

const idOf = (p: DeviceProfile) => p.id?.id ?? '';

export function useDeviceProfilesTableConfig({
  onModal,
}: DeviceProfilesTableOptions): EntityTableConfig<DeviceProfile> {
  const { t, i18n } = useTranslation();
  return useMemo<EntityTableConfig<DeviceProfile>>(
    () => ({
      id: 'deviceProfiles',
      title: t('device-profile.device-profiles'),
      queryKey: DEVICE_PROFILES_KEY,
      getId: idOf,
      getName: (p) => p.name,
      columns: [
        createdTimeColumn(t('table.created-time'), i18n.language, { hideOnSmall: true }),
        textColumn('name', t('device-profile.name'), (p) => p.name),
        textColumn(
          'type',
          t('device-profile.profile-type'),
          (p) => t(`device-profile.profile-type-${String(p.type ?? 'DEFAULT').toLowerCase()}`),
          { hideOnSmall: true },
        ),
        textColumn('transportType', t('device-profile.transport-type'), (p) =>
          t(`device-profile.transport-type-${p.transportType.toLowerCase()}`),
        ),
        textColumn('description', t('device-profile.description'), (p) => p.description, { hideOnSmall: true }),
        checkColumn('isDefault', t('device-profile.default'), (p) => !!p.default, t('device-profile.default'), {
          sortable: true,
        }),
      ],
      fetchPage: async (l, _f, signal) => {
        const page = await getDeviceProfiles(flatPageQuery(l), { signal });
        return { ...page, data: page.data.map((p) => normalizeDeviceProfile(p as DeviceProfile)) };
      },
      addActions: [
        { id: 'add', label: t('device-profile.add'), icon: AddIcon, onAction: () => onModal('add') },
        { id: 'import', label: t('device-profile.import'), icon: UploadIcon, onAction: () => onModal('import') },
      ],
      cellActions: [
        {
          id: 'export',
          label: t('device-profile.export'),
          icon: FileDownloadIcon,
          onAction: (p) => saveFile(new Blob([exportProfileJson(p)], { type: 'application/json' }), exportFileName(p)),
        },
        {
          id: 'set-default',
          label: t('device-profile.set-default'),
          icon: FlagIcon,
          isEnabled: (p) => !p.default,
          onAction: (p, api) => setDefaultDeviceProfile(idOf(p)).then(api.reload, () => undefined),
        },
      ],
      deleteEntity: (p) => deleteDeviceProfile(idOf(p)),
      canDelete: (p) => !p.default,
      texts: {
        noEntities: t('device-profile.no-device-profiles'),
        selected: (count) => t('device-profile.selected-device-profiles', { count }),
        deleteTitle: (p) => t('device-profile.delete-title', { name: p.name }),
        deleteText: () => t('device-profile.delete-text'),
        deleteManyTitle: (count) => t('device-profile.delete-device-profiles-title', { count }),
        deleteManyText: () => t('device-profile.delete-text'),
      },
      details: {
        load: async (id, signal) => normalizeDeviceProfile((await getDeviceProfile(id, { signal })) as DeviceProfile),
        title: (p) => p.name,
        subtitle: t('device-profile.device-profile-details'),
        form: DeviceProfileDetails,
      },
    }),
    [t, i18n.language, onModal],
  );
}
