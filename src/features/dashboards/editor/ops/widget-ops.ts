/**
 * Adding and removing widgets: a new widget goes into `configuration.widgets` and onto one layout at its first free
 * place; a widget removed from its last layout leaves `configuration.widgets` too; a reference places an existing
 * widget of the same dashboard on another layout. Pure: ids come from the caller.
 */
import { firstFreePlace, layoutRects, settle } from './layout-ops';
import {
  columnsOf,
  layoutItems,
  placesOf,
  rectOf,
  withConfig,
  withLayoutItems,
  type Json,
  type LayoutId,
  type Place,
} from './tb-json';

export interface Target {
  stateId: string;
  layoutId: LayoutId;
}

/** Add `widget` (its id set to `id`) to the target layout at `at`, else its first free place. */
export function addWidget(raw: Json, target: Target, widget: Json, id: string, at?: Place): Json {
  const columns = columnsOf(raw, target.stateId, target.layoutId);
  const size = rectOf({}, widget);
  const sizeX = Math.min(columns, size.sizeX);
  const place = at ?? firstFreePlace(layoutRects(raw, target.stateId, target.layoutId), sizeX, size.sizeY, columns);
  const placed = { ...widget, id, sizeX, sizeY: size.sizeY, row: place.row, col: place.col };
  const withWidget = withConfig(raw, (c) => ({ ...c, widgets: { ...(c.widgets as Json | undefined), [id]: placed } }));
  const next = withLayoutItems(withWidget, target.stateId, target.layoutId, (items) => ({
    ...items,
    [id]: { sizeX, sizeY: size.sizeY, row: place.row, col: place.col },
  }));
  return at ? settle(next, target.stateId, target.layoutId, id) : next;
}

/** Remove a widget from one layout; from the dashboard too when no other layout shows it. */
export function removeWidget(raw: Json, target: Target, widgetId: string): Json {
  if (!layoutItems(raw, target.stateId, target.layoutId)[widgetId]) return raw;
  const next = withLayoutItems(raw, target.stateId, target.layoutId, (items) => {
    const { [widgetId]: _gone, ...rest } = items;
    return rest;
  });
  if (placesOf(next, widgetId).length > 0) return next;
  return withConfig(next, (c) => {
    const { [widgetId]: _gone, ...widgets } = c.widgets as Json;
    return { ...c, widgets };
  });
}

/** A reference to a widget of a dashboard (what "copy reference" keeps). */
export interface WidgetReference {
  dashboardId: string;
  widgetId: string;
  sizeX: number;
  sizeY: number;
  originalColumns: number;
}

/**
 * Place an existing widget of this dashboard on the target layout as well. Null when it cannot be done: another
 * dashboard, a widget that no longer exists, or one the layout already shows.
 */
export function pasteReference(
  raw: Json,
  dashboardId: string,
  target: Target,
  ref: WidgetReference,
  at?: Place,
): Json | null {
  const widgets = (raw.configuration as Json | undefined)?.widgets as Json | undefined;
  if (
    ref.dashboardId !== dashboardId ||
    !widgets?.[ref.widgetId] ||
    layoutItems(raw, target.stateId, target.layoutId)[ref.widgetId]
  )
    return null;
  const columns = columnsOf(raw, target.stateId, target.layoutId);
  const sizeX = Math.min(columns, (ref.sizeX * columns) / (ref.originalColumns || columns));
  const place = at ?? firstFreePlace(layoutRects(raw, target.stateId, target.layoutId), sizeX, ref.sizeY, columns);
  const next = withLayoutItems(raw, target.stateId, target.layoutId, (items) => ({
    ...items,
    [ref.widgetId]: { sizeX, sizeY: ref.sizeY, row: place.row, col: place.col },
  }));
  return at ? settle(next, target.stateId, target.layoutId, ref.widgetId) : next;
}
