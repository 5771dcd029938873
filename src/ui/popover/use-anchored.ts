/**
 * Floating-ui setup shared by every anchored overlay of src/ui (select lists, autocompletes, tooltips, panels):
 * `strategy: 'fixed'` (offsetParent is hidden inside shadow trees), flip/shift, optional width match.
 */
import { autoUpdate, flip, offset, shift, size, useFloating, type Placement } from '@floating-ui/react';
import { mirrorPlacement, useDirection } from '../direction';

export interface AnchoredOptions {
  open: boolean;
  onOpenChange(open: boolean): void;
  placement?: Placement;
  /** Make the floating element at least as wide as its anchor (list popovers). */
  matchWidth?: boolean;
  /** Gap between anchor and floating element, px. */
  gap?: number;
  /** Cap the floating element's height to the free space (scrolls inside). */
  maxHeight?: number;
  /** The element covers the viewport (full-screen panels on small screens): no size limits are written. */
  fullScreen?: boolean;
}

/** useFloating with the house defaults; a 'left'/'right' placement swaps sides right to left. */
export function useAnchored({
  open,
  onOpenChange,
  placement = 'bottom-start',
  matchWidth,
  gap = 4,
  maxHeight,
  fullScreen,
}: AnchoredOptions) {
  const dir = useDirection();
  return useFloating({
    open,
    onOpenChange,
    placement: mirrorPlacement(placement, dir),
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(gap),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      size({
        padding: 8,
        apply({ rects, availableHeight, elements }) {
          if (fullScreen) return;
          if (matchWidth) elements.floating.style.minWidth = `${rects.reference.width}px`;
          const cap = maxHeight ? Math.min(maxHeight, availableHeight) : availableHeight;
          elements.floating.style.maxHeight = `${Math.max(120, cap)}px`;
        },
      }),
    ],
  });
}
