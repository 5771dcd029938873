/**
 * The element's breakpoint (xs < 600, sm 600–959, md 960–1279, lg 1280–1919, xl ≥ 1920), measured on
 * the host element rather than the window so an embedded console lays out by the room it is given.
 */
import { useEffect, useState } from 'react';
import { useDomRoot } from '../../ui/dom-root';
import { breakpoints } from '../../ui/theme/tokens';

export type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** Breakpoint of a width in CSS pixels. */
export function breakpointOf(width: number): Breakpoint {
  if (width >= breakpoints.xl) return 'xl';
  if (width >= breakpoints.lg) return 'lg';
  if (width >= breakpoints.md) return 'md';
  if (width >= breakpoints.sm) return 'sm';
  return 'xs';
}

/** Host width and breakpoint, updated on resize. */
export function useHostSize(): { width: number; breakpoint: Breakpoint; wide: boolean } {
  const { host } = useDomRoot();
  const [width, setWidth] = useState(() => host.getBoundingClientRect().width || globalThis.innerWidth || 1280);
  useEffect(() => {
    const ro = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(entry.contentRect.width);
    });
    ro.observe(host);
    return () => ro.disconnect();
  }, [host]);
  const breakpoint = breakpointOf(width);
  return { width, breakpoint, wide: width >= breakpoints.md };
}
