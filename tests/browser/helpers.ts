/** Browser-test helpers: wait for content inside an element's shadow root. */
export async function until<T>(fn: () => T | null | undefined | false, timeout = 5000, what = 'condition'): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = fn();
    if (value) return value;
    if (performance.now() - start > timeout) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 16));
  }
}

/** Like `until`, for an asynchronous check such as a server read-back after a save. */
export async function untilAsync<T>(
  fn: () => Promise<T | null | undefined | false>,
  timeout = 5000,
  what = 'condition',
): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = await fn();
    if (value) return value;
    if (performance.now() - start > timeout) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export function shadow(el: Element): ShadowRoot {
  if (!el.shadowRoot) throw new Error(`${el.localName} has no open shadow root`);
  return el.shadowRoot;
}

export function clearAuthStorage(): void {
  for (const k of ['jwt_token', 'jwt_token_expiration', 'refresh_token', 'refresh_token_expiration'])
    localStorage.removeItem(k);
}
