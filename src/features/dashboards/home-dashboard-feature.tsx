/**
 * The home dashboard on `/home`, as ThingsBoard 3.3.1 shows it: when the user, the user's customer or the tenant
 * names a home dashboard (GET /api/dashboard/home), the home page is that dashboard, run by the dashboard runtime
 * with its toolbar hidden unless the setting says otherwise. Its state travels in the `state` query parameter, as on
 * the dashboard pages.
 */
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { HomeDashboard } from '../../api/home-dashboard';
import { useDomRoot } from '../../ui/dom-root';
import { DashboardView } from './dashboard-view';
import { useColorScheme } from './runtime/use-theme';

const Fill = styled.div`
  display: flex;
  flex-direction: column;
  height: calc(100vh - 64px);
  min-height: 320px;
`;

export interface HomeDashboardFeatureProps {
  dashboard: HomeDashboard;
}

export function HomeDashboardFeature({ dashboard }: HomeDashboardFeatureProps) {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const { host } = useDomRoot();
  const theme = useColorScheme(host.getAttribute('theme'));
  const onStateChange = useCallback(
    (state: string) => {
      const next = new URLSearchParams(search);
      next.set('state', state);
      setSearch(next);
    },
    [search, setSearch],
  );
  // The dashboard as the runtime loads it (the flag is the home setting's, not the dashboard's); kept stable.
  const raw = useMemo(() => {
    const { hideDashboardToolbar: _flag, ...rest } = dashboard;
    return rest;
  }, [dashboard]);
  const hideDashboardToolbar = dashboard.hideDashboardToolbar;
  return (
    <Fill data-testid="home-dashboard" data-hide-toolbar={hideDashboardToolbar !== false}>
      <DashboardView
        dashboardId={dashboard.id.id}
        dashboard={raw}
        state={search.get('state')}
        onStateChange={onStateChange}
        theme={theme}
        hideToolbar={hideDashboardToolbar !== false}
        navigate={(p) => navigate(p)}
        onOpenDashboard={(id, st) => navigate(`/dashboards/${id}?state=${encodeURIComponent(st)}`)}
      />
    </Fill>
  );
}
