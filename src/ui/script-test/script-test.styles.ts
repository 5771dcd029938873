/** Layout of the script test dialog: a tall body holding the split panes, and titled panes. */
import styled from 'styled-components';
import { v } from '../theme/tokens';

export const Body = styled.div`
  position: relative;
  height: min(72vh, 780px);
  min-height: 420px;
  color: ${v('color-text')};
`;

export const PaneBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-height: 0;
  height: 100%;
  padding: 4px 4px 0;
  overflow: auto;
`;

export const PaneTitle = styled.h3`
  margin: 0 0 4px;
  font-size: 14px;
  font-weight: 500;
  color: ${v('color-text-secondary')};
`;
