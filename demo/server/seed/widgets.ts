/**
 * Our own system widget catalogue: bundles and type aliases follow ThingsBoard's 14 system bundles (dashboards
 * reference widgets by `bundleAlias` + `typeAlias`), while titles, descriptions and descriptors are ours and minimal
 * (the widget renderers live in the frontend).
 */
import type { Queryable } from '../db/types.js';
import { jsonParam } from '../db/types.js';
import { NULL_UUID, uuidV1, uuidV1Time } from '../lib/uuid.js';

type Kind = 'timeseries' | 'latest' | 'rpc' | 'alarm' | 'static';
type Bundle = [alias: string, title: string, description: string, types: [alias: string, kind: Kind, sizeX?: number, sizeY?: number][]];

const L = 'latest';
const CATALOGUE: Bundle[] = [
  ['alarm_widgets', 'Alarm widgets', 'Tables of alarms', [['alarms_table', 'alarm', 10.5, 6.5]]],
  ['analogue_gauges', 'Analogue gauges', 'Dial gauges and compasses', [['analogue_compass', L], ['temperature_gauge_canvas_gauges', L], ['temperature_radial_gauge_canvas_gauges', L], ['speed_gauge_canvas_gauges', L], ['radial_gauge_canvas_gauges', L]]],
  ['cards', 'Cards', 'Cards, tables and text', [['attributes_card', L], ['html_card', 'static'], ['timeseries_table', 'timeseries'], ['html_value_card', L], ['simple_card', L], ['label_widget', L], ['entities_table', L, 7.5, 6.5], ['entities_hierarchy', L], ['qr_code', L], ['markdown_card', L]]],
  ['charts', 'Charts', 'Line, bar and pie charts', [['bars', L], ['doughnut_chart_js', L], ['pie', L], ['pie_chart_js', L], ['polar_area_chart_js', L], ['radar_chart_js', L], ['state_chart', 'timeseries'], ['basic_timeseries', 'timeseries', 8, 5], ['timeseries_bars_flot', 'timeseries']]],
  ['control_widgets', 'Control widgets', 'Send commands to devices', [['rpc_debug_terminal', 'rpc'], ['rpc_remote_shell', 'rpc'], ['knob_control', 'rpc'], ['switch_control', 'rpc'], ['round_switch', 'rpc'], ['led_indicator', 'rpc'], ['rpcbutton', 'rpc'], ['update_attributes', 'rpc']]],
  ['date', 'Date', 'Date range navigation', [['date_range_navigator', 'static']]],
  ['digital_gauges', 'Digital gauges', 'Digital and bar gauges', [['gauge_justgage', L], ['digital_thermometer', L], ['digital_speedometer', L], ['neon_gauge_justgage', L], ['lcd_gauge', L], ['lcd_bar_gauge', L], ['simple_neon_gauge_justgage', L], ['vertical_bar_justgage', L], ['simple_gauge_justgage', L], ['digital_bar', L], ['mini_gauge_justgage', L], ['horizontal_bar_justgage', L], ['digital_vertical_bar', L]]],
  ['edge_widgets', 'Edge widgets', 'Edge overview', [['edges_overview', L]]],
  ['entity_admin_widgets', 'Entity admin widgets', 'Manage devices and assets from a dashboard', [['device_admin_table', L], ['asset_admin_table', L]]],
  ['gateway_widgets', 'Gateway widgets', 'Gateway configuration', [['gateway_configuration', 'static'], ['attributes_card', L], ['config_form_latest', L]]],
  ['gpio_widgets', 'GPIO widgets', 'GPIO panels and controls', [['basic_gpio_control', 'rpc'], ['gpio_panel', L], ['raspberry_pi_gpio_panel', L], ['raspberry_pi_gpio_control', 'rpc']]],
  ['input_widgets', 'Input widgets', 'Edit attributes and time series', [['device_claiming_widget', 'static'], ['markers_placement_openstreetmap', L], ['update_multiple_attributes', L], ['markers_placement_image_map', L], ['update_integer_timeseries', L], ['update_double_timeseries', L], ['update_boolean_timeseries', L], ['update_string_timeseries', L], ['update_server_image_attribute', L], ['update_server_date_attribute', L], ['update_server_boolean_attribute', L]]],
  ['maps_v2', 'Maps', 'Maps and trip animation', [['route_map_tencent_maps', 'timeseries'], ['test', 'timeseries'], ['route_map', 'timeseries'], ['route_map_openstreetmap', 'timeseries'], ['tencent_maps', L], ['here_map', L], ['image_map', L], ['google_maps', L], ['openstreetmap', L]]],
  ['navigation_widgets', 'Navigation widgets', 'Links between dashboards', [['navigation_cards', 'static'], ['navigation_card', 'static']]],
];

function title(alias: string): string {
  const words = alias.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function descriptor(kind: Kind, sizeX: number, sizeY: number): Record<string, unknown> {
  return {
    type: kind, sizeX, sizeY, resources: [],
    templateHtml: '<div class="iot-widget"></div>', templateCss: '', controllerScript: 'self.onInit = function() {};',
    settingsSchema: '{}', dataKeySettingsSchema: '{}',
    defaultConfig: JSON.stringify({ datasources: [], showTitle: true, backgroundColor: '#fff', color: 'rgba(0, 0, 0, 0.87)', padding: '8px', settings: {} }),
  };
}

/** Seeds the system widget bundle catalogue. */
export async function seedWidgetBundles(tx: Queryable): Promise<void> {
  for (const [alias, bundleTitle, description, types] of CATALOGUE) {
    const id = uuidV1();
    await tx.query('INSERT INTO widgets_bundle (id, created_time, tenant_id, alias, title, image, description) VALUES ($1, $2, $3, $4, $5, NULL, $6)', [
      id, uuidV1Time(id), NULL_UUID, alias, bundleTitle, description,
    ]);
    for (const [typeAlias, kind, sx = 8, sy = 5] of types) {
      const tid = uuidV1();
      const name = alias === 'gateway_widgets' && typeAlias === 'attributes_card' ? 'Gateway events' : typeAlias === 'test' ? 'Trip Animation' : title(typeAlias);
      await tx.query(
        'INSERT INTO widget_type (id, created_time, tenant_id, bundle_alias, alias, name, descriptor, image, description) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, NULL, $8)',
        [tid, uuidV1Time(tid), NULL_UUID, alias, typeAlias, name, jsonParam(descriptor(kind, sx, sy)), `${name} (${kind} widget)`],
      );
    }
  }
}
