/**
 * Writing direction of the console languages. A language listed here lays every element out right to left
 * (`dir="rtl"` on the element's root); all others are left to right.
 */
import { toBcp47 } from '../lib/intl-format';

/** Languages written right to left. ThingsBoard 3.3.1 ships one: Persian. */
export const RTL_LOCALES: readonly string[] = ['fa_IR'];

export type Direction = 'ltr' | 'rtl';

/** `fa_IR` → 'rtl'; also accepts BCP-47 tags (`fa-IR`) and bare languages (`fa`). */
export function localeDirection(code: string | null | undefined): Direction {
  if (!code) return 'ltr';
  const lang = code.split(/[_-]/)[0]?.toLowerCase();
  return RTL_LOCALES.some((l) => l.split('_')[0] === lang) ? 'rtl' : 'ltr';
}

/** The `lang` attribute value of a console language: `de_DE` → `de-DE`. */
export const langAttribute = toBcp47;
