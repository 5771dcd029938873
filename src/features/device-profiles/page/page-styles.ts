/** Styles of the interim list pages (card, toolbar, plain table, default chip). */
import styled from 'styled-components';
import { v } from '../../../ui/theme/tokens';

export const PageWrap = styled.div`
  padding: 16px;
`;

export const Card = styled.section`
  border-radius: 6px;
  background: ${v('color-surface')};
  box-shadow: ${v('shadow-1')};
  padding: 0 16px 8px;
`;

export const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 64px;
  & > h2 {
    flex: 1;
    margin: 0;
    font-size: 20px;
    font-weight: 500;
  }
`;

export const ListTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th {
    text-align: start;
    font-size: 12px;
    font-weight: 500;
    color: ${v('color-text-secondary')};
    padding: 8px;
    border-bottom: 1px solid ${v('color-divider')};
  }
  td {
    padding: 4px 8px;
    height: 44px;
    border-bottom: 1px solid ${v('color-divider')};
  }
  td.muted {
    color: ${v('color-text-secondary')};
  }
  td.actions {
    text-align: end;
    white-space: nowrap;
  }
  button.link {
    font: inherit;
    color: ${v('color-primary')};
    background: none;
    border: none;
    padding: 4px 0;
    cursor: pointer;
    text-align: start;
  }
  button.link:focus-visible {
    outline: 2px solid ${v('color-focus')};
  }
  tbody tr:hover {
    background: ${v('color-surface-2')};
  }
`;

export const DefaultChip = styled.span`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 12px;
  font-size: 12px;
  font-weight: 500;
  color: ${v('color-primary-contrast')};
  background: ${v('color-primary')};
`;
