/**
 * Which widgets of the dashboard use an alias or a filter (ThingsBoard refuses to delete one that is in use):
 * datasources and the alarm source by `entityAliasId` / `filterId`, RPC widgets by `targetDeviceAliasIds`.
 */
import type { TbJson } from '../panel-contract';
import { asObject } from './ids';

function widgetsOf(dashboard: TbJson): TbJson[] {
  const raw = asObject(dashboard.configuration).widgets;
  return (Array.isArray(raw) ? raw : Object.values(asObject(raw))).map(asObject);
}

/** Titles of the widgets using the alias (`field` 'entityAliasId') or filter (`field` 'filterId') with this id. */
export function widgetsUsing(dashboard: TbJson, field: 'entityAliasId' | 'filterId', id: string): string[] {
  return widgetsOf(dashboard)
    .filter((w) => {
      const config = asObject(w.config);
      const sources = [...(Array.isArray(config.datasources) ? config.datasources : []), config.alarmSource].map(
        asObject,
      );
      const targets =
        field === 'entityAliasId' && Array.isArray(config.targetDeviceAliasIds) ? config.targetDeviceAliasIds : [];
      return sources.some((s) => s[field] === id) || targets.includes(id);
    })
    .map((w) => String(asObject(w.config).title ?? w.title ?? w.id ?? ''));
}
