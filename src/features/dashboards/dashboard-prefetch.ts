/**
 * A dashboard fetched before its view mounts: `<iot-dashboard>` starts the request (then the widget chunks and
 * the subscriptions of its opening state) while the locale and React start up; the view then takes the answer
 * instead of asking again. An entry is taken once and kept for a few seconds only, so a view never shows an old copy.
 */
import { getDashboard, type Dashboard } from '../../api/dashboards';
import { getSession } from '../../session/session';
import { aliasUserOf, type AliasUser } from './data/alias-filters';
import type { DashboardDataSource } from './data/data-source';
import { liveDataSource } from './data/live-data-source';
import { parseDashboard, type DashboardModel } from './model/dashboard-model';
import { startOpeningSubscriptions } from './runtime/early-subscriptions';
import { preloadOpeningWidgets } from './runtime/widget-preload';

const KEEP_MS = 10_000;

export interface LoadedDashboard {
  raw: Dashboard;
  model: DashboardModel;
}

/** Where the dashboard will run: its data source and user (read when the dashboard arrives). */
export type RunsWith = () => { dataSource: DashboardDataSource; user: AliasUser };

/**
 * Parse a dashboard once it arrives, start loading the widget chunks of the state it opens with and start that
 * state's subscriptions (the runtime's widgets adopt them).
 */
export function loadDashboard(request: Promise<Dashboard>, state: string | null | undefined, runsWith: RunsWith): Promise<LoadedDashboard> {
  return request.then((raw) => {
    const model = parseDashboard(raw);
    preloadOpeningWidgets(model, state);
    const { dataSource, user } = runsWith();
    startOpeningSubscriptions(model, state, dataSource, user);
    return { raw, model };
  });
}

const pending = new Map<string, { at: number; dashboard: Promise<LoadedDashboard> }>();

/**
 * Fetch dashboard `id` once `signedIn` resolves, and preload the widgets of the state it opens with. The request is
 * registered at once, so a view that mounts before the sign-in finishes still takes it instead of asking again.
 */
export function prefetchDashboard(id: string, state: string | null, signedIn: Promise<void>): void {
  const known = pending.get(id);
  if (known && Date.now() - known.at < KEEP_MS) return;
  const runsWith = () => ({ dataSource: liveDataSource(), user: aliasUserOf(getSession().getSnapshot().authUser) });
  const dashboard = loadDashboard(signedIn.then(() => getDashboard(id, { ignoreErrors: true })), state, runsWith);
  pending.set(id, { at: Date.now(), dashboard });
  // The page's socket can shake hands while the dashboard and its widget chunks download.
  signedIn.then(() => liveDataSource().preconnect?.(), () => undefined);
  dashboard.catch(() => pending.get(id)?.dashboard === dashboard && pending.delete(id));
}

/** The prefetched dashboard `id` (parsed, its widgets loading), if one is fresh; it is handed out once. */
export function takePrefetchedDashboard(id: string): Promise<LoadedDashboard> | null {
  const known = pending.get(id);
  pending.delete(id);
  return known && Date.now() - known.at < KEEP_MS ? known.dashboard : null;
}
