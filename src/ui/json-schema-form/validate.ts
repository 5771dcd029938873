/**
 * Validation of a model against its schema: required, type, enum, minimum/maximum with
 * the exclusive flags (draft 4 booleans and draft 6 numbers), min/max length, pattern, min/max items, nested
 * objects and arrays. Required means present: undefined or null fails, and text fields remove their key when
 * emptied so a cleared required field fails too. Subtrees a caller reports as hidden (a false form condition)
 * are not validated: the user cannot fix what they cannot see.
 */
import { typeOf, type JsonSchema, type Path, type ValidationError } from './schema-types';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v != null && typeof v === 'object' && !Array.isArray(v);

/** Whether `value` has JSON type `type`. */
export function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'object':
      return isPlainObject(value);
    case 'array':
      return Array.isArray(value);
    case 'null':
      return value === null;
    default:
      return true;
  }
}

function typeMatches(schema: JsonSchema, value: unknown): boolean {
  const t = schema.type;
  if (t == null) return true;
  return (Array.isArray(t) ? t : [t]).some((x) => hasType(value, x));
}

function numberErrors(s: JsonSchema, n: number, path: Path, out: ValidationError[]): void {
  const exMin = s.exclusiveMinimum;
  const exMax = s.exclusiveMaximum;
  if (typeof s.minimum === 'number') {
    if (exMin === true ? n <= s.minimum : n < s.minimum)
      out.push({ path, code: exMin === true ? 'exclusiveMinimum' : 'minimum', limit: s.minimum });
  }
  if (typeof exMin === 'number' && n <= exMin) out.push({ path, code: 'exclusiveMinimum', limit: exMin });
  if (typeof s.maximum === 'number') {
    if (exMax === true ? n >= s.maximum : n > s.maximum)
      out.push({ path, code: exMax === true ? 'exclusiveMaximum' : 'maximum', limit: s.maximum });
  }
  if (typeof exMax === 'number' && n >= exMax) out.push({ path, code: 'exclusiveMaximum', limit: exMax });
}

function stringErrors(s: JsonSchema, text: string, path: Path, out: ValidationError[]): void {
  const length = [...text].length;
  if (typeof s.minLength === 'number' && length < s.minLength)
    out.push({ path, code: 'minLength', limit: s.minLength });
  if (typeof s.maxLength === 'number' && length > s.maxLength)
    out.push({ path, code: 'maxLength', limit: s.maxLength });
  if (typeof s.pattern === 'string') {
    let re: RegExp | null;
    try {
      re = new RegExp(s.pattern, 'u');
    } catch {
      re = null; // an unusable pattern is the schema author's bug; do not block the user on it
    }
    if (re && !re.test(text)) out.push({ path, code: 'pattern', limit: s.pattern });
  }
}

/** Every validation error of `value` under `schema`; `hidden(path)` skips subtrees that are not shown. */
export function validate(
  schema: JsonSchema | undefined,
  value: unknown,
  hidden: (path: Path) => boolean = () => false,
  path: Path = [],
): ValidationError[] {
  const out: ValidationError[] = [];
  // null is "no value" (widget defaults use it); required-ness is checked by the parent object.
  if (
    !schema ||
    (path.length > 0 && hidden(path)) ||
    value === undefined ||
    (value === null && !hasType(null, String(schema.type)))
  )
    return out;
  if (!typeMatches(schema, value)) {
    out.push({ path, code: 'type', limit: typeOf(schema) });
    return out;
  }
  if (Array.isArray(schema.enum) && !schema.enum.some((e) => JSON.stringify(e) === JSON.stringify(value)))
    out.push({ path, code: 'enum', limit: schema.enum });
  if (typeof value === 'number') numberErrors(schema, value, path, out);
  if (typeof value === 'string') stringErrors(schema, value, path, out);
  if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems)
      out.push({ path, code: 'minItems', limit: schema.minItems });
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems)
      out.push({ path, code: 'maxItems', limit: schema.maxItems });
    value.forEach((item, i) => {
      // An added item nobody filled in yet is 'required', not a type error.
      if (item == null) out.push({ path: [...path, i], code: 'required' });
      else if (schema.items) out.push(...validate(schema.items, item, hidden, [...path, i]));
    });
  }
  if (isPlainObject(value) && schema.properties) {
    const required = Array.isArray(schema.required) ? (schema.required as readonly string[]) : [];
    for (const [name, child] of Object.entries(schema.properties)) {
      const childPath = [...path, name];
      if (hidden(childPath)) continue;
      const v = value[name];
      if ((v === undefined || v === null) && (required.includes(name) || child.required === true))
        out.push({ path: childPath, code: 'required' });
      else out.push(...validate(child, v, hidden, childPath));
    }
  }
  return out;
}
