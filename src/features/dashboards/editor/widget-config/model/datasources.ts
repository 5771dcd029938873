/**
 * Datasources of a widget config: add, remove, reorder, change type, and edit their data keys.
 * Pure functions over the raw JSON: each returns a new widget and keeps every field it does not touch.
 */
import type { DataKeyType, WidgetKind } from '../../../../../widgets/widget-contract';
import { ALARM_FIELDS, createDataKey, DEFAULT_ALARM_KEYS, keyCount, type NewKeyOptions } from './data-keys';
import { arr, configOf, move, obj, patchConfig, type Json } from './json';
import type { SchemaSpec } from './widget-type';

export type DatasourceType = 'entity' | 'function' | 'entityCount';

/** Datasource types a widget kind offers (entity count only for latest-value widgets). */
export function datasourceTypes(kind: WidgetKind): DatasourceType[] {
  if (kind === 'latest') return ['entity', 'function', 'entityCount'];
  if (kind === 'timeseries') return ['entity', 'function'];
  return [];
}

export const datasourcesOf = (widget: Json): Json[] => arr(configOf(widget).datasources).map(obj);

const withDatasources = (widget: Json, list: Json[]) => patchConfig(widget, { datasources: list });

/** A new datasource of a type; an entity count one starts with its `count` key. */
export function newDatasource(type: DatasourceType, opts: { index: number; settingsSchema?: SchemaSpec | null }): Json {
  if (type === 'function') return { type, name: 'function', dataKeys: [] };
  if (type === 'entityCount') {
    return {
      type,
      name: null,
      entityAliasId: null,
      filterId: null,
      dataKeys: [createDataKey({ name: 'count', type: 'count' }, opts)],
    };
  }
  return { type, name: null, entityAliasId: null, filterId: null, dataKeys: [] };
}

export function addDatasource(widget: Json, type: DatasourceType, settingsSchema?: SchemaSpec | null): Json {
  const ds = newDatasource(type, { index: keyCount(configOf(widget)), settingsSchema });
  return withDatasources(widget, [...datasourcesOf(widget), ds]);
}

export function removeDatasource(widget: Json, index: number): Json {
  return withDatasources(
    widget,
    datasourcesOf(widget).filter((_, i) => i !== index),
  );
}

export function moveDatasource(widget: Json, from: number, to: number): Json {
  return withDatasources(widget, move(datasourcesOf(widget), from, to));
}

export function updateDatasource(widget: Json, index: number, patch: Json): Json {
  return withDatasources(
    widget,
    datasourcesOf(widget).map((d, i) => (i === index ? { ...d, ...patch } : d)),
  );
}

/**
 * Change a datasource's type. Keys that the new type cannot hold are dropped (function keys only in function
 * datasources, the single count key in entity count ones); the alias and filter stay for entity types.
 */
export function changeDatasourceType(
  widget: Json,
  index: number,
  type: DatasourceType,
  opts: { settingsSchema?: SchemaSpec | null } = {},
): Json {
  return withDatasources(
    widget,
    datasourcesOf(widget).map((d, i) => {
      if (i !== index || d.type === type) return d;
      const fresh = newDatasource(type, { index: keyCount(configOf(widget)), settingsSchema: opts.settingsSchema });
      if (type === 'function') {
        const { entityAliasId: _a, filterId: _f, ...rest } = d;
        return {
          ...rest,
          type,
          name: fresh.name,
          dataKeys: arr(d.dataKeys)
            .map(obj)
            .filter((k) => k.type === 'function'),
        };
      }
      const keep =
        type === 'entityCount'
          ? fresh.dataKeys
          : arr(d.dataKeys)
              .map(obj)
              .filter((k) => k.type !== 'function' && k.type !== 'count');
      return {
        ...d,
        type,
        name: d.type === 'function' ? null : (d.name ?? null),
        entityAliasId: d.entityAliasId ?? null,
        filterId: d.filterId ?? null,
        dataKeys: keep,
      };
    }),
  );
}

/** Where a list of keys lives: datasource `index`, or the alarm source. */
export type KeyOwner = { datasource: number } | 'alarmSource';

export function keysOf(widget: Json, owner: KeyOwner): Json[] {
  const ds =
    owner === 'alarmSource' ? obj(configOf(widget).alarmSource) : (datasourcesOf(widget)[owner.datasource] ?? {});
  return arr(ds.dataKeys).map(obj);
}

export function setKeys(widget: Json, owner: KeyOwner, keys: Json[]): Json {
  if (owner === 'alarmSource')
    return patchConfig(widget, { alarmSource: { ...alarmSourceOf(widget), dataKeys: keys } });
  return updateDatasource(widget, owner.datasource, { dataKeys: keys });
}

export function addDataKey(
  widget: Json,
  owner: KeyOwner,
  candidate: { name: string; type: DataKeyType },
  opts: Omit<NewKeyOptions, 'index'> = {},
): Json {
  const key = createDataKey(candidate, { ...opts, index: keyCount(configOf(widget)) });
  return setKeys(widget, owner, [...keysOf(widget, owner), key]);
}

export function updateDataKey(widget: Json, owner: KeyOwner, index: number, key: Json): Json {
  return setKeys(
    widget,
    owner,
    keysOf(widget, owner).map((k, i) => (i === index ? key : k)),
  );
}

export function removeDataKey(widget: Json, owner: KeyOwner, index: number): Json {
  return setKeys(
    widget,
    owner,
    keysOf(widget, owner).filter((_, i) => i !== index),
  );
}

/** The alarm source of an alarm widget; a missing one starts as an entity datasource with the default alarm keys. */
export function alarmSourceOf(widget: Json): Json {
  const src = configOf(widget).alarmSource;
  if (src && typeof src === 'object') return obj(src);
  return {
    type: 'entity',
    name: null,
    entityAliasId: null,
    filterId: null,
    dataKeys: DEFAULT_ALARM_KEYS.map((name, i) => ({
      ...createDataKey({ name, type: 'alarm' }, { index: i }),
      label: alarmFieldLabel(name),
    })),
  };
}

/** "createdTime" → "Created time": the label a new alarm field key gets. */
export function alarmFieldLabel(name: string): string {
  if (!(ALARM_FIELDS as readonly string[]).includes(name)) return name;
  const words = name.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
