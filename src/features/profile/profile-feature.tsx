/**
 * Public entry of the profile feature (the user's own details): first and last name, email,
 * language (ThingsBoard 3.3.1's 20 locales; missing files fall back to en_US), default dashboard with the
 * fullscreen option (tenant admins and customer users), change password, last login time.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { User } from '../../api/users';
import { saveUser } from '../../api/user-management';
import { changeLocale, SUPPORTED_LOCALES, toSupportedLocale } from '../../i18n/i18n';
import { isEmail } from '../../lib/email';
import { formatDateTime } from '../../lib/intl-format';
import { displayName } from '../../session/auth-user';
import { getSession } from '../../session/session';
import { writeSettings } from '../../session/settings';
import { useSession } from '../../session/use-session';
import { Button } from '../../ui/button/button';
import { AccountCircleIcon } from '../../ui/icons/icons';
import { TextField } from '../../ui/text-field/text-field';
import { useToast } from '../../ui/toast/toast-context';
import { useUserDashboards } from './api/user-dashboards';
import { ChangePasswordDialog } from './change-password-dialog';
import { Actions, Card, CheckRow, FormError, NativeField, Row, Wrap } from './profile-styles';
import { useFormSubmit } from '../../ui/dialog/use-form-submit';

interface Form {
  email: string;
  firstName: string;
  lastName: string;
  lang: string;
  defaultDashboardId: string;
  defaultDashboardFullscreen: boolean;
}

function formOf(user: User | null, fallbackLang: string): Form {
  const info = (user?.additionalInfo ?? {}) as Record<string, unknown>;
  return {
    email: user?.email ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    lang: toSupportedLocale(typeof info.lang === 'string' ? info.lang : fallbackLang),
    defaultDashboardId: typeof info.defaultDashboardId === 'string' ? info.defaultDashboardId : '',
    defaultDashboardFullscreen: info.defaultDashboardFullscreen === true,
  };
}

/** Native name of a locale, e.g. de_DE → "Deutsch (Deutschland)". */
function languageName(code: string): string {
  const tag = code.replace('_', '-').replace('ja-JA', 'ja-JP');
  try {
    return new Intl.DisplayNames([tag], { type: 'language', languageDisplay: 'standard' }).of(tag) ?? code;
  } catch {
    return code;
  }
}

interface DefaultDashboardFieldsProps {
  form: Form;
  set<K extends keyof Form>(key: K, value: Form[K]): void;
  dashboards: readonly { id: string; title: string }[];
}

/** The dashboard shown after sign-in, and whether it opens fullscreen. */
function DefaultDashboardFields({ form, set, dashboards }: DefaultDashboardFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <NativeField>
        {t('profile.default-dashboard')}
        <select
          value={form.defaultDashboardId}
          onChange={(e) => set('defaultDashboardId', e.target.value)}
          data-testid="profile-default-dashboard"
        >
          <option value="">{t('profile.no-default-dashboard')}</option>
          {form.defaultDashboardId && !dashboards.some((d) => d.id === form.defaultDashboardId) ? (
            <option value={form.defaultDashboardId}>{form.defaultDashboardId}</option>
          ) : null}
          {dashboards.map((d) => (
            <option key={d.id} value={d.id}>
              {d.title}
            </option>
          ))}
        </select>
      </NativeField>
      <CheckRow>
        <input
          type="checkbox"
          checked={form.defaultDashboardFullscreen}
          disabled={!form.defaultDashboardId}
          onChange={(e) => set('defaultDashboardFullscreen', e.target.checked)}
        />
        {t('profile.always-fullscreen')}
      </CheckRow>
    </>
  );
}

interface ProfileHeaderProps {
  form: Form;
  /** Shown as the name while the form has no email. */
  fallbackEmail: string | undefined;
  lastLogin: unknown;
}

/** The user's name (or email) and last login time. */
function ProfileHeader({ form, fallbackEmail, lastLogin }: ProfileHeaderProps) {
  const { t, i18n } = useTranslation();
  return (
    <header>
      <AccountCircleIcon size={56} />
      <div>
        <h2 id="profile-title">{displayName({ ...form, email: form.email || fallbackEmail })}</h2>
        <p data-testid="last-login">
          {typeof lastLogin === 'number'
            ? t('profile.last-login', { time: formatDateTime(lastLogin, i18n.language) })
            : t('profile.never-logged-in')}
        </p>
      </div>
    </header>
  );
}

interface PersonalFieldsProps {
  form: Form;
  saved: Form;
  set<K extends keyof Form>(key: K, value: Form[K]): void;
  emailError: string | undefined;
}

/** Email (its error shown once it differs from the saved one), first and last name, language. */
function PersonalFields({ form, saved, set, emailError }: PersonalFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('user.email')}
        type="email"
        value={form.email}
        onChange={(e) => set('email', e.target.value)}
        error={form.email !== saved.email ? emailError : undefined}
        required
        autoComplete="email"
      />
      <Row>
        <TextField
          label={t('user.first-name')}
          value={form.firstName}
          onChange={(e) => set('firstName', e.target.value)}
          autoComplete="given-name"
        />
        <TextField
          label={t('user.last-name')}
          value={form.lastName}
          onChange={(e) => set('lastName', e.target.value)}
          autoComplete="family-name"
        />
      </Row>
      <NativeField>
        {t('profile.language')}
        <select value={form.lang} onChange={(e) => set('lang', e.target.value)} data-testid="profile-language">
          {SUPPORTED_LOCALES.map((code) => (
            <option key={code} value={code}>
              {languageName(code)}
            </option>
          ))}
        </select>
      </NativeField>
    </>
  );
}

/** The profile page. */
export function ProfileFeature() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const toast = useToast();
  const user = session.userDetails;
  const auth = session.authUser;
  const [form, setForm] = useState(() => formOf(user, i18n.language));
  const [saved, setSaved] = useState(() => formOf(user, i18n.language));
  const { busy, error, run } = useFormSubmit((err) =>
    err instanceof Error && err.message ? err.message : t('profile.save-failed'),
  );
  const [pwOpen, setPwOpen] = useState(false);
  const dashboards = useUserDashboards(auth?.authority, auth?.customerId);
  useEffect(() => {
    const f = formOf(user, i18n.language);
    setForm(f);
    setSaved(f);
  }, [user, i18n.language]);

  const dirty = JSON.stringify(form) !== JSON.stringify(saved);
  const emailError = !form.email
    ? t('user.email-required')
    : !isEmail(form.email)
      ? t('user.invalid-email-format')
      : undefined;
  const lastLogin = (user?.additionalInfo as Record<string, unknown> | null | undefined)?.lastLoginTs;
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const canPickDashboard = auth?.authority === 'TENANT_ADMIN' || auth?.authority === 'CUSTOMER_USER';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!user || emailError || busy) return;
    await run(async () => {
      const info = { ...(user.additionalInfo ?? {}), lang: form.lang };
      if (canPickDashboard)
        Object.assign(info, {
          defaultDashboardId: form.defaultDashboardId || null,
          defaultDashboardFullscreen: form.defaultDashboardFullscreen,
        });
      await saveUser({
        ...user,
        email: form.email,
        firstName: form.firstName,
        lastName: form.lastName,
        additionalInfo: info,
      });
      writeSettings({ userLang: form.lang });
      await getSession().reloadUser();
      await changeLocale(form.lang);
      setSaved(form);
      toast.show({ message: t('profile.profile-saved'), type: 'success' });
    });
  };

  return (
    <Wrap data-testid="profile-page">
      <Card aria-labelledby="profile-title">
        <ProfileHeader form={form} fallbackEmail={auth?.sub} lastLogin={lastLogin} />
        <form id="profile-form" onSubmit={submit} noValidate>
          {error ? <FormError role="alert">{error}</FormError> : null}
          <PersonalFields form={form} saved={saved} set={set} emailError={emailError} />
          {canPickDashboard ? (
            <DefaultDashboardFields form={form} set={set} dashboards={dashboards.data ?? []} />
          ) : null}
        </form>
        <Actions>
          <Button $variant="outlined" onClick={() => setPwOpen(true)} data-testid="change-password">
            {t('profile.change-password')}
          </Button>
          <Button
            type="submit"
            form="profile-form"
            disabled={!dirty || !!emailError || busy}
            data-testid="profile-save"
          >
            {t('action.save')}
          </Button>
        </Actions>
      </Card>
      {pwOpen ? (
        <ChangePasswordDialog
          onDone={(changed) => {
            setPwOpen(false);
            if (changed) toast.show({ message: t('profile.password-changed'), type: 'success' });
          }}
        />
      ) : null}
    </Wrap>
  );
}
