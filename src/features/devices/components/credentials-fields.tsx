/**
 * Inputs of one device credential type, bound to a react-hook-form control: access token; X.509 PEM; MQTT client
 * id, user name and password; LwM2M endpoint, security mode, identity and key. Used by the credentials dialog and
 * the add-device form (under the `credentials.` prefix).
 */
import { Controller, useWatch, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { CREDENTIALS_TYPES } from '../../../api/devices';
import { FormGrid, FormText, FormTextArea } from '../../../ui/form/form-fields';
import { PasswordField } from '../../../ui/password-field/password-field';
import { Select } from '../../../ui/select/select';
import { LWM2M_MODES } from './credentials-model';

export interface CredentialsFieldsProps {
  /** A react-hook-form control; the fields live at different paths in the two forms using them. */
  control: unknown;
  /** '' or 'credentials.' */
  base?: string;
  disabled?: boolean;
}

export const credentialsTypeKey = (type: string) => `device.credentials-type-${type.toLowerCase().replace(/_/g, '-')}`;

interface TypeFieldsProps {
  c: Control<FieldValues>;
  base: string;
  disabled?: boolean;
}

/** MQTT basic credentials: client id, user name and password. */
function MqttBasicFields({ c, base, disabled }: TypeFieldsProps) {
  const { t } = useTranslation();
  return (
    <FormGrid>
      <FormText
        control={c}
        name={`${base}clientId`}
        label={t('device.client-id')}
        disabled={disabled}
        testId="credentials-client-id"
      />
      <FormText
        control={c}
        name={`${base}userName`}
        label={t('device.user-name')}
        disabled={disabled}
        testId="credentials-user-name"
      />
      <Controller
        control={c}
        name={`${base}password`}
        render={({ field, fieldState }) => (
          <PasswordField
            showLabel={t('login.show-password')}
            hideLabel={t('login.hide-password')}
            label={t('device.password')}
            value={(field.value as string) ?? ''}
            onChange={(e) => field.onChange(e.target.value)}
            disabled={disabled}
            autoComplete="new-password"
            error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
            data-testid="credentials-password"
          />
        )}
      />
    </FormGrid>
  );
}

/** LwM2M credentials: endpoint and security mode, then the identity and key the mode needs. */
function Lwm2mFields({ c, base, disabled }: TypeFieldsProps) {
  const { t } = useTranslation();
  const mode = useWatch({ control: c, name: `${base}securityMode` }) as string;
  return (
    <>
      <FormGrid>
        <FormText
          control={c}
          name={`${base}endpoint`}
          label={t('device.lwm2m-endpoint')}
          required
          disabled={disabled}
          testId="credentials-endpoint"
        />
        <Controller
          control={c}
          name={`${base}securityMode`}
          render={({ field }) => (
            <Select<string>
              label={t('device.lwm2m-security-mode')}
              value={field.value as string}
              onChange={field.onChange}
              disabled={disabled}
              options={LWM2M_MODES.map((m) => ({ value: m, label: m }))}
              testId="credentials-security-mode"
            />
          )}
        />
      </FormGrid>
      {mode === 'PSK' ? (
        <FormText
          control={c}
          name={`${base}identity`}
          label={t('device.lwm2m-identity')}
          required
          disabled={disabled}
        />
      ) : null}
      {mode === 'PSK' || mode === 'RPK' || mode === 'X509' ? (
        <FormTextArea
          control={c}
          name={`${base}key`}
          label={mode === 'X509' ? t('device.certificate-pem') : t('device.lwm2m-key')}
          disabled={disabled}
        />
      ) : null}
    </>
  );
}

export function CredentialsFields({ control, base = '', disabled }: CredentialsFieldsProps) {
  const { t } = useTranslation();
  const c = control as Control<FieldValues>;
  const type = useWatch({ control: c, name: `${base}credentialsType` }) as string;
  return (
    <div data-testid="credentials-fields">
      <Controller
        control={c}
        name={`${base}credentialsType`}
        render={({ field }) => (
          <Select<string>
            label={t('device.credentials-type')}
            value={field.value as string}
            onChange={field.onChange}
            disabled={disabled}
            options={CREDENTIALS_TYPES.map((x) => ({ value: x, label: t(credentialsTypeKey(x)) }))}
            testId="credentials-type"
          />
        )}
      />
      {type === 'ACCESS_TOKEN' ? (
        <FormText
          control={c}
          name={`${base}accessToken`}
          label={t('device.access-token')}
          required
          disabled={disabled}
          testId="credentials-access-token"
        />
      ) : null}
      {type === 'X509_CERTIFICATE' ? (
        <FormTextArea
          control={c}
          name={`${base}certificate`}
          label={t('device.certificate-pem')}
          disabled={disabled}
          testId="credentials-certificate"
        />
      ) : null}
      {type === 'MQTT_BASIC' ? <MqttBasicFields c={c} base={base} disabled={disabled} /> : null}
      {type === 'LWM2M_CREDENTIALS' ? <Lwm2mFields c={c} base={base} disabled={disabled} /> : null}
    </div>
  );
}
