/**
 * A widget type shown with sample data, as a dashboard: the type's own default config (its function datasources
 * produce the sample data in the script sandbox, as in ThingsBoard's widget previews; a config without any can get
 * the sample function datasource of src/widgets/common/sample-datasource.ts), optionally bound to entity
 * aliases for types that only show entity data (tables, forms). Used by the add-widget dialog's preview and by the
 * widget walk browser test. Pure.
 */
import { sampleFunctionDatasource } from '../../../widgets/common/sample-datasource';

type Json = Record<string, unknown>;

/** What a sample widget needs of a widget type (a WidgetType of the API, or a type of a bundle export). */
export interface SampleTypeLike {
  alias: string;
  name: string;
  descriptor: { type?: unknown; defaultConfig?: unknown };
}

export interface SampleWidgetOptions {
  id: string;
  isSystemType: boolean;
  /** Alias id of several devices: entity datasources and the alarm source use it. */
  devicesAliasId?: string;
  /** Alias id of one device: the target of RPC widgets. */
  deviceAliasId?: string;
  /** Turn the default config's function datasources into entity datasources of `devicesAliasId`. */
  entityBound?: boolean;
  sizeX?: number;
  sizeY?: number;
  /**
   * A time-series or latest-values type whose default config has no datasource gets the sample function datasource
   * (two random keys), so it shows data like ThingsBoard's types, whose default configs carry one.
   */
  sampleWhenEmpty?: boolean;
  /** Show (or hide) the title whatever the default config says. */
  showTitle?: boolean;
}

/** A widget type's `defaultConfig` (an object, or JSON text of one, as bundle files hold it); `{}` when unusable. */
export function parseDefaultConfig(v: unknown): Json {
  if (v && typeof v === 'object' && !Array.isArray(v)) return v as Json;
  if (typeof v !== 'string' || !v.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(v);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Json) : {};
  } catch {
    return {};
  }
}

/** One dashboard widget of `type` with its default config, titled with the type's name. */
export function sampleWidget(bundleAlias: string, type: SampleTypeLike, o: SampleWidgetOptions): Json {
  const config = parseDefaultConfig(type.descriptor.defaultConfig);
  const toEntity = (ds: Json): Json => ({
    ...ds,
    type: 'entity',
    entityAliasId: o.devicesAliasId,
    dataKeys: ((ds.dataKeys as Json[] | undefined) ?? []).map((k) => ({
      ...k,
      type: k.type === 'function' ? 'timeseries' : k.type,
      name: k.type === 'function' ? String(k.label) : k.name,
    })),
  });
  const bound = !!(o.entityBound && o.devicesAliasId);
  const datasources = ((config.datasources as Json[] | undefined) ?? []).map((ds) => (bound ? toEntity(ds) : ds));
  const kind = typeof type.descriptor.type === 'string' ? type.descriptor.type : 'static';
  if (bound && datasources.length === 0) datasources.push(toEntity({ dataKeys: [] }));
  if (o.sampleWhenEmpty && datasources.length === 0 && (kind === 'latest' || kind === 'timeseries'))
    datasources.push(sampleFunctionDatasource());
  const sizeX = o.sizeX ?? 6;
  const sizeY = o.sizeY ?? 5;
  return {
    id: o.id,
    isSystemType: o.isSystemType,
    bundleAlias,
    typeAlias: type.alias,
    type: kind,
    title: type.name,
    sizeX,
    sizeY,
    config: {
      ...config,
      title: type.name,
      ...(o.showTitle === undefined ? {} : { showTitle: o.showTitle }),
      datasources,
      ...(o.deviceAliasId ? { targetDeviceAliasIds: [o.deviceAliasId] } : {}),
      ...(o.devicesAliasId
        ? {
            alarmSource: {
              type: 'entity',
              entityAliasId: o.devicesAliasId,
              dataKeys: ['createdTime', 'originator', 'type', 'severity', 'status'].map((name) => ({
                name,
                type: 'alarm',
                label: name,
              })),
            },
          }
        : {}),
    },
  };
}

export interface SampleDashboardOptions {
  title: string;
  /** Widgets per row of the main layout. */
  perRow?: number;
  entityAliases?: Record<string, Json>;
  gridSettings?: Json;
  /** Dashboard settings over the entity state controller. */
  settings?: Json;
}

/** A one-state dashboard holding `widgets` in rows of `perRow` (each keeps its sizeX/sizeY). */
export function sampleDashboard(widgets: Json[], o: SampleDashboardOptions): Json {
  const perRow = o.perRow ?? 4;
  const layout = Object.fromEntries(
    widgets.map((w, i) => {
      const sizeX = Number(w.sizeX);
      const sizeY = Number(w.sizeY);
      return [w.id as string, { sizeX, sizeY, row: Math.floor(i / perRow) * sizeY, col: (i % perRow) * sizeX }];
    }),
  );
  return {
    title: o.title,
    configuration: {
      widgets: Object.fromEntries(widgets.map((w) => [w.id as string, w])),
      states: {
        default: {
          name: o.title,
          root: true,
          layouts: { main: { widgets: layout, gridSettings: { columns: 24, margin: 10, ...o.gridSettings } } },
        },
      },
      entityAliases: o.entityAliases ?? {},
      settings: { stateControllerId: 'entity', ...o.settings },
    },
  };
}
