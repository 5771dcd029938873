/**
 * What one dashboard element hands from its prepare step to the components it renders: the dashboard fetched
 * before its view mounts (with the widget chunks and subscriptions of its opening state), and the requests its
 * widgets share (custom widget types). `<iot-dashboard>` creates one per element when it is connected and disposes
 * it when it is removed; a view without an element (the console's routes) has its own. Two elements on one page
 * never share one.
 */
import { createContext, useContext, useEffect, useState } from 'react';
import { getDashboard } from '../../api/dashboards';
import { getSession } from '../../session/session';
import type { loadDashboard, LoadedDashboard } from './dashboard-prefetch';
import type { aliasUserOf } from './data/alias-filters';
import type { liveDataSource } from './data/live-data-source';
import type { SharedRequests } from './runtime/shared-requests';

/** What running a prefetched dashboard takes from the runtime (`<iot-dashboard>` loads it as a lazy chunk). */
export interface PrefetchRuntime {
  loadDashboard: typeof loadDashboard;
  liveDataSource: typeof liveDataSource;
  aliasUserOf: typeof aliasUserOf;
}

interface Prefetch {
  id: string;
  abort: AbortController;
  dashboard: Promise<LoadedDashboard>;
}

/** One element's dashboard hand-off. */
export class DashboardSession implements SharedRequests {
  private pending: Prefetch | null = null;
  /** The dashboard a view has taken (or fetched itself): asking for it again starts no second fetch. */
  private shown: string | null = null;
  private readonly shared = new Map<string, { at: number; value: Promise<unknown> }>();
  private disposedFlag = false;

  get disposed(): boolean {
    return this.disposedFlag;
  }

  /** The dashboard id fetched ahead and not taken yet, if any. */
  get prefetching(): string | null {
    return this.pending?.id ?? null;
  }

  /**
   * Fetch dashboard `id` once `signedIn` resolves, and start the widgets and subscriptions of the state it opens
   * with. The request is registered at once, so a view that mounts before the sign-in finishes still takes it
   * instead of asking again; a dashboard the element already shows is not fetched again. `runtime` may still be
   * downloading: the request does not wait for it, only parsing the dashboard and starting its subscriptions do.
   */
  prefetch(id: string, state: string | null, signedIn: Promise<void>, runtime: Promise<PrefetchRuntime>): void {
    if (this.disposedFlag || this.shown === id || this.pending?.id === id) return;
    this.drop();
    const abort = new AbortController();
    const request = signedIn.then(() => getDashboard(id, { ignoreErrors: true, signal: abort.signal }));
    request.catch(() => undefined); // its failure is reported through `dashboard`, possibly after the chunk arrives
    const dashboard = runtime.then(({ loadDashboard, liveDataSource, aliasUserOf }) =>
      loadDashboard(request, state, () => ({
        dataSource: liveDataSource(),
        user: aliasUserOf(getSession().getSnapshot().authUser),
      })),
    );
    const entry: Prefetch = { id, abort, dashboard };
    this.pending = entry;
    // The page's socket can shake hands while the dashboard and its widget chunks download.
    Promise.all([runtime, signedIn]).then(
      ([{ liveDataSource }]) => !abort.signal.aborted && liveDataSource().preconnect?.(),
      () => undefined,
    );
    entry.dashboard.catch(() => this.pending === entry && (this.pending = null));
  }

  /** The prefetched dashboard `id` (parsed, its widgets loading), handed out once; null when the view must fetch it. */
  take(id: string): Promise<LoadedDashboard> | null {
    this.shown = id;
    const entry = this.pending?.id === id ? this.pending : null;
    if (entry) this.pending = null;
    return entry?.dashboard ?? null;
  }

  /** One promise per `key` for every widget of this element that asks within `keepMs`; a failure is forgotten at once. */
  share<T>(key: string, keepMs: number, load: () => Promise<T>): Promise<T> {
    const known = this.shared.get(key);
    if (known && Date.now() - known.at < keepMs) return known.value as Promise<T>;
    const value = load();
    this.shared.set(key, { at: Date.now(), value });
    value.catch(() => this.shared.get(key)?.value === value && this.shared.delete(key));
    return value;
  }

  /** The element is gone: a fetch in flight is cancelled and subscriptions no view took are stopped. */
  dispose(): void {
    this.disposedFlag = true;
    this.drop();
    this.shared.clear();
  }

  private drop(): void {
    const entry = this.pending;
    this.pending = null;
    if (!entry) return;
    entry.abort.abort();
    entry.dashboard.then(
      (loaded) => loaded.early?.stop(),
      () => undefined,
    );
  }
}

export const DashboardSessionContext = createContext<DashboardSession | null>(null);

/** The element's dashboard session, else one of this component's own, disposed when it unmounts. */
export function useOwnDashboardSession(): DashboardSession {
  const outer = useContext(DashboardSessionContext);
  const [own] = useState(() => new DashboardSession());
  useEffect(() => () => own.dispose(), [own]);
  return outer ?? own;
}
