/**
 * The bundler build's replacement for bundled-locale.ts: en_US travels inside the build (its own lazy chunk), so a
 * bundled host shows English text even when it serves no locale files; other languages are fetched.
 */
export async function bundledLocale(lng: string): Promise<Record<string, unknown> | null> {
  if (lng !== 'en_US') return null;
  return (await import('../../locales/en_US.json')).default as Record<string, unknown>;
}
