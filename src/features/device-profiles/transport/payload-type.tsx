/**
 * Payload type of MQTT and CoAP (DEFAULT device type): JSON, or PROTOBUF with the four proto schema editors
 * (telemetry, attributes, RPC request, RPC response), each required.
 */
import { useTranslation } from '../../../i18n/use-translation';
import { CodeEditor } from '../../../ui/code-editor/code-editor';
import { RadioGroup } from '../../../ui/radio/radio-group';
import { Caption, ErrorText } from '../editor/editor-styles';
import {
  PAYLOAD_TYPES,
  PROTO_SCHEMA_FIELDS,
  payloadConfiguration,
  type PayloadConfiguration,
  type PayloadType,
  type ProtoSchemaField,
} from '../model/transport';

export interface PayloadTypeProps {
  value: PayloadConfiguration | undefined;
  onChange(value: PayloadConfiguration): void;
  disabled?: boolean;
  showErrors?: boolean;
}

const LABELS: Record<ProtoSchemaField, string> = {
  deviceTelemetryProtoSchema: 'device-profile.telemetry-proto-schema',
  deviceAttributesProtoSchema: 'device-profile.attributes-proto-schema',
  deviceRpcRequestProtoSchema: 'device-profile.rpc-request-proto-schema',
  deviceRpcResponseProtoSchema: 'device-profile.rpc-response-proto-schema',
};

/** Error keys of a payload configuration. */
export function payloadErrors(value: PayloadConfiguration | undefined): string[] {
  if (!value) return ['device-profile.payload-type-required'];
  if (value.transportPayloadType !== 'PROTOBUF') return [];
  return PROTO_SCHEMA_FIELDS.filter((f) => !String(value[f] ?? '').trim()).map(
    () => 'device-profile.proto-schema-required',
  );
}

export function PayloadTypeSettings({ value, onChange, disabled, showErrors }: PayloadTypeProps) {
  const { t } = useTranslation();
  const type = value?.transportPayloadType ?? 'JSON';
  return (
    <div data-testid="payload-type">
      <Caption>{t('device-profile.payload-type')}</Caption>
      <RadioGroup<PayloadType>
        row
        label={t('device-profile.payload-type')}
        value={type}
        disabled={disabled}
        options={PAYLOAD_TYPES.map((p) => ({ value: p, label: t(`device-profile.payload-type-${p.toLowerCase()}`) }))}
        onChange={(p) => onChange(payloadConfiguration(p))}
      />
      {type === 'PROTOBUF' && value
        ? PROTO_SCHEMA_FIELDS.map((field) => (
            <div key={field} data-testid={`proto-${field}`}>
              <CodeEditor
                label={t(LABELS[field])}
                mode="text"
                minHeight={140}
                readOnly={disabled}
                value={String(value[field] ?? '')}
                onChange={(text) => onChange({ ...value, [field]: text })}
              />
              {showErrors && !String(value[field] ?? '').trim() ? (
                <ErrorText role="alert">{t('device-profile.proto-schema-required')}</ErrorText>
              ) : null}
            </div>
          ))
        : null}
    </div>
  );
}
