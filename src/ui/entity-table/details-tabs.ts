/**
 * The tabs of a details drawer, given as a list or as a loader of one. A loader keeps the tabs' code (and the REST
 * domains behind them: alarms, events, relations, telemetry, audit logs) out of a list's first page: it runs when a
 * drawer first opens, and its result is kept for every later drawer of the same config.
 */
import { useEffect, useState } from 'react';
import type { DetailsConfig, DetailsTab } from './entity-table-types';

type Tabs<T> = NonNullable<DetailsConfig<T>['tabs']>;
type TabsLoader<T> = () => Promise<readonly DetailsTab<T>[]>;

const loaded = new WeakMap<TabsLoader<never>, readonly DetailsTab<never>[]>();
const NONE: readonly DetailsTab<never>[] = [];

/** The drawer's tabs: at once when listed or already loaded, else none until the loader has answered. */
export function useDetailsTabs<T>(tabs: Tabs<T> | undefined): readonly DetailsTab<T>[] {
  const loader = typeof tabs === 'function' ? (tabs as TabsLoader<never>) : null;
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (!loader || loaded.has(loader)) return;
    let live = true;
    loader().then(
      (list) => {
        loaded.set(loader, list);
        if (live) setVersion((n) => n + 1);
      },
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [loader]);
  // A tab set whose code failed to load is the nearest error boundary's to report.
  if (failure) throw failure.error;
  if (!loader) return (tabs as readonly DetailsTab<T>[] | undefined) ?? NONE;
  return (loaded.get(loader) ?? NONE) as readonly DetailsTab<T>[];
}
