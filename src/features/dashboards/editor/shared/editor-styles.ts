/** Layout pieces shared by the part editors: the item table, form rows, error text. */
import styled from 'styled-components';
import { v } from '../../../../ui/theme/tokens';
import { SimpleTable } from '../../../../ui/table/simple-table';

export const Table = styled(SimpleTable)`
  & td {
    padding-block: 2px;
    height: 48px;
  }
  & td:last-child,
  & th:last-child {
    text-align: end;
    white-space: nowrap;
    width: 1%;
  }
`;

export const Empty = styled.p`
  margin: 16px 0;
  text-align: center;
  color: ${v('color-text-secondary')};
`;

export const Row = styled.div<{ $cols?: string }>`
  display: grid;
  grid-template-columns: ${(p) => p.$cols ?? '1fr 1fr'};
  gap: 0 12px;
  align-items: start;
`;

/** Form fields stacked; the fields keep their own space below for messages, so no gap is added. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  padding-top: 4px;
`;

export const ErrorText = styled.div`
  color: ${v('color-warn')};
  font-size: 12px;
  padding: 0 12px;
`;

export const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: 8px 0 0;
`;

export const Section = styled.fieldset`
  margin: 8px 0;
  padding: 8px 12px;
  border: 1px solid ${v('color-divider')};
  border-radius: 4px;
  display: flex;
  flex-direction: column;
  & > legend {
    padding: 0 4px;
    font-size: 13px;
    color: ${v('color-text-secondary')};
  }
`;

export const Caption = styled.div`
  font-size: 12px;
  color: ${v('color-text-secondary')};
  padding-block: 4px 0;
  padding-inline: 2px 0;
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
