/**
 * Device profiles page (`/deviceProfiles`): the device profiles table, with the add wizard and the import dialog.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSession } from '../../../session/use-session';
import { EntityTable } from '../../../ui/entity-table/entity-table';
import { createDeviceProfileServices } from '../api/device-profile-services';
import type { DeviceProfile } from '../model/device-profile';
import { DeviceProfileWizard } from '../wizard/device-profile-wizard';
import { DEVICE_PROFILES_KEY } from './device-profiles-keys';
import { useDeviceProfilesTableConfig } from './device-profiles-table-config';
import { ImportProfileDialog } from './import-profile-dialog';
import { refreshQueries } from '../../../ui/query/refresh-queries';

export function DeviceProfilesPage() {
  const client = useQueryClient();
  const session = useSession();
  const services = useMemo(createDeviceProfileServices, []);
  const [modal, setModal] = useState<'add' | 'import' | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const config = useDeviceProfilesTableConfig({ onModal: setModal });
  const done = (p: DeviceProfile | null) => {
    setModal(null);
    if (!p) return;
    void refreshQueries(client, DEVICE_PROFILES_KEY);
    if (p.id) setOpenId(p.id.id);
  };
  return (
    <>
      <EntityTable
        config={config}
        scope={session.authUser?.userId}
        openId={openId}
        onOpenChange={setOpenId}
        testId="device-profiles-page"
      />
      {modal === 'add' ? <DeviceProfileWizard services={services} onClose={done} /> : null}
      {modal === 'import' ? <ImportProfileDialog services={services} onClose={done} /> : null}
    </>
  );
}
