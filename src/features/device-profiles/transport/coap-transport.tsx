/**
 * CoAP transport of a profile: device type DEFAULT (with a payload type) or EFENTO (fixed protocol), and the client
 * power-saving settings (default DRX).
 */
import { useTranslation } from '../../../i18n/use-translation';
import { Select } from '../../../ui/select/select';
import { Caption, Panel } from '../editor/editor-styles';
import {
  COAP_DEVICE_TYPES,
  payloadConfiguration,
  type CoapDeviceType,
  type TransportConfiguration,
} from '../model/transport';
import { durationError } from '../../../ui/device-transport/duration-field';
import { PayloadTypeSettings, payloadErrors } from './payload-type';
import { PowerModeSettings } from '../../../ui/device-transport/power-mode-settings';
import type { PowerSettings } from '../model/transport';

type CoapConfig = Extract<TransportConfiguration, { type: 'COAP' }>;

/** Error keys of power settings (timers of the chosen mode are required and positive). */
export function powerErrors(p: PowerSettings): string[] {
  const timers =
    p.powerMode === 'PSM'
      ? [p.psmActivityTimer]
      : p.powerMode === 'E_DRX'
        ? [p.edrxCycle, p.pagingTransmissionWindow]
        : [];
  return timers.map(durationError).filter((e): e is string => !!e);
}

/** Error keys of a CoAP configuration. */
export function coapErrors(c: CoapConfig): string[] {
  const device = c.coapDeviceTypeConfiguration;
  return [
    ...(device.coapDeviceType === 'DEFAULT' ? payloadErrors(device.transportPayloadTypeConfiguration) : []),
    ...powerErrors(c.clientSettings ?? {}),
  ];
}

export interface CoapTransportProps {
  value: CoapConfig;
  onChange(value: CoapConfig): void;
  disabled?: boolean;
  showErrors?: boolean;
}

export function CoapTransport({ value, onChange, disabled, showErrors }: CoapTransportProps) {
  const { t } = useTranslation();
  const device = value.coapDeviceTypeConfiguration;
  const setType = (coapDeviceType: CoapDeviceType) =>
    onChange({
      ...value,
      coapDeviceTypeConfiguration:
        coapDeviceType === 'DEFAULT'
          ? { coapDeviceType, transportPayloadTypeConfiguration: payloadConfiguration('JSON') }
          : { coapDeviceType },
    });
  return (
    <div data-testid="coap-transport">
      <Select<CoapDeviceType>
        label={t('device-profile.coap-device-type')}
        value={device.coapDeviceType}
        disabled={disabled}
        options={COAP_DEVICE_TYPES.map((d) => ({
          value: d,
          label: t(`device-profile.coap-device-type-${d.toLowerCase()}`),
        }))}
        onChange={setType}
        testId="coap-device-type"
      />
      {device.coapDeviceType === 'DEFAULT' ? (
        <PayloadTypeSettings
          value={device.transportPayloadTypeConfiguration}
          disabled={disabled}
          showErrors={showErrors}
          onChange={(p) =>
            onChange({ ...value, coapDeviceTypeConfiguration: { ...device, transportPayloadTypeConfiguration: p } })
          }
        />
      ) : null}
      <Panel>
        <Caption>{t('device-profile.client-settings')}</Caption>
        <PowerModeSettings
          value={value.clientSettings ?? {}}
          disabled={disabled}
          showErrors={showErrors}
          onChange={(clientSettings) => onChange({ ...value, clientSettings })}
          testId="coap-client-settings"
        />
      </Panel>
    </div>
  );
}
