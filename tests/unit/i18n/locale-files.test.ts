/**
 * Every translation in `locales/` is complete and safe to render:
 * - it has exactly en_US's keys, except plural keys: where en_US has `key_one`/`key_other`, a locale has one key
 *   per plural category of its language (Intl.PluralRules: `_few`, `_many`, `_two`, `_zero`, …), as i18next picks them;
 * - every string keeps en_US's interpolation placeholders (`{{name}}`), no more and no fewer (a plural form may drop
 *   `{{count}}`, e.g. "this alarm");
 * - no string is left in English, except the ones the locale's glossary lists as the same in that language
 *   (brand names, units, protocol names, code).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(import.meta.dirname, '../../../locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Flat = Map<string, string>;

function flatten(obj: Record<string, unknown>, prefix = '', out: Flat = new Map()): Flat {
  for (const [k, v] of Object.entries(obj)) {
    if (v && typeof v === 'object') flatten(v as Record<string, unknown>, `${prefix}${k}.`, out);
    else out.set(`${prefix}${k}`, v as string);
  }
  return out;
}

const load = (name: string): Flat =>
  flatten(JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, unknown>);
const placeholders = (s: string): string[] =>
  [...new Set([...s.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}/g)].map((m) => m[1]!))].sort();

const en = load('en_US.json');
const pluralBases = new Set([...en.keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));

/** What a locale must contain: en_US's keys with each plural base expanded to the language's categories. */
function expectedKeys(lang: string): Map<string, string> {
  const categories = new Intl.PluralRules(lang.replace('_', '-')).resolvedOptions().pluralCategories;
  const want = new Map<string, string>(); // key → the en_US string it translates
  for (const [k, v] of en) if (!PLURAL.test(k)) want.set(k, v);
  for (const base of pluralBases) {
    const other = en.get(`${base}_other`) ?? en.get(`${base}_one`)!;
    for (const c of categories) want.set(`${base}_${c}`, c === 'one' ? (en.get(`${base}_one`) ?? other) : other);
  }
  return want;
}

interface Glossary {
  /** The domain words in this language (device, asset, …), kept consistent across the file. */
  terms: Record<string, string>;
  /** Keys whose text is the same as in English on purpose (brand names, units, code). */
  sameAsEnglish: string[];
}

const locales = readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'en_US.json');

describe('en_US', () => {
  it('has both English plural forms for every plural key', () => {
    for (const base of pluralBases)
      expect([en.has(`${base}_one`), en.has(`${base}_other`)], base).toEqual([true, true]);
  });
});

describe.each(locales)('%s', (file) => {
  const lang = file.replace(/\.json$/, '');
  const tr = load(file);
  const want = expectedKeys(lang);
  const glossaryFile = join(dir, 'glossary', `${lang}.json`);

  it('has exactly en_US keys (plural forms of its language)', () => {
    expect(
      [...want.keys()].filter((k) => !tr.has(k)),
      'missing',
    ).toEqual([]);
    expect(
      [...tr.keys()].filter((k) => !want.has(k)),
      'not in en_US',
    ).toEqual([]);
  });

  it('keeps every placeholder', () => {
    const wrong: string[] = [];
    for (const [k, source] of want) {
      const value = tr.get(k);
      if (typeof value !== 'string' || value.trim() === '') {
        wrong.push(`${k}: empty`);
        continue;
      }
      const need = placeholders(source).filter((p) => !(PLURAL.test(k) && p === 'count'));
      const have = placeholders(value).filter((p) => !(PLURAL.test(k) && p === 'count'));
      if (need.join() !== have.join()) wrong.push(`${k}: {{${need.join('}} {{')}}} → {{${have.join('}} {{')}}}`);
    }
    expect(wrong).toEqual([]);
  });

  it('has a glossary and leaves nothing in English it does not list', () => {
    expect(existsSync(glossaryFile), `locales/glossary/${lang}.json`).toBe(true);
    const glossary = JSON.parse(readFileSync(glossaryFile, 'utf8')) as Glossary;
    for (const term of [
      'device',
      'asset',
      'entity view',
      'rule chain',
      'dashboard',
      'widget',
      'alarm',
      'tenant',
      'customer',
      'telemetry',
      'attribute',
    ]) {
      expect(glossary.terms[term], `glossary term '${term}'`).toBeTruthy();
    }
    const allowed = new Set(glossary.sameAsEnglish);
    const english = [...want]
      .filter(
        ([k, source]) =>
          tr.get(k) === source && /[A-Za-z]{3,}/.test(source.replace(/\{\{[^}]*\}\}/g, '')) && !allowed.has(k),
      )
      .map(([k]) => k);
    expect(english, 'strings still in English (translate, or list in sameAsEnglish)').toEqual([]);
    expect(
      glossary.sameAsEnglish.filter((k) => !want.has(k)),
      'sameAsEnglish keys that do not exist',
    ).toEqual([]);
  });
});
