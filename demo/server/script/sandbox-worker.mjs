// Worker thread that runs user scripts in quickjs-emscripten (see sandbox.ts). Plain JS so that both the TypeScript
// sources and the bundled server can start it without a loader. The parent kills the thread when it overruns.
import { parentPort } from 'node:worker_threads';
import { newQuickJSWASMModule, shouldInterruptAfterDeadline } from 'quickjs-emscripten';

let modulePromise;

// `new Function(args, body)` compiles "function anonymous(args\n) {\n" + body, so body line 1 is line 3 of the
// function's source, which QuickJS names <input> in stack traces.
const BODY_LINE_OFFSET = 2;

/** " (line L, column C)" of the innermost frame inside the user's function body, or ''. */
function location(err) {
  const m = typeof err.stack === 'string' ? /<input>:(\d+):(\d+)/.exec(err.stack) : null;
  if (!m) return '';
  const line = Number(m[1]) - BODY_LINE_OFFSET;
  return line >= 1 ? ` (line ${line}, column ${m[2]})` : '';
}

function describe(err) {
  if (err && typeof err === 'object') {
    const message = typeof err.message === 'string' ? err.message : JSON.stringify(err);
    if (message === 'interrupted') return 'Script execution timed out';
    const text = typeof err.name === 'string' && err.name ? `${err.name}: ${message}` : message;
    return text + location(err);
  }
  return String(err);
}

async function run({ body, argNames, args, limits }) {
  modulePromise ??= newQuickJSWASMModule();
  const qjs = await modulePromise;
  const runtime = qjs.newRuntime();
  runtime.setMemoryLimit(limits.memoryBytes);
  runtime.setMaxStackSize(512 * 1024);
  runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + limits.timeoutMs));
  const vm = runtime.newContext();
  try {
    const params = argNames.map((a) => JSON.stringify(a)).join(', ');
    const code = `(function () {
      var __args = JSON.parse(${JSON.stringify(JSON.stringify(args))});
      var __fn = new Function(${params}${argNames.length ? ', ' : ''}${JSON.stringify(body)});
      var __res = __fn.apply(null, __args);
      return __res === undefined ? undefined : JSON.stringify(__res);
    })()`;
    const result = vm.evalCode(code, 'script.js');
    if (result.error) {
      const err = vm.dump(result.error);
      result.error.dispose();
      return { ok: false, error: describe(err) };
    }
    const value = vm.dump(result.value);
    result.value.dispose();
    if (typeof value === 'string' && value.length > limits.maxOutputChars)
      return { ok: false, error: 'Script output is too large' };
    return { ok: true, json: typeof value === 'string' ? value : undefined };
  } catch (err) {
    return { ok: false, error: describe(err) };
  } finally {
    try {
      vm.dispose();
      runtime.dispose();
    } catch {
      modulePromise = undefined;
    }
  }
}

parentPort.on('message', async (msg) => {
  let result;
  try {
    result = await run(msg);
  } catch (err) {
    result = { ok: false, error: describe(err) };
    modulePromise = undefined;
  }
  parentPort.postMessage({ id: msg.id, result });
});
