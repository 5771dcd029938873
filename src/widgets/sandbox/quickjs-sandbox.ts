/**
 * The QuickJS engine behind js-sandbox.ts (lazy chunk): one runtime with a 32 MB heap and a 200 ms deadline per
 * call, one context holding the compiled user functions. Only JSON crosses the boundary; user code sees no DOM,
 * no network and no page globals.
 * The engine's WebAssembly file is fetched from beside the chunk that holds its loader (the build puts it there),
 * or from the page's asset base when the host set one (a bundled host that copied the package's files elsewhere).
 */
import baseVariant from '@jitl/quickjs-wasmfile-release-sync';
import { newQuickJSWASMModuleFromVariant, newVariant, shouldInterruptAfterDeadline } from 'quickjs-emscripten-core';
import { assetUrl, explicitAssetBase } from '../../lib/asset-base';
import { UserScriptError, type JsSandbox, type UserFunction } from './sandbox-types';

const MEMORY_LIMIT = 32 * 1024 * 1024;
const DEADLINE_MS = 200;
const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export async function createQuickJsSandbox(): Promise<JsSandbox> {
  const wasmLocation = explicitAssetBase() ? assetUrl('dist/chunks/emscripten-module.wasm') : null;
  const variant = wasmLocation ? newVariant(baseVariant, { wasmLocation }) : baseVariant;
  const module = await newQuickJSWASMModuleFromVariant(variant);
  const runtime = module.newRuntime();
  runtime.setMemoryLimit(MEMORY_LIMIT);
  runtime.setMaxStackSize(1024 * 1024);
  const vm = runtime.newContext();
  let seq = 0;

  const run = (code: string): unknown => {
    runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + DEADLINE_MS));
    const result = vm.evalCode(code);
    if (result.error) {
      const err = vm.dump(result.error) as { name?: string; message?: string } | string;
      result.error.dispose();
      const msg = typeof err === 'string' ? err : `${err?.name ?? 'Error'}: ${err?.message ?? 'script failed'}`;
      throw new UserScriptError(msg);
    }
    const text = vm.getString(result.value);
    result.value.dispose();
    return text === 'undefined' ? undefined : JSON.parse(text);
  };

  return {
    compile(body: string, argNames: string[]): UserFunction {
      if (!argNames.every((a) => IDENT.test(a))) throw new UserScriptError('Invalid argument name');
      const name = `__f${++seq}`;
      // The body is user text; it is only ever evaluated inside QuickJS.
      run(`globalThis.${name} = function (${argNames.join(', ')}) {\n${body}\n}; 'undefined'`);
      return (...args: unknown[]) => {
        const json = JSON.stringify(args, (_k, v: unknown) => (v === undefined ? null : v));
        return run(
          `(function () { var r = ${name}.apply(null, JSON.parse(${JSON.stringify(json)})); return r === undefined ? 'undefined' : JSON.stringify(r); })()`,
        );
      };
    },
  };
}
