/**
 * The per-device transport configuration form the device page embeds (ThingsBoard's device "Transport
 * configuration"): nothing to set for DEFAULT and MQTT, the power mode (or the profile's) for CoAP and LwM2M, and
 * the SNMP address, version and credentials.
 */
import { useTranslation } from '../../i18n/use-translation';
import { Select } from '../select/select';
import { TextField } from '../text-field/text-field';
import { FormGrid as Grid, FormHint as Hint } from '../form/form-fields';
import { NumberField } from '../number-field/number-field';
import { PowerModeSettings } from './power-mode-settings';
import {
  SNMP_AUTH_PROTOCOLS,
  SNMP_PRIVACY_PROTOCOLS,
  SNMP_VERSIONS,
  withSnmpVersion,
  type DeviceTransportConfiguration,
  type SnmpDeviceConfig,
} from './device-transport';

export interface DeviceTransportFormProps {
  value: DeviceTransportConfiguration;
  onChange(value: DeviceTransportConfiguration): void;
  disabled?: boolean;
  showErrors?: boolean;
}

interface SnmpFormProps {
  value: SnmpDeviceConfig;
  onChange(v: SnmpDeviceConfig): void;
  disabled?: boolean;
  showErrors?: boolean;
}

/** A text field bound to one SNMP setting; required when `requiredKey` (its error message) is given. */
function SnmpText({
  value,
  onChange,
  disabled,
  showErrors,
  field,
  labelKey,
  requiredKey,
  type = 'text',
}: SnmpFormProps & { field: keyof SnmpDeviceConfig; labelKey: string; requiredKey?: string; type?: string }) {
  const { t } = useTranslation();
  const current = value[field] as string | undefined;
  return (
    <TextField
      label={t(labelKey)}
      type={type}
      value={String(value[field] ?? '')}
      required={!!requiredKey}
      disabled={disabled}
      error={requiredKey && showErrors && !current?.trim() ? t(requiredKey) : undefined}
      onChange={(e) => onChange({ ...value, [field]: e.target.value })}
      data-testid={`snmp-device-${String(field)}`}
    />
  );
}

/** SNMP v3: user and security names, contexts, authentication and privacy protocols and passphrases. */
function SnmpV3Fields(props: SnmpFormProps) {
  const { value, onChange, disabled } = props;
  const { t } = useTranslation();
  const set = (patch: Partial<SnmpDeviceConfig>) => onChange({ ...value, ...patch });
  return (
    <>
      <Grid>
        <SnmpText
          {...props}
          field="username"
          labelKey="device-profile.device-transport.username"
          requiredKey="device-profile.device-transport.username-required"
        />
        <SnmpText
          {...props}
          field="securityName"
          labelKey="device-profile.device-transport.security-name"
          requiredKey="device-profile.device-transport.security-name-required"
        />
        <SnmpText {...props} field="contextName" labelKey="device-profile.device-transport.context-name" />
        <SnmpText {...props} field="engineId" labelKey="device-profile.device-transport.engine-id" />
      </Grid>
      <Grid>
        <Select
          label={t('device-profile.device-transport.authentication-protocol')}
          value={value.authenticationProtocol ?? 'SHA_512'}
          disabled={disabled}
          options={SNMP_AUTH_PROTOCOLS.map((p) => ({ value: p, label: p.replace('_', '-') }))}
          onChange={(authenticationProtocol) => set({ authenticationProtocol })}
        />
        <SnmpText
          {...props}
          field="authenticationPassphrase"
          labelKey="device-profile.device-transport.authentication-passphrase"
          type="password"
        />
        <Select
          label={t('device-profile.device-transport.privacy-protocol')}
          value={value.privacyProtocol ?? 'DES'}
          disabled={disabled}
          options={SNMP_PRIVACY_PROTOCOLS.map((p) => ({ value: p, label: p.replace('_', '-') }))}
          onChange={(privacyProtocol) => set({ privacyProtocol })}
        />
        <SnmpText
          {...props}
          field="privacyPassphrase"
          labelKey="device-profile.device-transport.privacy-passphrase"
          type="password"
        />
      </Grid>
    </>
  );
}

function SnmpDeviceForm(props: SnmpFormProps) {
  const { value, onChange, disabled, showErrors } = props;
  const { t } = useTranslation();
  return (
    <div data-testid="snmp-device-transport">
      <Grid>
        <SnmpText
          {...props}
          field="host"
          labelKey="device-profile.device-transport.host"
          requiredKey="device-profile.device-transport.host-required"
        />
        <NumberField
          label={t('device-profile.device-transport.port')}
          value={value.port}
          min={0}
          max={65535}
          required
          disabled={disabled}
          showError={showErrors}
          error={
            !Number.isInteger(value.port) || value.port < 0 || value.port > 65535
              ? t('device-profile.lwm2m.port-range')
              : null
          }
          onChange={(n) => onChange({ ...value, port: n as number })}
          testId="snmp-device-port"
        />
        <Select
          label={t('device-profile.device-transport.protocol-version')}
          value={value.protocolVersion}
          disabled={disabled}
          options={SNMP_VERSIONS.map((ver) => ({
            value: ver,
            label: t(`device-profile.device-transport.snmp-${ver.toLowerCase()}`),
          }))}
          onChange={(ver) => onChange(withSnmpVersion(value, ver))}
          testId="snmp-device-version"
        />
      </Grid>
      {value.protocolVersion === 'V3' ? (
        <SnmpV3Fields {...props} />
      ) : (
        <Grid>
          <SnmpText
            {...props}
            field="community"
            labelKey="device-profile.device-transport.community"
            requiredKey="device-profile.device-transport.community-required"
          />
        </Grid>
      )}
    </div>
  );
}

export function DeviceTransportForm({ value, onChange, disabled, showErrors }: DeviceTransportFormProps) {
  const { t } = useTranslation();
  if (value.type === 'SNMP')
    return (
      <SnmpDeviceForm
        value={value as SnmpDeviceConfig}
        onChange={onChange}
        disabled={disabled}
        showErrors={showErrors}
      />
    );
  if (value.type === 'COAP' || value.type === 'LWM2M') {
    const { type, ...rest } = value;
    return (
      <div data-testid="power-device-transport">
        <PowerModeSettings
          allowInherit
          value={rest}
          disabled={disabled}
          showErrors={showErrors}
          onChange={(p) => onChange({ type, ...p } as DeviceTransportConfiguration)}
        />
      </div>
    );
  }
  return (
    <Hint data-testid="no-device-transport">
      {t('device-profile.device-transport.no-settings', {
        transport: t(`device-profile.transport-type-${value.type.toLowerCase()}`),
      })}
    </Hint>
  );
}
