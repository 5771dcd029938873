/**
 * Per-user table preferences (beyond ThingsBoard): page size and sort of every table, kept in localStorage under
 * one `TB-` key (like all console state) as `{ "<user>/<table>": { pageSize, sort } }`.
 */
import { storage } from '../../lib/storage';
import type { TableSort } from './entity-table-types';

export const TABLE_PREFS_KEY = 'TB-entity-table-prefs';

/** What is remembered per table. */
export interface TablePrefs {
  pageSize?: number;
  sort?: TableSort | null;
}

type Stored = Record<string, TablePrefs>;

const keyOf = (scope: string, tableId: string) => `${scope}/${tableId}`;

function valid(p: unknown): TablePrefs {
  const o = (p ?? {}) as Record<string, unknown>;
  const out: TablePrefs = {};
  if (typeof o.pageSize === 'number' && Number.isInteger(o.pageSize) && o.pageSize > 0) out.pageSize = o.pageSize;
  const s = o.sort as Record<string, unknown> | null | undefined;
  if (s === null) out.sort = null;
  else if (s && typeof s.property === 'string' && (s.direction === 'ASC' || s.direction === 'DESC'))
    out.sort = { property: s.property, direction: s.direction };
  return out;
}

/** Read the remembered preferences of a table (empty when none or unreadable). */
export function readTablePrefs(scope: string, tableId: string): TablePrefs {
  const all = storage.getJson<Stored>(TABLE_PREFS_KEY);
  return valid(all?.[keyOf(scope, tableId)]);
}

/** Remember preferences of a table (merged into what is stored). */
export function writeTablePrefs(scope: string, tableId: string, prefs: TablePrefs): void {
  const all = storage.getJson<Stored>(TABLE_PREFS_KEY) ?? {};
  const key = keyOf(scope, tableId);
  all[key] = { ...valid(all[key]), ...prefs };
  storage.setJson(TABLE_PREFS_KEY, all);
}
