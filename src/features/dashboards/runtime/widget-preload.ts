/**
 * Start loading the native widget chunks a dashboard state shows as soon as the dashboard JSON is known, instead
 * of when each widget first renders: the chunks then download beside the runtime's own start-up (layout, clock,
 * subscriptions). Each loader is the registry's `import()`, so the later render finds the module already there.
 */
import { widgetLoader } from '../../../widgets/registry';
import type { DashboardModel } from '../model/dashboard-model';
import { initialStack } from '../state/state-controller';

/**
 * Begin fetching the chunks of the system widget types the opening state shows (`state`: the encoded parameter or a
 * state id); failures surface later, in each widget's own error boundary.
 */
export function preloadOpeningWidgets(model: DashboardModel, state?: string | null): void {
  const top = initialStack(model.states, model.rootStateId, state).at(-1);
  const layouts = top ? model.states[top.id]?.layouts : undefined;
  const ids = [layouts?.main, layouts?.right].flatMap((l) => (l ? Object.keys(l.widgets) : []));
  const seen = new Set<string>();
  for (const id of ids) {
    const w = model.widgets[id];
    const type = w?.isSystemType ? `${w.bundleAlias}.${w.typeAlias}` : null;
    if (!w || !type || seen.has(type)) continue;
    seen.add(type);
    widgetLoader(w.bundleAlias, w.typeAlias)?.().catch(() => undefined);
  }
}
