/**
 * Start loading the native widget chunks a dashboard state shows (and the code-split parts of their frames) as soon
 * as the dashboard JSON is known, instead of when each widget first renders: the chunks then download beside the
 * runtime's own start-up (layout, clock, subscriptions). Each is the widget's own lazy component, so the later
 * render finds it loaded, and large chunks keep their place after the others (load-order.ts).
 */
import type { DashboardModel } from '../model/dashboard-model';
import type { DashboardWidget } from '../model/widget-config';
import { initialStack, type StateObject } from '../state/state-controller';
import { lazyWidget } from './widget-boundary';
import { preloadFrameParts } from './widget-frame';

/** The state a dashboard opens with (`state`: the encoded parameter or a state id) and the widgets it shows. */
export function openingState(
  model: DashboardModel,
  state?: string | null,
): { top: StateObject | undefined; widgets: DashboardWidget[] } {
  const top = initialStack(model.states, model.rootStateId, state).at(-1);
  const layouts = top ? model.states[top.id]?.layouts : undefined;
  const ids = [layouts?.main, layouts?.right].flatMap((l) => (l ? Object.keys(l.widgets) : []));
  return { top, widgets: [...new Set(ids)].flatMap((id) => (model.widgets[id] ? [model.widgets[id]] : [])) };
}

/**
 * Begin fetching the chunks of the system widget types the opening state shows, then those of the frame parts they
 * use; failures surface later, in each widget's own error boundary. The widgets' chunks are asked for first: a page
 * has a few connections per server, and the requests queue in the order they are made, so the chunks that draw the
 * first data go ahead of the frame's icon catalogue (nine small chunks), tooltip and timewindow control.
 */
export function preloadOpeningWidgets(model: DashboardModel, state?: string | null): void {
  const { widgets } = openingState(model, state);
  // One lazy component per type, and its load() is idempotent: widgets of the same type share one load.
  for (const w of widgets) if (w.isSystemType) void lazyWidget(w.bundleAlias, w.typeAlias)?.load();
  for (const w of widgets) preloadFrameParts(w);
}
