import { beforeEach, describe, expect, it } from 'vitest';
import {
  TOKEN_KEYS,
  TOKEN_VALIDITY_MARGIN_MS,
  clearTokens,
  isTokenValid,
  readTokens,
  storeTokens,
  tokenExpiration,
} from '../../../src/session/tokens';
import { installMemoryStorage, mintToken } from '../helpers';

describe('token validity maths', () => {
  it('is valid only while expiry is more than 2000 ms away', () => {
    const now = 1_000_000;
    expect(TOKEN_VALIDITY_MARGIN_MS).toBe(2000);
    expect(isTokenValid(now + 2001, now)).toBe(true);
    expect(isTokenValid(now + 2000, now)).toBe(false);
    expect(isTokenValid(now + 1, now)).toBe(false);
    expect(isTokenValid(null, now)).toBe(false);
  });

  it('computes expiry from iat/exp as a lifetime on the local clock', async () => {
    // Server clock one hour ahead: the lifetime (exp − iat) still counts from local now.
    const token = await mintToken({ sub: 'x' }, 60, Math.floor(Date.now() / 1000) + 3600);
    expect(tokenExpiration(token, 5_000)).toBe(5_000 + 60_000);
  });

  it('rejects tokens without a positive lifetime or without claims', async () => {
    expect(tokenExpiration(await mintToken({}, 0), 0)).toBeNull();
    expect(tokenExpiration(await mintToken({}, -5), 0)).toBeNull();
    expect(tokenExpiration('not-a-jwt', 0)).toBeNull();
  });
});

describe('token storage under ThingsBoard keys', () => {
  let store: Map<string, string>;
  beforeEach(() => {
    store = installMemoryStorage();
  });

  it('stores both tokens with their expiry and reads them back', async () => {
    const jwt = await mintToken({ scopes: ['TENANT_ADMIN'] }, 9000);
    const refresh = await mintToken({ scopes: ['REFRESH_TOKEN'] }, 604800);
    expect(storeTokens(jwt, refresh, 1000)).toBe(true);
    expect([...store.keys()].sort()).toEqual(Object.values(TOKEN_KEYS).sort());
    expect(readTokens()).toEqual({
      jwt,
      jwtExpiration: 1000 + 9_000_000,
      refresh,
      refreshExpiration: 1000 + 604_800_000,
    });
    clearTokens();
    expect(store.size).toBe(0);
  });

  it('stores nothing when a token has no positive lifetime', async () => {
    expect(storeTokens(await mintToken({}, 0), await mintToken({}, 10))).toBe(false);
    expect(store.size).toBe(0);
  });
});
