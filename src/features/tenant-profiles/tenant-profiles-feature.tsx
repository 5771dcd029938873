/** Public entry of the tenant profiles page of `<iot-console>` (`/tenantProfiles`, system administrators). */
import { useSession } from '../../session/use-session';
import { EntityTable } from '../../ui/entity-table/entity-table';
import { useTenantProfilesTableConfig } from './tenant-profiles-table-config';

export function TenantProfilesFeature() {
  const session = useSession();
  const config = useTenantProfilesTableConfig();
  return <EntityTable config={config} scope={session.authUser?.userId} />;
}
