import { beforeEach, describe, expect, it } from 'vitest';
import {
  memoryStore,
  originStore,
  scopedStore,
  scopedTokenKey,
  storeForServer,
} from '../../../src/session/token-store';
import { TOKEN_KEYS } from '../../../src/session/tokens';
import { installMemoryStorage, mintToken } from '../helpers';

let stored: Map<string, string>;
beforeEach(() => {
  stored = installMemoryStorage();
});

const pair = async () =>
  [
    await mintToken({ scopes: ['TENANT_ADMIN'], userId: 'u' }, 9000),
    await mintToken({ scopes: ['REFRESH_TOKEN'] }, 600),
  ] as const;

describe('token stores', () => {
  it('the page origin keeps ThingsBoard’s four keys', async () => {
    const [jwt, refresh] = await pair();
    expect(originStore.write(jwt, refresh, 1000)).toBe(true);
    expect([...stored.keys()].sort()).toEqual(Object.values(TOKEN_KEYS).sort());
    expect(originStore.read()).toEqual({
      jwt,
      jwtExpiration: 1000 + 9_000_000,
      refresh,
      refreshExpiration: 1000 + 600_000,
    });
    expect(
      originStore.watches('jwt_token') && originStore.watches('refresh_token_expiration') && originStore.watches(null),
    ).toBe(true);
    expect(originStore.watches('TB-SETTINGS')).toBe(false);
    originStore.clear();
    expect(stored.size).toBe(0);
  });

  it('another origin keeps one key of its own and leaves ThingsBoard’s keys alone', async () => {
    const [jwt, refresh] = await pair();
    originStore.write(jwt, refresh);
    const before = new Map(stored);
    const remote = scopedStore('https://tb.example.com');
    const [jwt2, refresh2] = await pair();
    expect(remote.write(jwt2, refresh2, 5)).toBe(true);
    expect(stored.get(scopedTokenKey('https://tb.example.com'))).toBeDefined();
    for (const [k, v] of before) expect(stored.get(k)).toBe(v);
    expect(remote.read()).toMatchObject({ jwt: jwt2, refresh: refresh2, jwtExpiration: 5 + 9_000_000 });
    expect(scopedStore('https://other.example.com').read().jwt).toBeNull();
    expect(remote.watches('TB-TOKENS@https://tb.example.com') && !remote.watches('jwt_token')).toBe(true);
    remote.clear();
    expect(originStore.read().jwt).toBe(jwt);
  });

  it('a corrupt value reads as no tokens', () => {
    const empty = { jwt: null, jwtExpiration: null, refresh: null, refreshExpiration: null };
    stored.set(scopedTokenKey('https://x.test'), '{not json');
    expect(scopedStore('https://x.test').read()).toEqual(empty);
    stored.set(scopedTokenKey('https://x.test'), '"a string"');
    expect(scopedStore('https://x.test').read()).toEqual(empty);
    stored.set(scopedTokenKey('https://x.test'), JSON.stringify({ jwt: 5, refresh: 'r', refreshExpiration: 'soon' }));
    expect(scopedStore('https://x.test').read()).toEqual({ ...empty, refresh: 'r' });
  });

  it('memory stores nothing in localStorage and rejects tokens without a lifetime', async () => {
    const m = memoryStore();
    const [jwt, refresh] = await pair();
    expect(m.write(await mintToken({}, 0), refresh)).toBe(false);
    expect(m.write(jwt, refresh)).toBe(true);
    expect(stored.size).toBe(0);
    expect(m.read().jwt).toBe(jwt);
    expect(m.persistent || m.watches(null) || m.watches('jwt_token')).toBe(false);
    m.clear();
    expect(m.read().jwt).toBeNull();
  });

  it('picks the store from the server URL and the page', () => {
    const page = 'https://portal.example.com/app/page.html';
    expect(storeForServer('', page).id).toBe('origin');
    expect(storeForServer('/real', page).id).toBe('origin');
    expect(storeForServer('https://portal.example.com/', page).id).toBe('origin');
    expect(storeForServer('https://tb.example.com:8080/x', page).id).toBe('TB-TOKENS@https://tb.example.com:8080');
    expect(storeForServer('http://portal.example.com', page).id).toBe('TB-TOKENS@http://portal.example.com');
    expect(storeForServer('https://x', undefined).id).toBe('origin');
  });
});
