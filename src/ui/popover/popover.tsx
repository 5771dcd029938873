/**
 * Popover: a floating panel anchored to a trigger, portalled into the element's portal root.
 * Closes on Escape and outside press (floating-ui uses composedPath across the shadow boundary); optionally
 * traps focus (`modal`) for panel-like popovers such as the timewindow panel.
 */
import {
  FloatingFocusManager,
  FloatingPortal,
  useDismiss,
  useInteractions,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { useEffect, type CSSProperties, type ReactNode } from 'react';
import styled from 'styled-components';
import { useDomRoot } from '../dom-root';
import { v } from '../theme/tokens';
import { useAnchored } from './use-anchored';

export interface PopoverProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The element the popover hangs from. */
  anchor: Element | null;
  children: ReactNode;
  placement?: Placement;
  /** Trap focus inside (dialog-like panels). Default true. */
  modal?: boolean;
  /** Accessible name of the panel. */
  label?: string;
  testId?: string;
  style?: CSSProperties;
  /** Cap of the panel height, px (it never exceeds the free space either). */
  maxHeight?: number;
  /** Cover the whole viewport instead of hanging from the anchor (small screens). */
  fullScreen?: boolean;
}

const FULL_SCREEN: CSSProperties = {
  position: 'fixed',
  inset: 0,
  transform: 'none',
  width: '100%',
  height: '100%',
  maxHeight: 'none',
  borderRadius: 0,
};

/** The panel look shared by popovers, list boxes and menus. */
export const FloatingSurface = styled.div`
  z-index: 1100;
  background: ${v('color-surface')};
  color: ${v('color-text')};
  border-radius: 4px;
  box-shadow: ${v('shadow-4')};
  overflow: auto;
  outline: none;
`;

export function Popover({
  open,
  onOpenChange,
  anchor,
  children,
  placement,
  modal = true,
  label,
  testId,
  style,
  maxHeight,
  fullScreen,
}: PopoverProps) {
  const { portalRoot } = useDomRoot();
  const { refs, floatingStyles, context } = useAnchored({ open, onOpenChange, placement, maxHeight, fullScreen });
  useEffect(() => {
    refs.setReference(anchor);
  }, [anchor, refs]);
  const dismiss = useDismiss(context, { outsidePressEvent: 'mousedown' });
  const { getFloatingProps } = useInteractions([dismiss, useRole(context, { role: 'dialog' })]);
  if (!open || !portalRoot) return null;
  const panel = (
    <FloatingSurface
      ref={refs.setFloating}
      style={fullScreen ? { ...style, ...FULL_SCREEN } : { ...floatingStyles, ...style }}
      aria-label={label}
      data-testid={testId}
      data-fullscreen={fullScreen || undefined}
      {...getFloatingProps()}
    >
      {children}
    </FloatingSurface>
  );
  return (
    <FloatingPortal root={portalRoot}>
      {modal ? (
        <FloatingFocusManager context={context} modal={false} initialFocus={0} returnFocus>
          {panel}
        </FloatingFocusManager>
      ) : (
        panel
      )}
    </FloatingPortal>
  );
}
