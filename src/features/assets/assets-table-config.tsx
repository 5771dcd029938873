/**
 * The assets table (ThingsBoard's assets page): columns, asset type filter,
 * assignment actions per list scope (customer, public, edge), CSV import, details with the standard tabs.
 */
import type { TFunction } from 'i18next';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import {
  assignAssetToCustomer,
  assignAssetToEdge,
  deleteAsset,
  makeAssetPublic,
  unassignAssetFromCustomer,
  unassignAssetFromEdge,
  type AssetInfo,
} from '../../api/assets';
import { isAssigned } from '../../api/assignable';
import { NULL_UUID } from '../../api/entity';
import { relationEntityTypes } from '../../api/entity-lookup';
import { entityTabSources, type EntityTabSources } from '../../api/entity-tab-sources';
import { getEntitySubtypes } from '../../api/subtypes';
import { useSession } from '../../session/use-session';
import { useDialogs } from '../../ui/dialog/dialog-service';
import { assignableActions, type AssignableOps, type ListScope } from '../../ui/entity-details/assignable-actions';
import { checkColumn, createdTimeColumn, textColumn } from '../../ui/entity-details/columns';
import { standardTabs } from '../../ui/entity-details/standard-tabs';
import { subtypeFilter } from '../../ui/entity-table/subtype-filter';
import type { DetailsConfig, EntityColumn, EntityTableConfig } from '../../ui/entity-table/entity-table-types';
import { FileUploadIcon } from '../../ui/icons/entity-icons';
import { assetKeys, fetchAsset, fetchAssetPage, saveAssetInfo } from './api/asset-queries';

// Loaded on first use (the table is what `<iot-asset-list>` shows first).
const AssetForm = lazy(() => import('./components/asset-form').then((m) => ({ default: m.AssetForm })));
const AssetImportDialog = lazy(() =>
  import('./components/asset-import-dialog').then((m) => ({ default: m.AssetImportDialog })),
);

export interface AssetsTableOptions {
  scope: ListScope;
  title?: string;
  readonly?: boolean;
  /** Fixed type filter (element attribute `type`). */
  type?: string | null;
}

const isPublic = (a: AssetInfo) => a.customerIsPublic === true;

/** Created time, name, type, label; in the tenant's list also the customer and whether the asset is public. */
function assetColumns(t: TFunction, language: string, tenantList: boolean): EntityColumn<AssetInfo>[] {
  const columns: EntityColumn<AssetInfo>[] = [
    createdTimeColumn(t('table.created-time'), language, { hideOnSmall: true }),
    textColumn('name', t('asset.name'), (a) => a.name),
    textColumn('type', t('asset.asset-type'), (a) => a.type),
    textColumn('label', t('asset.label'), (a) => a.label, { hideOnSmall: true }),
  ];
  if (tenantList) {
    columns.push(
      textColumn('customerTitle', t('asset.customer'), (a) => (isAssigned(a) && !isPublic(a) ? a.customerTitle : ''), {
        hideOnSmall: true,
      }),
    );
    columns.push(checkColumn('public', t('asset.public'), isPublic, t('asset.public'), { hideOnSmall: true }));
  }
  return columns;
}

const assetTexts = (t: TFunction): EntityTableConfig<AssetInfo>['texts'] => ({
  noEntities: t('asset.no-assets-text'),
  selected: (count) => t('asset.selected-assets', { count }),
  deleteTitle: (a) => t('asset.delete-asset-title', { name: a.name }),
  deleteText: () => t('asset.delete-asset-text'),
  deleteManyTitle: (count) => t('asset.delete-assets-title', { count }),
  deleteManyText: () => t('asset.delete-assets-text'),
});

/** How the assign/unassign/public actions reach assets. */
function assetAssignOps(sources: EntityTabSources): AssignableOps {
  return {
    entityType: 'ASSET',
    makePublic: makeAssetPublic,
    assignToCustomer: assignAssetToCustomer,
    unassignFromCustomer: unassignAssetFromCustomer,
    assignToEdge: assignAssetToEdge,
    unassignFromEdge: unassignAssetFromEdge,
    lookup: sources.lookup,
  };
}

/** The details drawer: the asset form and the standard tabs. */
function assetDetails(
  t: TFunction,
  sources: EntityTabSources,
  isTenant: boolean,
  relationTypes: ReturnType<typeof relationEntityTypes>,
): DetailsConfig<AssetInfo> {
  return {
    load: fetchAsset,
    save: isTenant ? saveAssetInfo : undefined,
    title: (a) => a.name,
    subtitle: t('asset.asset-details'),
    form: AssetForm,
    tabs: standardTabs<AssetInfo>({
      ref: (a) => ({ entityType: 'ASSET', id: a.id.id }),
      sources,
      alarmsLabel: t('alarm.alarms'),
      relationTypes,
      auditLogs: isTenant,
    }),
  };
}

export function useAssetsTableConfig(o: AssetsTableOptions): EntityTableConfig<AssetInfo> {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const dialogs = useDialogs();
  const auth = session.authUser;
  const viewer = useMemo(
    () => ({ authority: auth?.authority, tenantId: auth?.tenantId, customerId: auth?.customerId }),
    [auth?.authority, auth?.tenantId, auth?.customerId],
  );
  const sources = useMemo(() => entityTabSources(viewer, { pageOrigin: globalThis.location.origin }), [viewer]);
  const isTenant = auth?.authority === 'TENANT_ADMIN';
  const { scope } = o;
  const scopeKey = JSON.stringify(scope);

  return useMemo<EntityTableConfig<AssetInfo>>(() => {
    const actions = assignableActions<AssetInfo>(
      assetAssignOps(sources),
      isTenant ? scope : { kind: 'customer-user' },
      { one: t('asset.asset-lower'), many: t('asset.assets-lower') },
      t,
      dialogs,
    );
    const addActions = [...actions.addActions];
    if (isTenant && scope.kind === 'tenant') {
      addActions.push({
        id: 'import',
        label: t('asset.import'),
        icon: FileUploadIcon,
        onAction: (api) =>
          dialogs.open<void>((close) => (
            <Suspense fallback={null}>
              <AssetImportDialog onClose={(changed) => (close(), changed && api.reload())} />
            </Suspense>
          )),
      });
    }
    const columns = assetColumns(t, i18n.language, scope.kind === 'tenant');
    return {
      id: `assets-${scope.kind}`,
      title: o.title ?? t('asset.assets'),
      queryKey: [...assetKeys.list(scope), { type: o.type ?? null }], // a new `type` is a new list
      getId: (a) => a.id.id,
      getName: (a) => a.name,
      columns,
      filters: o.type ? [] : [subtypeFilter('ASSET', () => getEntitySubtypes('ASSET'), 'filter-asset-type')],
      fetchPage: (link, f, signal) =>
        fetchAssetPage(scope, auth?.customerId ?? null, link, o.type ?? (f.type as string | null) ?? null, signal),
      cellActions: actions.cellActions,
      groupActions: actions.groupActions,
      addActions,
      add:
        isTenant && scope.kind === 'tenant'
          ? {
              label: t('asset.add'),
              dialogTitle: t('asset.add'),
              initial: () => ({
                id: { entityType: 'ASSET', id: '' },
                name: '',
                type: '',
                customerId: { entityType: 'CUSTOMER', id: NULL_UUID },
                additionalInfo: {},
              }),
              save: saveAssetInfo,
            }
          : undefined,
      deleteEntity: isTenant && scope.kind !== 'edge' ? (a) => deleteAsset(a.id.id) : undefined,
      readonly: o.readonly,
      texts: assetTexts(t),
      details: assetDetails(t, sources, isTenant, relationEntityTypes(auth?.authority, session.edgesSupportEnabled)),
    };
  }, [
    t,
    i18n.language,
    scopeKey,
    o.readonly,
    o.title,
    o.type,
    isTenant,
    sources,
    dialogs,
    auth?.customerId,
    auth?.authority,
    session.edgesSupportEnabled,
  ]);
}
