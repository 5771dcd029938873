/**
 * Grid maths of a dashboard layout, the way ThingsBoard's grid places widgets: `columns` columns (24) with
 * `margin` px between cells and around the edge; square cells that scroll vertically, or rows stretched to fill
 * the viewport (`autoFillHeight`); below the md breakpoint (960 px) one column in `mobileOrder`
 * (then row, then column), hidden `mobileHide` widgets, heights of `mobileHeight` (else sizeY) rows of
 * `mobileRowHeight` px, optionally stretched (`mobileAutoFillHeight`). Pure.
 */
import type { GridSettings, LayoutItem } from '../model/dashboard-model';

/** Below this width the dashboard is laid out as one column (ThingsBoard's lt-md). */
export const MOBILE_BREAKPOINT = 960;

export interface GridRect {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface GridLayoutResult {
  rects: GridRect[];
  /** Total height of the laid-out content, margins included. */
  contentHeight: number;
  colWidth: number;
  rowHeight: number;
  mobile: boolean;
}

export interface GridInput {
  items: Record<string, LayoutItem>;
  settings: GridSettings;
  /** Width of the grid area in px. */
  width: number;
  /** Height of the viewport in px (used when filling the height). */
  height: number;
  /** Force the mobile layout (otherwise width < MOBILE_BREAKPOINT). */
  mobile?: boolean;
}

export function isMobileWidth(width: number): boolean {
  return width < MOBILE_BREAKPOINT;
}

/** Widget order in the mobile column: mobileOrder first (widgets without one after), then row, then column. */
export function mobileSort(items: Record<string, LayoutItem>): string[] {
  return Object.entries(items)
    .filter(([, i]) => !i.mobileHide)
    .sort(([, a], [, b]) => {
      const ao = a.mobileOrder ?? Number.POSITIVE_INFINITY;
      const bo = b.mobileOrder ?? Number.POSITIVE_INFINITY;
      if (ao !== bo) return ao - bo;
      return a.row - b.row || a.col - b.col;
    })
    .map(([id]) => id);
}

function desktop(input: GridInput): GridLayoutResult {
  const { items, settings } = input;
  const m = settings.margin;
  const cols = settings.columns;
  const colWidth = Math.max(1, (input.width - m * (cols + 1)) / cols);
  const rows = Math.max(1, ...Object.values(items).map((i) => i.row + i.sizeY));
  let rowHeight = colWidth;
  if (settings.autoFillHeight && input.height > 0) rowHeight = Math.max(1, (input.height - m * (rows + 1)) / rows);
  const rects = Object.entries(items).map(([id, i]) => ({
    id,
    x: m + i.col * (colWidth + m),
    y: m + i.row * (rowHeight + m),
    width: i.sizeX * colWidth + (i.sizeX - 1) * m,
    height: i.sizeY * rowHeight + (i.sizeY - 1) * m,
  }));
  const contentHeight = rows * rowHeight + (rows + 1) * m;
  return { rects, contentHeight, colWidth, rowHeight, mobile: false };
}

function mobile(input: GridInput): GridLayoutResult {
  const { items, settings } = input;
  const m = settings.margin;
  const order = mobileSort(items);
  const heightRows = (i: LayoutItem) => (i.mobileHeight && i.mobileHeight > 0 ? i.mobileHeight : i.sizeY);
  const totalRows = order.reduce((s, id) => s + heightRows(items[id]!), 0);
  let rowHeight = settings.mobileRowHeight;
  if (settings.mobileAutoFillHeight && input.height > 0 && totalRows > 0) {
    // Stretch to the viewport, never below the configured row height.
    rowHeight = Math.max(rowHeight, (input.height - m * (order.length + 1)) / totalRows);
  }
  const width = Math.max(1, input.width - 2 * m);
  let y = m;
  const rects = order.map((id) => {
    const h = heightRows(items[id]!) * rowHeight;
    const r = { id, x: m, y, width, height: h };
    y += h + m;
    return r;
  });
  return { rects, contentHeight: y, colWidth: width, rowHeight, mobile: true };
}

/** Place every widget of a layout. */
export function layoutGrid(input: GridInput): GridLayoutResult {
  const isMobile = input.mobile ?? isMobileWidth(input.width);
  return isMobile ? mobile(input) : desktop(input);
}
