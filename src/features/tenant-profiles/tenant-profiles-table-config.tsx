/**
 * Tenant profiles (SYS_ADMIN; `/tenantProfiles`): name, description and the default
 * mark; add, edit, delete (not the default profile, nor one tenants use: the server says why), make default,
 * export a profile as JSON and import one.
 */
import { lazy, useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import {
  defaultTenantProfileConfiguration,
  deleteTenantProfile,
  getTenantProfile,
  getTenantProfiles,
  parseTenantProfileExport,
  saveTenantProfile,
  setDefaultTenantProfile,
  toTenantProfileExport,
  type TenantProfile,
} from '../../api/tenant-profiles';
import { useDialogs } from '../../ui/dialog/dialog-service';
import { checkColumn, createdTimeColumn, textColumn } from '../../ui/entity-details/columns';
import type { EntityTableConfig } from '../../ui/entity-table/entity-table-types';
import { JsonImportDialog } from '../../ui/file-input/json-import-dialog';
import { saveFile } from '../../ui/file-input/save-file';
import { FileDownloadIcon, FileUploadIcon, FlagIcon } from '../../ui/icons/entity-icons';

// Loaded when details or the add dialog open.
const TenantProfileForm = lazy(() =>
  import('./components/tenant-profile-form').then((m) => ({ default: m.TenantProfileForm })),
);

export const TENANT_PROFILES_KEY = ['tenant-profiles'] as const;

const isDefault = (p: TenantProfile) => p.default === true;

export function useTenantProfilesTableConfig(): EntityTableConfig<TenantProfile> {
  const { t, i18n } = useTranslation();
  const dialogs = useDialogs();

  return useMemo<EntityTableConfig<TenantProfile>>(() => {
    const exportProfile = (p: TenantProfile) =>
      saveFile(
        new Blob([JSON.stringify(toTenantProfileExport(p), null, 2)], { type: 'application/json' }),
        `${p.name}.json`,
      );
    return {
      id: 'tenant-profiles',
      title: t('tenant-profile.tenant-profiles'),
      queryKey: TENANT_PROFILES_KEY,
      getId: (p) => p.id?.id ?? '',
      getName: (p) => p.name,
      columns: [
        createdTimeColumn(t('table.created-time'), i18n.language, { hideOnSmall: true }),
        textColumn('name', t('tenant-profile.name'), (p) => p.name),
        textColumn('description', t('tenant-profile.description'), (p) => p.description ?? '', { hideOnSmall: true }),
        checkColumn('isDefault', t('tenant-profile.default'), isDefault, t('tenant-profile.default')),
      ],
      fetchPage: (l, _f, signal) => getTenantProfiles(l, { signal }),
      cellActions: [
        { id: 'export', label: t('tenant-profile.export'), icon: FileDownloadIcon, onAction: exportProfile },
        {
          id: 'set-default',
          label: t('tenant-profile.set-default'),
          icon: FlagIcon,
          isEnabled: (p) => !isDefault(p),
          onAction: async (p, api) => {
            const ok = await dialogs.confirm({
              title: t('tenant-profile.set-default-title', { name: p.name }),
              message: t('tenant-profile.set-default-text'),
              okLabel: t('action.yes'),
              cancelLabel: t('action.no'),
            });
            if (ok && p.id) await setDefaultTenantProfile(p.id.id).then(() => api.reload());
          },
        },
      ],
      add: {
        label: t('tenant-profile.add'),
        dialogTitle: t('tenant-profile.add'),
        initial: () => ({
          id: null,
          name: '',
          description: '',
          isolatedTbCore: false,
          isolatedTbRuleEngine: false,
          profileData: { configuration: defaultTenantProfileConfiguration() },
        }),
        save: (p) => saveTenantProfile({ ...p, id: null }),
      },
      addActions: [
        {
          id: 'import',
          label: t('tenant-profile.import'),
          icon: FileUploadIcon,
          onAction: (api) =>
            dialogs.open<void>((close) => (
              <JsonImportDialog
                title={t('tenant-profile.import')}
                fileLabel={t('tenant-profile.tenant-profile-file')}
                importLabel={t('action.import')}
                invalidText={t('tenant-profile.invalid-tenant-profile-file-error')}
                parse={parseTenantProfileExport}
                onImport={(p) => saveTenantProfile(p).then(() => (close(), api.reload()))}
                onClose={() => close()}
                testId="tenant-profile-import"
              />
            )),
        },
      ],
      deleteEntity: (p) => deleteTenantProfile(p.id?.id ?? ''),
      canDelete: (p) => !isDefault(p),
      texts: {
        noEntities: t('tenant-profile.no-tenant-profiles-text'),
        selected: (count) => t('tenant-profile.selected-tenant-profiles', { count }),
        deleteTitle: (p) => t('tenant-profile.delete-tenant-profile-title', { name: p.name }),
        deleteText: () => t('tenant-profile.delete-tenant-profile-text'),
        deleteManyTitle: (count) => t('tenant-profile.delete-tenant-profiles-title', { count }),
        deleteManyText: () => t('tenant-profile.delete-tenant-profiles-text'),
      },
      details: {
        load: (id, signal) => getTenantProfile(id, { signal }),
        save: (p) => saveTenantProfile(p),
        title: (p) => p.name,
        subtitle: t('tenant-profile.tenant-profile-details'),
        form: TenantProfileForm,
      },
    };
  }, [t, i18n.language, dialogs]);
}
