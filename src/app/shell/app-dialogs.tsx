/**
 * The console's shared dialogs with their texts: forbidden (sign-in button that
 * logs out) plus translated confirm/alert. ThingsBoard 3.3.1 also defines a "coming soon" dialog and a "permission
 * denied" alert but never opens either (every page exists; a 403 shows the forbidden dialog), so the console has
 * neither.
 */
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { getSession } from '../../session/session';
import { Button } from '../../ui/button/button';
import { Dialog } from '../../ui/dialog/dialog';
import { useDialogs } from '../../ui/dialog/dialog-service';
import { lazyComponent, LazyRender } from '../../ui/lazy/lazy-component';

/** Dialog helpers of the console. */
// The sanitizer (DOMPurify) loads with the first forbidden dialog, not with every panel's first chunk.
const SafeHtml = lazyComponent(() => import('../../ui/dialog/message-dialogs').then((m) => m.SafeHtml));

export interface AppDialogs {
  confirm(title: string, message?: string): Promise<boolean>;
  alert(title: string, message?: string): Promise<void>;
  /** Resolves true when the user chose to sign in again (they are then logged out). */
  forbidden(): Promise<boolean>;
}

let forbiddenOpen: Promise<boolean> | null = null;

/** Console dialogs for the calling element. */
export function useAppDialogs(): AppDialogs {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  return useMemo<AppDialogs>(
    () => ({
      confirm: (title, message) =>
        dialogs.confirm({ title, message, okLabel: t('action.ok'), cancelLabel: t('action.cancel') }),
      alert: (title, message) => dialogs.alert({ title, message, okLabel: t('action.ok') }),
      forbidden: () => {
        // One at a time: a burst of 403s or blocked navigations shows a single dialog.
        forbiddenOpen ??= dialogs
          .open<boolean>((close) => (
            <Dialog
              open
              onOpenChange={() => close(false)}
              title={t('access.access-forbidden')}
              role="alertdialog"
              testId="forbidden-dialog"
              actions={
                <Button onClick={() => close(true)} data-testid="forbidden-sign-in">
                  {t('login.login')}
                </Button>
              }
            >
              <LazyRender lazy={SafeHtml} props={{ html: t('access.access-forbidden-text') }} />
            </Dialog>
          ))
          .then((signIn) => {
            forbiddenOpen = null;
            if (signIn) void getSession().logout();
            return signIn;
          });
        return forbiddenOpen;
      },
    }),
    [dialogs, t],
  );
}
