/**
 * Route guards (seed 000 §2 "Route guard"): wait for the user; guests go to login with the requested URL
 * remembered; signed-in users leave the public pages for their default place; users held to a forced fullscreen
 * dashboard (and public users) stay inside the places the forced-place rule allows.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../session/use-session';
import { ProgressBar } from '../ui/progress-bar/progress-bar';
import { defaultPlace, isAllowedPlace } from './landing';

function Waiting() {
  const { t } = useTranslation();
  return <ProgressBar label={t('common.loading')} />;
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session.isUserLoaded) return <Waiting />;
  if (!session.isAuthenticated) {
    const from = location.pathname + location.search;
    return <Navigate to="/login" replace state={from === '/' ? undefined : { from }} />;
  }
  if (!isAllowedPlace(location.pathname, session)) return <Navigate to={defaultPlace(session)} replace />;
  if (location.pathname === '/' && defaultPlace(session) !== '/') return <Navigate to={defaultPlace(session)} replace />;
  return <>{children}</>;
}

export function RequireGuest({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session.isUserLoaded && session.status === 'loading' && !session.authUser) return <Waiting />;
  if (session.isAuthenticated) {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from ?? defaultPlace(session)} replace />;
  }
  return <>{children}</>;
}
