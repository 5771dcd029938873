/** A small yes/no confirmation on top of a part editor (deleting a state, an alias, a filter). */
import { useTranslation } from '../../../../i18n/use-translation';
import { Button } from '../../../../ui/button/button';
import { Dialog } from '../../../../ui/dialog/dialog';

export interface ConfirmDialogProps {
  title: string;
  text: string;
  onYes(): void;
  onNo(): void;
}

export function ConfirmDialog({ title, text, onYes, onNo }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      role="alertdialog"
      onOpenChange={(open) => (open ? undefined : onNo())}
      title={title}
      width={420}
      testId="editor-confirm"
      actions={
        <>
          <Button $variant="text" onClick={onNo} data-testid="editor-confirm-no">
            {t('action.no')}
          </Button>
          <Button $variant="filled" onClick={onYes} data-testid="editor-confirm-yes">
            {t('action.yes')}
          </Button>
        </>
      }
    >
      <p>{text}</p>
    </Dialog>
  );
}
