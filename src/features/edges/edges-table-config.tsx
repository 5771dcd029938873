/**
 * The edges table: columns, type filter, assignment actions, links to the edge's
 * assets, devices, entity views, dashboards and rule chains, sync, CSV import, details with the standard tabs and
 * the edge's downlinks.
 */
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { isAssigned } from '../../api/assignable';
import {
  assignEdgeToCustomer,
  deleteEdge,
  generateEdgeCredentials,
  makeEdgePublic,
  syncEdge,
  unassignEdgeFromCustomer,
  type EdgeInfo,
} from '../../api/edges';
import { NULL_UUID } from '../../api/entity';
import { relationEntityTypes } from '../../api/entity-lookup';
import { entityTabSources, type EntityTabSources } from '../../api/entity-tab-sources';
import { getEntitySubtypes } from '../../api/subtypes';
import { useSession } from '../../session/use-session';
import { Button } from '../../ui/button/button';
import { useDialogs } from '../../ui/dialog/dialog-service';
import { assignableActions, type AssignableOps, type ListScope } from '../../ui/entity-details/assignable-actions';
import { checkColumn, createdTimeColumn, textColumn } from '../../ui/entity-details/columns';
import { standardTabs } from '../../ui/entity-details/standard-tabs';
import { subtypeFilter } from '../../ui/entity-table/subtype-filter';
import type {
  CellAction,
  DetailsConfig,
  EntityColumn,
  EntityTableConfig,
  TableTexts,
} from '../../ui/entity-table/entity-table-types';
import { FileUploadIcon, SyncIcon } from '../../ui/icons/entity-icons';
import { AssetIcon, DashboardIcon, DevicesIcon, EntityViewIcon, RuleChainIcon } from '../../ui/icons/nav-icons';
import { useToast } from '../../ui/toast/toast-context';
import { edgeKeys, fetchEdge, fetchEdgePage, saveEdgeInfo } from './api/edge-queries';
import { EdgeEventsTab } from './components/edge-events-tab';
import { EdgeForm } from './components/edge-form';
import { EdgeImportDialog } from './components/edge-import-dialog';

const isPublic = (e: EdgeInfo) => e.customerIsPublic === true;

/** How the assign/unassign/public actions reach edges. */
function edgeAssignOps(sources: EntityTabSources): AssignableOps {
  return {
    entityType: 'EDGE',
    makePublic: makeEdgePublic,
    assignToCustomer: assignEdgeToCustomer,
    unassignFromCustomer: unassignEdgeFromCustomer,
    lookup: sources.lookup,
  };
}

/** A row action opening one of the edge's assigned-entity lists. */
function manageAction(
  navigate: NavigateFunction,
  id: string,
  label: string,
  icon: CellAction<EdgeInfo>['icon'],
  sub: string,
): CellAction<EdgeInfo> {
  return {
    id,
    label,
    icon,
    onAction: (e) => navigate(`/edgeInstances/${e.id.id}/${sub}`),
  };
}

/** The columns: customer and public only on the tenant's own list. */
function edgeColumns(t: TFunction, language: string, scope: ListScope): EntityColumn<EdgeInfo>[] {
  const columns: EntityColumn<EdgeInfo>[] = [
    createdTimeColumn(t('table.created-time'), language, { hideOnSmall: true }),
    textColumn('name', t('edge.name'), (e) => e.name),
    textColumn('type', t('edge.edge-type'), (e) => e.type),
    textColumn('label', t('edge.label'), (e) => e.label, { hideOnSmall: true }),
  ];
  if (scope.kind === 'tenant') {
    columns.push(
      textColumn('customerTitle', t('edge.customer'), (e) => (isAssigned(e) && !isPublic(e) ? e.customerTitle : ''), {
        hideOnSmall: true,
      }),
    );
    columns.push(checkColumn('public', t('edge.public'), isPublic, t('edge.public'), { hideOnSmall: true }));
  }
  return columns;
}

function edgeTexts(t: TFunction): TableTexts<EdgeInfo> {
  return {
    noEntities: t('edge.no-edges-text'),
    selected: (count) => t('edge.selected-edges', { count }),
    deleteTitle: (e) => t('edge.delete-edge-title', { name: e.name }),
    deleteText: () => t('edge.delete-edge-text'),
    deleteManyTitle: (count) => t('edge.delete-edges-title', { count }),
    deleteManyText: () => t('edge.delete-edges-text'),
  };
}

/** The details drawer: the edge form, sync (tenant), the standard tabs and the edge's downlinks (tenant). */
function edgeDetails(
  t: TFunction,
  sources: EntityTabSources,
  isTenant: boolean,
  relationTypes: ReturnType<typeof relationEntityTypes>,
  toast: ReturnType<typeof useToast>,
): DetailsConfig<EdgeInfo> {
  return {
    load: fetchEdge,
    save: isTenant ? saveEdgeInfo : undefined,
    title: (e) => e.name,
    subtitle: t('edge.edge-details'),
    form: EdgeForm,
    actions: (ctx) =>
      isTenant ? (
        <Button
          $variant="outlined"
          data-detail-action="sync"
          onClick={() =>
            void syncEdge(ctx.entity.id.id).then(
              () => toast.show({ message: t('edge.sync-requested'), type: 'success' }),
              () => undefined,
            )
          }
        >
          <SyncIcon size={18} />
          {t('edge.sync')}
        </Button>
      ) : null,
    tabs: standardTabs<EdgeInfo>({
      ref: (e) => ({ entityType: 'EDGE', id: e.id.id }),
      sources,
      alarmsLabel: t('alarm.alarms'),
      relationTypes,
      auditLogs: isTenant,
      more: isTenant
        ? [
            {
              key: 'downlinks',
              label: t('edge.downlinks'),
              render: ({ entity }) => <EdgeEventsTab edgeId={entity.id.id} />,
            },
          ]
        : [],
    }),
  };
}

export function useEdgesTableConfig(scope: ListScope, title: string): EntityTableConfig<EdgeInfo> {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const dialogs = useDialogs();
  const toast = useToast();
  const navigate = useNavigate();
  const auth = session.authUser;
  const viewer = useMemo(
    () => ({ authority: auth?.authority, tenantId: auth?.tenantId, customerId: auth?.customerId }),
    [auth?.authority, auth?.tenantId, auth?.customerId],
  );
  const sources = useMemo(() => entityTabSources(viewer, { pageOrigin: globalThis.location.origin }), [viewer]);
  const isTenant = auth?.authority === 'TENANT_ADMIN';
  const scopeKey = JSON.stringify(scope);

  return useMemo<EntityTableConfig<EdgeInfo>>(() => {
    const actions = assignableActions<EdgeInfo>(
      edgeAssignOps(sources),
      isTenant ? scope : { kind: 'customer-user' },
      { one: t('edge.edge-lower'), many: t('edge.edges-lower') },
      t,
      dialogs,
    );
    const manage = (id: string, label: string, icon: CellAction<EdgeInfo>['icon'], sub: string) =>
      manageAction(navigate, id, label, icon, sub);
    const cellActions: CellAction<EdgeInfo>[] = [
      ...actions.cellActions,
      manage('edge-assets', t('edge.manage-assets'), AssetIcon, 'assets'),
      manage('edge-devices', t('edge.manage-devices'), DevicesIcon, 'devices'),
      manage('edge-entity-views', t('edge.manage-entity-views'), EntityViewIcon, 'entityViews'),
      manage('edge-dashboards', t('edge.manage-dashboards'), DashboardIcon, 'dashboards'),
    ];
    if (isTenant)
      cellActions.push(manage('edge-rule-chains', t('edge.manage-rule-chains'), RuleChainIcon, 'ruleChains'));
    const addActions = [...actions.addActions];
    if (isTenant && scope.kind === 'tenant') {
      addActions.push({
        id: 'import',
        label: t('edge.import'),
        icon: FileUploadIcon,
        onAction: (api) =>
          dialogs.open<void>((close) => <EdgeImportDialog onClose={(changed) => (close(), changed && api.reload())} />),
      });
    }
    const columns = edgeColumns(t, i18n.language, scope);
    return {
      id: `edges-${scope.kind}`,
      title,
      queryKey: edgeKeys.list(scope),
      getId: (e) => e.id.id,
      getName: (e) => e.name,
      columns,
      filters: [subtypeFilter('EDGE', () => getEntitySubtypes('EDGE'), 'filter-edge-type')],
      fetchPage: (link, f, signal) =>
        fetchEdgePage(scope, auth?.customerId ?? null, link, (f.type as string | null) ?? null, signal),
      cellActions,
      groupActions: actions.groupActions,
      addActions,
      add:
        isTenant && scope.kind === 'tenant'
          ? {
              label: t('edge.add'),
              dialogTitle: t('edge.add'),
              initial: () => ({
                id: { entityType: 'EDGE', id: '' },
                name: '',
                type: 'default',
                customerId: { entityType: 'CUSTOMER', id: NULL_UUID },
                cloudEndpoint: globalThis.location.origin,
                additionalInfo: {},
                ...generateEdgeCredentials(),
              }),
              save: saveEdgeInfo,
            }
          : undefined,
      deleteEntity: isTenant ? (e) => deleteEdge(e.id.id) : undefined,
      texts: edgeTexts(t),
      details: edgeDetails(
        t,
        sources,
        isTenant,
        relationEntityTypes(auth?.authority, session.edgesSupportEnabled),
        toast,
      ),
    };
  }, [
    t,
    i18n.language,
    scopeKey,
    title,
    isTenant,
    sources,
    dialogs,
    toast,
    navigate,
    auth?.customerId,
    auth?.authority,
    session.edgesSupportEnabled,
  ]);
}
