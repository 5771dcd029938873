/**
 * The plain-key `t` answers exactly what i18next's own `t` answers: for every key of two real locales (one of them
 * missing keys, so the fallback language answers), for texts that interpolate or nest, with options, for missing keys
 * (which still reach the missing-key handler), and after a language change.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type i18n as I18n } from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { plainKeyT } from '../../../src/i18n/plain-key-t';

const root = join(import.meta.dirname, '../../..');
const locale = (lng: string) =>
  JSON.parse(readFileSync(join(root, `locales/${lng}.json`), 'utf8')) as Record<string, unknown>;

function keysOf(obj: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object'
      ? [`${prefix}${k}`, ...keysOf(v as Record<string, unknown>, `${prefix}${k}.`)]
      : [`${prefix}${k}`],
  );
}

const en = locale('en_US');
/** German with a third of its keys taken out: those fall back to English. */
function partialGerman(): Record<string, unknown> {
  const de = structuredClone(locale('de_DE'));
  const sections = Object.keys(de);
  for (const s of sections.filter((_, i) => i % 3 === 0)) delete de[s];
  return de;
}

let i18n: I18n;
const missing = vi.fn();

beforeEach(async () => {
  missing.mockReset();
  i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en_US',
    fallbackLng: 'en_US',
    load: 'currentOnly',
    resources: {
      en_US: {
        translation: {
          ...en,
          probe: {
            plain: 'Plain text',
            greet: 'Hello {{name}}',
            nested: 'See $t(probe.plain)',
            empty: '',
            colon: 'a: b',
            obj: { deep: 'Deep' },
          },
        },
      },
      de_DE: { translation: partialGerman() },
    },
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: missing,
  });
});

describe('plainKeyT', () => {
  it('answers every key of en_US as i18next does', () => {
    const fast = plainKeyT(i18n, 'en_US');
    const full = i18n.getFixedT('en_US');
    for (const key of keysOf(en)) expect(fast(key), key).toEqual(full(key));
  });

  it('answers every key of a partial de_DE as i18next does, falling back to en_US', async () => {
    await i18n.changeLanguage('de_DE');
    const fast = plainKeyT(i18n, 'de_DE');
    const full = i18n.getFixedT('de_DE');
    const keys = keysOf(en);
    let fellBack = 0;
    for (const key of keys) {
      expect(fast(key), key).toEqual(full(key));
      if (i18n.getResource('de_DE', 'translation', key) === undefined) fellBack++;
    }
    expect(fellBack).toBeGreaterThan(100);
  });

  it('interpolates, nests, takes options and keeps empty texts as i18next does', () => {
    const fast = plainKeyT(i18n, 'en_US');
    const full = i18n.getFixedT('en_US');
    expect(fast('probe.greet', { name: 'Ada' })).toBe('Hello Ada');
    expect(fast('probe.greet')).toBe(full('probe.greet'));
    expect(fast('probe.nested')).toBe('See Plain text');
    expect(fast('probe.empty')).toBe(full('probe.empty'));
    expect(fast('probe.colon')).toBe('a: b');
    expect(fast('probe.obj')).toEqual(full('probe.obj'));
    expect(fast(['probe.none', 'probe.plain'])).toBe('Plain text');
    expect(fast('probe.none', 'Default')).toBe('Default');
    expect(fast('translation:probe.plain')).toBe('Plain text');
  });

  it('reports a missing key to the missing-key handler and answers the key', () => {
    const fast = plainKeyT(i18n, 'en_US');
    expect(fast('probe.absent')).toBe('probe.absent');
    expect(missing).toHaveBeenCalledTimes(1);
    expect(missing.mock.calls[0]?.[2]).toBe('probe.absent');
  });

  it('sees translations added after it was made', () => {
    const fast = plainKeyT(i18n, 'en_US');
    expect(fast('later.key')).toBe('later.key');
    i18n.addResource('en_US', 'translation', 'later.key', 'Now here');
    expect(fast('later.key')).toBe('Now here');
  });
});
