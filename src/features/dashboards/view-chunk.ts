/**
 * The dashboard view with everything running a dashboard takes (model, runtime, subscriptions, socket, widget
 * registry), as one lazy chunk for `<iot-dashboard>`: the view, and what its prepare step's prefetch runs
 * (PrefetchRuntime in dashboard-session.ts).
 */
export { DashboardView } from './dashboard-view';
export { loadDashboard } from './dashboard-prefetch';
export { aliasUserOf } from './data/alias-filters';
export { liveDataSource } from './data/live-data-source';
