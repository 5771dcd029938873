/**
 * Widget type registry: `bundleAlias.typeAlias` (as dashboards reference system widget types) →
 * a lazy loader of our native component. Each family is its own chunk, loaded only when a dashboard shows one of
 * its types. A type missing here renders the 'widget type not found' placeholder.
 */
import type { WidgetComponent } from './widget-contract';

type Loader = () => Promise<WidgetComponent>;

/** Loaders of types whose chunk is large: the map widgets carry Leaflet (~170 KB of script). */
const largeLoaders = new WeakSet<object>();

const charts = () => import('./charts/timeseries-chart');
const pies = () => import('./charts/pie-chart');
const cards = () => import('./cards/value-cards');
const html = () => import('./cards/html-cards');
const tables = () => import('./tables/entities-table');
const gauges = () => import('./gauges/analog-gauges');
const digital = () => import('./gauges/digital-gauges');
const controls = () => import('./controls/rpc-controls');
const terminal = () => import('./controls/rpc-terminal');
const gpio = () => import('./controls/gpio-widgets');
const inputs = () => import('./inputs/update-value');
const inputsMore = () => import('./inputs/input-widgets');
const maps = () => import('./maps/map-widgets');
/** A map widget type's loader, marked large. */
const mapWidget = (pick: (m: Awaited<ReturnType<typeof maps>>) => WidgetComponent): Loader => {
  const load: Loader = () => maps().then(pick);
  largeLoaders.add(load);
  return load;
};
/**
 * Loaders of types that show the first entity of their data only (a value card, a gauge, a label): whatever the
 * alias resolves to, they paint `data[0]`, so their subscriptions ask for one entity per datasource.
 */
const firstEntityLoaders = new WeakSet<object>();
const firstEntity = (load: Loader): Loader => {
  firstEntityLoaders.add(load);
  return load;
};
/** Loaders of tables that page their data on the server (ThingsBoard's entities table asks for one page). */
const pagedLoaders = new WeakSet<object>();
const paged = (load: Loader): Loader => {
  pagedLoaders.add(load);
  return load;
};
const misc = () => import('./misc/misc-widgets');
const tree = () => import('./misc/entity-tree-widgets');
const gateway = () => import('./misc/gateway-widgets');

const widgetLoaders: Record<string, Loader> = {
  'alarm_widgets.alarms_table': () => import('./tables/alarms-table').then((m) => m.AlarmsTableWidget),

  'analogue_gauges.analogue_compass': firstEntity(() => gauges().then((m) => m.CompassWidget)),
  'analogue_gauges.temperature_gauge_canvas_gauges': firstEntity(() => gauges().then((m) => m.LinearGaugeWidget)),
  'analogue_gauges.temperature_radial_gauge_canvas_gauges': firstEntity(() =>
    gauges().then((m) => m.RadialGaugeWidget),
  ),
  'analogue_gauges.speed_gauge_canvas_gauges': firstEntity(() => gauges().then((m) => m.RadialGaugeWidget)),
  'analogue_gauges.radial_gauge_canvas_gauges': firstEntity(() => gauges().then((m) => m.RadialGaugeWidget)),

  'cards.attributes_card': () => cards().then((m) => m.AttributesCardWidget),
  'cards.html_card': () => html().then((m) => m.HtmlCardWidget),
  'cards.timeseries_table': () => import('./tables/timeseries-table').then((m) => m.TimeseriesTableWidget),
  'cards.html_value_card': firstEntity(() => html().then((m) => m.HtmlValueCardWidget)),
  'cards.simple_card': firstEntity(() => cards().then((m) => m.SimpleCardWidget)),
  'cards.label_widget': firstEntity(() => cards().then((m) => m.LabelWidget)),
  'cards.entities_table': paged(() => tables().then((m) => m.EntitiesTableWidget)),
  'cards.entities_hierarchy': () => tree().then((m) => m.EntitiesHierarchyWidget),
  'cards.qr_code': () => misc().then((m) => m.QrCodeWidget),
  'cards.markdown_card': () => html().then((m) => m.MarkdownCardWidget),

  'charts.bars': () => pies().then((m) => m.LatestBarsWidget),
  'charts.doughnut_chart_js': () => pies().then((m) => m.DoughnutChartWidget),
  'charts.pie': () => pies().then((m) => m.PieChartWidget),
  'charts.pie_chart_js': () => pies().then((m) => m.PieChartWidget),
  'charts.polar_area_chart_js': () => pies().then((m) => m.PolarAreaChartWidget),
  'charts.radar_chart_js': () => pies().then((m) => m.RadarChartWidget),
  'charts.state_chart': () => charts().then((m) => m.StateChartWidget),
  'charts.basic_timeseries': () => charts().then((m) => m.TimeseriesLineWidget),
  'charts.timeseries_bars_flot': () => charts().then((m) => m.TimeseriesBarsWidget),

  'control_widgets.rpc_debug_terminal': () => terminal().then((m) => m.RpcDebugTerminalWidget),
  'control_widgets.rpc_remote_shell': () => terminal().then((m) => m.RpcRemoteShellWidget),
  'control_widgets.knob_control': () => controls().then((m) => m.KnobControlWidget),
  'control_widgets.switch_control': () => controls().then((m) => m.SwitchControlWidget),
  'control_widgets.round_switch': () => controls().then((m) => m.RoundSwitchWidget),
  'control_widgets.led_indicator': () => controls().then((m) => m.LedIndicatorWidget),
  'control_widgets.rpcbutton': () => controls().then((m) => m.RpcButtonWidget),
  'control_widgets.update_attributes': () => controls().then((m) => m.UpdateDeviceAttributeWidget),

  'date.date_range_navigator': () => misc().then((m) => m.DateRangeNavigatorWidget),

  ...Object.fromEntries(
    [
      'gauge_justgage',
      'digital_thermometer',
      'digital_speedometer',
      'neon_gauge_justgage',
      'lcd_gauge',
      'lcd_bar_gauge',
      'simple_neon_gauge_justgage',
      'vertical_bar_justgage',
      'simple_gauge_justgage',
      'digital_bar',
      'mini_gauge_justgage',
      'horizontal_bar_justgage',
      'digital_vertical_bar',
    ].map((t) => [`digital_gauges.${t}`, firstEntity(() => digital().then((m) => m.DigitalGaugeWidget))]),
  ),

  'edge_widgets.edges_overview': () => tree().then((m) => m.EdgesOverviewWidget),
  'entity_admin_widgets.device_admin_table': paged(() => tables().then((m) => m.EntitiesTableWidget)),
  'entity_admin_widgets.asset_admin_table': paged(() => tables().then((m) => m.EntitiesTableWidget)),

  'gateway_widgets.gateway_configuration': () => gateway().then((m) => m.GatewayConfigurationWidget),
  'gateway_widgets.attributes_card': () => gateway().then((m) => m.GatewayEventsWidget),
  'gateway_widgets.config_form_latest': () => gateway().then((m) => m.GatewayConfigFormWidget),

  'gpio_widgets.basic_gpio_control': () => gpio().then((m) => m.GpioControlWidget),
  'gpio_widgets.gpio_panel': () => gpio().then((m) => m.GpioPanelWidget),
  'gpio_widgets.raspberry_pi_gpio_panel': () => gpio().then((m) => m.GpioPanelWidget),
  'gpio_widgets.raspberry_pi_gpio_control': () => gpio().then((m) => m.GpioControlWidget),

  'input_widgets.markers_placement_openstreetmap': mapWidget((m) => m.MarkersPlacementWidget),
  'input_widgets.markers_placement_image_map': mapWidget((m) => m.MarkersPlacementWidget),
  'input_widgets.markers_placement_google_maps': mapWidget((m) => m.MarkersPlacementWidget),
  'input_widgets.update_multiple_attributes': () => inputsMore().then((m) => m.MultipleAttributesWidget),
  'input_widgets.device_claiming_widget': () => inputsMore().then((m) => m.DeviceClaimingWidget),
  'input_widgets.web_camera_input': () => inputsMore().then((m) => m.WebCameraInputWidget),
  'input_widgets.update_json_attribute': () => inputsMore().then((m) => m.JsonAttributeWidget),
  ...Object.fromEntries(
    [
      'update_integer_timeseries',
      'update_double_timeseries',
      'update_boolean_timeseries',
      'update_string_timeseries',
      'update_server_image_attribute',
      'update_server_date_attribute',
      'update_server_boolean_attribute',
      'update_server_double_attribute',
      'update_shared_image_attribute',
      'update_shared_date_attribute',
      'update_shared_boolean_attribute',
      'update_server_integer_attribute',
      'update_server_string_attribute',
      'update_location_timeseries',
      'update_shared_double_attribute',
      'update_shared_integer_attribute',
      'update_shared_string_attribute',
      'update_server_location_attribute',
      'update_shared_location_attribute',
    ].map((t) => [`input_widgets.${t}`, () => inputs().then((m) => m.UpdateValueWidget)]),
  ),

  'maps_v2.route_map_tencent_maps': mapWidget((m) => m.RouteMapWidget),
  'maps_v2.test': mapWidget((m) => m.TripAnimationWidget),
  'maps_v2.route_map': mapWidget((m) => m.RouteMapWidget),
  'maps_v2.route_map_openstreetmap': mapWidget((m) => m.RouteMapWidget),
  'maps_v2.tencent_maps': mapWidget((m) => m.MapWidget),
  'maps_v2.here_map': mapWidget((m) => m.MapWidget),
  'maps_v2.image_map': mapWidget((m) => m.MapWidget),
  'maps_v2.google_maps': mapWidget((m) => m.MapWidget),
  'maps_v2.openstreetmap': mapWidget((m) => m.MapWidget),

  'navigation_widgets.navigation_cards': () => misc().then((m) => m.NavigationCardsWidget),
  'navigation_widgets.navigation_card': () => misc().then((m) => m.NavigationCardWidget),
};

/** Loader of a widget type, or null when we have no native implementation ('widget type not found'). */
export function widgetLoader(bundleAlias: string, typeAlias: string): Loader | null {
  return widgetLoaders[`${bundleAlias}.${typeAlias}`] ?? null;
}

/** Whether a loader brings a large chunk (a page may load it after its other widgets, see the dashboard runtime). */
export function isLargeWidgetLoader(load: object): boolean {
  return largeLoaders.has(load);
}

/** Whether a type paints the first entity of its data only (its subscriptions need one entity per datasource). */
export function showsFirstEntityOnly(bundleAlias: string, typeAlias: string): boolean {
  const load = widgetLoader(bundleAlias, typeAlias);
  return !!load && firstEntityLoaders.has(load);
}

/** Whether a type's table pages its data on the server (its subscription asks for the page it shows). */
export function pagesDataOnServer(bundleAlias: string, typeAlias: string): boolean {
  const load = widgetLoader(bundleAlias, typeAlias);
  return !!load && pagedLoaders.has(load);
}

/** Every registered type id (the widget walk test compares this with the bundles). */
export const registeredWidgetTypes: readonly string[] = Object.keys(widgetLoaders);
