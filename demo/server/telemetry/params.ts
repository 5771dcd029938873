/** Query-parameter parsing of the telemetry routes with Spring's binding behaviour (bad numbers → 400, empty body). */
import { EmptyResponseError } from '../http/errors.js';

/** Route prefix of the telemetry family. */
export const TELEMETRY_PREFIX = '/api/plugins/telemetry';

/** Optional long: absent/empty → null; not an integer → Spring's 400 with an empty body. */
export function optLong(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  if (!/^[+-]?\d+$/.test(value.trim())) throw new EmptyResponseError();
  const n = Number(value.trim());
  if (!Number.isSafeInteger(n)) throw new EmptyResponseError();
  return n;
}

/** Optional int (32-bit). */
export function optInt32(value: string | undefined): number | null {
  const n = optLong(value);
  if (n !== null && Math.abs(n) > 2147483647) throw new EmptyResponseError();
  return n;
}

/** Spring's Boolean conversion: true/on/yes/1 and false/off/no/0 (any case); anything else → 400 empty body. */
export function optBoolean(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  const v = value.trim().toLowerCase();
  if (['true', 'on', 'yes', '1'].includes(v)) return true;
  if (['false', 'off', 'no', '0'].includes(v)) return false;
  throw new EmptyResponseError();
}

/** TB's `toKeysList`: split on commas, no trimming; empty → []. */
export function keysList(value: string | undefined): string[] {
  return value ? value.split(',') : [];
}
