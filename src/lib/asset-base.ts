/**
 * Where the console's static files are: the locale files, the QuickJS engine (WebAssembly) and the page custom
 * widgets run in. The asset base is the URL of a folder laid out like the published package (`locales/<lang>.json`,
 * `dist/chunks/emscripten-module.wasm`, `dist/widget-sandbox.html`): the package folder on a CDN, the folder our
 * server serves at `/`, or a copy of those files in a host's own public folder.
 *
 * A host sets it for the whole page (every element, every bundle) with `setAssetBase(url)` or an element's
 * `asset-base` attribute. Without one, each build knows its own default (asset-default.ts).
 */
import { builtInAssetUrl } from './asset-default';

/** The files of the distribution that are fetched at run time, by their path in the package. */
export type AssetPath = 'locales/' | 'dist/chunks/emscripten-module.wasm' | 'dist/widget-sandbox.html';

const KEY = Symbol.for('iot-console.asset-base@1');
type WithBase = typeof globalThis & { [KEY]?: string };

/** Set the page's asset base (relative URLs resolve against the document). */
export function setAssetBase(url: string | URL): void {
  const href = new URL(String(url), globalThis.document?.baseURI).href;
  (globalThis as WithBase)[KEY] = href.endsWith('/') ? href : `${href}/`;
}

/** The asset base the host set, or null. */
export function explicitAssetBase(): string | null {
  return (globalThis as WithBase)[KEY] ?? null;
}

/** The URL of one file (or the locales folder), or null when nothing tells where it is. */
export function assetUrl(path: AssetPath): string | null {
  const base = explicitAssetBase();
  return base ? new URL(path, base).href : builtInAssetUrl(path);
}
