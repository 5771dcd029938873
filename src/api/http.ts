/**
 * The HTTP layer every `src/api/<domain>.ts` module calls. Pure TypeScript: no React, no session import.
 * Authentication reaches it through `configureApi()` (the host wires the page's shared session in),
 * so the one-way layering holds: src/api imports src/lib only (ESLint zones in tests/config/eslint.config.mjs).
 */
import { ApiError, apiErrorFromResponse, connectionError } from './api-error';
import { loadingTracker } from './loading-tracker';
import { reportNoResponse, reportResponse } from './reachability';
import type { ResponseSchema } from './shapes';

export { ApiError };

/** Per-call options, mirroring ThingsBoard's RequestConfig plus an abort signal. */
export interface RequestOptions {
  signal?: AbortSignal;
  /** Do not count this call in the global loading indicator. */
  ignoreLoading?: boolean;
  /** Do not report a failure through `onError` (the caller handles it). */
  ignoreErrors?: boolean;
  /** On 429, retry after 1000 ms + a random delay up to 3000 ms. */
  resendRequest?: boolean;
}

export interface ApiConfig {
  /** ThingsBoard root URL ('' = same origin). */
  baseUrl: string;
  fetch: typeof fetch;
  /** The current access token, or null when signed out. */
  getToken(): string | null;
  /** Refresh the token pair (shared by concurrent callers); resolves to the new token or null on failure. */
  refreshToken(): Promise<string | null>;
  /** Whether a refresh is in flight (a 401 then retries after it instead of failing). */
  isRefreshing(): boolean;
  /** Presenter for failures (toasts, forbidden dialog); never called with ignoreErrors. */
  onError(error: ApiError): void;
}

const NO_AUTH = [/^\/api\/auth\/login(\/public)?$/, /^\/api\/auth\/token$/, /^\/api\/noauth\//];

let config: ApiConfig = {
  baseUrl: '',
  fetch: (...args) => globalThis.fetch(...args),
  getToken: () => null,
  refreshToken: async () => null,
  isRefreshing: () => false,
  onError: () => undefined,
};

/** Wire the API layer (called by src/host for the page's session; by tests with a fake fetch). */
export function configureApi(patch: Partial<ApiConfig>): void {
  config = { ...config, ...patch };
}

export function apiConfig(): Readonly<ApiConfig> {
  return config;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** A zod schema (imported from ./zod) or a start-up guard from ./shapes. */
type Schema<T> = ResponseSchema<T>;

interface Call<T> {
  method: Method;
  path: string;
  body?: unknown;
  schema?: Schema<T>;
  text?: boolean;
  opts?: RequestOptions;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(t), resolve()), { once: true });
  });

/** 1000 ms plus up to 3000 ms of jitter, as ThingsBoard's interceptor does for 429. */
export function resendDelayMs(random: () => number = Math.random): number {
  return 1000 + Math.floor(random() * 3000);
}

async function send<T>(call: Call<T>, retried = false): Promise<T> {
  const { method, path, body, opts = {} } = call;
  const needsAuth = !NO_AUTH.some((re) => re.test(path.split('?')[0] ?? path));
  const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let sentToken: string | null = null;
  if (needsAuth) {
    sentToken = config.getToken();
    // No valid token: validate the session first (refresh when a refresh token allows it), as TB's interceptor does.
    if (!sentToken) return retried ? Promise.reject(report(unauthorized(call), opts)) : afterRefresh(call);
    headers['X-Authorization'] = `Bearer ${sentToken}`;
  }
  let response: Response;
  try {
    response = await config.fetch(config.baseUrl + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: opts.signal,
    });
  } catch (e) {
    if (opts.signal?.aborted) throw e;
    reportNoResponse(config.baseUrl);
    throw report(connectionError(method, path), opts);
  }
  reportResponse();
  if (response.ok) return parseBody(response, call);
  const error = await apiErrorFromResponse(response, method, path);
  if (needsAuth && response.status === 401 && !retried && (error.errorCode === 11 || config.isRefreshing())) {
    // Another call may have refreshed while this one was in flight: retry with the newer token instead.
    const current = config.getToken();
    return current && current !== sentToken && !config.isRefreshing() ? send(call, true) : afterRefresh(call);
  }
  if (response.status === 429 && opts.resendRequest) {
    await sleep(resendDelayMs(), opts.signal);
    return send(call, retried);
  }
  throw report(error, opts);
}

function unauthorized(call: Call<unknown>): ApiError {
  return new ApiError({ status: 401, errorCode: 10, message: 'Unauthorized!', method: call.method, url: call.path });
}

/** Wait for the (shared) refresh, then retry once; a failed refresh fails the call with 'Unauthorized!'. */
async function afterRefresh<T>(call: Call<T>): Promise<T> {
  const token = await config.refreshToken();
  if (!token) throw report(unauthorized(call), call.opts ?? {});
  return send(call, true);
}

async function parseBody<T>(response: Response, call: Call<T>): Promise<T> {
  const raw = await response.text();
  if (call.text) return raw as T;
  if (raw === '') return undefined as T;
  const data: unknown = JSON.parse(raw);
  if (!call.schema) return data as T;
  const parsed = call.schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError({
      status: response.status,
      errorCode: 2,
      message: `Unexpected response from ${call.method} ${call.path}`,
      method: call.method,
      url: call.path,
    });
  }
  return parsed.data;
}

function report(error: ApiError, opts: RequestOptions): ApiError {
  if (!opts.ignoreErrors) config.onError(error);
  return error;
}

function tracked<T>(call: Call<T>): Promise<T> {
  if (call.opts?.ignoreLoading || !loadingTracker.tracks(call.path)) return send(call);
  return loadingTracker.wrap(send(call));
}

/** Typed verbs. A schema validates the response at the boundary; without one the body is returned as parsed. */
export const http = {
  get: <T>(path: string, schema?: Schema<T>, opts?: RequestOptions) =>
    tracked<T>({ method: 'GET', path, schema, opts }),
  getText: (path: string, opts?: RequestOptions) => tracked<string>({ method: 'GET', path, text: true, opts }),
  post: <T>(path: string, body: unknown, schema?: Schema<T>, opts?: RequestOptions) =>
    tracked<T>({ method: 'POST', path, body, schema, opts }),
  delete: (path: string, opts?: RequestOptions) => tracked<void>({ method: 'DELETE', path, opts }),
};
