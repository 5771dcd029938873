import { DashboardElementApp, prepareDashboardElement } from '../src/features/dashboards/dashboard-element-feature';
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
 * @attr {string} public-id - The public customer's id: signs in as that customer's public user (always fullscreen, no profile).
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
 * @fires {CustomEvent<{ authenticated: boolean; authority: string | null; userId: string | null }>} iot-session-change - The shared session signed in or out.
 *
 * @cssprop [--iot-dashboard-height=100%] - Height of the dashboard inside the element.
 * @cssprop [--iot-color-primary=#305680] - Primary colour.
 * @cssprop [--iot-color-bg=#eef1f5] - Dashboard background.
 */
export class IotDashboardElement extends createElementClass(DashboardElementApp, {
  attributes: { dashboardId: 'string', publicId: 'string', state: 'string', hideToolbar: 'boolean', mapTileUrl: 'string' },
  properties: ['dashboard', 'dataSource'],
  events: {
    onStateChange: { name: 'iot-dashboard-state-change' },
    onWidgetAction: { name: 'iot-widget-action' },
    onNavigate: { name: 'iot-navigate', cancelable: true },
  },
  prepare: prepareDashboardElement,
}) {}

registerElement('iot-dashboard', IotDashboardElement);

declare global {
  interface HTMLElementTagNameMap {
    'iot-dashboard': IotDashboardElement;
  }
}
