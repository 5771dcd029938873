/**
 * Listbox pieces shared by Select and Autocomplete: the floating list and its options. Focus stays on the
 * trigger/input, which points at the active option with aria-activedescendant (the ARIA combobox pattern).
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FloatingSurface } from '../popover/popover';
import { v } from '../theme/tokens';

export const ListPanel = styled(FloatingSurface).attrs({ role: 'listbox' })`
  padding: 6px 0;
  margin: 0;
  min-width: 160px;
`;

export const OptionRow = styled.div<{ $active?: boolean; $selected?: boolean; $muted?: boolean }>`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  padding: 4px 16px;
  cursor: ${(p) => (p.$muted ? 'default' : 'pointer')};
  color: ${(p) => (p.$muted ? v('color-text-secondary') : p.$selected ? v('color-primary') : v('color-text'))};
  font-style: ${(p) => (p.$muted ? 'italic' : 'normal')};
  background: ${(p) => (p.$active ? 'color-mix(in srgb, currentColor 10%, transparent)' : 'transparent')};
  user-select: none;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Render `text` with the first case-insensitive occurrence of `query` in bold (autocomplete highlight). */
export function Highlight({
  text,
  query,
  prefixOnly,
}: {
  text: string;
  query: string;
  prefixOnly?: boolean;
}): ReactNode {
  const q = query.trim();
  if (!q) return text;
  const at = text.toLowerCase().indexOf(q.toLowerCase());
  if (at < 0 || (prefixOnly && at > 0)) return text;
  // One span: inside a flex option row, loose text pieces would each become a flex item, spaced apart by the gap.
  return (
    <span>
      {text.slice(0, at)}
      <b data-highlight="">{text.slice(at, at + q.length)}</b>
      {text.slice(at + q.length)}
    </span>
  );
}

/** Move an active index by `delta` over `count` items, wrapping; -1 stays -1 only when count is 0. */
export function stepIndex(index: number, delta: number, count: number): number {
  if (count === 0) return -1;
  if (index < 0) return delta > 0 ? 0 : count - 1;
  return (index + delta + count) % count;
}
