/**
 * The `loginError` startup dialog: titled with the login error text, a close button, not dismissible otherwise.
 * Its own chunk: only a start URL with `loginError` shows it, so the console's first paint does not carry the dialog
 * and its positioning library.
 */
import { useTranslation } from '../i18n/use-translation';
import { Button } from '../ui/button/button';
import { Dialog } from '../ui/dialog/dialog';

export function LoginErrorDialog({ message, onClose }: { message: string; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onOpenChange={() => undefined}
      dismissible={false}
      role="alertdialog"
      title={t('login.error')}
      testId="login-error-dialog"
      actions={<Button onClick={onClose}>{t('action.close')}</Button>}
    >
      {message}
    </Dialog>
  );
}
