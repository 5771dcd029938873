/**
 * One widget of a dashboard with its WidgetConfig normalised: datasources (legacy
 * `device` datasources become `entity` ones), data keys (label defaults to the name, decimals and
 * units fall back to the widget's, then decimals 2), legend defaults, actions.
 */
import type {
  DataKeyConfig,
  DataKeyType,
  DatasourceConfig,
  LegendConfig,
  WidgetActionDescriptor,
  WidgetConfig,
  WidgetKind,
} from '../../../widgets/widget-contract';

export interface DashboardWidget {
  id: string;
  isSystemType: boolean;
  bundleAlias: string;
  typeAlias: string;
  type: WidgetKind;
  title: string;
  sizeX: number;
  sizeY: number;
  row: number;
  col: number;
  config: WidgetConfig;
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const str = (v: unknown, d = '') => (typeof v === 'string' ? v : d);
const numOr = (v: unknown, d: number) => (typeof v === 'number' && Number.isFinite(v) ? v : d);

export const DEFAULT_DECIMALS = 2;
const KINDS: WidgetKind[] = ['timeseries', 'latest', 'rpc', 'alarm', 'static'];
const KEY_TYPES: DataKeyType[] = ['timeseries', 'attribute', 'function', 'alarm', 'entityField', 'count'];
const PALETTE = [
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
];

/** ThingsBoard's legend defaults: column direction at the bottom, nothing but the average (timeseries only). */
export function defaultLegendConfig(kind: WidgetKind): LegendConfig {
  return {
    direction: 'column',
    position: 'bottom',
    sortDataKeys: false,
    showMin: false,
    showMax: false,
    showAvg: kind === 'timeseries',
    showTotal: false,
  };
}

export function normaliseDataKey(
  raw: unknown,
  index: number,
  fallback: { units?: string; decimals?: number } = {},
): DataKeyConfig {
  const k = obj(raw);
  const type = KEY_TYPES.includes(k.type as DataKeyType) ? (k.type as DataKeyType) : 'timeseries';
  const name = str(k.name, `key${index}`);
  const decimals = typeof k.decimals === 'number' ? k.decimals : fallback.decimals;
  const units = typeof k.units === 'string' && k.units !== '' ? k.units : fallback.units;
  return {
    ...(k as Partial<DataKeyConfig>),
    name,
    type,
    label: str(k.label, name) || name,
    color: str(k.color, PALETTE[index % PALETTE.length]),
    settings: obj(k.settings),
    ...(units !== undefined ? { units } : {}),
    decimals: decimals ?? DEFAULT_DECIMALS,
  };
}

/** Datasources; a legacy `device` datasource (`deviceAliasId`) becomes an `entity` one. */
export function normaliseDatasource(
  raw: unknown,
  fallback: { units?: string; decimals?: number } = {},
): DatasourceConfig {
  const d = obj(raw);
  let type = str(d.type, 'entity');
  let entityAliasId = (d.entityAliasId as string | null | undefined) ?? null;
  if (type === 'device') {
    type = 'entity';
    entityAliasId = (d.deviceAliasId as string | undefined) ?? entityAliasId;
  }
  const dataKeys = (Array.isArray(d.dataKeys) ? d.dataKeys : []).map((k, i) => normaliseDataKey(k, i, fallback));
  return {
    ...(d as Partial<DatasourceConfig>),
    type: (['entity', 'function', 'entityCount', 'static'].includes(type)
      ? type
      : 'entity') as DatasourceConfig['type'],
    name: (d.name as string | null | undefined) ?? null,
    entityAliasId,
    filterId: (d.filterId as string | null | undefined) ?? null,
    dataKeys,
  };
}

function normaliseActions(raw: unknown): Record<string, WidgetActionDescriptor[]> {
  const out: Record<string, WidgetActionDescriptor[]> = {};
  for (const [source, list] of Object.entries(obj(raw))) {
    if (!Array.isArray(list)) continue;
    out[source] = list.map((a, i) => {
      const d = obj(a);
      return {
        ...(d as Partial<WidgetActionDescriptor>),
        id: str(d.id, `${source}-${i}`),
        name: str(d.name, `${source} ${i + 1}`),
        type: str(d.type, 'custom'),
      } as WidgetActionDescriptor;
    });
  }
  return out;
}

export function normaliseWidgetConfig(raw: unknown, kind: WidgetKind, title: string): WidgetConfig {
  const c = obj(raw);
  const fallback = {
    units: typeof c.units === 'string' && c.units !== '' ? c.units : undefined,
    decimals: typeof c.decimals === 'number' ? c.decimals : undefined,
  };
  const legend = { ...defaultLegendConfig(kind), ...(obj(c.legendConfig) as Partial<LegendConfig>) };
  return {
    ...c,
    title: str(c.title, title),
    showTitle: c.showTitle !== false,
    datasources: (Array.isArray(c.datasources) ? c.datasources : []).map((d) => normaliseDatasource(d, fallback)),
    ...(c.alarmSource ? { alarmSource: normaliseDatasource(c.alarmSource, fallback) } : {}),
    useDashboardTimewindow: c.useDashboardTimewindow !== false,
    displayTimewindow: c.displayTimewindow !== false,
    dropShadow: c.dropShadow !== false,
    enableFullscreen: c.enableFullscreen !== false,
    backgroundColor: str(c.backgroundColor, '#fff'),
    color: str(c.color, 'rgba(0, 0, 0, 0.87)'),
    padding: str(c.padding, '8px'),
    showLegend: typeof c.showLegend === 'boolean' ? c.showLegend : kind === 'timeseries',
    legendConfig: legend,
    settings: obj(c.settings),
    actions: normaliseActions(c.actions),
    ...(fallback.decimals !== undefined ? { decimals: fallback.decimals } : {}),
    ...(fallback.units !== undefined ? { units: fallback.units } : {}),
  } as WidgetConfig;
}

/** Normalise one widget entry of `configuration.widgets`. */
export function normaliseWidget(raw: unknown): DashboardWidget {
  const w = obj(raw);
  const type = KINDS.includes(w.type as WidgetKind) ? (w.type as WidgetKind) : 'latest';
  const title = str(w.title, '');
  return {
    id: str(w.id, `w-${Math.random().toString(36).slice(2)}`),
    isSystemType: w.isSystemType !== false,
    bundleAlias: str(w.bundleAlias),
    typeAlias: str(w.typeAlias),
    type,
    title,
    sizeX: numOr(w.sizeX, 8),
    sizeY: numOr(w.sizeY, 6),
    row: numOr(w.row, 0),
    col: numOr(w.col, 0),
    config: normaliseWidgetConfig(w.config, type, title),
  };
}
