/** The round toolbar button of the dashboard toolbar and its popovers. */
import styled from 'styled-components';

export const ToolButton = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-width: 36px;
  height: 36px;
  padding: 0 8px;
  border: 0;
  border-radius: 18px;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  max-width: 280px;
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &:hover,
  &:focus-visible {
    outline: none;
    background: color-mix(in srgb, currentColor 10%, transparent);
  }
`;
