import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarlyRequest, takeEarlyRequest } from '../../../src/api/early-requests';
import { configureApi, http } from '../../../src/api/http';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

function fakeFetch() {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    calls.push(String(input));
    return json({ from: 'app' });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

afterEach(() => {
  // Nothing a test registered is left for the next one.
  for (const k of ['a', 'b']) takeEarlyRequest('GET', `http://tb/${k}`, null);
  configureApi({ baseUrl: '', getToken: () => null });
  vi.useRealTimers();
});

describe('early requests', () => {
  it('hands a public sign-in started early to the same call, once; the next one fetches', async () => {
    const { fetch, calls } = fakeFetch();
    configureApi({ fetch, baseUrl: 'http://tb' });
    const body = JSON.stringify({ publicId: 'p1' });
    const start = vi.fn(async () => json({ token: 'early', refreshToken: 'r' }));
    expect(startEarlyRequest('POST', 'http://tb/api/auth/login/public', body, start)).not.toBeNull();
    // A second start of the same call is refused: one request serves.
    expect(startEarlyRequest('POST', 'http://tb/api/auth/login/public', body, start)).toBeNull();
    await expect(http.post('/api/auth/login/public', { publicId: 'p1' })).resolves.toEqual({
      token: 'early',
      refreshToken: 'r',
    });
    expect(start).toHaveBeenCalledOnce();
    expect(calls).toEqual([]);
    await expect(http.post('/api/auth/login/public', { publicId: 'p1' })).resolves.toEqual({ from: 'app' });
    expect(calls).toEqual(['http://tb/api/auth/login/public']);
  });

  it('never hands an answer to another body, token, method or URL', async () => {
    const { fetch, calls } = fakeFetch();
    configureApi({ fetch, baseUrl: 'http://tb', getToken: () => 'T2' });
    startEarlyRequest('GET', 'http://tb/api/dashboard/d1', 'T1', async () => json({ from: 'early' }));
    await expect(http.get('/api/dashboard/d2')).resolves.toEqual({ from: 'app' });
    await expect(http.post('/api/dashboard/d1', {})).resolves.toEqual({ from: 'app' });
    configureApi({ getToken: () => 'T1' });
    await expect(http.get('/api/dashboard/d1')).resolves.toEqual({ from: 'early' });
    expect(calls).toHaveLength(2);
    // Another token: the answer is not handed out, and it is gone (taken once).
    startEarlyRequest('GET', 'http://tb/api/dashboard/d1', 'T1', async () => json({ from: 'early' }));
    configureApi({ getToken: () => 'T2' });
    await expect(http.get('/api/dashboard/d1')).resolves.toEqual({ from: 'app' });
    configureApi({ getToken: () => 'T1' });
    await expect(http.get('/api/dashboard/d1')).resolves.toEqual({ from: 'app' });
    expect(calls).toHaveLength(4);
  });

  it('waits for a credential registered before it was known, and fetches itself when it differs', async () => {
    const { fetch, calls } = fakeFetch();
    configureApi({ fetch, baseUrl: 'http://tb', getToken: () => 'T1' });
    let signedIn!: (token: string | null) => void;
    const token = new Promise<string | null>((resolve) => (signedIn = resolve));
    const start = vi.fn(() => token.then((t) => (t ? json({ from: 'early', t }) : null)));
    startEarlyRequest('GET', 'http://tb/api/dashboard/d1', token, start);
    const answer = http.get('/api/dashboard/d1');
    signedIn('T1');
    await expect(answer).resolves.toEqual({ from: 'early', t: 'T1' });
    expect(calls).toEqual([]);

    const other = new Promise<string | null>((resolve) => setTimeout(() => resolve('T0'), 1));
    startEarlyRequest('GET', 'http://tb/api/dashboard/d1', other, () => other.then(() => json({ from: 'early' })));
    await expect(http.get('/api/dashboard/d1')).resolves.toEqual({ from: 'app' });
    const never = Promise.resolve(null);
    startEarlyRequest('GET', 'http://tb/api/dashboard/d1', never, () => Promise.resolve(null));
    configureApi({ getToken: () => null });
    expect(await takeEarlyRequest('GET', 'http://tb/api/dashboard/d1', null)).toBeNull();
    expect(calls).toEqual(['http://tb/api/dashboard/d1']);
  });

  it('drops an answer nobody took in time', async () => {
    vi.useFakeTimers({ now: 1_000 });
    startEarlyRequest('GET', 'http://tb/a', null, async () => json(1));
    vi.setSystemTime(1_000 + 21_000);
    expect(takeEarlyRequest('GET', 'http://tb/a', null)).toBeNull();
    startEarlyRequest('GET', 'http://tb/a', null, async () => json(1));
    vi.setSystemTime(1_000 + 21_000 + 19_000);
    expect(await takeEarlyRequest('GET', 'http://tb/a', null)).toBeInstanceOf(Response);
  });

  it('fails the call as a connection error when the early request fails', async () => {
    const { fetch } = fakeFetch();
    configureApi({ fetch, baseUrl: 'http://tb', getToken: () => 'T' });
    startEarlyRequest('GET', 'http://tb/b', 'T', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(http.get('/b', undefined, { ignoreErrors: true })).rejects.toMatchObject({ status: 0 });
  });
});
