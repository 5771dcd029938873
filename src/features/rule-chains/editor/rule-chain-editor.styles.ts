/** Layout of the editor: toolbar, optional draft banner, then library | canvas | details. */
import styled from 'styled-components';
import { v } from '../../../ui/theme/tokens';

export const Root = styled.div`
  position: relative;
  display: grid;
  grid-template-rows: auto auto minmax(0, 1fr);
  height: 100%;
  min-height: 480px;
  background: ${v('color-bg')};
  color: ${v('color-text')};
`;

export const Body = styled.div<{ $details: boolean }>`
  display: grid;
  grid-template-columns: 236px minmax(0, 1fr) ${(p) => (p.$details ? 'min(460px, 42%)' : '0px')};
  min-height: 0;
  @media (max-width: 720px) {
    grid-template-columns: 0 minmax(0, 1fr) ${(p) => (p.$details ? '100%' : '0px')};
  }
`;

export const CanvasArea = styled.div`
  position: relative;
  min-width: 0;
  min-height: 0;
  outline: none;
  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${v('color-focus')};
  }
`;

export const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 2px;
  min-height: 52px;
  padding-block: 4px;
  padding-inline: 16px 8px;
  background: ${v('color-surface')};
  border-bottom: 1px solid ${v('color-divider')};
  box-shadow: ${v('shadow-1')};
  z-index: 2;
  overflow-x: auto;
`;

export const Name = styled.h2`
  margin: 0;
  font-size: 18px;
  font-weight: 500;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const Dirty = styled.span`
  margin-inline-start: 8px;
  padding: 1px 8px;
  border-radius: 10px;
  font-size: 11px;
  font-weight: 600;
  color: #fff;
  background: ${v('color-accent')};
  white-space: nowrap;
`;

export const Sep = styled.span`
  width: 1px;
  height: 24px;
  margin: 0 6px;
  background: ${v('color-divider')};
`;

export const Shortcut = styled.span`
  display: flex;
  gap: 10px;
  align-items: center;
  kbd {
    min-width: 110px;
    font-family: inherit;
    font-size: 12px;
    font-weight: 600;
    color: ${v('color-primary')};
  }
`;

export const Banner = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 16px;
  background: color-mix(in srgb, ${v('color-accent')} 18%, ${v('color-surface')});
  border-bottom: 1px solid ${v('color-divider')};
  span {
    flex: 1;
  }
`;

export const Details = styled.aside`
  min-width: 0;
  overflow: auto;
  background: ${v('color-surface')};
  border-inline-start: 1px solid ${v('color-divider')};
`;

export const DetailsHead = styled.header`
  display: flex;
  align-items: center;
  gap: 8px;
  padding-block: 8px 0;
  padding-inline: 16px 8px;
  h3 {
    flex: 1;
    margin: 0;
    font-size: 16px;
    font-weight: 500;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const Swatch = styled.span<{ $color: string }>`
  width: 12px;
  height: 12px;
  border-radius: 3px;
  background: ${(p) => p.$color};
  border: 1px solid rgba(0, 0, 0, 0.25);
`;

export const Center = styled.div`
  display: grid;
  place-items: center;
  height: 100%;
  min-height: 240px;
  padding: 24px;
  color: ${v('color-text-secondary')};
  text-align: center;
`;
