/** Styles of the node library panel. */
import styled from 'styled-components';
import { v } from '../../../ui/theme/tokens';

export const Panel = styled.nav`
  display: flex;
  flex-direction: column;
  gap: 2px;
  height: 100%;
  overflow: auto;
  padding: 8px;
  background: ${v('color-surface')};
  border-inline-end: 1px solid ${v('color-divider')};
  & > p {
    margin: 8px;
    font-size: 13px;
    color: ${v('color-text-secondary')};
  }
`;

export const Search = styled.label`
  display: flex;
  align-items: center;
  gap: 6px;
  margin-bottom: 6px;
  padding: 0 10px;
  height: 36px;
  border-radius: 18px;
  background: ${v('color-surface-2')};
  color: ${v('color-text-secondary')};
  input {
    flex: 1;
    min-width: 0;
    border: none;
    outline: none;
    background: transparent;
    font: inherit;
    color: ${v('color-text')};
  }
  &:focus-within {
    box-shadow: 0 0 0 2px ${v('color-focus')};
  }
`;

export const GroupHead = styled.button`
  display: flex;
  align-items: center;
  gap: 6px;
  width: 100%;
  padding: 8px 6px;
  border: none;
  background: transparent;
  font: inherit;
  font-size: 12px;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${v('color-text-secondary')};
  cursor: pointer;
  span {
    flex: 1;
    text-align: start;
  }
  small {
    font-weight: 400;
  }
  &:focus-visible {
    outline: 2px solid ${v('color-primary')};
    border-radius: 4px;
  }
`;

export const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 0 2px 8px;
`;

export const Item = styled.div<{ $color: string }>`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 6px 10px;
  border-radius: 6px;
  background: ${(p) => p.$color};
  color: rgba(0, 0, 0, 0.87);
  border: 1px solid rgba(0, 0, 0, 0.18);
  font-size: 12.5px;
  cursor: grab;
  user-select: none;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &:hover {
    box-shadow: 0 1px 4px rgba(0, 0, 0, 0.25);
  }
  &:focus-visible {
    outline: 2px solid ${v('color-primary')};
    outline-offset: 2px;
  }
`;
