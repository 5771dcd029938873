/**
 * Loading for the editable dashboard page (the console's): the dashboard from the server, replaceable after a
 * save, and the signed-in user as alias filters see it. `<iot-dashboard>` keeps its own lean copy in dashboard-view.tsx.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import styled from 'styled-components';
import { getDashboard } from '../../../api/dashboards';
import type { ApiError } from '../../../api/http';
import { useSession } from '../../../session/use-session';
import { parseDashboard, type DashboardModel } from '../model/dashboard-model';

export const ErrorBox = styled.div`
  padding: 24px;
  color: var(--iot-color-warn, #d32f2f);
`;

export interface LoadedDashboard {
  id: string;
  raw: unknown;
  model: DashboardModel;
}

export function useLoadedDashboard(dashboardId: string) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<LoadedDashboard | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const ctrl = new AbortController();
    setError(null);
    getDashboard(dashboardId, { signal: ctrl.signal, ignoreErrors: true }).then(
      (raw) => setLoaded({ id: dashboardId, raw, model: parseDashboard(raw) }),
      (e: ApiError) => !ctrl.signal.aborted && setError(e.message || t('dashboard.load-failed')),
    );
    return () => ctrl.abort();
  }, [dashboardId, t]);
  return { loaded: loaded?.id === dashboardId ? loaded : null, error, setLoaded };
}

export function useRuntimeUser() {
  const session = useSession();
  return useMemo(
    () => ({
      tenantId: session.authUser?.tenantId,
      customerId: session.authUser?.customerId,
      userId: session.authUser?.userId,
      authority: session.authUser?.authority,
    }),
    [session.authUser],
  );
}
