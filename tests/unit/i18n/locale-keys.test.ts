/**
 * Every literal translation key used in src/ exists in locales/en_US.json (a plural key as its `_one`/`_other`
 * forms). No user-visible string lives outside the locale files; locale-files.test.ts checks the translations.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toSupportedLocale } from '../../../src/i18n/i18n';

const root = join(import.meta.dirname, '../../..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(name) ? [p] : [];
  });
}

function flatten(obj: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flatten(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

const en = new Set(
  flatten(JSON.parse(readFileSync(join(root, 'locales/en_US.json'), 'utf8')) as Record<string, unknown>),
);

describe('locale files', () => {
  it('contain every key src/ uses literally', () => {
    const used = new Set<string>();
    for (const file of files(join(root, 'src'))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([a-z0-9-]+(?:\.[a-z0-9_-]+)+)'/g)) used.add(m[1]!);
      for (const m of text.matchAll(/return '([a-z0-9-]+\.[a-z0-9-]+)';/g)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(5);
    const known = (k: string) => en.has(k) || (en.has(`${k}_one`) && en.has(`${k}_other`));
    expect([...used].filter((k) => !known(k))).toEqual([]);
  });
});

describe('toSupportedLocale', () => {
  it('maps tags to ThingsBoard locale codes', () => {
    expect(toSupportedLocale('de')).toBe('de_DE');
    expect(toSupportedLocale('en-US')).toBe('en_US');
    expect(toSupportedLocale('zh_TW')).toBe('zh_TW');
    expect(toSupportedLocale('xx')).toBe('en_US');
    expect(toSupportedLocale(undefined)).toBe('en_US');
  });
});
