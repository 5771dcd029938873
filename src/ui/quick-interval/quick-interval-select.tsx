/**
 * Quick interval select (YESTERDAY, CURRENT_DAY, …); with `onlyCurrent` the list is filtered to the CURRENT_*
 * values.
 */
import { useTranslation } from '../../i18n/use-translation';
import { Select } from '../select/select';
import { quickIntervalChoices, quickIntervalKey } from '../timewindow/time-constants';

export interface QuickIntervalSelectProps {
  value: string | null;
  onChange(value: string): void;
  onlyCurrent?: boolean;
  label?: string;
  disabled?: boolean;
  testId?: string;
}

export function QuickIntervalSelect({
  value,
  onChange,
  onlyCurrent,
  label,
  disabled,
  testId,
}: QuickIntervalSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      label={label ?? t('timewindow.interval')}
      options={quickIntervalChoices(onlyCurrent).map((q) => ({ value: q as string, label: t(quickIntervalKey(q)) }))}
      value={value}
      onChange={onChange}
      disabled={disabled}
      testId={testId}
    />
  );
}
