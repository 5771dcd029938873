/**
 * Where a signed-in user lands and where a user with a forced fullscreen dashboard may go
 * (default landing and the forced-place rule). Pure functions.
 */
import type { SessionState } from '../session/session';

type LandingState = Pick<
  SessionState,
  'authUser' | 'userDetails' | 'forceFullscreen' | 'allowedDashboardIds' | 'lastPublicDashboardId'
>;

function info(s: LandingState): Record<string, unknown> {
  return (s.userDetails?.additionalInfo as Record<string, unknown> | null | undefined) ?? {};
}

/** Home; `dashboards/{id}` for a default dashboard (`dashboard/{id}` when fullscreen is forced); public users go to their last public dashboard. */
export function defaultPlace(s: LandingState): string {
  if (s.authUser?.isPublic) return s.lastPublicDashboardId ? `/dashboard/${s.lastPublicDashboardId}` : '/';
  const id = info(s).defaultDashboardId;
  if (typeof id === 'string' && id && s.authUser?.authority !== 'SYS_ADMIN') {
    return s.forceFullscreen ? `/dashboard/${id}` : `/dashboards/${id}`;
  }
  return '/';
}

const DASHBOARD_PATH = /^\/dashboards?\/([^/?#]+)/;

/**
 * Forced-place rule: a tenant admin or customer user with a forced fullscreen default dashboard, or a public user,
 * may open only dashboards in the allowed list (public users: any dashboard they reach by link), or the profile page
 * when they have a profile (not public).
 */
export function isAllowedPlace(path: string, s: LandingState): boolean {
  if (!s.forceFullscreen) return true;
  if (path === '/profile') return !s.authUser?.isPublic;
  const match = DASHBOARD_PATH.exec(path);
  if (!match) return false;
  return s.authUser?.isPublic === true || s.allowedDashboardIds.includes(match[1]!);
}
