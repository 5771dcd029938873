/**
 * Our own system widget catalogue: bundles and type aliases follow ThingsBoard's 14 system bundles (dashboards
 * reference widgets by `bundleAlias` + `typeAlias`), while titles, descriptions and descriptors are ours and minimal
 * (the widget renderers live in the frontend).
 */
import type { Queryable } from '../db/types.js';
import { jsonParam } from '../db/types.js';
import { NULL_UUID, uuidV1, uuidV1Time } from '../lib/uuid.js';

type Kind = 'timeseries' | 'latest' | 'rpc' | 'alarm' | 'static';
type Bundle = [
  alias: string,
  title: string,
  description: string,
  types: [alias: string, kind: Kind, sizeX: number, sizeY: number][],
];

const L = 'latest';
const TS = 'timeseries';
const RPC = 'rpc';
const A = 'alarm';
const S = 'static';
/** 14 bundles, 94 types: [bundle alias, title, description, [type alias, kind, default sizeX, default sizeY][]]. */
export const WIDGET_CATALOGUE: readonly Bundle[] = [
  ['alarm_widgets', 'Alarm widgets', 'Tables of alarms', [['alarms_table', A, 10.5, 6.5]]],
  [
    'analogue_gauges',
    'Analogue gauges',
    'Dial gauges and compasses',
    [
      ['analogue_compass', L, 6, 5],
      ['temperature_gauge_canvas_gauges', L, 7, 3],
      ['temperature_radial_gauge_canvas_gauges', L, 6, 5],
      ['speed_gauge_canvas_gauges', L, 7, 5],
      ['radial_gauge_canvas_gauges', L, 6, 5],
    ],
  ],
  [
    'cards',
    'Cards',
    'Cards, tables and text',
    [
      ['attributes_card', L, 7.5, 3],
      ['html_card', S, 7.5, 3],
      ['timeseries_table', TS, 8, 6.5],
      ['html_value_card', L, 7.5, 3],
      ['simple_card', L, 5, 3],
      ['label_widget', L, 4.5, 5],
      ['entities_table', L, 7.5, 6.5],
      ['entities_hierarchy', L, 7.5, 3.5],
      ['qr_code', L, 4, 3.5],
      ['markdown_card', L, 5, 3.5],
    ],
  ],
  [
    'charts',
    'Charts',
    'Line, bar and pie charts',
    [
      ['bars', L, 7, 5],
      ['doughnut_chart_js', L, 7, 5],
      ['pie', L, 8, 5],
      ['pie_chart_js', L, 8, 5],
      ['polar_area_chart_js', L, 7, 5],
      ['radar_chart_js', L, 7, 5],
      ['state_chart', TS, 8, 5],
      ['basic_timeseries', TS, 8, 5],
      ['timeseries_bars_flot', TS, 8, 5],
    ],
  ],
  [
    'control_widgets',
    'Control widgets',
    'Send commands to devices',
    [
      ['rpc_debug_terminal', RPC, 9.5, 5.5],
      ['rpc_remote_shell', RPC, 9.5, 5.5],
      ['knob_control', RPC, 5, 4.5],
      ['switch_control', RPC, 4, 2.5],
      ['round_switch', RPC, 2.5, 2],
      ['led_indicator', RPC, 2.5, 2.5],
      ['rpcbutton', RPC, 4, 2],
      ['update_attributes', RPC, 4, 2],
    ],
  ],
  ['date', 'Date', 'Date range navigation', [['date_range_navigator', S, 5, 5.5]]],
  [
    'digital_gauges',
    'Digital gauges',
    'Digital and bar gauges',
    [
      ['gauge_justgage', L, 4, 3],
      ['digital_thermometer', L, 3, 3],
      ['digital_speedometer', L, 5, 3],
      ['neon_gauge_justgage', L, 5, 3],
      ['lcd_gauge', L, 5, 3],
      ['lcd_bar_gauge', L, 2, 3.5],
      ['simple_neon_gauge_justgage', L, 3, 3],
      ['vertical_bar_justgage', L, 2, 3.5],
      ['simple_gauge_justgage', L, 2, 2],
      ['digital_bar', L, 6, 2.5],
      ['mini_gauge_justgage', L, 2, 2],
      ['horizontal_bar_justgage', L, 7, 3],
      ['digital_vertical_bar', L, 2.5, 4.5],
    ],
  ],
  ['edge_widgets', 'Edge widgets', 'Edge overview', [['edges_overview', L, 7.5, 5]]],
  [
    'entity_admin_widgets',
    'Entity admin widgets',
    'Manage devices and assets from a dashboard',
    [
      ['device_admin_table', L, 7.5, 6.5],
      ['asset_admin_table', L, 7.5, 6.5],
    ],
  ],
  [
    'gateway_widgets',
    'Gateway widgets',
    'Gateway configuration',
    [
      ['gateway_configuration', S, 8, 6.5],
      ['attributes_card', L, 7.5, 8],
      ['config_form_latest', L, 7.5, 9],
    ],
  ],
  [
    'gpio_widgets',
    'GPIO widgets',
    'GPIO panels and controls',
    [
      ['basic_gpio_control', RPC, 4, 2],
      ['gpio_panel', L, 5, 2],
      ['raspberry_pi_gpio_panel', L, 7, 10.5],
      ['raspberry_pi_gpio_control', RPC, 6, 10.5],
    ],
  ],
  [
    'input_widgets',
    'Input widgets',
    'Edit attributes and time series',
    [
      ['markers_placement_openstreetmap', L, 8.5, 6.5],
      ['update_multiple_attributes', L, 7.5, 3],
      ['device_claiming_widget', S, 7.5, 4.5],
      ['markers_placement_image_map', L, 8.5, 6.5],
      ['update_integer_timeseries', L, 7.5, 3],
      ['update_double_timeseries', L, 7.5, 3],
      ['update_boolean_timeseries', L, 7.5, 3],
      ['update_string_timeseries', L, 7.5, 3],
      ['update_server_image_attribute', L, 7.5, 3.5],
      ['update_server_date_attribute', L, 7.5, 3.5],
      ['update_server_boolean_attribute', L, 7.5, 3],
      ['update_server_double_attribute', L, 7.5, 3],
      ['update_shared_image_attribute', L, 7.5, 3.5],
      ['update_shared_date_attribute', L, 7.5, 3.5],
      ['update_shared_boolean_attribute', L, 7.5, 3],
      ['update_server_integer_attribute', L, 7.5, 3],
      ['update_server_string_attribute', L, 7.5, 3],
      ['update_location_timeseries', L, 7.5, 3],
      ['update_shared_double_attribute', L, 7.5, 3],
      ['update_shared_integer_attribute', L, 7.5, 3],
      ['update_shared_string_attribute', L, 7.5, 3],
      ['update_server_location_attribute', L, 7.5, 3],
      ['markers_placement_google_maps', L, 8.5, 6],
      ['update_shared_location_attribute', L, 7.5, 3],
      ['web_camera_input', L, 7.5, 3],
      ['update_json_attribute', L, 7.5, 3],
    ],
  ],
  [
    'maps_v2',
    'Maps',
    'Maps and trip animation',
    [
      ['route_map_tencent_maps', TS, 8.5, 6],
      ['test', TS, 10, 6.5],
      ['route_map', TS, 8.5, 6],
      ['route_map_openstreetmap', TS, 8.5, 6],
      ['tencent_maps', L, 9, 6],
      ['here_map', L, 9.5, 6],
      ['image_map', L, 8.5, 6.5],
      ['google_maps', L, 8.5, 6],
      ['openstreetmap', L, 8.5, 6],
    ],
  ],
  [
    'navigation_widgets',
    'Navigation widgets',
    'Links between dashboards',
    [
      ['navigation_cards', S, 7, 6],
      ['navigation_card', S, 2.5, 2],
    ],
  ],
];

function title(alias: string): string {
  const words = alias.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function descriptor(kind: Kind, sizeX: number, sizeY: number): Record<string, unknown> {
  return {
    type: kind,
    sizeX,
    sizeY,
    resources: [],
    // Our system widgets render natively in the console (src/widgets); they carry no controller script of their own.
    templateHtml: '<div class="iot-widget"></div>',
    templateCss: '',
    controllerScript: '',
    settingsSchema: '{}',
    dataKeySettingsSchema: '{}',
    defaultConfig: JSON.stringify({
      datasources: [],
      showTitle: true,
      backgroundColor: '#fff',
      color: 'rgba(0, 0, 0, 0.87)',
      padding: '8px',
      settings: {},
    }),
  };
}

/** Seeds the system widget bundle catalogue. */
export async function seedWidgetBundles(tx: Queryable): Promise<void> {
  for (const [alias, bundleTitle, description, types] of WIDGET_CATALOGUE) {
    const id = uuidV1();
    await tx.query(
      'INSERT INTO widgets_bundle (id, created_time, tenant_id, alias, title, image, description) VALUES ($1, $2, $3, $4, $5, NULL, $6)',
      [id, uuidV1Time(id), NULL_UUID, alias, bundleTitle, description],
    );
    for (const [typeAlias, kind, sx, sy] of types) {
      const tid = uuidV1();
      const name =
        alias === 'gateway_widgets' && typeAlias === 'attributes_card'
          ? 'Gateway events'
          : typeAlias === 'test'
            ? 'Trip Animation'
            : title(typeAlias);
      await tx.query(
        'INSERT INTO widget_type (id, created_time, tenant_id, bundle_alias, alias, name, descriptor, image, description) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, NULL, $8)',
        [
          tid,
          uuidV1Time(tid),
          NULL_UUID,
          alias,
          typeAlias,
          name,
          jsonParam(descriptor(kind, sx, sy)),
          `${name} (${kind} widget)`,
        ],
      );
    }
  }
}
