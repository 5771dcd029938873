/**
 * Sign-in screen (`/login`):
 * email-format username, password with show/hide, forgot-password link, external providers above an 'or' divider,
 * submit disabled while loading; the credentials-expired answer leads to login/resetExpiredPassword.
 */
import { useState, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useNavigate } from 'react-router-dom';
import { getSession } from '../../../session/session';
import { ErrorCode, type ApiError } from '../../../api/api-error';
import { subscribeReachability, unreachableServer } from '../../../api/reachability';
import { isEmail } from '../../../lib/email';
import { Button } from '../../../ui/button/button';
import { ErrorIcon } from '../../../ui/icons/icons';
import { PasswordField } from '../../../ui/password-field/password-field';
import { TextField } from '../../../ui/text-field/text-field';
import { Alert, Brand, Card, Heading, LinkRow, Page } from '../login-layout';
import { OAuthProviders } from '../oauth-providers';

interface LoginForm {
  username: string;
  password: string;
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  // A server that gives no answer (down, or refusing this origin's cross-origin calls) is named, since retyping the
  // password cannot help; the first answer from it clears the message.
  const unreachable = useSyncExternalStore(subscribeReachability, unreachableServer);
  const { register, handleSubmit, formState } = useForm<LoginForm>({
    mode: 'onTouched',
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ username, password }) => {
    setServerError(null);
    try {
      await getSession().login(username.trim(), password);
    } catch (e) {
      const error = e as ApiError;
      if (error.errorCode === ErrorCode.CREDENTIALS_EXPIRED && error.resetToken) {
        navigate(`/login/resetExpiredPassword?resetToken=${encodeURIComponent(error.resetToken)}`);
        return;
      }
      setServerError(error.message || t('login.error'));
    }
  });

  return (
    <Page>
      <Card>
        <Brand t={t} />
        <Heading>{t('login.login')}</Heading>
        <OAuthProviders />
        <form noValidate onSubmit={onSubmit} aria-label={t('login.login')}>
          {unreachable ? (
            <Alert role="alert" data-testid="login-unreachable">
              <ErrorIcon size={20} />
              <span>
                <strong>{t('panel.server-unreachable', { url: unreachable })}</strong>
                <br />
                {t('panel.server-unreachable-text')}
              </span>
            </Alert>
          ) : serverError ? (
            <Alert role="alert" data-testid="login-error">
              <ErrorIcon size={20} />
              <span>{serverError}</span>
            </Alert>
          ) : null}
          <TextField
            label={t('login.username')}
            type="email"
            autoComplete="username"
            required
            autoFocus
            disabled={isSubmitting}
            error={errors.username?.message}
            {...register('username', {
              required: t('user.email-required'),
              validate: (value) => isEmail(value) || t('user.invalid-email-format'),
            })}
          />
          <PasswordField
            label={t('login.password')}
            autoComplete="current-password"
            required
            disabled={isSubmitting}
            showLabel={t('login.show-password')}
            hideLabel={t('login.hide-password')}
            error={errors.password?.message}
            {...register('password', { required: t('login.password-required') })}
          />
          <LinkRow>
            <Link to="/login/resetPasswordRequest" data-testid="forgot-password">
              {t('login.forgot-password')}
            </Link>
          </LinkRow>
          <Button type="submit" $block disabled={isSubmitting} data-testid="login-submit">
            {t('login.login')}
          </Button>
        </form>
      </Card>
    </Page>
  );
}
