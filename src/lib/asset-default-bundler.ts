/**
 * The bundler build's replacement for asset-default.ts. A host's bundler moves this code into its own chunks, so
 * this module's URL says nothing about where the package's files are. What still works:
 * - an import map that maps `iot-console/` (then `import.meta.resolve` finds the package folder);
 * - for the sandbox page, bundlers that copy `new URL('./file', import.meta.url)` assets (Vite, webpack 5, Parcel):
 *   the bundler build keeps a copy of the page beside this module's output.
 * Anything else needs `setAssetBase()`; locale files other than the inlined en_US then fall back to en_US.
 */
export function builtInAssetUrl(path: string): string | null {
  try {
    return import.meta.resolve(`iot-console/${path}`);
  } catch {
    // No import map for the package: bare specifiers do not resolve in a browser.
  }
  if (path === 'dist/widget-sandbox.html') return new URL('./widget-sandbox.html', import.meta.url).href;
  return null;
}
