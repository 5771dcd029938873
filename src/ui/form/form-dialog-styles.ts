/**
 * Layout pieces of form dialogs and editors: a grid of as many columns as fit (`$min` px wide each), and a labelled
 * text area (caption above, outlined box, primary-coloured focus ring).
 */
import styled from 'styled-components';
import { v } from '../theme/tokens';

/** Columns of at least `$min` px (220); cells align to their top unless `$alignStart` is false. */
export const ColumnsGrid = styled.div<{ $min?: number; $alignStart?: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${(p) => p.$min ?? 220}px, 1fr));
  gap: 0 16px;
  align-items: ${(p) => (p.$alignStart === false ? 'normal' : 'start')};
`;

/** A caption above an outlined text area (min height `$minHeight` px, 72). */
export const TextAreaLabel = styled.label<{ $minHeight?: number }>`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 12px;
  font-size: 12px;
  color: ${v('color-text-secondary')};
  & > textarea {
    font: inherit;
    font-size: 15px;
    min-height: ${(p) => p.$minHeight ?? 72}px;
    padding: 10px 12px;
    resize: vertical;
    color: ${v('color-text')};
    background: ${v('color-surface')};
    border: 1px solid ${v('color-divider')};
    border-radius: 4px;
  }
  & > textarea:focus {
    outline: none;
    border-color: ${v('color-primary')};
    box-shadow: 0 0 0 1px ${v('color-primary')};
  }
`;
