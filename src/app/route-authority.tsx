/**
 * Per-route allowed authorities: navigating to a place the user's role may not
 * open (or an edge page without edge support, or the profile as a public user) is cancelled and the forbidden
 * dialog shows. Arriving there directly (initial path, reload) shows the dialog over an empty "no access" page.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../session/use-session';
import { LockIcon } from '../ui/icons/nav-icons';
import { isPathAllowed } from './place-access';
import type { RouteViewer } from './route-handle';
import { useAppDialogs } from './shell/app-dialogs';
import { EmptyState } from './pages/empty-state';

/**
 * Wraps the shell's outlet. The router's one blocker belongs to src/host (the `iot-navigate` request), so a
 * forbidden navigation is cancelled by returning to the last allowed location (replacing the entry).
 */
export function RouteAuthority({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const dialogs = useAppDialogs();
  const lastAllowed = useRef<string | null>(null);
  const viewer: RouteViewer = {
    authority: session.authUser?.authority,
    edgesSupportEnabled: session.edgesSupportEnabled,
    isPublic: !!session.authUser?.isPublic,
  };
  const here = location.pathname + location.search;
  const allowed = !session.authUser || isPathAllowed(location.pathname, viewer);
  useEffect(() => {
    if (allowed) {
      lastAllowed.current = here;
      return;
    }
    void dialogs.forbidden();
    if (lastAllowed.current !== null) navigate(lastAllowed.current, { replace: true });
  }, [allowed, here, dialogs, navigate]);
  if (allowed) return <>{children}</>;
  return (
    <EmptyState
      icon={LockIcon}
      title={t('access.access-forbidden')}
      text={t('access.access-forbidden-text')}
      testId="forbidden-page"
    />
  );
}
