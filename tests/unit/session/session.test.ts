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
  configureApi({ fetch, baseUrl: '', getToken: s.getToken, refreshToken: s.refresh, isRefreshing: s.isRefreshing, onError: () => {} });
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
      return auth === `Bearer ${fresh}` ? json(200, 'ok') : json(401, { status: 401, errorCode: 11, message: 'Token has expired' });
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
    storeTokens(await mintToken({ scopes: ['TENANT_ADMIN'], userId: 'u' }, 1), await mintToken({ scopes: ['REFRESH_TOKEN'] }, 600));
    const fetch = (async () => json(401, { status: 401, errorCode: 10, message: 'bad' })) as unknown as typeof globalThis.fetch;
    const s = wire(fetch);
    expect(await s.refresh()).toBeNull();
    expect(s.state.error).toBe('access.refresh-token-failed');
    expect(readTokens().jwt).toBeNull();
  });

  it('fails with access.refresh-token-expired when the refresh token itself has expired', async () => {
    storeTokens(await mintToken({ scopes: ['TENANT_ADMIN'], userId: 'u' }, 1), await mintToken({ scopes: ['REFRESH_TOKEN'] }, 1));
    const s = wire(vi.fn() as unknown as typeof globalThis.fetch);
    expect(await s.refresh()).toBeNull();
    expect(s.state.error).toBe('access.refresh-token-expired');
  });

  it('logout clears tokens even when the server call fails', async () => {
    storeTokens(await mintToken({ scopes: ['TENANT_ADMIN'], userId: 'u' }, 9000), await mintToken({ scopes: ['REFRESH_TOKEN'] }, 600));
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
      return String(url).endsWith('/api/auth/token') ? json(200, { token: fresh, refreshToken: refresh }) : json(200, 1);
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
