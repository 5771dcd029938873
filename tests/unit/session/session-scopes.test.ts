/**
 * Where the page's session keeps its tokens and how it hears about other tabs: a public visitor stays in memory,
 * a server on another origin has a key of its own, and sign-in/sign-out in another tab arrive as storage events.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../src/api/http';
import { CROSS_TAB_SETTLE_MS } from '../../../src/session/cross-tab';
import { getSession } from '../../../src/session/session';
import { watchSessionChanges, type SessionInfo } from '../../../src/session/session-events';
import { scopedTokenKey } from '../../../src/session/token-store';
import { readTokens, storeTokens } from '../../../src/session/tokens';
import { installMemoryStorage, mintToken } from '../helpers';

const KEY = Symbol.for('iot-console.session@1');
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const user = (authority: string, userId: string, extra: Record<string, unknown> = {}) =>
  mintToken({ scopes: [authority], userId, tenantId: 't1', customerId: 'c1', ...extra }, 9000);
const refreshToken = () => mintToken({ scopes: ['REFRESH_TOKEN'] }, 600);

let win: EventTarget;
let urls: string[];

/** A server that signs in `tenant`, `PUB1` (public) and answers the calls made after a sign-in. */
async function wire(baseUrl = '') {
  const tenant = { token: await user('TENANT_ADMIN', 'tenant-user'), refreshToken: await refreshToken() };
  const pub = {
    token: await user('CUSTOMER_USER', 'public-user', { isPublic: true, customerId: 'PUB1', sub: 'PUB1' }),
    refreshToken: await refreshToken(),
  };
  const fetch = (async (url: RequestInfo | URL, init: RequestInit = {}) => {
    const u = String(url);
    urls.push(u);
    if (u.endsWith('/api/auth/login')) return json(200, tenant);
    if (u.endsWith('/api/auth/login/public'))
      return JSON.parse(String(init.body)).publicId === 'PUB1'
        ? json(200, pub)
        : json(401, { status: 401, errorCode: 10, message: 'no' });
    if (u.endsWith('/api/auth/logout')) return new Response('', { status: 200 });
    if (u.includes('/api/edges/enabled') || u.includes('/api/user/tokenAccessEnabled')) return json(200, false);
    if (u.includes('/api/user/'))
      return json(200, {
        id: { entityType: 'USER', id: 'x' },
        email: 'a@b.c',
        authority: 'TENANT_ADMIN',
        additionalInfo: {},
      });
    if (u.includes('/api/dashboard/maxDatapointsLimit')) return json(200, 500);
    return json(404, {});
  }) as unknown as typeof globalThis.fetch;
  const s = getSession();
  configureApi({
    fetch,
    baseUrl,
    getToken: s.getToken,
    refreshToken: s.refresh,
    isRefreshing: s.isRefreshing,
    onError: () => {},
  });
  return { s, tenant, pub };
}

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[KEY];
  installMemoryStorage();
  urls = [];
  win = new EventTarget();
  Object.defineProperty(globalThis, 'window', { value: win, configurable: true });
  Object.defineProperty(globalThis, 'location', {
    value: new URL('https://portal.example.com/page.html'),
    configurable: true,
  });
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>).window;
  delete (globalThis as Record<string, unknown>).location;
  vi.useRealTimers();
});

function changes(s: ReturnType<typeof getSession>): SessionInfo[] {
  const seen: SessionInfo[] = [];
  watchSessionChanges(s, (info) => seen.push(info));
  return seen;
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('a public visitor', () => {
  it('signs in in memory and leaves the stored sign-in alone, also after signing out', async () => {
    const tenantJwt = await user('TENANT_ADMIN', 'tenant-user');
    storeTokens(tenantJwt, await refreshToken());
    const { s } = await wire();
    await s.loginPublic('PUB1', { persist: false });
    expect(s.info()).toMatchObject({ authenticated: true, isPublic: true, customerId: 'PUB1' });
    expect(readTokens().jwt).toBe(tenantJwt);
    expect(s.getToken()).not.toBe(tenantJwt);
    await s.restore(); // another element restoring on the same page does not bring the stored user back
    expect(s.info().isPublic).toBe(true);
    await s.logout();
    expect(readTokens().jwt).toBe(tenantJwt);
    expect(s.getToken()).toBe(tenantJwt); // the page's own store is in use again
  });

  it('the console’s public link keeps ThingsBoard’s behaviour: the pair is stored', async () => {
    const { s, pub } = await wire();
    await s.loginPublic('PUB1');
    expect(readTokens().jwt).toBe(pub.token);
  });
});

describe('a server on another origin', () => {
  it('keeps its tokens under a key of its own; switching servers restores each one’s session', async () => {
    const originJwt = await user('CUSTOMER_USER', 'origin-user');
    storeTokens(originJwt, await refreshToken());
    const { s, tenant } = await wire('https://tb.example.com');
    s.useServer('https://tb.example.com');
    await s.login('tenant@thingsboard.org', 'tenant');
    expect(readTokens().jwt).toBe(originJwt);
    expect(JSON.parse(localStorage.getItem(scopedTokenKey('https://tb.example.com'))!).jwt).toBe(tenant.token);
    s.useServer('/'); // back to the page's origin: its stored user
    await s.restore();
    await vi.waitFor(() => expect(s.info().userId).toBe('origin-user'));
    s.useServer('https://tb.example.com');
    await vi.waitFor(() => expect(s.info().userId).toBe('tenant-user'));
  });
});

describe('session changes', () => {
  it('report once per change of who is signed in, not for loading steps or a refresh', async () => {
    const { s } = await wire();
    await s.restore();
    const seen = changes(s);
    await s.login('tenant@thingsboard.org', 'tenant');
    await s.login('tenant@thingsboard.org', 'tenant'); // same user again
    await flush();
    expect(seen.map((i) => [i.authenticated, i.userId])).toEqual([[true, 'tenant-user']]);
    await s.loginPublic('PUB1', { persist: false });
    await s.logout();
    await flush();
    expect(seen.map((i) => [i.authenticated, i.userId, i.isPublic])).toEqual([
      [true, 'tenant-user', false],
      [true, 'public-user', true],
      [false, null, false],
    ]);
  });
});

describe('other tabs', () => {
  const storage = (key: string) => win.dispatchEvent(Object.assign(new Event('storage'), { key }));

  it('a sign-out elsewhere signs this tab out; a sign-in elsewhere signs it in', async () => {
    const { s, tenant } = await wire();
    await s.login('tenant@thingsboard.org', 'tenant');
    const seen = changes(s);
    for (const k of ['jwt_token', 'jwt_token_expiration', 'refresh_token', 'refresh_token_expiration'])
      (localStorage.removeItem(k), storage(k));
    await vi.waitFor(() => expect(s.info().authenticated).toBe(false), { timeout: CROSS_TAB_SETTLE_MS * 20 });
    const before = urls.length;
    storeTokens(tenant.token, tenant.refreshToken);
    for (const k of ['jwt_token', 'jwt_token_expiration', 'refresh_token', 'refresh_token_expiration']) storage(k);
    await vi.waitFor(() => expect(s.info()).toMatchObject({ authenticated: true, userId: 'tenant-user' }), {
      timeout: CROSS_TAB_SETTLE_MS * 20,
    });
    expect(urls.slice(before).filter((u) => u.includes('/api/user/tenant-user'))).toHaveLength(1); // one burst, one user load
    expect(urls.some((u) => u.endsWith('/api/auth/logout'))).toBe(false); // the other tab already did that
    expect(seen.map((i) => i.authenticated)).toEqual([false, true]);
  });
});
