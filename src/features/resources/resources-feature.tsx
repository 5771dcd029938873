/**
 * Resources library (`/settings/resources-library`): LwM2M models, JKS and PKCS #12 files of the system
 * and (for a tenant administrator) the tenant. Upload, download; delete of own resources only (system ones are
 * read-only for a tenant, tagged "System").
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isNullId } from '../../api/entity';
import { deleteResource, downloadResource, getResources, type ResourceInfo } from '../../api/resources';
import { formatDateTime } from '../../lib/intl-format';
import { useSession } from '../../session/use-session';
import { Button, IconButton } from '../../ui/button/button';
import { useDialogs } from '../../ui/dialog/dialog-service';
import { saveFile } from '../../ui/file-input/save-file';
import { AddIcon, DeleteIcon } from '../../ui/icons/control-icons';
import { ListCard, TagChip, type ListColumn } from '../../ui/list-card/list-card';
import { ResourceUploadDialog } from './resource-upload-dialog';

const LIST = ['resources', 'list'] as const;

export function ResourcesPage() {
  const { t, i18n } = useTranslation();
  const dialogs = useDialogs();
  const client = useQueryClient();
  const tenant = useSession().authUser?.authority === 'TENANT_ADMIN';
  const [adding, setAdding] = useState(false);
  const list = useQuery({ queryKey: LIST, queryFn: ({ signal }) => getResources({ pageSize: 100, page: 0, sortProperty: 'createdTime', sortOrder: 'DESC' }, { signal }) });
  const refresh = () => client.invalidateQueries({ queryKey: LIST });
  const system = (r: ResourceInfo) => isNullId(r.tenantId);
  const remove = async (r: ResourceInfo) => {
    const ok = await dialogs.confirm({ title: t('resource.delete-title', { title: r.title }), message: t('resource.delete-text'), okLabel: t('action.delete'), cancelLabel: t('action.cancel') });
    if (!ok) return;
    await deleteResource(r.id.id).catch(() => undefined);
    void refresh();
  };
  const columns: ListColumn<ResourceInfo>[] = [
    { id: 'created', label: t('resource.created-time'), cell: (r) => formatDateTime(r.createdTime, i18n.language) },
    { id: 'title', label: t('resource.title'), cell: (r) => <>{r.title}{tenant && system(r) ? <TagChip $muted>{t('resource.system')}</TagChip> : null}</> },
    { id: 'type', label: t('resource.resource-type'), cell: (r) => t(`resource.type-${r.resourceType.toLowerCase()}`) },
    { id: 'key', label: t('resource.resource-key'), kind: 'muted', cell: (r) => r.resourceKey ?? '' },
    {
      id: 'actions', label: t('resource.actions'), kind: 'actions',
      cell: (r) => (
        <>
          <Button $variant="text" onClick={() => void downloadResource(r.id.id).then((f) => saveFile(f.blob, f.fileName ?? r.title)).catch(() => undefined)} data-testid="resource-download">
            {t('resource.download')}
          </Button>
          {!tenant || !system(r) ? (
            <IconButton aria-label={t('resource.delete-title', { title: r.title })} onClick={() => void remove(r)}>
              <DeleteIcon size={20} />
            </IconButton>
          ) : null}
        </>
      ),
    },
  ];
  return (
    <>
      <ListCard
        title={t('resource.resources-library')}
        testId="resources-page"
        rowTestId="resource-row"
        actions={
          <Button onClick={() => setAdding(true)} data-testid="resources-add">
            <AddIcon size={18} />
            {t('resource.add')}
          </Button>
        }
        columns={columns}
        rows={list.data?.data ?? []}
        rowKey={(r) => r.id.id}
        loading={list.isPending}
        error={list.isError ? t('resource.load-failed') : null}
        emptyText={t('resource.no-resources')}
      />
      {adding ? <ResourceUploadDialog onClose={(r) => { setAdding(false); if (r) void refresh(); }} /> : null}
    </>
  );
}
