/**
 * From schema + optional `form` layout (+ groupInfoes) to a tree of fields, the way angular-schema-form reads a
 * layout: a missing form means `["*"]` (every property, in schema order); a string entry is a key; an object
 * entry overrides the defaults of its key (type, title, items, condition, …); `items` of a container are more
 * entries with absolute keys (`gpioList[].pin`); a form made of several arrays is split into groups, titled by
 * groupInfoes. Widget layouts use ThingsBoard's own field types too (rc-select, color, icon, image, javascript,
 * json, css, html, markdown, radios).
 */
import {
  ANY_ITEM,
  isRequiredIn,
  parseKey,
  schemaAt,
  typeOf,
  type FormEntry,
  type FormItemDef,
  type GroupInfo,
  type JsonSchema,
  type PathSegment,
} from './schema-types';

export type FieldKind =
  | 'text'
  | 'number'
  | 'checkbox'
  | 'select'
  | 'radios'
  | 'chips'
  | 'textarea'
  | 'password'
  | 'color'
  | 'icon'
  | 'image'
  | 'code'
  | 'json-object'
  | 'fieldset'
  | 'array'
  | 'help';

export interface FieldOption {
  value: unknown;
  label: string;
}

/** One field (or container) of the rendered form. */
export interface FieldNode {
  kind: FieldKind;
  /** Absolute form key (`[]` for "each item"); null for containers without a key. */
  key: PathSegment[] | null;
  schema: JsonSchema | undefined;
  title: string;
  description?: string;
  placeholder?: string;
  required: boolean;
  readOnly: boolean;
  condition?: string;
  options: FieldOption[];
  /** chips: accept typed values (rc-select `tags`). */
  freeText?: boolean;
  /** code: editor language. */
  mode?: 'javascript' | 'json' | 'text';
  /** code: what the text is (css, html, markdown), shown in the label. */
  language?: string;
  row?: boolean;
  rows?: number;
  validationMessage?: string | Record<string, string>;
  addLabel?: string | null;
  children: FieldNode[];
}

export interface FormGroup {
  title: string | null;
  fields: FieldNode[];
}

const last = (key: PathSegment[]) => [...key].reverse().find((s) => s !== ANY_ITEM);
const humanise = (s: PathSegment | undefined) => (s === undefined ? '' : String(s));

function base(kind: FieldKind, key: PathSegment[] | null, schema: JsonSchema | undefined, root: JsonSchema): FieldNode {
  const parent = key && key.length ? schemaAt(root, key.slice(0, -1)) : undefined;
  const name = key?.at(-1);
  return {
    kind,
    key,
    schema,
    title: schema?.title ?? humanise(key ? last(key) : undefined),
    description: schema?.description,
    required: !!key && name !== undefined && (isRequiredIn(parent, name) || schema?.required === true),
    readOnly: !!(schema?.readonly || schema?.readOnly),
    options: Array.isArray(schema?.enum) ? schema.enum.map((v) => ({ value: v, label: String(v) })) : [],
    validationMessage: schema?.validationMessage,
    children: [],
  };
}

/** The field a schema node gets when the layout says nothing about it. */
export function defaultField(root: JsonSchema, key: PathSegment[]): FieldNode | null {
  const schema = schemaAt(root, key);
  if (!schema) return null;
  const type = typeOf(schema);
  if (type === 'object') {
    const node = base('fieldset', key, schema, root);
    node.children = Object.keys(schema.properties ?? {})
      .map((name) => defaultField(root, [...key, name]))
      .filter((n): n is FieldNode => n !== null);
    return node;
  }
  if (type === 'array') {
    const node = base('array', key, schema, root);
    const items = schema.items;
    if (typeOf(items) === 'object') {
      node.children = Object.keys(items?.properties ?? {})
        .map((name) => defaultField(root, [...key, ANY_ITEM, name]))
        .filter((n): n is FieldNode => n !== null);
    } else if (items) {
      const child = defaultField(root, [...key, ANY_ITEM]);
      node.children = child ? [child] : [];
    }
    return node;
  }
  if (Array.isArray(schema.enum)) return base('select', key, schema, root);
  if (type === 'number' || type === 'integer') return base('number', key, schema, root);
  if (type === 'boolean') return base('checkbox', key, schema, root);
  return base('text', key, schema, root);
}

const TYPE_KINDS: Readonly<Record<string, FieldKind>> = {
  text: 'text',
  string: 'text',
  number: 'number',
  checkbox: 'checkbox',
  boolean: 'checkbox',
  select: 'select',
  radios: 'radios',
  'radios-inline': 'radios',
  radiobuttons: 'radios',
  textarea: 'textarea',
  password: 'password',
  color: 'color',
  icon: 'icon',
  image: 'image',
  javascript: 'code',
  json: 'code',
  css: 'code',
  html: 'code',
  markdown: 'code',
  fieldset: 'fieldset',
  section: 'fieldset',
  array: 'array',
  tabarray: 'array',
  help: 'help',
};

const OPTION_KINDS = new Set(['rc-select', 'select', 'radios', 'radios-inline', 'radiobuttons']);

function optionsOf(def: FormItemDef): FieldOption[] | null {
  if (Array.isArray(def.titleMap))
    return def.titleMap.map((o) => ({ value: o.value, label: String(o.name ?? o.label ?? o.value) }));
  if (def.titleMap && typeof def.titleMap === 'object')
    return Object.entries(def.titleMap).map(([value, label]) => ({ value, label: String(label) }));
  if (def.type && OPTION_KINDS.has(def.type) && Array.isArray(def.items)) {
    return (def.items as { value: unknown; label?: string; name?: string }[]).map((o) => ({
      value: o.value,
      label: String(o.label ?? o.name ?? o.value),
    }));
  }
  return null;
}

function kindFor(def: FormItemDef, node: FieldNode | null): FieldKind {
  const type = def.type;
  if (type === 'rc-select') return def.multiple || def.tags || typeOf(node?.schema) === 'array' ? 'chips' : 'select';
  if (type === 'json' && typeOf(node?.schema) === 'object') return 'json-object';
  if (type && TYPE_KINDS[type]) return TYPE_KINDS[type]!;
  return node?.kind ?? 'fieldset';
}

function applyDef(root: JsonSchema, def: FormItemDef): FieldNode | null {
  const key = def.key !== undefined ? parseKey(def.key) : null;
  const defaults = key ? defaultField(root, key) : null;
  if (key && !defaults) return null; // a key the schema does not know: nothing to bind it to
  const kind = kindFor(def, defaults);
  const node: FieldNode = defaults ? { ...defaults, kind } : { ...base(kind, null, undefined, root), title: '' };
  if (def.title !== undefined) node.title = def.title;
  if (def.description !== undefined) node.description = def.description;
  if (def.placeholder !== undefined) node.placeholder = def.placeholder;
  if (def.condition !== undefined) node.condition = def.condition;
  if (def.readonly) node.readOnly = true;
  if (def.required) node.required = true;
  if (def.validationMessage !== undefined) node.validationMessage = def.validationMessage;
  if (def.direction === 'row') node.row = true;
  if (typeof def.rows === 'number') node.rows = def.rows;
  if (def.add !== undefined) node.addLabel = def.add;
  if (kind === 'chips') node.freeText = !!def.tags;
  if (kind === 'code') {
    node.mode = def.type === 'javascript' ? 'javascript' : def.type === 'json' ? 'json' : 'text';
    if (def.type && def.type !== 'javascript' && def.type !== 'json') node.language = def.type;
  }
  const options = optionsOf(def);
  if (options) node.options = options;
  else if ((kind === 'fieldset' || kind === 'array') && Array.isArray(def.items))
    node.children = resolveEntries(root, def.items as FormEntry[]);
  if (kind === 'help' && typeof def.helpvalue === 'string') node.description = def.helpvalue;
  return node;
}

/** Resolve a list of form entries into fields (`*` expands to every root property). */
export function resolveEntries(root: JsonSchema, entries: readonly FormEntry[]): FieldNode[] {
  const out: FieldNode[] = [];
  for (const entry of entries) {
    if (entry === '*') {
      for (const name of Object.keys(root.properties ?? {})) {
        const f = defaultField(root, [name]);
        if (f) out.push(f);
      }
    } else if (typeof entry === 'string') {
      const f = defaultField(root, parseKey(entry));
      if (f) out.push(f);
    } else if (entry && typeof entry === 'object' && !Array.isArray(entry)) {
      const f = applyDef(root, entry);
      if (f) out.push(f);
    }
  }
  return out;
}

/** The groups of a form: one untitled group, or one per sub-array when the form is an array of arrays. */
export function buildLayout(
  schema: JsonSchema,
  form?: readonly unknown[] | null,
  groupInfoes?: readonly GroupInfo[] | null,
): FormGroup[] {
  const entries = form && form.length ? form : ['*'];
  if (entries.every((e) => Array.isArray(e))) {
    return (entries as FormEntry[][]).map((group, i) => ({
      title: groupInfoes?.find((g) => g.formIndex === i)?.GroupTitle ?? null,
      fields: resolveEntries(schema, group),
    }));
  }
  return [{ title: null, fields: resolveEntries(schema, entries as FormEntry[]) }];
}
