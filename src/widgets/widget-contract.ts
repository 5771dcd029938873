/**
 * The contract between the dashboard runtime and every widget: widgets are props-in/render-out.
 * The runtime resolves aliases, subscribes, reduces updates and paints each widget at most once per frame; a
 * widget gets its configuration (ThingsBoard's WidgetConfig names), its data (one entry per resolved entity of
 * each datasource, columnar per data key), the time range, its size, the theme and a few services (actions,
 * RPC, attribute/telemetry writes, alarm ack/clear, navigation) — never the API or the session.
 */
import type { ComponentType } from 'react';

export type WidgetKind = 'timeseries' | 'latest' | 'rpc' | 'alarm' | 'static';
export type DataKeyType = 'timeseries' | 'attribute' | 'function' | 'alarm' | 'entityField' | 'count';
export type DatasourceType = 'entity' | 'function' | 'entityCount' | 'static';

export interface DataKeyConfig {
  name: string;
  type: DataKeyType;
  label: string;
  color: string;
  settings: Record<string, unknown>;
  units?: string;
  decimals?: number;
  funcBody?: string;
  postFuncBody?: string;
  usePostProcessing?: boolean;
  pattern?: string;
  _hash?: number;
}

export interface DatasourceConfig {
  type: DatasourceType;
  name?: string | null;
  entityAliasId?: string | null;
  filterId?: string | null;
  dataKeys: DataKeyConfig[];
}

/** Legend settings; ThingsBoard's defaults (showAvg only for timeseries widgets). */
export interface LegendConfig {
  direction: 'column' | 'row';
  position: 'top' | 'bottom' | 'left' | 'right';
  sortDataKeys: boolean;
  showMin: boolean;
  showMax: boolean;
  showAvg: boolean;
  showTotal: boolean;
}

export type WidgetActionType =
  'openDashboardState' | 'updateDashboardState' | 'openDashboard' | 'custom' | 'customPretty' | 'mobileAction';

export interface WidgetActionDescriptor {
  id: string;
  name: string;
  icon?: string;
  type: WidgetActionType;
  targetDashboardStateId?: string | null;
  targetDashboardId?: string | null;
  openRightLayout?: boolean;
  setEntityId?: boolean;
  stateEntityParamName?: string | null;
  openInSeparateDialog?: boolean;
  dialogTitle?: string;
  customFunction?: string;
  customHtml?: string;
  customCss?: string;
  mobileAction?: { type?: string } & Record<string, unknown>;
}

/** ThingsBoard's WidgetConfig, with the runtime's defaults applied. Unknown keys survive. */
export interface WidgetConfig {
  title: string;
  showTitle: boolean;
  datasources: DatasourceConfig[];
  timewindow?: import('../ui/timewindow/timewindow-model').Timewindow;
  useDashboardTimewindow: boolean;
  displayTimewindow: boolean;
  showTitleIcon?: boolean;
  titleIcon?: string;
  iconColor?: string;
  iconSize?: string;
  titleTooltip?: string;
  titleStyle?: Record<string, string | number>;
  dropShadow: boolean;
  enableFullscreen: boolean;
  backgroundColor: string;
  color: string;
  padding: string;
  margin?: string;
  widgetStyle?: Record<string, string | number>;
  units?: string;
  decimals?: number;
  showLegend: boolean;
  legendConfig: LegendConfig;
  mobileHeight?: number | null;
  mobileOrder?: number | null;
  mobileHide?: boolean;
  settings: Record<string, unknown>;
  actions: Record<string, WidgetActionDescriptor[]>;
  alarmSource?: DatasourceConfig;
  alarmSearchStatus?: string;
  alarmsPollingInterval?: number;
  alarmsMaxCountLoad?: number;
  alarmsFetchSize?: number;
  alarmStatusList?: string[];
  alarmSeverityList?: string[];
  alarmTypeList?: string[];
  searchPropagatedAlarms?: boolean;
  targetDeviceAliasIds?: string[];
  [extra: string]: unknown;
}

/** An entity a datasource resolved to. */
export interface WidgetEntity {
  id: string;
  entityType: string;
  name: string;
  label: string;
}

/** The data of one key of one entity: timestamps ascending, values as received (strings from the server). */
export interface KeyData {
  key: DataKeyConfig;
  ts: number[];
  values: unknown[];
}

/** One resolved entity of one datasource (or the single row of a function/count datasource). */
export interface DatasourceData {
  /** Index of the datasource in the widget config. */
  index: number;
  type: DatasourceType;
  /** Datasource name (`${entityName}` resolved) or the entity name. */
  name: string;
  aliasName: string | null;
  entity: WidgetEntity | null;
  keys: KeyData[];
}

/** One alarm row as the alarm widgets show it. */
export interface AlarmRow {
  id: string;
  createdTime: number;
  startTs: number;
  endTs: number;
  ackTs: number;
  clearTs: number;
  type: string;
  severity: string;
  status: string;
  originatorName: string;
  originator: { entityType: string; id: string };
  details?: unknown;
  /** Latest values of the alarm data keys that are not alarm fields. */
  values: Record<string, unknown>;
}

export interface AlarmPage {
  rows: AlarmRow[];
  total: number;
}

/** Time range shown by time-based widgets. */
export interface WidgetTimeRange {
  minTime: number;
  maxTime: number;
  interval: number;
  aggregation: string;
  realtime: boolean;
  timezone: string | null;
}

/** Everything a widget may ask the runtime to do. */
export interface WidgetServices {
  /** Run the actions configured for an action source (`headerButton`, `rowClick`, `elementClick`, …). */
  action(
    sourceId: string,
    entity?: WidgetEntity | null,
    extra?: { actionName?: string; actionId?: string; additionalParams?: unknown },
  ): void;
  /** Actions configured for a source (to render buttons). */
  actionsFor(sourceId: string): WidgetActionDescriptor[];
  /** Server-side RPC to the widget's target device (rpc widgets) or `deviceId`. */
  rpc(req: {
    method: string;
    params?: unknown;
    oneway: boolean;
    timeout?: number;
    persistent?: boolean;
    deviceId?: string;
  }): Promise<unknown>;
  saveAttributes(
    entity: WidgetEntity,
    scope: 'SERVER_SCOPE' | 'SHARED_SCOPE' | 'CLIENT_SCOPE',
    values: Record<string, unknown>,
  ): Promise<void>;
  saveTimeseries(entity: WidgetEntity, values: Record<string, unknown>): Promise<void>;
  ackAlarm(alarmId: string): Promise<void>;
  clearAlarm(alarmId: string): Promise<void>;
  /** Change the widget's own timewindow, or the dashboard's (date range navigator). */
  setTimewindow(tw: import('../ui/timewindow/timewindow-model').Timewindow, scope?: 'widget' | 'dashboard'): void;
  /** The signed-in user's authority (navigation cards show the places of the role). */
  userAuthority: string | null;
  /** Navigate the console (navigation cards). */
  navigate(path: string): void;
  /** Show a toast. */
  notify(message: string, type?: 'success' | 'error' | 'info'): void;
  /** Claim a device by name (device claiming widget). */
  claimDevice(deviceName: string, secretKey: string): Promise<'SUCCESS' | 'FAILURE' | 'CLAIMED'>;
  /** Children of an entity by relation (entities hierarchy, edge overview). */
  relatedEntities(
    entity: WidgetEntity,
    opts?: { relationType?: string; direction?: 'FROM' | 'TO'; entityTypes?: string[] },
  ): Promise<WidgetEntity[]>;
  /** The device an rpc widget targets (first entity of its target alias), or null. */
  targetDevice: WidgetEntity | null;
  /** Map tile URL template (`{z}/{x}/{y}`); '' means no tiles: markers on a plain background. */
  mapTileUrl: string;
  /** Attribute values of an entity in a scope (gateway configuration, JSON forms). */
  readAttributes(
    entity: WidgetEntity,
    scope: 'SERVER_SCOPE' | 'SHARED_SCOPE' | 'CLIENT_SCOPE',
    keys?: string[],
  ): Promise<Record<string, unknown>>;
  /** Latest telemetry of an entity (all keys when `keys` is omitted), values as received. */
  readLatestTelemetry(entity: WidgetEntity, keys?: string[]): Promise<Record<string, { ts: number; value: unknown }>>;
  /** Entities of a type (optionally a device/asset type) whose name contains `text`. */
  searchEntities(entityType: string, text: string, subtype?: string): Promise<WidgetEntity[]>;
  /** Where a widget may portal its own header buttons (search, column display), next to the title. */
  headerSlot: HTMLElement | null;
}

/**
 * What a table paging on the server asks for (as ThingsBoard's entities table does): a page of its datasource's
 * entities, sorted by one of its columns (`entityName`, `entityLabel`, `entityType` or `key:<data key name>`) and
 * filtered by a search text.
 */
export interface WidgetPageRequest {
  page: number;
  pageSize: number;
  textSearch: string;
  sortId: string;
  desc: boolean;
}

/** The server-side page a widget's data holds: `data` is that page only. */
export interface WidgetDataPage {
  /** The request the data answers. */
  request: WidgetPageRequest;
  /** Entities over all pages. */
  totalElements: number;
  /** Ask for another page, order or search; the data follows when the server answers. */
  change(request: WidgetPageRequest): void;
}

/** Props of every widget component. */
export interface WidgetProps {
  widgetId: string;
  /** `bundleAlias.typeAlias` */
  typeId: string;
  kind: WidgetKind;
  config: WidgetConfig;
  settings: Record<string, unknown>;
  data: DatasourceData[];
  alarms: AlarmPage | null;
  timeRange: WidgetTimeRange;
  width: number;
  height: number;
  theme: 'light' | 'dark';
  services: WidgetServices;
  /** Set when the runtime pages this widget's data on the server (tables of types that support it). */
  dataPage?: WidgetDataPage | null;
}

export type WidgetComponent = ComponentType<WidgetProps>;
