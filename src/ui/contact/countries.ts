/**
 * Country names for the contact form, from the browser's own region names (Intl.DisplayNames) rather than a
 * bundled list: every ISO 3166 two-letter code the browser names, minus groupings that are not countries.
 */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ', 'AC', 'CP', 'DG', 'EA', 'IC', 'TA']);

let cache: string[] | null = null;

/** English country names, sorted. */
export function countryNames(): string[] {
  if (cache) return cache;
  const names = new Set<string>();
  try {
    const display = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    for (let a = 65; a <= 90; a++) {
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        if (NOT_COUNTRIES.has(code)) continue;
        const name = display.of(code);
        if (name && name !== code) names.add(name);
      }
    }
  } catch {
    /* very old engines: free text only */
  }
  cache = [...names].sort((x, y) => x.localeCompare(y));
  return cache;
}
