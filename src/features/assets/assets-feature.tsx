/**
 * Public entry of the assets pages of `<iot-console>` (`/assets`, plus `/customers/:customerId/assets`
 * and `/edgeInstances/:edgeId/assets`): tenant admins see the tenant's assets, customer users their customer's.
 */
import { useTranslation } from '../../i18n/use-translation';
import { useParams } from 'react-router-dom';
import { useSession } from '../../session/use-session';
import type { ListScope } from '../../ui/entity-details/assignable-actions';
import { RoutedEntityTable } from '../../ui/entity-table/routed-entity-table';
import { getScopeOwnerTitle } from '../../api/entity-lookup';
import { useScopeTitle } from '../../ui/entity-details/use-scope-title';
import { useAssetsTableConfig } from './assets-table-config';

function routeScope(params: { customerId?: string; edgeId?: string }, authority: string | undefined): ListScope {
  if (params.customerId) return { kind: 'customer', customerId: params.customerId };
  if (params.edgeId) return { kind: 'edge', edgeId: params.edgeId };
  return authority === 'CUSTOMER_USER' ? { kind: 'customer-user' } : { kind: 'tenant' };
}

export function AssetsFeature() {
  const { t } = useTranslation();
  const params = useParams();
  const session = useSession();
  const scope = routeScope(params, session.authUser?.authority);
  const title = useScopeTitle(scope, t('asset.assets'), getScopeOwnerTitle);
  const config = useAssetsTableConfig({
    scope,
    title,
    readonly: scope.kind === 'edge' && session.authUser?.authority !== 'TENANT_ADMIN',
  });
  return <RoutedEntityTable config={config} scope={session.authUser?.userId} />;
}
