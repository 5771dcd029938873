/**
 * Route guards (seed 000 §2 "Route guard", first slice): wait for the user, send guests to login remembering
 * where they wanted to go, and send signed-in users away from the public pages.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../session/use-session';
import { ProgressBar } from '../ui/progress-bar/progress-bar';

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
  return <>{children}</>;
}

export function RequireGuest({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session.isUserLoaded && session.status === 'loading' && !session.authUser) return <Waiting />;
  if (session.isAuthenticated) {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from ?? '/'} replace />;
  }
  return <>{children}</>;
}
