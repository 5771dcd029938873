/** Styles of the widget type editor: a toolbar over a full-height workspace of split panes. */
import styled from 'styled-components';
import { v } from '../../../ui/theme/tokens';

export const EditorRoot = styled.div`
  display: flex;
  flex-direction: column;
  height: calc(100vh - 64px);
  min-height: 480px;
  box-sizing: border-box;
  color: ${v('color-text')};
  background: ${v('color-bg')};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  padding: 8px 16px;
  background: ${v('color-surface')};
  border-bottom: 1px solid ${v('color-divider')};
  & > div {
    margin: 0;
  }
`;

export const Workspace = styled.div`
  flex: 1;
  min-height: 0;
  padding: 8px;
`;

/** A pane whose tab panel (and the code editor in it) fills the height. */
export const Pane = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-height: 0;
  height: 100%;
  background: ${v('color-surface')};
  border-radius: 4px;
  box-shadow: ${v('shadow-1')};
  overflow: hidden;
  & > div {
    display: flex;
    flex-direction: column;
    flex: 1;
    min-height: 0;
  }
  & [role='tablist'] {
    overflow-x: auto;
    flex: none;
  }
  & [role='tabpanel'] {
    display: flex;
    flex-direction: column;
    flex: 1;
    min-height: 0;
    overflow: auto;
    padding: 4px 8px 8px;
  }
`;

export const PreviewHeader = styled.h2`
  flex: none;
  margin: 0;
  padding: 8px 12px 0;
  font-size: 16px;
  font-weight: 500;
`;

export const PreviewBox = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;
  margin: 4px 8px 8px;
  & > iframe {
    position: absolute;
    inset: 0;
  }
`;

export const PreviewError = styled.p`
  flex: none;
  margin: 0 8px 8px;
  padding: 8px 12px;
  border-radius: 4px;
  white-space: pre-wrap;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 12px;
  color: #fff;
  background: ${v('color-warn')};
`;

export const ResourceRow = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  & > div:first-child {
    flex: 1;
  }
`;

export const SizeRow = styled.div`
  display: flex;
  gap: 12px;
  padding: 8px 0;
  & > div {
    width: 140px;
  }
`;

export const ReadOnlyNote = styled.div`
  margin: 8px 0;
  padding: 0 4px;
  color: ${v('color-text-secondary')};
`;
