/**
 * Public entry of the devices pages of `<iot-console>` (`/devices`, plus `/customers/:customerId/devices`
 * and `/edgeInstances/:edgeId/devices`): tenant admins see the tenant's devices, customer users their customer's.
 */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useSession } from '../../session/use-session';
import type { ListScope } from '../../ui/entity-details/assignable-actions';
import { RoutedEntityTable } from '../../ui/entity-table/routed-entity-table';
import { getScopeOwnerTitle } from '../../api/entity-lookup';
import { useScopeTitle } from '../../ui/entity-details/use-scope-title';
import { useDevicesTableConfig } from './devices-table-config';

/** The list scope of a route: a customer's or an edge's devices, else the viewer's own list. */
export function routeScope(params: { customerId?: string; edgeId?: string }, authority: string | undefined): ListScope {
  if (params.customerId) return { kind: 'customer', customerId: params.customerId };
  if (params.edgeId) return { kind: 'edge', edgeId: params.edgeId };
  return authority === 'CUSTOMER_USER' ? { kind: 'customer-user' } : { kind: 'tenant' };
}

export function DevicesFeature() {
  const { t } = useTranslation();
  const params = useParams();
  const session = useSession();
  const scope = routeScope(params, session.authUser?.authority);
  const title = useScopeTitle(scope, t('device.devices'), getScopeOwnerTitle);
  const config = useDevicesTableConfig({
    scope,
    title,
    readonly: scope.kind === 'edge' && session.authUser?.authority !== 'TENANT_ADMIN',
  });
  return <RoutedEntityTable config={config} scope={session.authUser?.userId} />;
}
