/**
 * Tooltip shown on hover and keyboard focus of its trigger, portalled into the shadow root. The trigger gets
 * `aria-describedby` pointing at the tooltip while it shows (floating-ui's useRole; ids stay inside one root).
 * `open` forces it visible (the copy button's 'copied' feedback).
 */
import {
  FloatingPortal,
  autoUpdate,
  flip,
  offset,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { cloneElement, isValidElement, useState, type ReactElement, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { mirrorPlacement, useDirection } from '../direction';
import { useDomRoot } from '../dom-root';

export interface TooltipProps {
  content: ReactNode;
  /** One element that accepts a ref and DOM props. */
  children: ReactElement;
  placement?: Placement;
  /** Controlled visibility; when set, hover and focus no longer change it. */
  open?: boolean;
  /** Hover delay before showing, ms. */
  delay?: number;
}

const Tip = styled.div`
  z-index: 1200;
  max-width: 280px;
  padding: 6px 8px;
  border-radius: 4px;
  font-size: 12px;
  line-height: 1.35;
  color: #fff;
  background: rgba(50, 50, 50, 0.94);
  pointer-events: none;
`;

export function Tooltip({ content, children, placement = 'bottom', open: forced, delay = 300 }: TooltipProps) {
  const { portalRoot } = useDomRoot();
  const [hovered, setHovered] = useState(false);
  const open = forced ?? hovered;
  const dir = useDirection();
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setHovered,
    placement: mirrorPlacement(placement, dir),
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [offset(6), flip(), shift({ padding: 6 })],
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { delay: { open: delay, close: 0 }, enabled: forced === undefined }),
    useFocus(context, { enabled: forced === undefined }),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ]);
  const childProps = (isValidElement(children) ? children.props : {}) as Record<string, unknown> & {
    ref?: Ref<Element>;
  };
  const ref = useMergeRefs([refs.setReference, childProps.ref]);
  if (!isValidElement(children)) return children;
  const trigger = cloneElement(
    children as ReactElement<Record<string, unknown>>,
    getReferenceProps({ ...childProps, ref }),
  );
  return (
    <>
      {trigger}
      {open && portalRoot && content ? (
        <FloatingPortal root={portalRoot}>
          <Tip ref={refs.setFloating} style={floatingStyles} {...getFloatingProps()}>
            {content}
          </Tip>
        </FloatingPortal>
      ) : null}
    </>
  );
}
