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
  loading ??= import('./quickjs-sandbox').then((m) => m.createQuickJsSandbox()).then((s) => {
    loaded = s;
    for (const w of waiters) w();
    waiters.clear();
    return s;
  });
  return loading;
}

/** The sandbox if it is already loaded, else null (and start loading). */
export function sandboxIfLoaded(): JsSandbox | null {
  if (!loaded) void loadSandbox().catch((e: unknown) => console.error('[iot-dashboard] script sandbox failed to load', e));
  return loaded;
}

/** Call `cb` once the sandbox is loaded; returns a cancel function. */
export function whenSandboxLoaded(cb: () => void): () => void {
  if (loaded) {
    cb();
    return () => undefined;
  }
  waiters.add(cb);
  sandboxIfLoaded();
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
