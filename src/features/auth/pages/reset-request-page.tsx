/**
 * login/resetPasswordRequest: submitted on submit only; on a valid email the input
 * is disabled, the button locked, and the success toast 'login.password-link-sent-message' shows. Cancel goes back
 * to login.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router-dom';
import { requestPasswordReset } from '../../../api/auth';
import { isEmail } from '../../../lib/email';
import { Button } from '../../../ui/button/button';
import { TextField } from '../../../ui/text-field/text-field';
import { useToast } from '../../../ui/toast/toast-context';
import { Actions, Brand, Card, Heading, Page, Subtitle } from '../login-layout';

/** Long enough to read; the locked form keeps saying it afterwards. */
const SENT_TOAST_MS = 5000;

export function ResetRequestPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [sent, setSent] = useState(false);
  const toast = useToast();
  const { register, handleSubmit, formState } = useForm<{ email: string }>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { email: '' },
  });
  const locked = sent || formState.isSubmitting;

  const onSubmit = handleSubmit(async ({ email }) => {
    await requestPasswordReset(email.trim()).catch(() => undefined);
    setSent(true);
    toast.show({ message: t('login.password-link-sent-message'), type: 'success', duration: SENT_TOAST_MS });
  });

  return (
    <Page>
      <Card>
        <Brand t={t} />
        <Heading>{t('login.request-password-reset')}</Heading>
        <Subtitle>{t('login.request-password-reset-hint')}</Subtitle>
        <form noValidate onSubmit={onSubmit}>
          <TextField
            label={t('login.email')}
            type="email"
            autoComplete="email"
            required
            autoFocus
            disabled={locked}
            error={formState.errors.email?.message}
            {...register('email', {
              required: t('user.email-required'),
              validate: (value) => isEmail(value) || t('user.invalid-email-format'),
            })}
          />
          <Actions>
            <Button $variant="text" onClick={() => navigate('/login')}>
              {t('action.cancel')}
            </Button>
            <Button type="submit" disabled={locked} data-testid="reset-request-submit">
              {t('login.request-password-reset')}
            </Button>
          </Actions>
        </form>
      </Card>
    </Page>
  );
}
