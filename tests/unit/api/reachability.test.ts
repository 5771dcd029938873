/** A server that gives no answer (network or CORS failure) is reported apart from errors it answers with. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi, http } from '../../../src/api/http';
import { subscribeReachability, unreachableServer } from '../../../src/api/reachability';

afterEach(() => configureApi({ baseUrl: '', getToken: () => null, onError: () => {} }));

describe('reachability', () => {
  it('a fetch that rejects marks the configured server unreachable; any answer, even an error, clears it', async () => {
    let answer: 'none' | 401 | 200 = 'none';
    const fetch = vi.fn(async () => {
      if (answer === 'none') throw new TypeError('Failed to fetch');
      return new Response(answer === 401 ? '{"status":401,"message":"Authentication failed","errorCode":10}' : 'true', {
        status: answer,
      });
    }) as unknown as typeof globalThis.fetch;
    configureApi({ fetch, baseUrl: 'https://tb.example.com', getToken: () => 'T' });
    const changes = vi.fn();
    const stop = subscribeReachability(changes);

    await expect(http.get('/api/edges/enabled')).rejects.toMatchObject({ status: 0, message: 'Unable to connect' });
    expect(unreachableServer()).toBe('https://tb.example.com');
    await expect(http.get('/api/edges/enabled')).rejects.toMatchObject({ status: 0 });
    expect(changes).toHaveBeenCalledTimes(1); // no change, no notification

    answer = 401;
    await expect(http.get('/api/edges/enabled', undefined, { ignoreErrors: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(unreachableServer()).toBe(null);
    answer = 'none';
    await expect(http.get('/api/edges/enabled')).rejects.toMatchObject({ status: 0 });
    answer = 200;
    await expect(http.get('/api/edges/enabled')).resolves.toBe(true);
    expect(unreachableServer()).toBe(null);
    expect(changes).toHaveBeenCalledTimes(4);
    stop();
  });

  it('an aborted call says nothing about the server', async () => {
    const fetch = vi.fn(async (_url: unknown, init?: RequestInit) => {
      await new Promise((r) => setTimeout(r, 5));
      if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
      return new Response('true');
    }) as unknown as typeof globalThis.fetch;
    configureApi({ fetch, baseUrl: 'https://tb.example.com', getToken: () => 'T' });
    const ctl = new AbortController();
    const call = http.get('/api/edges/enabled', undefined, { signal: ctl.signal });
    ctl.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(unreachableServer()).toBe(null);
  });
});
