/**
 * Dashboard filters (`configuration.filters`: id → `{id, filter, keyFilters, editable}`). Their key filters are the
 * shared editor's model (src/ui/filter-editor) as is; what this adds is the filter itself, its name rule and how
 * the dashboard editor configures the key filter editor. What this builds is what `keyFiltersOf`
 * (data/key-filters.ts) flattens into the entity data query.
 */
import type { FilterEditorOptions } from '../../../../ui/filter-editor/filter-options';
import type { KeyFilterUi } from '../../../../ui/filter-editor/filter-model';
import type { TbJson } from '../panel-contract';
import { newUuid } from '../shared/ids';

export * from '../../../../ui/filter-editor/filter-model';

/** Dashboard filters: dynamic values of the current tenant, customer or user; user parameters shown; words. */
export const DASHBOARD_FILTER_OPTIONS: FilterEditorOptions = {
  dynamicSources: ['CURRENT_TENANT', 'CURRENT_CUSTOMER', 'CURRENT_USER'],
  userParameters: true,
  symbols: false,
  stringOperation: 'STARTS_WITH',
  keepOnePredicate: false,
};

export function newKeyFilter(): KeyFilterUi {
  return { key: { type: 'ATTRIBUTE', key: '' }, valueType: 'STRING', predicates: [] };
}

export function newFilter(): TbJson {
  return { id: newUuid(), filter: '', keyFilters: [], editable: true };
}

/** Translation key of what is wrong with a filter name (required, unique), or null. */
export function filterNameError(name: string, filters: Record<string, TbJson>, selfId: string): string | null {
  const n = name.trim();
  if (!n) return 'filter.name-required';
  return Object.entries(filters).some(([id, f]) => id !== selfId && String(f.filter ?? '').trim() === n)
    ? 'filter.duplicate-filter'
    : null;
}
