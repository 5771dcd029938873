/**
 * Pointer and keyboard gestures on the edit grid turned into grid rectangles: a drag moves by whole cells (nearest
 * cell, pitch = cell + margin), a corner drag resizes by whole cells, arrows step one cell; the grid ops clamp.
 * Also the grid cell under a point (where the context menu's paste goes). Pure.
 */
import type { ItemRect, Place } from '../ops/tb-json';

export interface Pitch {
  colWidth: number;
  rowHeight: number;
  margin: number;
}

export type GestureKind = 'move' | 'resize';

export function dragRect(start: ItemRect, kind: GestureKind, dx: number, dy: number, p: Pitch): ItemRect {
  const dc = Math.round(dx / (p.colWidth + p.margin));
  const dr = Math.round(dy / (p.rowHeight + p.margin));
  if (kind === 'move') return { ...start, col: start.col + dc, row: start.row + dr };
  return { ...start, sizeX: Math.max(1, start.sizeX + dc), sizeY: Math.max(1, start.sizeY + dr) };
}

const STEPS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** Arrow key → the rectangle one cell further (shift: one cell bigger/smaller); null for other keys. */
export function keyRect(start: ItemRect, key: string, resize: boolean): ItemRect | null {
  const step = STEPS[key];
  if (!step) return null;
  const [dx, dy] = step;
  if (resize) return { ...start, sizeX: Math.max(1, start.sizeX + dx), sizeY: Math.max(1, start.sizeY + dy) };
  return { ...start, col: Math.max(0, start.col + dx), row: Math.max(0, start.row + dy) };
}

/** The cell under a point of the canvas (px from its top-left corner). */
export function cellAt(x: number, y: number, p: Pitch): Place {
  return {
    col: Math.max(0, Math.floor((x - p.margin) / (p.colWidth + p.margin))),
    row: Math.max(0, Math.floor((y - p.margin) / (p.rowHeight + p.margin))),
  };
}
