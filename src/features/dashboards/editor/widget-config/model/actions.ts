/**
 * Widget actions: `config.actions` maps an action source id to a list of action
 * descriptors. Sources come from what the native widget of the type fires (every widget has `headerButton`),
 * plus any source the JSON already holds. Pure helpers; fields of a descriptor the editor does not show survive.
 */
import type { WidgetActionType } from '../../../../../widgets/widget-contract';
import { arr, configOf, move, obj, patchConfig, str, uuid, type Json } from './json';
import { widgetTypeId } from './widget-type';

export const ACTION_TYPES: readonly WidgetActionType[] = [
  'openDashboardState',
  'updateDashboardState',
  'openDashboard',
  'custom',
  'customPretty',
  'mobileAction',
];

/** The mobile-app action types ThingsBoard 3.3.1 offers. */
export const MOBILE_ACTION_TYPES = [
  'takePictureFromGallery',
  'takePhoto',
  'mapDirection',
  'mapLocation',
  'scanQrCode',
  'makePhoneCall',
  'getLocation',
  'takeScreenshot',
] as const;
export type MobileActionType = (typeof MOBILE_ACTION_TYPES)[number];

/** One user function of a mobile action: the descriptor key, its name in the editor header and its own arguments. */
export interface MobileActionFunction {
  key: string;
  name: string;
  args: string[];
}

const IMAGE: MobileActionFunction = { key: 'processImageFunction', name: 'processImage', args: ['imageUrl'] };
const LOCATION: MobileActionFunction = { key: 'getLocationFunction', name: 'getLocation', args: [] };
const LAUNCHED: MobileActionFunction = {
  key: 'processLaunchResultFunction',
  name: 'processLaunchResult',
  args: ['launched'],
};

/**
 * The functions a mobile action type has, as ThingsBoard's editor shows them: where its arguments come from (map
 * and phone actions) and what handles the app's result; every type also has the empty-result and error handlers.
 */
export const MOBILE_ACTION_FUNCTIONS: Record<MobileActionType, MobileActionFunction[]> = {
  takePictureFromGallery: [IMAGE],
  takePhoto: [IMAGE],
  takeScreenshot: [IMAGE],
  scanQrCode: [{ key: 'processQrCodeFunction', name: 'processQrCode', args: ['code', 'format'] }],
  getLocation: [{ key: 'processLocationFunction', name: 'processLocation', args: ['latitude', 'longitude'] }],
  mapDirection: [LOCATION, LAUNCHED],
  mapLocation: [LOCATION, LAUNCHED],
  makePhoneCall: [{ key: 'getPhoneNumberFunction', name: 'getPhoneNumber', args: [] }, LAUNCHED],
};

/** The handlers every mobile action type has. */
export const MOBILE_ACTION_HANDLERS: readonly MobileActionFunction[] = [
  { key: 'handleEmptyResultFunction', name: 'handleEmptyResult', args: [] },
  { key: 'handleErrorFunction', name: 'handleError', args: ['error'] },
];

/** Arguments every action function receives after its own. */
export const ACTION_FUNCTION_ARGS = [
  '$event',
  'widgetContext',
  'entityId',
  'entityName',
  'additionalParams',
  'entityLabel',
];

/** Action sources the native widgets fire, by `bundleAlias.typeAlias` (see src/widgets). */
const SOURCES_BY_TYPE: Record<string, string[]> = {
  'cards.entities_table': ['actionCellButton', 'rowClick'],
  'entity_admin_widgets.device_admin_table': ['actionCellButton', 'rowClick'],
  'entity_admin_widgets.asset_admin_table': ['actionCellButton', 'rowClick'],
  'alarm_widgets.alarms_table': ['rowClick'],
  'cards.html_value_card': ['elementClick'],
  'cards.entities_hierarchy': ['nodeSelected'],
  'charts.pie': ['sliceClick'],
  'charts.pie_chart_js': ['sliceClick'],
};
const MAP_SOURCES = ['markerClick', 'tooltipAction'];

/** Action sources of a widget: headerButton, the type's own, then any others present in its JSON. */
export function actionSourcesOf(widget: Json): string[] {
  const id = widgetTypeId(widget);
  const own = SOURCES_BY_TYPE[id] ?? (id.startsWith('maps_v2.') ? MAP_SOURCES : []);
  const present = Object.keys(obj(configOf(widget).actions));
  return [...new Set(['headerButton', ...own, ...present])];
}

export const actionsOf = (widget: Json): Record<string, Json[]> =>
  Object.fromEntries(Object.entries(obj(configOf(widget).actions)).map(([k, v]) => [k, arr(v).map(obj)]));

export function actionsIn(widget: Json, source: string): Json[] {
  return actionsOf(widget)[source] ?? [];
}

function withActions(widget: Json, source: string, list: Json[]): Json {
  const all: Json = { ...obj(configOf(widget).actions) };
  all[source] = list;
  return patchConfig(widget, { actions: all });
}

/** A new action of a type with its defaults (a fresh id, an icon). */
export function newAction(type: WidgetActionType = 'openDashboardState', name = ''): Json {
  const base: Json = { id: uuid(), name, icon: 'more_horiz', type };
  return { ...base, ...typeDefaults(type) };
}

function typeDefaults(type: WidgetActionType): Json {
  switch (type) {
    case 'openDashboardState':
      return {
        targetDashboardStateId: null,
        setEntityId: true,
        stateEntityParamName: null,
        openRightLayout: false,
        openInSeparateDialog: false,
        openInPopover: false,
      };
    case 'updateDashboardState':
      return { targetDashboardStateId: null, setEntityId: true, stateEntityParamName: null, openRightLayout: false };
    case 'openDashboard':
      return {
        targetDashboardId: null,
        targetDashboardStateId: null,
        setEntityId: true,
        stateEntityParamName: null,
        openNewBrowserTab: false,
      };
    case 'custom':
      return { customFunction: '' };
    case 'customPretty':
      return { customHtml: '', customCss: '', customFunction: '', customResources: [] };
    case 'mobileAction':
      return { mobileAction: { type: 'takePhoto', processImageFunction: '' } };
  }
}

/**
 * The action re-typed: keeps id, name and icon (and any field of both types), drops the fields only the old type
 * uses, adds the new type's defaults.
 */
export function changeActionType(action: Json, type: WidgetActionType): Json {
  const old = typeDefaults((str(action.type) || 'custom') as WidgetActionType);
  const fresh = typeDefaults(type);
  const next: Json = {};
  for (const [k, v] of Object.entries(action)) if (!(k in old) || k in fresh) next[k] = v;
  return { ...fresh, ...next, type };
}

export function addAction(widget: Json, source: string, action: Json): Json {
  return withActions(widget, source, [...actionsIn(widget, source), action]);
}

/** Replace the action with the same id (in `source`); moving between sources removes it from the old one. */
export function updateAction(widget: Json, source: string, action: Json, fromSource = source): Json {
  if (fromSource !== source) return addAction(removeAction(widget, fromSource, str(action.id)), source, action);
  return withActions(
    widget,
    source,
    actionsIn(widget, source).map((a) => (a.id === action.id ? action : a)),
  );
}

export function removeAction(widget: Json, source: string, id: string): Json {
  return withActions(
    widget,
    source,
    actionsIn(widget, source).filter((a) => a.id !== id),
  );
}

export function moveAction(widget: Json, source: string, from: number, to: number): Json {
  return withActions(widget, source, move(actionsIn(widget, source), from, to));
}

/** Which of the "open in" places an openDashboardState action uses. */
export type OpenIn = 'state' | 'rightLayout' | 'dialog' | 'popover';

export function openInOf(action: Json): OpenIn {
  if (action.openInSeparateDialog === true) return 'dialog';
  if (action.openInPopover === true) return 'popover';
  if (action.openRightLayout === true) return 'rightLayout';
  return 'state';
}

export function withOpenIn(action: Json, place: OpenIn): Json {
  return {
    ...action,
    openRightLayout: place === 'rightLayout',
    openInSeparateDialog: place === 'dialog',
    openInPopover: place === 'popover',
  };
}
