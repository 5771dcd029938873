/**
 * Client credentials of the MQTT, Azure IoT Hub and REST nodes: the type (anonymous, basic, PEM certificates, SAS
 * key) and that type's fields; PEM files are pasted as text. Keys of other types are dropped on a type change.
 */
import { useTranslation } from '../../../i18n/use-translation';
import { PasswordField } from '../../../ui/password-field/password-field';
import { Select } from '../../../ui/select/select';
import { TextArea } from '../../../ui/text-field/text-area';
import { TextField } from '../../../ui/text-field/text-field';

export interface CredentialsEditorProps {
  value: Record<string, unknown> | null;
  types: readonly string[];
  onChange(value: Record<string, unknown>): void;
  error?: string | null;
}

const TYPE_LABELS: Record<string, string> = {
  anonymous: 'tb.rulenode.credentials-anonymous',
  basic: 'tb.rulenode.credentials-basic',
  'cert.PEM': 'tb.rulenode.credentials-pem',
  sas: 'tb.rulenode.credentials-sas',
};

export function CredentialsEditor({ value, types, onChange, error }: CredentialsEditorProps) {
  const { t } = useTranslation();
  const c = value ?? {};
  const type = typeof c['type'] === 'string' ? c['type'] : null;
  const str = (k: string) => (typeof c[k] === 'string' ? (c[k] as string) : '');
  const set = (k: string) => (text: string) => onChange({ ...c, [k]: text });
  const pem = (k: string, label: string) => (
    <TextArea
      label={t(label)}
      value={str(k)}
      rows={3}
      onChange={(e) => set(k)(e.target.value)}
      data-testid={`cred-${k}`}
    />
  );
  return (
    <div data-testid="credentials-editor">
      <Select
        label={t('tb.rulenode.credentials-type')}
        options={types.map((v) => ({ value: v, label: t(TYPE_LABELS[v] ?? v) }))}
        value={type}
        onChange={(next) => onChange({ type: next })}
        required
        error={error}
        testId="cred-type"
      />
      {type === 'basic' ? (
        <>
          <TextField
            label={t('tb.rulenode.username')}
            value={str('username')}
            required
            onChange={(e) => set('username')(e.target.value)}
            data-testid="cred-username"
          />
          <PasswordField
            showLabel={t('login.show-password')}
            hideLabel={t('login.hide-password')}
            autoComplete="new-password"
            label={t('tb.rulenode.password')}
            value={str('password')}
            onChange={(e) => set('password')(e.target.value)}
            data-testid="cred-password"
          />
        </>
      ) : null}
      {type === 'sas' ? (
        <>
          <PasswordField
            showLabel={t('login.show-password')}
            hideLabel={t('login.hide-password')}
            autoComplete="new-password"
            label={t('tb.rulenode.sas-key')}
            value={str('sasKey')}
            required
            onChange={(e) => set('sasKey')(e.target.value)}
            data-testid="cred-sasKey"
          />
          {pem('caCert', 'tb.rulenode.azure-ca-cert')}
        </>
      ) : null}
      {type === 'cert.PEM' ? (
        <>
          {pem('caCert', 'tb.rulenode.ca-cert')}
          {pem('cert', 'tb.rulenode.cert')}
          {pem('privateKey', 'tb.rulenode.private-key')}
          <PasswordField
            showLabel={t('login.show-password')}
            hideLabel={t('login.hide-password')}
            autoComplete="new-password"
            label={t('tb.rulenode.private-key-password')}
            value={str('password')}
            onChange={(e) => set('password')(e.target.value)}
            data-testid="cred-password"
          />
        </>
      ) : null}
    </div>
  );
}
