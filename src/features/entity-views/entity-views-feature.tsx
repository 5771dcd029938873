/**
 * Public entry of the entity view pages of `<iot-console>` (`/entityViews`, plus
 * `/customers/:customerId/entityViews` and `/edgeInstances/:edgeId/entityViews`).
 */
import { useTranslation } from '../../i18n/use-translation';
import { useParams } from 'react-router-dom';
import { useSession } from '../../session/use-session';
import type { ListScope } from '../../ui/entity-details/assignable-actions';
import { RoutedEntityTable } from '../../ui/entity-table/routed-entity-table';
import { getScopeOwnerTitle } from '../../api/entity-lookup';
import { useScopeTitle } from '../../ui/entity-details/use-scope-title';
import { useEntityViewsTableConfig } from './entity-views-table-config';

export function EntityViewsFeature() {
  const { t } = useTranslation();
  const params = useParams();
  const session = useSession();
  const authority = session.authUser?.authority;
  const scope: ListScope = params.customerId
    ? { kind: 'customer', customerId: params.customerId }
    : params.edgeId
      ? { kind: 'edge', edgeId: params.edgeId }
      : authority === 'CUSTOMER_USER'
        ? { kind: 'customer-user' }
        : { kind: 'tenant' };
  const title = useScopeTitle(scope, t('entity-view.entity-views'), getScopeOwnerTitle);
  const config = useEntityViewsTableConfig(scope, title, scope.kind === 'edge' && authority !== 'TENANT_ADMIN');
  return <RoutedEntityTable config={config} scope={session.authUser?.userId} />;
}
