// `import css from 'x.css'` -> `export default "<css text>"`, for rollup and for web-test-runner.
// Why: third-party CSS (React Flow, uPlot) must be injected *inside* each shadow root as a <style>,
// so it has to arrive as a string, never as a <link> in the document.
// The TypeScript side is a `declare module '*.css'` in src.
import { readFile } from 'node:fs/promises';

const isCss = (id) => /\.css(\?.*)?$/.test(id);
const toModule = (css) => `export default ${JSON.stringify(css)};`;

/** Rollup: turn .css files into string modules. */
export function cssTextRollup() {
  return {
    name: 'css-text',
    async load(id) {
      if (!isCss(id)) return null;
      this.addWatchFile(id);
      return toModule(await readFile(id.replace(/\?.*$/, ''), 'utf8'));
    },
  };
}

/** Rollup: JSON modules (locales/*.json) without adding @rollup/plugin-json. */
export function jsonRollup() {
  return {
    name: 'json-module',
    transform(code, id) {
      if (!id.endsWith('.json')) return null;
      // Named exports are not needed (the app reads the default object); keep it a plain literal so terser can fold it.
      return { code: `export default ${JSON.stringify(JSON.parse(code))};`, map: { mappings: '' } };
    },
  };
}

/** @web/dev-server (wtr): serve .css as a JS module that exports its text. */
export function cssTextWds() {
  return {
    name: 'css-text',
    resolveMimeType(context) {
      if (isCss(context.path)) return 'js';
    },
    transform(context) {
      if (isCss(context.path)) return { body: toModule(context.body), transformCache: true };
    },
  };
}
