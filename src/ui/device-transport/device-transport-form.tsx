/**
 * The per-device transport configuration form the device page embeds (ThingsBoard's device "Transport
 * configuration"): nothing to set for DEFAULT and MQTT, the power mode (or the profile's) for CoAP and LwM2M, and
 * the SNMP address, version and credentials.
 */
import { useTranslation } from 'react-i18next';
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

function SnmpDeviceForm({
  value,
  onChange,
  disabled,
  showErrors,
}: {
  value: SnmpDeviceConfig;
  onChange(v: SnmpDeviceConfig): void;
  disabled?: boolean;
  showErrors?: boolean;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<SnmpDeviceConfig>) => onChange({ ...value, ...patch });
  const req = (s: string | undefined, key: string) => (showErrors && !s?.trim() ? t(key) : undefined);
  const text = (field: keyof SnmpDeviceConfig, labelKey: string, requiredKey?: string, type = 'text') => (
    <TextField
      label={t(labelKey)}
      type={type}
      value={String(value[field] ?? '')}
      required={!!requiredKey}
      disabled={disabled}
      error={requiredKey ? req(value[field] as string | undefined, requiredKey) : undefined}
      onChange={(e) => set({ [field]: e.target.value } as Partial<SnmpDeviceConfig>)}
      data-testid={`snmp-device-${String(field)}`}
    />
  );
  return (
    <div data-testid="snmp-device-transport">
      <Grid>
        {text('host', 'device-profile.device-transport.host', 'device-profile.device-transport.host-required')}
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
          onChange={(n) => set({ port: n as number })}
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
        <>
          <Grid>
            {text(
              'username',
              'device-profile.device-transport.username',
              'device-profile.device-transport.username-required',
            )}
            {text(
              'securityName',
              'device-profile.device-transport.security-name',
              'device-profile.device-transport.security-name-required',
            )}
            {text('contextName', 'device-profile.device-transport.context-name')}
            {text('engineId', 'device-profile.device-transport.engine-id')}
          </Grid>
          <Grid>
            <Select
              label={t('device-profile.device-transport.authentication-protocol')}
              value={value.authenticationProtocol ?? 'SHA_512'}
              disabled={disabled}
              options={SNMP_AUTH_PROTOCOLS.map((p) => ({ value: p, label: p.replace('_', '-') }))}
              onChange={(authenticationProtocol) => set({ authenticationProtocol })}
            />
            {text(
              'authenticationPassphrase',
              'device-profile.device-transport.authentication-passphrase',
              undefined,
              'password',
            )}
            <Select
              label={t('device-profile.device-transport.privacy-protocol')}
              value={value.privacyProtocol ?? 'DES'}
              disabled={disabled}
              options={SNMP_PRIVACY_PROTOCOLS.map((p) => ({ value: p, label: p.replace('_', '-') }))}
              onChange={(privacyProtocol) => set({ privacyProtocol })}
            />
            {text('privacyPassphrase', 'device-profile.device-transport.privacy-passphrase', undefined, 'password')}
          </Grid>
        </>
      ) : (
        <Grid>
          {text(
            'community',
            'device-profile.device-transport.community',
            'device-profile.device-transport.community-required',
          )}
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
