/**
 * Outgoing mail (SYS_ADMIN, /settings/outgoing-mail): sender, SMTP(S) server, port, timeout, TLS and version, proxy,
 * credentials. The stored password is never shown: an empty password field keeps it. "Send test mail" uses the
 * form's current settings and mails the signed-in administrator (the embedded server puts it in its outbox).
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { getAdminSettings, saveAdminSettings, sendTestMail } from '../../api/admin';
import { Button } from '../../ui/button/button';
import { Checkbox } from '../../ui/checkbox/checkbox';
import { PasswordField } from '../../ui/password-field/password-field';
import { Select } from '../../ui/select/select';
import { TextField } from '../../ui/text-field/text-field';
import { useToast } from '../../ui/toast/toast-context';
import { CheckRow, ErrorNote, FieldGrid, Note, SettingsPage, SubTitle, SettingsActions } from './settings-layout';
import { useSettingsForm } from './use-settings-form';

type Mail = Record<string, unknown> & {
  mailFrom: string;
  smtpProtocol: string;
  smtpHost: string;
  smtpPort: string;
  timeout: string;
  enableTls: boolean;
  tlsVersion: string;
  username: string;
  password?: string;
  enableProxy: boolean;
  proxyHost?: string;
  proxyPort?: string;
  proxyUser?: string;
  proxyPassword?: string;
};

const TLS_VERSIONS = ['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3'];
const DEFAULTS: Mail = {
  mailFrom: '',
  smtpProtocol: 'smtp',
  smtpHost: 'localhost',
  smtpPort: '25',
  timeout: '10000',
  enableTls: false,
  tlsVersion: 'TLSv1.2',
  username: '',
  enableProxy: false,
};
const str = (v: unknown) => (v == null ? '' : String(v));

/** Error keys of the mail form. */
export function mailErrors(
  m: Mail,
): Partial<Record<'mailFrom' | 'smtpHost' | 'smtpPort' | 'timeout' | 'proxyHost' | 'proxyPort', string>> {
  const e: ReturnType<typeof mailErrors> = {};
  const port = (s: string) => /^\d+$/.test(s) && Number(s) >= 1 && Number(s) <= 65535;
  if (!m.mailFrom.trim()) e.mailFrom = 'admin.mail-from-required';
  if (!m.smtpHost.trim()) e.smtpHost = 'admin.smtp-host-required';
  if (!port(str(m.smtpPort))) e.smtpPort = 'admin.smtp-port-invalid';
  if (!/^\d+$/.test(str(m.timeout))) e.timeout = 'admin.timeout-invalid';
  if (m.enableProxy && !str(m.proxyHost).trim()) e.proxyHost = 'admin.proxy-host-required';
  if (m.enableProxy && !port(str(m.proxyPort))) e.proxyPort = 'admin.smtp-port-invalid';
  return e;
}

/** The settings as sent: numbers kept as digit strings (as the installer stores them); an empty password left out. */
function toJson(m: Mail): Record<string, unknown> {
  const out: Record<string, unknown> = { ...m, smtpPort: str(m.smtpPort), timeout: str(m.timeout) };
  if (!str(m.password)) delete out.password;
  if (!m.enableProxy) for (const k of ['proxyHost', 'proxyPort', 'proxyUser', 'proxyPassword']) delete out[k];
  return out;
}

type MailErrors = ReturnType<typeof mailErrors>;

/** The stored mail settings over the defaults; the password always starts empty (an empty one keeps the stored). */
function useMailSettingsForm() {
  return useSettingsForm<Mail>(
    ['admin', 'settings', 'mail'],
    async (signal) =>
      ({
        ...DEFAULTS,
        ...((await getAdminSettings('mail', { signal, ignoreErrors: true }).catch(() => null))?.jsonValue ?? {}),
        password: '',
      }) as Mail,
    async (value) =>
      ({
        ...DEFAULTS,
        ...(await saveAdminSettings({ key: 'mail', jsonValue: toJson(value) })).jsonValue,
        password: '',
      }) as Mail,
  );
}

/**
 * "Send test mail" with the form's current settings: invalid settings only show the form's errors; a failure is kept
 * for display, a success toasts.
 */
function useTestMail(m: Mail | undefined, errors: MailErrors, form: ReturnType<typeof useMailSettingsForm>) {
  const { t } = useTranslation();
  const toast = useToast();
  const [testing, setTesting] = useState(false);
  const [testError, setTestError] = useState<string | null>(null);
  const test = async () => {
    if (!m) return;
    setTestError(null);
    if (Object.keys(errors).length) return void form.save(false);
    setTesting(true);
    try {
      await sendTestMail({ key: 'mail', jsonValue: toJson(m) }, { ignoreErrors: true });
      toast.show({ message: t('admin.test-mail-sent'), type: 'success' });
    } catch (e) {
      setTestError(e instanceof Error ? e.message : String(e));
    } finally {
      setTesting(false);
    }
  };
  return { testing, testError, test };
}

interface MailFieldsProps {
  m: Mail;
  busy: boolean;
  err(k: keyof MailErrors): string | undefined;
  set(patch: Partial<Mail>): void;
}

/** A text setting of the mail form. */
function MailTextField({
  k,
  label,
  required = false,
  m,
  busy,
  err,
  set,
}: MailFieldsProps & { k: keyof Mail & string; label: string; required?: boolean }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t(label)}
      value={str(m[k])}
      required={required}
      disabled={busy}
      error={err(k as keyof MailErrors)}
      onChange={(e) => set({ [k]: e.target.value } as Partial<Mail>)}
      data-testid={`mail-${k}`}
    />
  );
}

/** Sender, SMTP(S) server, port, timeout, TLS and its version. */
function MailServerFields(props: MailFieldsProps) {
  const { t } = useTranslation();
  const { m, busy, set } = props;
  const text = (k: keyof Mail & string, label: string, required = false): ReactNode => (
    <MailTextField {...props} k={k} label={label} required={required} />
  );
  return (
    <>
      {text('mailFrom', 'admin.mail-from', true)}
      <FieldGrid $min={180}>
        <Select
          label={t('admin.smtp-protocol')}
          value={m.smtpProtocol}
          disabled={busy}
          options={['smtp', 'smtps'].map((p) => ({ value: p, label: p.toUpperCase() }))}
          onChange={(smtpProtocol) => set({ smtpProtocol })}
        />
        {text('smtpHost', 'admin.smtp-host', true)}
        {text('smtpPort', 'admin.smtp-port', true)}
        {text('timeout', 'admin.timeout-msec', true)}
      </FieldGrid>
      <CheckRow>
        <Checkbox
          label={t('admin.enable-tls')}
          checked={!!m.enableTls}
          disabled={busy}
          onChange={(enableTls) => set({ enableTls })}
        />
      </CheckRow>
      {m.enableTls ? (
        <FieldGrid>
          <Select
            label={t('admin.tls-version')}
            value={m.tlsVersion}
            disabled={busy}
            options={TLS_VERSIONS.map((v) => ({ value: v, label: v }))}
            onChange={(tlsVersion) => set({ tlsVersion })}
          />
        </FieldGrid>
      ) : null}
    </>
  );
}

/** The proxy switch and, when on, the proxy's host, port and credentials. */
function MailProxyFields(props: MailFieldsProps) {
  const { t } = useTranslation();
  const { m, busy, set } = props;
  return (
    <>
      <CheckRow>
        <Checkbox
          label={t('admin.enable-proxy')}
          checked={!!m.enableProxy}
          disabled={busy}
          onChange={(enableProxy) => set({ enableProxy })}
        />
      </CheckRow>
      {m.enableProxy ? (
        <FieldGrid $min={180}>
          <MailTextField {...props} k="proxyHost" label="admin.proxy-host" required />
          <MailTextField {...props} k="proxyPort" label="admin.proxy-port" required />
          <MailTextField {...props} k="proxyUser" label="admin.proxy-user" />
          <PasswordField
            showLabel={t('login.show-password')}
            hideLabel={t('login.hide-password')}
            label={t('admin.proxy-password')}
            value={str(m.proxyPassword)}
            disabled={busy}
            onChange={(e) => set({ proxyPassword: e.target.value })}
            autoComplete="new-password"
          />
        </FieldGrid>
      ) : null}
    </>
  );
}

/** SMTP user name and password (an empty password keeps the stored one). */
function MailCredentialsFields(props: MailFieldsProps) {
  const { t } = useTranslation();
  const { m, busy, set } = props;
  return (
    <>
      <SubTitle>{t('admin.credentials')}</SubTitle>
      <FieldGrid>
        <MailTextField {...props} k="username" label="admin.smtp-username" />
        <PasswordField
          showLabel={t('login.show-password')}
          hideLabel={t('login.hide-password')}
          label={t('admin.smtp-password')}
          value={str(m.password)}
          disabled={busy}
          onChange={(e) => set({ password: e.target.value })}
          autoComplete="new-password"
          data-testid="mail-password"
        />
      </FieldGrid>
      <Note>{t('admin.smtp-password-hint')}</Note>
    </>
  );
}

export function MailSettingsPage() {
  const { t } = useTranslation();
  const form = useMailSettingsForm();
  const m = form.value;
  const errors = m ? mailErrors(m) : {};
  const { testing, testError, test } = useTestMail(m, errors, form);
  const err = (k: keyof typeof errors) => (form.tried && errors[k] ? t(errors[k]!) : undefined);
  const set = (patch: Partial<Mail>) => m && form.set({ ...m, ...patch });
  return (
    <SettingsPage
      title={t('admin.outgoing-mail-settings')}
      hint={t('admin.outgoing-mail-hint')}
      testId="mail-settings"
      onSubmit={() => void form.save(Object.keys(errors).length === 0)}
    >
      {m ? (
        <>
          <MailServerFields m={m} busy={form.busy} err={err} set={set} />
          <MailProxyFields m={m} busy={form.busy} err={err} set={set} />
          <MailCredentialsFields m={m} busy={form.busy} err={err} set={set} />
        </>
      ) : (
        <Note>{form.loadError ?? t('common.loading')}</Note>
      )}
      <SettingsActions
        form={form}
        notes={
          testError ? (
            <ErrorNote role="alert" data-testid="test-mail-error">
              {testError}
            </ErrorNote>
          ) : null
        }
        extra={
          <Button
            $variant="outlined"
            disabled={!m || form.busy || testing}
            onClick={() => void test()}
            data-testid="send-test-mail"
          >
            {t('admin.send-test-mail')}
          </Button>
        }
      />
    </SettingsPage>
  );
}
