/**
 * SMS provider (SYS_ADMIN, /settings/sms-provider): AWS SNS (access key id, secret access key, region) or Twilio
 * (sender number, account SID, account token). "Send test SMS" asks for a number (E.164) and a message and sends
 * it with the form's current configuration (the embedded server records it in its outbox).
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { getAdminSettings, saveAdminSettings, sendTestSms } from '../../api/admin';
import { Button } from '../../ui/button/button';
import { Dialog } from '../../ui/dialog/dialog';
import { PasswordField } from '../../ui/password-field/password-field';
import { Select } from '../../ui/select/select';
import { TextField } from '../../ui/text-field/text-field';
import { useToast } from '../../ui/toast/toast-context';
import { ErrorNote, FieldGrid, Note, SettingsPage, SettingsActions } from './settings-layout';
import { useSettingsForm } from './use-settings-form';

type Sms = Record<string, unknown> & { type: 'AWS_SNS' | 'TWILIO' };

/** Phone numbers in E.164 form (+ and up to 15 digits), as the server demands. */
export const E164 = /^\+[1-9]\d{1,14}$/;

const FIELDS: Record<Sms['type'], { key: string; label: string; secret?: boolean; phone?: boolean }[]> = {
  AWS_SNS: [
    { key: 'accessKeyId', label: 'admin.aws-access-key-id' },
    { key: 'secretAccessKey', label: 'admin.aws-secret-access-key', secret: true },
    { key: 'region', label: 'admin.aws-region' },
  ],
  TWILIO: [
    { key: 'numberFrom', label: 'admin.twilio-number-from', phone: true },
    { key: 'accountSid', label: 'admin.twilio-account-sid' },
    { key: 'accountToken', label: 'admin.twilio-account-token', secret: true },
  ],
};

/** Error keys by field. */
export function smsErrors(s: Sms): Record<string, string> {
  const e: Record<string, string> = {};
  for (const f of FIELDS[s.type]) {
    const v = String(s[f.key] ?? '').trim();
    if (!v) e[f.key] = 'admin.field-required';
    else if (f.phone && !E164.test(v)) e[f.key] = 'admin.phone-invalid';
  }
  return e;
}

function TestSmsDialog({ config, onClose }: { config: Sms; onClose(): void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [numberTo, setNumberTo] = useState('');
  const [message, setMessage] = useState(t('admin.test-sms-default-message'));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const numberError = numberTo && !E164.test(numberTo) ? t('admin.phone-invalid') : null;
  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      await sendTestSms({ providerConfiguration: config, numberTo, message }, { ignoreErrors: true });
      toast.show({ message: t('admin.test-sms-sent', { number: numberTo }), type: 'success' });
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('admin.send-test-sms')}
      testId="test-sms-dialog"
      actions={
        <>
          <Button $variant="text" onClick={onClose}>
            {t('action.cancel')}
          </Button>
          <Button
            disabled={busy || !numberTo || !!numberError || !message.trim()}
            onClick={() => void send()}
            data-testid="test-sms-send"
          >
            {t('admin.send')}
          </Button>
        </>
      }
    >
      <TextField
        label={t('admin.number-to')}
        value={numberTo}
        required
        error={numberError ?? undefined}
        onChange={(e) => setNumberTo(e.target.value.trim())}
        data-testid="test-sms-number"
      />
      <Note>{t('admin.phone-hint')}</Note>
      <TextField
        label={t('admin.sms-message')}
        value={message}
        required
        onChange={(e) => setMessage(e.target.value)}
        data-testid="test-sms-message"
      />
      {error ? <ErrorNote role="alert">{error}</ErrorNote> : null}
    </Dialog>
  );
}

export function SmsSettingsPage() {
  const { t } = useTranslation();
  const [testing, setTesting] = useState(false);
  const form = useSettingsForm<Sms>(
    ['admin', 'settings', 'sms'],
    async (signal) =>
      ((await getAdminSettings('sms', { signal, ignoreErrors: true }).catch(() => null))?.jsonValue as
        Sms | undefined) ?? { type: 'AWS_SNS' },
    async (value) => (await saveAdminSettings({ key: 'sms', jsonValue: value })).jsonValue as Sms,
  );
  const s = form.value;
  const errors = s ? smsErrors(s) : {};
  return (
    <SettingsPage
      title={t('admin.sms-provider-settings')}
      hint={t('admin.sms-provider-hint')}
      testId="sms-settings"
      onSubmit={() => void form.save(Object.keys(errors).length === 0)}
    >
      {s ? (
        <>
          <Select
            label={t('admin.sms-provider-type')}
            value={s.type}
            disabled={form.busy}
            options={(['AWS_SNS', 'TWILIO'] as const).map((p) => ({
              value: p,
              label: t(`admin.sms-provider-${p.toLowerCase().replace('_', '-')}`),
            }))}
            onChange={(type) => form.set({ type })}
            testId="sms-provider-type"
          />
          <FieldGrid>
            {FIELDS[s.type].map((f) => {
              const common = {
                label: t(f.label),
                value: String(s[f.key] ?? ''),
                required: true,
                disabled: form.busy,
                error: form.tried && errors[f.key] ? t(errors[f.key]!) : undefined,
                onChange: (e: { target: { value: string } }) => form.set({ ...s, [f.key]: e.target.value }),
                'data-testid': `sms-${f.key}`,
              };
              return f.secret ? (
                <PasswordField
                  key={f.key}
                  showLabel={t('login.show-password')}
                  hideLabel={t('login.hide-password')}
                  autoComplete="new-password"
                  {...common}
                />
              ) : (
                <TextField key={f.key} {...common} />
              );
            })}
          </FieldGrid>
        </>
      ) : (
        <Note>{form.loadError ?? t('common.loading')}</Note>
      )}
      <SettingsActions
        form={form}
        extra={
          <Button
            $variant="outlined"
            disabled={!s || Object.keys(errors).length > 0}
            onClick={() => setTesting(true)}
            data-testid="send-test-sms"
          >
            {t('admin.send-test-sms')}
          </Button>
        }
      />
      {testing && s ? <TestSmsDialog config={s} onClose={() => setTesting(false)} /> : null}
    </SettingsPage>
  );
}
