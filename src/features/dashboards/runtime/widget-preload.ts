/**
 * Start loading the native widget chunks a dashboard state shows as soon as the dashboard JSON is known, instead
 * of when each widget first renders: the chunks then download beside the runtime's own start-up (layout, clock,
 * subscriptions). Each loader is the registry's `import()`, so the later render finds the module already there.
 */
import { widgetLoader } from '../../../widgets/registry';
import type { DashboardModel } from '../model/dashboard-model';
import { initialStack } from '../state/state-controller';

/** The system widget types of the state a dashboard opens with (`state`: the encoded parameter or a state id). */
export function openingWidgetTypes(model: DashboardModel, state?: string | null): string[] {
  const top = initialStack(model.states, model.rootStateId, state).at(-1);
  const layouts = top ? model.states[top.id]?.layouts : undefined;
  const ids = [layouts?.main, layouts?.right].flatMap((l) => (l ? Object.keys(l.widgets) : []));
  const types = new Set<string>();
  for (const id of ids) {
    const w = model.widgets[id];
    if (w?.isSystemType) types.add(`${w.bundleAlias}.${w.typeAlias}`);
  }
  return [...types];
}

/** Begin fetching those widget chunks; failures surface later, in the widget's own error boundary. */
export function preloadOpeningWidgets(model: DashboardModel, state?: string | null): void {
  for (const type of openingWidgetTypes(model, state)) {
    const dot = type.indexOf('.');
    widgetLoader(type.slice(0, dot), type.slice(dot + 1))?.().catch(() => undefined);
  }
}
