/**
 * Browser tests of features against the REAL embedded server (`/real`, see tests/config/wtr-real-server.mjs):
 * sign in through the REST API and point src/api at the server with that token.
 */
import { configureApi } from '../../../src/api/http';
import { mountUi, unmountAll } from '../ui/harness';

export const REAL = '/real';

const tokens = new Map<string, string>();

/** Access token of a demo user (cached per test file). */
export async function login(username: string, password: string): Promise<string> {
  const cached = tokens.get(username);
  if (cached) return cached;
  const res = await fetch(`${REAL}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login ${username}: ${res.status}`);
  const token = ((await res.json()) as { token: string }).token;
  tokens.set(username, token);
  return token;
}

export const asTenant = () => login('tenant@thingsboard.org', 'tenant');
export const asSysadmin = () => login('sysadmin@thingsboard.org', 'sysadmin');

let currentToken: string | null = null;

/**
 * Route src/api to the real server with this token. Mounting an element wires the API to the page session once,
 * so call `reapplyRealApi()` after the first mount (the harnesses do).
 */
export function useRealApi(token: string): void {
  currentToken = token;
  reapplyRealApi();
}

/** Apply the last `useRealApi` token again (after an element mounted and wired the API to its session). */
export function reapplyRealApi(): void {
  const token = currentToken;
  if (!token) return;
  configureApi({
    baseUrl: REAL,
    getToken: () => token,
    refreshToken: async () => token,
    isRefreshing: () => false,
    onError: () => undefined,
  });
}

/**
 * For a suite's `before`: the tenant administrator's token, with src/api pointed at the real server. An element's
 * first mount wires the API to the page session, so mount one (and drop it) first.
 */
export async function wireRealTenantApi(): Promise<string> {
  const token = await asTenant();
  await mountUi(null);
  unmountAll();
  useRealApi(token);
  return token;
}

/** A JSON call to the real server with the token. */
export async function api<T = unknown>(
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${REAL}${path}`, {
    method,
    headers: {
      'X-Authorization': `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** Set a React-controlled input's value as typing would (native setter + input event). */
export function fill(input: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A name unique within a test run. */
export const uniqueName = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
