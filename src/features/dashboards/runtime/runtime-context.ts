/**
 * What the dashboard runtime shares with its widget hosts: the data source, the frame scheduler, alias and filter
 * resolution for the current state, each widget's effective timewindow, the server clock offset, the periodic tick, the action runner and
 * version counters that tell hosts to resubscribe (aliases/state/filters changed) or to re-send windows.
 */
import { createContext, useContext } from 'react';
import type { KeyFilter } from '../../../api/entity-query';
import type { Timewindow } from '../../../ui/timewindow/timewindow-model';
import type { WidgetEntity } from '../../../widgets/widget-contract';
import type { ResolvedAlias } from '../data/alias-filters';
import type { DashboardDataSource } from '../data/data-source';
import type { DashboardWidget } from '../model/widget-config';
import type { EarlyWidget } from './early-widget';
import type { FrameScheduler } from './frame-scheduler';

export interface WidgetActionRequest {
  widget: DashboardWidget;
  sourceId: string;
  entity: WidgetEntity | null;
  actionName?: string;
  actionId?: string;
  additionalParams?: unknown;
}

export interface RuntimeContextValue {
  dataSource: DashboardDataSource;
  scheduler: FrameScheduler;
  theme: 'light' | 'dark';
  /** Changes whenever subscriptions must be rebuilt (state params, alias selection, filters). */
  envVersion: number;
  /** Changes whenever the dashboard timewindow changes. */
  timewindowVersion: number;
  resolveAlias(aliasId: string | null | undefined): { resolved: ResolvedAlias; aliasName: string } | null;
  keyFilters(filterId: string | null | undefined): KeyFilter[];
  /** The effective timewindow of a widget (for its header control). */
  timewindowOf(widget: DashboardWidget): Timewindow | null | undefined;
  setWidgetTimewindow(widget: DashboardWidget, tw: Timewindow): void;
  setDashboardTimewindow(tw: Timewindow): void;
  userAuthority: string | null;
  serverOffset(): number;
  /** Register a 1 s tick (skipped while the tab is hidden); returns the unregister function. */
  onTick(cb: () => void): () => void;
  runAction(request: WidgetActionRequest): void;
  notify(message: string, type?: 'success' | 'error' | 'info'): void;
  navigate(path: string): void;
  /** The stored map tile URL template ('' = no tiles: markers on a plain background). */
  mapTileUrl: string;
  /** The subscription started for `widget` before the runtime rendered (early-subscriptions.ts), once. */
  takeEarly?(widget: DashboardWidget): EarlyWidget | null;
}

export const RuntimeContext = createContext<RuntimeContextValue | null>(null);

export function useRuntime(): RuntimeContextValue {
  const v = useContext(RuntimeContext);
  if (!v) throw new Error('useRuntime outside a dashboard runtime');
  return v;
}
