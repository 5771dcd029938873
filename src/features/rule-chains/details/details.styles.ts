/** Styles shared by the details panel parts. */
import styled from 'styled-components';
import { v } from '../../../ui/theme/tokens';
import { SimpleTable } from '../../../ui/table/simple-table';

export const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 12px 16px 16px;
  & > p {
    margin: 0 0 8px;
    font-size: 12px;
    color: ${v('color-text-secondary')};
  }
`;

export const Placeholder = styled.div`
  margin-top: 8px;
  padding: 16px;
  border-radius: 6px;
  border: 1px dashed ${v('color-warn')};
  color: ${v('color-warn')};
  font-weight: 500;
  word-break: break-all;
`;

export const Help = styled.div`
  padding: 12px 16px;
  color: ${v('color-text')};
  h3 {
    margin: 4px 0 8px;
    font-size: 16px;
    font-weight: 500;
    text-transform: capitalize;
  }
  p {
    margin: 0 0 8px;
    line-height: 1.5;
  }
  code {
    font-size: 12px;
    word-break: break-all;
    color: ${v('color-text-secondary')};
  }
`;

export const EventsTable = styled(SimpleTable)`
  font-size: 12px;
  th,
  td {
    padding-block: 6px;
    vertical-align: top;
  }
  th {
    position: sticky;
    top: 0;
    background: ${v('color-surface')};
  }
  pre {
    margin: 0;
    max-height: 120px;
    overflow: auto;
    font-size: 11px;
    white-space: pre-wrap;
    word-break: break-all;
  }
`;

export const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px 16px;
  color: ${v('color-text-secondary')};
  font-size: 12px;
`;
