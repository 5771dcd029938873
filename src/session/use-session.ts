/** The only React file in src/session: reads the shared handle through useSyncExternalStore. */
import { createContext, useContext, useSyncExternalStore } from 'react';
import { loadingTracker } from '../api/loading-tracker';
import { getSession, type SessionState } from './session';

/**
 * A session state that a subtree is rendered for instead of the page's. Only the sign-in warm-up uses it: it renders
 * the signed-in screens, out of sight, for a stand-in user while the sign-in form waits for the real one.
 */
export const SessionStateOverride = createContext<Readonly<SessionState> | null>(null);

export function useSession(): Readonly<SessionState> {
  const session = getSession();
  const shared = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  return useContext(SessionStateOverride) ?? shared;
}

/** The global loading flag (first tracked request starts it, the last one ends it). */
export function useLoading(): boolean {
  return useSyncExternalStore(loadingTracker.subscribe, loadingTracker.isLoading, loadingTracker.isLoading);
}
