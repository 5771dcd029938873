/**
 * Change password (POST /api/auth/changePassword through the session, which stores the answered
 * tokens): current password, new password twice; the two new ones must match.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { getSession } from '../../session/session';
import { Button } from '../../ui/button/button';
import { Dialog } from '../../ui/dialog/dialog';
import { PasswordField } from '../../ui/password-field/password-field';
import { FormError } from './profile-styles';
import { useFormSubmit } from '../../ui/dialog/use-form-submit';

/** The dialog; `onDone(true)` after a successful change. */
export function ChangePasswordDialog({ onDone }: { onDone(changed: boolean): void }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const { busy, error, run } = useFormSubmit((err) =>
    err instanceof Error && err.message ? err.message : t('profile.change-password-failed'),
  );
  const mismatch = !!repeat && next !== repeat;
  const valid = !!current && !!next && next === repeat;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid || busy) return;
    if (await run(() => getSession().changePassword(current, next))) onDone(true);
  };

  return (
    <Dialog
      open
      onOpenChange={() => onDone(false)}
      title={t('profile.change-password')}
      testId="change-password-dialog"
      width={440}
      actions={
        <>
          <Button $variant="text" onClick={() => onDone(false)}>
            {t('action.cancel')}
          </Button>
          <Button
            type="submit"
            form="change-password-form"
            disabled={!valid || busy}
            data-testid="change-password-submit"
          >
            {t('profile.change-password')}
          </Button>
        </>
      }
    >
      <form id="change-password-form" onSubmit={submit} noValidate>
        {error ? <FormError role="alert">{error}</FormError> : null}
        <PasswordField
          showLabel={t('login.show-password')}
          hideLabel={t('login.hide-password')}
          label={t('profile.current-password')}
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          autoComplete="current-password"
          required
        />
        <PasswordField
          showLabel={t('login.show-password')}
          hideLabel={t('login.hide-password')}
          label={t('profile.new-password')}
          value={next}
          onChange={(e) => setNext(e.target.value)}
          autoComplete="new-password"
          required
        />
        <PasswordField
          showLabel={t('login.show-password')}
          hideLabel={t('login.hide-password')}
          label={t('profile.new-password-again')}
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
          autoComplete="new-password"
          required
          error={mismatch ? t('login.passwords-mismatch-error') : undefined}
        />
      </form>
    </Dialog>
  );
}
