/**
 * User JavaScript of dashboards (cell style/content functions, data post-processing, function datasources,
 * custom actions, marker functions) runs in QuickJS compiled to WebAssembly — never `eval`/`new Function` in the
 * page. The engine is a lazy chunk, loaded the first time a dashboard actually needs it. Arguments and results
 * cross the boundary as JSON; each call has a deadline and the heap a limit.
 * On strict-CSP pages, WebAssembly needs `'wasm-unsafe-eval'` in script-src (not `'unsafe-eval'`).
 */

import { UserScriptError, type JsSandbox, type UserFunction } from './sandbox-types';

export { UserScriptError, type JsSandbox, type UserFunction };

let loading: Promise<JsSandbox> | null = null;
let loaded: JsSandbox | null = null;
const waiters = new Set<() => void>();

/** Load (once) and return the sandbox. */
export function loadSandbox(): Promise<JsSandbox> {
  loading ??= import('./quickjs-sandbox')
    .then((m) => m.createQuickJsSandbox())
    .then((s) => {
      loaded = s;
      for (const w of waiters) w();
      waiters.clear();
      return s;
    });
  return loading;
}

/** The sandbox if it is already loaded, else null. Asking does not start the download (whenSandboxLoaded does). */
export function sandboxIfLoaded(): JsSandbox | null {
  return loaded;
}

let scheduled = false;

/**
 * Start loading once the page has painted its next frame and then has an idle moment: the engine (a 0.5 MB
 * WebAssembly module plus its loader) then does not compete with a dashboard's first paint and first data, which
 * arrive in the meantime. Measured on the public cold-load bench: runs where the engine was compiled before the
 * first data row painted were ~200 ms slower. The timer is the upper bound (and covers pages that get no frames).
 */
function loadAfterPaint(): void {
  if (loading || scheduled) return;
  scheduled = true;
  const start = () => {
    if (!loading)
      void loadSandbox().catch((e: unknown) => console.error('[iot-dashboard] script sandbox failed to load', e));
  };
  const fallback = setTimeout(start, 400);
  if (typeof requestAnimationFrame === 'function' && typeof requestIdleCallback === 'function') {
    requestAnimationFrame(() => requestIdleCallback(() => (clearTimeout(fallback), start()), { timeout: 400 }));
  }
}

/** Call `cb` once the sandbox is loaded (loading starts after the next paint); returns a cancel function. */
export function whenSandboxLoaded(cb: () => void): () => void {
  if (loaded) {
    cb();
    return () => undefined;
  }
  waiters.add(cb);
  loadAfterPaint();
  return () => waiters.delete(cb);
}

const cache = new Map<string, UserFunction | UserScriptError>();

/**
 * A cached compiled function for `body` (null while the engine loads). A body that does not compile yields a
 * function that throws its error, so callers handle compile and run errors alike.
 */
export function userFunction(body: string | null | undefined, argNames: string[]): UserFunction | null {
  if (!body || !body.trim()) return null;
  const sandbox = sandboxIfLoaded();
  if (!sandbox) return null;
  const key = `${argNames.join(',')}\u0000${body}`;
  let fn = cache.get(key);
  if (!fn) {
    try {
      fn = sandbox.compile(body, argNames);
    } catch (e) {
      fn = e instanceof UserScriptError ? e : new UserScriptError(String(e));
    }
    cache.set(key, fn);
  }
  if (fn instanceof UserScriptError) {
    const err = fn;
    return () => {
      throw err;
    };
  }
  return fn;
}
