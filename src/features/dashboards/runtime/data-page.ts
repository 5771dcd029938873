/**
 * Server-side paging of a table widget's data, as ThingsBoard 3.3.1's entities table does it: with pagination on and
 * one entity datasource, the subscription asks for the page the table shows (page size, sort column, search text)
 * instead of every entity of the alias, and asks again when the user pages, sorts or searches. Pure.
 */
import type { EntityDataPageLink, EntityKey } from '../../../api/entity-query';
import { pagesDataOnServer } from '../../../widgets/registry';
import type { DatasourceConfig, WidgetPageRequest } from '../../../widgets/widget-contract';
import type { DashboardWidget } from '../model/widget-config';

const ENTITY_COLUMNS: Record<string, string> = { entityName: 'name', entityLabel: 'label', entityType: 'type' };

/** The page a widget starts with, or null when its data is not paged on the server. */
export function initialPageRequest(widget: DashboardWidget): WidgetPageRequest | null {
  const { config } = widget;
  const settings = config.settings as {
    displayPagination?: unknown;
    defaultPageSize?: unknown;
    defaultSortOrder?: unknown;
  };
  if (!pagesDataOnServer(widget.bundleAlias, widget.typeAlias) || settings.displayPagination === false) return null;
  if (config.datasources.length !== 1 || config.datasources[0]!.type !== 'entity') return null;
  const size = Number(settings.defaultPageSize);
  const order = typeof settings.defaultSortOrder === 'string' ? settings.defaultSortOrder : 'entityName';
  return {
    page: 0,
    pageSize: Number.isInteger(size) && size > 0 ? size : 10,
    textSearch: '',
    sortId: order.replace(/^[-+]/, '') || 'entityName',
    desc: order.startsWith('-'),
  };
}

/** The entity key a table column sorts by: an entity field, or the data key of a `key:<name>` column. */
function sortKeyOf(sortId: string, ds: DatasourceConfig): EntityKey | null {
  const field = ENTITY_COLUMNS[sortId];
  if (field) return { type: 'ENTITY_FIELD', key: field };
  const name = sortId.replace(/^key:/, '');
  const k = ds.dataKeys.find((d) => d.name === name) ?? ds.dataKeys.find((d) => d.label === name);
  if (!k) return null;
  if (k.type === 'attribute') return { type: 'ATTRIBUTE', key: k.name };
  if (k.type === 'timeseries') return { type: 'TIME_SERIES', key: k.name };
  if (k.type === 'entityField') return { type: 'ENTITY_FIELD', key: k.name };
  return null;
}

/** The entity data page link of a page request (unknown columns sort by creation time, newest first). */
export function pageLinkOf(request: WidgetPageRequest, ds: DatasourceConfig): EntityDataPageLink {
  const key = sortKeyOf(request.sortId, ds);
  return {
    page: request.page,
    pageSize: request.pageSize,
    textSearch: request.textSearch.trim() || null,
    dynamic: true,
    sortOrder: key
      ? { key, direction: request.desc ? 'DESC' : 'ASC' }
      : { key: { type: 'ENTITY_FIELD', key: 'createdTime' }, direction: 'DESC' },
  };
}

export const samePageRequest = (a: WidgetPageRequest, b: WidgetPageRequest) =>
  a.page === b.page &&
  a.pageSize === b.pageSize &&
  a.textSearch === b.textSearch &&
  a.sortId === b.sortId &&
  a.desc === b.desc;
