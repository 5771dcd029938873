/**
 * Two resizable panes with a draggable gutter (pointer) that is also a keyboard-operable separator (arrow keys
 * move it by 2 %, Home/End to the limits). `direction="vertical"` stacks the panes (a row-resize gutter);
 * `horizontal` puts them side by side. Sizes are percentages of the container.
 */
import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { isRtl } from '../direction';
import { v } from '../theme/tokens';

export interface SplitPaneProps {
  direction: 'horizontal' | 'vertical';
  /** Initial size of the first pane, percent (the second gets the rest). */
  initial: number;
  /** Smallest size of either pane, percent (default 10). */
  min?: number;
  /** Accessible name of the separator. */
  label: string;
  first: ReactNode;
  second: ReactNode;
  testId?: string;
}

/** Gutter thickness, px. */
export const GUTTER_PX = 8;

const Box = styled.div<{ $vertical: boolean }>`
  display: flex;
  flex-direction: ${(p) => (p.$vertical ? 'column' : 'row')};
  width: 100%;
  height: 100%;
  min-width: 0;
  min-height: 0;
`;

const Pane = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
  overflow: auto;
`;

const Gutter = styled.div<{ $vertical: boolean }>`
  flex: 0 0 ${GUTTER_PX}px;
  cursor: ${(p) => (p.$vertical ? 'row-resize' : 'col-resize')};
  touch-action: none;
  background: transparent;
  position: relative;
  &::after {
    content: '';
    position: absolute;
    ${(p) => (p.$vertical ? 'inset-inline-start: 0; inset-inline-end: 0; top: 3px; height: 2px;' : 'top: 0; bottom: 0; inset-inline-start: 3px; width: 2px;')}
    background: ${v('color-divider')};
    border-radius: 1px;
  }
  &:hover::after,
  &:focus-visible::after {
    background: ${v('color-primary')};
  }
  &:focus-visible {
    outline: none;
  }
`;

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

export function SplitPane({ direction, initial, min = 10, label, first, second, testId }: SplitPaneProps) {
  const vertical = direction === 'vertical';
  const [size, setSize] = useState(initial);
  const box = useRef<HTMLDivElement>(null);
  const set = (x: number) => setSize(clamp(Math.round(x * 10) / 10, min, 100 - min));

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!e.currentTarget.hasPointerCapture(e.pointerId) || !box.current) return;
    const r = box.current.getBoundingClientRect();
    // Right to left, the first pane is on the right: its size grows as the pointer moves left.
    const x = isRtl(box.current) ? r.right - e.clientX : e.clientX - r.left;
    set(vertical ? ((e.clientY - r.top) / r.height) * 100 : (x / r.width) * 100);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const rtl = isRtl(box.current);
    const back = vertical ? 'ArrowUp' : rtl ? 'ArrowRight' : 'ArrowLeft';
    const fwd = vertical ? 'ArrowDown' : rtl ? 'ArrowLeft' : 'ArrowRight';
    if (e.key === back) set(size - 2);
    else if (e.key === fwd) set(size + 2);
    else if (e.key === 'Home') set(min);
    else if (e.key === 'End') set(100 - min);
    else return;
    e.preventDefault();
  };
  const half = GUTTER_PX / 2;
  return (
    <Box ref={box} $vertical={vertical} data-testid={testId} data-split={direction}>
      <Pane style={{ flex: `0 0 calc(${size}% - ${half}px)` }} data-pane="first">
        {first}
      </Pane>
      <Gutter
        $vertical={vertical}
        role="separator"
        tabIndex={0}
        aria-label={label}
        aria-orientation={vertical ? 'horizontal' : 'vertical'}
        aria-valuenow={size}
        aria-valuemin={min}
        aria-valuemax={100 - min}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onKeyDown={onKeyDown}
        data-gutter=""
      />
      <Pane style={{ flex: `1 1 calc(${100 - size}% - ${half}px)` }} data-pane="second">
        {second}
      </Pane>
    </Box>
  );
}
