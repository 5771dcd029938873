/**
 * The channel to ThingsBoard's mobile app, which hosts the console in a web view and exposes
 * `window.flutter_inappwebview.callHandler(name, ...args)` (a promise of the app's answer). Outgoing calls go
 * through here under ThingsBoard 3.3.1's handler names; incoming window messages are handled by the app's bridge
 * (src/app/mobile-bridge.ts).
 *
 * Widget mobile actions call `tbMobileHandler` with the action type and its arguments and get a
 * `{hasResult, result?, hasError, error?}` answer; a rejected call becomes `hasError` with the failure's message or
 * 'Failed to execute mobile action {type}'. Outside the app there is no channel: ThingsBoard then does nothing.
 */

/** Handler names the app registers (ThingsBoard 3.3.1's MobileService). */
export const MOBILE_HANDLERS = {
  widgetAction: 'tbMobileHandler',
  dashboardStateName: 'tbMobileDashboardStateNameHandler',
  dashboardLoaded: 'tbMobileDashboardLoadedHandler',
  dashboardLayout: 'tbMobileDashboardLayoutHandler',
  navigation: 'tbMobileNavigationHandler',
} as const;

/** The app's answer to a widget mobile action. */
export interface MobileActionResult {
  hasResult: boolean;
  result?: Record<string, unknown>;
  hasError: boolean;
  error?: string;
}

interface FlutterChannel {
  callHandler(name: string, ...args: unknown[]): Promise<unknown>;
}

function flutterChannel(win: unknown): FlutterChannel | null {
  const w = win as { flutter_inappwebview?: Partial<FlutterChannel> } | undefined;
  const channel = w?.flutter_inappwebview;
  return channel && typeof channel.callHandler === 'function' ? (channel as FlutterChannel) : null;
}

/** True inside ThingsBoard's mobile app web view. */
export function isMobileApp(win: unknown = globalThis): boolean {
  const w = win as Record<string, unknown> | undefined;
  return !!w?.['flutter_inappwebview'] || !!w?.['ReactNativeWebView'];
}

/**
 * Runs a widget mobile action in the app. Resolves null outside the app (no channel), else the app's answer; never
 * rejects.
 */
export async function callMobileAction(
  type: string,
  args: readonly unknown[],
  win: unknown = globalThis,
): Promise<MobileActionResult | null> {
  const channel = flutterChannel(win);
  if (!channel) return null;
  try {
    const answer = (await channel.callHandler(MOBILE_HANDLERS.widgetAction, type, ...args)) as
      Partial<MobileActionResult> | null | undefined;
    if (!answer || typeof answer !== 'object') return { hasResult: false, hasError: false };
    const result =
      answer.result && typeof answer.result === 'object' ? (answer.result as Record<string, unknown>) : undefined;
    return {
      hasResult: answer.hasResult === true,
      result,
      hasError: answer.hasError === true,
      error: typeof answer.error === 'string' ? answer.error : undefined,
    };
  } catch (e) {
    const message = (e as { message?: unknown } | null)?.message;
    return {
      hasResult: false,
      hasError: true,
      error: typeof message === 'string' && message ? message : `Failed to execute mobile action ${type}`,
    };
  }
}
