/**
 * The frame of every dashboard part editor: a dialog with the part's form, Cancel and Apply. Apply stays disabled
 * while the form is invalid; the form shows its messages next to the fields.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Button } from '../../../../ui/button/button';
import { Dialog } from '../../../../ui/dialog/dialog';

export interface EditorDialogProps {
  title: ReactNode;
  valid: boolean;
  onApply(): void;
  onClose(): void;
  children: ReactNode;
  width?: number;
  testId: string;
  /** Label of the confirm button (Apply by default). */
  applyText?: string;
}

export function EditorDialog({
  title,
  valid,
  onApply,
  onClose,
  children,
  width = 640,
  testId,
  applyText,
}: EditorDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      width={width}
      testId={testId}
      actions={
        <>
          <Button $variant="text" onClick={onClose} data-testid={`${testId}-cancel`}>
            {t('action.cancel')}
          </Button>
          <Button $variant="filled" disabled={!valid} onClick={onApply} data-testid={`${testId}-apply`}>
            {applyText ?? t('action.apply')}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
