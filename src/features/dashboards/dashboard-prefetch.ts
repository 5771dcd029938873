/**
 * A dashboard as it arrives: parsed once, with the widget chunks of the state it opens with loading and that
 * state's subscriptions started (the runtime's widgets adopt them). `<iot-dashboard>` starts this in its prepare
 * step, through its dashboard session (dashboard-session.ts); a view without one starts it when it mounts.
 */
import type { Dashboard } from '../../api/dashboards';
import type { AliasUser } from './data/alias-filters';
import type { DashboardDataSource } from './data/data-source';
import { parseDashboard, type DashboardModel } from './model/dashboard-model';
import { startOpeningSubscriptions, type EarlySubscriptions } from './runtime/early-subscriptions';
import { preloadOpeningWidgets } from './runtime/widget-preload';

export interface LoadedDashboard {
  raw: Dashboard;
  model: DashboardModel;
  /** The opening state's subscriptions; whoever takes the dashboard runs (or stops) them. */
  early: EarlySubscriptions | null;
}

/** Where the dashboard will run: its data source and user (read when the dashboard arrives). */
export type RunsWith = () => { dataSource: DashboardDataSource; user: AliasUser };

/**
 * Parse a dashboard once it arrives, start loading the widget chunks of the state it opens with and start that
 * state's subscriptions.
 */
export function loadDashboard(
  request: Promise<Dashboard>,
  state: string | null | undefined,
  runsWith: RunsWith,
): Promise<LoadedDashboard> {
  return request.then((raw) => {
    const model = parseDashboard(raw);
    preloadOpeningWidgets(model, state);
    const { dataSource, user } = runsWith();
    return { raw, model, early: startOpeningSubscriptions(model, state, dataSource, user) };
  });
}
