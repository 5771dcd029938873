/** Styles of the widget library page (cards of widget types, 3 columns on wide screens). */
import styled from 'styled-components';
import { IconButton } from '../../../ui/button/button';
import { v } from '../../../ui/theme/tokens';

export const LibraryPage = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 16px 24px 24px;
  min-height: 100%;
  box-sizing: border-box;
  color: ${v('color-text')};
`;

export const LibraryHeader = styled.header`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 40px;
`;

export const LibraryTitle = styled.h1`
  margin: 0;
  font-size: 20px;
  font-weight: 500;
`;

export const ReadOnlyChip = styled.span`
  font-size: 12px;
  padding: 2px 10px;
  border-radius: 12px;
  background: ${v('color-surface-2')};
  color: ${v('color-text-secondary')};
`;

export const Note = styled.p`
  margin: 16px 0;
  color: ${v('color-text-secondary')};
`;

export const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: 16px;
  @media (min-width: 1280px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  border-radius: 6px;
  background: ${v('color-surface')};
  box-shadow: ${v('shadow-1')};
  overflow: hidden;
  &:hover {
    box-shadow: 0 2px 8px rgba(0, 0, 0, 0.18);
  }
`;

export const CardBody = styled.button`
  all: unset;
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 0 0 14px;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${v('color-focus')};
    outline-offset: -3px;
  }
`;

export const Preview = styled.div`
  height: 150px;
  display: grid;
  place-items: center;
  background: ${v('color-surface-2')};
  border-bottom: 1px solid ${v('color-divider')};
  color: ${v('color-text-secondary')};
  font-size: 40px;
  font-weight: 300;
  & img {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }
`;

export const CardName = styled.span`
  padding: 4px 16px 0;
  padding-inline-end: 48px;
  font-size: 16px;
  font-weight: 500;
`;

export const CardMeta = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  padding: 0 16px;
  font-size: 13px;
  color: ${v('color-text-secondary')};
`;

const KIND_COLORS: Record<string, string> = {
  timeseries: '#1976d2',
  latest: '#2e7d32',
  rpc: '#6a1b9a',
  alarm: '#c62828',
  static: '#546e7a',
};

export const KindBadge = styled.span<{ $kind: string }>`
  font-size: 12px;
  font-weight: 500;
  padding: 1px 8px;
  border-radius: 10px;
  color: #fff;
  background: ${(p) => KIND_COLORS[p.$kind] ?? '#546e7a'};
`;

export const CardActions = styled.div`
  position: absolute;
  inset-inline-end: 4px;
  top: 154px;
`;

export const CardDelete = styled(IconButton)`
  color: ${v('color-text-secondary')};
`;
