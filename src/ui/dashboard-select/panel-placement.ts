/**
 * Where the dashboard selector's panel (300–320 px wide) opens, depending on the free space: below the trigger when the
 * panel fits under it, else above; aligned with the trigger's start edge when the panel fits on that side (to the
 * right, or to the left right to left), else with its end edge.
 */
export const DASHBOARD_PANEL_MIN_WIDTH = 300;
export const DASHBOARD_PANEL_MAX_WIDTH = 320;
/** The panel's height cap; its list scrolls beyond it. */
export const DASHBOARD_PANEL_MAX_HEIGHT = 360;

export type PanelPlacement = 'bottom-start' | 'bottom-end' | 'top-start' | 'top-end';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Placement for a trigger at `anchor` in a viewport of `width` × `height`. */
export function panelPlacement(
  anchor: Box,
  width: number,
  height: number,
  panelHeight = DASHBOARD_PANEL_MAX_HEIGHT,
  rtl = false,
): PanelPlacement {
  const below = anchor.bottom + panelHeight <= height || anchor.top < height - anchor.bottom;
  const start = rtl ? anchor.right - DASHBOARD_PANEL_MAX_WIDTH >= 0 : anchor.left + DASHBOARD_PANEL_MAX_WIDTH <= width;
  return `${below ? 'bottom' : 'top'}-${start ? 'start' : 'end'}`;
}
