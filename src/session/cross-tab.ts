/**
 * Signing in or out in one tab reaches the others through the `storage` event, which the browser fires in every
 * other same-origin document when localStorage changes. ThingsBoard's keys change one by one (four events for one
 * sign-in), so the tokens are read once the burst has settled. A token refresh of the same user changes nothing
 * here (every request reads the current token anyway); a public visitor's memory-only session ignores it all.
 */
import { authUserFromToken } from './auth-user';
import type { TokenStore } from './token-store';

/** How long a burst of storage events may last before the tokens are read (ms). */
export const CROSS_TAB_SETTLE_MS = 50;

export interface CrossTabTarget {
  /** The store the session uses now. */
  store(): TokenStore;
  /** The signed-in user's id, or null. */
  currentUserId(): string | null;
  /** Another tab signed out (both tokens are gone). */
  signedOutElsewhere(): void;
  /** Another tab signed in as another user (or this tab was signed out). */
  signedInElsewhere(token: string): void;
}

/** What the tokens now in the store mean for this tab. */
export function crossTabChange(
  target: CrossTabTarget,
): { kind: 'signed-out' } | { kind: 'signed-in'; token: string } | null {
  const t = target.store().read();
  if (!t.jwt && !t.refresh) return target.currentUserId() ? { kind: 'signed-out' } : null;
  if (!t.jwt) return null; // half written: the next event settles it
  const user = authUserFromToken(t.jwt);
  return user && user.userId !== target.currentUserId() ? { kind: 'signed-in', token: t.jwt } : null;
}

/** Start listening; returns the function that stops. A no-op where there is no window (tests in Node). */
export function listenCrossTab(
  target: CrossTabTarget,
  win: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined = globalThis.window,
): () => void {
  if (!win?.addEventListener) return () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const settle = () => {
    timer = undefined;
    const change = crossTabChange(target);
    if (change?.kind === 'signed-out') target.signedOutElsewhere();
    else if (change?.kind === 'signed-in') target.signedInElsewhere(change.token);
  };
  const onStorage = (e: StorageEvent) => {
    const store = target.store();
    if (!store.persistent || !store.watches(e.key)) return;
    clearTimeout(timer);
    timer = setTimeout(settle, CROSS_TAB_SETTLE_MS);
  };
  win.addEventListener('storage', onStorage);
  return () => {
    clearTimeout(timer);
    win.removeEventListener('storage', onStorage);
  };
}
