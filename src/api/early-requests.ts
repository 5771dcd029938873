/**
 * Requests a page starts before the app's code has run (`<iot-dashboard public-id>`'s public sign-in, sent by
 * src/host/early-boot.ts while React and the app are still being evaluated), answered to the same call of the app
 * instead of a second fetch: the same method, absolute URL and body, at most once and only while fresh. Kept on
 * globalThis so two bundles of the elements on one page share them, as they share the session. No imports: this
 * module runs first.
 */
const KEY = Symbol.for('iot-console.early@1');
/** An early answer nobody took within this time is not used: the call fetches afresh. */
const FRESH_MS = 20_000;

const requests = (): Map<string, { at: number; response: Promise<Response> }> =>
  ((globalThis as typeof globalThis & { [KEY]?: ReturnType<typeof requests> })[KEY] ??= new Map());

const keyOf = (method: string, url: string, body: unknown) =>
  `${method} ${new URL(url, document.baseURI).href} ${body as string}`;

/** Send a request early; not when the same one was sent already (that one serves). */
export function startEarlyRequest(url: string, init: RequestInit & { method: string }): void {
  const key = keyOf(init.method, url, init.body);
  if (requests().has(key)) return;
  const response = fetch(url, init);
  requests().set(key, { at: Date.now(), response });
  // A failure is the app's to report when it takes the answer; nobody taking it is no error.
  response.catch(() => undefined);
}

/** `fetch` that answers a call sent early (same method, URL and body) with that request's answer. */
export function withEarlyRequests(next: typeof fetch): typeof fetch {
  return (input, init = {}) => {
    const all = requests();
    const key = all.size ? keyOf(init.method ?? 'GET', input as string, init.body) : '';
    const early = all.get(key);
    all.delete(key);
    return early && Date.now() - early.at < FRESH_MS ? early.response : next(input, init);
  };
}
