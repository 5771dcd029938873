/** Types shared by the data table and its parts. */
import type { CSSProperties, ReactNode } from 'react';

export interface Column<R> {
  id: string;
  title: string;
  width?: string;
  align?: 'left' | 'right' | 'center';
  sortValue(row: R): string | number | null | undefined;
  render(row: R): ReactNode;
  style?(row: R): CSSProperties | undefined;
}

export interface TableSort {
  id: string;
  desc: boolean;
}

/** Flex alignment of a column's cells. */
export const justifyOf = (align: Column<unknown>['align']) =>
  align === 'right' ? 'flex-end' : align === 'center' ? 'center' : 'flex-start';
