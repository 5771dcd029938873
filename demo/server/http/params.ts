/** Parsing of path/query parameters with ThingsBoard's 400 messages. */
import { isUuid } from '../lib/uuid.js';
import { badRequest } from './errors.js';

/**
 * Validates a UUID path parameter and returns it lower-cased.
 * @throws ApiError 400/31 "Parameter '<name>' can't be empty!" or "Invalid UUID string: <value>".
 */
export function uuidParam(value: string | undefined, name: string): string {
  if (value === undefined || value.trim() === '') throw badRequest(`Parameter '${name}' can't be empty!`);
  if (!isUuid(value)) throw badRequest(`Invalid UUID string: ${value}`);
  return value.toLowerCase();
}

/** Spring-style tolerant boolean: `true`/`True`/`TRUE` → true, anything else → false, absent → fallback. */
export function boolParam(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  return value.toLowerCase() === 'true';
}
