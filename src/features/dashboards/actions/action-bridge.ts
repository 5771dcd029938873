/**
 * The bridge between a widget action's user function (run in the script sandbox) and the dashboard: the host the
 * runtime provides, the wrapper that records `widgetContext` calls inside QuickJS, and their replay.
 */
import type { MobileActionResult } from '../../../lib/mobile-channel';
import type { WidgetActionDescriptor } from '../../../widgets/widget-contract';
import type { StateParams } from '../data/alias-filters';

/** What a custom action's function may ask for (replayed after it returns). */
export type BridgeCall =
  | { op: 'openState'; id: string; params: StateParams; openRightLayout: boolean }
  | { op: 'updateState'; id: string; params: StateParams; openRightLayout: boolean }
  | { op: 'navigatePrevState'; index: number }
  | { op: 'toast'; type: 'success' | 'error' | 'info'; message: string };

export interface ActionHost {
  stateParams(): StateParams;
  stateId(): string;
  openState(id: string, params: StateParams, openRightLayout: boolean): void;
  updateState(id: string | null, params: StateParams, openRightLayout: boolean): void;
  navigatePrevState(index: number): void;
  openDashboard(dashboardId: string, state: string): void;
  notify(message: string, type: 'success' | 'error' | 'info'): void;
  showCustomDialog(descriptor: WidgetActionDescriptor, run: () => Promise<void>): void;
  /** The mobile app's widget-action channel; absent or answering null outside the app. */
  callMobile?(type: string, args: readonly unknown[]): Promise<MobileActionResult | null>;
  /** `iot-widget-action` to the host page. */
  report(detail: {
    widgetId: string;
    actionName: string;
    actionType: string;
    entityId: string | null;
    entityName: string | null;
  }): void;
  t(key: string, options?: Record<string, unknown>): string;
}

export const CUSTOM_ACTION_ARGS = [
  'entityId',
  'entityName',
  'additionalParams',
  'entityLabel',
  '__stateParams',
  '__stateId',
];

/**
 * The custom action body wrapped with the recording bridge (evaluated only inside QuickJS). ThingsBoard's Angular
 * services (`widgetContext.$scope.$injector`, `mapInstance`, dialogs…) do not exist here: any other member of
 * `widgetContext` is a permissive stub that records its path and does nothing (`subscribe(cb)` calls `cb`), so a
 * ThingsBoard action script runs to the end and its supported calls take effect.
 */
export function customActionBody(userBody: string, leadingArgs: readonly string[] = []): string {
  const lead = leadingArgs.map((a) => `${a}, `).join('');
  return `var __calls = [];
var __unsupported = [];
var __push = function (c) { __calls.push(c); };
var __stub = function (path) {
  return new Proxy(function () {}, {
    get: function (t, k) {
      if (typeof k === 'symbol' || k === 'then' || k === 'toJSON') return undefined;
      if (k === 'subscribe') return function (cb) { if (typeof cb === 'function') { try { cb(); } catch (e) {} } return __stub(path + '.subscribe()'); };
      return __stub(path + '.' + k);
    },
    apply: function () { if (__unsupported.indexOf(path) < 0) __unsupported.push(path); return __stub(path + '()'); }
  });
};
var __known = {
  stateController: {
    openState: function (id, params, openRightLayout) { __push({ op: 'openState', id: String(id), params: params || {}, openRightLayout: !!openRightLayout }); },
    updateState: function (id, params, openRightLayout) { __push({ op: 'updateState', id: id ? String(id) : '', params: params || {}, openRightLayout: !!openRightLayout }); },
    navigatePrevState: function (index) { __push({ op: 'navigatePrevState', index: Number(index) || 0 }); },
    getStateParams: function () { return __stateParams; },
    getStateId: function () { return __stateId; }
  },
  showSuccessToast: function (m) { __push({ op: 'toast', type: 'success', message: String(m) }); },
  showErrorToast: function (m) { __push({ op: 'toast', type: 'error', message: String(m) }); },
  showInfoToast: function (m) { __push({ op: 'toast', type: 'info', message: String(m) }); }
};
var __ctx = new Proxy(__known, { get: function (t, k) { return typeof k === 'symbol' ? undefined : k in t ? t[k] : __stub('widgetContext.' + k); } });
var __result = (function (${lead}$event, widgetContext, entityId, entityName, additionalParams, entityLabel) {
${userBody}
})(${lead}null, __ctx, entityId, entityName, additionalParams, entityLabel);
return { calls: __calls, unsupported: __unsupported, result: __result === undefined ? null : __result };`;
}

/** Replay the bridge calls of a custom action. */
export function replayBridgeCalls(result: unknown, host: ActionHost): void {
  const r = result as { calls?: BridgeCall[]; unsupported?: string[] } | null;
  if (r?.unsupported?.length)
    console.warn(
      `[iot-dashboard] custom action used ThingsBoard UI services that do not exist here: ${r.unsupported.join(', ')}`,
    );
  for (const c of r?.calls ?? []) {
    if (c.op === 'openState') host.openState(c.id, c.params, c.openRightLayout);
    else if (c.op === 'updateState') host.updateState(c.id || null, c.params, c.openRightLayout);
    else if (c.op === 'navigatePrevState') host.navigatePrevState(c.index);
    else if (c.op === 'toast') host.notify(c.message, c.type);
  }
}
