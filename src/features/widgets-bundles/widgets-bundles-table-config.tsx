/**
 * The widgets bundles table (`/widgets-bundles`): created time,
 * title, system flag. System bundles (null tenant id) belong to the system administrator: a tenant administrator
 * sees them read only and cannot delete them. `edge_widgets` is hidden without edge support. Rows export the
 * bundle as JSON; the add menu also imports one.
 */
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from 'react-router-dom';
import {
  bundleExportFileName,
  deleteWidgetsBundle,
  exportWidgetsBundle,
  getWidgetsBundle,
  getWidgetsBundles,
  isSystemBundle,
  saveWidgetsBundle,
  type WidgetsBundle,
} from '../../api/widgets-bundles';
import { useSession } from '../../session/use-session';
import { useDialogs } from '../../ui/dialog/dialog-service';
import { checkColumn, createdTimeColumn, textColumn } from '../../ui/entity-details/columns';
import type { EntityTableConfig, TablePageData } from '../../ui/entity-table/entity-table-types';
import { saveFile } from '../../ui/file-input/save-file';
import { FileDownloadIcon, FileUploadIcon } from '../../ui/icons/entity-icons';
import { WidgetsIcon } from '../../ui/icons/frame-icons';
import { widgetsBundleKeys } from './api/widgets-bundle-queries';
import { WidgetTypesTab } from './components/widget-types-tab';

const WidgetsBundleForm = lazy(() =>
  import('./components/widgets-bundle-form').then((m) => ({ default: m.WidgetsBundleForm })),
);
const ImportBundleDialog = lazy(() =>
  import('./components/import-bundle-dialog').then((m) => ({ default: m.ImportBundleDialog })),
);

const EDGE_BUNDLE = 'edge_widgets';

/** Drop the edge bundle from a page when edge support is off (the counts follow). */
export function withoutEdgeBundle(page: TablePageData<WidgetsBundle>): TablePageData<WidgetsBundle> {
  const data = page.data.filter((b) => !(b.alias === EDGE_BUNDLE && isSystemBundle(b)));
  return data.length === page.data.length
    ? page
    : { ...page, data, totalElements: page.totalElements - (page.data.length - data.length) };
}

async function downloadExport(bundle: WidgetsBundle): Promise<void> {
  const data = await exportWidgetsBundle(bundle);
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), bundleExportFileName(bundle));
}

export function useWidgetsBundlesTableConfig(): EntityTableConfig<WidgetsBundle> {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const isTenant = session.authUser?.authority === 'TENANT_ADMIN';
  const edges = session.edgesSupportEnabled;

  return useMemo<EntityTableConfig<WidgetsBundle>>(() => {
    // A tenant administrator cannot change the system's bundles; the system administrator owns them all.
    const lockedFor = (b: WidgetsBundle) => isTenant && isSystemBundle(b);
    return {
      id: 'widgets-bundles',
      title: t('widgets-bundle.widgets-bundles'),
      queryKey: widgetsBundleKeys.all,
      getId: (b) => b.id.id,
      getName: (b) => b.title,
      columns: [
        createdTimeColumn(t('table.created-time'), i18n.language, { hideOnSmall: true }),
        textColumn('title', t('widgets-bundle.title'), (b) => b.title),
        checkColumn('system', t('widgets-bundle.system'), isSystemBundle, t('widgets-bundle.system')),
      ],
      fetchPage: async (link, _f, signal) => {
        const page = await getWidgetsBundles(link, { signal });
        return edges ? page : withoutEdgeBundle(page);
      },
      cellActions: [
        {
          id: 'open',
          label: t('widgets-bundle.open-widgets-bundle'),
          icon: WidgetsIcon,
          onAction: (b) => navigate(`/widgets-bundles/${b.id.id}/widgetTypes`),
        },
        {
          id: 'export',
          label: t('widgets-bundle.export'),
          icon: FileDownloadIcon,
          onAction: (b) => downloadExport(b).catch(() => undefined),
        },
      ],
      addActions: [
        {
          id: 'import',
          label: t('widgets-bundle.import'),
          icon: FileUploadIcon,
          onAction: (api) =>
            dialogs.open<void>((close) => (
              <Suspense fallback={null}>
                <ImportBundleDialog onClose={(changed) => (close(), changed && api.reload())} />
              </Suspense>
            )),
        },
      ],
      add: {
        label: t('widgets-bundle.add'),
        dialogTitle: t('widgets-bundle.add'),
        initial: () => ({
          id: { entityType: 'WIDGETS_BUNDLE', id: '' },
          alias: '',
          title: '',
          image: null,
          description: null,
        }),
        save: (b) => saveWidgetsBundle({ title: b.title, image: b.image, description: b.description }),
      },
      deleteEntity: (b) => deleteWidgetsBundle(b.id.id),
      canDelete: (b) => !lockedFor(b),
      texts: {
        noEntities: t('widgets-bundle.no-widgets-bundles-text'),
        selected: (count) => t('widgets-bundle.selected-widgets-bundles', { count }),
        deleteTitle: (b) => t('widgets-bundle.delete-widgets-bundle-title', { title: b.title }),
        deleteText: () => t('widgets-bundle.delete-widgets-bundle-text'),
        deleteManyTitle: (count) => t('widgets-bundle.delete-widgets-bundles-title', { count }),
        deleteManyText: () => t('widgets-bundle.delete-widgets-bundles-text'),
      },
      details: {
        load: (id, signal) => getWidgetsBundle(id, { signal }),
        save: (b) => saveWidgetsBundle(b),
        readonly: lockedFor,
        title: (b) => b.title,
        subtitle: t('widgets-bundle.widgets-bundle-details'),
        form: WidgetsBundleForm,
        tabs: [
          {
            key: 'widget-types',
            label: t('widgets-bundle.widget-types'),
            render: (ctx) => <WidgetTypesTab bundle={ctx.entity} />,
          },
        ],
      },
    };
  }, [t, i18n.language, isTenant, edges, dialogs, navigate]);
}
