/**
 * A running dashboard: the state stack (from and to the `state` parameter), the toolbar, the main and right layouts
 * of the current state, the widgets with their subscriptions over the given data source, actions and toasts.
 * Used by the console's dashboard pages and by `<iot-dashboard>`; data arrives through DashboardDataSource, so tests
 * inject their own.
 */
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import type { EntityId } from '../../../api/entity';
import { useDomRoot } from '../../../ui/dom-root';
import type { CustomDialogState } from '../actions/custom-dialog';
import { CustomActionDialog } from '../toolbar/lazy-controls';
import type { AliasUser } from '../data/alias-filters';
import type { DashboardDataSource } from '../data/data-source';
import { DashboardLayoutView, type DashboardLayoutViewProps } from '../layout/dashboard-layout';
import { isMobileWidth } from '../layout/grid-math';
import type { DashboardModel } from '../model/dashboard-model';
import { navigateToIndex, openState, stateCrumbs } from '../state/state-controller';
import { DashboardToolbar } from '../toolbar/dashboard-toolbar';
import { useAliasChoices } from '../toolbar/use-alias-choices';
import type { EarlySubscriptions } from './early-subscriptions';
import { RuntimeContext } from './runtime-context';
import {
  downloadDashboardJson,
  useActionRunner,
  useCalendarReady,
  useFilterValues,
  useFullscreen,
  useRuntimeContextValue,
  useStateStack,
  useTimewindows,
} from './runtime-state-hooks';
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

/** The current state's main layout and, beside it on wide screens, its right layout. */
function StateLayouts({
  Layout,
  state,
  widgets,
  theme,
  mobile,
  mainKey,
  rightKey,
}: {
  Layout: ComponentType<LayoutViewProps>;
  state: DashboardModel['states'][string];
  widgets: DashboardModel['widgets'];
  theme: 'light' | 'dark';
  mobile: boolean;
  mainKey: string;
  rightKey: string;
}) {
  return (
    <>
      <div style={{ flex: state.layouts.right && !mobile ? '3 1 0' : '1 1 0', minWidth: 0 }}>
        <Layout
          key={mainKey}
          layout={state.layouts.main}
          widgets={widgets}
          theme={theme}
          stateId={state.id}
          layoutId="main"
        />
      </div>
      {state.layouts.right && !mobile ? (
        <div style={{ flex: '2 1 0', minWidth: 0, borderInlineStart: '1px solid var(--iot-color-divider)' }}>
          <Layout
            key={rightKey}
            layout={state.layouts.right}
            widgets={widgets}
            theme={theme}
            mobile
            testId="dashboard-layout-right"
            stateId={state.id}
            layoutId="right"
          />
        </div>
      ) : null}
    </>
  );
}

export function DashboardRuntime(props: DashboardRuntimeProps) {
  const { model, dataSource, theme } = props;
  const { host } = useDomRoot();
  const { stack, go } = useStateStack(model, props.state, props.onStateChange);
  const [overrides, setOverrides] = useState<Record<string, EntityId>>({});
  const [filters, setFilters] = useFilterValues(model.filters);
  const tws = useTimewindows(model.timewindow);
  const calendar = useCalendarReady(model);
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
    dashboardTimewindow: tws.dashboardTw,
    widgetTimewindows: tws.widgetTws,
  });
  const [dialog, setDialog] = useState<CustomDialogState | null>(null);
  const runAction = useActionRunner({
    model,
    stack,
    go,
    setDialog,
    onOpenDashboard: props.onOpenDashboard,
    navigate: props.navigate,
    onWidgetAction: props.onWidgetAction,
  });

  const ctx = useRuntimeContextValue({
    dataSource,
    theme,
    env,
    tws,
    userAuthority: props.user.authority ?? null,
    clock,
    onTick,
    runAction,
    navigate: props.navigate,
    mapTileUrl: props.mapTileUrl,
    early,
  });

  const aliasChoices = useAliasChoices(model, dataSource, overrides, (id) => env.resolveAlias(id), stack);
  const { fullscreen, toggleFullscreen } = useFullscreen(host);
  const exportJson = () => downloadDashboardJson(props.raw ?? model, model.title);
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
            timewindow={tws.dashboardTw}
            onTimewindow={tws.setDashboardTimewindow}
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
            <StateLayouts
              Layout={Layout}
              state={state}
              widgets={model.widgets}
              theme={theme}
              mobile={mobile}
              mainKey={current.id + stack.length}
              rightKey={`${current.id}-right`}
            />
          )}
        </Body>
      </Shell>
      {dialog ? <CustomActionDialog state={dialog} onClose={() => setDialog(null)} /> : null}
    </RuntimeContext.Provider>
  );
}
