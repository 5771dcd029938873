/**
 * Hand-written response guards for the calls every element makes at start-up (sign-in, the user, the dashboard):
 * the same `safeParse` contract as a zod schema, a few hundred bytes instead of zod's ~8 KiB gzip in the first load.
 * Like zod's loose objects, unknown keys pass through untouched; only the fields listed are checked.
 */
export type ParseResult<T> = { success: true; data: T } | { success: false };

/** What `http` validates a response with: a zod schema or a guard from here. */
export interface ResponseSchema<T> {
  safeParse(data: unknown): ParseResult<T>;
}

type Check = (v: unknown) => boolean;

export const isString: Check = (v) => typeof v === 'string';
export const isNumber: Check = (v) => typeof v === 'number' && !Number.isNaN(v);
export const isBoolean: Check = (v) => typeof v === 'boolean';
export const isNullish =
  (check: Check): Check =>
  (v) =>
    v === null || v === undefined || check(v);
export const isOptional =
  (check: Check): Check =>
  (v) =>
    v === undefined || check(v);
export const isArrayOf =
  (check: Check): Check =>
  (v) =>
    Array.isArray(v) && v.every(check);
export const isRecord: Check = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An object whose listed fields pass their checks (other keys are kept). */
export const hasFields =
  (fields: Record<string, Check>): Check =>
  (v) =>
    isRecord(v) && Object.entries(fields).every(([k, check]) => check((v as Record<string, unknown>)[k]));

/** A schema from a check; `T` is what the check guarantees. */
export function guard<T>(check: Check): ResponseSchema<T> {
  return { safeParse: (data) => (check(data) ? { success: true, data: data as T } : { success: false }) };
}

/** `{entityType, id}` — both fields always present on the wire. */
export const isEntityId = hasFields({ entityType: isString, id: isString });
