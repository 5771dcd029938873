/**
 * Token bookkeeping as ThingsBoard 3.3.1's UI does it: jwt and refresh tokens with their expiry in
 * localStorage under ThingsBoard's own keys, so a session is shared with ThingsBoard's UI on the same origin.
 * Pure functions over an injectable clock and store; no React.
 */
import { decodeJwt } from 'jose';
import { storage } from '../lib/storage';

export const TOKEN_KEYS = {
  jwt: 'jwt_token',
  jwtExpiration: 'jwt_token_expiration',
  refresh: 'refresh_token',
  refreshExpiration: 'refresh_token_expiration',
} as const;

/** A token is valid while its expiry is more than this far away (ms). */
export const TOKEN_VALIDITY_MARGIN_MS = 2000;

export interface StoredTokens {
  jwt: string | null;
  jwtExpiration: number | null;
  refresh: string | null;
  refreshExpiration: number | null;
}

/**
 * Expiry of a token in local clock time: now + (exp − iat), so a skewed server clock does not matter.
 * Returns null when the token cannot be decoded or has no positive lifetime (such tokens are rejected).
 */
export function tokenExpiration(token: string, now: number = Date.now()): number | null {
  let claims: { iat?: unknown; exp?: unknown };
  try {
    claims = decodeJwt(token);
  } catch {
    return null;
  }
  if (typeof claims.iat !== 'number' || typeof claims.exp !== 'number') return null;
  const lifetimeMs = (claims.exp - claims.iat) * 1000;
  return lifetimeMs > 0 ? now + lifetimeMs : null;
}

export function isTokenValid(expiration: number | null, now: number = Date.now()): boolean {
  return expiration !== null && expiration - now > TOKEN_VALIDITY_MARGIN_MS;
}

export function readTokens(): StoredTokens {
  const num = (key: string) => {
    const raw = storage.get(key);
    const n = raw === null ? NaN : Number(raw);
    return Number.isFinite(n) ? n : null;
  };
  return {
    jwt: storage.get(TOKEN_KEYS.jwt),
    jwtExpiration: num(TOKEN_KEYS.jwtExpiration),
    refresh: storage.get(TOKEN_KEYS.refresh),
    refreshExpiration: num(TOKEN_KEYS.refreshExpiration),
  };
}

/** Store a token pair; false (and nothing stored) when either token has no positive lifetime. */
export function storeTokens(jwt: string, refresh: string, now: number = Date.now()): boolean {
  const jwtExpiration = tokenExpiration(jwt, now);
  const refreshExpiration = tokenExpiration(refresh, now);
  if (jwtExpiration === null || refreshExpiration === null) return false;
  storage.set(TOKEN_KEYS.jwt, jwt);
  storage.set(TOKEN_KEYS.jwtExpiration, String(jwtExpiration));
  storage.set(TOKEN_KEYS.refresh, refresh);
  storage.set(TOKEN_KEYS.refreshExpiration, String(refreshExpiration));
  return true;
}

export function clearTokens(): void {
  for (const key of Object.values(TOKEN_KEYS)) storage.remove(key);
}
