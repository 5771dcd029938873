// Rollup: content-hashed locale files. Every locales/<lang>.json is emitted, minified, as
// dist/locales/<lang>.<hash>.json, and the locale manifest module (src/i18n/locale-manifest.ts, an empty map in
// source) becomes the map lang → hash. The loader then asks for exactly one file per language whose name changes
// with its content, so servers may cache it for good (`immutable`); a changed translation is a new name.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const LOCALE_FILE = /^[a-z]{2}_[A-Z]{2}\.json$/;

/** The hash part of a locale file name: 10 base64url characters of the SHA-256 of its (minified) content. */
export function localeHash(text) {
  return createHash('sha256').update(text).digest('base64url').slice(0, 10);
}

/**
 * @param {{ localesDir: string, manifestModule: string, outDir?: string }} options
 *   localesDir: the source locale files; manifestModule: absolute path of the module to fill in;
 *   outDir: where the hashed files go inside the output directory (default `locales`).
 */
export function localeAssets({ localesDir, manifestModule, outDir = 'locales' }) {
  let hashes = {};
  return {
    name: 'locale-assets',
    buildStart() {
      hashes = {};
      for (const file of readdirSync(localesDir)
        .filter((f) => LOCALE_FILE.test(f))
        .sort()) {
        const full = path.join(localesDir, file);
        this.addWatchFile(full);
        const lang = file.slice(0, -'.json'.length);
        const minified = JSON.stringify(JSON.parse(readFileSync(full, 'utf8')));
        const hash = localeHash(minified);
        this.emitFile({ type: 'asset', fileName: `${outDir}/${lang}.${hash}.json`, source: minified });
        hashes[lang] = hash;
      }
    },
    transform(_code, id) {
      if (path.resolve(id) !== path.resolve(manifestModule)) return null;
      return { code: `export const LOCALE_HASHES = ${JSON.stringify(hashes)};`, map: { mappings: '' } };
    },
  };
}
