/**
 * Public entry of the user pages of `<iot-console>`: a tenant's administrators (`/tenants/:tenantId/users`,
 * system admins) and a customer's users (`/customers/:customerId/users`, tenant admins).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { useParams } from 'react-router-dom';
import { getCustomer } from '../../api/customers';
import { getTenant } from '../../api/tenants';
import { useSession } from '../../session/use-session';
import { RoutedEntityTable } from '../../ui/entity-table/routed-entity-table';
import { useUsersTableConfig, type UserScope } from './users-table-config';

export function UsersFeature() {
  const { t } = useTranslation();
  const params = useParams();
  const session = useSession();
  const scope: UserScope = params.tenantId
    ? { kind: 'tenant', tenantId: params.tenantId }
    : { kind: 'customer', customerId: params.customerId ?? '' };
  const owner = useQuery({
    queryKey: ['scope-title', scope.kind, params.tenantId ?? params.customerId],
    queryFn: ({ signal }) =>
      (scope.kind === 'tenant'
        ? getTenant(scope.tenantId, { signal })
        : getCustomer(scope.customerId, { signal })
      ).then((x) => x.title),
    staleTime: 60_000,
  });
  const plain = scope.kind === 'tenant' ? t('user.tenant-admins') : t('user.customer-users');
  const config = useUsersTableConfig(scope, owner.data ? `${owner.data}: ${plain}` : plain);
  return <RoutedEntityTable config={config} scope={session.authUser?.userId} />;
}
