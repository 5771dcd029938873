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
