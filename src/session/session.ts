/**
 * The page's one session: a versioned handle on globalThis under Symbol.for, so every element —
 * even from two bundles — shares one login. State is a valtio proxy owned by whichever bundle created the handle;
 * others read it only through the handle's subscribe/getSnapshot.
 */
import { proxy, snapshot, subscribe } from 'valtio/vanilla';
import * as authApi from '../api/auth';
import { getUser, getTokenAccessEnabled, type User } from '../api/users';
import { getEdgesEnabled } from '../api/edge-support';
import { getMaxDatapointsLimit, getUserDashboards } from '../api/dashboards';
import type { ApiError } from '../api/http';
import { authUserFromToken, type AuthUser } from './auth-user';
import type { CrossTabTarget } from './cross-tab';
import { sessionInfo, type SessionInfo } from './session-events';
import { memoryStore, originStore, storeForServer, type TokenStore } from './token-store';
import { isTokenValid } from './tokens';

export type SessionStatus = 'unauthenticated' | 'loading' | 'authenticated';

/** The auth state ThingsBoard's UI keeps (user, authority, flags from the server's settings). */
export interface SessionState {
  status: SessionStatus;
  isAuthenticated: boolean;
  isUserLoaded: boolean;
  authUser: AuthUser | null;
  userDetails: User | null;
  userTokenAccessEnabled: boolean;
  forceFullscreen: boolean;
  allowedDashboardIds: string[];
  edgesSupportEnabled: boolean;
  maxDatapointsLimit: number;
  lastPublicDashboardId: string | null;
  /** Locale key or server text of the last session failure (login error, refresh failure). */
  error: string | null;
}

export interface SessionHandle {
  readonly version: 1;
  readonly state: Readonly<SessionState>;
  subscribe(onChange: () => void): () => void;
  getSnapshot(): Readonly<SessionState>;
  /** Current access token if still valid (2000 ms margin), else null. */
  getToken(): string | null;
  /**
   * Hear each user whose token starts loading (a sign-in, a restore, tokens handed in, another tab's sign-in), in
   * the same task and before the calls that load the user leave, so a page can send its own first call ahead of
   * them. Returns the function that stops listening.
   */
  onUserLoading(listener: (authUser: AuthUser) => void): () => void;
  /** Restore a stored session (page load). Resolves when the user is loaded or the session is gone. */
  restore(): Promise<void>;
  /** Sign in; rejects with the server's ApiError (message shown by the login form). */
  login(username: string, password: string): Promise<void>;
  /**
   * Sign in as the public user of a customer (public dashboards); rejects when the id is not public. With
   * `persist: false` the pair stays in memory and any stored sign-in is left alone (`<iot-dashboard public-id>`).
   */
  loginPublic(publicId: string, options?: { persist?: boolean }): Promise<void>;
  /**
   * The server the page's elements talk to ('' = the page's origin). Its origin picks where tokens are kept:
   * ThingsBoard's keys for the page's own origin, a key of its own for any other. Switching servers restores
   * the new server's stored session.
   */
  useServer(apiUrl: string): void;
  /** The settled session as a host page sees it (signed in, who). */
  info(): SessionInfo;
  /** Adopt a token pair handed in by the host page (accessToken/refreshToken properties). */
  adoptTokens(token: string, refreshToken: string): Promise<void>;
  /** Refresh the pair; concurrent callers share one request. Resolves to the new token or null. */
  refresh(): Promise<string | null>;
  isRefreshing(): boolean;
  logout(): Promise<void>;
  /** A public user opened a dashboard: remember it as the landing place. */
  rememberPublicDashboard(dashboardId: string): void;
  /** Re-read the user and system parameters (after a profile save). */
  reloadUser(): Promise<void>;
  /** Change password; the answered token pair replaces the stored one (older tokens are outdated by the server). */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
}

/** Max datapoints as ThingsBoard's UI takes it: the server's limit is used, and 7 or less becomes 8. */
export function normaliseMaxDatapoints(value: number): number {
  return value <= 7 ? 8 : value;
}

const KEY = Symbol.for('iot-console.session@1');
type WithSession = typeof globalThis & { [KEY]?: SessionHandle };

export function getSession(): SessionHandle {
  const g = globalThis as WithSession;
  return (g[KEY] ??= createSession());
}

function initialState(): SessionState {
  return {
    status: 'unauthenticated',
    isAuthenticated: false,
    isUserLoaded: true,
    authUser: null,
    userDetails: null,
    userTokenAccessEnabled: false,
    forceFullscreen: false,
    allowedDashboardIds: [],
    edgesSupportEnabled: false,
    maxDatapointsLimit: 500,
    lastPublicDashboardId: null,
    error: null,
  };
}

const loadingState = (): SessionState => ({ ...initialState(), status: 'loading', isUserLoaded: false });

/**
 * Load the signed-in user of a token into the state: the user's details and the server's flags (token access,
 * edges, max datapoints), and the dashboards allowed when fullscreen is forced. Any failure signs out.
 */
async function loadUserInto(
  state: SessionState,
  token: string,
  reset: (error: string) => void,
  listeners: ReadonlySet<(authUser: AuthUser) => void>,
): Promise<void> {
  const authUser = authUserFromToken(token);
  if (!authUser) return reset('access.unauthorized');
  listeners.forEach((l) => l(authUser));
  Object.assign(state, { status: 'loading', isUserLoaded: false, authUser, error: null });
  try {
    const mayLoginAs = authUser.authority === 'SYS_ADMIN' || authUser.authority === 'TENANT_ADMIN';
    const [userDetails, tokenAccess, edges, maxDatapoints] = await Promise.all([
      authUser.isPublic ? Promise.resolve(null) : getUser(authUser.userId, { ignoreErrors: true }),
      mayLoginAs ? getTokenAccessEnabled({ ignoreErrors: true }) : Promise.resolve(false),
      getEdgesEnabled({ ignoreErrors: true }),
      getMaxDatapointsLimit({ ignoreErrors: true }),
    ]);
    const info = userDetails?.additionalInfo ?? {};
    const forceFullscreen =
      authUser.isPublic || (info.defaultDashboardFullscreen === true && !!info.defaultDashboardId);
    // Allowed dashboard ids: first page of 100, only when fullscreen is forced.
    const allowedDashboardIds =
      forceFullscreen && !authUser.isPublic
        ? (
            await getUserDashboards(
              authUser.authority === 'CUSTOMER_USER' ? { customerId: authUser.customerId ?? '' } : 'tenant',
              100,
              0,
              { ignoreErrors: true },
            )
          ).data.map((d) => d.id.id)
        : [];
    Object.assign(state, {
      status: 'authenticated',
      isAuthenticated: true,
      isUserLoaded: true,
      userDetails,
      userTokenAccessEnabled: tokenAccess,
      edgesSupportEnabled: edges,
      maxDatapointsLimit: normaliseMaxDatapoints(maxDatapoints),
      forceFullscreen,
      allowedDashboardIds,
    });
  } catch (e) {
    reset((e as ApiError).message || 'access.unauthorized');
  }
}

/** The store's access token while still valid (2000 ms margin), else null. */
function validAccessToken(store: TokenStore): string | null {
  const t = store.read();
  return t.jwt && isTokenValid(t.jwtExpiration) ? t.jwt : null;
}

/** A public user's landing dashboard; other users have none. */
function rememberPublicDashboard(state: SessionState, dashboardId: string): void {
  if (state.authUser?.isPublic && state.lastPublicDashboardId !== dashboardId)
    state.lastPublicDashboardId = dashboardId;
}

/** Token refresh: one request at a time, concurrent callers share it; a refresh that fails signs out. */
function createRefresher(currentStore: () => TokenStore, reset: (error: string | null) => void) {
  let pendingRefresh: Promise<string | null> | null = null;
  return {
    refresh(): Promise<string | null> {
      if (pendingRefresh) return pendingRefresh;
      const t = currentStore().read();
      if (!t.refresh || !isTokenValid(t.refreshExpiration)) {
        reset(t.refresh ? 'access.refresh-token-expired' : null);
        return Promise.resolve(null);
      }
      pendingRefresh = authApi
        .refreshTokens(t.refresh)
        .then((pair) => (currentStore().write(pair.token, pair.refreshToken) ? pair.token : null))
        .catch(() => null)
        .then((token) => {
          if (!token) reset('access.refresh-token-failed');
          return token;
        })
        .finally(() => (pendingRefresh = null));
      return pendingRefresh;
    },
    isRefreshing: () => pendingRefresh !== null,
  };
}

/** Add `listener` to `listeners`; returns the function that takes it out. */
function listen<T>(listeners: Set<T>, listener: T): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Other tabs and the page-level event (once per page, as the handle is). */
function startCrossTabSync(handle: SessionHandle, hooks: CrossTabTarget): void {
  void import('./session-sync').then((m) => m.startSessionSync(handle, hooks));
}

function createSession(): SessionHandle {
  // Until the stored session has been checked the user counts as "loading", so no element flashes the login form.
  const state = proxy<SessionState>(loadingState());
  let restored: Promise<void> | null = null;
  let publicLogin: { publicId: string; done: Promise<void> } | null = null;
  /** The store of the page's server, and the one in use (the same, or a public visitor's memory). */
  let serverStore: TokenStore = originStore;
  let store: TokenStore = serverStore;

  /** Back to signed out: the tokens in use are forgotten, and a public visitor's memory gives way to the server's store. */
  const reset = (error: string | null = null, { clear = true } = {}) => {
    if (clear) store.clear();
    store = serverStore;
    Object.assign(state, initialState(), { error });
  };
  /** Sign-ins as a real user always go to the server's store, even on a page that showed a public dashboard. */
  const persistentStore = () => (store = serverStore);
  const refresher = createRefresher(() => store, reset);

  const loading = new Set<(authUser: AuthUser) => void>(); // who hears a user start loading (onUserLoading)
  const loadUser = (token: string) => loadUserInto(state, token, reset, loading);
  /** A real user's pair: kept in the server's store, then the user loaded. */
  async function signIn(token: string, refreshToken: string): Promise<void> {
    if (!persistentStore().write(token, refreshToken)) return reset('access.unauthorized');
    const loaded = loadUser(token);
    restored ??= loaded; // the session is known now: nothing left to restore
    await loaded;
  }

  const handle: SessionHandle = {
    version: 1,
    state,
    subscribe: (cb) => subscribe(state, cb),
    getSnapshot: () => snapshot(state) as Readonly<SessionState>,
    getToken: () => validAccessToken(store),
    onUserLoading: (listener) => listen(loading, listener),
    restore() {
      // Once per page: every element calls this on mount, the first one does the work.
      if (restored) return restored;
      const t = store.read();
      if (t.jwt && isTokenValid(t.jwtExpiration)) restored = loadUser(t.jwt);
      else if (t.refresh) restored = handle.refresh().then((token) => (token ? loadUser(token) : undefined));
      else restored = Promise.resolve(reset());
      return restored;
    },
    async login(username, password) {
      state.error = null;
      const pair = await authApi.login(username, password);
      await signIn(pair.token, pair.refreshToken);
    },
    loginPublic(publicId, { persist = true } = {}) {
      // Several callers may ask at once (an element's prepare step and its first render): one request serves them.
      if (publicLogin?.publicId === publicId) return publicLogin.done;
      state.error = null;
      const target = persist ? serverStore : memoryStore();
      const done = authApi
        .loginPublic(publicId)
        .then((pair) => {
          if (!target.write(pair.token, pair.refreshToken)) return reset('access.unauthorized');
          store = target;
          return loadUser(pair.token);
        })
        .finally(() => {
          if (publicLogin?.done === done) publicLogin = null;
        });
      publicLogin = { publicId, done };
      // A memory-only visitor's page has no stored session to restore: restoring waits for this sign-in instead.
      if (!persist) restored = done.catch(() => undefined);
      return done;
    },
    adoptTokens: (token, refreshToken) => signIn(token, refreshToken),
    useServer(apiUrl) {
      const next = storeForServer(apiUrl);
      if (next.id === serverStore.id) return;
      serverStore = next;
      if (!store.persistent) return; // a public visitor keeps its memory-only session
      store = next;
      if (!restored) return;
      restored = null;
      Object.assign(state, loadingState());
      void handle.restore();
    },
    info: () => sessionInfo(handle),
    refresh: refresher.refresh,
    isRefreshing: refresher.isRefreshing,
    rememberPublicDashboard: (dashboardId) => rememberPublicDashboard(state, dashboardId),
    async reloadUser() {
      const token = handle.getToken();
      if (token) await loadUser(token);
    },
    async changePassword(currentPassword, newPassword) {
      const pair = await authApi.changePassword(currentPassword, newPassword);
      store.write(pair.token, pair.refreshToken);
    },
    async logout() {
      try {
        if (handle.getToken()) await authApi.logout();
      } catch {
        /* tokens are cleared whatever the server says */
      } finally {
        reset();
      }
    },
  };
  startCrossTabSync(handle, {
    store: () => store,
    currentUserId: () => (state.isAuthenticated ? (state.authUser?.userId ?? null) : null),
    signedOutElsewhere: () => reset(null, { clear: false }),
    signedInElsewhere: (token) => void loadUser(token),
  });
  return handle;
}
