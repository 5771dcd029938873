/**
 * The layouts of one dashboard state (`{main, right?}`) and their grid settings: columns 10–1000,
 * margin 0–50, mobile row height 5–200 (whole numbers), a background colour; turning the right layout on gives it
 * the default grid, turning it off drops it. ThingsBoard 3.3.1 stores no width for the right layout.
 */
import type { TbJson } from '../panel-contract';
import { asObject } from '../shared/ids';
import { NEW_GRID_SETTINGS } from '../states/states-model';

export const GRID_LIMITS = {
  columns: { min: 10, max: 1000, error: 'layout.columns-range' },
  margin: { min: 0, max: 50, error: 'layout.margin-range' },
  mobileRowHeight: { min: 5, max: 200, error: 'layout.mobile-row-height-range' },
} as const;

/** Background size modes: fit width, fit height, cover, contain, original size. */
export const BACKGROUND_SIZE_MODES = ['100%', 'auto 100%', 'cover', 'contain', 'auto'] as const;

/** Grid settings with the defaults ThingsBoard fills in for missing fields (unknown fields kept). */
export function gridWithDefaults(raw: unknown): TbJson {
  return {
    ...NEW_GRID_SETTINGS,
    autoFillHeight: false,
    mobileAutoFillHeight: false,
    mobileRowHeight: 70,
    ...asObject(raw),
  };
}

/** Field → translation key of what is wrong; empty when valid. */
export function gridErrors(grid: TbJson): Record<string, string> {
  const e: Record<string, string> = {};
  for (const [field, { min, max, error }] of Object.entries(GRID_LIMITS)) {
    const n = grid[field];
    if (!(typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max)) e[field] = error;
  }
  if (typeof grid.backgroundColor !== 'string' || !grid.backgroundColor.trim())
    e.backgroundColor = 'color.color-required';
  return e;
}

export function hasRightLayout(layouts: TbJson): boolean {
  return !!layouts.right;
}

/** Turn the right layout on (default grid, no widgets) or off (dropped with its widget positions). */
export function setRightLayout(layouts: TbJson, on: boolean): TbJson {
  if (on)
    return layouts.right ? layouts : { ...layouts, right: { widgets: {}, gridSettings: { ...NEW_GRID_SETTINGS } } };
  const { right: _dropped, ...rest } = layouts;
  return rest;
}

/** The layout `id` with new grid settings; its widgets and other fields unchanged. */
export function withGrid(layouts: TbJson, id: 'main' | 'right', gridSettings: TbJson): TbJson {
  return { ...layouts, [id]: { ...asObject(layouts[id]), gridSettings } };
}
