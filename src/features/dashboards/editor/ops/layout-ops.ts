/**
 * Placing widgets on a layout grid: the first free place for a new widget (scanning rows top-down, columns left to
 * right), moving and resizing one widget (kept inside the columns) with the widgets it now overlaps pushed down,
 * the way ThingsBoard's grid makes room. Pure.
 */
import {
  columnsOf,
  layoutItems,
  rectOf,
  widgetsOf,
  withLayoutItems,
  type ItemRect,
  type Json,
  type LayoutId,
  type Place,
} from './tb-json';

const overlaps = (a: ItemRect, b: ItemRect) =>
  a.col < b.col + b.sizeX && b.col < a.col + a.sizeX && a.row < b.row + b.sizeY && b.row < a.row + a.sizeY;

/** The first place (row, then column) where a `sizeX` × `sizeY` widget overlaps nothing. */
export function firstFreePlace(rects: readonly ItemRect[], sizeX: number, sizeY: number, columns: number): Place {
  const width = Math.min(sizeX, columns);
  const lastRow = Math.ceil(Math.max(0, ...rects.map((r) => r.row + r.sizeY)));
  for (let row = 0; row <= lastRow; row++) {
    for (let col = 0; col + width <= columns; col++) {
      const candidate = { row, col, sizeX: width, sizeY };
      if (!rects.some((r) => overlaps(r, candidate))) return { row, col };
    }
  }
  return { row: lastRow, col: 0 };
}

/** Keep a rectangle on the grid: at least one cell, no wider than the columns, never left of or above the origin. */
export function clampRect(r: ItemRect, columns: number): ItemRect {
  const sizeX = Math.min(columns, Math.max(1, r.sizeX));
  const sizeY = Math.max(1, r.sizeY);
  return { sizeX, sizeY, col: Math.min(columns - sizeX, Math.max(0, r.col)), row: Math.max(0, r.row) };
}

/** Push every widget that overlaps an already placed one down below it, top to bottom; `fixedId` stays. */
export function pushDown(rects: Record<string, ItemRect>, fixedId: string): Record<string, ItemRect> {
  const placed: ItemRect[] = [rects[fixedId]!];
  const out: Record<string, ItemRect> = { [fixedId]: rects[fixedId]! };
  const rest = Object.entries(rects)
    .filter(([id]) => id !== fixedId)
    .sort(([, a], [, b]) => a.row - b.row || a.col - b.col);
  for (const [id, r] of rest) {
    let cur = r;
    for (let hit = placed.find((p) => overlaps(p, cur)); hit; hit = placed.find((p) => overlaps(p, cur)))
      cur = { ...cur, row: hit.row + hit.sizeY };
    placed.push(cur);
    out[id] = cur;
  }
  return out;
}

/** Move and/or resize one widget of a layout; returns `raw` itself when nothing changes. */
export function setWidgetRect(raw: Json, stateId: string, layoutId: LayoutId, widgetId: string, rect: ItemRect): Json {
  const item = layoutItems(raw, stateId, layoutId)[widgetId];
  if (!item) return raw;
  const before = rectOf(item, widgetsOf(raw)[widgetId]);
  const target = clampRect(rect, columnsOf(raw, stateId, layoutId));
  if (
    before.row === target.row &&
    before.col === target.col &&
    before.sizeX === target.sizeX &&
    before.sizeY === target.sizeY
  )
    return raw;
  const moved = withLayoutItems(raw, stateId, layoutId, (its) => ({
    ...its,
    [widgetId]: { ...its[widgetId], ...target },
  }));
  return settle(moved, stateId, layoutId, widgetId);
}

/** Make room for one widget where it stands: whatever it overlaps moves down (pushDown). */
export function settle(raw: Json, stateId: string, layoutId: LayoutId, widgetId: string): Json {
  const items = layoutItems(raw, stateId, layoutId);
  if (!items[widgetId]) return raw;
  const widgets = widgetsOf(raw);
  const rects = Object.fromEntries(Object.entries(items).map(([id, it]) => [id, rectOf(it, widgets[id])]));
  const after = pushDown(rects, widgetId);
  if (Object.keys(rects).every((id) => after[id]!.row === rects[id]!.row)) return raw;
  return withLayoutItems(raw, stateId, layoutId, (its) =>
    Object.fromEntries(
      Object.entries(its).map(([id, it]) => [
        id,
        after[id]!.row === rects[id]!.row ? it : { ...it, row: after[id]!.row },
      ]),
    ),
  );
}

/** Every rectangle of a layout (for free-place searches). */
export function layoutRects(raw: Json, stateId: string, layoutId: LayoutId): ItemRect[] {
  const widgets = widgetsOf(raw);
  return Object.entries(layoutItems(raw, stateId, layoutId)).map(([id, it]) => rectOf(it, widgets[id]));
}
