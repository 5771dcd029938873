/** Display formats of the entity pages. */
import { formatDateTime as formatLocaleDateTime } from '../../lib/intl-format';

/**
 * Date and time in the UI language and the user's time zone: `yyyy-MM-dd HH:mm:ss` in en_US (ThingsBoard's table
 * format), the language's numeric date and time elsewhere (`22.11.2021, 10:15:30` in de_DE).
 */
export function formatDateTime(ms: number | null | undefined, locale = 'en_US'): string {
  return formatLocaleDateTime(ms, locale);
}
