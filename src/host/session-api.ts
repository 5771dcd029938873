/**
 * The host session API as `loader.js` exports it: the same functions as host-session.ts, whose code (the session,
 * the API layer) loads on the first call, so a page that only loads elements pays nothing for it up front.
 */
import type { PasswordCredentials, ServerOption, SessionInfo, TokenCredentials } from './host-session';

export type { PasswordCredentials, ServerOption, SessionInfo, TokenCredentials };

const load = () => import('./host-session');

/** See host-session.ts `signIn`. */
export async function signIn(credentials: PasswordCredentials): Promise<SessionInfo> {
  return (await load()).signIn(credentials);
}

/** See host-session.ts `signInWithTokens`. */
export async function signInWithTokens(credentials: TokenCredentials): Promise<SessionInfo> {
  return (await load()).signInWithTokens(credentials);
}

/** See host-session.ts `signOut`. */
export async function signOut(): Promise<void> {
  return (await load()).signOut();
}

/** See host-session.ts `getSession`. */
export async function getSession(options?: ServerOption): Promise<SessionInfo> {
  return (await load()).getSession(options);
}

/** See host-session.ts `onSessionChange` (first call: the session once known); stopping works before the code has loaded too. */
export function onSessionChange(callback: (session: SessionInfo) => void): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  void load().then((m) => {
    if (!stopped) stop = m.onSessionChange(callback);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}
