/**
 * Value input rules: type inference, reset on type change, integer pattern, per-type required
 * messages, invalid values reported as null except booleans.
 */

export type ValueType = 'STRING' | 'INTEGER' | 'DOUBLE' | 'BOOLEAN' | 'JSON';

export const VALUE_TYPES: readonly ValueType[] = ['STRING', 'INTEGER', 'DOUBLE', 'BOOLEAN', 'JSON'];

/** Optional minus, then digits (value.invalid-integer-value otherwise). */
export const INTEGER_PATTERN = /^-?\d+$/;

/** Infer the type of a loaded value: boolean, then integer (no decimal point), then double, then JSON for objects, else string. */
export function inferValueType(value: unknown): ValueType {
  if (typeof value === 'boolean') return 'BOOLEAN';
  if (typeof value === 'number') return Number.isFinite(value) && !String(value).includes('.') ? 'INTEGER' : 'DOUBLE';
  if (value !== null && typeof value === 'object') return 'JSON';
  return 'STRING';
}

/** The value a type switch resets to: false for boolean, {} for JSON, empty otherwise. */
export function resetValue(type: ValueType): boolean | object | string | null {
  if (type === 'BOOLEAN') return false;
  if (type === 'JSON') return {};
  return type === 'STRING' ? '' : null;
}

/** Message key of the required error per type. */
export const REQUIRED_KEY: Record<Exclude<ValueType, 'BOOLEAN'>, string> = {
  STRING: 'value.string-value-required',
  INTEGER: 'value.integer-value-required',
  DOUBLE: 'value.double-value-required',
  JSON: 'value.json-value-required',
};

export interface ParsedValue {
  /** The value to emit; null when invalid or empty (booleans are always emitted). */
  value: unknown;
  /** Message key of the error, or null. */
  error: string | null;
}

/** Parse the text typed for `type` (booleans pass `checked`). */
export function parseTyped(type: ValueType, text: string, checked: boolean, required: boolean): ParsedValue {
  if (type === 'BOOLEAN') return { value: checked, error: null };
  const t = text.trim();
  if (t === '') return { value: null, error: required ? REQUIRED_KEY[type] : null };
  if (type === 'STRING') return { value: text, error: null };
  if (type === 'INTEGER') {
    return INTEGER_PATTERN.test(t)
      ? { value: Number.parseInt(t, 10), error: null }
      : { value: null, error: 'value.invalid-integer-value' };
  }
  if (type === 'DOUBLE') {
    const n = Number(t);
    return Number.isFinite(n) ? { value: n, error: null } : { value: null, error: 'value.invalid-double-value' };
  }
  try {
    return { value: JSON.parse(t) as unknown, error: null };
  } catch {
    return { value: null, error: 'value.json-value-invalid' };
  }
}

/** Text shown for a value of `type`. */
export function valueText(type: ValueType, value: unknown): string {
  if (value == null || type === 'BOOLEAN') return '';
  if (type === 'JSON') return typeof value === 'string' ? value : JSON.stringify(value);
  return String(value);
}
