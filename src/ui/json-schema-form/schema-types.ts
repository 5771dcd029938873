/**
 * Types and path helpers of the JSON schema form.
 * The schema is JSON Schema (draft 4 style, as ThingsBoard's widget settings use it); the optional `form` is the
 * angular-schema-form layout array ThingsBoard stores next to it (`"key"`, `{key, type, items, condition, …}`,
 * `"*"`), and `groupInfoes` splits a form made of several arrays into titled groups.
 */

/** A JSON schema node (the subset the form understands; unknown keywords are ignored). */
export interface JsonSchema {
  type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null' | readonly string[];
  title?: string;
  description?: string;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: readonly string[] | boolean;
  items?: JsonSchema;
  enum?: readonly unknown[];
  minimum?: number;
  maximum?: number;
  /** Draft 4: boolean flag on minimum; draft 6+: the bound itself. */
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  readonly?: boolean;
  readOnly?: boolean;
  /** Custom message(s): one text, or texts by error code (see ValidationCode). */
  validationMessage?: string | Record<string, string>;
  [keyword: string]: unknown;
}

/** One entry of a `form` array: a key string, `"*"`, or an item object. */
export type FormEntry = string | FormItemDef;

/** A form item as written in a `form` array (angular-schema-form / react-schema-form vocabulary). */
export interface FormItemDef {
  key?: string | readonly (string | number)[];
  type?: string;
  title?: string;
  description?: string;
  placeholder?: string;
  items?: readonly (FormEntry | { value: unknown; label?: string; name?: string })[];
  condition?: string;
  readonly?: boolean;
  required?: boolean;
  multiple?: boolean;
  tags?: boolean;
  direction?: 'row' | 'column';
  titleMap?: readonly { value: unknown; name?: string; label?: string }[] | Record<string, string>;
  validationMessage?: string | Record<string, string>;
  rows?: number;
  startEmpty?: boolean;
  add?: string | null;
  remove?: string | null;
  [option: string]: unknown;
}

/** groupInfoes: the form is an array of arrays; each group names one of them. */
export interface GroupInfo {
  formIndex: number;
  GroupTitle: string;
}

/** A path segment: a property name, an array index, or `[]` (any item of an array) in a form key. */
export type PathSegment = string | number;
export type Path = readonly PathSegment[];
export const ANY_ITEM = '[]';

/** Error codes reported by validation (custom messages are keyed by them, or by tv4's numeric codes). */
export type ValidationCode =
  | 'required'
  | 'type'
  | 'enum'
  | 'minimum'
  | 'maximum'
  | 'exclusiveMinimum'
  | 'exclusiveMaximum'
  | 'minLength'
  | 'maxLength'
  | 'pattern'
  | 'minItems'
  | 'maxItems';

/** tv4 error codes (what angular-schema-form forms key custom messages by) → ours. */
export const TV4_CODES: Readonly<Record<string, ValidationCode>> = {
  '0': 'type',
  '1': 'enum',
  '101': 'minimum',
  '102': 'exclusiveMinimum',
  '103': 'maximum',
  '104': 'exclusiveMaximum',
  '200': 'minLength',
  '201': 'maxLength',
  '202': 'pattern',
  '302': 'required',
  '400': 'minItems',
  '401': 'maxItems',
};

/** One validation failure at a concrete model path. */
export interface ValidationError {
  path: Path;
  code: ValidationCode;
  /** The bound or expected value (minimum, maxLength, type name, …). */
  limit?: unknown;
}

/** `a.b[].c` or `['a','b']` → segments; `[]` stays a segment, `[3]` becomes the number 3. */
export function parseKey(key: string | readonly (string | number)[]): PathSegment[] {
  if (Array.isArray(key)) return key.map((k) => (k === '' ? ANY_ITEM : k));
  const out: PathSegment[] = [];
  const re = /([^.[\]]+)|\[(\d*|'[^']*'|"[^"]*")\]/g;
  for (const m of (key as string).matchAll(re)) {
    if (m[1] !== undefined) out.push(m[1]);
    else if (m[2] === '') out.push(ANY_ITEM);
    else if (/^\d+$/.test(m[2]!)) out.push(Number(m[2]));
    else out.push(m[2]!.slice(1, -1));
  }
  return out;
}

/** Stable string of a concrete path, for maps and ids: `labels.0.font.size`. */
export function pathId(path: Path): string {
  return path.map(String).join('.');
}

/** The value at `path`, or undefined. */
export function getAt(model: unknown, path: Path): unknown {
  let cur = model;
  for (const seg of path) {
    if (cur == null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string | number, unknown>)[seg];
  }
  return cur;
}

/**
 * A copy of `model` with `value` at `path` (undefined deletes an object key). Containers on the way are copied,
 * created when missing (an array when the next segment is a number).
 */
export function setAt(model: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [PathSegment, ...PathSegment[]];
  const base: Record<string | number, unknown> | unknown[] =
    model != null && typeof model === 'object'
      ? Array.isArray(model)
        ? [...model]
        : { ...(model as object) }
      : typeof head === 'number'
        ? []
        : {};
  const next = setAt((base as Record<string | number, unknown>)[head], rest, value);
  if (next === undefined && !Array.isArray(base)) delete (base as Record<string, unknown>)[head];
  else (base as Record<string | number, unknown>)[head] = next;
  return base;
}

/** The schema node a form key points at (`[]` steps into `items`), or undefined. */
export function schemaAt(schema: JsonSchema, key: Path): JsonSchema | undefined {
  let cur: JsonSchema | undefined = schema;
  for (const seg of key) {
    if (!cur) return undefined;
    if (seg === ANY_ITEM || typeof seg === 'number') cur = cur.items;
    else cur = cur.properties?.[seg];
  }
  return cur;
}

/** The main type of a schema node (first of a type list, inferred from enum/properties when missing). */
export function typeOf(schema: JsonSchema | undefined): string | undefined {
  if (!schema) return undefined;
  const t = schema.type;
  if (Array.isArray(t)) return t.find((x) => x !== 'null') ?? t[0];
  if (typeof t === 'string') return t;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  return undefined;
}

/** Whether `name` is required by its parent object schema. */
export function isRequiredIn(parent: JsonSchema | undefined, name: PathSegment): boolean {
  return (
    Array.isArray(parent?.required) && typeof name === 'string' && (parent.required as readonly string[]).includes(name)
  );
}

/** Replace the `[]` segments of a form key with concrete indices, in order. */
export function concretePath(key: Path, indices: readonly number[]): PathSegment[] {
  let i = 0;
  return key.map((seg) => (seg === ANY_ITEM ? (indices[i++] ?? 0) : seg));
}
