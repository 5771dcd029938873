/**
 * Per-route allowed authorities: navigating to a place the user's role may not
 * open (or an edge page without edge support, or the profile as a public user) is cancelled and the forbidden
 * dialog shows. Arriving there directly (initial path, reload) shows the dialog over an empty "no access" page.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../session/use-session';
import { LockIcon } from '../ui/icons/nav-icons';
import { GROUPS, PLACES, placeForPath } from './menu';
import type { RouteViewer } from './route-handle';
import { useAppDialogs } from './shell/app-dialogs';
import { EmptyState } from './pages/empty-state';

/** Whether `viewer` may open `pathname` (paths outside the menu are open to every signed-in user). */
export function isPathAllowed(pathname: string, viewer: RouteViewer): boolean {
  if (pathname === '/profile' || pathname.startsWith('/profile/')) return !viewer.isPublic;
  const ok = (p: (typeof PLACES)[number]) =>
    !!viewer.authority &&
    (p.authorities as readonly string[]).includes(viewer.authority) &&
    (!p.edgeOnly || viewer.edgesSupportEnabled);
  const place = placeForPath(pathname);
  if (place) return ok(place);
  const group = Object.values(GROUPS).find((g) => pathname === g.path || pathname.startsWith(`${g.path}/`));
  return group ? PLACES.some((p) => p.group === group.id && ok(p)) : true;
}

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
