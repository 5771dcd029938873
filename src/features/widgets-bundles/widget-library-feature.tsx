/**
 * The widget library of one bundle (ThingsBoard route /widgets-bundles/:bundleId/widgetTypes, with its widget type
 * caches): a card per widget type (preview image or a placeholder, name, kind, description); a card opens the widget
 * type editor. The owner of the bundle (a tenant administrator for the tenant's bundles, the system administrator for
 * system ones) also creates widget types (after choosing their kind) and deletes them after a confirmation; a tenant
 * administrator sees a system bundle read only.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate, useParams } from 'react-router-dom';
import {
  deleteWidgetType,
  getWidgetsBundle,
  getWidgetTypeInfos,
  isSystemBundle,
  type WidgetTypeInfo,
} from '../../api/widgets-bundles';
import { useSession } from '../../session/use-session';
import { Button } from '../../ui/button/button';
import { useDialogs } from '../../ui/dialog/dialog-service';
import { AddIcon, DeleteIcon } from '../../ui/icons/control-icons';
import { WidgetsIcon } from '../../ui/icons/frame-icons';
import { widgetsBundleKeys } from './api/widgets-bundle-queries';
import { KindPickerDialog } from './components/kind-picker-dialog';
import {
  Card,
  CardActions,
  CardBody,
  CardDelete,
  CardMeta,
  CardName,
  Grid,
  KindBadge,
  LibraryHeader,
  LibraryPage,
  LibraryTitle,
  Note,
  Preview,
  ReadOnlyChip,
} from './components/library-styles';
import type { WidgetKind } from '../../widgets/widget-contract';
import { refreshQueries } from '../../ui/query/refresh-queries';

/** Whether the signed-in user may change a bundle's widget types (system bundles are the system administrator's). */
export function canEditBundle(authority: string | null | undefined, system: boolean): boolean {
  return authority === 'SYS_ADMIN' ? system : authority === 'TENANT_ADMIN' && !system;
}

/** One widget type in the library grid: preview, name, kind and description; delete when editable. */
function WidgetTypeCard({
  widget: w,
  editable,
  onOpen,
  onDelete,
}: {
  widget: WidgetTypeInfo;
  editable: boolean;
  onOpen: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card role="listitem" data-testid="widget-type-card" data-alias={w.alias}>
      <CardBody
        type="button"
        onClick={onOpen}
        title={t('widget-library.open-widget-type', { name: w.name })}
        data-testid="widget-type-open"
      >
        <Preview>
          {w.image ? <img src={w.image} alt="" loading="lazy" /> : <WidgetsIcon size={56} aria-hidden="true" />}
        </Preview>
        <CardName>{w.name}</CardName>
        <CardMeta>
          {w.widgetType ? (
            <KindBadge $kind={w.widgetType}>
              {t(`widgets-bundle.type-${w.widgetType}`, { defaultValue: w.widgetType })}
            </KindBadge>
          ) : null}
          {w.description ? <span>{w.description}</span> : null}
        </CardMeta>
      </CardBody>
      {editable ? (
        <CardActions>
          <CardDelete
            onClick={onDelete}
            aria-label={t('widget-library.delete-widget-type', { name: w.name })}
            data-testid="widget-type-delete"
          >
            <DeleteIcon size={20} />
          </CardDelete>
        </CardActions>
      ) : null}
    </Card>
  );
}

export function WidgetLibraryFeature() {
  const { t } = useTranslation();
  const { bundleId = '' } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const bundle = useQuery({
    queryKey: [...widgetsBundleKeys.all, 'bundle', bundleId],
    queryFn: ({ signal }) => getWidgetsBundle(bundleId, { signal }),
  });
  const system = bundle.data ? isSystemBundle(bundle.data) : false;
  const types = useQuery({
    queryKey: widgetsBundleKeys.types(system, bundle.data?.alias ?? ''),
    queryFn: ({ signal }) => getWidgetTypeInfos(system, bundle.data!.alias, { signal }),
    enabled: !!bundle.data,
  });
  const editable = bundle.data ? canEditBundle(session.authUser?.authority, system) : false;
  const remove = useMutation({
    mutationFn: (w: WidgetTypeInfo) => deleteWidgetType(w.id.id),
    onSettled: () => refreshQueries(queryClient, widgetsBundleKeys.all),
  });

  const open = (w: WidgetTypeInfo) => navigate(`/widgets-bundles/${bundleId}/widgetTypes/${w.id.id}`);
  const add = async () => {
    const kind = await dialogs.open<WidgetKind | null>((close) => <KindPickerDialog onClose={close} />);
    if (kind) navigate(`/widgets-bundles/${bundleId}/widgetTypes/add/${kind}`);
  };
  const askDelete = async (w: WidgetTypeInfo) => {
    const ok = await dialogs.confirm({
      title: t('widget-library.delete-widget-type-title', { name: w.name }),
      message: t('widget-library.delete-widget-type-text'),
      okLabel: t('action.yes'),
      cancelLabel: t('action.no'),
      testId: 'widget-type-delete-confirm',
    });
    if (ok) remove.mutate(w);
  };

  if (bundle.isError) return <Note role="alert">{t('widget-library.bundle-load-failed')}</Note>;
  return (
    <LibraryPage data-testid="widget-library">
      <LibraryHeader>
        <LibraryTitle>{bundle.data?.title ?? ''}</LibraryTitle>
        {bundle.data && !editable ? (
          <ReadOnlyChip data-testid="widget-library-readonly">{t('widget-library.read-only')}</ReadOnlyChip>
        ) : null}
        <span style={{ flex: 1 }} />
        {editable ? (
          <Button onClick={() => void add()} data-testid="widget-library-add">
            <AddIcon size={20} />
            {t('widget-library.create-widget-type')}
          </Button>
        ) : null}
      </LibraryHeader>
      {bundle.isPending || types.isPending ? (
        <Note role="status">{t('common.loading')}</Note>
      ) : types.isError ? (
        <Note role="alert">{t('widgets-bundle.widget-types-load-failed')}</Note>
      ) : types.data.length === 0 ? (
        <Note data-testid="widget-library-empty">
          {editable ? t('widget-library.empty-editable') : t('widgets-bundle.no-widget-types')}
        </Note>
      ) : (
        <Grid role="list" aria-label={t('widgets-bundle.widget-types')}>
          {types.data.map((w) => (
            <WidgetTypeCard
              key={w.id.id}
              widget={w}
              editable={editable}
              onOpen={() => open(w)}
              onDelete={() => void askDelete(w)}
            />
          ))}
        </Grid>
      )}
    </LibraryPage>
  );
}
