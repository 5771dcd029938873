/**
 * Confirm and alert dialogs: a title, an HTML message sanitised with DOMPurify,
 * and Cancel/OK (confirm) or OK (alert). Texts come in as props (src/ui gets feature strings from callers).
 */
import DOMPurify from 'dompurify';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../button/button';
import { Dialog } from './dialog';

const Message = styled.div`
  line-height: 1.5;
  p:first-child {
    margin-top: 0;
  }
`;

/** Sanitised HTML (scripts, handlers and javascript: URLs removed). */
export function SafeHtml({ html }: { html: string }) {
  return <Message dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}

interface BaseProps {
  open: boolean;
  title: ReactNode;
  /** HTML; sanitised before rendering. */
  message?: string;
  /** Extra content under the message. */
  children?: ReactNode;
  okLabel: string;
  testId?: string;
  /** False: Escape and outside clicks do nothing. Default true. */
  dismissible?: boolean;
}

/** Confirm: resolves true on OK, false on Cancel, Escape or an outside click. */
export function ConfirmDialog(props: BaseProps & { cancelLabel: string; onResult(ok: boolean): void }) {
  const {
    open,
    title,
    message,
    children,
    okLabel,
    cancelLabel,
    onResult,
    testId = 'confirm-dialog',
    dismissible = true,
  } = props;
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onResult(false)}
      title={title}
      role="alertdialog"
      dismissible={dismissible}
      testId={testId}
      actions={
        <>
          <Button $variant="text" onClick={() => onResult(false)} data-testid={`${testId}-cancel`}>
            {cancelLabel}
          </Button>
          <Button onClick={() => onResult(true)} data-testid={`${testId}-ok`}>
            {okLabel}
          </Button>
        </>
      }
    >
      {message ? <SafeHtml html={message} /> : null}
      {children}
    </Dialog>
  );
}

/** Alert: one button; `onClose` on OK (and on Escape when dismissible). */
export function AlertDialog(props: BaseProps & { onClose(): void; icon?: ReactNode }) {
  const { open, title, message, children, okLabel, onClose, testId = 'alert-dialog', dismissible = true, icon } = props;
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={title}
      role="alertdialog"
      dismissible={dismissible}
      testId={testId}
      actions={
        <Button onClick={onClose} data-testid={`${testId}-ok`}>
          {okLabel}
        </Button>
      }
    >
      {icon}
      {message ? <SafeHtml html={message} /> : null}
      {children}
    </Dialog>
  );
}
