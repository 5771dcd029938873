/**
 * The build's locale-assets plugin (tests/config/locale-assets-plugin.mjs) on a tiny project: every locale file is
 * emitted minified under a content-hashed name, and the manifest module becomes the map of those hashes, so the
 * loader asks for `<lang>.<hash>.json`; a changed translation gets a new name.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rollup } from 'rollup';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the build config, no types
import { localeAssets, localeHash } from '../../config/locale-assets-plugin.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'locale-assets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function build(
  locales: Record<string, unknown>,
): Promise<{ files: string[]; hashes: Record<string, string>; out: string }> {
  const localesDir = path.join(dir, 'locales');
  rmSync(localesDir, { recursive: true, force: true });
  mkdirSync(localesDir, { recursive: true });
  for (const [lang, body] of Object.entries(locales))
    writeFileSync(path.join(localesDir, `${lang}.json`), JSON.stringify(body, null, 2));
  writeFileSync(path.join(localesDir, 'README.txt'), 'not a locale');
  const manifest = path.join(dir, 'manifest.js');
  writeFileSync(manifest, 'export const LOCALE_HASHES = {};');
  writeFileSync(path.join(dir, 'entry.js'), "export { LOCALE_HASHES } from './manifest.js';");
  const out = path.join(dir, `out-${Math.random().toString(36).slice(2)}`);
  const bundle = await rollup({
    input: path.join(dir, 'entry.js'),
    plugins: [localeAssets({ localesDir, manifestModule: manifest })],
  });
  await bundle.write({ dir: out, format: 'es' });
  const { LOCALE_HASHES } = (await import(path.join(out, 'entry.js'))) as { LOCALE_HASHES: Record<string, string> };
  return { files: readdirSync(path.join(out, 'locales')).sort(), hashes: LOCALE_HASHES, out };
}

describe('locale-assets plugin', () => {
  it('emits one minified, content-hashed file per locale and the map of hashes', async () => {
    const { files, hashes, out } = await build({ en_US: { a: { b: 'Save' } }, de_DE: { a: { b: 'Speichern' } } });
    expect(Object.keys(hashes).sort()).toEqual(['de_DE', 'en_US']);
    expect(files).toEqual([`de_DE.${hashes.de_DE}.json`, `en_US.${hashes.en_US}.json`]);
    const de = readFileSync(path.join(out, 'locales', `de_DE.${hashes.de_DE}.json`), 'utf8');
    expect(de).toBe('{"a":{"b":"Speichern"}}');
    expect(hashes.de_DE).toBe(localeHash(de));
    expect(hashes.de_DE).toMatch(/^[\w-]{10}$/);
  });

  it('gives a changed translation a new name and keeps an unchanged one', async () => {
    const first = await build({ en_US: { a: 'Save' }, de_DE: { a: 'Speichern' } });
    const second = await build({ en_US: { a: 'Save' }, de_DE: { a: 'Sichern' } });
    expect(second.hashes.en_US).toBe(first.hashes.en_US);
    expect(second.hashes.de_DE).not.toBe(first.hashes.de_DE);
  });
});
