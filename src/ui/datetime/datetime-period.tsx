/**
 * Date-time period: From and To inputs. Start at most 1 s before the end, end at least 1 s after the start and
 * not in the future; a missing value defaults to the last 24 hours ending now.
 */
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { DateTimeInput } from './datetime-input';
import { changeEnd, changeStart, defaultPeriod, PERIOD_MIN_GAP_MS, type Period } from './period';

export interface DateTimePeriodProps {
  value: Period | null | undefined;
  onChange(value: Period): void;
  disabled?: boolean;
  /** Clock for tests. */
  now?: () => number;
  testId?: string;
}

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(250px, 1fr)); /* a datetime-local with seconds needs ~240 px */
  gap: 8px;
`;

export function DateTimePeriod({ value, onChange, disabled, now = Date.now, testId }: DateTimePeriodProps) {
  const { t } = useTranslation();
  const missing = !value || !Number.isFinite(value.startTimeMs) || !Number.isFinite(value.endTimeMs);
  const period = missing ? defaultPeriod(now()) : value;
  useEffect(() => {
    if (missing) onChange(period);
  }, [missing]);
  return (
    <Row data-testid={testId}>
      <DateTimeInput
        label={t('datetime.date-from')}
        value={period.startTimeMs}
        max={period.endTimeMs - PERIOD_MIN_GAP_MS}
        disabled={disabled}
        testId="period-start"
        onChange={(ms) => ms != null && onChange(changeStart(period, ms))}
      />
      <DateTimeInput
        label={t('datetime.date-to')}
        value={period.endTimeMs}
        min={period.startTimeMs + PERIOD_MIN_GAP_MS}
        max={now()}
        disabled={disabled}
        testId="period-end"
        onChange={(ms) => ms != null && onChange(changeEnd(period, ms, now()))}
      />
    </Row>
  );
}
