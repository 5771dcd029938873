/**
 * Sign-in screen (`/login`):
 * email-format username, password with show/hide, forgot-password link, external providers above an 'or' divider,
 * submit disabled while loading; the credentials-expired answer leads to login/resetExpiredPassword.
 */
import { useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
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

/** The form's rules: an email as the username (required), any password but an empty one. */
const usernameValid = (value: string) => isEmail(value);
const passwordValid = (value: string) => value !== '';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  // A server that gives no answer (down, or refusing this origin's cross-origin calls) is named, since retyping the
  // password cannot help; the first answer from it clears the message.
  const unreachable = useSyncExternalStore(subscribeReachability, unreachableServer);
  const { register, handleSubmit, formState, getValues } = useForm<LoginForm>({
    mode: 'onTouched',
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  /** The sign-in already sent for this submit, when the fields passed the form's rules as they were submitted. */
  const sent = useRef<Promise<void> | null>(null);
  const submitValid = handleSubmit(async ({ username, password }) => {
    setServerError(null);
    try {
      await (sent.current ?? getSession().login(username.trim(), password));
    } catch (e) {
      const error = e as ApiError;
      if (error.errorCode === ErrorCode.CREDENTIALS_EXPIRED && error.resetToken) {
        navigate(`/login/resetExpiredPassword?resetToken=${encodeURIComponent(error.resetToken)}`);
        return;
      }
      setServerError(error.message || t('login.error'));
    }
  });
  // The request leaves in the submit's own task: the form's checks resolve over several microtasks and the form
  // re-renders to its submitting state between them, which would hold the request back by that render. The fields
  // are checked here by the same rules first, so an invalid form still sends nothing.
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const { username, password } = getValues();
    const valid = usernameValid(username) && passwordValid(password);
    sent.current = valid ? getSession().login(username.trim(), password) : null;
    sent.current?.catch(() => undefined); // answered by submitValid; a form that ends up invalid never awaits it
    void submitValid(e);
  };

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
              validate: (value) => usernameValid(value) || t('user.invalid-email-format'),
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
