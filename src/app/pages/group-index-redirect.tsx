/** The index of a menu group: redirects to its first page the user may open. */
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../../session/use-session';
import { GROUPS, placesFor } from '../menu';

/** `/settings`, `/edgeManagement`: go to the group's first page this user may open. */
export function GroupIndexRedirect() {
  const { pathname } = useLocation();
  const session = useSession();
  const group = Object.values(GROUPS).find((g) => pathname.startsWith(g.path));
  const first = placesFor({
    authority: session.authUser?.authority,
    edgesSupportEnabled: session.edgesSupportEnabled,
  }).find((p) => p.group === group?.id);
  return <Navigate to={first?.path ?? '/home'} replace />;
}
