/**
 * Public entry of the dashboards list page `/dashboards`, an `EntityTable` as ThingsBoard 3.3.1's: tenant
 * administrators see their tenant's dashboards and may add, import a ThingsBoard JSON export, export, make
 * public/private (public link `/dashboard/{id}?publicId={customerId}` and an `<iot-dashboard>` embed snippet),
 * manage assigned customers and delete; customer users see their customer's dashboards and may open and export.
 * A row opens the dashboard's details drawer (form, mobile settings, audit logs); the open action opens the
 * dashboard at `/dashboards/{id}`. Tenant administrators select rows to assign them to customers, unassign them
 * (POST /api/dashboard/{id}/customers/add|remove) or delete them. Text search comes from the shell toolbar; the
 * page size is remembered per user.
 */
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../session/use-session';
import { EntityTable } from '../../ui/entity-table/entity-table';
import { useDashboardsTableActions } from './list/dashboards-table-actions';
import { useDashboardsTableConfig } from './list/dashboards-table-config';
import { useTenantActions } from './list/list-actions';
import type { DashboardRow, ListScope } from './list/list-api';

/** Whose dashboards the user lists: a tenant administrator's tenant, a customer user's customer, else none. */
function useListScope(): { scope: ListScope | null; tenant: boolean } {
  const auth = useSession().authUser;
  const customerId = auth?.authority === 'CUSTOMER_USER' ? auth.customerId : null;
  const tenant = auth?.authority === 'TENANT_ADMIN';
  return useMemo(
    () => ({ scope: tenant ? 'tenant' : customerId ? { customerId } : null, tenant }),
    [tenant, customerId],
  );
}

/** The dashboards list page. */
export function DashboardsListFeature() {
  const navigate = useNavigate();
  const userId = useSession().authUser?.userId;
  const { scope, tenant } = useListScope();
  const open = useCallback((d: DashboardRow) => navigate(`/dashboards/${d.id.id}`), [navigate]);
  const actions = useDashboardsTableActions(open, useTenantActions(), tenant);
  const config = useDashboardsTableConfig({ scope, tenant, actions });
  return <EntityTable config={config} scope={userId} testId="dashboards-table" />;
}
