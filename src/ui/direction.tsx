/**
 * The writing direction an element renders in ('rtl' for Persian), provided by the element shell. Layout follows
 * it through CSS (logical properties, `dir` on the element's root); this context is for the few decisions made in
 * code: popover sides, pointer maths of drag handles.
 */
import { createContext, useContext } from 'react';

export type Direction = 'ltr' | 'rtl';

const DirectionContext = createContext<Direction>('ltr');

export const DirectionProvider = DirectionContext.Provider;

export function useDirection(): Direction {
  return useContext(DirectionContext);
}

/** True when `el` is laid out right to left (the computed `direction`, inherited through shadow roots). */
export function isRtl(el: Element | null | undefined): boolean {
  return !!el && getComputedStyle(el).direction === 'rtl';
}

/**
 * Left/Right arrow keys by reading direction, as the ARIA practices ask for horizontal widgets (tabs, toolbars,
 * trees): 'next' is ArrowRight left to right and ArrowLeft right to left. Other keys give null.
 */
export function inlineArrow(key: string, el: Element | null | undefined): 'next' | 'prev' | null {
  if (key !== 'ArrowRight' && key !== 'ArrowLeft') return null;
  return (key === 'ArrowRight') !== isRtl(el) ? 'next' : 'prev';
}

/**
 * A floating-ui placement for the direction: right to left, 'left…' and 'right…' swap sides. ('…-start' and
 * '…-end' alignments need nothing: floating-ui already aligns them by the floating element's direction.)
 */
export function mirrorPlacement<P extends string>(placement: P, dir: Direction): P {
  if (dir !== 'rtl') return placement;
  return placement.replace(/^(left|right)/, (side) => (side === 'left' ? 'right' : 'left')) as P;
}
