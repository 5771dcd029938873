/**
 * The entity views table: columns, type filter, assignment actions per list
 * scope, details (target entity, keys, time bounds) with the standard tabs.
 */
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { isAssigned } from '../../api/assignable';
import { NULL_UUID } from '../../api/entity';
import { relationEntityTypes } from '../../api/entity-lookup';
import { entityTabSources, type EntityTabSources } from '../../api/entity-tab-sources';
import {
  assignEntityViewToCustomer,
  assignEntityViewToEdge,
  deleteEntityView,
  makeEntityViewPublic,
  unassignEntityViewFromCustomer,
  unassignEntityViewFromEdge,
  type EntityViewInfo,
} from '../../api/entity-views';
import { getEntitySubtypes } from '../../api/subtypes';
import { useSession } from '../../session/use-session';
import { useDialogs } from '../../ui/dialog/dialog-service';
import { assignableActions, type AssignableOps, type ListScope } from '../../ui/entity-details/assignable-actions';
import { checkColumn, createdTimeColumn, textColumn } from '../../ui/entity-details/columns';
import { standardTabs } from '../../ui/entity-details/standard-tabs';
import { subtypeFilter } from '../../ui/entity-table/subtype-filter';
import type { EntityColumn, EntityTableConfig, TableTexts } from '../../ui/entity-table/entity-table-types';
import { entityViewKeys, fetchEntityView, fetchEntityViewPage, saveEntityViewInfo } from './api/entity-view-queries';
import { entityViewForm } from './components/entity-view-form';

const isPublic = (v: EntityViewInfo) => v.customerIsPublic === true;

/** How the assign/unassign/public actions reach this entity type. */
function entityViewAssignOps(sources: EntityTabSources): AssignableOps {
  return {
    entityType: 'ENTITY_VIEW',
    makePublic: makeEntityViewPublic,
    assignToCustomer: assignEntityViewToCustomer,
    unassignFromCustomer: unassignEntityViewFromCustomer,
    assignToEdge: assignEntityViewToEdge,
    unassignFromEdge: unassignEntityViewFromEdge,
    lookup: sources.lookup,
  };
}

/** The columns: customer and public only on the tenant's own list. */
function entityViewColumns(t: TFunction, language: string, scope: ListScope): EntityColumn<EntityViewInfo>[] {
  const columns: EntityColumn<EntityViewInfo>[] = [
    createdTimeColumn(t('table.created-time'), language, { hideOnSmall: true }),
    textColumn('name', t('entity-view.name'), (v) => v.name),
    textColumn('type', t('entity-view.entity-view-type'), (v) => v.type),
  ];
  if (scope.kind === 'tenant') {
    columns.push(
      textColumn(
        'customerTitle',
        t('entity-view.customer'),
        (v) => (isAssigned(v) && !isPublic(v) ? v.customerTitle : ''),
        { hideOnSmall: true },
      ),
    );
    columns.push(
      checkColumn('public', t('entity-view.public'), isPublic, t('entity-view.public'), { hideOnSmall: true }),
    );
  }
  return columns;
}

function entityViewTexts(t: TFunction): TableTexts<EntityViewInfo> {
  return {
    noEntities: t('entity-view.no-entity-views-text'),
    selected: (count) => t('entity-view.selected-entity-views', { count }),
    deleteTitle: (v) => t('entity-view.delete-entity-view-title', { name: v.name }),
    deleteText: () => t('entity-view.delete-entity-view-text'),
    deleteManyTitle: (count) => t('entity-view.delete-entity-views-title', { count }),
    deleteManyText: () => t('entity-view.delete-entity-views-text'),
  };
}

export function useEntityViewsTableConfig(
  scope: ListScope,
  title: string,
  readonly = false,
): EntityTableConfig<EntityViewInfo> {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const dialogs = useDialogs();
  const auth = session.authUser;
  const viewer = useMemo(
    () => ({ authority: auth?.authority, tenantId: auth?.tenantId, customerId: auth?.customerId }),
    [auth?.authority, auth?.tenantId, auth?.customerId],
  );
  const sources = useMemo(() => entityTabSources(viewer, { pageOrigin: globalThis.location.origin }), [viewer]);
  const form = useMemo(() => entityViewForm(sources.lookup), [sources]);
  const isTenant = auth?.authority === 'TENANT_ADMIN';
  const scopeKey = JSON.stringify(scope);

  return useMemo<EntityTableConfig<EntityViewInfo>>(() => {
    const actions = assignableActions<EntityViewInfo>(
      entityViewAssignOps(sources),
      isTenant ? scope : { kind: 'customer-user' },
      { one: t('entity-view.entity-view-lower'), many: t('entity-view.entity-views-lower') },
      t,
      dialogs,
    );
    const columns = entityViewColumns(t, i18n.language, scope);
    return {
      id: `entity-views-${scope.kind}`,
      title,
      queryKey: entityViewKeys.list(scope),
      getId: (v) => v.id.id,
      getName: (v) => v.name,
      columns,
      filters: [subtypeFilter('ENTITY_VIEW', () => getEntitySubtypes('ENTITY_VIEW'), 'filter-entity-view-type')],
      fetchPage: (link, f, signal) =>
        fetchEntityViewPage(scope, auth?.customerId ?? null, link, (f.type as string | null) ?? null, signal),
      cellActions: actions.cellActions,
      groupActions: actions.groupActions,
      addActions: actions.addActions,
      add:
        isTenant && scope.kind === 'tenant'
          ? {
              label: t('entity-view.add'),
              dialogTitle: t('entity-view.add'),
              initial: () => ({
                id: { entityType: 'ENTITY_VIEW', id: '' },
                name: '',
                type: '',
                customerId: { entityType: 'CUSTOMER', id: NULL_UUID },
                additionalInfo: {},
                startTimeMs: 0,
                endTimeMs: 0,
              }),
              save: saveEntityViewInfo,
            }
          : undefined,
      deleteEntity: isTenant && scope.kind !== 'edge' ? (v) => deleteEntityView(v.id.id) : undefined,
      readonly,
      texts: entityViewTexts(t),
      details: {
        load: fetchEntityView,
        save: isTenant ? saveEntityViewInfo : undefined,
        title: (v) => v.name,
        subtitle: t('entity-view.entity-view-details'),
        form,
        tabs: standardTabs<EntityViewInfo>({
          ref: (v) => ({ entityType: 'ENTITY_VIEW', id: v.id.id }),
          sources,
          alarmsLabel: t('alarm.alarms'),
          relationTypes: relationEntityTypes(auth?.authority, session.edgesSupportEnabled),
          auditLogs: isTenant,
        }),
      },
    };
  }, [
    t,
    i18n.language,
    scopeKey,
    title,
    readonly,
    isTenant,
    sources,
    form,
    dialogs,
    auth?.customerId,
    auth?.authority,
    session.edgesSupportEnabled,
  ]);
}
