/**
 * Console routes `/dashboards/:dashboardId` (inside the shell) and `/dashboard/:dashboardId` (fullscreen): the
 * dashboard runtime with its state in the `state` query parameter, as ThingsBoard links carry it.
 */
import { useCallback } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from '../../session/use-session';
import { useDomRoot } from '../../ui/dom-root';
import { DashboardView } from './dashboard-view';
import { EditableDashboardView } from './editable-dashboard-view';
import { useColorScheme } from './runtime/use-theme';

const Full = styled.div<{ $fixed: boolean }>`
  display: flex;
  flex-direction: column;
  height: ${(p) => (p.$fixed ? '100vh' : 'calc(100vh - 64px)')};
  min-height: 320px;
`;

function useDashboardRoute() {
  const { dashboardId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const onStateChange = useCallback(
    (state: string) => {
      const next = new URLSearchParams(search);
      next.set('state', state);
      setSearch(next, { replace: false });
    },
    [search, setSearch],
  );
  return { dashboardId, state: search.get('state'), onStateChange, navigate };
}

/** `/dashboards/:dashboardId` inside the console shell. */
export function DashboardPage() {
  const { dashboardId, state, onStateChange, navigate } = useDashboardRoute();
  const { host } = useDomRoot();
  const theme = useColorScheme(host.getAttribute('theme'));
  return (
    <Full $fixed={false}>
      <EditableDashboardView
        dashboardId={dashboardId}
        state={state}
        onStateChange={onStateChange}
        theme={theme}
        navigate={(p) => navigate(p)}
        onOpenDashboard={(id, st) => navigate(`/dashboards/${id}?state=${encodeURIComponent(st)}`)}
      />
    </Full>
  );
}

/** `/dashboard/:dashboardId`: fullscreen, outside the shell; public users get no way out. */
export function FullscreenDashboardPage() {
  const { dashboardId, state, onStateChange, navigate } = useDashboardRoute();
  const session = useSession();
  const { host } = useDomRoot();
  const theme = useColorScheme(host.getAttribute('theme'));
  const hideToolbar = new URLSearchParams(globalThis.location?.search ?? '').get('hideToolbar') === 'true';
  return (
    <Full $fixed>
      <DashboardView
        dashboardId={dashboardId}
        state={state}
        onStateChange={onStateChange}
        theme={theme}
        hideToolbar={hideToolbar}
        canFullscreen={!session.authUser?.isPublic}
        navigate={(p) => navigate(p)}
        onOpenDashboard={(id, st) => navigate(`/dashboard/${id}?state=${encodeURIComponent(st)}`)}
      />
    </Full>
  );
}
