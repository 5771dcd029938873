/**
 * login/resetPassword, login/resetExpiredPassword and login/createPassword: two passwords that
 * must match (else the error toast 'login.passwords-mismatch-error'), then the reset or activation call; its token
 * pair signs the user in. A server refusal (bad or used token) shows inline above the fields.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { activateUser, resetPassword, type TokenPair } from '../../../api/auth';
import type { ApiError } from '../../../api/api-error';
import { getSession } from '../../../session/session';
import { Button } from '../../../ui/button/button';
import { ErrorIcon } from '../../../ui/icons/icons';
import { PasswordField } from '../../../ui/password-field/password-field';
import { useToast } from '../../../ui/toast/toast-context';
import { Actions, Alert, Brand, Card, Heading, Page, Subtitle } from '../login-layout';

export type PasswordPairMode = 'reset' | 'expired' | 'create';

interface PairForm {
  password: string;
  password2: string;
}

const TOKEN_PARAM: Record<PasswordPairMode, string> = {
  reset: 'resetToken',
  expired: 'resetToken',
  create: 'activateToken',
};

export function PasswordPairPage({ mode }: { mode: PasswordPairMode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get(TOKEN_PARAM[mode]) ?? '';
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const { register, handleSubmit, formState } = useForm<PairForm>({ defaultValues: { password: '', password2: '' } });

  const onSubmit = handleSubmit(async ({ password, password2 }) => {
    setError(null);
    if (password !== password2) {
      toast.show({ message: t('login.passwords-mismatch-error'), type: 'error' });
      return;
    }
    try {
      const pair: TokenPair =
        mode === 'create' ? await activateUser(token, password) : await resetPassword(token, password);
      await getSession().adoptTokens(pair.token, pair.refreshToken);
    } catch (e) {
      setError((e as ApiError).message || t('login.error'));
    }
  });

  const title = mode === 'create' ? t('login.create-password') : t('login.password-reset');
  const fieldProps = { showLabel: t('login.show-password'), hideLabel: t('login.hide-password'), required: true };
  return (
    <Page>
      <Card>
        <Brand t={t} />
        <Heading>{title}</Heading>
        {mode === 'expired' ? (
          <Subtitle data-testid="expired-subtitle">{t('login.expired-password-reset-message')}</Subtitle>
        ) : null}
        <form noValidate onSubmit={onSubmit} aria-label={title}>
          {error ? (
            <Alert role="alert" data-testid="password-error">
              <ErrorIcon size={20} />
              <span>{error}</span>
            </Alert>
          ) : null}
          <PasswordField
            {...fieldProps}
            label={mode === 'create' ? t('login.password') : t('login.new-password')}
            autoComplete="new-password"
            autoFocus
            error={formState.errors.password?.message}
            {...register('password', { required: t('login.password-required') })}
          />
          <PasswordField
            {...fieldProps}
            label={mode === 'create' ? t('login.password-again') : t('login.new-password-again')}
            autoComplete="new-password"
            error={formState.errors.password2?.message}
            {...register('password2', { required: t('login.password-required') })}
          />
          <Actions>
            <Button $variant="text" onClick={() => navigate('/login')}>
              {t('action.cancel')}
            </Button>
            <Button type="submit" disabled={formState.isSubmitting} data-testid="password-submit">
              {mode === 'create' ? t('login.create-password') : t('login.reset-password')}
            </Button>
          </Actions>
        </form>
      </Card>
    </Page>
  );
}
