import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CROSS_TAB_SETTLE_MS,
  crossTabChange,
  listenCrossTab,
  type CrossTabTarget,
} from '../../../src/session/cross-tab';
import { memoryStore, originStore, type TokenStore } from '../../../src/session/token-store';
import { installMemoryStorage, mintToken } from '../helpers';

const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key });

function target(store: TokenStore, userId: string | null) {
  return {
    store: () => store,
    currentUserId: () => userId,
    signedOutElsewhere: vi.fn(),
    signedInElsewhere: vi.fn(),
  } satisfies CrossTabTarget;
}

beforeEach(() => {
  installMemoryStorage();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('cross-tab session changes', () => {
  it('reads what the stored tokens mean for this tab', async () => {
    const u1 = await mintToken({ scopes: ['TENANT_ADMIN'], userId: 'u1' });
    const u2 = await mintToken({ scopes: ['CUSTOMER_USER'], userId: 'u2' });
    const refresh = await mintToken({ scopes: ['REFRESH_TOKEN'] }, 600);
    expect(crossTabChange(target(originStore, 'u1'))).toEqual({ kind: 'signed-out' });
    expect(crossTabChange(target(originStore, null))).toBeNull(); // signed out here too
    originStore.write(u1, refresh);
    expect(crossTabChange(target(originStore, 'u1'))).toBeNull(); // a refresh of the same user
    expect(crossTabChange(target(originStore, null))).toEqual({ kind: 'signed-in', token: u1 });
    originStore.write(u2, refresh);
    expect(crossTabChange(target(originStore, 'u1'))).toEqual({ kind: 'signed-in', token: u2 });
    localStorage.removeItem('jwt_token'); // half way through another tab's sign-out
    expect(crossTabChange(target(originStore, 'u2'))).toBeNull();
  });

  it('acts once per burst of storage events, after they settle', async () => {
    const win = new EventTarget();
    const t = target(originStore, 'u1');
    const stop = listenCrossTab(t, win as unknown as Window);
    for (const key of ['jwt_token', 'jwt_token_expiration', 'refresh_token', 'refresh_token_expiration'])
      win.dispatchEvent(storageEvent(key));
    win.dispatchEvent(storageEvent('TB-SETTINGS')); // not a token key
    expect(t.signedOutElsewhere).not.toHaveBeenCalled();
    vi.advanceTimersByTime(CROSS_TAB_SETTLE_MS);
    expect(t.signedOutElsewhere).toHaveBeenCalledTimes(1);
    stop();
    win.dispatchEvent(storageEvent('jwt_token'));
    vi.advanceTimersByTime(CROSS_TAB_SETTLE_MS);
    expect(t.signedOutElsewhere).toHaveBeenCalledTimes(1);
  });

  it('a public visitor’s memory session ignores other tabs', () => {
    const win = new EventTarget();
    const t = target(memoryStore(), 'public-user');
    listenCrossTab(t, win as unknown as Window);
    win.dispatchEvent(storageEvent('jwt_token'));
    win.dispatchEvent(storageEvent(null));
    vi.advanceTimersByTime(CROSS_TAB_SETTLE_MS * 2);
    expect(t.signedOutElsewhere).not.toHaveBeenCalled();
    expect(t.signedInElsewhere).not.toHaveBeenCalled();
  });
});
