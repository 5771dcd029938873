/**
 * Code-split components without `<Suspense>`. React 19 holds back the commit of a resolved Suspense boundary until
 * 300 ms after the last fallback appeared anywhere on the root, so a dashboard whose widgets suspend on their chunks
 * paints its first data up to 300 ms late. Here a component whose chunk has arrived renders synchronously, one still
 * loading renders the caller's placeholder and re-renders through an ordinary update when it arrives, and a chunk
 * that failed throws its error during render, for the nearest error boundary.
 */
import { useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { whenIdle } from '../../lib/when-idle';

/** Where a lazy component stands. */
export type Status<P> =
  { state: 'idle' | 'pending' } | { state: 'ready'; component: ComponentType<P> } | { state: 'failed'; error: unknown };

export interface LazyComponent<P> {
  /** Start loading (idempotent); resolves when the component is ready or has failed. */
  load(): Promise<void>;
  /** Where loading stands: a new object each time it changes (a snapshot for useSyncExternalStore). */
  status(): Status<P>;
  subscribe(listener: () => void): () => void;
}

export function lazyComponent<P>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let status: Status<P> = { state: 'idle' };
  let promise: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const settle = (next: Status<P>) => {
    status = next;
    for (const l of [...listeners]) l();
  };
  const handle: LazyComponent<P> = {
    load() {
      if (!promise) {
        status = { state: 'pending' };
        promise = load().then(
          (component) => settle({ state: 'ready', component }),
          (error: unknown) => settle({ state: 'failed', error }),
        );
      }
      return promise;
    },
    status: () => status,
    subscribe(listener) {
      listeners.add(listener);
      void handle.load();
      return () => listeners.delete(listener);
    },
  };
  return handle;
}

/** The component of `lazy`, or null while its chunk loads (rendering starts the load); a failed load throws. */
export function useLazyComponent<P>(lazy: LazyComponent<P>): ComponentType<P> | null {
  void lazy.load();
  const status = useSyncExternalStore(lazy.subscribe, lazy.status);
  if (status.state === 'failed') throw status.error;
  return status.state === 'ready' ? status.component : null;
}

/** Render `lazy` with `props` once it has loaded, `fallback` until then. */
export function LazyRender<P extends object>({
  lazy,
  props,
  fallback = null,
}: {
  lazy: LazyComponent<P>;
  props: P;
  fallback?: ReactNode;
}) {
  const Loaded = useLazyComponent(lazy);
  return Loaded ? <Loaded {...props} /> : <>{fallback}</>;
}

/** A component that renders `fallback` until the loaded one is ready, then the loaded one with the same props. */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> & { preload(): Promise<void> } {
  const lazy = lazyComponent(load);
  function Deferred(props: P) {
    return <LazyRender lazy={lazy} props={props} fallback={fallback} />;
  }
  Deferred.preload = () => lazy.load();
  return Deferred;
}

/** Anything that can start loading its chunk. */
type Loadable = Pick<LazyComponent<never>, 'load'>;

/**
 * Loads `next` (the screens that usually follow this one) once `after` has loaded and the page is idle: e.g. the
 * console's shell and home page while the sign-in form is being filled in, so signing in does not wait for their
 * chunks. Renders nothing; leaving before the page was idle loads nothing.
 */
export function PreloadWhenIdle({ after, next }: { after: Loadable; next: readonly Loadable[] }) {
  useEffect(() => {
    let cancel = () => {};
    let left = false;
    void after.load().then(() => {
      if (left) return;
      cancel = whenIdle(() => next.forEach((l) => void l.load()));
    });
    return () => {
      left = true;
      cancel();
    };
  }, [after, next]);
  return null;
}
