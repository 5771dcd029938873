/**
 * The resources library table, as ThingsBoard 3.3.1's: created time, title, resource type, key, and for a tenant
 * administrator a "System" column; download per row; delete one or many of one's own resources (a tenant cannot
 * delete the system's); a row opens the resource's details. Adding opens the upload dialog, which the page renders.
 */
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { isNullId } from '../../api/entity';
import {
  deleteResource,
  downloadResource,
  getResourceInfo,
  getResources,
  type ResourceInfo,
} from '../../api/resources';
import { checkColumn, createdTimeColumn, textColumn } from '../../ui/entity-details/columns';
import type { EntityTableConfig } from '../../ui/entity-table/entity-table-types';
import { flatPageQuery } from '../../ui/entity-table/page-query';
import { saveFile } from '../../ui/file-input/save-file';
import { FileDownloadIcon } from '../../ui/icons/entity-icons';
import { AddIcon } from '../../ui/icons/control-icons';
import { ResourceDetails } from './resource-details';

export const RESOURCES_KEY = ['resources'] as const;

const isSystem = (r: ResourceInfo) => isNullId(r.tenantId);

async function download(r: ResourceInfo): Promise<void> {
  const file = await downloadResource(r.id.id);
  saveFile(file.blob, file.fileName ?? r.title);
}

export interface ResourcesTableOptions {
  /** A tenant administrator (sees system resources read-only); else the system administrator. */
  tenant: boolean;
  /** Opens the upload dialog (the page owns it). */
  onAdd(): void;
}

export function useResourcesTableConfig({ tenant, onAdd }: ResourcesTableOptions): EntityTableConfig<ResourceInfo> {
  const { t, i18n } = useTranslation();
  return useMemo<EntityTableConfig<ResourceInfo>>(
    () => ({
      id: 'resources',
      title: t('resource.resources-library'),
      queryKey: RESOURCES_KEY,
      getId: (r) => r.id.id,
      getName: (r) => r.title,
      columns: [
        createdTimeColumn(t('table.created-time'), i18n.language, { hideOnSmall: true }),
        textColumn('title', t('resource.title'), (r) => r.title),
        textColumn('resourceType', t('resource.resource-type'), (r) =>
          t(`resource.type-${r.resourceType.toLowerCase()}`),
        ),
        textColumn('resourceKey', t('resource.resource-key'), (r) => r.resourceKey, {
          sortable: false,
          hideOnSmall: true,
        }),
        ...(tenant ? [checkColumn<ResourceInfo>('system', t('resource.system'), isSystem, t('resource.system'))] : []),
      ],
      fetchPage: (l, _f, signal) => getResources(flatPageQuery(l), { signal }),
      addActions: [{ id: 'add', label: t('resource.add'), icon: AddIcon, onAction: onAdd }],
      cellActions: [
        {
          id: 'download',
          label: t('resource.download'),
          icon: FileDownloadIcon,
          onAction: (r) => download(r).catch(() => undefined),
        },
      ],
      deleteEntity: (r) => deleteResource(r.id.id),
      canDelete: (r) => !tenant || !isSystem(r),
      texts: {
        noEntities: t('resource.no-resources'),
        selected: (count) => t('resource.selected-resources', { count }),
        deleteTitle: (r) => t('resource.delete-title', { title: r.title }),
        deleteText: () => t('resource.delete-text'),
        deleteManyTitle: (count) => t('resource.delete-resources-title', { count }),
        deleteManyText: () => t('resource.delete-text'),
      },
      details: {
        load: (id, signal) => getResourceInfo(id, { signal }),
        title: (r) => r.title,
        subtitle: t('resource.resource-details'),
        form: ResourceDetails,
      },
    }),
    [t, i18n.language, tenant, onAdd],
  );
}
