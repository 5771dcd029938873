/**
 * Where a session keeps its token pair. Three places, chosen by the session:
 * - the page origin's server: localStorage under ThingsBoard's own keys (`jwt_token`, …), shared with every tab
 *   and with ThingsBoard's UI on that origin;
 * - a server on another origin (an element's `api-url`): one localStorage key of its own per origin, so its
 *   tokens never overwrite the page origin's and two servers used from one origin never collide;
 * - a public dashboard's visitor: memory only, so opening a public dashboard never touches a stored sign-in.
 */
import { storage } from '../lib/storage';
import { TOKEN_KEYS, clearTokens, readTokens, storeTokens, tokenExpiration, type StoredTokens } from './tokens';

export interface TokenStore {
  /** `origin`, `memory`, or `TB-TOKENS@<origin>` (the storage key of another origin's tokens). */
  readonly id: string;
  /** Kept in localStorage (survives reload, seen by other tabs). */
  readonly persistent: boolean;
  read(): StoredTokens;
  /** Store a pair; false (and nothing stored) when either token has no positive lifetime. */
  write(jwt: string, refresh: string, now?: number): boolean;
  clear(): void;
  /** Whether a `storage` event for `key` (null: the whole storage was cleared) concerns this store. */
  watches(key: string | null): boolean;
}

const EMPTY: StoredTokens = { jwt: null, jwtExpiration: null, refresh: null, refreshExpiration: null };
const ORIGIN_KEYS = new Set<string>(Object.values(TOKEN_KEYS));

function pairOf(jwt: string, refresh: string, now: number): StoredTokens | null {
  const jwtExpiration = tokenExpiration(jwt, now);
  const refreshExpiration = tokenExpiration(refresh, now);
  return jwtExpiration === null || refreshExpiration === null
    ? null
    : { jwt, jwtExpiration, refresh, refreshExpiration };
}

/** The page origin's server: ThingsBoard's own keys. */
export const originStore: TokenStore = {
  id: 'origin',
  persistent: true,
  read: readTokens,
  write: (jwt, refresh, now = Date.now()) => storeTokens(jwt, refresh, now),
  clear: clearTokens,
  watches: (key) => key === null || ORIGIN_KEYS.has(key),
};

/** Storage key of the tokens for a server on another origin. */
export function scopedTokenKey(origin: string): string {
  return `TB-TOKENS@${origin}`;
}

/** A stored pair as read back: fields of the wrong type (a hand-edited or corrupt value) read as absent. */
function validPair(v: unknown): StoredTokens {
  if (!v || typeof v !== 'object') return EMPTY;
  const p = v as Record<string, unknown>;
  const str = (x: unknown) => (typeof x === 'string' ? x : null);
  const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : null);
  return {
    jwt: str(p.jwt),
    jwtExpiration: num(p.jwtExpiration),
    refresh: str(p.refresh),
    refreshExpiration: num(p.refreshExpiration),
  };
}

/** A store holding the pair as one value: `load`/`save` decide where (one write, one `storage` event per change). */
function pairStore(
  id: string,
  key: string | null,
  load: () => unknown,
  save: (pair: StoredTokens | null) => void,
): TokenStore {
  return {
    id,
    persistent: key !== null,
    read: () => validPair(load()),
    write(jwt, refresh, now = Date.now()) {
      const pair = pairOf(jwt, refresh, now);
      if (pair) save(pair);
      return pair !== null;
    },
    clear: () => save(null),
    watches: (k) => key !== null && (k === null || k === key),
  };
}

/** A server on another origin: the pair as one JSON value under a key of its own. */
export function scopedStore(origin: string): TokenStore {
  const key = scopedTokenKey(origin);
  return pairStore(
    key,
    key,
    () => storage.getJson<unknown>(key),
    (pair) => (pair ? storage.setJson(key, pair) : storage.remove(key)),
  );
}

/** Memory only: a public visitor's pair, gone with the page. */
export function memoryStore(): TokenStore {
  let held: StoredTokens | null = null;
  return pairStore(
    'memory',
    null,
    () => held,
    (pair) => void (held = pair),
  );
}

/**
 * The store for a server URL (an element's `api-url`; '' = the page's origin). Relative URLs and URLs on the
 * page's own origin use ThingsBoard's keys; any other origin gets a key of its own.
 */
export function storeForServer(apiUrl: string, pageHref: string | undefined = globalThis.location?.href): TokenStore {
  if (!apiUrl || !pageHref) return originStore;
  let origin: string;
  try {
    origin = new URL(apiUrl, pageHref).origin;
  } catch {
    return originStore;
  }
  return origin === new URL(pageHref).origin ? originStore : scopedStore(origin);
}
