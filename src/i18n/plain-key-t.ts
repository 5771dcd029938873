/**
 * A `t` for one language that answers a plain key (no options, no namespace prefix) straight from the loaded
 * translations, and hands everything else to i18next's own `t`.
 *
 * i18next's `t` parses the key for a namespace, walks the language fallback chain, then runs interpolation and
 * nesting over the text it found, for every call. Most calls in the console are plain keys whose text has neither
 * `{{…}}` nor `$t(…)`, and the first render after signing in makes about a hundred of them. For those the answer is
 * the first string found along the fallback chain, which is what i18next returns too; anything else (options,
 * arrays of keys, texts to interpolate or nest, empty or missing texts, objects) goes the full way, so
 * missing-key handling and formatting are unchanged.
 */
import type { i18n as I18n, TFunction } from 'i18next';

const NS = 'translation';

/** A text i18next would return as it is: not empty, nothing to interpolate or nest. */
const isPlain = (text: string) => text !== '' && !text.includes('{{') && !text.includes('$t(');

export function plainKeyT(i18n: I18n, lng: string): TFunction {
  const full = i18n.getFixedT(lng) as unknown as (...args: unknown[]) => unknown;
  // The fallback chain of `lng` (e.g. de_DE, then en_US), as i18next resolves it for this instance.
  const chain: readonly string[] = i18n.services.languageUtils.toResolveHierarchy(lng);
  const direct = lng !== 'cimode' && chain.length > 0;
  const t = (key: unknown, ...rest: unknown[]) => {
    if (direct && rest.length === 0 && typeof key === 'string' && !key.includes(':')) {
      for (const code of chain) {
        const text: unknown = i18n.getResource(code, NS, key);
        if (text === undefined || text === null) continue;
        if (typeof text === 'string' && isPlain(text)) return text;
        break;
      }
    }
    return full(key, ...rest);
  };
  return t as unknown as TFunction;
}
