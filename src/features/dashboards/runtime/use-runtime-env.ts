/**
 * The environment of a running dashboard: alias resolution for the current state (with the entity selector's
 * picks), dashboard filters, each widget's effective timewindow (its subscription computes its window from it, the
 * server clock offset and max datapoints), the server clock, the 1 s tick (paused in hidden tabs) and the
 * connection status.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EntityId } from '../../../api/entity';
import type { Timewindow } from '../../../ui/timewindow/timewindow-model';
import { aliasToEntityFilter, type AliasUser, type StateParams } from '../data/alias-filters';
import type { DashboardDataSource, WsStatus } from '../data/data-source';
import { datasourceKeyFilters, type DashboardFilter } from '../data/key-filters';
import type { DashboardModel } from '../model/dashboard-model';
import type { DashboardWidget } from '../model/widget-config';
import { ServerClock } from '../time/clock';
import { widgetTimewindow } from '../time/subscription-window';

/** Alias `aliasId` of `model` for the state `params` and `user`, or the entity picked for it in the toolbar. */
export function resolveAliasIn(
  model: DashboardModel,
  aliasId: string | null | undefined,
  params: StateParams,
  user: AliasUser,
  overrides: Record<string, EntityId> = {},
) {
  const alias = aliasId ? model.entityAliases[aliasId] : undefined;
  if (!alias) return null;
  const picked = overrides[alias.id];
  const resolved = picked
    ? {
        entityFilter: { type: 'singleEntity' as const, singleEntity: picked },
        resolveMultiple: false,
        stateEntity: false,
      }
    : aliasToEntityFilter(alias.filter, params, user);
  return { resolved, aliasName: alias.alias };
}

export function useTicker(): (cb: () => void) => () => void {
  const tickers = useRef(new Set<() => void>());
  useEffect(() => {
    const id = setInterval(() => {
      if (typeof document !== 'undefined' && document.hidden) return;
      for (const t of tickers.current) t();
    }, 1000);
    return () => clearInterval(id);
  }, []);
  return useCallback((cb: () => void) => {
    tickers.current.add(cb);
    return () => tickers.current.delete(cb);
  }, []);
}

export function useStatus(dataSource: DashboardDataSource): WsStatus {
  const [status, setStatus] = useState<WsStatus>(() => dataSource.status());
  useEffect(() => {
    setStatus(dataSource.status());
    return dataSource.onStatus(setStatus);
  }, [dataSource]);
  return status;
}

export function useServerClock(dataSource: DashboardDataSource): ServerClock {
  const [clock] = useState(() => new ServerClock(() => dataSource.serverTime()));
  useEffect(() => {
    void clock.get();
    // A new dashboard (navigation) measures again.
    return () => clock.reset();
  }, [clock]);
  return clock;
}

export interface EnvInput {
  model: DashboardModel;
  user: AliasUser;
  params: StateParams;
  overrides: Record<string, EntityId>;
  filters: Record<string, DashboardFilter>;
  dashboardTimewindow: Timewindow | null;
  widgetTimewindows: Record<string, Timewindow>;
}

export function useRuntimeEnv(input: EnvInput) {
  const { model, user, params, overrides, filters, dashboardTimewindow, widgetTimewindows } = input;
  const resolveAlias = useCallback(
    (aliasId: string | null | undefined) => resolveAliasIn(model, aliasId, params, user, overrides),
    [model, overrides, params, user],
  );
  const keyFilters = useCallback(
    (filterId: string | null | undefined) => datasourceKeyFilters(filters, filterId),
    [filters],
  );
  const timewindowOf = useCallback(
    (widget: DashboardWidget) => widgetTimewindows[widget.id] ?? widgetTimewindow(dashboardTimewindow, widget.config),
    [dashboardTimewindow, widgetTimewindows],
  );
  // Subscriptions restart when what they resolve against changes (state params, picks, filters).
  const envKey = useMemo(() => JSON.stringify([params, overrides, filters]), [params, overrides, filters]);
  const [envVersion, setEnvVersion] = useState(0);
  const lastKey = useRef(envKey);
  useEffect(() => {
    if (lastKey.current === envKey) return;
    lastKey.current = envKey;
    setEnvVersion((v) => v + 1);
  }, [envKey]);
  return { resolveAlias, keyFilters, timewindowOf, envVersion };
}
