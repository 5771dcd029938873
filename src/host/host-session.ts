/**
 * The session API a host page uses without `<iot-console>`: sign in with a password or with tokens it already
 * holds, sign out, read who is signed in, and hear about changes. It drives the page's one session, so every
 * element on the page (loaded before or after) follows. `apiUrl` points the page at a ThingsBoard on another
 * origin; its tokens are then kept apart from the page origin's.
 */
import type { ApiError } from '../api/api-error';
import { getSession as sessionHandle } from '../session/session';
import { watchSessionChanges, type SessionInfo } from '../session/session-events';
import { applyServer } from './api-wiring';

export type { SessionInfo };

export interface ServerOption {
  /** ThingsBoard root URL (default: the page's origin, or the `api-url` an element already set). */
  apiUrl?: string;
}

export interface PasswordCredentials extends ServerOption {
  username: string;
  password: string;
}

export interface TokenCredentials extends ServerOption {
  /** A ThingsBoard access token (`X-Authorization: Bearer …`). */
  token: string;
  refreshToken: string;
}

/** Resolves once the session is not loading (a restore, or a user being loaded after a sign-in elsewhere). */
function settled(): Promise<void> {
  const s = sessionHandle();
  if (s.getSnapshot().status !== 'loading') return Promise.resolve();
  return new Promise((resolve) => {
    const stop = s.subscribe(() => s.getSnapshot().status !== 'loading' && (stop(), resolve()));
  });
}

function signedInOrThrow(): SessionInfo {
  const s = sessionHandle();
  const info = s.info();
  if (!info.authenticated) throw new Error(s.getSnapshot().error ?? 'access.unauthorized');
  return info;
}

/**
 * Sign in with a username (email) and password. Resolves with the signed-in session once the user is loaded;
 * rejects with ThingsBoard's error (`status`, `errorCode`, `message`, e.g. 401 "Invalid username or password").
 */
export async function signIn({ username, password, apiUrl }: PasswordCredentials): Promise<SessionInfo> {
  applyServer(apiUrl);
  await sessionHandle().login(username, password);
  return signedInOrThrow();
}

/** Adopt a token pair the host already holds (from its own back end, say). Rejects when the pair is unusable. */
export async function signInWithTokens({ token, refreshToken, apiUrl }: TokenCredentials): Promise<SessionInfo> {
  applyServer(apiUrl);
  await sessionHandle().adoptTokens(token, refreshToken);
  return signedInOrThrow();
}

/** Sign out (ThingsBoard's logout call, then the tokens are forgotten whatever the server says). */
export async function signOut(): Promise<void> {
  applyServer(undefined);
  await sessionHandle().logout();
}

/** The session once the stored one (if any) has been restored: who is signed in, or `authenticated: false`. */
export async function getSession({ apiUrl }: ServerOption = {}): Promise<SessionInfo> {
  applyServer(apiUrl);
  await sessionHandle().restore();
  await settled();
  return sessionHandle().info();
}

/**
 * Call `callback` with the session once it is known (a stored one restored first), then after every change of who
 * is signed in (sign-in, sign-out, expiry, another tab). Returns the function that stops.
 */
export function onSessionChange(callback: (session: SessionInfo) => void): () => void {
  applyServer(undefined);
  const session = sessionHandle();
  let last: SessionInfo | null = null;
  let active = true;
  const report = (info: SessionInfo) => {
    if (!active || (last && last.authenticated === info.authenticated && last.userId === info.userId)) return;
    last = info;
    callback(info);
  };
  const stop = watchSessionChanges(session, report);
  void session
    .restore()
    .then(settled)
    .then(() => report(session.info()));
  return () => {
    active = false;
    stop();
  };
}

export type { ApiError };
