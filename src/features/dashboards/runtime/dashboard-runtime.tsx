/**
 * A running dashboard: the state stack (from and to the `state` parameter), the toolbar, the main and right layouts
 * of the current state, the widgets with their subscriptions over the given data source, actions and toasts.
 * Used by the console's dashboard pages and by `<iot-dashboard>`; data arrives through DashboardDataSource, so tests
 * inject their own.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { EntityId } from '../../../api/entity';
import { useDomRoot } from '../../../ui/dom-root';
import { useToast } from '../../../ui/toast/toast-context';
import type { Timewindow } from '../../../ui/timewindow/timewindow-model';
import type { ActionHost } from '../actions/action-runner';
import type { CustomDialogState } from '../actions/custom-dialog';
import { CustomActionDialog } from '../toolbar/lazy-controls';
import { loadCalendar, needsCalendar } from '../time/calendar';
import type { AliasUser } from '../data/alias-filters';
import type { DashboardDataSource } from '../data/data-source';
import { DashboardLayoutView, type DashboardLayoutViewProps } from '../layout/dashboard-layout';
import { isMobileWidth } from '../layout/grid-math';
import type { DashboardModel } from '../model/dashboard-model';
import {
  encodeState,
  initialStack,
  navigateToIndex,
  openState,
  stateCrumbs,
  updateState,
  type StateObject,
} from '../state/state-controller';
import { DashboardToolbar } from '../toolbar/dashboard-toolbar';
import { useAliasChoices } from '../toolbar/use-alias-choices';
import type { EarlySubscriptions } from './early-subscriptions';
import { frameScheduler } from './frame-scheduler';
import { RuntimeContext, type RuntimeContextValue, type WidgetActionRequest } from './runtime-context';
import { useRuntimeEnv, useServerClock, useStatus, useTicker } from './use-runtime-env';

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  height: 100%;
  min-height: 0;
  background: var(--iot-color-bg, #eef1f5);
`;

const Body = styled.div`
  position: relative;
  display: flex;
  flex: 1 1 auto;
  min-height: 0;
`;

export interface WidgetActionDetail {
  widgetId: string;
  actionName: string;
  actionType: string;
  entityId: string | null;
  entityName: string | null;
}

/** What a layout view gets: the layout plus where it sits (edit mode's grid needs the state and layout ids). */
export interface LayoutViewProps extends DashboardLayoutViewProps {
  stateId: string;
  layoutId: 'main' | 'right';
}

export interface DashboardRuntimeProps {
  model: DashboardModel;
  /** The dashboard as loaded, for export. */
  raw?: unknown;
  dataSource: DashboardDataSource;
  /**
   * The opening state's subscriptions, started before the runtime rendered: its widgets adopt them when they were
   * started for this model over this data source; the runtime stops what no widget took.
   */
  early?: EarlySubscriptions | null;
  user: AliasUser;
  theme: 'light' | 'dark';
  /** Encoded state stack (ThingsBoard's `state` parameter) or a state id. */
  state?: string | null;
  onStateChange?(state: string, stateId: string): void;
  hideToolbar?: boolean;
  /** Offer the fullscreen toggle (not for forced-fullscreen / public pages). */
  canFullscreen?: boolean;
  onOpenDashboard?(dashboardId: string, state: string): void;
  onWidgetAction?(detail: WidgetActionDetail): void;
  navigate?(path: string): void;
  mapTileUrl?: string;
  /** Edit mode's grid instead of the plain one. */
  layoutView?: ComponentType<LayoutViewProps>;
  /** Extra toolbar buttons (the edit button). */
  toolbarSlot?: ReactNode;
  /** A bar under the toolbar (edit mode's toolbar). */
  banner?: ReactNode;
}

/**
 * The early subscriptions this runtime adopts: those started for its model over its data source (others are
 * stopped at once). What no widget took is stopped when the runtime leaves the opening state or unmounts.
 */
function useEarlySubscriptions(
  given: EarlySubscriptions | null | undefined,
  model: DashboardModel,
  dataSource: DashboardDataSource,
  stateId: string,
): EarlySubscriptions | null {
  const [early] = useState(() => (given?.model === model && given.dataSource === dataSource ? given : null));
  const [openingId] = useState(stateId);
  useEffect(() => {
    if (given && given !== early) given.stop();
  }, [given, early]);
  useEffect(() => {
    if (stateId !== openingId) early?.stop();
  }, [stateId, openingId, early]);
  useEffect(() => () => early?.stop(), [early]);
  return early;
}

export function DashboardRuntime(props: DashboardRuntimeProps) {
  const { model, dataSource, theme } = props;
  const { t } = useTranslation();
  const toast = useToast();
  const { host } = useDomRoot();
  const [stack, setStack] = useState<StateObject[]>(() => initialStack(model.states, model.rootStateId, props.state));
  const [dashboardTw, setDashboardTw] = useState<Timewindow | null>(model.timewindow);
  const [widgetTws, setWidgetTws] = useState<Record<string, Timewindow>>({});
  const [overrides, setOverrides] = useState<Record<string, EntityId>>({});
  const [filters, setFilters] = useState(model.filters);
  // Edited filters (edit mode, a new model) replace the user's values, as in ThingsBoard.
  const [filtersOf, setFiltersOf] = useState(model.filters);
  if (filtersOf !== model.filters) {
    setFiltersOf(model.filters);
    setFilters(model.filters);
  }
  const [twVersion, setTwVersion] = useState(0);
  const [dialog, setDialog] = useState<CustomDialogState | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const needsCal = useMemo(
    () =>
      needsCalendar(model.timewindow) || Object.values(model.widgets).some((w) => needsCalendar(w.config.timewindow)),
    [model],
  );
  const [calendar, setCalendar] = useState(() => !needsCal);
  useEffect(() => {
    if (!calendar) void loadCalendar().then(() => setCalendar(true));
  }, [calendar]);
  const current = stack[stack.length - 1]!;
  const state = model.states[current.id] ?? model.states[model.rootStateId]!;
  const early = useEarlySubscriptions(props.early, model, dataSource, current.id);
  const clock = useServerClock(dataSource);
  const status = useStatus(dataSource);
  const onTick = useTicker();
  const env = useRuntimeEnv({
    model,
    user: props.user,
    params: current.params,
    overrides,
    filters,
    dashboardTimewindow: dashboardTw,
    widgetTimewindows: widgetTws,
  });

  // The state parameter from outside (route, attribute) wins when it changes.
  const lastEncoded = useRef<string | null>(null);
  useEffect(() => {
    if (props.state === undefined || props.state === lastEncoded.current) return;
    lastEncoded.current = props.state ?? null;
    setStack(initialStack(model.states, model.rootStateId, props.state));
  }, [props.state, model]);
  const go = useCallback(
    (next: StateObject[]) => {
      setStack(next);
      const encoded = encodeState(next);
      lastEncoded.current = encoded;
      props.onStateChange?.(encoded, next[next.length - 1]!.id);
    },
    [props.onStateChange],
  );
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
      props.onOpenDashboard
        ? props.onOpenDashboard(id, st)
        : props.navigate?.(`/dashboards/${id}?state=${encodeURIComponent(st)}`),
    notify: (message, type) => toast.show({ message, type }),
    showCustomDialog: (descriptor, run) => setDialog({ descriptor, run }),
    report: (detail) => props.onWidgetAction?.(detail),
    // The mobile app channel loads with the first mobile action (photo, QR scan, location, …).
    callMobile: (type, args) =>
      import('../../../lib/mobile-channel').then(({ callMobileAction }) => callMobileAction(type, args)),
    t: (key, options) => t(key, options),
  };
  const hostRef = useRef(actionHost);
  hostRef.current = actionHost;

  const runAction = useCallback((req: WidgetActionRequest) => {
    const list = req.widget.config.actions[req.sourceId] ?? [];
    const chosen = list.filter((a) =>
      req.actionId ? a.id === req.actionId : req.actionName ? a.name === req.actionName : true,
    );
    // The action runner (and the script sandbox behind it) load with the first action.
    void import('../actions/action-runner').then(({ runWidgetAction }) => {
      for (const a of chosen) runWidgetAction(a, req.entity, req.widget.id, hostRef.current, req.additionalParams);
    });
  }, []);

  const ctx: RuntimeContextValue = useMemo(
    () => ({
      dataSource,
      scheduler: frameScheduler(),
      theme,
      envVersion: env.envVersion,
      timewindowVersion: twVersion,
      resolveAlias: env.resolveAlias,
      keyFilters: env.keyFilters,
      timewindowOf: env.timewindowOf,
      setWidgetTimewindow: (w, tw) =>
        void (needsCalendar(tw) ? loadCalendar() : Promise.resolve()).then(() =>
          setWidgetTws((m) => ({ ...m, [w.id]: tw })),
        ),
      setDashboardTimewindow: (tw) => {
        void (needsCalendar(tw) ? loadCalendar() : Promise.resolve()).then(() => {
          setDashboardTw(tw);
          setTwVersion((v) => v + 1);
        });
      },
      userAuthority: props.user.authority ?? null,
      serverOffset: () => clock.offset,
      onTick,
      runAction,
      notify: (message, type) => toast.show({ message, type: type ?? 'info' }),
      navigate: (path) => props.navigate?.(path),
      mapTileUrl: props.mapTileUrl ?? '',
      takeEarly: (widget) => early?.take(widget) ?? null,
    }),
    [
      dataSource,
      theme,
      env,
      twVersion,
      clock,
      onTick,
      runAction,
      toast,
      props.navigate,
      props.mapTileUrl,
      props.user.authority,
      early,
    ],
  );

  const aliasChoices = useAliasChoices(model, dataSource, overrides, (id) => env.resolveAlias(id), stack);
  const toggleFullscreen = () => {
    const doc = host.ownerDocument;
    if (doc.fullscreenElement) void doc.exitFullscreen().then(() => setFullscreen(false));
    else void host.requestFullscreen?.().then(() => setFullscreen(true));
  };
  const exportJson = () => {
    const blob = new Blob([JSON.stringify(props.raw ?? model, null, 2)], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `${(model.title || 'dashboard').toLowerCase().replace(/[^a-z0-9]+/g, '_')}.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  };
  const mobile = isMobileWidth(host.clientWidth || 1024);
  const Layout = props.layoutView ?? DashboardLayoutView;
  return (
    <RuntimeContext.Provider value={ctx}>
      <Shell data-testid="dashboard" data-state={current.id}>
        {!props.hideToolbar && !model.settings.hideToolbar ? (
          <DashboardToolbar
            model={model}
            theme={theme}
            crumbs={stateCrumbs(stack, model.states)}
            onCrumb={(i) => go(navigateToIndex(stack, i))}
            onSelectState={(id) => go(openState(stack, model.settings.stateControllerId, model.states, id, {}))}
            aliasChoices={aliasChoices}
            onAliasSelect={(aliasId, e) =>
              setOverrides((o) => ({ ...o, [aliasId]: { entityType: e.entityType, id: e.id } }))
            }
            filters={filters}
            onFilterChange={(f) => setFilters((all) => ({ ...all, [f.id]: f }))}
            timewindow={dashboardTw}
            onTimewindow={(tw) => {
              void (needsCalendar(tw) ? loadCalendar() : Promise.resolve()).then(() => {
                setDashboardTw(tw);
                setTwVersion((v) => v + 1);
              });
            }}
            maxDatapoints={dataSource.maxDatapointsLimit()}
            status={status}
            fullscreen={fullscreen}
            canFullscreen={props.canFullscreen !== false}
            onFullscreen={toggleFullscreen}
            onExport={exportJson}
            extra={props.toolbarSlot}
          />
        ) : null}
        {props.banner}
        <Body>
          {!calendar ? null : (
            <>
              <div style={{ flex: state.layouts.right && !mobile ? '3 1 0' : '1 1 0', minWidth: 0 }}>
                <Layout
                  key={current.id + stack.length}
                  layout={state.layouts.main}
                  widgets={model.widgets}
                  theme={theme}
                  stateId={state.id}
                  layoutId="main"
                />
              </div>
              {state.layouts.right && !mobile ? (
                <div style={{ flex: '2 1 0', minWidth: 0, borderInlineStart: '1px solid var(--iot-color-divider)' }}>
                  <Layout
                    key={`${current.id}-right`}
                    layout={state.layouts.right}
                    widgets={model.widgets}
                    theme={theme}
                    mobile
                    testId="dashboard-layout-right"
                    stateId={state.id}
                    layoutId="right"
                  />
                </div>
              ) : null}
            </>
          )}
        </Body>
      </Shell>
      {dialog ? <CustomActionDialog state={dialog} onClose={() => setDialog(null)} /> : null}
    </RuntimeContext.Provider>
  );
}
