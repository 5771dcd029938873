/** Styles of the code editor frame: header, toolbar, editor area, bottom-left error toast. */
import styled, { css } from 'styled-components';
import { v } from '../theme/tokens';

export const Frame = styled.div<{ $full: boolean; $fill?: boolean }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  margin-bottom: 8px;
  ${(p) => p.$fill && 'flex: 1; min-height: 0;'}
  ${(p) =>
    p.$full &&
    css`
      position: fixed;
      inset: 0;
      z-index: 1050;
      margin: 0;
      padding: 8px 16px 16px;
      background: ${v('color-surface')};
    `}
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  min-height: 40px;
  & > label {
    flex: 1;
    font-size: 13px;
    color: ${v('color-text-secondary')};
  }
`;

export const ToolButton = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  height: 30px;
  padding: 0 8px;
  font: inherit;
  font-size: 13px;
  font-weight: 500;
  border: none;
  border-radius: 4px;
  color: ${v('color-primary')};
  background: transparent;
  cursor: pointer;
  &:hover:not(:disabled),
  &:focus-visible {
    outline: none;
    background: color-mix(in srgb, currentColor 10%, transparent);
  }
  &:disabled {
    opacity: 0.45;
    cursor: default;
  }
`;

export const Area = styled.div<{ $minHeight: number; $invalid: boolean; $full: boolean }>`
  position: relative;
  flex: ${(p) => (p.$full ? 1 : 'none')};
  height: ${(p) => (p.$full ? 'auto' : `${p.$minHeight}px`)};
  min-height: ${(p) => p.$minHeight}px;
  resize: ${(p) => (p.$full ? 'none' : 'vertical')};
  overflow: hidden;
  border: 1px solid ${(p) => (p.$invalid ? v('color-warn') : v('color-divider'))};
  border-radius: 4px;
  background: ${v('color-surface')};
  &:focus-within {
    border-color: ${(p) => (p.$invalid ? v('color-warn') : v('color-primary'))};
  }
`;

export const Fallback = styled.div`
  padding: 12px;
  color: ${v('color-text-secondary')};
`;

export const ErrorToast = styled.div`
  position: absolute;
  inset-inline-start: 8px;
  bottom: 8px;
  z-index: 5;
  max-width: calc(100% - 16px);
  padding: 8px 12px;
  border-radius: 4px;
  font-size: 13px;
  color: #fff;
  background: ${v('color-warn')};
  box-shadow: ${v('shadow-4')};
  white-space: pre-wrap;
  word-break: break-word;
`;

/** Fixed text around the editor (the JS function editor's header line and closing brace). */
export const CodeLine = styled.div`
  padding: 4px 8px;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 13px;
  color: ${v('color-text-secondary')};
`;
