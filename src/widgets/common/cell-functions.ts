/**
 * Cell and row functions of the table widgets (data key settings useCellStyleFunction / cellStyleFunction,
 * useCellContentFunction / cellContentFunction; widget settings useRowStyleFunction / rowStyleFunction), run in
 * the sandbox. Style results are filtered to plain CSS properties; content results are sanitised HTML.
 */
import type { CSSProperties } from 'react';
import type { UserFunction } from '../sandbox/js-sandbox';
import { callSafely } from './widget-ui';

/** CSS properties from a user function's result (strings and numbers only, no url() scripts). */
export function toStyle(result: unknown): CSSProperties | undefined {
  if (!result || typeof result !== 'object') return undefined;
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(result as Record<string, unknown>)) {
    if ((typeof v === 'string' && !/javascript:|expression\(/i.test(v)) || typeof v === 'number')
      out[k.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase())] = v;
  }
  return out as CSSProperties;
}

export function cellStyle(fn: UserFunction | null, value: unknown, row: unknown): CSSProperties | undefined {
  return fn ? toStyle(callSafely(fn, null, value, row, null)) : undefined;
}

export function cellContent(fn: UserFunction | null, value: unknown, row: unknown): string | null {
  if (!fn) return null;
  const r = callSafely<unknown>(fn, null, value, row, null);
  return r === null || r === undefined ? null : String(r);
}
