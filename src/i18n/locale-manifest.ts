/**
 * Content hashes of the locale files, language → hash. Empty in source (the loader then fetches `<lang>.json`);
 * the production build fills it in and writes `dist/locales/<lang>.<hash>.json` (tests/config/locale-assets-plugin.mjs),
 * so each language is one request that a browser may keep for good.
 */
export const LOCALE_HASHES: Readonly<Record<string, string>> = {};
