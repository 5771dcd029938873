/**
 * Every literal translation key used in src/ exists in locales/en_US.json, and no locale has keys en_US lacks.
 * (No user-visible string outside the locale files: this keeps the files complete.)
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

const en = flatten(JSON.parse(readFileSync(join(root, 'locales/en_US.json'), 'utf8')) as Record<string, unknown>);

describe('locale files', () => {
  it('contain every key src/ uses literally', () => {
    const used = new Set<string>();
    for (const file of files(join(root, 'src'))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([a-z0-9-]+(?:\.[a-z0-9_-]+)+)'/g)) used.add(m[1]!);
      for (const m of text.matchAll(/return '([a-z0-9-]+\.[a-z0-9-]+)';/g)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(5);
    expect([...used].filter((k) => !en.includes(k))).toEqual([]);
  });

  it('are all subsets of en_US', () => {
    for (const name of readdirSync(join(root, 'locales')).filter((f) => f.endsWith('.json'))) {
      const keys = flatten(JSON.parse(readFileSync(join(root, 'locales', name), 'utf8')) as Record<string, unknown>);
      expect(keys.filter((k) => !en.includes(k)), name).toEqual([]);
    }
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
