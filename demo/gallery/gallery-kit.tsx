/** Building blocks of the control gallery: a card per control and a tiny state holder for live demos. */
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { v } from '../../src/ui/theme/tokens';

export const Section = styled.section`
  margin-bottom: 28px;
  & > h2 {
    margin: 0 0 12px;
    font-size: 18px;
    font-weight: 500;
    color: ${v('color-text')};
  }
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(340px, 1fr));
  gap: 16px;
  align-items: start;
`;

const Box = styled.article<{ $wide?: boolean }>`
  grid-column: ${(p) => (p.$wide ? '1 / -1' : 'auto')};
  min-width: 0;
  padding: 12px 16px 8px;
  border-radius: 8px;
  background: ${v('color-surface')};
  box-shadow: ${v('shadow-1')};
  color: ${v('color-text')};
  & > header {
    display: flex;
    flex-direction: column;
    gap: 2px;
    margin-bottom: 12px;
  }
  & > header > h3 {
    margin: 0;
    font-size: 14px;
    font-weight: 500;
  }
  & > header > code {
    font-size: 11px;
    color: ${v('color-text-secondary')};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

/** Stacks small inline controls (checkbox, toggle) one per line. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
  margin-bottom: 8px;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin-bottom: 8px;
`;

/** One control: its name, its source folder, and the live control. */
export function Card({
  title,
  file,
  wide,
  children,
}: {
  title: string;
  file: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Box $wide={wide} data-card={title}>
      <header>
        <h3>{title}</h3>
        <code>src/ui/{file}</code>
      </header>
      {children}
    </Box>
  );
}

/** Holds one value for a live demo: `<Live initial={x}>{(value, set) => …}</Live>`. */
export function Live<T>({ initial, children }: { initial: T; children(value: T, set: (value: T) => void): ReactNode }) {
  const [value, setValue] = useState(initial);
  return <>{children(value, setValue)}</>;
}
