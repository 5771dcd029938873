/**
 * Which signed-in users may open a path: the places' allowed authorities from menu.ts, edge places only with edge
 * support, the profile for every user but a public one. Pure, kept apart from the route guard's React code so the
 * console's first chunk can check a path without carrying the forbidden page and dialog.
 */
import { GROUPS, PLACES, placeForPath } from './menu';
import type { RouteViewer } from './route-handle';

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
