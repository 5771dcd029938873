/**
 * Whether the ThingsBoard server answers at all. A call that gets no response — the fetch itself fails: no network,
 * refused connection, TLS, or a cross-origin call the server does not allow (the browser hides which) — marks the
 * server unreachable; any response, error statuses included, marks it reachable again. Elements show this instead
 * of a sign-in prompt, since signing in cannot help.
 */
let unreachable: string | null = null;
const listeners = new Set<() => void>();

function set(value: string | null): void {
  if (value === unreachable) return;
  unreachable = value;
  for (const l of listeners) l();
}

/** The server URL (as configured, else the page's origin) whose last call got no response. */
export function reportNoResponse(baseUrl: string): void {
  set(baseUrl || globalThis.location?.origin || '');
}

/** A response arrived. */
export function reportResponse(): void {
  set(null);
}

/** The server that did not answer the last call, or null. */
export function unreachableServer(): string | null {
  return unreachable;
}

/** For useSyncExternalStore. */
export function subscribeReachability(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}
