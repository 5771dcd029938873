/**
 * Postal-code formats of the 18 countries the contact form checks (message contact.postal-code-invalid).
 * Keys are the English country names the form stores. Other countries are not checked.
 */
export const POSTAL_CODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  'United States': /^\d{5}(?:-\d{4})?$/,
  Australia: /^\d{4}$/,
  Austria: /^\d{4}$/,
  Belgium: /^\d{4}$/,
  Brazil: /^\d{5}-?\d{3}$/,
  Canada: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
  Denmark: /^(?:DK-?)?\d{4}$/i,
  'Faroe Islands': /^(?:FO-?)?\d{3}$/i,
  Netherlands: /^\d{4} ?[A-Z]{2}$/i,
  Germany: /^\d{5}$/,
  Hungary: /^\d{4}$/,
  Italy: /^\d{5}$/,
  Japan: /^\d{3}-?\d{4}$/,
  Luxembourg: /^(?:L-?)?\d{4}$/i,
  Poland: /^\d{2}-\d{3}$/,
  Spain: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
  Sweden: /^(?:SE-?)?\d{3} ?\d{2}$/i,
  'United Kingdom': /^(?:GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i,
};

/** True when `zip` is empty, the country has no known format, or the code matches the country's format. */
export function postalCodeValid(country: string | null | undefined, zip: string | null | undefined): boolean {
  const code = (zip ?? '').trim();
  if (!code || !country) return true;
  const pattern = POSTAL_CODE_PATTERNS[country];
  return !pattern || pattern.test(code);
}
