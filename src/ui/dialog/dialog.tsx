/**
 * Modal dialog primitive: portals into the element's own portal root (never document.body), traps
 * focus inside the shadow root, closes on Escape and on an outside click unless `dismissible` is false.
 * Every dialog of the console (confirm, alert, forbidden, edit JSON, …) is built on it. Below 600 px a dialog
 * fills the screen, as ThingsBoard's full-screen dialogs do on phones; confirmations and alerts stay cards.
 */
import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useDomRoot } from '../dom-root';
import { v } from '../theme/tokens';

export interface DialogProps {
  open: boolean;
  /** Called with false when the user dismisses (Escape, outside click). */
  onOpenChange(open: boolean): void;
  title: ReactNode;
  children?: ReactNode;
  /** Action buttons, right-aligned at the bottom. */
  actions?: ReactNode;
  /** False: only the dialog's own buttons close it (e.g. the login-error dialog). */
  dismissible?: boolean;
  /** 'alertdialog' for confirmations and alerts. */
  role?: 'dialog' | 'alertdialog';
  width?: number;
  testId?: string;
}

const Overlay = styled(FloatingOverlay)<{ $full: boolean }>`
  display: grid;
  place-items: center;
  padding: 16px;
  background: rgba(0, 0, 0, 0.32);
  z-index: 1000;
  @media (max-width: 599px) {
    padding: ${(p) => (p.$full ? '0' : '16px')};
  }
`;

const Panel = styled.div<{ $width: number; $full: boolean }>`
  width: min(${(p) => p.$width}px, 100%);
  max-height: calc(100vh - 32px);
  @media (max-width: 599px) {
    ${(p) => (p.$full ? 'width: 100%; height: 100%; max-height: none; border-radius: 0;' : '')}
  }
  display: flex;
  flex-direction: column;
  border-radius: 6px;
  background: ${v('color-surface')};
  color: ${v('color-text')};
  box-shadow: 0 11px 15px -7px rgba(0, 0, 0, 0.2), 0 24px 38px 3px rgba(0, 0, 0, 0.14), 0 9px 46px 8px rgba(0, 0, 0, 0.12);
  outline: none;
`;

const Title = styled.h2`
  margin: 0;
  padding: 20px 24px 12px;
  font-size: 20px;
  font-weight: 500;
`;

const Body = styled.div`
  flex: 1 1 auto;
  padding: 0 24px 8px;
  overflow: auto;
  color: ${v('color-text-secondary')};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  padding: 12px 16px 16px;
`;

export function Dialog({
  open,
  onOpenChange,
  title,
  children,
  actions,
  dismissible = true,
  role = 'dialog',
  width = 480,
  testId,
}: DialogProps) {
  const { portalRoot } = useDomRoot();
  const titleId = useId();
  const { refs, context } = useFloating({ open, onOpenChange });
  const dismiss = useDismiss(context, { enabled: dismissible, outsidePressEvent: 'mousedown' });
  const { getFloatingProps } = useInteractions([dismiss, useRole(context, { role })]);
  if (!open || !portalRoot) return null;
  return (
    <FloatingPortal root={portalRoot}>
      <Overlay lockScroll $full={role === 'dialog'}>
        <FloatingFocusManager context={context} modal initialFocus={0}>
          <Panel
            part="dialog"
            ref={refs.setFloating}
            $width={width}
            $full={role === 'dialog'}
            data-fullscreen-small={role === 'dialog' || undefined}
            aria-labelledby={titleId}
            aria-modal="true"
            data-testid={testId}
            {...getFloatingProps()}
          >
            <Title id={titleId}>{title}</Title>
            {children ? <Body>{children}</Body> : null}
            {actions ? <Actions>{actions}</Actions> : null}
          </Panel>
        </FloatingFocusManager>
      </Overlay>
    </FloatingPortal>
  );
}
