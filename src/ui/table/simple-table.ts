/**
 * The one table style of the console for small tables that are not entity lists (editor rows, event rows, key
 * mappings, widget types): full width, collapsed borders, secondary-coloured 12 px headers, divider lines under
 * every row, and `start`/`center`/`end` cell classes. Features extend it (`styled(SimpleTable)`) with what is
 * their own (row height, sticky head, inputs), never with a table style of their own.
 */
import styled from 'styled-components';
import { v } from '../theme/tokens';

export const SimpleTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  color: ${v('color-text')};
  & th {
    text-align: start;
    font-size: 12px;
    font-weight: 500;
    color: ${v('color-text-secondary')};
    padding: 8px;
    border-bottom: 1px solid ${v('color-divider')};
  }
  & td {
    padding: 4px 8px;
    text-align: start;
    border-bottom: 1px solid ${v('color-divider')};
    vertical-align: middle;
  }
  & th.center,
  & td.center {
    text-align: center;
  }
  & th.end,
  & td.end {
    text-align: end;
    white-space: nowrap;
  }
`;
