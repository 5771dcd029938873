import { ConsoleApp } from '../src/app/console-app';
import { createElementClass } from '../src/host/create-element-class';
import { DeferredQueryProvider } from '../src/host/deferred-query-provider';
import { registerElement } from '../src/host/register-element';

/**
 * The whole ThingsBoard console: sign-in, navigation and every page, in one element.
 *
 * @tag iot-console
 * @summary The full console application (sign-in, shell, pages).
 *
 * @attr {string} api-url - ThingsBoard root URL (default: the page's origin). One ThingsBoard per page.
 * @attr {string} asset-base - Where the package's files (locales, widget sandbox page, script engine) are served, for the whole page (default: beside the scripts; see setAssetBase).
 * @attr {"memory"|"browser"|"hash"} [routing=memory] - Who owns the URL: `memory` keeps navigation inside the element; `browser` or `hash` make the console drive the page URL (one element per page). Changing it later starts a new router.
 * @attr {string} base-path - Path prefix when `routing="browser"` or `"hash"`, e.g. `/console`.
 * @attr {string} [initial-path=/] - First route when `routing="memory"`; changing it later opens that route.
 * @attr {string} locale - Language, as a ThingsBoard code (`en_US`) or BCP-47 tag (`de-DE`).
 * @attr {"light"|"dark"} theme - Force a colour scheme; by default it follows `prefers-color-scheme`.
 * @prop {string} accessToken - A ThingsBoard access token the host already holds (set together with refreshToken).
 * @prop {string} refreshToken - The matching refresh token.
 *
 * @fires {CustomEvent<{ path: string }>} iot-navigate - Cancelable, with `routing="memory"`: the console is about to open `path`; preventDefault() to route in the host instead.
 *
 * @csspart base - The console's frame (the sign-in screens while nobody is signed in).
 * @csspart login-card - The sign-in card.
 * @csspart toolbar - The top toolbar (menu, breadcrumbs, search, user menu).
 * @csspart sidenav - The side navigation.
 * @csspart content - The scrolling page area.
 * @csspart card - Entity pages: the table card.
 * @csspart header - Entity pages: the table's header toolbar.
 * @csspart table - Entity pages: the table.
 * @csspart row - Entity pages: each body row (`row-selected` too when selected).
 * @csspart paginator - Entity pages: the paginator.
 * @csspart details - Entity pages: the details drawer.
 * @csspart widget - Dashboards: each widget.
 * @csspart dialog - Every dialog.
 * @cssprop --iot-severity-critical
 * @cssprop --iot-severity-major
 * @cssprop --iot-severity-minor
 * @cssprop --iot-severity-warning
 * @cssprop --iot-severity-indeterminate
 * @cssprop --iot-table-header-bg
 */
export class IotConsoleElement extends createElementClass(ConsoleApp, {
  providers: DeferredQueryProvider,
  attributes: { routing: 'string', basePath: 'string', initialPath: 'string' },
}) {}

registerElement('iot-console', IotConsoleElement);

declare global {
  interface HTMLElementTagNameMap {
    'iot-console': IotConsoleElement;
  }
}
