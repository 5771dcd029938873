/** Layout pieces shared by the profile editor's sections (Material-like cards, grids, text areas). */
import styled from 'styled-components';
import { v } from '../../../ui/theme/tokens';

export { FormHint as Hint } from '../../../ui/form/form-fields';
export { ColumnsGrid as Grid, TextAreaLabel } from '../../../ui/form/form-dialog-styles';

export const Panel = styled.section`
  border: 1px solid ${v('color-divider')};
  border-radius: 6px;
  padding: 12px 16px 4px;
  margin-bottom: 16px;
  background: ${v('color-surface')};
  & > h3 {
    margin: 0 0 12px;
    font-size: 15px;
    font-weight: 500;
    color: ${v('color-text')};
    display: flex;
    align-items: center;
    gap: 8px;
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin-bottom: 8px;
`;

export const ErrorText = styled.p`
  margin: 0 0 12px;
  font-size: 13px;
  color: ${v('color-warn')};
`;

export const TabBody = styled.div`
  padding: 16px 0 0;
`;

/** A small uppercase caption above a group of controls. */
export const Caption = styled.div`
  font-size: 12px;
  font-weight: 500;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${v('color-text-secondary')};
  margin: 4px 0 8px;
`;
