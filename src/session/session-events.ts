/**
 * What a host page learns about the session: who is signed in, reported once per change. A change is a new
 * (signed in, user) pair once the session has settled — signing in, signing out, expiry, another user signing in
 * (also in another tab) — never the loading steps in between, nor a token refresh of the same user.
 */
import { NULL_UUID } from '../lib/null-uuid';
import type { Authority } from './auth-user';

/** Detail of `iot-session-change` and the host API's session snapshot. */
export interface SessionInfo {
  authenticated: boolean;
  authority: Authority | null;
  userId: string | null;
  customerId: string | null;
  tenantId: string | null;
  /** A public dashboard's visitor (the public user of a customer). */
  isPublic: boolean;
}

/** The slice of the session state this module reads (structural, so it needs no import of the handle). */
export interface SessionLike {
  subscribe(onChange: () => void): () => void;
  getSnapshot(): Readonly<{
    status: string;
    isAuthenticated: boolean;
    authUser: {
      authority: Authority;
      userId: string;
      customerId: string | null;
      tenantId: string | null;
      isPublic: boolean;
    } | null;
  }>;
}

const idOrNull = (id: string | null | undefined) => (id && id !== NULL_UUID ? id : null);

export const SIGNED_OUT: SessionInfo = {
  authenticated: false,
  authority: null,
  userId: null,
  customerId: null,
  tenantId: null,
  isPublic: false,
};

export function sessionInfo(session: SessionLike): SessionInfo {
  const s = session.getSnapshot();
  const u = s.isAuthenticated ? s.authUser : null;
  return {
    authenticated: !!u,
    authority: u?.authority ?? null,
    userId: u?.userId ?? null,
    customerId: idOrNull(u?.customerId),
    tenantId: idOrNull(u?.tenantId),
    isPublic: u?.isPublic ?? false,
  };
}

/**
 * Call `onChange(info, previous)` after each settled change of who is signed in. The baseline is the session as it
 * is when watching starts (signed out while it is still loading), or `baseline` when given — a settled session
 * that differs from it is then reported at once.
 */
export function watchSessionChanges(
  session: SessionLike,
  onChange: (info: SessionInfo, previous: SessionInfo) => void,
  baseline?: SessionInfo,
): () => void {
  const settled = () => session.getSnapshot().status !== 'loading';
  let last = baseline ?? (settled() ? sessionInfo(session) : SIGNED_OUT);
  const check = () => {
    if (!settled()) return;
    const next = sessionInfo(session);
    if (next.authenticated === last.authenticated && next.userId === last.userId) return;
    const previous = last;
    last = next;
    onChange(next, previous);
  };
  if (baseline) check();
  return session.subscribe(check);
}
