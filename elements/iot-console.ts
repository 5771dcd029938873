import { ConsoleApp } from '../src/app/console-app';
import { createElementClass } from '../src/host/create-element-class';
import { QueryProvider } from '../src/host/query-provider';
import { registerElement } from '../src/host/register-element';

/**
 * The whole ThingsBoard console: sign-in, navigation and every page, in one element.
 *
 * @tag iot-console
 * @summary The full console application (sign-in, shell, pages).
 *
 * @attr {string} api-url - ThingsBoard root URL (default: the page's origin). One ThingsBoard per page.
 * @attr {string} asset-base - Where the package's files (locales, widget sandbox page, script engine) are served, for the whole page (default: beside the scripts; see setAssetBase).
 * @attr {"memory"|"browser"|"hash"} routing - Who owns the URL: `memory` (default) keeps navigation inside the element; `browser` or `hash` make the console drive the page URL (one element per page).
 * @attr {string} base-path - Path prefix when `routing="browser"` or `"hash"`, e.g. `/console`.
 * @attr {string} initial-path - First route when `routing="memory"` (default `/`).
 * @attr {string} locale - Language, as a ThingsBoard code (`en_US`) or BCP-47 tag (`de-DE`).
 * @attr {"light"|"dark"} theme - Force a colour scheme; by default it follows `prefers-color-scheme`.
 * @prop {string} accessToken - A ThingsBoard access token the host already holds (set together with refreshToken).
 * @prop {string} refreshToken - The matching refresh token.
 *
 * @fires {CustomEvent<{ authenticated: boolean; authority: string | null; userId: string | null }>} iot-session-change - The shared session signed in or out.
 *
 * @cssprop [--iot-color-primary=#305680] - Primary colour (toolbar accents, buttons).
 * @cssprop [--iot-color-bg=#eef1f5] - Page background.
 * @cssprop [--iot-font-family=Roboto, sans-serif] - Font family.
 */
export class IotConsoleElement extends createElementClass(ConsoleApp, {
  providers: QueryProvider,
  attributes: { routing: 'string', basePath: 'string', initialPath: 'string' },
}) {}

registerElement('iot-console', IotConsoleElement);

declare global {
  interface HTMLElementTagNameMap {
    'iot-console': IotConsoleElement;
  }
}
