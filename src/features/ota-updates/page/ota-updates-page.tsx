/**
 * OTA updates page (`/otaUpdates`). A plain list, not the shared EntityTable — title,
 * version, type, file or URL, size — with add (the package dialog), details (checksum copy, download) and delete.
 * The list part is meant to be replaced by the EntityTable; the dialog and details stay.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, IconButton } from '../../../ui/button/button';
import { useDialogs } from '../../../ui/dialog/dialog-service';
import { formatFileSize } from '../../../ui/file-input/file-utils';
import { AddIcon, DeleteIcon } from '../../../ui/icons/control-icons';
import { v } from '../../../ui/theme/tokens';
import { createOtaServices, deleteOtaPackage, downloadOtaPackage, getOtaPackages } from '../api/ota-services';
import { OtaPackageDetails } from '../components/ota-package-details';
import { OtaPackageDialog } from '../components/ota-package-dialog';

const LIST = ['otaPackages', 'list'] as const;

const Wrap = styled.div`
  padding: 16px;
  & > section {
    border-radius: 6px;
    background: ${v('color-surface')};
    box-shadow: ${v('shadow-1')};
    padding: 0 16px 8px;
  }
  header {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 64px;
  }
  header h2 {
    flex: 1;
    margin: 0;
    font-size: 20px;
    font-weight: 500;
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th {
    text-align: start;
    font-size: 12px;
    font-weight: 500;
    color: ${v('color-text-secondary')};
    padding: 8px;
    border-bottom: 1px solid ${v('color-divider')};
  }
  td {
    padding: 4px 8px;
    height: 44px;
    border-bottom: 1px solid ${v('color-divider')};
  }
  td.details {
    padding: 12px 16px;
    background: ${v('color-surface-2')};
  }
  td.actions {
    text-align: end;
  }
  button.link {
    font: inherit;
    color: ${v('color-primary')};
    background: none;
    border: none;
    padding: 4px 0;
    cursor: pointer;
  }
  .empty {
    padding: 24px 8px;
    color: ${v('color-text-secondary')};
  }
`;

export function OtaUpdatesPage() {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const client = useQueryClient();
  const services = useMemo(createOtaServices, []);
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const list = useQuery({ queryKey: LIST, queryFn: ({ signal }) => getOtaPackages({ pageSize: 100, page: 0, sortProperty: 'createdTime', sortOrder: 'DESC' }, { signal }) });
  const refresh = () => client.invalidateQueries({ queryKey: LIST });
  const rows = list.data?.data ?? [];
  const remove = async (id: string, title: string) => {
    if (!(await dialogs.confirm({ title: t('ota-update.delete-title', { title }), message: t('ota-update.delete-text'), okLabel: t('action.delete'), cancelLabel: t('action.cancel') }))) return;
    await deleteOtaPackage(id).catch(() => undefined);
    void refresh();
  };
  return (
    <Wrap data-testid="ota-updates-page">
      <section>
        <header>
          <h2>{t('ota-update.packages-repository')}</h2>
          <Button onClick={() => setAdding(true)} data-testid="ota-add">
            <AddIcon size={18} />
            {t('ota-update.add')}
          </Button>
        </header>
        <table>
          <thead>
            <tr>
              <th>{t('ota-update.title')}</th>
              <th>{t('ota-update.version')}</th>
              <th>{t('ota-update.version-tag')}</th>
              <th>{t('ota-update.package-type')}</th>
              <th>{t('ota-update.file-or-url')}</th>
              <th>{t('ota-update.file-size')}</th>
              <th aria-label={t('ota-update.actions')} />
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => (
              <Fragment key={p.id.id}>
                <tr data-testid="ota-row" data-title={p.title}>
                  <td>
                    <button type="button" className="link" aria-expanded={open === p.id.id} onClick={() => setOpen(open === p.id.id ? null : p.id.id)}>
                      {p.title}
                    </button>
                  </td>
                  <td>{p.version}</td>
                  <td>{p.tag}</td>
                  <td>{t(`ota-update.type-${p.type.toLowerCase()}`)}</td>
                  <td>{p.url ?? p.fileName}</td>
                  <td>{p.dataSize != null ? formatFileSize(p.dataSize) : ''}</td>
                  <td className="actions">
                    <IconButton aria-label={t('ota-update.delete-title', { title: p.title })} onClick={() => void remove(p.id.id, p.title)}>
                      <DeleteIcon size={20} />
                    </IconButton>
                  </td>
                </tr>
                {open === p.id.id ? (
                  <tr>
                    <td className="details" colSpan={7}>
                      <OtaPackageDetails pkg={p} download={(id) => downloadOtaPackage(id)} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            ))}
          </tbody>
        </table>
        {list.isSuccess && rows.length === 0 ? <p className="empty">{t('ota-update.no-packages')}</p> : null}
      </section>
      {adding ? (
        <OtaPackageDialog
          services={services}
          onClose={(created) => {
            setAdding(false);
            if (created) {
              setOpen(created.id.id);
              void refresh();
            }
          }}
        />
      ) : null}
    </Wrap>
  );
}
