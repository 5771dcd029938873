/**
 * A widget as ThingsBoard exports and copies it: `{ widget, aliasesInfo: { datasourceAliases, targetDeviceAliases },
 * filtersInfo: { datasourceFilters }, originalSize: { sizeX, sizeY }, originalColumns }`, where the aliases and
 * filters the widget uses travel by name and definition (keyed by datasource / target index). Importing or pasting
 * reuses an alias of the same name and definition, else adds it (under a free name) and points the widget at it.
 */
import { addWidget, type Target } from './widget-ops';
import {
  columnsOf,
  configOf,
  layoutItems,
  obj,
  rectOf,
  stableStringify,
  widgetsOf,
  withConfig,
  type Json,
  type Place,
} from './tb-json';

export interface AliasInfo {
  alias: string;
  filter: unknown;
}

export interface FilterInfo {
  filterName: string;
  keyFilters: unknown;
}

export interface WidgetExport {
  widget: Json;
  aliasesInfo: { datasourceAliases: Record<string, AliasInfo>; targetDeviceAliases: Record<string, AliasInfo> };
  filtersInfo: { datasourceFilters: Record<string, FilterInfo> };
  originalSize: { sizeX: number; sizeY: number };
  originalColumns: number;
}

const list = (v: unknown): Json[] => (Array.isArray(v) ? (v as Json[]) : []);

/** The export of one widget as it sits on a layout. Null when the layout does not show it. */
export function exportWidget(raw: Json, target: Target, widgetId: string): WidgetExport | null {
  const widget = widgetsOf(raw)[widgetId];
  const item = layoutItems(raw, target.stateId, target.layoutId)[widgetId];
  if (!widget || !item) return null;
  const c = configOf(raw);
  const aliases = obj(c.entityAliases);
  const filters = obj(c.filters);
  const config = obj(widget.config);
  const datasourceAliases: Record<string, AliasInfo> = {};
  const datasourceFilters: Record<string, FilterInfo> = {};
  list(config.datasources).forEach((ds, i) => {
    const a = obj(aliases[String(ds.entityAliasId)]);
    if (ds.entityAliasId && a.alias) datasourceAliases[i] = { alias: String(a.alias), filter: a.filter };
    const f = obj(filters[String(ds.filterId)]);
    if (ds.filterId && f.filter) datasourceFilters[i] = { filterName: String(f.filter), keyFilters: f.keyFilters };
  });
  const targetDeviceAliases: Record<string, AliasInfo> = {};
  (Array.isArray(config.targetDeviceAliasIds) ? (config.targetDeviceAliasIds as string[]) : []).forEach((id, i) => {
    const a = obj(aliases[id]);
    if (a.alias) targetDeviceAliases[i] = { alias: String(a.alias), filter: a.filter };
  });
  const rect = rectOf(item, widget);
  return {
    widget,
    aliasesInfo: { datasourceAliases, targetDeviceAliases },
    filtersInfo: { datasourceFilters },
    originalSize: { sizeX: rect.sizeX, sizeY: rect.sizeY },
    originalColumns: columnsOf(raw, target.stateId, target.layoutId),
  };
}

/** Is this JSON a widget export (the import dialog's check)? */
export function isWidgetExport(v: unknown): v is WidgetExport {
  const w = obj(obj(v).widget);
  return (
    typeof w.type === 'string' &&
    (typeof w.typeAlias === 'string' || typeof w.typeFullFqn === 'string') &&
    typeof w.config === 'object'
  );
}

function freeName(taken: Set<string>, name: string): string {
  if (!taken.has(name)) return name;
  let i = 1;
  while (taken.has(`${name} ${i}`)) i++;
  return `${name} ${i}`;
}

/** Find or add an entity alias for `info`; returns the config with it and the alias id. */
function mergeAlias(c: Json, info: AliasInfo, newId: () => string): [Json, string] {
  const aliases = obj(c.entityAliases);
  const same = Object.entries(aliases).find(
    ([, a]) => obj(a).alias === info.alias && stableStringify(obj(a).filter) === stableStringify(info.filter),
  );
  if (same) return [c, String(obj(same[1]).id ?? same[0])];
  const id = newId();
  const name = freeName(new Set(Object.values(aliases).map((a) => String(obj(a).alias))), info.alias);
  return [{ ...c, entityAliases: { ...aliases, [id]: { id, alias: name, filter: info.filter } } }, id];
}

function mergeFilter(c: Json, info: FilterInfo, newId: () => string): [Json, string] {
  const filters = obj(c.filters);
  const same = Object.entries(filters).find(
    ([, f]) =>
      obj(f).filter === info.filterName && stableStringify(obj(f).keyFilters) === stableStringify(info.keyFilters),
  );
  if (same) return [c, String(obj(same[1]).id ?? same[0])];
  const id = newId();
  const name = freeName(new Set(Object.values(filters).map((f) => String(obj(f).filter))), info.filterName);
  return [
    { ...c, filters: { ...filters, [id]: { id, filter: name, keyFilters: info.keyFilters, editable: true } } },
    id,
  ];
}

/**
 * Add an exported (or copied) widget to the target layout with a new id, sized for the layout's columns, at `at`
 * or the first free place, with its aliases and filters merged into the dashboard.
 */
export function importWidget(raw: Json, target: Target, exported: WidgetExport, newId: () => string, at?: Place): Json {
  let c = configOf(raw);
  const config = { ...obj(exported.widget.config) };
  const datasources = list(config.datasources).map((ds) => ({ ...ds }));
  for (const [index, info] of Object.entries(obj(exported.aliasesInfo?.datasourceAliases))) {
    const ds = datasources[Number(index)];
    if (!ds) continue;
    [c, ds.entityAliasId] = mergeAlias(c, info as AliasInfo, newId);
  }
  for (const [index, info] of Object.entries(obj(exported.filtersInfo?.datasourceFilters))) {
    const ds = datasources[Number(index)];
    if (!ds) continue;
    [c, ds.filterId] = mergeFilter(c, info as FilterInfo, newId);
  }
  if (Array.isArray(config.datasources)) config.datasources = datasources;
  const targets = Array.isArray(config.targetDeviceAliasIds) ? [...(config.targetDeviceAliasIds as string[])] : [];
  for (const [index, info] of Object.entries(obj(exported.aliasesInfo?.targetDeviceAliases))) {
    [c, targets[Number(index)]] = mergeAlias(c, info as AliasInfo, newId) as [Json, string];
  }
  if (targets.length) config.targetDeviceAliasIds = targets;
  const columns = columnsOf(raw, target.stateId, target.layoutId);
  const size = exported.originalSize ?? rectOf({}, exported.widget);
  const scale = exported.originalColumns ? columns / exported.originalColumns : 1;
  const widget = { ...exported.widget, config, sizeX: size.sizeX * scale, sizeY: size.sizeY };
  return addWidget(
    withConfig(raw, () => c),
    target,
    widget,
    newId(),
    at,
  );
}
