/** Public entry of the tenant profiles page of `<iot-console>` (`/tenantProfiles`, system administrators). */
import { useSession } from '../../session/use-session';
import { RoutedEntityTable } from '../../ui/entity-table/routed-entity-table';
import { useTenantProfilesTableConfig } from './tenant-profiles-table-config';

export function TenantProfilesFeature() {
  const session = useSession();
  const config = useTenantProfilesTableConfig();
  return <RoutedEntityTable config={config} scope={session.authUser?.userId} />;
}
