/**
 * Locale-aware ordering with numbers compared by value ("Node 9" before "Node 10"), as tables sort text. One collator
 * each, made on first use: `localeCompare(b, locale, options)` builds a new one on every comparison, and the first
 * sort of a small table then spent ~10 ms setting up ICU.
 */
let exact: Intl.Collator | null = null;
let loose: Intl.Collator | null = null;

/** Case and accents count (`localeCompare(b, undefined, { numeric: true })`). */
export function naturalCompare(a: string, b: string): number {
  exact ??= new Intl.Collator(undefined, { numeric: true });
  return exact.compare(a, b);
}

/** Case and accents ignored (`localeCompare(b, undefined, { sensitivity: 'base', numeric: true })`). */
export function naturalCompareLoose(a: string, b: string): number {
  loose ??= new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
  return loose.compare(a, b);
}
