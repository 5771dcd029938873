/**
 * Validation of the edited widget: every problem names the tab it is on, the field (for the inline message), and
 * a locale key. Apply stays disabled while any issue remains (and while a settings form reports an invalid model).
 */
import { arr, configOf, obj, str, type Json } from './json';
import { actionsOf } from './actions';
import { datasourcesOf } from './datasources';
import { settingsValid } from './schema-validity';
import { widgetKind, type WidgetTypeInfo } from './widget-type';

export type ConfigTab = 'data' | 'settings' | 'advanced' | 'actions';

export interface Issue {
  tab: ConfigTab;
  /** Field id, e.g. `decimals`, `ds.0.alias`, `ds.1.key.2`, `action.headerButton.<id>`. */
  field: string;
  message: string;
  params?: Record<string, string | number>;
}

/** Decimals are whole numbers from 0 to 15, as ThingsBoard's widget settings allow. */
export const MAX_DECIMALS = 15;

const isSet = (v: unknown) => v !== undefined && v !== null && v !== '';
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** Locale key of a decimals problem, or null. Unset decimals are fine (the widget's, then 2, apply). */
export function decimalsError(v: unknown): string | null {
  if (!isSet(v)) return null;
  return isInt(v) && v >= 0 && v <= MAX_DECIMALS ? null : 'widget-config.decimals-range';
}

/** Problems of one data key (the key editor shows them inline). */
export function dataKeyIssues(key: Json): { field: 'name' | 'decimals'; message: string }[] {
  const out: { field: 'name' | 'decimals'; message: string }[] = [];
  if (!str(key.name).trim()) out.push({ field: 'name', message: 'datakey.name-required' });
  const dec = decimalsError(key.decimals);
  if (dec) out.push({ field: 'decimals', message: dec });
  return out;
}

/** Problems of one action among the actions of its source (names are unique per source). */
export function actionIssues(action: Json, siblings: readonly Json[]): { field: string; message: string }[] {
  const out: { field: string; message: string }[] = [];
  const name = str(action.name).trim();
  if (!name) out.push({ field: 'name', message: 'widget-config.action-name-required' });
  else if (siblings.some((s) => s.id !== action.id && str(s.name).trim() === name))
    out.push({ field: 'name', message: 'widget-config.action-name-not-unique' });
  switch (action.type) {
    case 'openDashboardState':
      if (!str(action.targetDashboardStateId))
        out.push({ field: 'targetDashboardStateId', message: 'widget-action.target-dashboard-state-required' });
      break;
    case 'openDashboard':
      if (!str(action.targetDashboardId))
        out.push({ field: 'targetDashboardId', message: 'widget-action.target-dashboard-required' });
      break;
    case 'mobileAction':
      if (!str(obj(action.mobileAction).type))
        out.push({ field: 'mobileAction', message: 'widget-action.mobile-action-type-required' });
      break;
    case 'updateDashboardState':
    case 'custom':
    case 'customPretty':
      break;
    default:
      out.push({ field: 'type', message: 'widget-config.action-type-required' });
  }
  return out;
}

function intAtLeast(v: unknown, min: number): boolean {
  return !isSet(v) || (isInt(v) && v >= min);
}

/** Every problem of the widget; with the type's schemas, also settings that break them. */
export function validateWidget(widget: Json, type?: WidgetTypeInfo | null): Issue[] {
  const c = configOf(widget);
  const kind = widgetKind(widget);
  const issues: Issue[] = [];
  const dec = decimalsError(c.decimals);
  if (dec) issues.push({ tab: 'settings', field: 'decimals', message: dec });
  if (type?.settings && !settingsValid(type.settings, c.settings))
    issues.push({ tab: 'settings', field: 'settings', message: 'widget-config.settings-invalid' });
  const keySchema = type?.dataKeySettings;
  const keyIssues = (k: Json) => [
    ...dataKeyIssues(k),
    ...(keySchema && !settingsValid(keySchema, k.settings)
      ? [{ field: 'settings', message: 'datakey.settings-invalid' }]
      : []),
  ];

  datasourcesOf(widget).forEach((ds, i) => {
    if ((ds.type === 'entity' || ds.type === 'entityCount' || ds.type === undefined) && !str(ds.entityAliasId))
      issues.push({
        tab: 'data',
        field: `ds.${i}.alias`,
        message: 'datasource.alias-required',
        params: { index: i + 1 },
      });
    arr(ds.dataKeys).forEach((k, j) => {
      for (const p of keyIssues(obj(k)))
        issues.push({
          tab: 'data',
          field: `ds.${i}.key.${j}`,
          message: p.message,
          params: { key: str(obj(k).label) || str(obj(k).name) },
        });
    });
  });

  if (kind === 'alarm') {
    const src = obj(c.alarmSource);
    if (!str(src.entityAliasId))
      issues.push({ tab: 'data', field: 'alarm.alias', message: 'datasource.alias-required', params: { index: 1 } });
    arr(src.dataKeys).forEach((k, j) => {
      for (const p of keyIssues(obj(k)))
        issues.push({
          tab: 'data',
          field: `alarm.key.${j}`,
          message: p.message,
          params: { key: str(obj(k).label) || str(obj(k).name) },
        });
    });
    if (!intAtLeast(c.alarmsPollingInterval, 1))
      issues.push({ tab: 'data', field: 'alarmsPollingInterval', message: 'widget-config.polling-interval-min' });
    if (!intAtLeast(c.alarmsMaxCountLoad, 0))
      issues.push({
        tab: 'data',
        field: 'alarmsMaxCountLoad',
        message: 'widget-config.whole-number-min',
        params: { min: 0 },
      });
    if (!intAtLeast(c.alarmsFetchSize, 1))
      issues.push({
        tab: 'data',
        field: 'alarmsFetchSize',
        message: 'widget-config.whole-number-min',
        params: { min: 1 },
      });
  }

  if (!intAtLeast(c.mobileHeight, 1))
    issues.push({
      tab: 'advanced',
      field: 'mobileHeight',
      message: 'widget-config.whole-number-min',
      params: { min: 1 },
    });
  if (isSet(c.mobileOrder) && !isInt(c.mobileOrder))
    issues.push({ tab: 'advanced', field: 'mobileOrder', message: 'widget-config.whole-number' });

  for (const [source, list] of Object.entries(actionsOf(widget))) {
    for (const a of list) {
      for (const p of actionIssues(a, list))
        issues.push({
          tab: 'actions',
          field: `action.${source}.${str(a.id)}`,
          message: p.message,
          params: { action: str(a.name) },
        });
    }
  }
  return issues;
}

export const issueFor = (issues: readonly Issue[], field: string): Issue | undefined =>
  issues.find((i) => i.field === field);
