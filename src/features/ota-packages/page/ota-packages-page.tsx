/**
 * OTA updates page (`/otaUpdates`): the OTA packages table, and the package dialog for adding one (a created
 * package's details open once it is saved).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useSession } from '../../../session/use-session';
import { EntityTable } from '../../../ui/entity-table/entity-table';
import { createOtaServices } from '../api/ota-services';
import { OtaPackageDialog } from '../components/ota-package-dialog';
import { OTA_PACKAGES_KEY, useOtaPackagesTableConfig } from '../ota-packages-table-config';
import { refreshQueries } from '../../../ui/query/refresh-queries';

export function OtaPackagesPage() {
  const client = useQueryClient();
  const session = useSession();
  const services = useMemo(createOtaServices, []);
  const [adding, setAdding] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const config = useOtaPackagesTableConfig({ onAdd: useCallback(() => setAdding(true), []) });
  return (
    <>
      <EntityTable config={config} scope={session.authUser?.userId} openId={openId} onOpenChange={setOpenId} />
      {adding ? (
        <OtaPackageDialog
          services={services}
          onClose={(created) => {
            setAdding(false);
            if (!created) return;
            void refreshQueries(client, OTA_PACKAGES_KEY);
            setOpenId(created.id.id);
          }}
        />
      ) : null}
    </>
  );
}
