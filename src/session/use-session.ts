/** The only React file in src/session: reads the shared handle through useSyncExternalStore. */
import { useSyncExternalStore } from 'react';
import { loadingTracker } from '../api/loading-tracker';
import { getSession, type SessionState } from './session';

export function useSession(): Readonly<SessionState> {
  const session = getSession();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}

/** The global loading flag (first tracked request starts it, the last one ends it). */
export function useLoading(): boolean {
  return useSyncExternalStore(loadingTracker.subscribe, loadingTracker.isLoading, loadingTracker.isLoading);
}
