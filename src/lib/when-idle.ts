/**
 * Run `fn` once the page is idle (at the latest after `timeout` ms), or after 200 ms where the browser has no
 * `requestIdleCallback`. Returns the cancel.
 */
export function whenIdle(fn: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const id = setTimeout(fn, 200);
    return () => clearTimeout(id);
  }
  const id = requestIdleCallback(fn, { timeout });
  return () => cancelIdleCallback(id);
}
