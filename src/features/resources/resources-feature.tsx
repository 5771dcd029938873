/**
 * Resources library (`/settings/resources-library`): LwM2M models, JKS and PKCS #12 files of the system
 * and (for a tenant administrator) the tenant, as an entity table with upload, download and delete of own
 * resources (system ones are read-only for a tenant, marked "System").
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSession } from '../../session/use-session';
import { EntityTable } from '../../ui/entity-table/entity-table';
import { ResourceUploadDialog } from './resource-upload-dialog';
import { RESOURCES_KEY, useResourcesTableConfig } from './resources-table-config';
import { refreshQueries } from '../../ui/query/refresh-queries';

export function ResourcesPage() {
  const client = useQueryClient();
  const session = useSession();
  const tenant = session.authUser?.authority === 'TENANT_ADMIN';
  const [adding, setAdding] = useState(false);
  const config = useResourcesTableConfig({ tenant, onAdd: useCallback(() => setAdding(true), []) });
  return (
    <>
      <EntityTable config={config} scope={session.authUser?.userId} testId="resources-page" />
      {adding ? (
        <ResourceUploadDialog
          onClose={(r) => {
            setAdding(false);
            if (r) void refreshQueries(client, RESOURCES_KEY);
          }}
        />
      ) : null}
    </>
  );
}
