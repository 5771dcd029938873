/**
 * Helpers of the home-dashboard, details-panel and phone specs: REST set-up (tokens, dashboards, customers, users
 * with a password, a tenant of their own) and signing a page in with any user's credentials.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { USERS, type Role } from './shell-support';
import { unique } from './entities-support';

export type Headers = Record<string, string>;
type Json = Record<string, unknown>;

/** Log in over REST; the token pair. */
export async function login(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<{ token: string; refreshToken: string }> {
  const res = await request.post('/api/auth/login', { data: { username, password } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { token: string; refreshToken: string };
}

/** Authorization headers of a seeded role. */
export async function headersOf(request: APIRequestContext, role: Role): Promise<Headers> {
  const { token } = await login(request, USERS[role].email, USERS[role].password);
  return { 'X-Authorization': `Bearer ${token}` };
}

/** POST/GET a JSON body and return the JSON answer (fails the test on an error status). */
export async function call<T = Json>(
  request: APIRequestContext,
  headers: Headers,
  method: 'GET' | 'POST',
  url: string,
  data?: unknown,
): Promise<T> {
  const res =
    method === 'GET' ? await request.get(url, { headers }) : await request.post(url, { headers, data: data as Json });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** A dashboard with one empty state (the runtime shows its title in the toolbar). */
export async function createDashboard(request: APIRequestContext, headers: Headers, title: string): Promise<string> {
  const configuration = {
    description: '',
    widgets: {},
    states: {
      default: {
        name: title,
        root: true,
        layouts: { main: { widgets: {}, gridSettings: { backgroundColor: '#eeeeee', columns: 24, margin: 10 } } },
      },
    },
    entityAliases: {},
    filters: {},
    timewindow: { realtime: { timewindowMs: 60_000 } },
    settings: {
      stateControllerId: 'entity',
      showTitle: true,
      showDashboardsSelect: true,
      showEntitiesSelect: true,
      showDashboardTimewindow: true,
      showDashboardExport: true,
      toolbarAlwaysOpen: true,
    },
  };
  const d = await call<{ id: { id: string } }>(request, headers, 'POST', '/api/dashboard', { title, configuration });
  return d.id.id;
}

/**
 * A user with a password: created without the activation mail, then activated through its activation link, as an
 * invited user would. Resolves the user id and the credentials.
 */
export async function createActiveUser(
  request: APIRequestContext,
  headers: Headers,
  user: Json,
): Promise<{ id: string; email: string; password: string }> {
  const email = `e2e.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
  const password = 'E2e-secret-1';
  const saved = await call<{ id: { id: string } }>(request, headers, 'POST', '/api/user?sendActivationMail=false', {
    email,
    ...user,
  });
  const link = await (await request.get(`/api/user/${saved.id.id}/activationLink`, { headers })).text();
  const activateToken = new URL(link).searchParams.get('activateToken');
  expect(activateToken, link).toBeTruthy();
  await call(request, {}, 'POST', '/api/noauth/activate?sendActivationMail=false', { activateToken, password });
  return { id: saved.id.id, email, password };
}

/** A customer of the seeded tenant with a unique title. */
export async function createCustomer(request: APIRequestContext, headers: Headers): Promise<string> {
  const c = await call<{ id: { id: string } }>(request, headers, 'POST', '/api/customer', {
    title: unique('E2E Customer'),
  });
  return c.id.id;
}

/**
 * Sign a page in with any user's credentials (tokens put where the console keeps them before its first script),
 * then open `path`. Resolves once the page is loaded; the caller waits for what it expects.
 */
export async function signInAs(
  page: Page,
  request: APIRequestContext,
  email: string,
  password: string,
  path = '/',
): Promise<void> {
  const { token, refreshToken } = await login(request, email, password);
  await page.addInitScript(
    ({ token, refreshToken }) => {
      if (sessionStorage.getItem('iot-e2e-extras-seed')) return;
      sessionStorage.setItem('iot-e2e-extras-seed', '1');
      const now = Date.now();
      localStorage.setItem('jwt_token', token);
      localStorage.setItem('jwt_token_expiration', String(now + 3_600_000));
      localStorage.setItem('refresh_token', refreshToken);
      localStorage.setItem('refresh_token_expiration', String(now + 86_400_000));
    },
    { token, refreshToken },
  );
  await page.goto(path);
}
