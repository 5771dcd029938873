import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, http } from '../../../src/api/http';
import { getSession, normaliseMaxDatapoints } from '../../../src/session/session';
import { readTokens, storeTokens } from '../../../src/session/tokens';
import { installMemoryStorage, mintToken } from '../helpers';

const KEY = Symbol.for('iot-console.session@1');

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[KEY];
  installMemoryStorage();
});

function wire(fetch: typeof globalThis.fetch) {
  const s = getSession();
  configureApi({
    fetch,
    baseUrl: '',
    getToken: s.getToken,
    refreshToken: s.refresh,
    isRefreshing: s.isRefreshing,
    onError: () => {},
  });
  return s;
}

describe('session', () => {
  it('is one handle per page (globalThis + Symbol.for)', () => {
    expect(getSession()).toBe(getSession());
    expect((globalThis as Record<symbol, unknown>)[KEY]).toBe(getSession());
  });

  it('shares one refresh between 20 concurrent 401s', async () => {
    const expired = await mintToken({ scopes: ['TENANT_ADMIN'], userId: 'u', jti: 'old' }, 9000);
    const refresh = await mintToken({ scopes: ['REFRESH_TOKEN'] }, 600);
    const fresh = await mintToken({ scopes: ['TENANT_ADMIN'], userId: 'u' }, 9000);
    storeTokens(expired, refresh);
    let refreshCalls = 0;
    const fetch = vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
      if (String(url).endsWith('/api/auth/token')) {
        refreshCalls++;
        await new Promise((r) => setTimeout(r, 20));
        return json(200, { token: fresh, refreshToken: refresh });
      }
      const auth = (init.headers as Record<string, string>)['X-Authorization'];
      return auth === `Bearer ${fresh}`
        ? json(200, 'ok')
        : json(401, { status: 401, errorCode: 11, message: 'Token has expired' });
    }) as unknown as typeof globalThis.fetch;
    // The stored access token still looks valid to the client, but the server says it has expired (401/11).
    const s = wire(fetch);
    const results = await Promise.all(Array.from({ length: 20 }, () => http.get('/api/x')));
    expect(results.every((r) => r === 'ok')).toBe(true);
    expect(refreshCalls).toBe(1);
    expect(readTokens().jwt).toBe(fresh);
    expect(s.isRefreshing()).toBe(false);
  });

  it('fails with access.refresh-token-failed and clears tokens when the refresh call fails', async () => {
    storeTokens(
      await mintToken({ scopes: ['TENANT_ADMIN'], userId: 'u' }, 1),
      await mintToken({ scopes: ['REFRESH_TOKEN'] }, 600),
    );
    const fetch = (async () =>
      json(401, { status: 401, errorCode: 10, message: 'bad' })) as unknown as typeof globalThis.fetch;
    const s = wire(fetch);
    expect(await s.refresh()).toBeNull();
    expect(s.state.error).toBe('access.refresh-token-failed');
    expect(readTokens().jwt).toBeNull();
  });

  it('fails with access.refresh-token-expired when the refresh token itself has expired', async () => {
    storeTokens(
      await mintToken({ scopes: ['TENANT_ADMIN'], userId: 'u' }, 1),
      await mintToken({ scopes: ['REFRESH_TOKEN'] }, 1),
    );
    const s = wire(vi.fn() as unknown as typeof globalThis.fetch);
    expect(await s.refresh()).toBeNull();
    expect(s.state.error).toBe('access.refresh-token-expired');
  });

  it('logout clears tokens even when the server call fails', async () => {
    storeTokens(
      await mintToken({ scopes: ['TENANT_ADMIN'], userId: 'u' }, 9000),
      await mintToken({ scopes: ['REFRESH_TOKEN'] }, 600),
    );
    const s = wire((async () => {
      throw new TypeError('offline');
    }) as unknown as typeof globalThis.fetch);
    await s.logout();
    expect(readTokens()).toMatchObject({ jwt: null, refresh: null });
    expect(s.state.isAuthenticated).toBe(false);
  });

  it('turns a max datapoints limit of 7 or less into 8', () => {
    expect(normaliseMaxDatapoints(7)).toBe(8);
    expect(normaliseMaxDatapoints(0)).toBe(8);
    expect(normaliseMaxDatapoints(50000)).toBe(50000);
  });
});

describe('session validation before a call', () => {
  it('refreshes first when the stored access token is no longer valid', async () => {
    const stale = await mintToken({ scopes: ['TENANT_ADMIN'], userId: 'u' }, 1);
    const refresh = await mintToken({ scopes: ['REFRESH_TOKEN'] }, 600);
    const fresh = await mintToken({ scopes: ['TENANT_ADMIN'], userId: 'u' }, 9000);
    storeTokens(stale, refresh);
    const urls: string[] = [];
    const fetch = (async (url: RequestInfo | URL) => {
      urls.push(String(url));
      return String(url).endsWith('/api/auth/token')
        ? json(200, { token: fresh, refreshToken: refresh })
        : json(200, 1);
    }) as unknown as typeof globalThis.fetch;
    wire(fetch);
    await expect(http.get('/api/x')).resolves.toBe(1);
    expect(urls).toEqual(['/api/auth/token', '/api/x']);
  });
});

describe('api error channel', () => {
  it('hands each failure to the first presenter only, and logs when there is none', async () => {
    const { presentApiErrors, publishApiError } = await import('../../../src/session/notices');
    const { ApiError } = await import('../../../src/api/api-error');
    const err = new ApiError({ status: 500, message: 'boom', method: 'GET', url: '/api/x' });
    const first = vi.fn();
    const second = vi.fn();
    const off1 = presentApiErrors(first);
    const off2 = presentApiErrors(second);
    publishApiError(err);
    expect(first).toHaveBeenCalledWith(err);
    expect(second).not.toHaveBeenCalled();
    off1();
    publishApiError(err);
    expect(second).toHaveBeenCalledOnce();
    off2();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    publishApiError(err);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe('after login', () => {
  /** Answers the post-login calls; records every URL. */
  function server(authority: string, info: Record<string, unknown>, fail?: string) {
    const urls: string[] = [];
    const fetch = (async (url: RequestInfo | URL) => {
      const u = String(url);
      urls.push(u);
      if (fail && u.includes(fail)) return json(500, { status: 500, errorCode: 2, message: 'User lookup failed' });
      if (u.endsWith('/api/auth/login')) {
        return json(200, {
          token: await mintToken({ scopes: [authority], userId: 'u1', customerId: 'c1', tenantId: 't1' }, 9000),
          refreshToken: await mintToken({ scopes: ['REFRESH_TOKEN'] }, 600),
        });
      }
      if (u.includes('/api/user/u1'))
        return json(200, { id: { entityType: 'USER', id: 'u1' }, email: 'a@b.c', authority, additionalInfo: info });
      if (u.includes('/api/user/tokenAccessEnabled')) return json(200, true);
      if (u.includes('/api/edges/enabled')) return json(200, true);
      if (u.includes('/api/dashboard/maxDatapointsLimit')) return json(200, 5);
      if (u.includes('dashboards?pageSize=100&page=0')) {
        return json(200, {
          data: [{ id: { entityType: 'DASHBOARD', id: 'd1' } }, { id: { entityType: 'DASHBOARD', id: 'd2' } }],
          totalPages: 1,
          totalElements: 2,
          hasNext: false,
        });
      }
      return json(404, {});
    }) as unknown as typeof globalThis.fetch;
    return { urls, fetch };
  }

  it('loads the user, token access (SYS_ADMIN/TENANT_ADMIN only), edge support and max datapoints together', async () => {
    const ta = server('TENANT_ADMIN', {});
    const s = wire(ta.fetch);
    await s.login('a@b.c', 'pw');
    expect(s.state).toMatchObject({
      isAuthenticated: true,
      userTokenAccessEnabled: true,
      edgesSupportEnabled: true,
      maxDatapointsLimit: 8,
      forceFullscreen: false,
      allowedDashboardIds: [],
    });
    expect(ta.urls.some((u) => u.includes('/api/user/tokenAccessEnabled'))).toBe(true);
    expect(ta.urls.some((u) => u.includes('dashboards?'))).toBe(false);

    delete (globalThis as Record<symbol, unknown>)[KEY];
    const cu = server('CUSTOMER_USER', {});
    const c = wire(cu.fetch);
    await c.login('a@b.c', 'pw');
    expect(c.state.userTokenAccessEnabled).toBe(false);
    expect(cu.urls.some((u) => u.includes('/api/user/tokenAccessEnabled'))).toBe(false);
  });

  it('tells who is loading in the task the token came in, before the calls that load the user leave', async () => {
    const ta = server('TENANT_ADMIN', {});
    const s = wire(ta.fetch);
    const heard: { userId: string; callsSent: number }[] = [];
    const stop = s.onUserLoading((u) => heard.push({ userId: u.userId, callsSent: ta.urls.length }));
    await s.login('a@b.c', 'pw');
    expect(heard, 'once, after the login call only').toEqual([{ userId: 'u1', callsSent: 1 }]);
    stop();
    await s.login('a@b.c', 'pw');
    expect(heard, 'not after it stopped listening').toHaveLength(1);
  });

  it('asks for the allowed dashboards (page of 100) only when fullscreen is forced', async () => {
    const cu = server('CUSTOMER_USER', { defaultDashboardId: 'd1', defaultDashboardFullscreen: true });
    const s = wire(cu.fetch);
    await s.login('a@b.c', 'pw');
    expect(cu.urls).toContain('/api/customer/c1/dashboards?pageSize=100&page=0');
    expect(s.state).toMatchObject({ forceFullscreen: true, allowedDashboardIds: ['d1', 'd2'] });
  });

  it('failure to load the user: error and logout (tokens cleared)', async () => {
    const ta = server('TENANT_ADMIN', {}, '/api/user/u1');
    const s = wire(ta.fetch);
    await s.login('a@b.c', 'pw');
    expect(s.state).toMatchObject({ isAuthenticated: false, error: 'User lookup failed' });
    expect(readTokens().jwt).toBeNull();
  });

  it('failure to load a system parameter: error and logout', async () => {
    const ta = server('TENANT_ADMIN', {}, '/api/edges/enabled');
    const s = wire(ta.fetch);
    await s.login('a@b.c', 'pw');
    expect(s.state.isAuthenticated).toBe(false);
    expect(readTokens().jwt).toBeNull();
  });
});

describe('settings (language persisted under SETTINGS)', () => {
  it('keeps userLang in localStorage under TB-SETTINGS, merging with other settings', async () => {
    const { readSettings, writeSettings } = await import('../../../src/session/settings');
    writeSettings({ userLang: 'de_DE' });
    expect(JSON.parse(localStorage.getItem('TB-SETTINGS')!)).toEqual({ userLang: 'de_DE' });
    expect(readSettings().userLang).toBe('de_DE');
  });
});
