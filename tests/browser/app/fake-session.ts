/**
 * A small fake of our own SessionHandle (STYLE house rule 3 allows fakes of our interfaces in tests), installed on
 * globalThis before the console asks for the page's session, so shell tests run without a server.
 */
import type { AuthUser, Authority } from '../../../src/session/auth-user';
import type { SessionHandle, SessionState } from '../../../src/session/session';

const KEY = Symbol.for('iot-console.session@1');

/** The fake's controls. */
export interface FakeSession {
  set(patch: Partial<SessionState>): void;
  signInAs(authority: Exclude<Authority, 'ANONYMOUS'>, extra?: Partial<SessionState>): void;
  logouts: number;
}

function user(authority: Authority): AuthUser {
  return {
    sub: `${authority.toLowerCase()}@example.com`,
    scopes: [authority],
    userId: 'u-1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    enabled: true,
    isPublic: false,
    tenantId: 't-1',
    customerId: authority === 'CUSTOMER_USER' ? 'c-1' : null,
    authority,
  };
}

/** Install (once per page) and return the fake. */
export function installFakeSession(): FakeSession {
  const g = globalThis as typeof globalThis & { [KEY]?: SessionHandle; __fake?: FakeSession };
  if (g.__fake) return g.__fake;
  let state: SessionState = {
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
  const listeners = new Set<() => void>();
  const fake: FakeSession = {
    logouts: 0,
    set(patch) {
      state = { ...state, ...patch };
      listeners.forEach((l) => l());
    },
    signInAs(authority, extra = {}) {
      const au = user(authority);
      fake.set({
        status: 'authenticated',
        isAuthenticated: true,
        isUserLoaded: true,
        authUser: au,
        userDetails: {
          id: { entityType: 'USER', id: au.userId },
          email: au.sub,
          authority,
          firstName: 'Ada',
          lastName: 'Lovelace',
          additionalInfo: {},
        },
        ...extra,
      });
    },
  };
  const handle = {
    version: 1,
    get state() {
      return state;
    },
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getSnapshot: () => state,
    getToken: () => (state.isAuthenticated ? 'fake' : null),
    // The fake never loads a user from a token: nobody to tell.
    onUserLoading: () => () => undefined,
    restore: async () => undefined,
    login: async () => undefined,
    adoptTokens: async () => undefined,
    refresh: async () => null,
    isRefreshing: () => false,
    async logout() {
      fake.logouts++;
      fake.set({ status: 'unauthenticated', isAuthenticated: false, authUser: null, userDetails: null });
    },
    reloadUser: async () => undefined,
    changePassword: async () => undefined,
  } as unknown as SessionHandle;
  g[KEY] = handle;
  g.__fake = fake;
  return fake;
}
