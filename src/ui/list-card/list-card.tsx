/**
 * A plain list page body: a card with a title, toolbar actions and a table of rows. For admin lists that are short
 * by nature (tenant profiles, widgets bundles, resources) until the config-driven entity table covers them.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { v } from '../theme/tokens';

/** One column: header label and the cell of a row. */
export interface ListColumn<T> {
  id: string;
  label: string;
  cell(row: T): ReactNode;
  /** 'actions' right-aligns the cell; 'muted' uses the secondary text colour. */
  kind?: 'actions' | 'muted';
}

/** Props of {@link ListCard}. */
export interface ListCardProps<T> {
  title: string;
  /** Buttons beside the title. */
  actions?: ReactNode;
  columns: readonly ListColumn<T>[];
  rows: readonly T[];
  rowKey(row: T): string;
  /** Shown instead of the table body when there are no rows (and not loading). */
  emptyText: string;
  loading?: boolean;
  /** A load failure, shown as an alert above the table. */
  error?: string | null;
  testId?: string;
  rowTestId?: string;
}

const Wrap = styled.div`
  padding: 16px;
`;

const Card = styled.section`
  border-radius: 6px;
  background: ${v('color-surface')};
  box-shadow: ${v('shadow-1')};
  padding: 0 16px 8px;
  overflow-x: auto;
  & > header {
    display: flex;
    align-items: center;
    flex-wrap: wrap;
    gap: 8px;
    min-height: 64px;
  }
  & > header h2 {
    flex: 1;
    margin: 0;
    font-size: 20px;
    font-weight: 500;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th {
    text-align: start;
    font-size: 12px;
    font-weight: 500;
    color: ${v('color-text-secondary')};
    padding: 8px;
    border-bottom: 1px solid ${v('color-divider')};
    white-space: nowrap;
  }
  td {
    padding: 4px 8px;
    height: 44px;
    border-bottom: 1px solid ${v('color-divider')};
  }
  td.muted {
    color: ${v('color-text-secondary')};
  }
  td.actions,
  th.actions {
    text-align: end;
    white-space: nowrap;
  }
  tbody tr:hover {
    background: ${v('color-surface-2')};
  }
  td.empty {
    text-align: center;
    height: 96px;
    color: ${v('color-text-secondary')};
  }
`;

const Alert = styled.p`
  margin: 0 0 8px;
  color: ${v('color-warn')};
`;

/** A small chip beside a name, e.g. "Default" or "System". */
export const TagChip = styled.span<{ $muted?: boolean }>`
  display: inline-block;
  margin-inline-start: 8px;
  padding: 2px 10px;
  border-radius: 12px;
  font-size: 12px;
  font-weight: 500;
  color: ${(p) => (p.$muted ? v('color-text') : v('color-primary-contrast'))};
  background: ${(p) => (p.$muted ? v('color-surface-2') : v('color-primary'))};
  border: 1px solid ${v('color-divider')};
`;

/** The list card; rows render in the given order (callers sort). */
export function ListCard<T>({ title, actions, columns, rows, rowKey, emptyText, loading, error, testId, rowTestId }: ListCardProps<T>) {
  return (
    <Wrap data-testid={testId}>
      <Card aria-busy={loading || undefined}>
        <header>
          <h2>{title}</h2>
          {actions}
        </header>
        {error ? <Alert role="alert">{error}</Alert> : null}
        <Table>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.id} scope="col" className={c.kind === 'actions' ? 'actions' : undefined}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && !loading ? (
              <tr>
                <td className="empty" colSpan={columns.length}>
                  {emptyText}
                </td>
              </tr>
            ) : null}
            {rows.map((r) => (
              <tr key={rowKey(r)} data-testid={rowTestId}>
                {columns.map((c) => (
                  <td key={c.id} className={c.kind}>
                    {c.cell(r)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </Card>
    </Wrap>
  );
}
