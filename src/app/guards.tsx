/**
 * Route guards: wait for the user; guests go to login with the requested URL
 * remembered; signed-in users leave the public pages for their default place; users held to a forced fullscreen
 * dashboard (and public users) stay inside the places the forced-place rule allows.
 */
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { getSession } from '../session/session';
import { useSession } from '../session/use-session';
import { ProgressBar } from '../ui/progress-bar/progress-bar';
import { defaultPlace, isAllowedPlace } from './landing';
import { isMobileApp } from './mobile-bridge';

function Waiting() {
  const { t } = useTranslation();
  return <ProgressBar label={t('common.loading')} />;
}

const DASHBOARD_ROUTE = /^\/dashboards?\/([^/?#]+)/;

/**
 * A public user on a dashboard route: that dashboard becomes the last public one, and the URL carries the
 * user's publicId, so the link can be shared as it is.
 */
function usePublicDashboardUrl(): string | null {
  const session = useSession();
  const location = useLocation();
  const dashboardId = DASHBOARD_ROUTE.exec(location.pathname)?.[1] ?? null;
  const publicId = session.authUser?.isPublic ? session.authUser.sub : null;
  useEffect(() => {
    if (publicId && dashboardId) getSession().rememberPublicDashboard(dashboardId);
  }, [publicId, dashboardId]);
  if (!publicId || !dashboardId) return null;
  const params = new URLSearchParams(location.search);
  if (params.get('publicId') === publicId) return null;
  params.set('publicId', publicId);
  return `${location.pathname}?${params.toString()}`;
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const publicUrl = usePublicDashboardUrl();
  if (!session.isUserLoaded) return <Waiting />;
  if (!session.isAuthenticated) {
    const from = location.pathname + location.search;
    return <Navigate to="/login" replace state={from === '/' ? undefined : { from }} />;
  }
  if (!isAllowedPlace(location.pathname, session)) return <Navigate to={defaultPlace(session)} replace />;
  // Inside the mobile app only dashboard routes are allowed.
  if (isMobileApp() && !DASHBOARD_ROUTE.test(location.pathname) && DASHBOARD_ROUTE.test(defaultPlace(session))) {
    return <Navigate to={defaultPlace(session)} replace />;
  }
  if (publicUrl) return <Navigate to={publicUrl} replace />;
  if (location.pathname === '/' && defaultPlace(session) !== '/')
    return <Navigate to={defaultPlace(session)} replace />;
  return <>{children}</>;
}

export function RequireGuest({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session.isUserLoaded && session.status === 'loading' && !session.authUser) return <Waiting />;
  if (session.isAuthenticated) {
    const to = (location.state as { from?: string } | null)?.from ?? defaultPlace(session);
    // Straight to home rather than through `/` and its redirect: the shell renders once, on the page it shows.
    return <Navigate to={to === '/' ? '/home' : to} replace />;
  }
  return <>{children}</>;
}
