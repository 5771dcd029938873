/**
 * SNMP transport of a profile: timeout (default 500 ms) and retries (default 0), and the communication configs —
 * one per transport rule kind (TELEMETRY_QUERYING, CLIENT_ATTRIBUTES_QUERYING, SHARED_ATTRIBUTES_SETTING,
 * TO_DEVICE_RPC_REQUEST), each with OID → key mappings and, for querying kinds, a querying frequency.
 */
import { useTranslation } from '../../../i18n/use-translation';
import styled from 'styled-components';
import { Button, IconButton } from '../../../ui/button/button';
import { AddIcon, DeleteIcon } from '../../../ui/icons/control-icons';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { Caption, ErrorText, Grid, Panel } from '../editor/editor-styles';
import { NumberField } from '../../../ui/number-field/number-field';
import {
  SNMP_DATA_TYPES,
  SNMP_QUERYING_SPECS,
  SNMP_SPECS,
  snmpCommunicationConfig,
  type SnmpCommunicationConfig,
  type SnmpMapping,
  type SnmpSpec,
  type TransportConfiguration,
} from '../model/transport';
import { DurationField, durationError } from '../../../ui/device-transport/duration-field';

type SnmpConfig = Extract<TransportConfiguration, { type: 'SNMP' }>;

/** An object identifier in dotted decimal form (optionally starting with a dot). */
export const OID_PATTERN = /^\.?[0-2](\.(0|[1-9]\d*))*$/;

/** Error keys of an SNMP configuration. */
export function snmpErrors(c: SnmpConfig): string[] {
  const errors: string[] = [];
  if (!Number.isInteger(c.timeoutMs) || c.timeoutMs < 0) errors.push('device-profile.snmp-timeout-invalid');
  if (!Number.isInteger(c.retries) || c.retries < 0) errors.push('device-profile.snmp-retries-invalid');
  if (c.communicationConfigs.length === 0) errors.push('device-profile.snmp-configs-required');
  for (const cc of c.communicationConfigs) {
    if (cc.mappings.length === 0) errors.push('device-profile.snmp-mappings-required');
    for (const m of cc.mappings) {
      if (!OID_PATTERN.test(m.oid.trim())) errors.push('device-profile.snmp-oid-invalid');
      if (!m.key.trim()) errors.push('device-profile.snmp-key-required');
    }
    if (SNMP_QUERYING_SPECS.includes(cc.spec) && durationError(cc.queryingFrequencyMs))
      errors.push('device-profile.snmp-frequency-invalid');
  }
  return errors;
}

const MappingRow = styled.div`
  display: grid;
  grid-template-columns: minmax(110px, 140px) 1fr 1fr 40px;
  gap: 8px;
  align-items: start;
  & > button {
    margin-top: 6px;
  }
`;

const slug = (s: string) => s.toLowerCase().replace(/_/g, '-');

function Mappings({
  mappings,
  onChange,
  disabled,
  showErrors,
}: {
  mappings: SnmpMapping[];
  onChange(m: SnmpMapping[]): void;
  disabled?: boolean;
  showErrors?: boolean;
}) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<SnmpMapping>) =>
    onChange(mappings.map((m, k) => (k === i ? { ...m, ...patch } : m)));
  return (
    <div>
      <Caption>{t('device-profile.snmp-mappings')}</Caption>
      {mappings.map((m, i) => (
        <MappingRow key={i} data-testid="snmp-mapping">
          <Select
            label={t('device-profile.snmp-data-type')}
            value={m.dataType}
            disabled={disabled}
            options={SNMP_DATA_TYPES.map((d) => ({ value: d, label: t(`device-profile.data-type-${slug(d)}`) }))}
            onChange={(dataType) => set(i, { dataType })}
          />
          <TextField
            label={t('device-profile.snmp-oid')}
            value={m.oid}
            required
            disabled={disabled}
            error={showErrors && !OID_PATTERN.test(m.oid.trim()) ? t('device-profile.snmp-oid-invalid') : undefined}
            onChange={(e) => set(i, { oid: e.target.value })}
            data-testid="snmp-oid"
          />
          <TextField
            label={t('device-profile.snmp-key')}
            value={m.key}
            required
            disabled={disabled}
            error={showErrors && !m.key.trim() ? t('device-profile.snmp-key-required') : undefined}
            onChange={(e) => set(i, { key: e.target.value })}
            data-testid="snmp-key"
          />
          <IconButton
            aria-label={t('device-profile.snmp-remove-mapping')}
            disabled={disabled}
            onClick={() => onChange(mappings.filter((_, k) => k !== i))}
          >
            <DeleteIcon size={20} />
          </IconButton>
        </MappingRow>
      ))}
      {showErrors && mappings.length === 0 ? (
        <ErrorText role="alert">{t('device-profile.snmp-mappings-required')}</ErrorText>
      ) : null}
      <Button
        $variant="text"
        disabled={disabled}
        onClick={() => onChange([...mappings, { oid: '', key: '', dataType: 'STRING' }])}
        data-testid="snmp-add-mapping"
      >
        <AddIcon size={18} />
        {t('device-profile.snmp-add-mapping')}
      </Button>
    </div>
  );
}

/** One communication config: its rule kind, querying frequency (querying kinds only) and OID mappings. */
function CommunicationConfigPanel({
  config: cc,
  used,
  onChange,
  onSpecChange,
  onRemove,
  disabled,
  showErrors,
}: {
  config: SnmpCommunicationConfig;
  used: Set<SnmpSpec>;
  onChange(next: SnmpCommunicationConfig): void;
  onSpecChange(spec: SnmpSpec): void;
  onRemove(): void;
  disabled?: boolean;
  showErrors?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Panel data-testid="snmp-config">
      <Grid>
        <Select<SnmpSpec>
          label={t('device-profile.snmp-spec')}
          value={cc.spec}
          disabled={disabled}
          options={SNMP_SPECS.map((s) => ({
            value: s,
            label: t(`device-profile.snmp-spec-${slug(s)}`),
            disabled: s !== cc.spec && used.has(s),
          }))}
          onChange={onSpecChange}
          testId="snmp-spec"
        />
        {SNMP_QUERYING_SPECS.includes(cc.spec) ? (
          <DurationField
            label={t('device-profile.snmp-querying-frequency')}
            valueMs={cc.queryingFrequencyMs}
            disabled={disabled}
            showError={showErrors}
            onChange={(ms) => onChange({ ...cc, queryingFrequencyMs: ms ?? undefined })}
            testId="snmp-frequency"
          />
        ) : null}
      </Grid>
      <Mappings
        mappings={cc.mappings}
        disabled={disabled}
        showErrors={showErrors}
        onChange={(mappings) => onChange({ ...cc, mappings })}
      />
      <Button $variant="text" disabled={disabled} onClick={onRemove}>
        <DeleteIcon size={18} />
        {t('device-profile.snmp-remove-config')}
      </Button>
    </Panel>
  );
}

export interface SnmpTransportProps {
  value: SnmpConfig;
  onChange(value: SnmpConfig): void;
  disabled?: boolean;
  showErrors?: boolean;
}

export function SnmpTransport({ value, onChange, disabled, showErrors }: SnmpTransportProps) {
  const { t } = useTranslation();
  const configs = value.communicationConfigs;
  const used = new Set(configs.map((c) => c.spec));
  const free = SNMP_SPECS.filter((s) => !used.has(s));
  const setConfig = (i: number, next: SnmpCommunicationConfig) =>
    onChange({ ...value, communicationConfigs: configs.map((c, k) => (k === i ? next : c)) });
  const setSpec = (i: number, spec: SnmpSpec) => {
    const fresh = snmpCommunicationConfig(spec);
    setConfig(i, {
      ...fresh,
      mappings: configs[i]!.mappings,
      ...(fresh.queryingFrequencyMs != null
        ? { queryingFrequencyMs: configs[i]!.queryingFrequencyMs ?? fresh.queryingFrequencyMs }
        : {}),
    });
  };
  return (
    <div data-testid="snmp-transport">
      <Grid>
        <NumberField
          label={t('device-profile.snmp-timeout-ms')}
          value={value.timeoutMs}
          min={0}
          required
          disabled={disabled}
          showError={showErrors}
          error={
            !Number.isInteger(value.timeoutMs) || value.timeoutMs < 0 ? t('device-profile.snmp-timeout-invalid') : null
          }
          onChange={(n) => onChange({ ...value, timeoutMs: n as number })}
          testId="snmp-timeout"
        />
        <NumberField
          label={t('device-profile.snmp-retries')}
          value={value.retries}
          min={0}
          required
          disabled={disabled}
          showError={showErrors}
          error={
            !Number.isInteger(value.retries) || value.retries < 0 ? t('device-profile.snmp-retries-invalid') : null
          }
          onChange={(n) => onChange({ ...value, retries: n as number })}
          testId="snmp-retries"
        />
      </Grid>
      <Caption>{t('device-profile.snmp-communication-configs')}</Caption>
      {configs.map((cc, i) => (
        <CommunicationConfigPanel
          key={i}
          config={cc}
          used={used}
          disabled={disabled}
          showErrors={showErrors}
          onChange={(next) => setConfig(i, next)}
          onSpecChange={(s) => setSpec(i, s)}
          onRemove={() => onChange({ ...value, communicationConfigs: configs.filter((_, k) => k !== i) })}
        />
      ))}
      {showErrors && configs.length === 0 ? (
        <ErrorText role="alert">{t('device-profile.snmp-configs-required')}</ErrorText>
      ) : null}
      <Button
        $variant="outlined"
        disabled={disabled || free.length === 0}
        onClick={() => onChange({ ...value, communicationConfigs: [...configs, snmpCommunicationConfig(free[0]!)] })}
        data-testid="snmp-add-config"
      >
        <AddIcon size={18} />
        {t('device-profile.snmp-add-config')}
      </Button>
    </div>
  );
}
