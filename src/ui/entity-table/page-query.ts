/** A table's page link as the flat query object (`sortProperty`/`sortOrder`) some src/api list calls take. */
import type { TablePageLink } from './entity-table-types';

export interface FlatPageQuery {
  pageSize: number;
  page: number;
  textSearch?: string;
  sortProperty?: string;
  sortOrder?: 'ASC' | 'DESC';
}

export function flatPageQuery(link: TablePageLink): FlatPageQuery {
  return {
    pageSize: link.pageSize,
    page: link.page,
    ...(link.textSearch ? { textSearch: link.textSearch } : {}),
    ...(link.sortOrder ? { sortProperty: link.sortOrder.property, sortOrder: link.sortOrder.direction } : {}),
  };
}
