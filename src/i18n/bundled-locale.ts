/**
 * Locale data built into the bundle. The self-contained build carries none (it fetches every locale file, so its
 * elements' first chunks stay small); the bundler build replaces this module with bundled-locale-en.ts.
 */
export function bundledLocale(_lng: string): Promise<Record<string, unknown> | null> {
  return Promise.resolve(null);
}
