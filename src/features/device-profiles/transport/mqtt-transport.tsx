/**
 * MQTT transport of a profile: telemetry and attributes topic filters (defaults v1/devices/me/telemetry and
 * v1/devices/me/attributes; valid MQTT filters, different from each other) and the payload type.
 */
import { useTranslation } from '../../../i18n/use-translation';
import { TextField } from '../../../ui/text-field/text-field';
import { Grid, Hint } from '../editor/editor-styles';
import type { PayloadConfiguration, TransportConfiguration } from '../model/transport';
import { PayloadTypeSettings, payloadErrors } from './payload-type';

type MqttConfig = Extract<TransportConfiguration, { type: 'MQTT' }>;

/** Error key of one MQTT topic filter, or null: required; `#` only as the whole last level; `+` only as a whole level. */
export function topicFilterError(topic: string): string | null {
  if (!topic.trim()) return 'device-profile.mqtt-topic-required';
  const levels = topic.split('/');
  const bad = levels.some(
    (l, i) => (l.includes('#') && (l !== '#' || i !== levels.length - 1)) || (l.includes('+') && l !== '+'),
  );
  return bad ? 'device-profile.mqtt-topic-invalid' : null;
}

/** Error keys of an MQTT configuration. */
export function mqttErrors(c: MqttConfig): string[] {
  const errors = [topicFilterError(c.deviceTelemetryTopic), topicFilterError(c.deviceAttributesTopic)].filter(
    (e): e is string => !!e,
  );
  if (c.deviceTelemetryTopic.trim() && c.deviceTelemetryTopic === c.deviceAttributesTopic)
    errors.push('device-profile.mqtt-topics-unique');
  return [...errors, ...payloadErrors(c.transportPayloadTypeConfiguration)];
}

export interface MqttTransportProps {
  value: MqttConfig;
  onChange(value: MqttConfig): void;
  disabled?: boolean;
  showErrors?: boolean;
}

export function MqttTransport({ value, onChange, disabled, showErrors }: MqttTransportProps) {
  const { t } = useTranslation();
  const err = (topic: string) => {
    const key = topicFilterError(topic);
    return showErrors && key ? t(key) : undefined;
  };
  const same =
    showErrors &&
    value.deviceTelemetryTopic.trim() !== '' &&
    value.deviceTelemetryTopic === value.deviceAttributesTopic;
  return (
    <div data-testid="mqtt-transport">
      <Grid>
        <TextField
          label={t('device-profile.telemetry-topic-filter')}
          value={value.deviceTelemetryTopic}
          required
          disabled={disabled}
          error={err(value.deviceTelemetryTopic) ?? (same ? t('device-profile.mqtt-topics-unique') : undefined)}
          onChange={(e) => onChange({ ...value, deviceTelemetryTopic: e.target.value })}
          data-testid="mqtt-telemetry-topic"
        />
        <TextField
          label={t('device-profile.attributes-topic-filter')}
          value={value.deviceAttributesTopic}
          required
          disabled={disabled}
          error={err(value.deviceAttributesTopic)}
          onChange={(e) => onChange({ ...value, deviceAttributesTopic: e.target.value })}
          data-testid="mqtt-attributes-topic"
        />
      </Grid>
      <Hint>{t('device-profile.mqtt-topic-hint')}</Hint>
      <PayloadTypeSettings
        value={value.transportPayloadTypeConfiguration}
        disabled={disabled}
        showErrors={showErrors}
        onChange={(p: PayloadConfiguration) => onChange({ ...value, transportPayloadTypeConfiguration: p })}
      />
    </div>
  );
}
