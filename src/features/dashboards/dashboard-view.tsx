/**
 * Load a dashboard by id (GET /api/dashboard/{id}) and run it with the live data source, inside its own toast
 * host. Shared by the console routes and `<iot-dashboard>`; it knows neither the router nor the element.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { getDashboard } from '../../api/dashboards';
import type { ApiError } from '../../api/http';
import { useSession } from '../../session/use-session';
import { ProgressBar } from '../../ui/progress-bar/progress-bar';
import { ToastProvider } from '../../ui/toast/toast-context';
import { LazyToastHost } from '../../ui/toast/lazy-toast-host';
import { loadDashboard, type LoadedDashboard } from './dashboard-prefetch';
import { useOwnDashboardSession } from './dashboard-session';
import { aliasUserOf } from './data/alias-filters';
import { liveDataSource } from './data/live-data-source';
import type { DashboardDataSource } from './data/data-source';
import { parseDashboard } from './model/dashboard-model';
import { DashboardRuntime, type DashboardRuntimeProps } from './runtime/dashboard-runtime';
import { SharedRequestsContext } from './runtime/shared-requests';

const ErrorBox = styled.div`
  padding: 24px;
  color: var(--iot-color-warn, #d32f2f);
`;

export interface DashboardViewProps extends Omit<
  DashboardRuntimeProps,
  'model' | 'dataSource' | 'user' | 'raw' | 'early'
> {
  dashboardId: string;
  /** The dashboard JSON itself (a ThingsBoard export): nothing is fetched. */
  dashboard?: unknown;
  /** Injected data source (tests); the live one otherwise. */
  dataSource?: DashboardDataSource;
}

/**
 * Map tiles: the element's `map-tile-url`, else `<meta name="iot-map-tile-url" content="https://…/{z}/{x}/{y}.png">`
 * on the page, else none (markers on a plain background; nothing is fetched).
 */
export function pageMapTileUrl(): string {
  return globalThis.document?.querySelector<HTMLMetaElement>('meta[name="iot-map-tile-url"]')?.content ?? '';
}

export function DashboardView({ dashboardId, dashboard, dataSource, ...rest }: DashboardViewProps) {
  const { t } = useTranslation();
  const session = useSession();
  const dashboardSession = useOwnDashboardSession();
  const [loaded, setLoaded] = useState<(Omit<LoadedDashboard, 'raw'> & { id: string; raw: unknown }) | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The state the dashboard opens with, read when it arrives (not a reason to fetch it again).
  const openingState = useRef(rest.state);
  openingState.current = rest.state;
  const ds = useMemo(() => dataSource ?? liveDataSource(), [dataSource]);
  const user = useMemo(() => aliasUserOf(session.authUser), [session.authUser]);
  const runsWith = useRef({ dataSource: ds, user });
  runsWith.current = { dataSource: ds, user };
  useEffect(() => {
    if (dashboard) return setLoaded({ id: dashboardId, raw: dashboard, model: parseDashboard(dashboard), early: null });
    const ctrl = new AbortController();
    setError(null);
    const request =
      dashboardSession.take(dashboardId) ??
      loadDashboard(
        getDashboard(dashboardId, { signal: ctrl.signal, ignoreErrors: true }),
        openingState.current,
        () => runsWith.current,
      );
    request.then(
      (got) => (ctrl.signal.aborted ? got.early?.stop() : setLoaded({ ...got, id: dashboardId })),
      (e: ApiError) => !ctrl.signal.aborted && setError(e.message || t('dashboard.load-failed')),
    );
    return () => ctrl.abort();
  }, [dashboardId, dashboard, t, dashboardSession]);
  if (error) return <ErrorBox role="alert">{error}</ErrorBox>;
  if (!loaded || loaded.id !== dashboardId) return <ProgressBar label={t('common.loading')} />;
  return (
    <SharedRequestsContext.Provider value={dashboardSession}>
      <ToastProvider>
        <DashboardRuntime
          key={dashboardId}
          model={loaded.model}
          raw={loaded.raw}
          early={loaded.early}
          dataSource={ds}
          user={user}
          {...rest}
          mapTileUrl={rest.mapTileUrl || pageMapTileUrl()}
        />
        <LazyToastHost />
      </ToastProvider>
    </SharedRequestsContext.Provider>
  );
}
