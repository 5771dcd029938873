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
import { clearTokens, isTokenValid, readTokens, storeTokens } from './tokens';

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
  /** Restore a stored session (page load). Resolves when the user is loaded or the session is gone. */
  restore(): Promise<void>;
  /** Sign in; rejects with the server's ApiError (message shown by the login form). */
  login(username: string, password: string): Promise<void>;
  /** Sign in as the public user of a customer (public dashboards); rejects when the id is not public. */
  loginPublic(publicId: string): Promise<void>;
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

function createSession(): SessionHandle {
  // Until the stored session has been checked the user counts as "loading", so no element flashes the login form.
  const state = proxy<SessionState>({ ...initialState(), status: 'loading', isUserLoaded: false });
  let pendingRefresh: Promise<string | null> | null = null;
  let restored: Promise<void> | null = null;
  let publicLogin: { publicId: string; done: Promise<void> } | null = null;

  const reset = (error: string | null = null) => {
    clearTokens();
    Object.assign(state, initialState(), { error });
  };

  async function loadUser(token: string): Promise<void> {
    const authUser = authUserFromToken(token);
    if (!authUser) return reset('access.unauthorized');
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
      const forceFullscreen = authUser.isPublic || (info.defaultDashboardFullscreen === true && !!info.defaultDashboardId);
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

  const handle: SessionHandle = {
    version: 1,
    state,
    subscribe: (cb) => subscribe(state, cb),
    getSnapshot: () => snapshot(state) as Readonly<SessionState>,
    getToken() {
      const t = readTokens();
      return t.jwt && isTokenValid(t.jwtExpiration) ? t.jwt : null;
    },
    restore() {
      // Once per page: every element calls this on mount, the first one does the work.
      if (restored) return restored;
      const t = readTokens();
      if (t.jwt && isTokenValid(t.jwtExpiration)) restored = loadUser(t.jwt);
      else if (t.refresh) restored = handle.refresh().then((token) => (token ? loadUser(token) : undefined));
      else restored = Promise.resolve(reset());
      return restored;
    },
    async login(username, password) {
      state.error = null;
      const pair = await authApi.login(username, password);
      if (!storeTokens(pair.token, pair.refreshToken)) return reset('access.unauthorized');
      await loadUser(pair.token);
    },
    loginPublic(publicId) {
      // Several callers may ask at once (an element's prepare step and its first render): one request serves them.
      if (publicLogin?.publicId === publicId) return publicLogin.done;
      state.error = null;
      const done = authApi
        .loginPublic(publicId)
        .then((pair) => (storeTokens(pair.token, pair.refreshToken) ? loadUser(pair.token) : reset('access.unauthorized')))
        .finally(() => {
          if (publicLogin?.done === done) publicLogin = null;
        });
      publicLogin = { publicId, done };
      return done;
    },
    async adoptTokens(token, refreshToken) {
      if (!storeTokens(token, refreshToken)) return reset('access.unauthorized');
      await loadUser(token);
    },
    refresh() {
      if (pendingRefresh) return pendingRefresh;
      const t = readTokens();
      if (!t.refresh || !isTokenValid(t.refreshExpiration)) {
        reset(t.refresh ? 'access.refresh-token-expired' : null);
        return Promise.resolve(null);
      }
      pendingRefresh = authApi
        .refreshTokens(t.refresh)
        .then((pair) => (storeTokens(pair.token, pair.refreshToken) ? pair.token : null))
        .catch(() => null)
        .then((token) => {
          if (!token) reset('access.refresh-token-failed');
          return token;
        })
        .finally(() => (pendingRefresh = null));
      return pendingRefresh;
    },
    isRefreshing: () => pendingRefresh !== null,
    rememberPublicDashboard(dashboardId) {
      if (state.authUser?.isPublic && state.lastPublicDashboardId !== dashboardId) state.lastPublicDashboardId = dashboardId;
    },
    async reloadUser() {
      const token = handle.getToken();
      if (token) await loadUser(token);
    },
    async changePassword(currentPassword, newPassword) {
      const pair = await authApi.changePassword(currentPassword, newPassword);
      storeTokens(pair.token, pair.refreshToken);
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
  return handle;
}
