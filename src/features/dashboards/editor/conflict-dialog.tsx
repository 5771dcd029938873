/** The dashboard was saved by someone else while it was being edited: reload theirs, overwrite, or keep editing. */
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';

export type ConflictChoice = 'reload' | 'overwrite' | 'keep';

export function ConflictDialog({ onResult }: { onResult(choice: ConflictChoice): void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onResult('keep')}
      role="alertdialog"
      width={560}
      title={t('dashboard.conflict-title')}
      testId="edit-conflict"
      actions={
        <>
          <Button $variant="text" onClick={() => onResult('reload')} data-testid="conflict-reload">
            {t('dashboard.conflict-reload')}
          </Button>
          <Button $variant="outlined" onClick={() => onResult('overwrite')} data-testid="conflict-overwrite">
            {t('dashboard.conflict-overwrite')}
          </Button>
          <Button onClick={() => onResult('keep')} data-testid="conflict-keep">
            {t('dashboard.conflict-keep')}
          </Button>
        </>
      }
    >
      {t('dashboard.conflict-text')}
    </Dialog>
  );
}
