/**
 * Device profiles page (`/deviceProfiles`). A plain list, not the shared EntityTable —
 * name, transport, default flag — with add (wizard), import, export, set default and delete; a row opens the editor.
 * The list part is meant to be replaced by the EntityTable; the editor, wizard and dialogs stay.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteDeviceProfile, getDeviceProfiles, setDefaultDeviceProfile } from '../../../api/device-profiles';
import { formatDateTime } from '../../../lib/intl-format';
import { Button, IconButton } from '../../../ui/button/button';
import { useDialogs } from '../../../ui/dialog/dialog-service';
import { saveFile } from '../../../ui/file-input/save-file';
import { ArrowBackIcon } from '../../../ui/icons/nav-icons';
import { AddIcon, DeleteIcon, UploadIcon } from '../../../ui/icons/control-icons';
import { createDeviceProfileServices } from '../api/device-profile-services';
import { DeviceProfileEditor } from '../editor/device-profile-editor';
import { normalizeDeviceProfile, type DeviceProfile } from '../model/device-profile';
import { exportFileName, exportProfileJson } from '../model/profile-json';
import { DeviceProfileWizard } from '../wizard/device-profile-wizard';
import { ImportProfileDialog } from './import-profile-dialog';
import { Card, DefaultChip, ListTable, PageWrap, Toolbar } from './page-styles';

const LIST = ['deviceProfiles', 'list'] as const;

export function DeviceProfilesPage() {
  const { t, i18n } = useTranslation();
  const dialogs = useDialogs();
  const client = useQueryClient();
  const services = useMemo(createDeviceProfileServices, []);
  const [open, setOpen] = useState<DeviceProfile | null>(null);
  const [modal, setModal] = useState<'add' | 'import' | null>(null);
  const list = useQuery({ queryKey: LIST, queryFn: ({ signal }) => getDeviceProfiles({ pageSize: 100, page: 0, sortProperty: 'createdTime', sortOrder: 'DESC' }, { signal }) });
  const refresh = () => client.invalidateQueries({ queryKey: LIST });
  const remove = async (p: DeviceProfile) => {
    const ok = await dialogs.confirm({ title: t('device-profile.delete-title', { name: p.name }), message: t('device-profile.delete-text'), okLabel: t('action.delete'), cancelLabel: t('action.cancel') });
    if (!ok || !p.id) return;
    await deleteDeviceProfile(p.id.id).catch(() => undefined);
    void refresh();
  };
  if (open) {
    return (
      <PageWrap data-testid="device-profile-page">
        <Card>
          <Toolbar>
            <IconButton aria-label={t('action.back')} onClick={() => setOpen(null)} data-testid="profile-back">
              <ArrowBackIcon />
            </IconButton>
            <h2>{open.name}</h2>
            {open.default ? <DefaultChip>{t('device-profile.default')}</DefaultChip> : null}
          </Toolbar>
          <DeviceProfileEditor value={open} services={services} onSaved={(p) => { setOpen(p); void refresh(); }} />
        </Card>
      </PageWrap>
    );
  }
  const rows = (list.data?.data ?? []).map((p) => normalizeDeviceProfile(p as DeviceProfile));
  return (
    <PageWrap data-testid="device-profiles-page">
      <Card>
        <Toolbar>
          <h2>{t('device-profile.device-profiles')}</h2>
          <Button $variant="outlined" onClick={() => setModal('import')} data-testid="profiles-import">
            <UploadIcon size={18} />
            {t('device-profile.import')}
          </Button>
          <Button onClick={() => setModal('add')} data-testid="profiles-add">
            <AddIcon size={18} />
            {t('device-profile.add')}
          </Button>
        </Toolbar>
        <ListTable>
          <thead>
            <tr>
              <th>{t('device-profile.created-time')}</th>
              <th>{t('device-profile.name')}</th>
              <th>{t('device-profile.transport-type')}</th>
              <th>{t('device-profile.description')}</th>
              <th>{t('device-profile.default')}</th>
              <th aria-label={t('device-profile.actions')} />
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => (
              <tr key={p.id?.id} data-testid="profile-row" data-name={p.name}>
                <td>{p.createdTime ? formatDateTime(p.createdTime, i18n.language) : ''}</td>
                <td>
                  <button type="button" className="link" onClick={() => setOpen(p)}>
                    {p.name}
                  </button>
                </td>
                <td>{t(`device-profile.transport-type-${p.transportType.toLowerCase()}`)}</td>
                <td className="muted">{p.description}</td>
                <td>{p.default ? <DefaultChip>{t('device-profile.default')}</DefaultChip> : null}</td>
                <td className="actions">
                  <Button $variant="text" onClick={() => saveFile(new Blob([exportProfileJson(p)], { type: 'application/json' }), exportFileName(p))}>
                    {t('device-profile.export')}
                  </Button>
                  {!p.default ? (
                    <>
                      <Button $variant="text" onClick={() => p.id && void setDefaultDeviceProfile(p.id.id).then(refresh)} data-testid="profile-set-default">
                        {t('device-profile.set-default')}
                      </Button>
                      <IconButton aria-label={t('device-profile.delete-title', { name: p.name })} onClick={() => void remove(p)}>
                        <DeleteIcon size={20} />
                      </IconButton>
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </ListTable>
      </Card>
      {modal === 'add' ? <DeviceProfileWizard services={services} onClose={(p) => { setModal(null); if (p) void refresh(); }} /> : null}
      {modal === 'import' ? <ImportProfileDialog services={services} onClose={(p) => { setModal(null); if (p) void refresh(); }} /> : null}
    </PageWrap>
  );
}
