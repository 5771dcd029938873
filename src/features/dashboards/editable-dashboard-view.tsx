/**
 * The console's dashboard page body: the dashboard as DashboardView shows it, plus, for users who may write it
 * (tenant administrators), the edit button. Edit mode itself (editor/edit-mode.tsx) and the draft check load only
 * when needed; the runtime stays mounted across edit mode, so the dashboard keeps running live while it is edited.
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSession } from '../../session/use-session';
import { ProgressBar } from '../../ui/progress-bar/progress-bar';
import { ToastProvider } from '../../ui/toast/toast-context';
import { ToastHost } from '../../ui/toast/toast-host';
import { liveDataSource } from './data/live-data-source';
import { pageMapTileUrl, type DashboardViewProps } from './dashboard-view';
import { ErrorBox, useLoadedDashboard, useRuntimeUser } from './editor/load-dashboard';
import type { DraftOfferState } from './editor/draft-offer';
import type { EditController } from './editor/edit-mode';
import type { Json } from './editor/ops/tb-json';
import { parseDashboard } from './model/dashboard-model';
import { DashboardRuntime } from './runtime/dashboard-runtime';
import { ToolButton } from './toolbar/tool-button';
import { EditIcon } from '../../ui/icons/entity-icons';

const noSubscribe = () => () => undefined;
const noSnapshot = () => null;

export function EditableDashboardView({ dashboardId, ...rest }: Omit<DashboardViewProps, 'dashboard' | 'dataSource'>) {
  const { t } = useTranslation();
  const session = useSession();
  const { loaded, error, setLoaded } = useLoadedDashboard(dashboardId);
  const user = useRuntimeUser();
  const [ctl, setCtl] = useState<EditController | null>(null);
  const [offer, setOffer] = useState<DraftOfferState | null>(null);
  const canEdit = session.authUser?.authority === 'TENANT_ADMIN' && !session.authUser.isPublic;
  useSyncExternalStore(ctl?.session.subscribe ?? noSubscribe, ctl?.session.getSnapshot ?? noSnapshot);
  const userId = session.authUser?.userId ?? '';

  const start = (draft?: { raw: Json; base: Json }) =>
    void import('./editor/edit-mode').then((m) =>
      setCtl(
        m.createEditMode({
          base: draft?.base ?? (loaded!.raw as Json),
          draft: draft?.raw,
          userId,
          dashboardId,
          onExit: (saved) => {
            if (saved) setLoaded({ id: dashboardId, raw: saved, model: parseDashboard(saved) });
            setCtl(null);
          },
        }),
      ),
    );

  // A draft left by an earlier visit (reload, crash) is offered once the server copy is here.
  const loadedRaw = loaded?.raw;
  useEffect(() => {
    if (!canEdit || !loadedRaw || !userId) return;
    let live = true;
    void import('./editor/draft-offer').then((m) =>
      m.findDraft(userId, dashboardId, loadedRaw as Json).then((o) => live && setOffer(o)),
    );
    return () => void (live = false);
  }, [canEdit, loadedRaw, userId, dashboardId]);

  const model = useMemo(() => (ctl ? ctl.model() : loaded?.model), [ctl, ctl?.session.raw, loaded]);
  if (error) return <ErrorBox role="alert">{error}</ErrorBox>;
  if (!loaded || !model) return <ProgressBar label={t('common.loading')} />;
  const editButton = canEdit && !ctl && (
    <ToolButton
      title={t('dashboard.edit-mode')}
      aria-label={t('dashboard.edit-mode')}
      onClick={() => start()}
      data-testid="dashboard-edit"
    >
      <EditIcon size={22} />
    </ToolButton>
  );
  return (
    <ToastProvider>
      <DashboardRuntime
        key={dashboardId}
        model={model}
        raw={ctl ? ctl.session.raw : loaded.raw}
        dataSource={liveDataSource()}
        user={user}
        {...rest}
        mapTileUrl={rest.mapTileUrl || pageMapTileUrl()}
        hideToolbar={ctl ? false : rest.hideToolbar}
        toolbarSlot={editButton || null}
        layoutView={ctl?.Layout}
        banner={ctl ? <ctl.Toolbar /> : null}
      />
      {offer && !ctl ? (
        <offer.Prompt
          onRestore={() => {
            setOffer(null);
            start(offer.draft);
          }}
          onDiscard={() => setOffer(null)}
        />
      ) : null}
      <ToastHost />
    </ToastProvider>
  );
}
