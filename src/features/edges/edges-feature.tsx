/**
 * Public entries of the edge pages of `<iot-console>` (`/edgeInstances`; `/customers/:customerId/edgeInstances`;
 * an edge's `/ruleChains` and `/dashboards`): tenant admins manage the tenant's edges, customer users see theirs.
 */
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useParams } from 'react-router-dom';
import { entityLookup, getScopeOwnerTitle } from '../../api/entity-lookup';
import { useSession } from '../../session/use-session';
import type { ListScope } from '../../ui/entity-details/assignable-actions';
import { RoutedEntityTable } from '../../ui/entity-table/routed-entity-table';
import { useEdgeDashboardsConfig } from './components/edge-dashboards';
import { useEdgeRuleChainsConfig } from './components/edge-rule-chains';
import { useEdgesTableConfig } from './edges-table-config';
import { useScopeTitle } from '../../ui/entity-details/use-scope-title';

export function EdgesFeature() {
  const { t } = useTranslation();
  const params = useParams();
  const session = useSession();
  const scope: ListScope = params.customerId
    ? { kind: 'customer', customerId: params.customerId }
    : session.authUser?.authority === 'CUSTOMER_USER'
      ? { kind: 'customer-user' }
      : { kind: 'tenant' };
  const title = useScopeTitle(scope, t('edge.edge-instances'), getScopeOwnerTitle);
  const config = useEdgesTableConfig(scope, title);
  return <RoutedEntityTable config={config} scope={session.authUser?.userId} />;
}

/** `/edgeInstances/:edgeId/ruleChains` (tenant admins). */
export function EdgeRuleChainsFeature() {
  const { t } = useTranslation();
  const edgeId = useParams().edgeId ?? '';
  const session = useSession();
  const config = useEdgeRuleChainsConfig(
    edgeId,
    useScopeTitle({ kind: 'edge', edgeId }, t('edge.rule-chains'), getScopeOwnerTitle),
  );
  return <RoutedEntityTable config={config} scope={session.authUser?.userId} />;
}

/** `/edgeInstances/:edgeId/dashboards`. */
export function EdgeDashboardsFeature() {
  const { t } = useTranslation();
  const edgeId = useParams().edgeId ?? '';
  const session = useSession();
  const auth = session.authUser;
  const lookup = useMemo(
    () => entityLookup({ authority: auth?.authority, tenantId: auth?.tenantId, customerId: auth?.customerId }),
    [auth?.authority, auth?.tenantId, auth?.customerId],
  );
  const config = useEdgeDashboardsConfig(
    edgeId,
    useScopeTitle({ kind: 'edge', edgeId }, t('dashboard.dashboards'), getScopeOwnerTitle),
    lookup,
    auth?.authority === 'TENANT_ADMIN',
  );
  return <RoutedEntityTable config={config} scope={auth?.userId} />;
}
