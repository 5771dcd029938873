/**
 * Widget subscriptions started from the dashboard JSON, before the runtime renders: the queries need only the
 * aliases, filters and timewindow of the opening state, not the widgets' code or layout, so they go out while React
 * builds the page, and a widget usually mounts with its first data already in its store. The runtime hands each
 * one to its widget host, which adopts it under the running dashboard's environment (or restarts it when that asks
 * for other data). Whoever holds the set stops what no host took: the runtime when it leaves the opening state or
 * unmounts, the dashboard session when its element goes away.
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

export type { EarlyWidget };

export interface EarlySubscriptions {
  /** The dashboard they were started for (a runtime over another model ignores them). */
  readonly model: DashboardModel;
  readonly dataSource: DashboardDataSource;
  /** The early subscription of `widget` (the same widget object), handed out once. */
  take(widget: DashboardWidget): EarlyWidget | null;
  /** Stop every subscription not taken yet; later takes get none. */
  stop(): void;
}

/** Start the subscriptions of every widget the dashboard opens with (`state` as in the runtime's `state` prop). */
export function startOpeningSubscriptions(
  model: DashboardModel,
  state: string | null | undefined,
  dataSource: DashboardDataSource,
  user: AliasUser,
): EarlySubscriptions | null {
  const { top, widgets } = openingState(model, state);
  if (!top) return null;
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
  return {
    model,
    dataSource,
    take(widget) {
      const early = waiting.get(widget) ?? null;
      waiting.delete(widget);
      return early;
    },
    stop() {
      for (const early of waiting.values()) early.subscription.stop();
      waiting.clear();
    },
  };
}
