/**
 * `<iot-dashboard>`'s content: a dashboard by id, optionally as the public user of a customer (`public-id`:
 * public login, always fullscreen, no profile), with its state given and reported as an encoded `state`.
 * No router: opening another dashboard or a console path is reported to the host page.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { withEarlyRequests } from '../../api/early-requests';
import { apiConfig, configureApi } from '../../api/http';
import { subscribeReachability, unreachableServer } from '../../api/reachability';
import { getSession } from '../../session/session';
import { useSession } from '../../session/use-session';
import { LazyRender, lazyComponent } from '../../ui/lazy/lazy-component';
import { ProgressBar } from '../../ui/progress-bar/progress-bar';
import { DashboardSession, DashboardSessionContext } from './dashboard-session';
import type { DashboardDataSource } from './data/data-source';
import type { WidgetActionDetail } from './runtime/dashboard-runtime';
import { useColorScheme } from './runtime/use-theme';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  height: var(--iot-dashboard-height, 100%);
  min-height: 240px;
`;

const Message = styled.p`
  margin: 24px;
  color: var(--iot-color-text-secondary);
`;

/**
 * The view and its runtime, one lazy chunk: requested from the prepare step on, so it downloads while the sign-in
 * and the dashboard fetch run, and the element's own scripts carry only what its first paint (a progress bar) needs.
 */
const loadViewChunk = () => import('./view-chunk');
const dashboardView = lazyComponent(() => loadViewChunk().then((m) => m.DashboardView));

export interface DashboardElementAppProps {
  dashboardId?: string;
  publicId?: string;
  state?: string;
  hideToolbar?: boolean;
  theme?: string;
  mapTileUrl?: string;
  /** Property: a dashboard JSON to show instead of loading `dashboard-id`. */
  dashboard?: unknown;
  /** Property: the host's own data source (DashboardDataSource) instead of the server's WebSocket. */
  dataSource?: DashboardDataSource;
  onStateChange?(detail: { state: string; stateId: string }): void;
  onWidgetAction?(detail: WidgetActionDetail): void;
  onNavigate?(detail: { path: string }): boolean | void;
}

/** Whether the session holds a token of `publicId`'s public user (possibly before its user details are loaded). */
function hasPublicToken(publicId: string): boolean {
  const session = getSession();
  const user = session.getSnapshot().authUser;
  return !!user?.isPublic && user.customerId === publicId && session.getToken() !== null;
}

/**
 * Sign in as the public user of `publicId` unless the session already is that user. The pair stays in memory:
 * a public dashboard never replaces a sign-in stored for the page's origin (another tab's console, ThingsBoard's
 * UI). Resolves as soon as the token is there: what needs only the token need not wait for the session's own
 * follow-up calls.
 */
function publicToken(publicId: string): Promise<void> {
  const session = getSession();
  if (hasPublicToken(publicId)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const stop = session.subscribe(() => hasPublicToken(publicId) && (stop(), resolve()));
    session.loginPublic(publicId, { persist: false }).then(
      () => (stop(), hasPublicToken(publicId) ? resolve() : reject(new Error('public login failed'))),
      (e: unknown) => (stop(), reject(e)),
    );
  });
}

// Once per bundle: a call the element's script sent before the app ran (src/host/early-boot.ts) answers the app's own.
configureApi({ fetch: withEarlyRequests(apiConfig().fetch) });

/**
 * The element's prepare step (runs when it is connected or reconfigured, before React renders): the public
 * sign-in, then the dashboard fetch and its widget chunks, all beside the locale download and React's start.
 * What it starts is handed to the element's view through `session`, the element's own.
 */
export function prepareDashboardElement(props: Readonly<Record<string, unknown>>, session: DashboardSession): void {
  const { dashboardId, publicId, state, dashboard } = props;
  void dashboardView.load();
  if (typeof dashboardId !== 'string' || !dashboardId || dashboard) return;
  const signedIn =
    typeof publicId === 'string' && publicId
      ? publicToken(publicId)
      : getSession()
          .restore()
          .then(() => (getSession().getToken() ? undefined : Promise.reject(new Error('not signed in'))));
  session.prefetch(dashboardId, typeof state === 'string' ? state : null, signedIn, loadViewChunk());
}

/** `<iot-dashboard>`'s own state: one dashboard session per element, disposed when the element is removed. */
export const dashboardElementContext = {
  create: () => new DashboardSession(),
  dispose: (session: DashboardSession) => session.dispose(),
  Provider: DashboardSessionContext.Provider,
};

/** Sign in (in memory) as the public user of `publicId` unless the session already is that user. */
function usePublicLogin(publicId: string | undefined): 'ready' | 'pending' | 'failed' {
  const session = useSession();
  const [failed, setFailed] = useState<string | null>(null);
  const isThatUser = !!publicId && session.authUser?.isPublic === true && session.authUser.customerId === publicId;
  useEffect(() => {
    if (!publicId || isThatUser || failed === publicId) return;
    // A sign-in that ends without that user (its follow-up calls failed) counts as failed too: no retry loop.
    getSession()
      .loginPublic(publicId, { persist: false })
      .then(() => hasPublicToken(publicId) || setFailed(publicId))
      .catch(() => setFailed(publicId));
  }, [publicId, isThatUser, failed]);
  if (!publicId) return session.isAuthenticated ? 'ready' : session.status === 'loading' ? 'pending' : 'failed';
  if (failed === publicId) return 'failed';
  return isThatUser ? 'ready' : 'pending';
}

export function DashboardElementApp(props: DashboardElementAppProps) {
  const { t } = useTranslation();
  const theme = useColorScheme(props.theme);
  const own = !!props.dataSource && !!props.dashboard;
  const login = usePublicLogin(own ? undefined : props.publicId);
  const unreachable = useSyncExternalStore(subscribeReachability, unreachableServer);
  if (!props.dashboardId && !props.dashboard) return <Message>{t('dashboard.no-dashboard-id')}</Message>;
  if (login === 'pending' && !own) return <ProgressBar label={t('common.loading')} />;
  if (login === 'failed' && !own && unreachable)
    return (
      <Message role="alert" data-testid="dashboard-unreachable">
        {t('panel.server-unreachable', { url: unreachable })}
      </Message>
    );
  if (login === 'failed' && !own)
    return (
      <Message role="alert">
        {t(props.publicId ? 'dashboard.public-login-failed' : 'dashboard.sign-in-required')}
      </Message>
    );
  return (
    <Frame part="base" data-testid="iot-dashboard-frame">
      <LazyRender
        lazy={dashboardView}
        fallback={<ProgressBar label={t('common.loading')} />}
        props={{
          dashboardId: props.dashboardId ?? 'inline',
          dashboard: props.dashboard,
          dataSource: props.dataSource,
          state: props.state ?? null,
          onStateChange: (state, stateId) => props.onStateChange?.({ state, stateId }),
          hideToolbar: props.hideToolbar,
          theme,
          canFullscreen: !props.publicId,
          onOpenDashboard: (id, state) =>
            props.onNavigate?.({ path: `/dashboard/${id}?state=${encodeURIComponent(state)}` }),
          navigate: (path) => props.onNavigate?.({ path }),
          onWidgetAction: props.onWidgetAction,
          mapTileUrl: props.mapTileUrl,
        }}
      />
    </Frame>
  );
}
