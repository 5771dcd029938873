/** A duration in milliseconds entered as a number and a unit (ms, s, min, h), as ThingsBoard's timer fields are. */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { Select } from '../select/select';
import { NumberField } from '../number-field/number-field';

const UNITS = [
  ['ms', 1],
  ['s', 1000],
  ['min', 60_000],
  ['h', 3_600_000],
] as const;
type Unit = (typeof UNITS)[number][0];

/** The largest unit that divides `ms` evenly (ms for 0 or empty). */
export function unitOf(ms: number | null | undefined): Unit {
  if (!ms) return 'ms';
  for (let i = UNITS.length - 1; i > 0; i--) if (ms % UNITS[i]![1] === 0) return UNITS[i]![0];
  return 'ms';
}

const factor = (u: Unit) => UNITS.find(([n]) => n === u)![1];

const Wrap = styled.div`
  display: grid;
  grid-template-columns: 1fr 110px;
  gap: 8px;
`;

export interface DurationFieldProps {
  label: string;
  valueMs: number | null | undefined;
  onChange(ms: number | null): void;
  disabled?: boolean;
  showError?: boolean;
  testId?: string;
}

/** Error key of a required positive duration. */
export function durationError(ms: number | null | undefined): string | null {
  if (ms == null || Number.isNaN(ms)) return 'device-profile.value-required';
  return ms > 0 && Number.isInteger(ms) ? null : 'device-profile.value-positive';
}

export function DurationField({ label, valueMs, onChange, disabled, showError, testId }: DurationFieldProps) {
  const { t } = useTranslation();
  const [unit, setUnit] = useState<Unit>(() => unitOf(valueMs));
  const k = factor(unit);
  const error = durationError(valueMs);
  return (
    <Wrap data-testid={testId}>
      <NumberField
        label={label}
        value={valueMs == null ? null : valueMs / k}
        required
        min={0}
        disabled={disabled}
        showError={showError}
        error={error ? t(error) : null}
        onChange={(n) => onChange(n == null ? null : Math.round(n * k))}
      />
      <Select<Unit>
        label={t('device-profile.time-unit')}
        value={unit}
        disabled={disabled}
        options={UNITS.map(([u]) => ({ value: u, label: t(`device-profile.time-unit-${u}`) }))}
        onChange={setUnit}
      />
    </Wrap>
  );
}
