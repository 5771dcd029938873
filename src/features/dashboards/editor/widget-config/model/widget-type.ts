/**
 * What the editor needs from a widget's type: its kind, and from the descriptor the settings and
 * data-key settings schemas (JSON strings `{schema, form, groupInfoes}`) and the default config. A schema with no
 * properties counts as none (the settings tab then falls back to a JSON editor).
 */
import type { GroupInfo, JsonSchema } from '../../../../../ui/json-schema-form/schema-types';
import type { WidgetKind } from '../../../../../widgets/widget-contract';
import { obj, str, type Json } from './json';

export interface SchemaSpec {
  schema: JsonSchema;
  form?: unknown[];
  groupInfoes?: GroupInfo[];
}

export interface WidgetTypeInfo {
  settings: SchemaSpec | null;
  dataKeySettings: SchemaSpec | null;
  defaultConfig: Json | null;
}

export interface WidgetTypeRef {
  isSystem: boolean;
  bundleAlias: string;
  alias: string;
}

const KINDS: readonly WidgetKind[] = ['timeseries', 'latest', 'rpc', 'alarm', 'static'];

export function widgetKind(widget: Json): WidgetKind {
  return KINDS.includes(widget.type as WidgetKind) ? (widget.type as WidgetKind) : 'latest';
}

/** `isSystemType` + `bundleAlias` + `typeAlias` (3.3.1), or a later `typeFullFqn` (`system.charts.basic_timeseries`). */
export function widgetTypeRef(widget: Json): WidgetTypeRef | null {
  const bundleAlias = str(widget.bundleAlias);
  const alias = str(widget.typeAlias);
  if (bundleAlias && alias) return { isSystem: widget.isSystemType !== false, bundleAlias, alias };
  const fqn = str(widget.typeFullFqn).split('.');
  if (fqn.length === 3 && fqn[1] && fqn[2])
    return { isSystem: fqn[0] === 'system', bundleAlias: fqn[1], alias: fqn[2] };
  return null;
}

/** `bundleAlias.typeAlias`, the id of the native widget registry. */
export function widgetTypeId(widget: Json): string {
  const ref = widgetTypeRef(widget);
  return ref ? `${ref.bundleAlias}.${ref.alias}` : '';
}

function parseJson(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  if (v.trim() === '') return null;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return null;
  }
}

/** A settings schema from a descriptor field (string or object); null when absent, unparsable or without properties. */
export function parseSchemaSpec(raw: unknown): SchemaSpec | null {
  const spec = obj(parseJson(raw));
  const schema = obj(spec.schema) as JsonSchema;
  const props = obj((schema as Json).properties);
  if (Object.keys(props).length === 0) return null;
  return {
    schema,
    ...(Array.isArray(spec.form) ? { form: spec.form } : {}),
    ...(Array.isArray(spec.groupInfoes) ? { groupInfoes: spec.groupInfoes as GroupInfo[] } : {}),
  };
}

export function parseDescriptor(descriptor: unknown): WidgetTypeInfo {
  const d = obj(descriptor);
  const defaults = parseJson(d.defaultConfig);
  return {
    settings: parseSchemaSpec(d.settingsSchema),
    dataKeySettings: parseSchemaSpec(d.dataKeySettingsSchema),
    defaultConfig: defaults && typeof defaults === 'object' && !Array.isArray(defaults) ? (defaults as Json) : null,
  };
}

export const NO_TYPE_INFO: WidgetTypeInfo = { settings: null, dataKeySettings: null, defaultConfig: null };
