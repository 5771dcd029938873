/**
 * JS function validation rules, as pure logic: the function must compile, run with
 * sample arguments, and return a value of the expected type ('any' = some value must be returned, 'nothing' = no
 * check). Running the function is NOT done here — the page never evaluates user code; a caller's
 * sandbox runs it and reports a `JsFuncRun`.
 */

/** Expected result of a JS function: a `typeof` name, 'array', 'any' (a value must be returned) or 'nothing'. */
export type JsFuncResultType = 'any' | 'nothing' | 'boolean' | 'string' | 'number' | 'object' | 'array';

/** A compile or runtime error, as the sandbox reports it; line and column are 1-based within the function body. */
export interface JsFuncError {
  name: string;
  message: string;
  lineNumber?: number | undefined;
  columnNumber?: number | undefined;
}

/** What running the function in a sandbox gave: its returned value (`returned` false = undefined) or an error. */
export type JsFuncRun = { ok: true; returned: boolean; value?: unknown } | { ok: false; error: JsFuncError };

/** Verdict of the rules. */
export type JsFuncVerdict =
  | { valid: true }
  | { valid: false; kind: 'no-return' }
  | { valid: false; kind: 'type-mismatch'; type: JsFuncResultType }
  | { valid: false; kind: 'error'; error: JsFuncError };

function typeOf(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'object';
  return typeof value;
}

/** Applies the return-type rule to a sandbox run. */
export function judgeRun(run: JsFuncRun, resultType: JsFuncResultType): JsFuncVerdict {
  if (!run.ok) return { valid: false, kind: 'error', error: run.error };
  if (resultType === 'nothing') return { valid: true };
  if (!run.returned) return { valid: false, kind: 'no-return' };
  if (resultType === 'any') return { valid: true };
  const actual = typeOf(run.value);
  // An array is also an 'object' (as `typeof` says); 'array' asks for an array specifically.
  const ok = actual === resultType || (resultType === 'object' && actual === 'array');
  return ok ? { valid: true } : { valid: false, kind: 'type-mismatch', type: resultType };
}
