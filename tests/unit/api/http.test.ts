import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from '../../../src/api/zod';
import { ApiError, configureApi, http, resendDelayMs } from '../../../src/api/http';
import { loadingTracker } from '../../../src/api/loading-tracker';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function fakeFetch(handler: Handler) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    return handler(String(input), init);
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const header = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

afterEach(() => {
  configureApi({ getToken: () => null, refreshToken: async () => null, isRefreshing: () => false, onError: () => {} });
  vi.useRealTimers();
});

describe('http layer', () => {
  it('sends X-Authorization: Bearer on protected calls and none on login/refresh/noauth', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, true));
    configureApi({ fetch, baseUrl: 'http://tb', getToken: () => 'T' });
    await http.get('/api/edges/enabled');
    await http.post('/api/auth/login', { username: 'a', password: 'b' });
    await http.post('/api/auth/token', { refreshToken: 'r' });
    await http.post('/api/noauth/oauth2Clients?platform=WEB', undefined);
    expect(calls.map((c) => header(c.init, 'X-Authorization'))).toEqual(['Bearer T', undefined, undefined, undefined]);
    expect(calls[0]?.url).toBe('http://tb/api/edges/enabled');
  });

  it("fails with 'Unauthorized!' 401 when a token is required but missing", async () => {
    const { fetch, calls } = fakeFetch(() => json(200, {}));
    const onError = vi.fn();
    configureApi({ fetch, getToken: () => null, onError });
    const err = await http.get('/api/auth/user').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 401, message: 'Unauthorized!' });
    expect(calls).toHaveLength(0);
    expect(onError).toHaveBeenCalledOnce();
  });

  it('turns a TB error body into an ApiError with its message and errorCode', async () => {
    const { fetch } = fakeFetch(() =>
      json(400, { status: 400, message: 'Device with such name already exists!', errorCode: 31, timestamp: 'x' }),
    );
    configureApi({ fetch, getToken: () => 'T' });
    await expect(http.post('/api/device', {}, undefined, { ignoreErrors: true })).rejects.toMatchObject({
      status: 400,
      errorCode: 31,
      message: 'Device with such name already exists!',
    });
  });

  it('describes 404s without a message by method, URL and status, and empty failures as unhandled', async () => {
    const { fetch } = fakeFetch((url) =>
      url.endsWith('/missing')
        ? new Response('', { status: 404, statusText: 'Not Found' })
        : new Response('', { status: 502 }),
    );
    configureApi({ fetch, getToken: () => 'T' });
    await expect(http.get('/api/missing', undefined, { ignoreErrors: true })).rejects.toMatchObject({
      message: 'GET /api/missing: 404 Not Found',
    });
    await expect(http.get('/api/other', undefined, { ignoreErrors: true })).rejects.toMatchObject({
      message: 'Unhandled error code Unknown',
    });
  });
});

describe('http layer: failures, refresh, retries and loading', () => {
  it("reports a network failure as 'Unable to connect' (status 0)", async () => {
    const fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    configureApi({ fetch, getToken: () => 'T' });
    await expect(http.get('/api/x', undefined, { ignoreErrors: true })).rejects.toMatchObject({
      status: 0,
      message: 'Unable to connect',
    });
  });

  it('refreshes on 401 errorCode 11 and retries once with the new token', async () => {
    let token = 'old';
    const { fetch, calls } = fakeFetch((_, init) =>
      header(init, 'X-Authorization') === 'Bearer new'
        ? json(200, { ok: 1 })
        : json(401, { status: 401, message: 'Token has expired', errorCode: 11 }),
    );
    const refreshToken = vi.fn(async () => (token = 'new'));
    configureApi({ fetch, getToken: () => token, refreshToken });
    await expect(http.get('/api/x', z.object({ ok: z.number() }))).resolves.toEqual({ ok: 1 });
    expect(refreshToken).toHaveBeenCalledOnce();
    expect(calls).toHaveLength(2);
  });

  it('does not refresh on other 401 codes', async () => {
    const { fetch } = fakeFetch(() => json(401, { status: 401, message: 'Authentication failed', errorCode: 10 }));
    const refreshToken = vi.fn(async () => 'n');
    configureApi({ fetch, getToken: () => 'T', refreshToken });
    await expect(http.get('/api/x', undefined, { ignoreErrors: true })).rejects.toMatchObject({ errorCode: 10 });
    expect(refreshToken).not.toHaveBeenCalled();
  });

  it('retries a 429 after 1000 ms + up to 3000 ms when resendRequest is set', async () => {
    expect(resendDelayMs(() => 0)).toBe(1000);
    expect(resendDelayMs(() => 0.999999)).toBeLessThanOrEqual(4000);
    vi.useFakeTimers();
    let n = 0;
    const { fetch } = fakeFetch(() =>
      n++ === 0 ? json(429, { errorCode: 33, message: 'Too many requests' }) : json(200, 1),
    );
    configureApi({ fetch, getToken: () => 'T' });
    const p = http.get('/api/x', undefined, { resendRequest: true });
    await vi.advanceTimersByTimeAsync(999);
    expect(n).toBe(1);
    await vi.advanceTimersByTimeAsync(3001);
    await expect(p).resolves.toBe(1);
    expect(n).toBe(2);
  });

  it('tracks loading from the first request to the last, ignoring token refresh and rpc', async () => {
    const resolvers: (() => void)[] = [];
    const fetch = ((url: string) =>
      new Promise<Response>((resolve) =>
        resolvers.push(() => resolve(json(200, url))),
      )) as unknown as typeof globalThis.fetch;
    configureApi({ fetch, getToken: () => 'T' });
    const seen: boolean[] = [];
    const off = loadingTracker.subscribe(() => seen.push(loadingTracker.isLoading()));
    const a = http.get('/api/a');
    const b = http.get('/api/b');
    const r = http.post('/api/auth/token', {});
    const rpc = http.post('/api/rpc/oneway/x', {});
    expect(loadingTracker.isLoading()).toBe(true);
    await Promise.resolve();
    resolvers.forEach((f) => f());
    await Promise.all([a, b, r, rpc]);
    off();
    expect(seen).toEqual([true, false]);
    expect(loadingTracker.tracks('/api/auth/token')).toBe(false);
    expect(loadingTracker.tracks('/api/rpc/twoway/1')).toBe(false);
  });
});
