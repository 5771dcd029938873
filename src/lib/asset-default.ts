/**
 * The asset base of the self-contained build: it is served as the package folder itself (our server, a CDN, a copy
 * of the package), and every module of it sits two folders below that (`dist/elements/*.js`, `dist/chunks/*.js`;
 * `src/lib/*.ts` in tests), so a file's URL follows from this module's own URL. The bundler build replaces this
 * module with asset-default-bundler.ts.
 */
export function builtInAssetUrl(path: string): string | null {
  return new URL(`../../${path}`, import.meta.url).href;
}
