/**
 * The declarative format of rule node configuration forms: one {@link NodeFormDef} per node class, a list of fields
 * each bound to one configuration key, with its control kind, label, hint (locale keys), visibility condition and
 * validation (required, bounds, pattern, a custom check; message keys in ThingsBoard's `tb.rulenode.*` shape). The
 * renderer (node-form.tsx) draws any definition with the shared controls; validate.ts checks a configuration
 * against one. Conditions are plain functions of the configuration (no eval).
 */
import type { ScriptField } from '../model/catalog';

/** A node configuration. */
export type Config = Record<string, unknown>;
/** A condition on the configuration. */
export type Cond = (c: Config) => boolean;
/** A select option: the stored value and the locale key of its label. */
export interface Option {
  value: string;
  label: string;
}

interface Base {
  key: string;
  /** Locale key of the label. */
  label: string;
  /** Locale key of the hint shown under the field. */
  hint: string;
  /** Shown (and validated) only when true. */
  show?: Cond;
  /** Required: the value must be set (non-blank text, a number, a non-empty list or map). */
  required?: boolean | Cond;
  /** Locale key of the message for a missing value. */
  requiredMsg?: string;
  /** A further check: the locale key of the message, or null when valid. */
  check?: (value: unknown, c: Config) => string | null;
}

export type FieldDef =
  | (Base & { kind: 'text'; template?: boolean; multiline?: boolean; secret?: boolean; nonBlank?: boolean })
  | (Base & { kind: 'number'; min?: number; max?: number; rangeMsg?: string; nullable?: boolean })
  | (Base & { kind: 'select'; options: readonly Option[] })
  | (Base & { kind: 'toggle' })
  | (Base & { kind: 'chips'; options?: readonly Option[]; free?: boolean })
  | (Base & { kind: 'map'; keyLabel: string; valueLabel: string; template?: boolean })
  | (Base & { kind: 'script'; script: ScriptField })
  | (Base & { kind: 'relation-query'; device?: boolean })
  | (Base & { kind: 'entity'; typeKey: string; allowedTypes: readonly string[] })
  | (Base & { kind: 'credentials'; types: readonly string[] })
  | (Base & { kind: 'queue' })
  | (Base & { kind: 'relation-type' })
  | (Base & { kind: 'perimeter' })
  | (Base & { kind: 'json' });

export type FieldKind = FieldDef['kind'];

/** The form of one node class. */
export interface NodeFormDef {
  fields: readonly FieldDef[];
}

/** Whether a field is shown for a configuration. */
export const isShown = (f: FieldDef, c: Config): boolean => !f.show || f.show(c);
/** Whether a field is required for a configuration. */
export const isRequired = (f: FieldDef, c: Config): boolean =>
  typeof f.required === 'function' ? f.required(c) : !!f.required;

const K = (name: string) => `tb.rulenode.${name}`;

type Extra<T> = Partial<Omit<T, 'kind' | 'key'>>;
type Of<K extends FieldKind> = Extract<FieldDef, { kind: K }>;

/** Label and hint keys from one name: `tb.rulenode.<name>` and `tb.rulenode.<name>-hint`. */
function base(key: string, name: string): { key: string; label: string; hint: string } {
  return { key, label: K(name), hint: K(`${name}-hint`) };
}

export const text = (key: string, name: string, x: Extra<Of<'text'>> = {}): FieldDef => ({
  kind: 'text',
  ...base(key, name),
  ...x,
});
export const template = (key: string, name: string, x: Extra<Of<'text'>> = {}): FieldDef => ({
  kind: 'text',
  template: true,
  ...base(key, name),
  ...x,
});
export const num = (key: string, name: string, x: Extra<Of<'number'>> = {}): FieldDef => ({
  kind: 'number',
  ...base(key, name),
  ...x,
});
export const select = (
  key: string,
  name: string,
  options: readonly Option[],
  x: Extra<Of<'select'>> = {},
): FieldDef => ({ kind: 'select', options, ...base(key, name), ...x });
export const toggle = (key: string, name: string, x: Extra<Of<'toggle'>> = {}): FieldDef => ({
  kind: 'toggle',
  ...base(key, name),
  ...x,
});
export const chips = (key: string, name: string, x: Extra<Of<'chips'>> = {}): FieldDef => ({
  kind: 'chips',
  ...base(key, name),
  ...x,
});
export const kvMap = (
  key: string,
  name: string,
  keyLabel: string,
  valueLabel: string,
  x: Extra<Of<'map'>> = {},
): FieldDef => ({ kind: 'map', keyLabel: K(keyLabel), valueLabel: K(valueLabel), ...base(key, name), ...x });
export const script = (key: string, name: string, s: ScriptField, x: Extra<Of<'script'>> = {}): FieldDef => ({
  kind: 'script',
  script: s,
  required: true,
  requiredMsg: K('script-required'),
  ...base(key, name),
  ...x,
});
export const relationQuery = (key: string, name: string, x: Extra<Of<'relation-query'>> = {}): FieldDef => ({
  kind: 'relation-query',
  ...base(key, name),
  ...x,
});
export const entity = (
  key: string,
  name: string,
  typeKey: string,
  allowedTypes: readonly string[],
  x: Extra<Of<'entity'>> = {},
): FieldDef => ({ kind: 'entity', typeKey, allowedTypes, ...base(key, name), ...x });
export const credentials = (
  key: string,
  name: string,
  types: readonly string[],
  x: Extra<Of<'credentials'>> = {},
): FieldDef => ({ kind: 'credentials', types, ...base(key, name), ...x });
export const queue = (key: string, name: string, x: Extra<Of<'queue'>> = {}): FieldDef => ({
  kind: 'queue',
  ...base(key, name),
  ...x,
});
export const relationType = (key: string, name: string, x: Extra<Of<'relation-type'>> = {}): FieldDef => ({
  kind: 'relation-type',
  ...base(key, name),
  ...x,
});
export const perimeter = (key: string, name: string, x: Extra<Of<'perimeter'>> = {}): FieldDef => ({
  kind: 'perimeter',
  ...base(key, name),
  ...x,
});
export const json = (key: string, name: string, x: Extra<Of<'json'>> = {}): FieldDef => ({
  kind: 'json',
  ...base(key, name),
  ...x,
});

/** Options from values, labels `<prefix><value in kebab case>` (a prefix without a dot is under `tb.rulenode.`). */
export function options(values: readonly string[], prefix: string): Option[] {
  const full = prefix.includes('.') ? prefix : K(prefix);
  return values.map((value) => ({ value, label: full + value.toLowerCase().replace(/[_.]/g, '-') }));
}

/** `c[key] === value`. */
export const is =
  (key: string, ...values: unknown[]): Cond =>
  (c) =>
    values.includes(c[key]);
/** `c[key]` is true (booleans as ThingsBoard stores them, `"true"` too). */
export const on =
  (key: string): Cond =>
  (c) =>
    c[key] === true || c[key] === 'true';
export const off =
  (key: string): Cond =>
  (c) =>
    !on(key)(c);
export const all =
  (...conds: Cond[]): Cond =>
  (c) =>
    conds.every((x) => x(c));
