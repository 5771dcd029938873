import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEarlyRequest, withEarlyRequests } from '../../../src/api/early-requests';
import { configureApi, http } from '../../../src/api/http';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/** The app's fetch (answers `{ from: 'app' }`), behind the early-request hand-off. */
function appFetch() {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    calls.push(String(input));
    return json({ from: 'app' });
  }) as unknown as typeof globalThis.fetch;
  configureApi({ fetch: withEarlyRequests(fetch), baseUrl: 'http://tb' });
  return calls;
}

/** The early request's network: answers a token pair for each public id. */
function earlyNetwork() {
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push(`${init.method} ${url} ${String(init.body)}`);
      const { publicId } = JSON.parse(String(init.body)) as { publicId: string };
      return json({ token: `early-${publicId}`, refreshToken: 'r' });
    }),
  );
  return sent;
}

const login = (publicId: string) => ({ method: 'POST', body: JSON.stringify({ publicId }) });

// The document requests are resolved against (the unit tests run in Node).
beforeEach(() => vi.stubGlobal('document', { baseURI: 'http://tb/page.html' }));

afterEach(() => {
  configureApi({ fetch: (...args) => globalThis.fetch(...args), baseUrl: '', getToken: () => null });
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('early requests', () => {
  it("answers the app's same public sign-in with the early request, once; the next one fetches", async () => {
    const sent = earlyNetwork();
    const calls = appFetch();
    startEarlyRequest('http://tb/api/auth/login/public', login('p1'));
    // A second start of the same call sends nothing: one request serves.
    startEarlyRequest('http://tb/api/auth/login/public', login('p1'));
    await expect(http.post('/api/auth/login/public', { publicId: 'p1' })).resolves.toEqual({
      token: 'early-p1',
      refreshToken: 'r',
    });
    expect(sent).toEqual(['POST http://tb/api/auth/login/public {"publicId":"p1"}']);
    expect(calls).toEqual([]);
    await expect(http.post('/api/auth/login/public', { publicId: 'p1' })).resolves.toEqual({ from: 'app' });
    expect(calls).toEqual(['http://tb/api/auth/login/public']);
  });

  it('never answers another body, method or URL', async () => {
    earlyNetwork();
    const calls = appFetch();
    startEarlyRequest('http://tb/api/auth/login/public', login('p1'));
    await expect(http.post('/api/auth/login/public', { publicId: 'p2' })).resolves.toEqual({ from: 'app' });
    await expect(http.post('/api/auth/login', { publicId: 'p1' })).resolves.toEqual({ from: 'app' });
    configureApi({ baseUrl: 'http://other' });
    await expect(http.post('/api/auth/login/public', { publicId: 'p1' })).resolves.toEqual({ from: 'app' });
    expect(calls).toHaveLength(3);
    configureApi({ baseUrl: 'http://tb' });
    await expect(http.post('/api/auth/login/public', { publicId: 'p1' })).resolves.toMatchObject({
      token: 'early-p1',
    });
  });

  it('does not use an answer nobody took in time', async () => {
    earlyNetwork();
    const calls = appFetch();
    vi.useFakeTimers({ now: 1_000, toFake: ['Date'] });
    startEarlyRequest('http://tb/api/auth/login/public', login('p1'));
    startEarlyRequest('http://tb/api/auth/login/public', login('p2'));
    vi.setSystemTime(1_000 + 19_000);
    await expect(http.post('/api/auth/login/public', { publicId: 'p1' })).resolves.toMatchObject({
      token: 'early-p1',
    });
    vi.setSystemTime(1_000 + 21_000);
    await expect(http.post('/api/auth/login/public', { publicId: 'p2' })).resolves.toEqual({ from: 'app' });
    expect(calls).toEqual(['http://tb/api/auth/login/public']);
  });

  it('fails the call as a connection error when the early request fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    appFetch();
    startEarlyRequest('http://tb/api/auth/login/public', login('p1'));
    await expect(http.post('/api/auth/login/public', { publicId: 'p1' })).rejects.toMatchObject({ status: 0 });
  });
});
