/**
 * Dashboard settings (`configuration.settings`) with ThingsBoard's defaults for missing fields:
 * state controller, title and its colour, the toolbar's items (dashboards, entities, filters, timewindow, export,
 * update image), logo, toolbar always open / hidden. Unknown fields pass through.
 */
import type { TbJson } from '../panel-contract';
import { asObject } from '../shared/ids';

export const STATE_CONTROLLERS = ['entity', 'default'] as const;

export const SETTINGS_DEFAULTS = {
  stateControllerId: 'entity',
  showTitle: false,
  titleColor: 'rgba(0,0,0,0.870588)',
  showDashboardsSelect: true,
  showEntitiesSelect: true,
  showFilters: true,
  showDashboardLogo: false,
  dashboardLogoUrl: null,
  showDashboardTimewindow: true,
  showDashboardExport: true,
  showUpdateDashboardImage: true,
  toolbarAlwaysOpen: true,
  hideToolbar: false,
} as const;

/** The toolbar switches, in ThingsBoard's order. */
export const TOOLBAR_FLAGS = [
  'showDashboardsSelect',
  'showEntitiesSelect',
  'showFilters',
  'showDashboardTimewindow',
  'showDashboardExport',
  'showUpdateDashboardImage',
] as const;

export function settingsWithDefaults(raw: unknown): TbJson {
  return { ...SETTINGS_DEFAULTS, ...asObject(raw) };
}

/** Field → translation key of what is wrong; empty when valid. */
export function settingsErrors(s: TbJson): Record<string, string> {
  const e: Record<string, string> = {};
  if (!STATE_CONTROLLERS.includes(s.stateControllerId as never) && !String(s.stateControllerId ?? '').trim())
    e.stateControllerId = 'dashboard-settings.state-controller-required';
  if (s.showTitle === true && !String(s.titleColor ?? '').trim()) e.titleColor = 'color.color-required';
  return e;
}
