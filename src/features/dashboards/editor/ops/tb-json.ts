/**
 * Reading and rebuilding ThingsBoard dashboard JSON without mutating it: every edit copies the
 * path it changes and keeps every other field (and every unknown key) as it was.
 */
export type Json = Record<string, unknown>;

export interface Place {
  row: number;
  col: number;
}

export interface ItemRect extends Place {
  sizeX: number;
  sizeY: number;
}

export type LayoutId = 'main' | 'right';

export const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const num = (v: unknown, d: number) => (typeof v === 'number' && Number.isFinite(v) ? v : d);

export function configOf(raw: Json): Json {
  return obj(raw.configuration);
}

export function withConfig(raw: Json, edit: (c: Json) => Json): Json {
  return { ...raw, configuration: edit(configOf(raw)) };
}

export function widgetsOf(raw: Json): Record<string, Json> {
  return obj(configOf(raw).widgets) as Record<string, Json>;
}

export function layoutOf(raw: Json, stateId: string, layoutId: LayoutId): Json | null {
  const layouts = obj(obj(obj(configOf(raw).states)[stateId]).layouts);
  return layouts[layoutId] ? obj(layouts[layoutId]) : null;
}

export function layoutItems(raw: Json, stateId: string, layoutId: LayoutId): Record<string, Json> {
  return obj(layoutOf(raw, stateId, layoutId)?.widgets) as Record<string, Json>;
}

/** Replace one layout of one state (created when missing). */
export function withLayout(raw: Json, stateId: string, layoutId: LayoutId, edit: (layout: Json) => Json): Json {
  return withConfig(raw, (c) => {
    const states = obj(c.states);
    const state = obj(states[stateId]);
    const layouts = obj(state.layouts);
    const layout = edit(obj(layouts[layoutId]));
    return { ...c, states: { ...states, [stateId]: { ...state, layouts: { ...layouts, [layoutId]: layout } } } };
  });
}

export function withLayoutItems(
  raw: Json,
  stateId: string,
  layoutId: LayoutId,
  edit: (items: Record<string, Json>) => Record<string, Json>,
): Json {
  return withLayout(raw, stateId, layoutId, (l) => ({ ...l, widgets: edit(obj(l.widgets) as Record<string, Json>) }));
}

export function columnsOf(raw: Json, stateId: string, layoutId: LayoutId): number {
  return Math.max(1, num(obj(layoutOf(raw, stateId, layoutId)?.gridSettings).columns, 24));
}

export function rectOf(item: Json, widget?: Json): ItemRect {
  const w = widget ?? {};
  return {
    sizeX: num(item.sizeX, num(w.sizeX, 8)),
    sizeY: num(item.sizeY, num(w.sizeY, 6)),
    row: num(item.row, num(w.row, 0)),
    col: num(item.col, num(w.col, 0)),
  };
}

/** Every state/layout that places a widget. */
export function placesOf(raw: Json, widgetId: string): { stateId: string; layoutId: LayoutId }[] {
  const out: { stateId: string; layoutId: LayoutId }[] = [];
  for (const [stateId, s] of Object.entries(obj(configOf(raw).states))) {
    for (const layoutId of ['main', 'right'] as const) {
      if (obj(obj(obj(obj(s).layouts)[layoutId]).widgets)[widgetId]) out.push({ stateId, layoutId });
    }
  }
  return out;
}

/** JSON text with keys sorted, so two copies compare equal whatever order the server kept. */
export function stableStringify(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableStringify).join(',')}]`;
  if (v && typeof v === 'object') {
    const o = v as Json;
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableStringify(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

/**
 * The form edit mode works on: widgets as a map (older exports keep an array) and at least one state whose main
 * layout places every widget (legacy dashboards keep positions on the widgets). Already-normal JSON comes back as is.
 */
export function normaliseForEdit(raw: Json): Json {
  const c = configOf(raw);
  let next = raw;
  if (Array.isArray(c.widgets)) {
    const map = Object.fromEntries((c.widgets as Json[]).map((w) => [String(w.id), w]));
    next = withConfig(next, (cc) => ({ ...cc, widgets: map }));
  }
  if (Object.keys(obj(configOf(next).states)).length === 0) {
    const items = Object.fromEntries(Object.entries(widgetsOf(next)).map(([id, w]) => [id, rectOf({}, w)]));
    next = withConfig(next, (cc) => ({
      ...cc,
      states: {
        default: {
          name: 'Default',
          root: true,
          layouts: {
            main: {
              widgets: items,
              gridSettings: { backgroundColor: '#eeeeee', columns: 24, margin: 10, backgroundSizeMode: '100%' },
            },
          },
        },
      },
    }));
  }
  return next;
}
