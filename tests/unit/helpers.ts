/** Test helpers for unit tests: mint ThingsBoard-shaped JWTs and an in-memory localStorage. */
import { SignJWT } from 'jose';

const key = new TextEncoder().encode('unit-test-signing-key-unit-test-signing-key-0123456789');

export async function mintToken(
  claims: Record<string, unknown>,
  lifetimeS = 9000,
  iat = Math.floor(Date.now() / 1000),
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS512' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + lifetimeS)
    .sign(key);
}

export function installMemoryStorage(): Map<string, string> {
  const map = new Map<string, string>();
  const ls = {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, String(v)),
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
    key: (i: number) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
  Object.defineProperty(globalThis, 'localStorage', { value: ls, configurable: true });
  return map;
}
