/** A labelled, read-only block of pretty-printed JSON (or text) that scrolls and can be focused for keyboard scrolling. */
import { useId } from 'react';
import styled from 'styled-components';
import { v } from '../theme/tokens';

const Block = styled.section<{ $minHeight: number }>`
  margin: 0 0 16px;
  h3 {
    margin: 0 0 6px;
    font-size: 13px;
    font-weight: 500;
    color: ${v('color-text-secondary')};
  }
  pre {
    margin: 0;
    min-height: ${(p) => p.$minHeight}px;
    max-height: 360px;
    overflow: auto;
    padding: 12px;
    border-radius: 4px;
    font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    white-space: pre-wrap;
    word-break: break-word;
    color: ${v('color-text')};
    background: ${v('color-surface-2')};
    border: 1px solid ${v('color-divider')};
  }
`;

/** Pretty text of any value: JSON indented by 2, strings that hold JSON parsed first. */
export function prettyValue(value: unknown): string {
  if (typeof value === 'string') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  return value === undefined ? '' : JSON.stringify(value, null, 2);
}

export function JsonBlock({ label, value, minHeight = 0 }: { label: string; value: unknown; minHeight?: number }) {
  const id = useId();
  return (
    <Block $minHeight={minHeight}>
      <h3 id={id}>{label}</h3>
      <pre aria-labelledby={id} tabIndex={0}>
        {prettyValue(value)}
      </pre>
    </Block>
  );
}
