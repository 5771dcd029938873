/**
 * Sanitising a model against its schema: every declared
 * property that is missing gets its schema default (objects are built so their own defaults apply), values of
 * the wrong type are converted when the conversion is lossless ("5" → 5, "true" → true, 5 → "5"), and
 * anything that cannot be converted is kept as is so validation can report it. Keys the schema does not
 * declare survive untouched: settings written by another version must not be lost on save.
 */
import { typeOf, type JsonSchema } from './schema-types';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v != null && typeof v === 'object' && !Array.isArray(v);

function clone<T>(v: T): T {
  return v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T);
}

/** Convert a scalar to the schema type when that loses nothing; otherwise return it unchanged. */
export function coerce(value: unknown, type: string | undefined): unknown {
  if (value == null || type == null) return value;
  switch (type) {
    case 'number':
    case 'integer': {
      if (typeof value === 'string' && value.trim() === '') return undefined; // widget defaults write "" for "no number"
      if (typeof value === 'string' && Number.isFinite(Number(value))) return Number(value);
      return value;
    }
    case 'boolean':
      if (value === 'true') return true;
      if (value === 'false') return false;
      return value;
    case 'string':
      return typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
    default:
      return value;
  }
}

/** The model of `schema` with defaults filled and types converted (a new value; the input is not changed). */
export function sanitize(schema: JsonSchema | undefined, model: unknown): unknown {
  if (!schema) return model;
  const type = typeOf(schema);
  const value = model === undefined ? clone(schema.default) : model;
  if (type === 'object') {
    if (value === undefined || value === null) {
      // A missing object is created only when something inside it has a default (keeps empty settings small).
      const built = sanitize(schema, {});
      return isPlainObject(built) && Object.keys(built).length > 0 ? built : value;
    }
    if (!isPlainObject(value)) return value;
    const out: Record<string, unknown> = { ...value };
    for (const [name, child] of Object.entries(schema.properties ?? {})) {
      const next = sanitize(child, out[name]);
      if (next === undefined) delete out[name];
      else out[name] = next;
    }
    return out;
  }
  if (type === 'array') {
    if (!Array.isArray(value)) return value;
    return schema.items ? value.map((item) => sanitize(schema.items, item)) : [...value];
  }
  return coerce(value, type);
}
