/**
 * Public entry of the devices pages of `<iot-console>` (`/devices`, plus `/customers/:customerId/devices`
 * and `/edgeInstances/:edgeId/devices`): tenant admins see the tenant's devices, customer users their customer's.
 */
import { useTranslation } from '../../i18n/use-translation';
import { useParams } from 'react-router-dom';
import { useSession } from '../../session/use-session';
import { RoutedEntityTable } from '../../ui/entity-table/routed-entity-table';
import { useScopeTitle, type ScopeTitleLoader } from '../../ui/entity-details/use-scope-title';
import { routeScope } from './devices-list-source';
import { useDevicesTableConfig } from './devices-table-config';

export { routeScope } from './devices-list-source';

/** A customer's or an edge's name for the header (the lookups load only for such a list). */
const ownerTitle: ScopeTitleLoader = (kind, id, signal) =>
  import('../../api/entity-lookup').then((m) => m.getScopeOwnerTitle(kind, id, signal));

export function DevicesFeature() {
  const { t } = useTranslation();
  const params = useParams();
  const session = useSession();
  const scope = routeScope(params, session.authUser?.authority);
  const title = useScopeTitle(scope, t('device.devices'), ownerTitle);
  const config = useDevicesTableConfig({
    scope,
    title,
    readonly: scope.kind === 'edge' && session.authUser?.authority !== 'TENANT_ADMIN',
  });
  return <RoutedEntityTable config={config} scope={session.authUser?.userId} />;
}
