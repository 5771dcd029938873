/**
 * Route guards: wait for the user; guests go to login with the requested URL
 * remembered; signed-in users leave the public pages for their default place; users held to a forced fullscreen
 * dashboard (and public users) stay inside the places the forced-place rule allows.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { getSession, type SessionState } from '../session/session';
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

/** Where the sign-in form returns to: the page asked for, and whose it was (null: nobody was signed in). */
interface ReturnTo {
  from: string;
  of: string | null;
}

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

/** The default place, straight to home rather than through `/` and its redirect: the shell renders once, on its page. */
function landingOf(session: Readonly<SessionState>): string {
  const place = defaultPlace(session);
  return place === '/' ? '/home' : place;
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const publicUrl = usePublicDashboardUrl();
  // The user the pages were last shown to. Another user signed in on this console (login as, tokens handed in,
  // another tab) did not ask for the page on screen: as ThingsBoard 3.3.1 they go to their own default place, before
  // anything renders there (not the "No access" dialog of a page their role may not open).
  const shownTo = useRef<string | null>(null);
  const userId = session.authUser?.userId ?? null;
  const showing = session.isUserLoaded && session.isAuthenticated;
  useEffect(() => {
    if (showing) shownTo.current = userId;
  });
  if (!session.isUserLoaded) return <Waiting />;
  if (!session.isAuthenticated) {
    const from = location.pathname + location.search;
    const state: ReturnTo | undefined = from === '/' ? undefined : { from, of: shownTo.current };
    return <Navigate to="/login" replace state={state} />;
  }
  if (shownTo.current !== null && shownTo.current !== userId) return <Navigate to={landingOf(session)} replace />;
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
    if (leaveFor !== '/home') {
      void navigate(leaveFor, { replace: true });
      return undefined;
    }
    // The home page's answer has come: shell and page render and commit in this task, not as a transition sliced
    // over several (measured: one long task instead of about ten 5 ms slices with frames in between).
    void landingReady(userId).then(() => live && navigate(leaveFor, { replace: true, flushSync: true }));
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
    // The page asked for before signing in; one left by another user who signed out is not theirs to return to.
    const back = location.state as ReturnTo | null;
    leaveFor = back?.from && (!back.of || back.of === session.authUser?.userId) ? back.from : landingOf(session);
  }
  return (
    <GuestPage leaveFor={leaveFor} userId={session.authUser?.userId ?? null}>
      {leaveFor === null || shown.current ? children : null}
    </GuestPage>
  );
}
