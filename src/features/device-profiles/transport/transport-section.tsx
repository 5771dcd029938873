/**
 * Transport configuration of a profile: the transport type (DEFAULT, MQTT, COAP, LWM2M, SNMP) and its form.
 * Switching type starts that transport's defaults (LwM2M's servers come from the server's bootstrap info).
 */
import { useTranslation } from '../../../i18n/use-translation';
import { Select } from '../../../ui/select/select';
import { Hint } from '../editor/editor-styles';
import { useProfileServices } from '../editor/services-context';
import type { DeviceProfileServices } from '../api/device-profile-services';
import { TRANSPORT_TYPES, type DeviceProfile, type TransportType } from '../model/device-profile';
import { defaultLwm2mConfiguration, type Lwm2mTransportConfiguration } from '../model/lwm2m';
import { defaultTransportConfiguration, type TransportConfiguration } from '../model/transport';
import { CoapTransport, coapErrors } from './coap-transport';
import { Lwm2mTransport } from './lwm2m/lwm2m-transport';
import { lwm2mErrors } from './lwm2m/lwm2m-validation';
import { MqttTransport, mqttErrors } from './mqtt-transport';
import { SnmpTransport, snmpErrors } from './snmp-transport';

/** The profile with another transport type and that type's default configuration. */
export async function withTransportType(
  profile: DeviceProfile,
  type: TransportType,
  services: Pick<DeviceProfileServices, 'bootstrapInfo'>,
): Promise<DeviceProfile> {
  let transportConfiguration: TransportConfiguration;
  if (type === 'LWM2M') {
    const [lwm2m, bootstrap] = await Promise.all([services.bootstrapInfo(false), services.bootstrapInfo(true)]);
    transportConfiguration = defaultLwm2mConfiguration(lwm2m, bootstrap);
  } else {
    transportConfiguration = defaultTransportConfiguration(type);
  }
  return { ...profile, transportType: type, profileData: { ...profile.profileData, transportConfiguration } };
}

/** Error keys of the transport configuration. */
export function transportErrors(c: TransportConfiguration): string[] {
  switch (c.type) {
    case 'MQTT':
      return mqttErrors(c as Extract<TransportConfiguration, { type: 'MQTT' }>);
    case 'COAP':
      return coapErrors(c as Extract<TransportConfiguration, { type: 'COAP' }>);
    case 'LWM2M':
      return lwm2mErrors(c as Lwm2mTransportConfiguration);
    case 'SNMP':
      return snmpErrors(c as Extract<TransportConfiguration, { type: 'SNMP' }>);
    default:
      return [];
  }
}

export interface TransportSectionProps {
  profile: DeviceProfile;
  onChange(profile: DeviceProfile): void;
  disabled?: boolean;
  showErrors?: boolean;
}

export function TransportSection({ profile, onChange, disabled, showErrors }: TransportSectionProps) {
  const { t } = useTranslation();
  const services = useProfileServices();
  const config = profile.profileData.transportConfiguration;
  const setConfig = (c: TransportConfiguration) =>
    onChange({ ...profile, profileData: { ...profile.profileData, transportConfiguration: c } });
  const common = { disabled, showErrors };
  return (
    <div data-testid="profile-transport">
      <Select<TransportType>
        label={t('device-profile.transport-type')}
        value={profile.transportType}
        disabled={disabled}
        options={TRANSPORT_TYPES.map((type) => ({
          value: type,
          label: t(`device-profile.transport-type-${type.toLowerCase()}`),
        }))}
        onChange={(type) => void withTransportType(profile, type, services).then(onChange)}
        testId="transport-type"
      />
      <Hint>{t(`device-profile.transport-type-${profile.transportType.toLowerCase()}-hint`)}</Hint>
      {config.type === 'MQTT' ? (
        <MqttTransport
          value={config as Extract<TransportConfiguration, { type: 'MQTT' }>}
          onChange={setConfig}
          {...common}
        />
      ) : null}
      {config.type === 'COAP' ? (
        <CoapTransport
          value={config as Extract<TransportConfiguration, { type: 'COAP' }>}
          onChange={setConfig}
          {...common}
        />
      ) : null}
      {config.type === 'LWM2M' ? (
        <Lwm2mTransport value={config as Lwm2mTransportConfiguration} onChange={setConfig} {...common} />
      ) : null}
      {config.type === 'SNMP' ? (
        <SnmpTransport
          value={config as Extract<TransportConfiguration, { type: 'SNMP' }>}
          onChange={setConfig}
          {...common}
        />
      ) : null}
    </div>
  );
}
