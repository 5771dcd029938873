/**
 * Requests a page starts before the app's code has run (`<iot-dashboard public-id>`'s sign-in and dashboard, started
 * by src/host/early-boot.ts while the element's chunks load), handed to the HTTP layer instead of a second fetch of
 * the same call. Each is taken at most once, only for the same method, absolute URL and credential (the request body
 * of a sign-in, the access token of an authorised GET), and only while fresh. A request may be registered before its
 * credential is known (the dashboard, before the sign-in answers): the call that asks for it waits for the credential
 * and fetches for itself when it differs. Kept on globalThis so two bundles of the elements on one page share them,
 * as they share the session. No imports: this module runs first.
 */
const KEY = Symbol.for('iot-console.early-requests@1');
/** An early answer nobody took within this time is dropped: a later call fetches afresh. */
const FRESH_MS = 20_000;

interface EarlyRequest {
  at: number;
  credential: Promise<string | null>;
  response: Promise<Response | null>;
}

type WithEarly = typeof globalThis & { [KEY]?: Map<string, EarlyRequest> };

function requests(): Map<string, EarlyRequest> {
  return ((globalThis as WithEarly)[KEY] ??= new Map());
}

/** The absolute form of a request URL, as fetch resolves it against the document. */
export function absoluteUrl(url: string): string {
  try {
    return typeof document === 'undefined' ? url : new URL(url, document.baseURI).href;
  } catch {
    return url;
  }
}

const keyOf = (method: string, url: string) => `${method} ${absoluteUrl(url)}`;

/**
 * Register a request started early (`start` runs at once, and may answer null when it could not be sent); a second
 * one for the same method and URL is not registered (the first serves) and null is returned.
 */
export function startEarlyRequest(
  method: string,
  url: string,
  credential: string | null | Promise<string | null>,
  start: () => Promise<Response | null>,
): Promise<Response | null> | null {
  const key = keyOf(method, url);
  if (requests().has(key)) return null;
  const response = start();
  requests().set(key, { at: Date.now(), credential: Promise.resolve(credential), response });
  // An answer that fails to arrive is handled by whoever takes it; nobody taking it is no error.
  response.catch(() => undefined);
  return response;
}

/**
 * The early answer of this exact call, once: a promise of the response, or of null when it was made with another
 * credential or never sent (the caller then fetches). Null when there is none.
 */
export function takeEarlyRequest(
  method: string,
  url: string,
  credential: string | null,
): Promise<Response | null> | null {
  const all = requests();
  if (all.size === 0) return null;
  const key = keyOf(method, url);
  const early = all.get(key);
  all.delete(key);
  for (const [k, r] of all) if (Date.now() - r.at > FRESH_MS) all.delete(k);
  if (!early || Date.now() - early.at > FRESH_MS) return null;
  return early.credential.then((c) => (c === credential ? early.response : null));
}
