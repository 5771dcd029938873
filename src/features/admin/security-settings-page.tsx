/**
 * Security settings (SYS_ADMIN, /settings/security-settings): the password policy (length, character classes,
 * expiry, reuse) and account lockout (failed attempts before lockout, who is told); below, the hosts rule nodes may
 * connect to (its own settings key, saved on its own).
 */
import { useTranslation } from '../../i18n/use-translation';
import { getSecuritySettings, saveSecuritySettings, type SecuritySettings } from '../../api/admin';
import { isEmail } from '../../lib/email';
import { TextField } from '../../ui/text-field/text-field';
import { RuleNodeHostsSettings } from './rule-node-hosts-settings';
import { FieldGrid, Note, SettingsPage, SubTitle, SettingsActions } from './settings-layout';
import { useSettingsForm } from './use-settings-form';

type PolicyKey =
  | 'minimumLength'
  | 'minimumUppercaseLetters'
  | 'minimumLowercaseLetters'
  | 'minimumDigits'
  | 'minimumSpecialCharacters'
  | 'passwordExpirationPeriodDays'
  | 'passwordReuseFrequencyDays';
const policyValue = (s: SecuritySettings, k: PolicyKey) => (s.passwordPolicy[k] ?? null) as number | null;

const POLICY: [PolicyKey, string][] = [
  ['minimumLength', 'admin.minimum-password-length'],
  ['minimumUppercaseLetters', 'admin.minimum-uppercase-letters'],
  ['minimumLowercaseLetters', 'admin.minimum-lowercase-letters'],
  ['minimumDigits', 'admin.minimum-digits'],
  ['minimumSpecialCharacters', 'admin.minimum-special-characters'],
  ['passwordExpirationPeriodDays', 'admin.password-expiration-period-days'],
  ['passwordReuseFrequencyDays', 'admin.password-reuse-frequency-days'],
];

/** Password length bounds of the policy form. */
export const MIN_PASSWORD_LENGTH = 5;
export const MAX_PASSWORD_LENGTH = 50;

/** Error keys by field. */
export function securityErrors(s: SecuritySettings): Record<string, string> {
  const e: Record<string, string> = {};
  const len = policyValue(s, 'minimumLength');
  if (len == null) e.minimumLength = 'admin.field-required';
  else if (!Number.isInteger(len) || len < MIN_PASSWORD_LENGTH || len > MAX_PASSWORD_LENGTH)
    e.minimumLength = 'admin.password-length-range';
  for (const [k] of POLICY.slice(1)) {
    const v = policyValue(s, k);
    if (v != null && (!Number.isInteger(v) || v < 0)) e[k] = 'admin.non-negative-integer';
  }
  const m = s.maxFailedLoginAttempts;
  if (m != null && (!Number.isInteger(m) || m < 0)) e.maxFailedLoginAttempts = 'admin.non-negative-integer';
  const mail = s.userLockoutNotificationEmail;
  if (mail && !isEmail(mail)) e.userLockoutNotificationEmail = 'user.invalid-email-format';
  return e;
}

const num = (text: string) => (text.trim() === '' ? null : Number(text));

export function SecuritySettingsPage() {
  const { t } = useTranslation();
  const form = useSettingsForm<SecuritySettings>(
    ['admin', 'securitySettings'],
    (signal) => getSecuritySettings({ signal }),
    (s) => saveSecuritySettings(s),
  );
  const s = form.value;
  const errors = s ? securityErrors(s) : {};
  const err = (k: string) =>
    form.tried && errors[k] ? t(errors[k]!, { min: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_LENGTH }) : undefined;
  return (
    <>
      <SettingsPage
        title={t('admin.security-settings-title')}
        hint={t('admin.security-settings-hint')}
        testId="security-settings"
        onSubmit={() => void form.save(Object.keys(errors).length === 0)}
      >
        {s ? (
          <>
            <SubTitle>{t('admin.password-policy')}</SubTitle>
            <FieldGrid>
              {POLICY.map(([k, label]) => (
                <TextField
                  key={k}
                  label={t(label)}
                  type="number"
                  min={0}
                  value={policyValue(s, k) ?? ''}
                  required={k === 'minimumLength'}
                  disabled={form.busy}
                  error={err(k)}
                  onChange={(e) =>
                    form.set({ ...s, passwordPolicy: { ...s.passwordPolicy, [k]: num(e.target.value) } })
                  }
                  data-testid={`policy-${k}`}
                />
              ))}
            </FieldGrid>
            <SubTitle>{t('admin.account-lockout')}</SubTitle>
            <FieldGrid>
              <TextField
                label={t('admin.max-failed-login-attempts')}
                type="number"
                min={0}
                value={s.maxFailedLoginAttempts ?? ''}
                disabled={form.busy}
                error={err('maxFailedLoginAttempts')}
                onChange={(e) => form.set({ ...s, maxFailedLoginAttempts: num(e.target.value) })}
                data-testid="max-failed-login-attempts"
              />
              <TextField
                label={t('admin.user-lockout-notification-email')}
                type="email"
                value={s.userLockoutNotificationEmail ?? ''}
                disabled={form.busy}
                error={err('userLockoutNotificationEmail')}
                onChange={(e) => form.set({ ...s, userLockoutNotificationEmail: e.target.value || null })}
                data-testid="lockout-email"
              />
            </FieldGrid>
            <Note>{t('admin.lockout-hint')}</Note>
          </>
        ) : (
          <Note>{form.loadError ?? t('common.loading')}</Note>
        )}
        <SettingsActions form={form} />
      </SettingsPage>
      <RuleNodeHostsSettings />
    </>
  );
}
