/**
 * The OTA packages table (tenant administrators), as ThingsBoard 3.3.1's "Packages repository": created time,
 * title, version, version tag, package type, direct URL, file name, size and checksum; download per row (packages
 * holding a file), delete one or many; a row opens the package's details (read-only, as packages are not edited
 * after upload). Adding opens the package dialog, which the page renders.
 */
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import {
  deleteOtaPackage,
  downloadOtaPackage,
  getOtaPackageInfo,
  getOtaPackages,
  type OtaPackageInfo,
} from '../../api/ota-packages';
import { createdTimeColumn, textColumn } from '../../ui/entity-details/columns';
import type { EntityFormProps, EntityTableConfig } from '../../ui/entity-table/entity-table-types';
import { flatPageQuery } from '../../ui/entity-table/page-query';
import { formatFileSize } from '../../ui/file-input/file-utils';
import { saveFile } from '../../ui/file-input/save-file';
import { FileDownloadIcon } from '../../ui/icons/entity-icons';
import { AddIcon } from '../../ui/icons/control-icons';
import { OtaPackageDetails } from './components/ota-package-details';

export const OTA_PACKAGES_KEY = ['otaPackages'] as const;

/** The details tab: the package's facts, with checksum copy and download. */
function OtaPackageForm({ entity }: EntityFormProps<OtaPackageInfo>) {
  return <OtaPackageDetails pkg={entity} download={(id) => downloadOtaPackage(id)} />;
}

/** A long URL or checksum shortened as ThingsBoard's table shows it (the full text is in the details). */
const clip = (text: string | null | undefined, max: number) =>
  !text ? '' : text.length > max ? `${text.slice(0, max)}…` : text;

async function download(p: OtaPackageInfo): Promise<void> {
  if (p.url) {
    globalThis.open(p.url, '_blank', 'noopener');
    return;
  }
  const file = await downloadOtaPackage(p.id.id);
  saveFile(file.blob, file.fileName ?? p.fileName ?? `${p.title}-${p.version}`);
}

export interface OtaPackagesTableOptions {
  /** Opens the package dialog (the page owns it). */
  onAdd(): void;
}

export function useOtaPackagesTableConfig({ onAdd }: OtaPackagesTableOptions): EntityTableConfig<OtaPackageInfo> {
  const { t, i18n } = useTranslation();
  return useMemo<EntityTableConfig<OtaPackageInfo>>(
    () => ({
      id: 'otaPackages',
      title: t('ota-update.packages-repository'),
      queryKey: OTA_PACKAGES_KEY,
      getId: (p) => p.id.id,
      getName: (p) => p.title,
      columns: [
        createdTimeColumn(t('table.created-time'), i18n.language, { hideOnSmall: true }),
        textColumn('title', t('ota-update.title'), (p) => p.title),
        textColumn('version', t('ota-update.version'), (p) => p.version),
        textColumn('tag', t('ota-update.version-tag'), (p) => clip(p.tag, 14), { hideOnSmall: true }),
        textColumn('type', t('ota-update.package-type'), (p) => t(`ota-update.type-${p.type.toLowerCase()}`)),
        textColumn('url', t('ota-update.direct-url'), (p) => clip(p.url, 14), { hideOnSmall: true }),
        textColumn('fileName', t('ota-update.file-name'), (p) => clip(p.fileName, 14), { hideOnSmall: true }),
        textColumn('dataSize', t('ota-update.file-size'), (p) => (p.dataSize ? formatFileSize(p.dataSize) : ''), {
          width: '96px',
        }),
        textColumn('checksum', t('ota-update.checksum'), (p) => clip(p.checksum, 8), {
          sortable: false,
          hideOnSmall: true,
        }),
      ],
      fetchPage: (l, _f, signal) => getOtaPackages(flatPageQuery(l), { signal }),
      addActions: [{ id: 'add', label: t('ota-update.add'), icon: AddIcon, onAction: onAdd }],
      cellActions: [
        {
          id: 'download',
          label: t('ota-update.download'),
          icon: FileDownloadIcon,
          isEnabled: (p) => !!p.hasData && !p.url,
          onAction: (p) => download(p).catch(() => undefined),
        },
      ],
      deleteEntity: (p) => deleteOtaPackage(p.id.id),
      texts: {
        noEntities: t('ota-update.no-packages'),
        selected: (count) => t('ota-update.selected-packages', { count }),
        deleteTitle: (p) => t('ota-update.delete-title', { title: p.title }),
        deleteText: () => t('ota-update.delete-text'),
        deleteManyTitle: (count) => t('ota-update.delete-packages-title', { count }),
        deleteManyText: () => t('ota-update.delete-text'),
      },
      details: {
        load: (id, signal) => getOtaPackageInfo(id, { signal }),
        title: (p) => p.title,
        subtitle: t('ota-update.package-details'),
        form: OtaPackageForm,
      },
    }),
    [t, i18n.language, onAdd],
  );
}
