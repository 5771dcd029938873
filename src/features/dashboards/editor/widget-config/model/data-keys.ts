/**
 * Data keys: which key types a datasource may hold, the candidates offered while
 * typing (server keys, entity fields, alarm fields, the typed text as a new key), and a new key with ThingsBoard's
 * defaults (label = name, a palette colour, settings from the type's data-key settings schema, a random `_hash`).
 */
import { ENTITY_FIELD_KEYS } from '../../../../../lib/key-filter';
import { sanitize } from '../../../../../ui/json-schema-form/sanitize';
import type { DataKeyType, WidgetKind } from '../../../../../widgets/widget-contract';
import { obj, str, type Json } from './json';
import type { SchemaSpec } from './widget-type';

/** The entity fields a datasource may show. */
export const ENTITY_FIELDS = ENTITY_FIELD_KEYS;

/** Alarm field keys (the defaults first, then the other alarm fields the entity data query knows). */
export const ALARM_FIELDS = [
  'createdTime',
  'originator',
  'type',
  'severity',
  'status',
  'startTime',
  'endTime',
  'ackTime',
  'clearTime',
  'originatorType',
  'details',
] as const;

/** The keys a new alarm source starts with, as in ThingsBoard 3.3.1. */
export const DEFAULT_ALARM_KEYS = ['createdTime', 'originator', 'type', 'severity', 'status'] as const;

/** Material palette ThingsBoard cycles through for new keys. */
export const KEY_PALETTE = [
  '#2196f3',
  '#4caf50',
  '#f44336',
  '#ffc107',
  '#607d8b',
  '#9c27b0',
  '#8bc34a',
  '#3f51b5',
  '#e91e63',
  '#ffeb3b',
  '#03a9f4',
  '#ff9800',
  '#673ab7',
  '#009688',
  '#cddc39',
  '#795548',
];

export type DatasourceSlot = 'entity' | 'function' | 'entityCount' | 'alarmSource';

/** Key types a datasource of this slot accepts in a widget of this kind. */
export function allowedKeyTypes(kind: WidgetKind, slot: DatasourceSlot): DataKeyType[] {
  if (slot === 'function') return ['function'];
  if (slot === 'entityCount') return ['count'];
  if (slot === 'alarmSource') return ['alarm', 'attribute', 'timeseries', 'entityField'];
  if (kind === 'timeseries') return ['timeseries'];
  return ['attribute', 'timeseries', 'entityField'];
}

export interface KeyCandidate {
  name: string;
  type: DataKeyType;
  /** The typed text offered as a new key (not found on the server). */
  isNew?: boolean;
}

export interface ServerKeys {
  timeseries: readonly string[];
  attribute: readonly string[];
}

const contains = (name: string, q: string) => name.toLowerCase().includes(q);

/**
 * Suggestions for `text` among the allowed types: server keys and fixed field lists matching the text, then
 * the text itself as a new key of each allowed type that has no exact match (count keys are always `count`).
 */
export function keyCandidates(
  text: string,
  types: readonly DataKeyType[],
  server: ServerKeys,
  limit = 50,
): KeyCandidate[] {
  const q = text.trim().toLowerCase();
  const out: KeyCandidate[] = [];
  const push = (type: DataKeyType, names: readonly string[]) => {
    for (const name of names) if (contains(name, q)) out.push({ name, type });
  };
  for (const type of types) {
    if (type === 'timeseries') push(type, server.timeseries);
    else if (type === 'attribute') push(type, server.attribute);
    else if (type === 'entityField') push(type, ENTITY_FIELDS);
    else if (type === 'alarm') push(type, ALARM_FIELDS);
    else if (type === 'count') push(type, ['count']);
  }
  const typed = text.trim();
  if (typed) {
    for (const type of types) {
      if (type === 'count' || type === 'alarm' || type === 'entityField') continue;
      if (!out.some((c) => c.type === type && c.name === typed)) out.push({ name: typed, type, isNew: true });
    }
  }
  return out.slice(0, limit);
}

/** Options for a new key: how many keys the widget already has (colour), the type's key settings schema. */
export interface NewKeyOptions {
  index: number;
  settingsSchema?: SchemaSpec | null;
  /** A random number in [0, 1): ThingsBoard's `_hash`. */
  random?: () => number;
}

/** A function key's starting body: a bounded random walk of `prevValue`, one value per call. */
export const DEFAULT_FUNC_BODY =
  'var next = prevValue + (Math.random() - 0.5) * 10;\nreturn Math.max(0, Math.min(100, next));';

export function createDataKey(candidate: { name: string; type: DataKeyType }, opts: NewKeyOptions): Json {
  const random = opts.random ?? Math.random;
  const settings = opts.settingsSchema ? obj(sanitize(opts.settingsSchema.schema, {})) : {};
  const key: Json = {
    name: candidate.name,
    type: candidate.type,
    label: candidate.name,
    color: KEY_PALETTE[opts.index % KEY_PALETTE.length],
    settings,
    _hash: random(),
  };
  if (candidate.type === 'function') {
    key.funcBody = DEFAULT_FUNC_BODY;
  }
  return key;
}

/** Count of keys over every datasource (and the alarm source): the palette index of the next key. */
export function keyCount(config: Json): number {
  const dss = Array.isArray(config.datasources) ? config.datasources : [];
  const alarm = obj(config.alarmSource);
  return [...dss, alarm].reduce<number>(
    (n, ds) => n + (Array.isArray(obj(ds).dataKeys) ? (obj(ds).dataKeys as unknown[]).length : 0),
    0,
  );
}

/** The name a chip shows: the label, else the name. */
export const keyLabel = (key: Json): string => str(key.label) || str(key.name);
