/**
 * Route guards: wait for the user; guests go to login with the requested URL
 * remembered; signed-in users leave the public pages for their default place; users held to a forced fullscreen
 * dashboard (and public users) stay inside the places the forced-place rule allows.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { getSession } from '../session/session';
import { useSession } from '../session/use-session';
import { ProgressBar } from '../ui/progress-bar/progress-bar';
import { defaultPlace, isAllowedPlace } from './landing';
import { landingReady } from './landing-hold';
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

/**
 * A guest page that, once `leaveFor` is set (the user has signed in), leaves for it. The page on screen (the sign-in
 * form) stays, mounted as it was, until the next one replaces it in one commit: no empty frame between them. Landing
 * on home waits for the home page's answer asked while signing in (landing-hold.ts), so the shell and the page
 * render once, complete.
 */
function GuestPage({
  leaveFor,
  userId,
  children,
}: {
  leaveFor: string | null;
  userId: string | null;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  useEffect(() => {
    if (leaveFor === null) return undefined;
    let live = true;
    const go = () => void (live && navigate(leaveFor, { replace: true }));
    if (leaveFor === '/home') void landingReady(userId).then(go);
    else go();
    return () => {
      live = false;
    };
  }, [navigate, leaveFor, userId]);
  return <>{children}</>;
}

export function RequireGuest({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  // Whether the guest page has been on screen: a user already signed in never sees it, not even for a frame.
  const shown = useRef(false);
  const waiting = !session.isUserLoaded && session.status === 'loading' && !session.authUser;
  useEffect(() => {
    if (!waiting && !session.isAuthenticated) shown.current = true;
  });
  if (waiting) return <Waiting />;
  let leaveFor: string | null = null;
  if (session.isAuthenticated) {
    const to = (location.state as { from?: string } | null)?.from ?? defaultPlace(session);
    // Straight to home rather than through `/` and its redirect: the shell renders once, on the page it shows.
    leaveFor = to === '/' ? '/home' : to;
  }
  return (
    <GuestPage leaveFor={leaveFor} userId={session.authUser?.userId ?? null}>
      {leaveFor === null || shown.current ? children : null}
    </GuestPage>
  );
}
