/**
 * ThingsBoard's dashboard JSON parsed into the runtime's model: widgets as a map (older exports
 * use an array), states with main/right layouts (a legacy dashboard without states gets a default state built from
 * the widgets' own positions), grid settings with defaults (24 columns, margin 10, legacy `margins: [x, y]`),
 * exactly one root state, legacy `deviceAliases` and `device` datasources converted to entity aliases.
 */
import type { Timewindow } from '../../../ui/timewindow/timewindow-model';
import type { DashboardFilter } from '../data/key-filters';
import type { AliasFilter, EntityAlias } from '../data/alias-filters';
import { normaliseWidget, type DashboardWidget } from './widget-config';

export interface GridSettings {
  backgroundColor: string;
  color?: string;
  columns: number;
  margin: number;
  backgroundSizeMode: string;
  backgroundImageUrl?: string | null;
  autoFillHeight: boolean;
  mobileAutoFillHeight: boolean;
  mobileRowHeight: number;
}

/** A widget's place in one layout. */
export interface LayoutItem {
  sizeX: number;
  sizeY: number;
  row: number;
  col: number;
  mobileHeight?: number | null;
  mobileOrder?: number | null;
  mobileHide?: boolean;
}

export interface DashboardLayout {
  widgets: Record<string, LayoutItem>;
  gridSettings: GridSettings;
}

export interface DashboardState {
  id: string;
  name: string;
  root: boolean;
  layouts: { main: DashboardLayout; right?: DashboardLayout };
}

export interface DashboardSettings {
  stateControllerId: 'entity' | 'default' | string;
  showTitle: boolean;
  showDashboardsSelect: boolean;
  showEntitiesSelect: boolean;
  showFilters: boolean;
  showDashboardLogo: boolean;
  dashboardLogoUrl?: string | null;
  showDashboardTimewindow: boolean;
  showDashboardExport: boolean;
  showUpdateDashboardImage?: boolean;
  toolbarAlwaysOpen: boolean;
  hideToolbar: boolean;
  titleColor?: string | null;
}

export interface DashboardModel {
  id: string | null;
  title: string;
  widgets: Record<string, DashboardWidget>;
  states: Record<string, DashboardState>;
  rootStateId: string;
  entityAliases: Record<string, EntityAlias>;
  filters: Record<string, DashboardFilter>;
  timewindow: Timewindow | null;
  settings: DashboardSettings;
}

/** Widgets default to 8×6 cells, as in ThingsBoard. */
export const DEFAULT_WIDGET_SIZE = { sizeX: 8, sizeY: 6 } as const;

export const DEFAULT_GRID: GridSettings = {
  backgroundColor: '#eeeeee',
  columns: 24,
  margin: 10,
  backgroundSizeMode: '100%',
  autoFillHeight: false,
  mobileAutoFillHeight: false,
  mobileRowHeight: 70,
};

const DEFAULT_SETTINGS: DashboardSettings = {
  stateControllerId: 'entity',
  showTitle: false,
  showDashboardsSelect: true,
  showEntitiesSelect: true,
  showFilters: true,
  showDashboardLogo: false,
  showDashboardTimewindow: true,
  showDashboardExport: true,
  toolbarAlwaysOpen: true,
  hideToolbar: false,
};

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const num = (v: unknown, d: number) => (typeof v === 'number' && Number.isFinite(v) ? v : d);

export function parseGridSettings(raw: unknown): GridSettings {
  const g = obj(raw);
  const legacyMargin = Array.isArray(g.margins) ? num(g.margins[0], DEFAULT_GRID.margin) : undefined;
  return {
    ...DEFAULT_GRID,
    ...(g as Partial<GridSettings>),
    columns: Math.max(1, num(g.columns, DEFAULT_GRID.columns)),
    margin: num(g.margin, legacyMargin ?? DEFAULT_GRID.margin),
    mobileRowHeight: num(g.mobileRowHeight, DEFAULT_GRID.mobileRowHeight),
    backgroundColor: typeof g.backgroundColor === 'string' ? g.backgroundColor : DEFAULT_GRID.backgroundColor,
    backgroundSizeMode:
      typeof g.backgroundSizeMode === 'string' ? g.backgroundSizeMode : DEFAULT_GRID.backgroundSizeMode,
    autoFillHeight: g.autoFillHeight === true,
    mobileAutoFillHeight: g.mobileAutoFillHeight === true,
  };
}

function parseLayoutItem(raw: unknown, widget?: DashboardWidget): LayoutItem {
  const w = obj(raw);
  return {
    sizeX: num(w.sizeX, widget?.sizeX ?? DEFAULT_WIDGET_SIZE.sizeX),
    sizeY: num(w.sizeY, widget?.sizeY ?? DEFAULT_WIDGET_SIZE.sizeY),
    row: num(w.row, widget?.row ?? 0),
    col: num(w.col, widget?.col ?? 0),
    mobileHeight: typeof w.mobileHeight === 'number' ? w.mobileHeight : (widget?.config.mobileHeight ?? null),
    mobileOrder: typeof w.mobileOrder === 'number' ? w.mobileOrder : (widget?.config.mobileOrder ?? null),
    mobileHide: w.mobileHide === true || widget?.config.mobileHide === true,
  };
}

function parseLayout(raw: unknown, widgets: Record<string, DashboardWidget>): DashboardLayout {
  const l = obj(raw);
  const items: Record<string, LayoutItem> = {};
  for (const [id, item] of Object.entries(obj(l.widgets)))
    if (widgets[id]) items[id] = parseLayoutItem(item, widgets[id]);
  return { widgets: items, gridSettings: parseGridSettings(l.gridSettings) };
}

function parseStates(
  raw: unknown,
  widgets: Record<string, DashboardWidget>,
): { states: Record<string, DashboardState>; rootStateId: string } {
  const states: Record<string, DashboardState> = {};
  for (const [id, s] of Object.entries(obj(raw))) {
    const st = obj(s);
    const layouts = obj(st.layouts);
    states[id] = {
      id,
      name: typeof st.name === 'string' ? st.name : id,
      root: st.root === true,
      layouts: {
        main: parseLayout(layouts.main, widgets),
        ...(layouts.right ? { right: parseLayout(layouts.right, widgets) } : {}),
      },
    };
  }
  if (Object.keys(states).length === 0) {
    // Legacy dashboards keep positions on the widgets themselves.
    const items = Object.fromEntries(Object.values(widgets).map((w) => [w.id, parseLayoutItem({}, w)]));
    states.default = {
      id: 'default',
      name: 'Default',
      root: true,
      layouts: { main: { widgets: items, gridSettings: parseGridSettings({}) } },
    };
  }
  // Exactly one root: the first flagged one, else the first state (the UI forces it).
  const rootStateId = Object.values(states).find((s) => s.root)?.id ?? Object.keys(states)[0]!;
  for (const s of Object.values(states)) s.root = s.id === rootStateId;
  return { states, rootStateId };
}

/** Pre-3.0 `deviceAliases` → entity aliases on DEVICE. */
function legacyDeviceAliases(raw: unknown): Record<string, EntityAlias> {
  const out: Record<string, EntityAlias> = {};
  for (const [id, a] of Object.entries(obj(raw))) {
    const alias = obj(a);
    const df = obj(alias.deviceFilter);
    let filter: AliasFilter;
    if (typeof alias.deviceId === 'string')
      filter = { type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id: alias.deviceId } };
    else if (df.useFilter)
      filter = {
        type: 'entityName',
        entityType: 'DEVICE',
        entityNameFilter: String(df.deviceNameFilter ?? ''),
        resolveMultiple: true,
      };
    else {
      const list = Array.isArray(df.deviceList) ? (df.deviceList as string[]) : [];
      filter = { type: 'entityList', entityType: 'DEVICE', entityList: list, resolveMultiple: list.length > 1 };
    }
    out[id] = { id, alias: String(alias.alias ?? id), filter };
  }
  return out;
}

/** Aliases of 2.x dashboards (`entityType` + `entityFilter`) → the filter form of 3.x. */
function parseAliases(raw: unknown): Record<string, EntityAlias> {
  const out: Record<string, EntityAlias> = {};
  for (const [id, a] of Object.entries(obj(raw))) {
    const alias = obj(a);
    let filter = obj(alias.filter) as unknown as AliasFilter;
    if (!alias.filter && alias.entityFilter) {
      const ef = obj(alias.entityFilter);
      const entityType = String(alias.entityType ?? 'DEVICE');
      if (ef.stateEntity) filter = { type: 'stateEntity', resolveMultiple: false };
      else if (ef.useFilter)
        filter = {
          type: 'entityName',
          entityType,
          entityNameFilter: String(ef.entityNameFilter ?? ''),
          resolveMultiple: true,
        };
      else
        filter = {
          type: 'entityList',
          entityType,
          entityList: (ef.entityList as string[]) ?? [],
          resolveMultiple: true,
        };
    }
    out[id] = { id: String(alias.id ?? id), alias: String(alias.alias ?? id), filter };
  }
  return out;
}

/** Parse a dashboard (`{id?, title, configuration}`) or a bare configuration object. */
export function parseDashboard(raw: unknown): DashboardModel {
  const d = obj(raw);
  const c = obj(d.configuration ?? (d.widgets || d.states ? d : {}));
  const list = Array.isArray(c.widgets) ? (c.widgets as unknown[]) : Object.values(obj(c.widgets));
  const widgets: Record<string, DashboardWidget> = {};
  for (const w of list) {
    const widget = normaliseWidget(w);
    widgets[widget.id] = widget;
  }
  const { states, rootStateId } = parseStates(c.states, widgets);
  const entityAliases = { ...legacyDeviceAliases(c.deviceAliases), ...parseAliases(c.entityAliases) };
  const id = obj(d.id).id;
  return {
    id: typeof id === 'string' ? id : null,
    title: typeof d.title === 'string' ? d.title : '',
    widgets,
    states,
    rootStateId,
    entityAliases,
    filters: obj(c.filters) as Record<string, DashboardFilter>,
    timewindow: (c.timewindow as Timewindow | undefined) ?? null,
    settings: { ...DEFAULT_SETTINGS, ...(obj(c.settings) as Partial<DashboardSettings>) },
  };
}

/** `${entityName}`-style placeholders in a state name, filled from the state parameters. */
export function stateDisplayName(
  name: string,
  params: { entityName?: string | null; entityLabel?: string | null } | null | undefined,
): string {
  return name
    .replace(/\$\{entityName\}/g, params?.entityName ?? '')
    .replace(/\$\{entityLabel\}/g, params?.entityLabel ?? params?.entityName ?? '')
    .trim();
}
