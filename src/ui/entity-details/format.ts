/** Display formats of the entity pages. */

/** Date and time in the UI language, e.g. "2021-11-22 10:15:30" style for en (yyyy-MM-dd HH:mm:ss). */
export function formatDateTime(ms: number | null | undefined, locale = 'en_US'): string {
  if (ms == null || !Number.isFinite(ms)) return '';
  const d = new Date(ms);
  if (locale.startsWith('en')) {
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
  }
  return d.toLocaleString(locale.replace('_', '-'));
}
