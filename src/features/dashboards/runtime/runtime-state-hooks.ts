/**
 * The running dashboard's own state: the state stack (synced with the `state` parameter), the filter values, the
 * calendar (loaded when a timewindow needs it), fullscreen, the dashboard's export and the widget action runner.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../ui/toast/toast-context';
import type { ActionHost } from '../actions/action-runner';
import type { CustomDialogState } from '../actions/custom-dialog';
import { loadCalendar, needsCalendar } from '../time/calendar';
import type { DashboardModel } from '../model/dashboard-model';
import {
  encodeState,
  initialStack,
  navigateToIndex,
  openState,
  updateState,
  type StateObject,
} from '../state/state-controller';
import type { Timewindow } from '../../../ui/timewindow/timewindow-model';
import type { DashboardDataSource } from '../data/data-source';
import type { EarlySubscriptions } from './early-subscriptions';
import { frameScheduler } from './frame-scheduler';
import type { RuntimeContextValue, WidgetActionRequest } from './runtime-context';
import type { useRuntimeEnv, useServerClock, useTicker } from './use-runtime-env';

/**
 * The state stack, from the `state` parameter (ThingsBoard's encoded stack or a state id); `go` moves to another
 * stack and reports it through `onStateChange`.
 */
export function useStateStack(
  model: DashboardModel,
  stateParam: string | null | undefined,
  onStateChange: ((state: string, stateId: string) => void) | undefined,
) {
  const [stack, setStack] = useState<StateObject[]>(() => initialStack(model.states, model.rootStateId, stateParam));
  // The state parameter from outside (route, attribute) wins when it changes.
  const lastEncoded = useRef<string | null>(null);
  useEffect(() => {
    if (stateParam === undefined || stateParam === lastEncoded.current) return;
    lastEncoded.current = stateParam ?? null;
    setStack(initialStack(model.states, model.rootStateId, stateParam));
  }, [stateParam, model]);
  const go = useCallback(
    (next: StateObject[]) => {
      setStack(next);
      const encoded = encodeState(next);
      lastEncoded.current = encoded;
      onStateChange?.(encoded, next[next.length - 1]!.id);
    },
    [onStateChange],
  );
  return { stack, go };
}

/** The user's filter values; edited filters (edit mode, a new model) replace them, as in ThingsBoard. */
export function useFilterValues(modelFilters: DashboardModel['filters']) {
  const [filters, setFilters] = useState(modelFilters);
  const [filtersOf, setFiltersOf] = useState(modelFilters);
  if (filtersOf !== modelFilters) {
    setFiltersOf(modelFilters);
    setFilters(modelFilters);
  }
  return [filters, setFilters] as const;
}

/** Whether the calendar is ready: at once, unless a timewindow of the dashboard or a widget needs it loaded. */
export function useCalendarReady(model: DashboardModel): boolean {
  const needsCal = useMemo(
    () =>
      needsCalendar(model.timewindow) || Object.values(model.widgets).some((w) => needsCalendar(w.config.timewindow)),
    [model],
  );
  const [calendar, setCalendar] = useState(() => !needsCal);
  useEffect(() => {
    if (!calendar) void loadCalendar().then(() => setCalendar(true));
  }, [calendar]);
  return calendar;
}

/** Fullscreen of the dashboard's host element. */
export function useFullscreen(host: HTMLElement) {
  const [fullscreen, setFullscreen] = useState(false);
  const toggleFullscreen = () => {
    const doc = host.ownerDocument;
    if (doc.fullscreenElement) void doc.exitFullscreen().then(() => setFullscreen(false));
    else void host.requestFullscreen?.().then(() => setFullscreen(true));
  };
  return { fullscreen, toggleFullscreen };
}

/** Downloads the dashboard as JSON, named after its title. */
export function downloadDashboardJson(dashboard: unknown, title: string | undefined) {
  const blob = new Blob([JSON.stringify(dashboard, null, 2)], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = `${(title || 'dashboard').toLowerCase().replace(/[^a-z0-9]+/g, '_')}.json`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

export interface ActionRunnerOptions {
  model: DashboardModel;
  stack: StateObject[];
  go(next: StateObject[]): void;
  setDialog(dialog: CustomDialogState): void;
  onOpenDashboard?(dashboardId: string, state: string): void;
  navigate?(path: string): void;
  onWidgetAction?: ActionHost['report'];
}

/**
 * Runs a widget's actions of one source against the action host: state navigation on the stack, opening another
 * dashboard, toasts, custom dialogs, the mobile app and the action report.
 */
export function useActionRunner({
  model,
  stack,
  go,
  setDialog,
  onOpenDashboard,
  navigate,
  onWidgetAction,
}: ActionRunnerOptions) {
  const { t } = useTranslation();
  const toast = useToast();
  const stackRef = useRef(stack);
  stackRef.current = stack;

  const actionHost: ActionHost = {
    stateParams: () => stackRef.current[stackRef.current.length - 1]!.params,
    stateId: () => stackRef.current[stackRef.current.length - 1]!.id,
    openState: (id, params) =>
      go(openState(stackRef.current, model.settings.stateControllerId, model.states, id, params)),
    updateState: (id, params) => go(updateState(stackRef.current, model.states, id, params)),
    navigatePrevState: (index) => go(navigateToIndex(stackRef.current, index)),
    openDashboard: (id, st) =>
      onOpenDashboard ? onOpenDashboard(id, st) : navigate?.(`/dashboards/${id}?state=${encodeURIComponent(st)}`),
    notify: (message, type) => toast.show({ message, type }),
    showCustomDialog: (descriptor, run) => setDialog({ descriptor, run }),
    report: (detail) => onWidgetAction?.(detail),
    // The mobile app channel loads with the first mobile action (photo, QR scan, location, …).
    callMobile: (type, args) =>
      import('../../../lib/mobile-channel').then(({ callMobileAction }) => callMobileAction(type, args)),
    t: (key, options) => t(key, options),
  };
  const hostRef = useRef(actionHost);
  hostRef.current = actionHost;

  return useCallback((req: WidgetActionRequest) => {
    const list = req.widget.config.actions[req.sourceId] ?? [];
    const chosen = list.filter((a) =>
      req.actionId ? a.id === req.actionId : req.actionName ? a.name === req.actionName : true,
    );
    // The action runner (and the script sandbox behind it) load with the first action.
    void import('../actions/action-runner').then(({ runWidgetAction }) => {
      for (const a of chosen) runWidgetAction(a, req.entity, req.widget.id, hostRef.current, req.additionalParams);
    });
  }, []);
}

/**
 * The dashboard's timewindow (with a version that counts its changes) and the widgets' own timewindows; a
 * timewindow that needs the calendar loads it first.
 */
export function useTimewindows(initial: Timewindow | null) {
  const [dashboardTw, setDashboardTw] = useState<Timewindow | null>(initial);
  const [widgetTws, setWidgetTws] = useState<Record<string, Timewindow>>({});
  const [twVersion, setTwVersion] = useState(0);
  const setDashboardTimewindow = useCallback((tw: Timewindow) => {
    void (needsCalendar(tw) ? loadCalendar() : Promise.resolve()).then(() => {
      setDashboardTw(tw);
      setTwVersion((v) => v + 1);
    });
  }, []);
  const setWidgetTimewindow = useCallback(
    (widgetId: string, tw: Timewindow) =>
      void (needsCalendar(tw) ? loadCalendar() : Promise.resolve()).then(() =>
        setWidgetTws((m) => ({ ...m, [widgetId]: tw })),
      ),
    [],
  );
  return { dashboardTw, widgetTws, twVersion, setDashboardTimewindow, setWidgetTimewindow };
}

export interface RuntimeContextOptions {
  dataSource: DashboardDataSource;
  theme: 'light' | 'dark';
  env: ReturnType<typeof useRuntimeEnv>;
  tws: ReturnType<typeof useTimewindows>;
  userAuthority: string | null;
  clock: ReturnType<typeof useServerClock>;
  onTick: ReturnType<typeof useTicker>;
  runAction(req: WidgetActionRequest): void;
  navigate?(path: string): void;
  mapTileUrl?: string;
  early: EarlySubscriptions | null;
}

/** What the widgets get from the runtime: data, timewindows, aliases and filters, the clock, actions and toasts. */
export function useRuntimeContextValue({
  dataSource,
  theme,
  env,
  tws,
  userAuthority,
  clock,
  onTick,
  runAction,
  navigate,
  mapTileUrl,
  early,
}: RuntimeContextOptions): RuntimeContextValue {
  const toast = useToast();
  return useMemo<RuntimeContextValue>(
    () => ({
      dataSource,
      scheduler: frameScheduler(),
      theme,
      envVersion: env.envVersion,
      timewindowVersion: tws.twVersion,
      resolveAlias: env.resolveAlias,
      keyFilters: env.keyFilters,
      timewindowOf: env.timewindowOf,
      setWidgetTimewindow: (w, tw) => tws.setWidgetTimewindow(w.id, tw),
      setDashboardTimewindow: tws.setDashboardTimewindow,
      userAuthority,
      serverOffset: () => clock.offset,
      onTick,
      runAction,
      notify: (message, type) => toast.show({ message, type: type ?? 'info' }),
      navigate: (path) => navigate?.(path),
      mapTileUrl: mapTileUrl ?? '',
      takeEarly: (widget) => early?.take(widget) ?? null,
    }),
    [dataSource, theme, env, tws, clock, onTick, runAction, toast, navigate, mapTileUrl, userAuthority, early],
  );
}
