/**
 * Public entries of the customer pages of `<iot-console>` (`/customers`, tenant admins) and of a
 * customer's dashboards (`/customers/:customerId/dashboards`).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate, useParams } from 'react-router-dom';
import { getCustomer } from '../../api/customers';
import { entityLookup } from '../../api/entity-lookup';
import { useSession } from '../../session/use-session';
import { RoutedEntityTable } from '../../ui/entity-table/routed-entity-table';
import { useCustomerDashboardsConfig } from './components/customer-dashboards';
import { useCustomersTableConfig } from './customers-table-config';

export function CustomersFeature() {
  const session = useSession();
  const navigate = useNavigate();
  const config = useCustomersTableConfig({ navigate });
  return <RoutedEntityTable config={config} scope={session.authUser?.userId} />;
}

export function CustomerDashboardsFeature() {
  const { t } = useTranslation();
  const customerId = useParams().customerId ?? '';
  const session = useSession();
  const auth = session.authUser;
  const lookup = useMemo(
    () => entityLookup({ authority: auth?.authority, tenantId: auth?.tenantId, customerId: auth?.customerId }),
    [auth?.authority, auth?.tenantId, auth?.customerId],
  );
  const customer = useQuery({
    queryKey: ['scope-title', 'customer', customerId],
    queryFn: ({ signal }) => getCustomer(customerId, { signal }).then((c) => c.title),
    staleTime: 60_000,
  });
  const plain = t('dashboard.dashboards');
  const config = useCustomerDashboardsConfig(customerId, customer.data ? `${customer.data}: ${plain}` : plain, lookup);
  return <RoutedEntityTable config={config} scope={auth?.userId} />;
}
