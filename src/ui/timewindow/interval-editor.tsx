/**
 * Interval editor: basic mode (a predefined interval within [min, max]) or advanced mode (days, hours, minutes,
 * seconds with carries and borrowing); switching modes carries the value over. Zero or invalid
 * input gives no value (null). Min width 355 px.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { Checkbox } from '../checkbox/checkbox';
import { Select } from '../select/select';
import { TextField } from '../text-field/text-field';
import {
  boundToPredefinedInterval,
  intervalsBetween,
  msToParts,
  normaliseParts,
  partsToMs,
  pickerValue,
  type IntervalParts,
} from './interval-math';
import { MAX_INTERVAL, MIN_INTERVAL } from './time-constants';
import { formatDuration } from './time-format';

/** Minimum width of the interval editor, px (as ThingsBoard 3.3.1's). */
export const INTERVAL_EDITOR_MIN_WIDTH = 355;

export interface IntervalEditorProps {
  label: string;
  value: number | null;
  onChange(ms: number | null): void;
  min?: number;
  max?: number;
  disabled?: boolean;
  /** Start in advanced mode. */
  advanced?: boolean;
  testId?: string;
}

const Box = styled.div`
  min-width: min(${INTERVAL_EDITOR_MIN_WIDTH}px, 100%);
`;

const Parts = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(70px, 1fr));
  gap: 8px;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  font-size: 13px;
`;

const FIELDS = ['days', 'hours', 'mins', 'secs'] as const;

export function IntervalEditor({
  label,
  value,
  onChange,
  min = MIN_INTERVAL,
  max = MAX_INTERVAL,
  disabled,
  advanced: startAdvanced,
  testId,
}: IntervalEditorProps) {
  const { t } = useTranslation();
  const [advanced, setAdvanced] = useState(!!startAdvanced);
  const [parts, setParts] = useState<IntervalParts>(() => msToParts(value ?? 0));
  const choices = intervalsBetween(min, max);
  const fieldLabel = {
    days: t('timeinterval.days'),
    hours: t('timeinterval.hours'),
    mins: t('timeinterval.minutes'),
    secs: t('timeinterval.seconds'),
  };

  const switchMode = (next: boolean) => {
    setAdvanced(next);
    if (next) setParts(msToParts(value ?? 0));
    else if (value) onChange(boundToPredefinedInterval(min, max, value));
  };
  const changePart = (field: (typeof FIELDS)[number], raw: string) => {
    // '' and '-' are intermediate states while typing: keep the fields as they are until a number arrives.
    if (!/^-?\d+$/.test(raw.trim())) return;
    const n = Number.parseInt(raw, 10);
    const next = normaliseParts({ ...parts, [field]: n });
    setParts(next);
    onChange(pickerValue(partsToMs(next), min, max, false));
  };
  return (
    <Box role="group" aria-label={label} data-testid={testId}>
      <Head>
        <span>{label}</span>
        <Checkbox label={t('timeinterval.advanced')} checked={advanced} disabled={disabled} onChange={switchMode} />
      </Head>
      {advanced ? (
        <Parts>
          {FIELDS.map((f) => (
            <TextField
              key={f}
              label={fieldLabel[f]}
              type="number"
              step={1}
              min={f === 'days' ? 0 : undefined}
              value={String(parts[f])}
              disabled={disabled}
              onChange={(e) => changePart(f, e.target.value)}
              data-part={f}
            />
          ))}
        </Parts>
      ) : (
        <Select
          label={label}
          options={choices.map((c) => ({ value: c.value, label: formatDuration(c.value, t) }))}
          value={value != null ? boundToPredefinedInterval(min, max, value) : null}
          onChange={(ms) => onChange(ms)}
          disabled={disabled}
        />
      )}
    </Box>
  );
}
