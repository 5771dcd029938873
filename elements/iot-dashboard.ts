// First, before the app's code is evaluated: a public dashboard in the page sends its public sign-in.
import '../src/host/early-boot';
import {
  DashboardElementApp,
  dashboardElementContext,
  prepareDashboardElement,
} from '../src/features/dashboards/dashboard-element-feature';
import { createElementClass } from '../src/host/create-element-class';
import { registerElement } from '../src/host/register-element';

/**
 * One ThingsBoard dashboard, rendered natively and live: for a signed-in user, or as the public user of a
 * customer (`public-id`) on any page — a CMS article, a partner portal. Widgets load on demand.
 *
 * @tag iot-dashboard
 * @summary A live ThingsBoard dashboard (states, toolbar, widgets) for signed-in or public users.
 *
 * @attr {string} dashboard-id - The dashboard's id.
 * @attr {string} public-id - The public customer's id: signs in as that customer's public user (always fullscreen, no profile). The public session stays in memory: a sign-in stored for the page's origin is left alone.
 * @attr {string} state - The dashboard state: ThingsBoard's encoded `state` parameter or a state id.
 * @attr {boolean} hide-toolbar - Hide the dashboard toolbar.
 * @attr {string} map-tile-url - Map tile URL template (`https://…/{z}/{x}/{y}.png`); without it maps draw markers on a plain background.
 * @attr {string} api-url - ThingsBoard root URL (default: the page's origin).
 * @attr {string} asset-base - Where the package's files (locales, widget sandbox page, script engine) are served, for the whole page (default: beside the scripts; see setAssetBase).
 * @attr {string} locale - Language, as a ThingsBoard code (`en_US`) or BCP-47 tag.
 * @attr {"light"|"dark"} theme - Force a colour scheme; by default it follows `prefers-color-scheme`.
 * @prop {object} dashboard - A dashboard JSON (ThingsBoard export) to show instead of loading `dashboard-id`.
 * @prop {object} dataSource - The host's own data source (the DashboardDataSource interface) instead of the server's WebSocket.
 * @prop {string} accessToken - A ThingsBoard access token the host already holds (set together with refreshToken).
 * @prop {string} refreshToken - The matching refresh token.
 *
 * @fires {CustomEvent<{ state: string; stateId: string }>} iot-dashboard-state-change - The dashboard moved to another state.
 * @fires {CustomEvent<{ widgetId: string; actionName: string; actionType: string; entityId: string | null; entityName: string | null }>} iot-widget-action - A widget action ran.
 * @fires {CustomEvent<{ path: string }>} iot-navigate - Cancelable: a widget asks to open another dashboard or a console page.
 *
 * @csspart base - The dashboard's frame.
 * @csspart toolbar - The dashboard toolbar (states, timewindow, filters, export).
 * @csspart widget - Each widget card.
 * @csspart widget-header - A widget's title bar.
 * @csspart dialog - Every dialog (widget fullscreen excepted).
 * @cssprop [--iot-dashboard-height=100%] - Height of the dashboard inside the element.
 * @cssprop --iot-severity-critical
 * @cssprop --iot-severity-major
 * @cssprop --iot-severity-minor
 * @cssprop --iot-severity-warning
 * @cssprop --iot-severity-indeterminate
 * @cssprop --iot-table-header-bg
 */
export class IotDashboardElement extends createElementClass(DashboardElementApp, {
  attributes: {
    dashboardId: 'string',
    publicId: 'string',
    state: 'string',
    hideToolbar: 'boolean',
    mapTileUrl: 'string',
  },
  properties: ['dashboard', 'dataSource'],
  events: {
    onStateChange: { name: 'iot-dashboard-state-change' },
    onWidgetAction: { name: 'iot-widget-action' },
    onNavigate: { name: 'iot-navigate', cancelable: true },
  },
  prepare: prepareDashboardElement,
  context: dashboardElementContext,
}) {}

registerElement('iot-dashboard', IotDashboardElement);

declare global {
  interface HTMLElementTagNameMap {
    'iot-dashboard': IotDashboardElement;
  }
}
