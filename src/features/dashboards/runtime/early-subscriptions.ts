/**
 * Widget subscriptions started from the dashboard JSON, before the runtime renders: the queries need only the
 * aliases, filters and timewindow of the opening state, not the widgets' code or layout, so they go out while React
 * builds the page, and a widget usually mounts with its first data already in its store. The runtime hands each
 * one to its widget host, which adopts it under the running dashboard's environment (or restarts it when that asks
 * for other data); whatever no host takes within a few seconds is stopped.
 */
import type { AliasUser } from '../data/alias-filters';
import type { DashboardDataSource } from '../data/data-source';
import { datasourceKeyFilters } from '../data/key-filters';
import type { DashboardModel } from '../model/dashboard-model';
import type { DashboardWidget } from '../model/widget-config';
import { widgetTimewindow } from '../time/subscription-window';
import { frameScheduler } from './frame-scheduler';
import { resolveAliasIn } from './use-runtime-env';
import type { EarlyWidget } from './early-widget';
import { openingState } from './widget-preload';
import { emptySnapshot, WidgetSubscription, type SubscriptionEnv, type WidgetSnapshot } from './widget-subscription';
import { WidgetStore } from './widget-store';

/** How long an early subscription waits for its widget. */
export const EARLY_KEEP_MS = 10_000;

export type { EarlyWidget };

export interface EarlySubscriptions {
  readonly dataSource: DashboardDataSource;
  /** The early subscription of `widget` (the same widget object), handed out once. */
  take(widget: DashboardWidget): EarlyWidget | null;
}

const started = new WeakMap<DashboardModel, EarlySubscriptions>();

/**
 * Start the subscriptions of every widget the dashboard opens with (`state` as in the runtime's `state` prop); those
 * no widget takes within `keepMs` are stopped.
 */
export function startOpeningSubscriptions(model: DashboardModel, state: string | null | undefined, dataSource: DashboardDataSource, user: AliasUser, keepMs = EARLY_KEEP_MS): void {
  if (started.has(model)) return;
  const { top, widgets } = openingState(model, state);
  if (!top) return;
  const waiting = new Map<DashboardWidget, EarlyWidget>();
  for (const widget of widgets) {
    const env: SubscriptionEnv = {
      dataSource,
      resolveAlias: (id) => resolveAliasIn(model, id, top.params, user),
      keyFilters: (id) => datasourceKeyFilters(model.filters, id),
      timewindow: () => widgetTimewindow(model.timewindow, widget.config),
      serverOffset: () => 0,
      now: () => Date.now(),
    };
    const store = new WidgetStore<WidgetSnapshot>(emptySnapshot(), frameScheduler());
    const subscription = new WidgetSubscription(widget, env, store);
    subscription.start();
    waiting.set(widget, { subscription, store });
  }
  started.set(model, {
    dataSource,
    take(widget) {
      const early = waiting.get(widget) ?? null;
      waiting.delete(widget);
      return early;
    },
  });
  setTimeout(() => {
    for (const early of waiting.values()) early.subscription.stop();
    waiting.clear();
  }, keepMs);
}

/** The early subscriptions of `model` when they run over `dataSource` (the runtime's own), else none. */
export function earlySubscriptionsOf(model: DashboardModel, dataSource: DashboardDataSource): EarlySubscriptions | null {
  const early = started.get(model);
  return early?.dataSource === dataSource ? early : null;
}
